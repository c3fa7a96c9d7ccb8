// The benchmark's output record: one JSON object (written as one line) per
// graph × algorithm × device × thread count. Schema "graphblade.bench/1";
// bench/README.md documents every field, bench/scripts/plot_results.py reads it.
#pragma once
#include <nlohmann/json.hpp>

#include "bench/harness/environment.hpp"
#include "bench/harness/graph_set.hpp"
#include "bench/harness/settings.hpp"
#include "bench/harness/trial_set.hpp"

namespace graphblade::bench {

/// Schema name written in every record.
inline constexpr const char* record_schema = "graphblade.bench/1";

/// The record of one trial set.
nlohmann::ordered_json make_record(const trial_set& set, const bench_graph& graph, const run_environment& env,
                                   const bench_settings& settings);

/// The top-level keys every record has (for the schema test and readers).
const std::vector<std::string>& record_keys();

}  // namespace graphblade::bench
