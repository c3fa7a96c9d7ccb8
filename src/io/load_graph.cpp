// load_graph: turn a graph spec (a file path or a generator spec such as
// kron:20:16:1) into a matrix. Files keep self-loops and merge duplicates;
// generators drop self-loops. Bad specs throw invalid_value naming the part.
#include "graphblade/io/load_graph.hpp"

#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

#include "graphblade/core/errors.hpp"
#include "graphblade/gen/generators.hpp"
#include "graphblade/io/binary.hpp"
#include "graphblade/io/edge_list.hpp"
#include "graphblade/io/matrix_market.hpp"
#include "src/io/text_file.hpp"

namespace graphblade::io {
namespace {

const char* const kGenerators[] = {"kron", "rmat", "uniform", "grid", "tree", "mycielski"};
const char* const kExtensions[] = {".mtx.gz", ".mtx", ".el.gz", ".el", ".gbin"};

std::vector<std::string> split_colons(const std::string& s) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  for (std::size_t c; (c = s.find(':', start)) != std::string::npos; start = c + 1)
    parts.push_back(s.substr(start, c - start));
  parts.push_back(s.substr(start));
  return parts;
}

/// The fields of one generator spec, read with range checks and clear messages.
class spec_fields {
 public:
  explicit spec_fields(const std::string& spec) : spec_(spec), parts_(split_colons(spec)) {}

  void expect_count(std::size_t lo, std::size_t hi, const char* usage) const {
    std::size_t n = parts_.size() - 1;
    if (n < lo || n > hi) throw invalid_value(spec_ + ": expected " + usage);
  }
  bool has(std::size_t k) const { return k < parts_.size(); }

