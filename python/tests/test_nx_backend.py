"""The NetworkX backend (graphblade.nx_backend) against NetworkX itself:
single_source_shortest_path_length and bfs_layers on directed and undirected
graphs with non-integer node labels; through NetworkX's dispatch
(backend="graphblade") when the package is installed with its entry points."""
import pytest

nx = pytest.importorskip("networkx")

from graphblade import nx_backend  # noqa: E402

GRAPHS = {
    "karate": lambda: nx.karate_club_graph(),
    "gnp-directed": lambda: nx.gnp_random_graph(120, 0.03, seed=3, directed=True),
    "labelled-grid": lambda: nx.relabel_nodes(nx.grid_2d_graph(7, 9), lambda p: f"r{p[0]}c{p[1]}"),
    "two-parts": lambda: nx.disjoint_union(nx.path_graph(5), nx.cycle_graph(4)),
}


@pytest.mark.parametrize("name", list(GRAPHS))
def test_shortest_path_lengths_match_networkx(name):
    G = GRAPHS[name]()
    Gb = nx_backend.convert_from_nx(G)
    for source in list(G)[:: max(1, len(G) // 4)]:
        assert nx_backend.single_source_shortest_path_length(Gb, source) == \
            nx.single_source_shortest_path_length(G, source)
        assert nx_backend.single_source_shortest_path_length(Gb, source, cutoff=2) == \
            nx.single_source_shortest_path_length(G, source, cutoff=2)


@pytest.mark.parametrize("name", list(GRAPHS))
def test_bfs_layers_match_networkx(name):
    G = GRAPHS[name]()
    nodes = list(G)
    for sources in (nodes[0], [nodes[0], nodes[-1]], nodes[1:4]):
        ours = [sorted(map(str, layer)) for layer in nx_backend.bfs_layers(G, sources)]
        theirs = [sorted(map(str, layer)) for layer in nx.bfs_layers(G, sources)]
        assert ours == theirs


def test_unknown_source():
    with pytest.raises(nx.NodeNotFound):
        nx_backend.single_source_shortest_path_length(nx.path_graph(3), 7)


def test_networkx_dispatch_when_installed():
    if "graphblade" not in nx.utils.backends.backends:
        pytest.skip("graphblade is not installed with its entry points (pip install .)")
    G = nx.karate_club_graph()
    assert nx.single_source_shortest_path_length(G, 0, backend="graphblade") == \
        nx.single_source_shortest_path_length(G, 0)
