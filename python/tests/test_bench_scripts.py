"""bench/scripts/xbfs_summary.py --wins (issue 15's count of real graphs where xbfs is the fastest GPU BFS):
it compares rows of equal outputs only, skips invalid rows and reads .jsonl.gz as well as .jsonl.
bench/scripts/xbfs_level_costs.py: a bench_xbfs trace's levels summed by who ran them and their size, and its
error exit on input without per-level end times."""
import gzip
import json
import pathlib
import subprocess
import sys

SCRIPT = pathlib.Path(__file__).resolve().parents[2] / "bench" / "scripts" / "xbfs_summary.py"
LEVEL_COSTS = SCRIPT.with_name("xbfs_level_costs.py")


def row(graph, algo, outputs, ms, valid=True):
    return {"graph": {"name": graph}, "algo": algo, "device": "cuda", "outputs": outputs, "valid": valid,
            "ms": {"median": ms}}


def wins(path):
    done = subprocess.run([sys.executable, str(SCRIPT), "--wins", str(path)], capture_output=True, text=True,
                          check=True)
    return done.stdout.splitlines()


ROWS = [
    # g1: xbfs wins among levels+parents rows, although a levels-only row is faster
    row("g1", "xbfs", "levels+parents", 1.0),
    row("g1", "turbo-bu-vector", "levels+parents", 2.0),
    row("g1", "turbo-td-cooc", "levels", 0.5),
    row("g1", "xbfs", "levels", 0.8),
    # g2: xbfs loses among levels+parents rows; an invalid faster row does not count
    row("g2", "xbfs", "levels+parents", 1.0),
    row("g2", "gb-auto", "levels+parents", 0.9),
    row("g2", "turbo-bu-vector", "levels+parents", 0.1, valid=False),
]


def check(lines):
    assert lines[0].startswith("levels: xbfs fastest GPU BFS on 0 of 1 graphs (0 %) against turbo-td-cooc")
    assert lines[1] == "  not fastest: g1: xbfs 0.800 ms, turbo-td-cooc 0.500 ms"
    assert lines[2].startswith("levels+parents: xbfs fastest GPU BFS on 1 of 2 graphs (50 %) against gb-auto, "
                               "turbo-bu-vector")
    assert lines[3] == "  not fastest: g2: xbfs 1.000 ms, gb-auto 0.900 ms"
    assert len(lines) == 4


def test_wins_compares_equal_outputs_only(tmp_path):
    path = tmp_path / "rows.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in ROWS))
    check(wins(path))


def test_wins_reads_gzipped_rows(tmp_path):
    path = tmp_path / "rows.jsonl.gz"
    with gzip.open(path, "wt") as f:
        f.write("".join(json.dumps(r) + "\n" for r in ROWS))
    check(wins(path))


def test_level_costs_sums_levels_by_who_ran_them(tmp_path):
    # three levels: warp 0 (ends at 2 µs), then block 0 twice (3 and 5 µs more), the last finding nothing
    trace = {"graph": "g", "source": 3, "ms": 0.01, "levels": [["td", "scan_free", 4, 0, 32, 2000],
                                                               ["td", "scan_free", 60, 0, 1024, 5000],
                                                               ["td", "scan_free", 0, 0, 1024, 10000]]}
    path = tmp_path / "trace.txt"
    path.write_text("| a markdown table bench_xbfs prints |\n" + json.dumps(trace) + "\n")
    done = subprocess.run([sys.executable, str(LEVEL_COSTS), str(path)], capture_output=True, text=True, check=True)
    lines = done.stdout.splitlines()
    assert lines[0] == "g source 3: 0.01 ms, 3 levels, first level ends at 2.0 µs"
    assert "| td | 32 | 0-49 | 1 | 2.00 | 2.0 |" in lines
    assert "| td | 1024 | 0-49 | 1 | 5.00 | 5.0 |" in lines
    assert "| td | 1024 | 50-99 | 1 | 3.00 | 3.0 |" in lines


def test_level_costs_keeps_levels_by_vertex_apart(tmp_path):
    # session 36's traces carry a 7th field, 1 for a block level a thread per frontier vertex
    trace = {"graph": "g", "source": 0, "ms": 0.01, "levels": [["td", "scan_free", 60, 0, 1024, 2000, 1],
                                                               ["td", "scan_free", 70, 0, 1024, 6000, 0],
                                                               ["td", "scan_free", 0, 0, 1024, 7000, 1]]}
    path = tmp_path / "trace.txt"
    path.write_text(json.dumps(trace) + "\n")
    done = subprocess.run([sys.executable, str(LEVEL_COSTS), str(path)], capture_output=True, text=True, check=True)
    lines = done.stdout.splitlines()
    assert "| td by vertex | 1024 | 0-49 | 1 | 1.00 | 1.0 |" in lines
    assert "| td by vertex | 1024 | 50-99 | 1 | 2.00 | 2.0 |" in lines
    assert "| td | 1024 | 50-99 | 1 | 4.00 | 4.0 |" in lines


def test_level_costs_rejects_a_trace_without_end_times(tmp_path):
    path = tmp_path / "host.txt"
    path.write_text(json.dumps({"graph": "g", "levels": [["td", "scan_free", 4, 0, 0, 0]]}) + "\n")
    done = subprocess.run([sys.executable, str(LEVEL_COSTS), str(path)], capture_output=True, text=True)
    assert done.returncode == 2
    assert done.stderr.startswith("error: ")
