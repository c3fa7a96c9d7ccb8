// buffer<T>: an owning, typed, uninitialised array in one place (host or a
// CUDA device). Copies are explicit deep copies in the same place; to() moves
// data between places. No hidden copies anywhere else.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <type_traits>
#include <utility>
#include <vector>

#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"

namespace graphblade {

template <class T>
class buffer {
  static_assert(std::is_trivially_copyable_v<T>, "buffer<T> holds trivially copyable types");

 public:
  using value_type = T;
  buffer() = default;
  /// n uninitialised elements in `where`.
  explicit buffer(std::size_t n, const place& where = host) : size_(n), where_(where) {
    data_ = n ? static_cast<T*>(memory::allocate(n * sizeof(T), where)) : nullptr;
  }
  /// n copies of `value` (host only).
  buffer(std::size_t n, const T& value) : buffer(n) { std::fill(data_, data_ + n, value); }
  buffer(std::initializer_list<T> init) : buffer(init.size()) { std::copy(init.begin(), init.end(), data_); }
  explicit buffer(const std::vector<T>& v) : buffer(v.size()) {
    if (!v.empty()) std::memcpy(data_, v.data(), v.size() * sizeof(T));
  }
  buffer(const buffer& o) : buffer(o.size_, o.where_) {
    if (size_) memory::copy(data_, where_, o.data_, o.where_, bytes());
  }
  buffer(buffer&& o) noexcept { swap(o); }
  buffer& operator=(buffer o) noexcept {
    swap(o);
    return *this;
  }
  ~buffer() { release(); }

  void swap(buffer& o) noexcept {
    std::swap(data_, o.data_);
    std::swap(size_, o.size_);
    std::swap(where_, o.where_);
  }
  /// Free the memory; size becomes 0.
  void release() noexcept {
    if (data_) memory::deallocate(data_, bytes(), where_);
    data_ = nullptr;
    size_ = 0;
  }
  /// Copy of this buffer in another place.
  buffer to(const place& dst) const {
    buffer out(size_, dst);
    if (size_) memory::copy(out.data_, dst, data_, where_, bytes());
    return out;
  }
  /// Copy of the first n elements (n <= size) in another place.
  buffer to(const place& dst, std::size_t n) const {
    buffer out(n, dst);
    if (n) memory::copy(out.data_, dst, data_, where_, n * sizeof(T));
    return out;
  }
  /// The first n elements (n <= size) as a new buffer in the same place.
  buffer prefix(std::size_t n) const { return to(where_, n); }
  std::vector<T> to_vector() const {
    std::vector<T> v(size_);
    if (size_) memory::copy(v.data(), host, data_, where_, bytes());
    return v;
  }

  T* data() noexcept { return data_; }
  const T* data() const noexcept { return data_; }
  std::size_t size() const noexcept { return size_; }
  bool empty() const noexcept { return size_ == 0; }
  std::size_t bytes() const noexcept { return size_ * sizeof(T); }
  const place& where() const noexcept { return where_; }
  // Element access: host buffers only.
  T& operator[](std::size_t i) noexcept { return data_[i]; }
  const T& operator[](std::size_t i) const noexcept { return data_[i]; }
  T* begin() noexcept { return data_; }
  T* end() noexcept { return data_ + size_; }
  const T* begin() const noexcept { return data_; }
  const T* end() const noexcept { return data_ + size_; }

 private:
  T* data_ = nullptr;
  std::size_t size_ = 0;
  place where_ = host;
};

}  // namespace graphblade
