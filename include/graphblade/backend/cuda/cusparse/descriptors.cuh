// RAII wrappers of the cuSPARSE generic-API descriptors (cuSPARSE docs,
// "Generic API Reference": cusparseCreateCsr / cusparseCreateCoo,
// cusparseCreateDnVec, cusparseCreateDnMat, cusparseSpGEMM_createDescr): each
// owns one descriptor and destroys it; the arrays stay owned by the caller.
// Value types: cuda_type_of<float> = CUDA_R_32F, <double> = CUDA_R_64F. Index
// arrays are 32-bit (CUSPARSE_INDEX_32I: index_t values < 2^31; SpGEMM takes
// only 32-bit indices, and CSR offsets and column indices share one type).
#pragma once
#include <cusparse.h>

#include <cstdint>
#include <type_traits>
#include <utility>

#include "graphblade/backend/cuda/cusparse/check.cuh"

namespace graphblade::gpu::cusparse {

template <class T>
constexpr cudaDataType cuda_type_of() {
  static_assert(std::is_same_v<T, float> || std::is_same_v<T, double>, "cuSPARSE route: float or double values");
  return std::is_same_v<T, float> ? CUDA_R_32F : CUDA_R_64F;
}

/// A sparse matrix descriptor (CSR or COO, 32-bit indices, zero-based).
class sparse_matrix {
 public:
  sparse_matrix() = default;
  ~sparse_matrix() {
    if (d_) (void)cusparseDestroySpMat(d_);
  }
  sparse_matrix(sparse_matrix&& o) noexcept : d_(std::exchange(o.d_, nullptr)) {}
  sparse_matrix& operator=(sparse_matrix&& o) noexcept {
    std::swap(d_, o.d_);
    return *this;
  }
  sparse_matrix(const sparse_matrix&) = delete;
  sparse_matrix& operator=(const sparse_matrix&) = delete;

  /// rows x cols CSR: offsets (rows + 1), columns and values (nnz each); may be null when nnz is unknown (SpGEMM C).
  template <class T>
  static sparse_matrix csr(std::int64_t rows, std::int64_t cols, std::int64_t nnz, const std::int32_t* offsets,
                           const void* columns, const T* values) {
    sparse_matrix m;
    GB_CUSPARSE_CHECK(cusparseCreateCsr(&m.d_, rows, cols, nnz, const_cast<std::int32_t*>(offsets),
                                        const_cast<void*>(columns), const_cast<T*>(values), CUSPARSE_INDEX_32I,
                                        CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, cuda_type_of<T>()));
    return m;
  }
  /// rows x cols COO sorted by row: row and column indices and values (nnz each).
  template <class T>
  static sparse_matrix coo(std::int64_t rows, std::int64_t cols, std::int64_t nnz, const void* row_indices,
                           const void* col_indices, const T* values) {
    sparse_matrix m;
    GB_CUSPARSE_CHECK(cusparseCreateCoo(&m.d_, rows, cols, nnz, const_cast<void*>(row_indices),
                                        const_cast<void*>(col_indices), const_cast<T*>(values), CUSPARSE_INDEX_32I,
                                        CUSPARSE_INDEX_BASE_ZERO, cuda_type_of<T>()));
    return m;
  }
  cusparseSpMatDescr_t get() const { return d_; }

 private:
  cusparseSpMatDescr_t d_ = nullptr;
};

/// A dense vector descriptor of n values.
class dense_vector {
 public:
  template <class T>
  dense_vector(std::int64_t n, const T* values) {
    GB_CUSPARSE_CHECK(cusparseCreateDnVec(&d_, n, const_cast<T*>(values), cuda_type_of<T>()));
  }
  ~dense_vector() { (void)cusparseDestroyDnVec(d_); }
  dense_vector(const dense_vector&) = delete;
  dense_vector& operator=(const dense_vector&) = delete;
  cusparseDnVecDescr_t get() const { return d_; }

 private:
  cusparseDnVecDescr_t d_ = nullptr;
};

/// A row-major dense matrix descriptor (rows x cols, leading dimension cols), as DenseMatrix stores it.
class dense_matrix {
 public:
  template <class T>
  dense_matrix(std::int64_t rows, std::int64_t cols, const T* values) {
    GB_CUSPARSE_CHECK(cusparseCreateDnMat(&d_, rows, cols, cols, const_cast<T*>(values), cuda_type_of<T>(),
                                          CUSPARSE_ORDER_ROW));
  }
  ~dense_matrix() { (void)cusparseDestroyDnMat(d_); }
  dense_matrix(const dense_matrix&) = delete;
  dense_matrix& operator=(const dense_matrix&) = delete;
  cusparseDnMatDescr_t get() const { return d_; }

 private:
  cusparseDnMatDescr_t d_ = nullptr;
};

/// The state of one SpGEMM (work estimation -> compute -> copy).
class spgemm_descriptor {
 public:
  spgemm_descriptor() { GB_CUSPARSE_CHECK(cusparseSpGEMM_createDescr(&d_)); }
  ~spgemm_descriptor() { (void)cusparseSpGEMM_destroyDescr(d_); }
  spgemm_descriptor(const spgemm_descriptor&) = delete;
  spgemm_descriptor& operator=(const spgemm_descriptor&) = delete;
  cusparseSpGEMMDescr_t get() const { return d_; }

 private:
  cusparseSpGEMMDescr_t d_ = nullptr;
};

}  // namespace graphblade::gpu::cusparse
