// `graphblade convert IN OUT`: load a graph file and write it in the format
// OUT's extension names (.mtx, .mtx.gz, .el, .gbin).
#include <memory>
#include <utility>

#include "tools/cli.hpp"

namespace graphblade::cli {

void add_convert_command(CLI::App& app) {
  auto args = std::make_shared<std::pair<std::string, std::string>>();
  CLI::App* cmd = app.add_subcommand("convert", "convert a graph between .mtx, .mtx.gz, .el and .gbin");
  cmd->add_option("in", args->first, "input file (or generator spec)")->required();
  cmd->add_option("out", args->second, "output file; format by extension")->required();
  cmd->callback([args] { convert_graph(args->first, args->second); });
}

}  // namespace graphblade::cli
