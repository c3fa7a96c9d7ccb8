// JSON lines printed by `graphblade bench` (one record per line), parsed for
// the bench tests.
#pragma once
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace gbtest {

/// Each non-empty line of `text` as a JSON value.
inline std::vector<nlohmann::json> json_lines(const std::string& text) {
  std::vector<nlohmann::json> lines;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);)
    if (!l.empty()) lines.push_back(nlohmann::json::parse(l));
  return lines;
}

}  // namespace gbtest
