// CPU mxv / vxm kernels (pull, push, edge) against the reference oracle on
// random inputs: every kernel request x matrix format x transpose x mask kind
// (none, value, structural, complemented) x mask storage x replace x
// accumulator x input storage x initial output, plus aliasing (w = u, w = mask).
#include <random>
#include <string>
#include <vector>

#include "catch_compat.hpp"
#include "cpu_kernel_masks.hpp"
#include "graphblade/graphblade.hpp"
#include "graphblade/reference/mxv.hpp"

namespace gb = graphblade;
using gb::index_t;

namespace {

/// Random nrows x ncols matrix with empty rows/columns and one dense row.
gb::Matrix<int> random_matrix(index_t nrows, index_t ncols, double density, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coin(0, 1);
  std::uniform_int_distribution<int> val(-3, 5);
  std::vector<index_t> r, c;
  std::vector<int> v;
  for (index_t i = 0; i < nrows; ++i)
    for (index_t j = 0; j < ncols; ++j)
      if ((i == 1 && j % 2 == 0) || (i % 7 != 3 && coin(rng) < density)) {
        r.push_back(i);
        c.push_back(j);
        v.push_back(val(rng));
      }
  return gb::Matrix<int>::from_coo(nrows, ncols, r, c, v, gb::format::csr);
}

/// Random vector of size n with about `fill` of its entries present (some zero-valued).
gb::Vector<int> random_vector(index_t n, double fill, std::uint32_t seed, gb::storage s) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coin(0, 1);
  std::uniform_int_distribution<int> val(-2, 4);
  if (s == gb::storage::dense) {
    gb::Vector<int> v = gb::Vector<int>::full(n, 0);
    for (index_t i = 0; i < n; ++i) v.values()[i] = val(rng);
    return v;
  }
  std::vector<index_t> idx;
  std::vector<int> vals;
  for (index_t i = 0; i < n; ++i)
    if (coin(rng) < fill) {
      idx.push_back(i);
      vals.push_back(val(rng));
    }
  // Reverse so that sparse vectors are unsorted, as push outputs are.
  std::reverse(idx.begin(), idx.end());
  std::reverse(vals.begin(), vals.end());
  auto v = gb::Vector<int>::from_list(n, idx, vals);
  if (s == gb::storage::sparse) {
    v.set_nvals(v.nvals(), false);
    return v;
  }
  return v.to_storage(s);
}

const gb::storage all_storages[] = {gb::storage::sparse, gb::storage::bitmap, gb::storage::dense};
const gb::format all_formats[] = {gb::format::csr, gb::format::csc, gb::format::cooc};

using gbtest::mask_kind;
using gbtest::with_mask;

std::string describe(bool vxm, gb::method m, gb::format f, bool tr, mask_kind mk, gb::storage ms, bool replace,
                     bool accum, gb::storage us, gb::storage ws) {
  return std::string(vxm ? "vxm" : "mxv") + " kernel=" + gb::to_string(m) + " format=" + gb::to_string(f) +
         (tr ? " transposed" : "") + " mask=" + std::to_string(int(mk)) + "/" + gb::to_string(ms) +
         (replace ? " replace" : "") + (accum ? " accum" : "") + " u=" + gb::to_string(us) +
         " w=" + gb::to_string(ws);
}

/// Every combination for one semiring with a deterministic result (the
/// kernel follows the format, see serving_kernel; `full` = every storage of w
/// and of the mask, else sparse w and bitmap masks only).
template <class Semiring>
void check_all_combinations(const Semiring& s, std::uint32_t seed, bool full) {
  const index_t nr = 37, nc = 29;
  auto A_csr = random_matrix(nr, nc, 0.12, seed);
  int cases = 0;
  for (gb::format f : all_formats) {
    auto A = A_csr.to_format(f);
    for (bool vxm : {false, true})
      for (bool tr : {false, true}) {
        // mxv: u has ncols(op), w has nrows(op); vxm the other way round.
        const index_t op_rows = tr ? nc : nr, op_cols = tr ? nr : nc;
        const index_t nu = vxm ? op_rows : op_cols, nw = vxm ? op_cols : op_rows;
        for (gb::storage us : all_storages)
          for (gb::storage ws : all_storages)
            for (mask_kind mk : gbtest::all_mask_kinds)
              for (gb::storage ms : all_storages) {
                if (mk == mask_kind::none && ms != gb::storage::sparse) continue;
                if (!full && (ws != gb::storage::sparse || (mk != mask_kind::none && ms != gb::storage::bitmap)))
                  continue;
                auto u = random_vector(nu, 0.3, seed + 11 * cases + 1, us);
                auto w0 = random_vector(nw, 0.4, seed + 11 * cases + 2, ws);
                auto m = random_vector(nw, 0.5, seed + 11 * cases + 3, ms);
                for (bool replace : {false, true})
                  for (bool accum : {false, true})
                    for (gb::method meth : {us == gb::storage::sparse ? gb::method::push : gb::method::pull}) {
                      ++cases;
                      INFO(describe(vxm, meth, f, tr, mk, ms, replace, accum, us, ws));
                      with_mask(mk, m, [&](auto mask) {
                        auto run = [&](auto acc) {
                          gb::Vector<int> w_ref = w0, w_cpu = w0;
                          gb::descriptor d{replace, meth};
                          if (vxm) {
                            gb::reference::vxm(w_ref, mask, acc, s, u, gb::matrix_operand<int>{A, tr}, replace);
                            if (tr) gb::vxm(w_cpu, mask, acc, s, u, gb::transpose(A), d);
                            else gb::vxm(w_cpu, mask, acc, s, u, A, d);
                          } else {
                            gb::reference::mxv(w_ref, mask, acc, s, gb::matrix_operand<int>{A, tr}, u, replace);
                            if (tr) gb::mxv(w_cpu, mask, acc, s, gb::transpose(A), u, d);
                            else gb::mxv(w_cpu, mask, acc, s, A, u, d);
                          }
                          REQUIRE(w_cpu.size() == nw);
                          REQUIRE(w_cpu.nvals() == w_ref.nvals());
                          REQUIRE(w_cpu.entries() == w_ref.entries());
                        };
                        if (accum) run(gb::plus_op<int>{});
                        else run(gb::no_accum);
                      });
                    }
              }
      }
  }
  CHECK(cases > (full ? 5000 : 500));
}

}  // namespace

TEST_CASE("cpu mxv/vxm plus_times<int> equals the reference over every kernel, format, mask, storage",
          "[ops][cpu]") {
  check_all_combinations(gb::plus_times<int>{}, 100, true);
}

TEST_CASE("cpu mxv/vxm min_secondi<int> (index operator) equals the reference everywhere", "[ops][cpu]") {
  check_all_combinations(gb::min_secondi<int>{}, 200, false);
}

TEST_CASE("cpu mxv/vxm any_pair<int> and lor_land<int> (early exit) equal the reference everywhere",
          "[ops][cpu]") {
  check_all_combinations(gb::any_pair<int>{}, 300, false);
  check_all_combinations(gb::lor_land<int>{}, 400, false);
}
