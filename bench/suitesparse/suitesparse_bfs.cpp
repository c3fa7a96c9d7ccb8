// The SuiteSparse:GraphBLAS BFS baseline (see suitesparse_bfs.hpp).
//
// One level of the tree BFS, in GraphBLAS notation (pi = parents, v = levels;
// the visited mask is pi with parents, else v; as in LAGraph, v is assigned
// only when levels are asked for, and indices are 32-bit below 2^31 vertices):
//   push:  q'<!s(pi), replace> = q' any.secondi A      (saxpy over the rows of A)
//   pull:  q <!s(pi), replace> = AT  any.secondi q     (dot products, early exit)
//   pi<s(q)> = q ;  v<s(q)> = level
// secondi returns the index k of the frontier vertex of A(k, j) / AT(i, k), so
// the frontier's values are the parents. Without parents the frontier is
// Boolean and the semiring any.pair. pi and v are bitmap-or-full. Shortest-path counts use a separate pass:
//   push:  f'<!s(v), replace> = f' plus.first A ;  pull: f<!s(v), replace> = AT plus.second f
//   sigma<s(f)> = f ;  v<s(f)> = level
// (plus.pair would count frontier edges, not paths: the path counts are the
// frontier's values, so the multiply must return them.)
//
// Direction: Beamer's direction-optimising rule as LAGraph applies it
// (direction_rule below; alpha 8, beta1 8, beta2 512). Knobs: alpha, beta1,
// beta2, direction (0 auto, 1 push, 2 pull). The frontier is sparse to push
// and bitmap to pull (GxB_SPARSITY_CONTROL); sigma is a bitmap. Threads:
// GxB_NTHREADS = omp_get_max_threads().
//
// Timed as LAGraph's bfs_demo times LAGr_BreadthFirstSearch: AT and the degrees
// are built by prepare, outside the timer; every traversal creates its own pi,
// q and w, as LAGraph does. The harness runs it under the malloc settings of
// LAGraph's demos (bench/harness/malloc_policy.hpp): under glibc's defaults the
// vectors GraphBLAS allocates in every call fault their pages in again at every
// level: the likely cause of this baseline's 1.2-1.5x bfs_demo's time at 16
// threads in the run of commit 37061f2 (bench/results/baselines/README.md).
#include "bench/suitesparse/suitesparse_bfs.hpp"

#include <omp.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <vector>

#include "bench/suitesparse/grb_handle.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/core/errors.hpp"

namespace graphblade {

namespace {

using suitesparse::grb_matrix;
using suitesparse::grb_vector;

/// Beamer's push/pull switch as LAGraph's SuiteSparse BFS applies it, fed one
/// frontier size per level: start pushing; switch to pull when the frontier
/// grows and its out-edges exceed the unexplored edges / alpha (after a first
/// pull, when it grows past n / beta1: the edge count is no longer tracked);
/// switch back to push when it shrinks to n / beta2 or less. Once fewer
/// unexplored edges than vertices remain, it pushes to the end.
class direction_rule {
 public:
  direction_rule(const bfs_options& opt, GrB_Index n, GrB_Index nnz)
      : alpha_(opt.knob("alpha", 8)),
        beta1_(opt.knob("beta1", 8)),
        beta2_(opt.knob("beta2", 512)),
        forced_(int(opt.knob("direction", 0))),
        n_(double(n)),
        unexplored_(double(nnz)) {
    if (forced_ < 0 || forced_ > 2) throw invalid_value("suitesparse: knob direction must be 0, 1 or 2");
    if (alpha_ <= 0 || beta1_ <= 0 || beta2_ <= 0) throw invalid_value("suitesparse: alpha, beta1, beta2 must be > 0");
  }

  /// Direction for expanding a frontier of `nq` vertices; `frontier_edges()`
  /// returns the out-edges of that frontier (asked only when needed).
  template <class EdgesFn>
  bool push(double nq, EdgesFn frontier_edges) {
    if (forced_ != 0) return forced_ == 1;
    if (!switching_) return true;
    if (push_) {
      const bool growing = nq > last_nq_;
      if (unexplored_ < n_) {
        switching_ = false;  // little of the graph is left: push to the end
      } else if (pulled_) {
        push_ = !(growing && nq > n_ / beta1_);
      } else {
        const double edges = frontier_edges();
        unexplored_ -= edges;
        push_ = !(growing && edges > unexplored_ / alpha_);
      }
    } else if (nq < last_nq_ && nq <= n_ / beta2_) {
      push_ = true;
    }
    pulled_ = pulled_ || !push_;
    last_nq_ = nq;
    return push_;
  }

