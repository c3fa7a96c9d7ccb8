// Scalar<T>: one value that lives in a place, like GraphBLAS's GrB_Scalar
// (issue 13). On a device it stays there: operations write it without the host
// waiting (reduce into a Scalar) and a device loop's condition is read there
// (ops/loop.hpp); value() is the one place where the host waits for it, and
// read_values(a, b, ...) reads several with one wait.
#pragma once
#include <string>
#include <tuple>
#include <type_traits>

#include "graphblade/core/buffer.hpp"
#include "graphblade/core/errors.hpp"
#include "graphblade/core/memory.hpp"
#include "graphblade/core/place.hpp"

namespace graphblade {

/// One value of type T in `where` (host or a CUDA device).
template <class T>
class Scalar {
  static_assert(std::is_trivially_copyable_v<T>, "Scalar<T>: T must be trivially copyable");

 public:
  /// A scalar holding x, stored in `where`.
  explicit Scalar(T x = T{}, const place& where = host) : cell_(1, where) { set(x); }

  /// The value; on a device this copies it to the host (the host waits for the work queued before).
  T value() const {
    if (cell_.where().is_host()) return cell_.data()[0];
    T x;
    memory::copy(&x, host, cell_.data(), cell_.where(), sizeof(T));
    return x;
  }
  /// Store x (on a device: enqueued with the operations, memory::store; no host wait).
  void set(T x) {
    if (cell_.where().is_host())
      cell_.data()[0] = x;
    else
      memory::store(cell_.data(), cell_.where(), &x, sizeof(T));
  }
  /// Where the value lives.
  const place& where() const { return cell_.where(); }
  /// The value's address (a device address for a device scalar).
  T* data() { return cell_.data(); }
  const T* data() const { return cell_.data(); }
  /// A copy in `to`.
  Scalar to(const place& dest) const {
    Scalar out(T{}, dest);
    memory::copy(out.cell_.data(), dest, cell_.data(), cell_.where(), sizeof(T));
    return out;
  }

 private:
  buffer<T> cell_;
};

/// The values of several Scalars that live in one place, as a tuple, read with one host wait
/// (value() on each would wait once each): `auto [depth, pulls] = read_values(d, p);`.
/// Throws invalid_value when they live in different places.
template <class T0, class... T>
std::tuple<T0, T...> read_values(const Scalar<T0>& first, const Scalar<T>&... rest) {
  const place& where = first.where();
  if (!((rest.where() == where) && ...))
    throw invalid_value("read_values: the Scalars live in different places (first in " + to_string(where) + ")");
  std::tuple<T0, T...> out;
  std::apply(
      [&](T0& x0, T&... xs) {
        const memory::host_read reads[] = {{&x0, first.data(), sizeof(T0)}, {&xs, rest.data(), sizeof(T)}...};
        memory::read_to_host(reads, 1 + sizeof...(T), where);
      },
      out);
  return out;
}

}  // namespace graphblade
