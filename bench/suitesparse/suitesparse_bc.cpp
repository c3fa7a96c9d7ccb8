// SuiteSparse:GraphBLAS batched Brandes (suitesparse_bc.hpp), the baseline of
// graphblade's betweenness (algorithms/bfs/ibfs/ibfs_apps.cpp).
#include "bench/suitesparse/suitesparse_bc.hpp"

#include <omp.h>

#include <chrono>

#include "bench/suitesparse/grb_handle.hpp"

namespace graphblade {

std::vector<double> suitesparse_betweenness(const Matrix<bool>& A_csr, const std::vector<index_t>& sources,
                                            double* ms, int threads) {
  using suitesparse::grb_matrix;
  using suitesparse::grb_vector;
  suitesparse::grb_init_once();
  suitesparse::grb_set_threads(threads > 0 ? threads : omp_get_max_threads());
  const GrB_Index n = A_csr.nrows(), b = sources.size();
  const offset_t* off = A_csr.offsets().data();
  const index_t* adj = A_csr.indices().data();
  const GrB_Index m = A_csr.nvals();
  std::vector<GrB_Index> rows(m), cols(m);
  std::vector<char> ones_storage(m ? m : 1, 1);
  for (GrB_Index u = 0; u < n; ++u)
    for (offset_t e = off[u]; e < off[u + 1]; ++e) {
      rows[e] = u;
      cols[e] = adj[e];
    }
  grb_matrix A;
  GB_GRB_CHECK(GrB_Matrix_new(A.out(), GrB_BOOL, n, n));
  GB_GRB_CHECK(GrB_Matrix_build_BOOL(A.get(), rows.data(), cols.data(), reinterpret_cast<bool*>(ones_storage.data()),
                                     m, GrB_LOR));
  GB_GRB_CHECK(GrB_Matrix_wait(A.get(), GrB_MATERIALIZE));

  const auto start = std::chrono::steady_clock::now();
  grb_matrix P, F, W, B;
  GB_GRB_CHECK(GrB_Matrix_new(P.out(), GrB_FP64, n, b));
  for (GrB_Index j = 0; j < b; ++j) GB_GRB_CHECK(GrB_Matrix_setElement_FP64(P.get(), 1.0, sources[j], j));
  GB_GRB_CHECK(GrB_Matrix_dup(F.out(), P.get()));
  std::vector<grb_matrix> S;  // S[d] = s(F) of level d
  S.emplace_back();
  GB_GRB_CHECK(GrB_Matrix_new(S.back().out(), GrB_BOOL, n, b));
  GB_GRB_CHECK(GrB_Matrix_assign_BOOL(S.back().get(), F.get(), nullptr, true, GrB_ALL, n, GrB_ALL, b, GrB_DESC_S));
  for (;;) {
    // F<¬s(P), replace> = Aᵀ plus.second F
    GB_GRB_CHECK(GrB_mxm(F.get(), P.get(), nullptr, GxB_PLUS_SECOND_FP64, A.get(), F.get(), GrB_DESC_RSCT0));
    GrB_Index nf = 0;
    GB_GRB_CHECK(GrB_Matrix_nvals(&nf, F.get()));
    if (nf == 0) break;
    // S_d = s(F) ;  P += F
    S.emplace_back();
    GB_GRB_CHECK(GrB_Matrix_new(S.back().out(), GrB_BOOL, n, b));
    GB_GRB_CHECK(GrB_Matrix_assign_BOOL(S.back().get(), F.get(), nullptr, true, GrB_ALL, n, GrB_ALL, b, GrB_DESC_S));
    GB_GRB_CHECK(GrB_Matrix_eWiseAdd_BinaryOp(P.get(), nullptr, nullptr, GrB_PLUS_FP64, P.get(), F.get(), nullptr));
  }
  // B = 1 (dense n x b)
  GB_GRB_CHECK(GrB_Matrix_new(B.out(), GrB_FP64, n, b));
  GB_GRB_CHECK(GrB_Matrix_assign_FP64(B.get(), nullptr, nullptr, 1.0, GrB_ALL, n, GrB_ALL, b, nullptr));
  GB_GRB_CHECK(GrB_Matrix_new(W.out(), GrB_FP64, n, b));
  for (std::size_t d = S.size() - 1; d >= 2; --d) {
    // W<s(S_d), replace> = B ⊘ P
    GB_GRB_CHECK(GrB_Matrix_eWiseMult_BinaryOp(W.get(), S[d].get(), nullptr, GrB_DIV_FP64, B.get(), P.get(),
                                               GrB_DESC_RS));
    // W<s(S_{d−1}), replace> = A plus.second W
    GB_GRB_CHECK(GrB_mxm(W.get(), S[d - 1].get(), nullptr, GxB_PLUS_SECOND_FP64, A.get(), W.get(), GrB_DESC_RS));
    // B += W ∘ P
    GB_GRB_CHECK(GrB_Matrix_eWiseMult_BinaryOp(B.get(), nullptr, GrB_PLUS_FP64, GrB_TIMES_FP64, W.get(), P.get(),
                                               nullptr));
  }
  // bc = Σ_j B(:, j) − b
  grb_vector bc;
  GB_GRB_CHECK(GrB_Vector_new(bc.out(), GrB_FP64, n));
  GB_GRB_CHECK(GrB_Matrix_reduce_Monoid(bc.get(), nullptr, nullptr, GrB_PLUS_MONOID_FP64, B.get(), nullptr));
  GB_GRB_CHECK(GrB_Vector_wait(bc.get(), GrB_MATERIALIZE));
  if (ms) *ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::vector<double> out(n, 0.0);
  std::vector<GrB_Index> idx(n);
  std::vector<double> val(n);
  GrB_Index nv = n;
  GB_GRB_CHECK(GrB_Vector_extractTuples_FP64(idx.data(), val.data(), &nv, bc.get()));
  for (GrB_Index k = 0; k < nv; ++k) out[idx[k]] = val[k] - double(b);
  return out;
}

}  // namespace graphblade
