#!/usr/bin/env python3
"""Communication volume per GPU of ueno-2d (Ueno & Suzumura, sections IV-B and
V-B..F) projected to 4 .. 8,192 GPUs at Graph500 scales 30 .. 41, against the
time one BFS may take at 50 GTEPS per GPU (the Nov 2025 record: ~410,000 GTEPS
on 8,192 H100).

Model (per BFS, per GPU, received bytes; n = 2^scale, m = 16 n input edges,
P = R x C with R <= C the squarest power-of-two split, as Ueno's Table 1):
  expand, level L: a GPU receives the frontier blocks of its R-1 column peers
      (CQ) and C-1 row peers (the shared-visited NQ), n/P vertices each: a
      bitmap of n/P bits, or, when the frontier fraction f_L <= 1/16, a VLQ list
      of f_L n/P gaps of ceil(log2(1/f_L + 1) / 7) bytes each (section V-B).
  fold, top-down without SV: every traversed edge whose destination another
      processor of the row owns, 8 bytes: 2m (C-1)/C / P.
  fold with SV and bottom-up levels: each of the C processors of a row sends a
      vertex at most once per BFS, so at most min(2m, C n) (C-1)/C / P pairs.
The frontier fractions f_L come from a measured run (the median-time root of
a committed graphblade-dist graph500 JSON), assumed to keep their shape at
larger scales (Kronecker depth grows slowly with scale).
Usage: dist_volume_model.py RUN.json  (prints a Markdown table)
"""
import json
import math
import sys


def grid_of(P):
    R = 2 ** (int(math.log2(P)) // 2)
    return R, P // R


def vlq_bytes_per_id(f):
    return max(1, math.ceil(math.log2(1.0 / f + 1.0) / 7.0))


def main():
    run = json.load(open(sys.argv[1]))
    n_measured = 2 ** run["block"]["SCALE"]
    runs = sorted(run["runs"], key=lambda r: r["seconds"])
    median = runs[len(runs) // 2]
    fractions = [lvl["frontier"] / n_measured for lvl in median["levels"]]
    print(f"frontier fractions per level (measured, scale {run['block']['SCALE']}, root {median['root']}): "
          + ", ".join(f"{f:.2e}" for f in fractions))
    print()
    print("| GPUs | grid | scale | BFS time at 50 GTEPS/GPU | expand, bitmaps only | expand, compressed "
          "| fold, no SV | fold, SV bound | GB/s per GPU, bitmaps + no SV | GB/s per GPU, compressed + SV |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    GB = 1e9
    for P in (4, 64, 512, 8192):
        R, C = grid_of(P)
        scale = 28 + int(math.log2(P))
        n = 2.0 ** scale
        m = 16 * n
        block_bits = n / P
        peers = (R - 1) + (C - 1)
        bitmap = sum(peers * block_bits / 8 for _ in fractions)
        compressed = 0.0
        for f in fractions:
            if f > 1 / 16 or f == 0:
                compressed += peers * block_bits / 8 if f > 0 else 0
            else:
                compressed += peers * f * block_bits * vlq_bytes_per_id(f)
        fold_plain = 8 * 2 * m * (C - 1) / C / P
        fold_sv = 8 * min(2 * m, C * n) * (C - 1) / C / P
        t = m / (50e9 * P)
        print(f"| {P} | {R}x{C} | {scale} | {t * 1e3:.1f} ms | {bitmap / GB:.2f} GB | {compressed / GB:.2f} GB "
              f"| {fold_plain / GB:.2f} GB | {fold_sv / GB:.2f} GB | {(bitmap + fold_plain) / t / GB:.0f} "
              f"| {(compressed + fold_sv) / t / GB:.0f} |")


if __name__ == "__main__":
    main()
