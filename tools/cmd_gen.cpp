// `graphblade gen SPEC --out FILE`: generate a graph from a generator spec and
// write it in the format FILE's extension names (.mtx, .mtx.gz, .el, .gbin).
#include <memory>
#include <utility>

#include "graphblade/core/errors.hpp"
#include "graphblade/io/load_graph.hpp"
#include "tools/cli.hpp"

namespace graphblade::cli {

void add_gen_command(CLI::App& app) {
  auto args = std::make_shared<std::pair<std::string, std::string>>();
  CLI::App* cmd = app.add_subcommand(
      "gen", "generate a graph (kron:SCALE[:EF[:SEED]], rmat:..., uniform:..., grid:R:C, tree:K:DEPTH, mycielski:K)");
  cmd->add_option("spec", args->first, "generator spec")->required();
  cmd->add_option("--out,-o", args->second, "output file: .mtx, .mtx.gz, .el or .gbin")->required();
  cmd->callback([args] {
    if (!io::is_generator_spec(args->first))
      throw invalid_value("'" + args->first + "' is not a generator spec (use `graphblade convert` for files)");
    convert_graph(args->first, args->second);
  });
}

}  // namespace graphblade::cli