 private:
  double alpha_, beta1_, beta2_;
  int forced_;
  double n_, unexplored_;
  double last_nq_ = 0;
  bool push_ = true, pulled_ = false, switching_ = true;
};

/// malloc'ed copy for GxB_*_pack (GraphBLAS takes ownership and frees it).
template <class T>
T* malloc_array(std::size_t count) {
  void* p = std::malloc(sizeof(T) * (count ? count : 1));
  if (!p) throw out_of_memory("the host", sizeof(T) * count, 0);
  return static_cast<T*>(p);
}

/// v(source) = x in a new vector of `type`, stored as `sparsity`.
template <class SetFn>
grb_vector single_entry(GrB_Type type, GrB_Index n, int sparsity, SetFn set) {
  grb_vector v;
  GB_GRB_CHECK(GrB_Vector_new(v.out(), type, n));
  GB_GRB_CHECK(GxB_Vector_Option_set(v.get(), GxB_SPARSITY_CONTROL, sparsity));
  set(v.get());
  return v;
}

/// Scatter the entries of v into a dense array holding `absent` elsewhere.
std::vector<std::int64_t> extract_int64(GrB_Vector v, GrB_Index n, std::int64_t absent) {
  GrB_Index nvals = 0;
  GB_GRB_CHECK(GrB_Vector_nvals(&nvals, v));
  std::vector<GrB_Index> idx(nvals);
  std::vector<std::int64_t> val(nvals);
  GB_GRB_CHECK(GrB_Vector_extractTuples_INT64(idx.data(), val.data(), &nvals, v));
  std::vector<std::int64_t> out(n, absent);
  for (GrB_Index k = 0; k < nvals; ++k) out[idx[k]] = val[k];
  return out;
}

std::vector<double> extract_fp64(GrB_Vector v, GrB_Index n) {
  GrB_Index nvals = 0;
  GB_GRB_CHECK(GrB_Vector_nvals(&nvals, v));
  std::vector<GrB_Index> idx(nvals);
  std::vector<double> val(nvals);
  GB_GRB_CHECK(GrB_Vector_extractTuples_FP64(idx.data(), val.data(), &nvals, v));
  std::vector<double> out(n, 0.0);
  for (GrB_Index k = 0; k < nvals; ++k) out[idx[k]] = val[k];
  return out;
}

/// The graph in GraphBLAS form plus the vectors of the last traversal.
class suitesparse_bfs final : public bfs_prepared {
 public:
  explicit suitesparse_bfs(const Matrix<bool>& A_csr) : n_(A_csr.nrows()), nnz_(A_csr.nvals()) {
    suitesparse::grb_init_once();
    import_csr(A_csr);
    make_transpose();
    make_degree(A_csr);
  }

  void traverse(index_t source, const bfs_options& opt) override {
    if (source >= n_)
      throw invalid_index("BFS source " + std::to_string(source) + " out of range [0, " + std::to_string(n_) + ")");
    suitesparse::grb_set_threads(omp_get_max_threads());
    source_ = source;
    depth_ = 0;
    pi_.reset();
    level_.reset();
    sigma_.reset();
    // The sigma pass yields levels too; the tree pass runs for parents, or for
    // levels alone when sigma is not asked for (levels only when nothing is).
    const bool levels_here = !opt.sigma && (opt.levels || !opt.parents);
    if (opt.parents || levels_here) tree_pass(opt, opt.parents, levels_here);
    if (opt.sigma) sigma_pass(opt);
  }

  bfs_result result() override {
    bfs_result r;
    r.source = source_;
    r.depth = depth_;
    if (level_.get()) r.level = extract_int64(level_.get(), n_, -1);
    if (pi_.get()) r.parent = extract_int64(pi_.get(), n_, -1);
    if (sigma_.get()) r.sigma = extract_fp64(sigma_.get(), n_);
    return r;
  }

 private:
  void import_csr(const Matrix<bool>& A) {
    GrB_Index* Ap = malloc_array<GrB_Index>(n_ + 1);
    GrB_Index* Aj = malloc_array<GrB_Index>(nnz_);
    bool* Ax = malloc_array<bool>(1);
    std::memcpy(Ap, A.offsets().data(), sizeof(GrB_Index) * (n_ + 1));
    const index_t* col = A.indices().data();
#pragma omp parallel for schedule(static)
    for (std::int64_t k = 0; k < std::int64_t(nnz_); ++k) Aj[k] = col[k];
    Ax[0] = true;
    GB_GRB_CHECK(GrB_Matrix_new(A_.out(), GrB_BOOL, n_, n_));
    void* values = Ax;
    const GrB_Info info =
        GxB_Matrix_pack_CSR(A_.get(), &Ap, &Aj, &values, sizeof(GrB_Index) * (n_ + 1),
                            sizeof(GrB_Index) * (nnz_ ? nnz_ : 1), sizeof(bool), true, false, nullptr);
    if (info != GrB_SUCCESS) {  // ownership stays with us on failure
      std::free(Ap);
      std::free(Aj);
      std::free(values);
    }
    suitesparse::grb_check(info, "GxB_Matrix_pack_CSR");
  }

