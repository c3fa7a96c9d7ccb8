// Registration of the TurboBFS variants (turbo_bfs.hpp; Artiles & Saeed §III)
// as BFS algorithms turbo-td-cooc, turbo-td-csc-scalar, turbo-td-csc-vector,
// turbo-bu-scalar, turbo-bu-vector and turbo-hybrid, on device cpu (host
// instantiation here) and, with the CUDA backend, cuda (turbo_cuda.cu).
#include <algorithm>
#include <memory>
#include <string>
#include <utility>

#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/bfs/turbo/turbo_bfs.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade {

namespace turbo {

namespace {

struct variant_entry {
  variant kind;
  const char* name;
  const char* description;
};

const variant_entry variant_table[] = {
    {variant::td_cooc, "turbo-td-cooc",
     "TurboBFS tdscCOOC (Alg. 1+3): top-down sigma, one thread per edge over COOC; levels, sigma"},
    {variant::td_csc_scalar, "turbo-td-csc-scalar",
     "TurboBFS tdscCSC (Alg. 2+4): top-down sigma, mask inside the SpMV, thread per vertex; levels, sigma"},
    {variant::td_csc_vector, "turbo-td-csc-vector",
     "TurboBFS tdveCSC (Alg. 2+5): as tdscCSC with a warp per vertex on CUDA (same math on CPU); levels, sigma"},
    {variant::bu_scalar, "turbo-bu-scalar",
     "TurboBFS busc (Alg. 6): bottom-up, thread per vertex, stops at the first parent; levels, parents (+sigma)"},
    {variant::bu_vector, "turbo-bu-vector",
     "TurboBFS buve (Alg. 7): bottom-up, warp per vertex on CUDA (same math on CPU); levels, parents (+sigma)"},
    {variant::hybrid, "turbo-hybrid",
     "TurboBFS tdbu: top-down, then bottom-up once the frontier holds switch_fraction (10 %) of n; degree-binned "
     "pull (paper_mapping=1: tdscCSC then busc); levels, sigma"},
};

/// The prepared state of one variant on one graph and device.
class prepared final : public bfs_prepared {
 public:
  explicit prepared(state s) : s_(std::move(s)) {}

  void traverse(index_t source, const bfs_options& opt) override {
    if (source >= s_.n)
      throw invalid_index("BFS source " + std::to_string(source) + " out of range [0, " + std::to_string(s_.n) +
                          ")");
    if (s_.where.is_host()) {
      turbo::traverse<host_tu>(s_, source, opt);
      return;
    }
#ifdef GRAPHBLADE_HAS_CUDA
    traverse_on_cuda(s_, source, opt);
#else
    throw not_supported("TurboBFS: this build has no CUDA backend");
#endif
  }

  bfs_result result() override {
    bfs_result r;
    r.source = s_.source;
    r.depth = s_.depth;
    if (s_.have_levels) {
      const Vector<double> t = s_.tag.where().is_host() ? Vector<double>() : s_.tag.to(host);
      const Vector<double>& tags = s_.tag.where().is_host() ? s_.tag : t;
      r.level.assign(s_.n, -1);
      if (s_.have_parents) r.parent.assign(s_.n, -1);
      for (index_t v = 0; v < s_.n; ++v) {
        if (!tags.present()[v]) continue;
        r.level[v] = tag_level(tags.values()[v]);
        if (s_.have_parents) r.parent[v] = tag_parent(tags.values()[v]);
      }
    }
    if (s_.have_sigma) {
      const Vector<double> c = s_.sigma.where().is_host() ? Vector<double>() : s_.sigma.to(host);
      const Vector<double>& sigma = s_.sigma.where().is_host() ? s_.sigma : c;
      r.sigma.assign(s_.n, 0.0);
      for (index_t v = 0; v < s_.n; ++v)
        if (sigma.present()[v]) r.sigma[v] = sigma.values()[v];
    }
    return r;
  }

  const state& get() const { return s_; }

