// The GraphBLAS operations from Python, their computing half (operations.cpp
// binds them; in a CUDA build nvcc compiles this file, python/CMakeLists.txt,
// so operands on a device run on the CUDA backend, host operands on the CPU
// one) (ARCHITECTURE.md "The API"; GraphBLAS C
// API 2.0 semantics): w<mask> = accum(w, t) with value / structural /
// complemented masks, an optional accumulator and replace, where t is
// A ⊕.⊗ u (mxv), u ⊕.⊗ A (vxm), A ⊕.⊗ B (mxm), u ∪op v (ewise_add) or u ∩op v
// (ewise_mult); reduce to a scalar with a monoid. Semirings, operators and
// monoids are chosen by name ("plus_times", "min", ...).
//
// How the call is composed from library calls (to compile each kernel once per
// semiring rather than once per semiring x accumulator): t<mask> = product
// (the mask restricts what is computed), then w<mask> = accum(w, t) through
// ewise_add(w, mask, op = accum, w_old, t, replace) or, without accumulator,
// w<mask> = t through apply(identity). This is the C API's definition of the
// accumulate / mask / replace phase. The domain is the output's dtype: inputs
// of another dtype are cast first (a copy); masks of another dtype than bool
// become bool masks (a copy; value masks keep their nonzero test).
#include "operations_compute.hpp"

#include <optional>

