// The one writer of benchmark JSON lines: `graphblade bench` (record.hpp,
// schema graphblade.bench/1), bench_turbo, bench_hong and bench_cpu_bfs (their
// own schemas, bench/README.md) all write through write_json_line, after
// stamp_record has added what keeps a result comparable after the fact: the
// git revision, the host, the GPU and the time, from run_environment.
#pragma once
#include <nlohmann/json.hpp>
#include <ostream>

#include "bench/harness/environment.hpp"

namespace graphblade::bench {

/// `record` with "git" {sha, dirty}, "host" {name, cpu, cpu_threads, gpu} and
/// "time" added from env, each only where the record lacks that key.
nlohmann::ordered_json stamp_record(nlohmann::ordered_json record, const run_environment& env);

/// One record as one compact line, flushed (a killed run keeps its finished lines).
void write_json_line(std::ostream& out, const nlohmann::ordered_json& record);

}  // namespace graphblade::bench
