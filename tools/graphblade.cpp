// graphblade: the command-line tool (info, gen, convert, algos, bfs, demo).
// Errors end as one line "error: ..." on stderr: exit 2 for bad input or
// usage, 1 when --validate finds a wrong result; --help exits 0.
#include <CLI/CLI.hpp>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>

#include "bench/baselines/baselines.hpp"
#include "graphblade/core/errors.hpp"
#include "tools/cli.hpp"

namespace {

/// Print one "error: ..." line (newlines in the message folded into spaces).
void print_error(const std::string& what) {
  std::string line = what;
  std::replace(line.begin(), line.end(), '\n', ' ');
  while (!line.empty() && line.back() == ' ') line.pop_back();
  std::fprintf(stderr, "error: %s\n", line.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  namespace cli = graphblade::cli;
  CLI::App app{"graphblade: graph algorithms as masked sparse linear algebra (CPU and CUDA)", "graphblade"};
  app.require_subcommand(1);
  graphblade::baselines::register_baseline_bfs();  // "suitesparse" when built with GraphBLAS
  cli::add_info_command(app);
  cli::add_gen_command(app);
  cli::add_convert_command(app);
  cli::add_algos_command(app);
  cli::add_bfs_command(app);
  cli::add_demo_command(app);
  cli::add_bench_command(app);
  try {
    app.parse(argc, argv);  // subcommands run in their callbacks
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --help-all
    print_error(e.what());
    return 2;
  } catch (const cli::validation_failed& e) {
    print_error(std::string("validation failed: ") + e.what());
    return 1;
  } catch (const std::bad_alloc&) {
    print_error("out of host memory");
    return 2;
  } catch (const std::exception& e) {  // graphblade::error and everything else
    print_error(e.what());
    return 2;
  }
  return 0;
}