namespace graphblade::python {

namespace {

/// Run f(op) with the binary operator over T called `name`.
template <class T, class F>
void with_binary_op(const std::string& name, F&& f) {
  if (name == "plus") return f(plus_op<T>{});
  if (name == "minus") return f(minus_op<T>{});
  if (name == "times") return f(times_op<T>{});
  if (name == "min") return f(min_op<T>{});
  if (name == "max") return f(max_op<T>{});
  if (name == "first") return f(first_op<T>{});
  if (name == "second") return f(second_op<T>{});
  if (name == "lor") return f(lor_op<T>{});
  if (name == "land") return f(land_op<T>{});
  if (name == "pair") return f(pair_op<T>{});
  throw invalid_value("unknown binary operator '" + name +
                      "' (known: plus, minus, times, min, max, first, second, lor, land, pair)");
}

/// Run f(monoid) with the monoid over T called `name`.
template <class T, class F>
void with_monoid(const std::string& name, F&& f) {
  if (name == "plus") return f(plus_monoid<T>{});
  if (name == "times") return f(times_monoid<T>{});
  if (name == "min") return f(min_monoid<T>{});
  if (name == "max") return f(max_monoid<T>{});
  if (name == "lor") return f(lor_monoid<T>{});
  if (name == "land") return f(land_monoid<T>{});
  if (name == "any") return f(any_monoid<T>{});
  throw invalid_value("unknown monoid '" + name + "' (known: plus, times, min, max, lor, land, any)");
}

/// Run f(semiring) with the predefined semiring over T called `name`.
template <class T, class F>
void with_semiring(const std::string& name, F&& f) {
  if constexpr (std::is_same_v<T, bool>) {
    if (name == "lor_land") return f(lor_land<bool>{});
    if (name == "any_pair") return f(any_pair<bool>{});
    throw invalid_value("unknown semiring '" + name + "' over bool (known: lor_land, any_pair)");
  } else {
    if (name == "plus_times") return f(plus_times<T>{});
    if (name == "plus_pair") return f(plus_pair<T>{});
    if (name == "plus_first") return f(plus_first<T>{});
    if (name == "plus_second") return f(plus_second<T>{});
    if (name == "min_plus") return f(min_plus<T>{});
    if (name == "max_plus") return f(max_plus<T>{});
    if (name == "min_first") return f(min_first<T>{});
    if (name == "min_second") return f(min_second<T>{});
    if (name == "max_times") return f(max_times<T>{});
    if (name == "any_pair") return f(any_pair<T>{});
    if (name == "any_secondi") return f(any_secondi<T>{});
    if (name == "min_secondi") return f(min_secondi<T>{});
    throw invalid_value("unknown semiring '" + name +
                        "' (known: plus_times, plus_pair, plus_first, plus_second, min_plus, max_plus, min_first, "
                        "min_second, max_times, any_pair, any_secondi, min_secondi; over bool: lor_land, any_pair)");
  }
}

/// u with its values cast to U (same storage and structure); on a device through a host copy.
template <class U, class T>
Vector<U> cast_vector(const Vector<T>& u) {
  if (!u.where().is_host()) return cast_vector<U>(u.to(host)).to(u.where());
  Vector<U> out = u.kind() == storage::dense ? Vector<U>::full(u.size(), U{}) : Vector<U>(u.size(), u.kind());
  std::size_t nv = u.kind() == storage::sparse ? std::size_t(u.nvals()) : std::size_t(u.size());
  out.values() = buffer<U>(nv);
  for (std::size_t k = 0; k < nv; ++k) out.values()[k] = static_cast<U>(u.values()[k]);
  if (u.kind() == storage::sparse) out.indices() = u.indices().prefix(nv);
  if (u.kind() == storage::bitmap) out.present() = u.present();
  out.set_nvals(u.nvals(), u.sorted());
  return out;
}

/// An AnyVector as Vector<T>: the vector itself when it has that type, else a cast copy kept in `hold`.
template <class T>
const Vector<T>& vector_as(const AnyVector& p, std::optional<Vector<T>>& hold) {
  if (auto* v = std::get_if<Vector<T>>(&p)) return *v;
  hold = std::visit([](auto& v) { return cast_vector<T>(v); }, p);
  return *hold;
}
template <class T>
const Matrix<T>& matrix_as(const AnyMatrix& p, std::optional<Matrix<T>>& hold) {
  if (auto* A = std::get_if<Matrix<T>>(&p)) return *A;
  hold = std::visit(  // Matrix::cast reads the values on the host: a matrix on a device goes through a host copy
      [](auto& A) { return A.where().is_host() ? A.template cast<T>() : A.to(host).template cast<T>().to(A.where()); },
      p);
  return *hold;
}

/// The mask arguments from Python: a container (or None), structural, complemented.
template <class C>
struct mask_arg {
  std::optional<C> hold;
  const C* container = nullptr;
  bool structural = false, complemented = false;
  /// The mask as a view; "no mask" is the complement of an empty structure (allows everything).
  mask_view<C> view(const C& empty) const {
    if (!container) return mask_view<C>{&empty, true, true};
    return mask_view<C>{container, structural, complemented};
  }
};

mask_arg<Vector<bool>> vector_mask(const AnyVector* m, bool structural, bool complemented) {
  mask_arg<Vector<bool>> out;
  if (m) out.container = &vector_as<bool>(*m, out.hold);
  out.structural = structural;
  out.complemented = complemented;
  return out;
}
mask_arg<Matrix<bool>> matrix_mask(const AnyMatrix* m, bool structural, bool complemented) {
  mask_arg<Matrix<bool>> out;
  if (m) out.container = &matrix_as<bool>(*m, out.hold);
  out.structural = structural;
  out.complemented = complemented;
  return out;
}

/// w<mask> = accum(w, t), or w<mask> = t without accumulator (the C API's final phase).
template <class Out, class MaskC>
void write_back(Out& w, const mask_view<MaskC>& mask, const std::string& accum, const Out& t, bool replace) {
  using T = typename Out::value_type;
  descriptor desc{replace, method::automatic};
  if (accum.empty()) {
    apply(w, mask, no_accum, identity_op<T>{}, t, desc);
    return;
  }
  Out w_old = w;
  with_binary_op<T>(accum, [&](auto op) { ewise_add(w, mask, no_accum, op, w_old, t, desc); });
}

/// An empty vector / matrix of w's shape in w's place: empty_like(w) for a fresh output, and as
/// the mask "none" (the complement of an empty structure allows everything).
template <class U, class T>
Vector<U> empty_like(const Vector<T>& w) {
  return Vector<U>(w.size(), storage::sparse, w.where());
}
template <class U, class T>
Matrix<U> empty_like(const Matrix<T>& C, bool pattern = false) {
  Matrix<U> out(C.nrows(), C.ncols(), pattern ? format::csr : C.storage_format(), pattern);
  return C.where().is_host() ? out : out.to(C.where());
}
template <class T>
Vector<bool> empty_mask_like(const Vector<T>& w) {
  return empty_like<bool>(w);
}
template <class T>
Matrix<bool> empty_mask_like(const Matrix<T>& C) {
  return empty_like<bool>(C, true);
}

/// Run the product `compute(t, mask_or_none)` into a fresh t, then write it back into w.
template <class Out, class MaskC, class Compute>
void masked_product(Out& w, const mask_arg<MaskC>& m, const std::string& accum, bool replace, const Out& fresh,
                    Compute&& compute) {
  Out t = fresh;
  if (m.container)
    compute(t, mask_view<MaskC>{m.container, m.structural, m.complemented});
  else
    compute(t, no_mask);
  write_back(w, m.view(empty_mask_like(w)), accum, t, replace);
}

/// out<mask> = accum(out, u ∪op v) (add) or accum(out, u ∩op v): into the fresh t, then the write-back.
template <class Out, class MaskC, class In>
void ewise_into(Out& out, const mask_arg<MaskC>& mk, const std::string& accum, const std::string& op_name, const In& u,
                const In& v, bool replace, bool add) {
  using T = typename Out::value_type;
  const MaskC empty = empty_mask_like(out);
  Out t = empty_like<T>(out);
  with_binary_op<T>(op_name, [&](auto op) {
    if (add)
      ewise_add(t, mk.view(empty), no_accum, op, u, v);
    else
      ewise_mult(t, mk.view(empty), no_accum, op, u, v);
    write_back(out, mk.view(empty), accum, t, replace);
  });
}

descriptor product_desc(const std::string& kernel) {
  if (kernel.empty() || kernel == "auto") return default_desc;
  if (kernel == "push") return default_desc.with(method::push);
  if (kernel == "pull") return default_desc.with(method::pull);
  throw invalid_value("unknown kernel '" + kernel + "' (expected auto, push or pull)");
}

/// s = ⊕ x with the monoid called `name` (x: AnyVector or AnyMatrix), as a Python scalar.
template <class AnyContainer>
any_scalar reduce_to_scalar(const AnyContainer& any, const std::string& name) {
  return std::visit(
      [&](auto& x) -> any_scalar {
        using T = typename std::decay_t<decltype(x)>::value_type;
        T s{};
        with_monoid<T>(name, [&](auto mo) {
          s = mo.identity();
          reduce(s, no_accum, mo, x);
        });
        return s;
      },
      any);
}

}  // namespace

void mxv_into(AnyVector& w, const AnyVector* mask, bool structural, bool complemented, const std::string& accum,
              const std::string& semiring, const AnyMatrix& A, bool transpose_A, const AnyVector& u, bool replace,
              const std::string& kernel, bool u_times_A) {
  std::visit(
      [&](auto& wv) {
        using T = typename std::decay_t<decltype(wv)>::value_type;
        std::optional<Matrix<T>> hA;
        std::optional<Vector<T>> hu;
        const Matrix<T>& AT = matrix_as<T>(A, hA);
        const Vector<T>& uT = vector_as<T>(u, hu);
        auto mk = vector_mask(mask, structural, complemented);
        matrix_operand<T> op{AT, transpose_A};
        descriptor desc = product_desc(kernel);
        with_semiring<T>(semiring, [&](auto s) {
          masked_product(wv, mk, accum, replace, empty_like<T>(wv), [&](Vector<T>& t, const auto& mv) {
            if (u_times_A)
              vxm(t, mv, no_accum, s, uT, op, desc);
            else
              mxv(t, mv, no_accum, s, op, uT, desc);
          });
        });
      },
      w);
}

void mxm_into(AnyMatrix& C, const AnyMatrix* mask, bool structural, bool complemented, const std::string& accum,
              const std::string& semiring, const AnyMatrix& A, bool transpose_A, const AnyMatrix& B, bool transpose_B,
              bool replace) {
  std::visit(
      [&](auto& Cm) {
        using T = typename std::decay_t<decltype(Cm)>::value_type;
        std::optional<Matrix<T>> hA, hB;
        matrix_operand<T> a{matrix_as<T>(A, hA), transpose_A}, b{matrix_as<T>(B, hB), transpose_B};
        auto mk = matrix_mask(mask, structural, complemented);
        with_semiring<T>(semiring, [&](auto s) {
          masked_product(Cm, mk, accum, replace, empty_like<T>(Cm),
                         [&](Matrix<T>& t, const auto& mv) { mxm(t, mv, no_accum, s, a, b); });
        });
      },
      C);
}

void ewise_vector_into(AnyVector& w, const AnyVector* mask, bool structural, bool complemented,
                       const std::string& accum, const std::string& op_name, const AnyVector& u, const AnyVector& v,
                       bool replace, bool add) {
  std::visit(
      [&](auto& wv) {
        using T = typename std::decay_t<decltype(wv)>::value_type;
        std::optional<Vector<T>> hu, hv;
        const Vector<T>& uT = vector_as<T>(u, hu);
        const Vector<T>& vT = vector_as<T>(v, hv);
        ewise_into(wv, vector_mask(mask, structural, complemented), accum, op_name, uT, vT, replace, add);
      },
      w);
}

void ewise_matrix_into(AnyMatrix& C, const AnyMatrix* mask, bool structural, bool complemented,
                       const std::string& accum, const std::string& op_name, const AnyMatrix& A, const AnyMatrix& B,
                       bool replace, bool add) {
  std::visit(
      [&](auto& Cm) {
        using T = typename std::decay_t<decltype(Cm)>::value_type;
        std::optional<Matrix<T>> hA, hB;
        const Matrix<T>& AT = matrix_as<T>(A, hA);
        const Matrix<T>& BT = matrix_as<T>(B, hB);
        ewise_into(Cm, matrix_mask(mask, structural, complemented), accum, op_name, AT, BT, replace, add);
      },
      C);
}

any_scalar reduce_vector_to_scalar(const AnyVector& u, const std::string& monoid) {
  return reduce_to_scalar(u, monoid);
}
any_scalar reduce_matrix_to_scalar(const AnyMatrix& A, const std::string& monoid) {
  return reduce_to_scalar(A, monoid);
}

}  // namespace graphblade::python