 private:
  state s_;
};

/// True when two host matrices hold equal offset and index arrays (CSC of A
/// against CSR of A: A is symmetric).
bool same_arrays(const Matrix<bool>& a, const Matrix<bool>& b) {
  return a.offsets().size() == b.offsets().size() && a.indices().size() == b.indices().size() &&
         std::equal(a.offsets().begin(), a.offsets().end(), b.offsets().begin()) &&
         std::equal(a.indices().begin(), a.indices().end(), b.indices().begin());
}

/// prepare: the graph in the variant's one format (pattern-only) on the
/// device, and the state vectors the options need (allocated once, here).
std::unique_ptr<bfs_prepared> prepare_variant(variant v, const Matrix<bool>& A_csr, const std::string& device,
                                              const bfs_options& opt) {
  const place where = device == "cuda" ? cuda(0) : host;
  Matrix<bool> G = A_csr.to_format(format_for(v));
  if (!G.is_pattern()) G = G.pattern();
  const bool symmetric = G.storage_format() == format::csc && same_arrays(G, A_csr);  // CSC(A) = CSR(A)
  return prepare_prebuilt(v, where.is_host() ? std::move(G) : G.to(where), opt, symmetric);
}

}  // namespace

std::unique_ptr<bfs_prepared> prepare_prebuilt(variant v, Matrix<bool> G, const bfs_options& opt, bool symmetric) {
  if (G.storage_format() != format_for(v) || !G.is_pattern() || G.nrows() != G.ncols())
    throw invalid_value("TurboBFS prepare_prebuilt: the graph must be square, pattern-only and in the variant's format");
  state s;
  s.kind = v;
  s.where = G.where();
  s.n = G.nrows();
  s.A = std::move(G);
  s.symmetric = symmetric;
  const plan p = plan_for(v, opt, symmetric);
  if (p.identity) s.I = identity_pattern(s.n, s.where);
  if (p.sigma && s.n > 0) reset_to_source(s.sigma, s.n, s.where, 0, 1.0);
  if (p.tags && s.n > 0) reset_to_source(s.tag, s.n, s.where, 0, 0.0);
  return std::make_unique<prepared>(std::move(s));
}

Matrix<bool> identity_pattern(index_t n, const place& where) {
  buffer<offset_t> offsets(std::size_t(n) + 1);
  buffer<index_t> rows(n);
  for (index_t i = 0; i < n; ++i) {
    offsets[i] = i;
    rows[i] = i;
  }
  offsets[n] = n;
  Matrix<bool> I = Matrix<bool>::from_compressed(format::csc, n, n, std::move(offsets), std::move(rows));
  return where.is_host() ? I : I.to(where);
}

const std::vector<std::string>& variant_names() {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const auto& e : variant_table) out.emplace_back(e.name);
    return out;
  }();
  return names;
}

variant variant_named(const std::string& name) {
  for (const auto& e : variant_table)
    if (name == e.name) return e.kind;
  throw invalid_value("unknown TurboBFS variant '" + name + "'");
}

}  // namespace turbo

std::size_t turbo_state_bytes(const bfs_prepared& p) {
  const auto* t = dynamic_cast<const turbo::prepared*>(&p);
  return t ? t->get().bytes() : 0;
}

void register_turbo_bfs() {
  for (const auto& e : turbo::variant_table) {
    std::vector<std::string> devices{"cpu"};
#ifdef GRAPHBLADE_HAS_CUDA
    devices.emplace_back("cuda");
#endif
    const turbo::variant v = e.kind;
    bfs_outputs outputs;  // every variant: levels and sigma; only the bottom-up ones record parents
    outputs.parents = v == turbo::variant::bu_scalar || v == turbo::variant::bu_vector;
    register_bfs_algorithm({e.name, e.description, devices,
                            [v](const Matrix<bool>& A, const std::string& device, const bfs_options& opt) {
                              return turbo::prepare_variant(v, A, device, opt);
                            },
                            outputs});
  }
}

}  // namespace graphblade
