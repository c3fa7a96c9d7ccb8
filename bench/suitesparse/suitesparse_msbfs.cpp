// SuiteSparse:GraphBLAS multi-source BFS (suitesparse_msbfs.hpp), the baseline
// of iBFS: one masked GrB_mxm over any.pair per level on an n x i frontier.
#include "bench/suitesparse/suitesparse_msbfs.hpp"

#include <omp.h>

#include <chrono>

#include "bench/suitesparse/grb_handle.hpp"

namespace graphblade {

struct suitesparse_msbfs::state {
  GrB_Index n = 0;
  suitesparse::grb_matrix A, V;
  GrB_Index i = 0;
};

suitesparse_msbfs::suitesparse_msbfs(const Matrix<bool>& A_csr, int threads) : s_(new state) {
  suitesparse::grb_init_once();
  suitesparse::grb_set_threads(threads > 0 ? threads : omp_get_max_threads());
  const index_t n = A_csr.nrows();
  s_->n = n;
  const offset_t* off = A_csr.offsets().data();
  const index_t* adj = A_csr.indices().data();
  const offset_t m = A_csr.nvals();
  std::vector<GrB_Index> rows(m), cols(m);
  bool* ones = new bool[m ? m : 1];
  for (index_t u = 0; u < n; ++u)
    for (offset_t e = off[u]; e < off[u + 1]; ++e) {
      rows[e] = u;
      cols[e] = adj[e];
      ones[e] = true;
    }
  try {
    GB_GRB_CHECK(GrB_Matrix_new(s_->A.out(), GrB_BOOL, n, n));
    GB_GRB_CHECK(GrB_Matrix_build_BOOL(s_->A.get(), rows.data(), cols.data(), ones, m, GrB_LOR));
    GB_GRB_CHECK(GrB_Matrix_wait(s_->A.get(), GrB_MATERIALIZE));
  } catch (...) {
    delete[] ones;
    delete s_;
    throw;
  }
  delete[] ones;
}

suitesparse_msbfs::~suitesparse_msbfs() { delete s_; }

double suitesparse_msbfs::run(const std::vector<index_t>& sources) {
  const GrB_Index n = s_->n, i = sources.size();
  s_->i = i;
  const auto start = std::chrono::steady_clock::now();
  suitesparse::grb_matrix F;
  GB_GRB_CHECK(GrB_Matrix_new(F.out(), GrB_BOOL, n, i));
  GB_GRB_CHECK(GrB_Matrix_new(s_->V.out(), GrB_INT32, n, i));
  for (GrB_Index j = 0; j < i; ++j) GB_GRB_CHECK(GrB_Matrix_setElement_BOOL(F.get(), true, sources[j], j));
  // V<s(F)> = 0
  GB_GRB_CHECK(GrB_Matrix_assign_INT32(s_->V.get(), F.get(), nullptr, 0, GrB_ALL, n, GrB_ALL, i, GrB_DESC_S));
  for (std::int32_t depth = 1;; ++depth) {
    // F<¬s(V), replace> = Aᵀ any.pair F
    GB_GRB_CHECK(GrB_mxm(F.get(), s_->V.get(), nullptr, GxB_ANY_PAIR_BOOL, s_->A.get(), F.get(), GrB_DESC_RSCT0));
    GrB_Index nf = 0;
    GB_GRB_CHECK(GrB_Matrix_nvals(&nf, F.get()));
    if (nf == 0) break;
    // V<s(F)> = depth
    GB_GRB_CHECK(
        GrB_Matrix_assign_INT32(s_->V.get(), F.get(), nullptr, depth, GrB_ALL, n, GrB_ALL, i, GrB_DESC_S));
  }
  GB_GRB_CHECK(GrB_Matrix_wait(s_->V.get(), GrB_MATERIALIZE));
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
}

std::vector<std::int32_t> suitesparse_msbfs::levels() const {
  const GrB_Index n = s_->n, i = s_->i;
  std::vector<std::int32_t> out(n * i, -1);
  if (!s_->V.get()) return out;
  GrB_Index nv = 0;
  GB_GRB_CHECK(GrB_Matrix_nvals(&nv, s_->V.get()));
  std::vector<GrB_Index> r(nv), c(nv);
  std::vector<std::int32_t> x(nv);
  GB_GRB_CHECK(GrB_Matrix_extractTuples_INT32(r.data(), c.data(), x.data(), &nv, s_->V.get()));
  for (GrB_Index k = 0; k < nv; ++k) out[r[k] * i + c[k]] = x[k];
  return out;
}

}  // namespace graphblade
