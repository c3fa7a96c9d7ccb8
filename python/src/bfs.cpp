// BFS from Python: every algorithm of the registry (algorithms/bfs/registry.hpp)
// by name and device, in the registry's two phases (prepare once, traverse per
// source), results as NumPy arrays that take over the C++ vectors (no copy), and
// the independent checker (algorithms/validate) for tests and benchmarks.
// Multi-source BFS: bind its registry entry point here next to _BFS when it lands.
#include <nanobind/ndarray.h>
#include <nanobind/stl/map.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/tuple.h>
#include <nanobind/stl/vector.h>

#include <map>
#include <memory>
#include <optional>

#include "graphblade/algorithms/bfs/registry.hpp"
#include "graphblade/algorithms/validate/validate.hpp"
#include "py_types.hpp"

namespace graphblade::python {

template <class T>
nb::ndarray<nb::numpy, T, nb::ndim<1>> to_numpy(std::vector<T>&& v);  // containers.cpp

namespace {

/// The graph as the registry wants it (host CSR, bool pattern): the matrix itself when it
/// already is one (then `owner` keeps its Python object alive), else a converted copy.
struct bfs_graph {
  nb::object owner;
  std::optional<Matrix<bool>> converted;
  const Matrix<bool>* A = nullptr;

  explicit bfs_graph(nb::handle py_matrix) {
    const PyMatrix& p = nb::cast<const PyMatrix&>(py_matrix);
    std::visit(
        [&](auto& M) {
          if (!M.where().is_host())
            throw placement_error("bfs: pass the graph on the host; the algorithm copies it to its device");
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

}  // namespace

void bind_bfs(nb::module_& m) {
  nb::class_<PyBFS>(m, "_BFS")
      .def(
          "__init__",
          [](PyBFS* self, nb::handle A, const std::string& algo, const std::string& device, bool parents, bool sigma,
             const std::map<std::string, double>& knobs) {
            auto graph = std::make_unique<bfs_graph>(A);
            const bfs_algorithm& a = find_bfs_algorithm(algo);
            bfs_options opt = make_options(parents, sigma, knobs);
            std::unique_ptr<bfs_prepared> state;
            {
              nb::gil_scoped_release release;
              state = a.prepare_for(*graph->A, device, opt);
            }
            new (self) PyBFS{std::move(graph), &a, device, opt, std::move(state), false};
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

}  // namespace graphblade::python
