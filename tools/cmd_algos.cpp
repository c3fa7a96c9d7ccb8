// `graphblade algos [--json]`: the registered BFS algorithms, their devices
// and one-line descriptions.
#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>
#include <memory>

#include "graphblade/algorithms/bfs/registry.hpp"
#include "tools/cli.hpp"

namespace graphblade::cli {

void add_algos_command(CLI::App& app) {
  auto json = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("algos", "list the registered BFS algorithms");
  cmd->add_flag("--json", *json, "print a JSON array");
  cmd->callback([json] {
    if (*json) {
      nlohmann::json list = nlohmann::json::array();
      for (const auto& a : bfs_algorithms())
        list.push_back({{"name", a.name}, {"devices", a.devices}, {"description", a.description}});
      std::cout << list.dump(2) << "\n";
      return;
    }
    std::printf("%-16s %-10s %s\n", "name", "devices", "description");
    for (const auto& a : bfs_algorithms()) {
      std::string devices;
      for (const auto& d : a.devices) devices += (devices.empty() ? "" : ",") + d;
      std::printf("%-16s %-10s %s\n", a.name.c_str(), devices.c_str(), a.description.c_str());
    }
  });
}

}  // namespace graphblade::cli