  /// Field k (1-based after the name) as an integer in [lo, hi].
  std::int64_t integer(std::size_t k, const char* name, std::int64_t lo, std::int64_t hi) const {
    const std::string& s = parts_[k];
    std::int64_t v = 0;
    auto r = std::from_chars(s.data(), s.data() + s.size(), v);
    if (s.empty() || r.ec != std::errc() || r.ptr != s.data() + s.size())
      throw invalid_value(spec_ + ": " + name + " must be an integer, got '" + s + "'");
    if (v < lo || v > hi)
      throw invalid_value(spec_ + ": " + name + " must be in [" + std::to_string(lo) + ", " + std::to_string(hi) +
                          "], got " + s);
    return v;
  }
  std::int64_t integer_or(std::size_t k, const char* name, std::int64_t lo, std::int64_t hi, std::int64_t dflt) const {
    return has(k) ? integer(k, name, lo, hi) : dflt;
  }
  /// Field k as a probability in [0, 1].
  double probability(std::size_t k, const char* name) const {
    const std::string& s = parts_[k];
    std::size_t used = 0;
    double v = -1;
    try {
      v = std::stod(s, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (s.empty() || used != s.size()) throw invalid_value(spec_ + ": " + name + " must be a number, got '" + s + "'");
    if (!(v >= 0 && v <= 1)) throw invalid_value(spec_ + ": " + name + " must be in [0, 1], got " + s);
    return v;
  }
  const std::string& name() const { return parts_[0]; }

 private:
  std::string spec_;
  std::vector<std::string> parts_;
};

gen::edge_list generate(const std::string& spec) {
  spec_fields f(spec);
  const std::int64_t kMaxScale = 31, kMaxEf = 1 << 16;
  const std::int64_t kMaxSeed = INT64_MAX;
  const std::string& g = f.name();
  if (g == "kron" || g == "uniform") {
    f.expect_count(1, 3, (g + ":SCALE[:EF[:SEED]]").c_str());
    int scale = int(f.integer(1, "SCALE", 1, kMaxScale));
    int ef = int(f.integer_or(2, "EF", 1, kMaxEf, 16));
    auto seed = std::uint64_t(f.integer_or(3, "SEED", 0, kMaxSeed, 1));
    return g == "kron" ? gen::kronecker(scale, ef, seed) : gen::uniform(scale, ef, seed);
  }
  if (g == "rmat") {
    f.expect_count(1, 6, "rmat:SCALE[:EF[:A:B:C[:SEED]]]");
    if (f.has(3) && !f.has(5)) throw invalid_value(spec + ": give all three of A:B:C");
    int scale = int(f.integer(1, "SCALE", 1, kMaxScale));
    int ef = int(f.integer_or(2, "EF", 1, kMaxEf, 16));
    double a = 0.57, b = 0.19, c = 0.19;
    if (f.has(5)) {
      a = f.probability(3, "A");
      b = f.probability(4, "B");
      c = f.probability(5, "C");
      if (a + b + c > 1 + 1e-12) throw invalid_value(spec + ": A + B + C must be at most 1");
    }
    auto seed = std::uint64_t(f.integer_or(6, "SEED", 0, kMaxSeed, 1));
    return gen::rmat(scale, ef, a, b, c, seed);
  }
  if (g == "grid") {
    f.expect_count(2, 2, "grid:R:C");
    auto r = index_t(f.integer(1, "R", 1, 1 << 16)), c = index_t(f.integer(2, "C", 1, 1 << 16));
    return gen::grid(r, c);
  }
  if (g == "tree") {
    f.expect_count(2, 2, "tree:K:DEPTH");
    auto k = index_t(f.integer(1, "K", 1, 1 << 20)), depth = index_t(f.integer(2, "DEPTH", 0, 31));
    // Vertices 1 + k + ... + k^depth must fit index_t.
    std::uint64_t total = 1, level = 1;
    for (index_t d = 0; d < depth; ++d) {
      level *= k;
      total += level;
      if (total >= max_index) throw invalid_value(spec + ": the tree has more than 2^32-1 vertices");
    }
    return gen::kary_tree(k, depth);
  }
  if (g == "mycielski") {
    f.expect_count(1, 1, "mycielski:K");
    return gen::mycielski(int(f.integer(1, "K", 2, 24)));
  }
  throw invalid_value(spec + ": unknown generator '" + g + "' (kron, rmat, uniform, grid, tree, mycielski)");
}

}  // namespace

bool is_generator_spec(const std::string& spec) {
  std::size_t c = spec.find(':');
  if (c == std::string::npos) return false;
  std::string head = spec.substr(0, c);
  for (const char* g : kGenerators)
    if (head == g) return true;
  return false;
}

std::string graph_name(const std::string& spec) {
  if (is_generator_spec(spec)) return spec;
  std::size_t slash = spec.find_last_of('/');
  std::string base = slash == std::string::npos ? spec : spec.substr(slash + 1);
  for (const char* ext : kExtensions)
    if (detail::ends_with(base, ext) && base.size() > std::string(ext).size())
      return base.substr(0, base.size() - std::string(ext).size());
  return base;
}

loaded_graph load_graph(const std::string& spec, format f) {
  loaded_graph out;
  out.name = graph_name(spec);
  if (is_generator_spec(spec)) {
    gen::edge_list el = generate(spec);
    out.A = el.to_matrix(f, /*drop_self_loops=*/true);
    out.undirected = el.undirected;
    return out;
  }
  if (detail::ends_with(spec, ".mtx") || detail::ends_with(spec, ".mtx.gz")) {
    coo_list coo = read_matrix_market(spec);
    out.undirected = coo.symmetric;
    out.A = coo.to_matrix(f);
    return out;
  }
  if (detail::ends_with(spec, ".el") || detail::ends_with(spec, ".el.gz")) {
    out.A = read_edge_list(spec).to_matrix(f);
    return out;
  }
  if (detail::ends_with(spec, ".gbin")) {
    bool symmetric = false;
    Matrix<double> A = read_gbin(spec, symmetric);
    out.undirected = symmetric;
    out.A = f == format::csr ? std::move(A) : A.to_format(f);
    return out;
  }
  throw invalid_value(spec +
                      ": not a generator spec and not a graph file "
                      "(.mtx, .mtx.gz, .el, .el.gz, .gbin)");
}

}  // namespace graphblade::io
