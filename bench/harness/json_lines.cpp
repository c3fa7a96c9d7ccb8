// The benchmarks' JSON line writer (json_lines.hpp).
#include "bench/harness/json_lines.hpp"

namespace graphblade::bench {

nlohmann::ordered_json stamp_record(nlohmann::ordered_json record, const run_environment& env) {
  auto null_if_empty = [](const std::string& s) {
    return s.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(s);
  };
  if (!record.contains("git"))
    record["git"] = {
        {"sha", env.git_sha},
        {"dirty", env.git_sha == "unknown" ? nlohmann::ordered_json() : nlohmann::ordered_json(env.git_dirty)}};
  if (!record.contains("host"))
    record["host"] = {{"name", env.hostname},
                      {"cpu", env.cpu_model},
                      {"cpu_threads", env.cpu_threads},
                      {"gpu", null_if_empty(env.gpu_model)}};
  if (!record.contains("time")) record["time"] = env.timestamp;
  return record;
}

void write_json_line(std::ostream& out, const nlohmann::ordered_json& record) {
  out << record.dump() << '\n' << std::flush;
}

}  // namespace graphblade::bench
