// Placeholder main, replaced by the CLI (info, gen, convert, algos, bfs).
#include <cstdio>
int main() { std::puts("graphblade"); return 0; }
