"""NetworkX backend "graphblade" (NetworkX 3.x dispatching, entry points in
pyproject.toml): unweighted BFS functions run on graphblade's BFS.

    nx.single_source_shortest_path_length(G, 0, backend="graphblade")
    list(nx.bfs_layers(G, [0, 5], backend="graphblade"))
    Gb = graphblade.nx_backend.convert_from_nx(G)   # convert once, call many times

Implemented: bfs_layers, single_source_shortest_path_length (edge weights are
ignored: these functions are unweighted in NetworkX too). Within a layer, nodes
come in G's node order, not in discovery order (NetworkX's order is one BFS
order among many). Multigraphs are reduced to their simple graph.
"""
import numpy as np

import graphblade

__all__ = ["GraphbladeGraph", "convert_from_nx", "convert_to_nx", "bfs_layers", "single_source_shortest_path_length",
           "get_info", "backend_interface"]

_FUNCTIONS = {
    "bfs_layers": {"additional_docs": "Runs graphblade.bfs once per source (levels = minimum over sources); "
                                      "nodes of a layer in the graph's node order."},
    "single_source_shortest_path_length": {"additional_docs": "One graphblade.bfs (algorithm gb-auto, CPU)."},
}


class GraphbladeGraph:
    """A NetworkX graph as graphblade sees it: the adjacency pattern A (A(i, j) = edge i -> j, both directions
    for an undirected graph) and the node <-> index maps."""

    __networkx_backend__ = "graphblade"

    def __init__(self, A, nodes, directed, multigraph=False):
        self.A, self.nodes = A, list(nodes)
        self.index = {v: i for i, v in enumerate(self.nodes)}
        self._directed, self._multigraph = directed, multigraph
        self._bfs = None

    def is_directed(self):
        return self._directed

    def is_multigraph(self):
        return self._multigraph

    def __len__(self):
        return len(self.nodes)

    def levels(self, source):
        """BFS levels (int64 array by node index, -1 unreached) from one node; the BFS is prepared once per graph."""
        if source not in self.index:
            import networkx as nx
            raise nx.NodeNotFound(f"Source {source} is not in G")
        if self._bfs is None:
            self._bfs = graphblade.BFS(self.A, "gb-auto", "cpu", parents=False)
        return self._bfs.run(self.index[source]).level


def convert_from_nx(G, *args, **kwargs):
    """graphblade's view of a NetworkX graph (attributes are dropped: the functions are unweighted)."""
    if isinstance(G, GraphbladeGraph):
        return G
    nodes = list(G)
    index = {v: i for i, v in enumerate(nodes)}
    n = len(nodes)
    edges = np.array([(index[u], index[v]) for u, v in G.edges()], dtype=np.int64).reshape(-1, 2)
    A = graphblade.Matrix.from_coo(edges[:, 0], edges[:, 1], nrows=n, ncols=n,
                                   symmetrize=not G.is_directed())
    return GraphbladeGraph(A, nodes, G.is_directed(), G.is_multigraph())


def convert_to_nx(obj, *, name=None):
    """Results are already plain Python objects (dicts, lists)."""
    return obj


def single_source_shortest_path_length(G, source, cutoff=None):
    """{node: hop distance} for the nodes reachable from source (within cutoff)."""
    G = convert_from_nx(G)
    level = G.levels(source)
    reached = np.flatnonzero(level >= 0) if cutoff is None else np.flatnonzero((level >= 0) & (level <= cutoff))
    order = reached[np.argsort(level[reached], kind="stable")]
    return {G.nodes[i]: int(level[i]) for i in order}


def bfs_layers(G, sources):
    """The BFS layers from a node or a list of nodes, as lists (layer 0 = the sources)."""
    G = convert_from_nx(G)
    try:
        single = sources in G.index
    except TypeError:  # an unhashable list of sources
        single = False
    if single:
        sources = [sources]
    best = None
    for s in sources:
        level = G.levels(s)
        best = level.copy() if best is None else np.where((best < 0) | ((level >= 0) & (level < best)), level, best)
    if best is None:
        return
    for d in range(int(best.max()) + 1 if best.size else 0):
        yield [G.nodes[i] for i in np.flatnonzero(best == d)]


def get_info():
    """What NetworkX shows about this backend (entry point networkx.backend_info)."""
    return {"backend_name": "graphblade", "project": "graphblade", "package": "graphblade",
            "short_summary": "BFS on graphblade's GraphBLAS-style kernels",
            "functions": _FUNCTIONS, "default_config": {}}


class _BackendInterface:
    """The object the networkx.backends entry point names."""

    convert_from_nx = staticmethod(convert_from_nx)
    convert_to_nx = staticmethod(convert_to_nx)
    bfs_layers = staticmethod(bfs_layers)
    single_source_shortest_path_length = staticmethod(single_source_shortest_path_length)

    @staticmethod
    def can_run(name, args, kwargs):
        return name in _FUNCTIONS

    @staticmethod
    def should_run(name, args, kwargs):
        return name in _FUNCTIONS


backend_interface = _BackendInterface()
