// BFS from Python: every algorithm of the registry (algorithms/bfs/registry.hpp)
// by name and device, in the registry's two phases (prepare once, traverse per
// source), results as NumPy arrays that take over the C++ vectors (no copy), and
// the independent checker (algorithms/validate) for tests and benchmarks.
// Multi-source BFS: iBFS (Liu, Huang & Hu, SIGMOD'16; algorithms/bfs/ibfs.hpp) and
// its applications (ibfs_apps.hpp), the levels as a sources x n NumPy array.
#include <nanobind/ndarray.h>
#include <nanobind/stl/map.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>
#include <nanobind/stl/vector.h>

#include <map>
#include <memory>
#include <optional>

#include "graphblade/algorithms/bfs/ibfs_apps.hpp"
#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "py_types.hpp"

namespace graphblade::python {

template <class T>
nb::ndarray<nb::numpy, T, nb::ndim<1>> to_numpy(std::vector<T>&& v);  // containers.cpp

namespace {

/// The graph as the registry wants it (host CSR, bool pattern): the matrix itself when it
/// already is one (then `owner` keeps its Python object alive), else a converted copy (a
/// matrix on a device is copied to the host: the algorithms copy their graph to their device).
struct bfs_graph {
  nb::object owner;
  std::optional<Matrix<bool>> converted;
  const Matrix<bool>* A = nullptr;

