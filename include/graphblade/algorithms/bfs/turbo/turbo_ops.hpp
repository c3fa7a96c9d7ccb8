// The operators of TurboBFS (Artiles & Saeed, §III) as graphblade semirings:
//   σ step  (Alg. 1-5):  σ<¬s(σ)> = Aᵀ +.second σ   path counts of the newly reached
//   tag step (Alg. 6-7): t<¬s(t)> = Aᵀ any.tag(d) t  level d and first parent found
// A "tag" packs a vertex's level and parent into one number, level·2^32 + parent,
// held as a double (exact below 2^21 levels) so that both steps read σ and tags
// in one domain (no double -> integer conversion of huge path counts).
//
// Every type takes a Tag parameter naming the translation unit family that
// instantiates it (host .cpp or CUDA .cu): the operator front ends compile a
// device branch only under nvcc, so the same front-end instantiation in a .cpp
// and a .cu would be two different inline definitions of one symbol (an ODR
// violation the linker resolves arbitrarily). Distinct semiring types keep
// the host and device instantiations apart.
#pragma once
#include <cstdint>

#include "graphblade/algebra/binary_ops.hpp"
#include "graphblade/algebra/monoid.hpp"
#include "graphblade/algebra/semiring.hpp"

namespace graphblade::turbo {

/// Tag of host (.cpp) instantiations.
struct host_tu {};
/// Tag of CUDA (.cu) instantiations.
struct cuda_tu {};

/// z = y: a product term is the input vector's value (σ of the in-neighbour).
template <class T, class Tag>
struct second_op {
  using value_type = T;
  GB_HD T operator()(T, T y) const { return y; }
};

/// z = level << 32 | k: the level being discovered and the in-neighbour k
/// (the contraction index) that discovered the output vertex. The level is `level`, or *level_at
/// when set: the value of a Scalar where the operation runs, so that a recorded device loop
/// reads the level its pass discovers.
template <class T, class Tag>
struct level_tag_op : index_op_tag {
  using value_type = T;
  std::int64_t level = 0;
  const std::int64_t* level_at = nullptr;
  GB_HD T operator()(T, T, index_t, index_t k, index_t) const {
    return T(((level_at ? *level_at : level) << 32) | std::int64_t(k));
  }
};

/// Shortest-path counts: plus over σ(k) of reached in-neighbours (no early exit).
template <class Tag>
using sigma_semiring = semiring<plus_monoid<double>, second_op<double, Tag>>;

/// Discovery tags: any (stop at the first reached in-neighbour) of level_tag.
template <class Tag>
using tag_semiring = semiring<any_monoid<double>, level_tag_op<double, Tag>>;

/// The tag semiring that marks vertices discovered at `level`.
template <class Tag>
tag_semiring<Tag> tag_at_level(std::int64_t level) {
  tag_semiring<Tag> s;
  s.mult.level = level;
  return s;
}

/// The tag semiring that marks vertices discovered at the level a Scalar holds (read where the
/// operation runs, when it runs).
template <class Tag>
tag_semiring<Tag> tag_at_level(const std::int64_t* level_at) {
  tag_semiring<Tag> s;
  s.mult.level_at = level_at;
  return s;
}

/// Level of a tag.
inline std::int64_t tag_level(double tag) { return std::int64_t(tag) >> 32; }
/// Parent of a tag.
inline std::int64_t tag_parent(double tag) { return std::int64_t(tag) & 0xffffffffLL; }

}  // namespace graphblade::turbo
