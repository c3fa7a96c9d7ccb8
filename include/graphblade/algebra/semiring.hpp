// Semirings: an additive monoid and a multiplicative (possibly index) operator
// over one domain T; operands are cast to T. Predefined ones cover BFS levels
// (any_pair, lor_land), parents (any_secondi, min_secondi), path counts σ
// (plus_pair, plus_first) and arithmetic (plus_times, min_plus, ...). A user
// semiring is any struct with the same members; make_semiring builds one from
// functors (and lambdas; mark them __host__ __device__ to use them on the GPU).
#pragma once
#include "graphblade/algebra/binary_ops.hpp"
#include "graphblade/algebra/monoid.hpp"
#include "graphblade/algebra/monoid_traits.hpp"

namespace graphblade {

template <class AddMonoid, class MultOp>
struct semiring {
  static_assert(is_monoid_v<AddMonoid>, "a semiring's additive part must meet the monoid contract (algebra/monoid_traits.hpp)");
  using value_type = typename AddMonoid::value_type;
  using add_type = AddMonoid;
  using mult_type = MultOp;
  AddMonoid add{};
  MultOp mult{};
};

/// A semiring from an additive monoid and a multiply functor.
template <class AddMonoid, class MultOp>
constexpr semiring<AddMonoid, MultOp> make_semiring(AddMonoid add, MultOp mult) {
  return {add, mult};
}

template <class T = bool> using lor_land    = semiring<lor_monoid<T>, land_op<T>>;
template <class T = bool> using any_pair    = semiring<any_monoid<T>, pair_op<T>>;
template <class T>        using plus_pair   = semiring<plus_monoid<T>, pair_op<T>>;
template <class T>        using plus_times  = semiring<plus_monoid<T>, times_op<T>>;
template <class T>        using plus_first  = semiring<plus_monoid<T>, first_op<T>>;
template <class T>        using plus_second = semiring<plus_monoid<T>, second_op<T>>;
template <class T>        using min_plus    = semiring<min_monoid<T>, plus_op<T>>;
template <class T>        using max_plus    = semiring<max_monoid<T>, plus_op<T>>;
template <class T>        using min_first   = semiring<min_monoid<T>, first_op<T>>;
template <class T>        using min_second  = semiring<min_monoid<T>, second_op<T>>;
template <class T>        using min_times   = semiring<min_monoid<T>, times_op<T>>;
template <class T>        using max_times   = semiring<max_monoid<T>, times_op<T>>;
template <class T>        using any_secondi = semiring<any_monoid<T>, secondi_op<T>>;
template <class T>        using min_secondi = semiring<min_monoid<T>, secondi_op<T>>;
template <class T>        using max_secondi = semiring<max_monoid<T>, secondi_op<T>>;
template <class T>        using any_firsti  = semiring<any_monoid<T>, firsti_op<T>>;

}  // namespace graphblade
