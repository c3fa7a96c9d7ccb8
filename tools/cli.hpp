// Shared pieces of the graphblade command-line tool: one add_*_command per
// subcommand (each in its own cmd_*.cpp), graph loading for BFS, output-file
// writing by extension, and the error that makes the tool exit with status 1.
#pragma once
#include <CLI/CLI.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "graphblade/container/matrix.hpp"

namespace graphblade::cli {

/// Thrown when --validate finds a wrong result: main prints
/// "error: validation failed: ..." and exits with status 1 (bad input is 2).
class validation_failed : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

void add_info_command(CLI::App& app);
void add_gen_command(CLI::App& app);
void add_convert_command(CLI::App& app);
void add_algos_command(CLI::App& app);
void add_bfs_command(CLI::App& app);
void add_demo_command(CLI::App& app);
void add_bench_command(CLI::App& app);  // tools/cmd_bench.cpp, engine in bench/harness
void add_ibfs_commands(CLI::App& app);  // tools/cmd_ibfs.cpp: khop, closeness, bc
void add_ibfs_bench_command(CLI::App& app);  // tools/cmd_ibfs_bench.cpp

/// `graphblade bfs --sources LIST [--output levels|parents]`: iBFS from every source of LIST
/// (tools/cmd_ibfs.cpp); --out writes the levels or the parents, --validate checks both per source.
void run_multi_source_bfs(const std::string& graph, const std::string& source_list, const std::string& algo,
                          const std::string& device, const std::string& output, const std::string& out, bool validate,
                          bool json);
/// The sources of LIST: "3,17,42", "@FILE" (one id a line) or "random:K[:SEED]". Throws
/// invalid_value / invalid_index / io_error.
std::vector<index_t> parse_source_list(const std::string& list, const Matrix<bool>& A);

/// A graph as the BFS algorithms take it: CSR pattern, A(i, j) = edge i -> j.
struct bfs_graph {
  Matrix<bool> A;
  bool undirected = false;  ///< symmetric structure; TEPS counts each edge {u, v} once
  std::string name;
};

/// True when every stored (i, j) of the square CSR arrays has a stored (j, i).
/// Parallel binary searches, no extra memory: O(nnz log maxdeg).
bool is_structurally_symmetric(index_t n, const offset_t* rowptr, const index_t* col);

/// Load a file or generator spec (io::load_graph) as a CSR pattern matrix;
/// `undirected` is set for undirected inputs and structurally symmetric ones.
bfs_graph load_bfs_graph(const std::string& spec);

/// Write A to `path`, format chosen by extension: .mtx, .mtx.gz (symmetric
/// banner when undirected), .el, .gbin. Throws invalid_value for another extension.
void write_graph_file(const std::string& path, const Matrix<double>& A, bool undirected);

/// Load `in` (file or spec) and write it to `out` (write_graph_file); prints a summary line.
void convert_graph(const std::string& in, const std::string& out);

/// The read limits (io::read_limits) as options of the main command, accepted
/// before or after the subcommand: --max-vertices N, --max-input-bytes N.
/// Call after all commands are added.
void add_limit_options(CLI::App& app);

/// Make every numeric option of `app` and its subcommands (by CLI11 type name:
/// INT, UINT, FLOAT) refuse an empty or partial number ("", "12abc", " 3"):
/// CLI11 alone reads "" as 0. Call once after all commands are added.
void require_whole_numbers(CLI::App& app);

/// `text` as a number; the whole text must be one (no blanks, no trailing
/// characters). Throws invalid_value naming `what`.
double parse_number(const std::string& text, const std::string& what);

/// "alpha=15" -> ("alpha", 15); throws invalid_value otherwise.
std::pair<std::string, double> parse_knob(const std::string& text);

/// Median of a non-empty list (mean of the two middle values for even sizes).
double median(std::vector<double> xs);

/// `x` as text: an integer when x is integral and below 2^53, else %.17g.
std::string format_count(double x);

}  // namespace graphblade::cli