  /// AT for the pull step; A itself when the structure is symmetric.
  void make_transpose() {
    GB_GRB_CHECK(GrB_Matrix_new(AT_.out(), GrB_BOOL, n_, n_));
    GB_GRB_CHECK(GrB_transpose(AT_.get(), nullptr, nullptr, A_.get(), nullptr));
    grb_matrix both;
    GB_GRB_CHECK(GrB_Matrix_new(both.out(), GrB_BOOL, n_, n_));
    GB_GRB_CHECK(GrB_Matrix_eWiseMult_BinaryOp(both.get(), nullptr, nullptr, GrB_LAND, A_.get(), AT_.get(), nullptr));
    GrB_Index common = 0;
    GB_GRB_CHECK(GrB_Matrix_nvals(&common, both.get()));
    if (common == nnz_) AT_.reset();  // symmetric: pull reads A
  }

  GrB_Matrix pull_matrix() const { return AT_.get() ? AT_.get() : A_.get(); }

  void make_degree(const Matrix<bool>& A) {
    std::int64_t* deg = malloc_array<std::int64_t>(n_);
    const offset_t* rowptr = A.offsets().data();
#pragma omp parallel for schedule(static)
    for (std::int64_t v = 0; v < std::int64_t(n_); ++v) deg[v] = std::int64_t(rowptr[v + 1] - rowptr[v]);
    GB_GRB_CHECK(GrB_Vector_new(degree_.out(), GrB_INT64, n_));
    void* values = deg;
    const GrB_Info info =
        GxB_Vector_pack_Full(degree_.get(), &values, sizeof(std::int64_t) * (n_ ? n_ : 1), false, nullptr);
    if (info != GrB_SUCCESS) std::free(values);
    suitesparse::grb_check(info, "GxB_Vector_pack_Full");
  }

  /// Out-edges of the frontier q: sum of degree over the entries of q.
  double frontier_edges(GrB_Vector q) {
    // w<s(q), replace> = degree ; edges = +/w
    GB_GRB_CHECK(GrB_Vector_assign(work_.get(), q, nullptr, degree_.get(), GrB_ALL, n_, GrB_DESC_RS));
    std::int64_t edges = 0;
    GB_GRB_CHECK(GrB_Vector_reduce_INT64(&edges, nullptr, GrB_PLUS_MONOID_INT64, work_.get(), nullptr));
    return double(edges);
  }

  /// One step: q<!s(visited), replace> = q (semiring) A, pushed or pulled.
  void expand(GrB_Vector q, GrB_Vector visited, GrB_Semiring push_semiring, GrB_Semiring pull_semiring, bool push) {
    GB_GRB_CHECK(GxB_Vector_Option_set(q, GxB_SPARSITY_CONTROL, push ? GxB_SPARSE : GxB_BITMAP));
    if (push)
      GB_GRB_CHECK(GrB_vxm(q, visited, nullptr, push_semiring, q, A_.get(), GrB_DESC_RSC));
    else
      GB_GRB_CHECK(GrB_mxv(q, visited, nullptr, pull_semiring, pull_matrix(), q, GrB_DESC_RSC));
  }