  explicit bfs_graph(nb::handle py_matrix) {
    const PyMatrix& p = nb::cast<const PyMatrix&>(py_matrix);
    std::visit(
        [&](auto& M) {
          if (!M.where().is_host()) {
            converted = M.to(host).template cast<bool>().pattern().to_format(format::csr);
            A = &*converted;
            return;
          }
          if constexpr (std::is_same_v<std::decay_t<decltype(M)>, Matrix<bool>>) {
            if (M.storage_format() == format::csr && M.is_pattern()) {
              owner = nb::borrow(py_matrix);
              A = &M;
              return;
            }
          }
          converted = M.template cast<bool>().pattern().to_format(format::csr);
          A = &*converted;
        },
        p.m);
    if (A->nrows() != A->ncols()) throw dimension_mismatch("bfs: the adjacency matrix must be square");
  }
};

/// One algorithm prepared on one graph and device (graphblade.BFS).
struct PyBFS {
  std::unique_ptr<bfs_graph> graph;
  const bfs_algorithm* algo = nullptr;
  std::string device;
  bfs_options opt;
  std::unique_ptr<bfs_prepared> state;
  bool ran = false;
};

bfs_options make_options(bool parents, bool sigma, const std::map<std::string, double>& knobs) {
  bfs_options opt;
  opt.parents = parents;
  opt.sigma = sigma;
  opt.knobs = knobs;
  return opt;
}

nb::tuple result_tuple(bfs_result r) {
  nb::object parent = r.parent.empty() ? nb::none() : nb::cast(to_numpy(std::move(r.parent)));
  nb::object sigma = r.sigma.empty() ? nb::none() : nb::cast(to_numpy(std::move(r.sigma)));
  return nb::make_tuple(to_numpy(std::move(r.level)), parent, sigma, r.source, r.depth);
}

std::vector<std::int64_t> as_vector(
    const nb::ndarray<const std::int64_t, nb::ndim<1>, nb::c_contig, nb::device::cpu>& a) {
  return std::vector<std::int64_t>(a.data(), a.data() + a.shape(0));
}

using source_array = nb::ndarray<const index_t, nb::ndim<1>, nb::c_contig, nb::device::cpu>;

std::vector<index_t> source_list(const source_array& a) {
  return std::vector<index_t>(a.data(), a.data() + a.shape(0));
}

/// iBFS's options from the Python keywords (direction: "auto", "push" or "pull").
ibfs_options make_ibfs_options(index_t group_words, bool group_by, const std::string& direction) {
  ibfs_options opt;
  opt.group_words = group_words;
  opt.group_by = group_by;
  if (direction == "auto")
    opt.direction = gb_bfs_direction::automatic;
  else if (direction == "push")
    opt.direction = gb_bfs_direction::push;
  else if (direction == "pull")
    opt.direction = gb_bfs_direction::pull;
  else
    throw invalid_value("unknown direction '" + direction + "' (expected auto, push or pull)");
  return opt;
}

/// The levels of an ibfs_result (row-major n x i) as a NumPy int32 array i x n (row j: from sources[j]).
nb::ndarray<nb::numpy, std::int32_t, nb::ndim<2>> levels_by_source(const ibfs_result& r) {
  const std::size_t i = r.sources.size(), n = r.n;
  auto* out = new std::vector<std::int32_t>(i * n);
  for (std::size_t v = 0; v < n; ++v)
    for (std::size_t j = 0; j < i; ++j) (*out)[j * n + v] = r.level[v * i + j];
  nb::capsule owner(out, [](void* p) noexcept { delete static_cast<std::vector<std::int32_t>*>(p); });
  std::size_t shape[2] = {i, n};
  return nb::ndarray<nb::numpy, std::int32_t, nb::ndim<2>>(out->data(), 2, shape, owner);
}

}  // namespace

void bind_bfs(nb::module_& m) {
  nb::class_<PyBFS>(m, "_BFS")
      .def(
          "__init__",
          [](PyBFS* self, nb::handle A, const std::string& algo, const std::string& device, bool parents, bool sigma,
             const std::map<std::string, double>& knobs) {
            auto graph = std::make_unique<bfs_graph>(A);
            const bfs_algorithm& a = find_bfs_algorithm(algo);
            // No CUDA backend or no GPU: not_supported before the registry's check of its names (cpu, cuda).
            const place where = parse_place(device);
            if (!where.is_host() && where.device != 0)
              throw not_supported("bfs: the registered algorithms run on cuda:0, not " + device);
            const std::string registry_device = where.is_host() ? "cpu" : "cuda";
            bfs_options opt = make_options(parents, sigma, knobs);
            std::unique_ptr<bfs_prepared> state;
            {
              nb::gil_scoped_release release;
              state = a.prepare_for(*graph->A, registry_device, opt);
            }
            new (self) PyBFS{std::move(graph), &a, registry_device, opt, std::move(state), false};
          },
          nb::arg("A"), nb::arg("algo"), nb::arg("device"), nb::arg("parents"), nb::arg("sigma"), nb::arg("knobs"))
      .def(
          "traverse",
          [](PyBFS& b, std::int64_t source) {
            if (source < 0 || source >= std::int64_t(b.graph->A->nrows()))
              throw invalid_index("bfs: source " + std::to_string(source) + " outside [0, " +
                                  std::to_string(b.graph->A->nrows()) + ")");
            nb::gil_scoped_release release;
            b.state->traverse(index_t(source), b.opt);
            b.ran = true;
          },
          nb::arg("source"), "One traversal (the timed phase); the result stays on the algorithm's device")
      .def(
          "result",
          [](PyBFS& b) {
            if (!b.ran) throw invalid_value("bfs: result() before any traverse()");
            bfs_result r;
            {
              nb::gil_scoped_release release;
              r = b.state->result();
            }
            return result_tuple(std::move(r));
          },
          "(level, parent or None, sigma or None, source, depth) of the last traversal, on the host")
      .def_prop_ro("algo", [](const PyBFS& b) { return b.algo->name; })
      .def_prop_ro("device", [](const PyBFS& b) { return b.device; })
      .def_prop_ro("n", [](const PyBFS& b) { return b.graph->A->nrows(); });

  m.def(
      "bfs_algorithms",
      [] {
        std::vector<std::tuple<std::string, std::string, std::vector<std::string>>> out;
        for (const auto& a : bfs_algorithms()) out.emplace_back(a.name, a.description, a.devices);
        return out;
      },
      "(name, description, devices) of every registered BFS algorithm");

  m.def(
      "validate_bfs",
      [](nb::handle A, std::int64_t source,
         const nb::ndarray<const std::int64_t, nb::ndim<1>, nb::c_contig, nb::device::cpu>& level,
         std::optional<nb::ndarray<const std::int64_t, nb::ndim<1>, nb::c_contig, nb::device::cpu>> parent) {
        bfs_graph g(A);
        if (source < 0 || source >= std::int64_t(g.A->nrows()))
          throw invalid_index("validate_bfs: source out of range");
        validation_report rep = validate_levels(*g.A, index_t(source), as_vector(level));
        if (parent) rep.merge(validate_parents(*g.A, index_t(source), as_vector(*parent)));
        return std::make_tuple(rep.ok, rep.problems);
      },
      nb::arg("A"), nb::arg("source"), nb::arg("level"), nb::arg("parent").none(),
      "Check levels (and parents) by the Graph500 rules, independently of any BFS: (ok, problems)");
}

void bind_multi_source_bfs(nb::module_& m) {
  m.def(
      "ibfs",
      [](nb::handle A, const source_array& sources, const std::string& device, std::int64_t max_depth,
         index_t group_words, bool group_by, const std::string& direction) {
        bfs_graph g(A);
        const place where = parse_place(device);
        ibfs_options opt = make_ibfs_options(group_words, group_by, direction);
        opt.max_depth = max_depth;
        std::vector<index_t> list = source_list(sources);
        ibfs_result r;
        {
          nb::gil_scoped_release release;
          r = ibfs(*g.A, list, opt, where);
        }
        return levels_by_source(r);
      },
      nb::arg("A"), nb::arg("sources"), nb::arg("device"), nb::arg("max_depth"), nb::arg("group_words"),
      nb::arg("group_by"), nb::arg("direction"),
      "Levels from every source (iBFS): int32 array sources x n, -1 unreached");

  m.def(
      "khop_counts",
      [](nb::handle A, const source_array& sources, std::int64_t hops, const std::string& device, index_t group_words,
         bool group_by) {
        bfs_graph g(A);
        const place where = parse_place(device);
        const ibfs_options opt = make_ibfs_options(group_words, group_by, "auto");
        std::vector<index_t> list = source_list(sources);
        std::vector<std::int64_t> counts;
        {
          nb::gil_scoped_release release;
          counts = khop_counts(*g.A, list, hops, opt, where);
        }
        return to_numpy(std::move(counts));
      },
      nb::arg("A"), nb::arg("sources"), nb::arg("hops"), nb::arg("device"), nb::arg("group_words"), nb::arg("group_by"),
      "Vertices within `hops` hops of each source, itself included (int64)");

  m.def(
      "closeness",
      [](nb::handle A, const source_array& sources, const std::string& device, index_t group_words, bool group_by) {
        bfs_graph g(A);
        const place where = parse_place(device);
        const ibfs_options opt = make_ibfs_options(group_words, group_by, "auto");
        std::vector<index_t> list = source_list(sources);
        std::vector<double> c;
        {
          nb::gil_scoped_release release;
          c = closeness(*g.A, list, opt, where);
        }
        return to_numpy(std::move(c));
      },
      nb::arg("A"), nb::arg("sources"), nb::arg("device"), nb::arg("group_words"), nb::arg("group_by"),
      "(r - 1) / (sum of distances) of each source over the r vertices it reaches (float64)");

  m.def(
      "betweenness",
      [](nb::handle A, const source_array& sources, const std::string& device, index_t group_words,
         bool group_by) {
        bfs_graph g(A);
        const place where = parse_place(device);
        const ibfs_options opt = make_ibfs_options(group_words, group_by, "auto");
        std::vector<index_t> list = source_list(sources);
        std::vector<double> bc;
        {
          nb::gil_scoped_release release;
          bc = betweenness(*g.A, list, opt, where);
        }
        return to_numpy(std::move(bc));
      },
      nb::arg("A"), nb::arg("sources"), nb::arg("device"), nb::arg("group_words"), nb::arg("group_by"),
      "Betweenness of every vertex over shortest paths from the given sources (batched Brandes on iBFS)");

  m.def(
      "all_pairs_distances",
      [](nb::handle A, const std::string& device, index_t max_vertices, index_t group_words, bool group_by) {
        bfs_graph g(A);
        const place where = parse_place(device);
        const ibfs_options opt = make_ibfs_options(group_words, group_by, "auto");
        ibfs_result r;
        {
          nb::gil_scoped_release release;
          r = all_pairs_distances(*g.A, opt, max_vertices, where);
        }
        return levels_by_source(r);
      },
      nb::arg("A"), nb::arg("device"), nb::arg("max_vertices"), nb::arg("group_words"), nb::arg("group_by"),
      "D[u, v] = hops from u to v for every pair (int32 n x n, -1 unreached)");
}

}  // namespace graphblade::python
