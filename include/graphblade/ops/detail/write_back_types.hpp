// The write-back types of ops/write_back.hpp (what also_assign and also_reduce
// return), apart from the operations that run them, so that a backend's
// kernels can name them without including the front end (which includes the
// backends).
#pragma once
#include <type_traits>

#include "graphblade/container/scalar.hpp"
#include "graphblade/container/vector.hpp"

namespace graphblade {

/// The value of a write-back that stores w's own value at each of w's entries.
struct output_values_t {};

/// target<s(w)> = value after the product's output w (see the file comment). Value: T (a host
/// value), const Scalar<X>* (read where it lives) or output_values_t (w's values).
template <class T, class Value>
struct output_assign {
  Vector<T>* target;
  Value value;
};

/// s = ⊕_{i∈s(w)} v(i) after the product's output w (see the file comment).
template <class S, class Monoid, class TV>
struct output_reduce {
  Scalar<S>* target;
  Monoid monoid;
  const Vector<TV>* v;
};

/// Whether Then is a write-back (output_assign or output_reduce).
template <class Then>
struct is_write_back : std::false_type {};
template <class T, class V>
struct is_write_back<output_assign<T, V>> : std::true_type {};
template <class S, class Monoid, class TV>
struct is_write_back<output_reduce<S, Monoid, TV>> : std::true_type {};

/// t<s(w)> = x after the product (x converted to T).
template <class T, class X, std::enable_if_t<std::is_arithmetic_v<X>, int> = 0>
output_assign<T, T> also_assign(Vector<T>& target, const X& x) {
  return {&target, T(x)};
}
/// t<s(w)> = s after the product, s a Scalar read where it lives (a device loop's depth).
template <class T, class X>
output_assign<T, const Scalar<X>*> also_assign(Vector<T>& target, const Scalar<X>& s) {
  return {&target, &s};
}
/// t<s(w)> = w after the product.
template <class T>
output_assign<T, output_values_t> also_assign(Vector<T>& target) {
  return {&target, output_values_t{}};
}
/// s = ⊕_{i∈s(w)} v(i) after the product (the monoid's identity when w is empty).
template <class S, class Monoid, class TV>
output_reduce<S, Monoid, TV> also_reduce(Scalar<S>& s, const Monoid& monoid, const Vector<TV>& v) {
  static_assert(std::is_same_v<S, typename Monoid::value_type>, "also_reduce: the Scalar has the monoid's type");
  return {&s, monoid, &v};
}

}  // namespace graphblade