  /// Levels and/or parents, as LAGraph's LG_BreadthFirstSearch_SSGrB does:
  /// any.secondi over 32-bit indices (64-bit past 2^31 vertices) with parents,
  /// any.pair on a Boolean frontier without; the visited mask is pi when parents
  /// are computed, else v; levels are assigned only when asked for.
  void tree_pass(const bfs_options& opt, bool parents, bool levels) {
    const GrB_Index s = source_;
    const bool wide = n_ > GrB_Index(INT32_MAX);
    GrB_Type index_type = wide ? GrB_INT64 : GrB_INT32;
    GB_GRB_CHECK(GrB_Vector_new(work_.out(), GrB_INT64, n_));
    auto set_index = [&](GrB_Vector v, GrB_Index value) {
      GB_GRB_CHECK(wide ? GrB_Vector_setElement_INT64(v, std::int64_t(value), s)
                        : GrB_Vector_setElement_INT32(v, std::int32_t(value), s));
    };
    grb_vector q = single_entry(parents ? index_type : GrB_BOOL, n_, GxB_SPARSE, [&](GrB_Vector v) {
      if (parents)
        set_index(v, s);
      else
        GB_GRB_CHECK(GrB_Vector_setElement_BOOL(v, true, s));
    });
    if (parents) pi_ = single_entry(index_type, n_, GxB_BITMAP + GxB_FULL, [&](GrB_Vector v) { set_index(v, s); });
    if (levels) level_ = single_entry(index_type, n_, GxB_BITMAP + GxB_FULL, [&](GrB_Vector v) { set_index(v, 0); });
    GrB_Vector visited = parents ? pi_.get() : level_.get();
    GrB_Semiring semiring = !parents ? GxB_ANY_PAIR_BOOL : wide ? GxB_ANY_SECONDI_INT64 : GxB_ANY_SECONDI_INT32;

    direction_rule rule(opt, n_, nnz_);
    GrB_Index nq = 1, nvisited = 1;
    for (std::int64_t level = 1; nvisited < n_; ++level) {
      const bool push = rule.push(double(nq), [&] { return frontier_edges(q.get()); });
      expand(q.get(), visited, semiring, semiring, push);
      GB_GRB_CHECK(GrB_Vector_nvals(&nq, q.get()));
      if (nq == 0) break;
      nvisited += nq;
      depth_ = level;
      // pi<s(q)> = q
      if (parents) GB_GRB_CHECK(GrB_Vector_assign(pi_.get(), q.get(), nullptr, q.get(), GrB_ALL, n_, GrB_DESC_S));
      // v<s(q)> = level
      if (levels) GB_GRB_CHECK(GrB_Vector_assign_INT64(level_.get(), q.get(), nullptr, level, GrB_ALL, n_, GrB_DESC_S));
    }
    GB_GRB_CHECK(GrB_Vector_wait(visited, GrB_MATERIALIZE));
    if (levels && parents) GB_GRB_CHECK(GrB_Vector_wait(level_.get(), GrB_MATERIALIZE));
  }

  /// Shortest-path counts (and levels): plus.first to push, plus.second to pull.
  void sigma_pass(const bfs_options& opt) {
    const GrB_Index s = source_;
    GB_GRB_CHECK(GrB_Vector_new(work_.out(), GrB_INT64, n_));
    grb_vector f = single_entry(GrB_FP64, n_, GxB_SPARSE,
                                [&](GrB_Vector v) { GB_GRB_CHECK(GrB_Vector_setElement_FP64(v, 1.0, s)); });
    sigma_ = single_entry(GrB_FP64, n_, GxB_BITMAP,
                          [&](GrB_Vector v) { GB_GRB_CHECK(GrB_Vector_setElement_FP64(v, 1.0, s)); });
    level_ = single_entry(GrB_INT64, n_, GxB_BITMAP,
                          [&](GrB_Vector v) { GB_GRB_CHECK(GrB_Vector_setElement_INT64(v, 0, s)); });

    direction_rule rule(opt, n_, nnz_);
    GrB_Index nf = 1, nvisited = 1;
    depth_ = 0;
    for (std::int64_t level = 1; nf > 0 && nvisited < n_; ++level) {
      const bool push = rule.push(double(nf), [&] { return frontier_edges(f.get()); });
      expand(f.get(), level_.get(), GxB_PLUS_FIRST_FP64, GxB_PLUS_SECOND_FP64, push);
      GB_GRB_CHECK(GrB_Vector_nvals(&nf, f.get()));
      if (nf == 0) break;
      nvisited += nf;
      depth_ = level;
      // sigma<s(f)> = f ; v<s(f)> = level
      GB_GRB_CHECK(GrB_Vector_assign(sigma_.get(), f.get(), nullptr, f.get(), GrB_ALL, n_, GrB_DESC_S));
      GB_GRB_CHECK(GrB_Vector_assign_INT64(level_.get(), f.get(), nullptr, level, GrB_ALL, n_, GrB_DESC_S));
    }
    GB_GRB_CHECK(GrB_Vector_wait(sigma_.get(), GrB_MATERIALIZE));
    GB_GRB_CHECK(GrB_Vector_wait(level_.get(), GrB_MATERIALIZE));
  }

  GrB_Index n_, nnz_;
  grb_matrix A_, AT_;
  grb_vector degree_, work_;
  grb_vector pi_, level_, sigma_;
  index_t source_ = 0;
  std::int64_t depth_ = 0;
};

}  // namespace

std::string suitesparse_version() { return suitesparse::grb_library_version(); }

void register_suitesparse_bfs() {
  register_bfs_algorithm(
      {"suitesparse",
       "SuiteSparse:GraphBLAS baseline by LAGraph's method: push/pull BFS via the GraphBLAS C API "
       "(int32 any.secondi parents, any.pair levels, plus.first sigma; any output set); knobs alpha beta1 beta2 "
       "direction",
       {"cpu"},
       [](const Matrix<bool>& A, const std::string&, const bfs_options&) -> std::unique_ptr<bfs_prepared> {
         return std::make_unique<suitesparse_bfs>(A);
       },
       bfs_outputs{true, true, true}});
}

}  // namespace graphblade
