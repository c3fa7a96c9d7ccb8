#!/usr/bin/env bash
# Stage the sources of the external baselines (issue 21) for the GPU machine,
# which cannot reach GitHub: LAGraph v1.0.2 (github GraphBLAS/LAGraph; its
# bfs_demo runs LAGr_BreadthFirstSearch) and GAP (github sbeamer/gapbs; its
# `bfs`). Copies them from their fetched git mirrors with `git archive` into the
# ignored folder .baselines/ of the repository (never committed; LAGraph's test
# matrices and papers are left out to keep the carried folder small, ~6 MB).
# bench/gpu_machine_run.sh --baselines builds and runs both there.
#   bench/scripts/stage-baselines.sh [REPO_ROOT]
# Mirrors: $LAGRAPH_GIT (default /work/.mirror/GraphBLAS+LAGraph/repo) and
# $GAPBS_GIT (default /work/.mirror/sbeamer+gapbs/repo), e.g. from the session's
# `fetch github:GraphBLAS/LAGraph` / `fetch github:sbeamer/gapbs`, or any clone's .git.
set -euo pipefail
root=${1:-$(cd "$(dirname "$0")/../.." && pwd)}
lagraph_git=${LAGRAPH_GIT:-/work/.mirror/GraphBLAS+LAGraph/repo}
gapbs_git=${GAPBS_GIT:-/work/.mirror/sbeamer+gapbs/repo}
lagraph_tag=${LAGRAPH_TAG:-v1.0.2}
gapbs_rev=${GAPBS_REV:-HEAD}
dest=$root/.baselines
git -C "$root" check-ignore -q .baselines/x || { echo "error: .baselines/ is not ignored in $root"; exit 2; }
rm -rf "$dest/lagraph" "$dest/gapbs"
mkdir -p "$dest/lagraph" "$dest/gapbs"
git --git-dir="$lagraph_git" archive "$lagraph_tag" -- . ':(exclude)data' ':(exclude)papers' | tar -x -C "$dest/lagraph"
git --git-dir="$gapbs_git" archive "$gapbs_rev" | tar -x -C "$dest/gapbs"
{
  echo "lagraph $lagraph_tag $(git --git-dir="$lagraph_git" rev-parse "$lagraph_tag^{commit}")"
  echo "gapbs $gapbs_rev $(git --git-dir="$gapbs_git" rev-parse "$gapbs_rev^{commit}")"
} > "$dest/VERSIONS"
cat "$dest/VERSIONS"
du -sh "$dest"
