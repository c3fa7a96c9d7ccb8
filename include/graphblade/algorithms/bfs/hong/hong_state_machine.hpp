// The per-level method choice of Hong, Oguntebi & Olukotun (PACT'11) §III-B,
// Fig. 4 ("Hybrid Read and Queue"): states Seq → Queue → QueueToRead → Read
// and back, driven by the sizes of the current and next level sets, with
// (T1, T2, T3) = (64, max(2^18, 0.01·N), 2048) and (α, β) = (2, 2), all
// overridable by bfs_options knobs "t1", "t2", "t3", "alpha", "beta" ("t4" is
// Fig. 5's CPU→GPU migration size, 16384, kept here for hong-cpu-gpu).
//
// Fig. 4 itself is a drawing; the transitions below are our reading of the
// text of §III-B (the paper gives no rule for leaving Queue or Read downwards,
// so "small" sends a level back to Seq, mirroring how Seq is left):
//   Seq:          next > T1                                    → Queue
//   Queue:        next > T2                                    → QueueToRead (by size)
//                 next > T3 and next > α·curr                  → QueueToRead (by growth)
//                 next <= T1                                   → Seq
//   QueueToRead:  always                                       → Read
//   Read:         next > T2 turns a growth entry into a size entry;
//                 by size:   next <= T2                        → leave
//                 by growth: next <= T3 or next < β·curr       → leave (growth stopped)
//                 leave = Queue when next > T1, else Seq.
//
// Beyond the paper (knob "fig4" = 1 turns all of it off: Fig. 4 exactly;
// hong-queue and hong-read never use them):
//  - bottom_up levels: hong-hybrid may read the level array from the
//    *unvisited* side (Beamer et al., SC'12, after the paper). A
//    direction_switch (direction_switch.hpp; knobs "bu_alpha" = 15,
//    "bu_beta" = 18) picks those levels on top of the Fig. 4 machine, which
//    keeps advancing on level sizes as drawn. Two guards: levels Seq runs
//    serially are never bottom_up (tiny graphs stay serial), and a bottom_up
//    level needs m_f > "bu_gamma" (0.25) x the unvisited vertices, since it
//    examines every unvisited vertex at least once while top-down costs m_f
//    (on a tree, where no vertex has a second parent to stop early at, this
//    keeps the middle levels top-down). Knob "bottom_up" = 0: none.
//  - Read from the queue: graphblade's push always lists the next level, so
//    a Read level entered early by growth gains nothing from an O(n) scan of
//    the level array while its frontier is small: it scans only above
//    "read_scan_min" (default T2) vertices and pushes from the queue below.
//    A bottom_up level hands back its level as a list in vertex order, the
//    order Read scans the level array in: a Read level after it pushes from
//    that list too.
//  - Seq by edges: a Seq level whose queue has more than "seq_edges" (65536)
//    out-edges (a hub among the first few vertices) runs as a parallel Queue
//    level; Seq exists for levels too small for a parallel region (§III-B).
//  - knob "fused" (default 1): hong-hybrid runs its Queue / QueueToRead levels
//    (and Read levels that push from their queue) as Fig. 1 writes them, one
//    parallel pass that claims, writes level and parent and lists the next
//    level; 0 runs them as the masked vxm plus the level/parent assigns, as
//    hong-queue does (the operator form; a pass more per level). The same knob
//    picks the bottom_up levels' form: 1 = one pass over blocks of vertices that
//    reads a bit-per-vertex frontier and writes level, parent and the next
//    (sorted) list; 0 = the masked pull mxv into a bitmap, its listing and the
//    assigns.
#pragma once
#include <cstdint>
#include <limits>
#include <vector>

#include "graphblade/algorithms/bfs/bfs_result.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade {

/// How one BFS level is processed (Fig. 4; gpu is Fig. 5's device phase).
enum class hong_state : std::uint8_t {
  seq,            ///< serial queue step (tiny frontiers)
  queue,          ///< parallel push from the current-level queue, next level into a queue (Fig. 1)
  queue_to_read,  ///< push from the queue, next level into the level array (bitmap)
  read,           ///< push from the level array scanned in vertex order (Fig. 2)
  bottom_up,      ///< beyond the paper: pull into the unvisited vertices from the level array (Beamer)
  gpu,            ///< Fig. 5: the remaining levels on the GPU
};

/// "seq", "queue", "queue_to_read", "read", "bottom_up", "gpu".
const char* to_string(hong_state s);

/// The thresholds of Figs. 4 and 5 for a graph of n vertices.
struct hong_thresholds {
  double t1 = 64;         ///< Seq → Queue when the next level has more vertices (§III-B)
  double t2 = 1 << 18;    ///< Queue → Read by size: max(2^18, 0.01·N) (§III-B)
  double t3 = 2048;       ///< Queue → Read by exponential growth above this size (§III-B)
  double t4 = 16384;      ///< CPU → GPU migration size (§III-B, Fig. 5)
  double alpha = 2.0;     ///< growth factor that starts Read early: next > α·curr
  double beta = 2.0;      ///< growth factor below which a growth-entered Read stops: next < β·curr
  bool bottom_up = true;  ///< hong-hybrid: allow bottom_up levels (beyond the paper; see above)
  double seq_edges = 65536;  ///< a Seq level with more queue out-edges runs as Queue (beyond the paper)
  double bu_alpha = 15;   ///< bottom_up from the level whose frontier edges exceed unexplored / bu_alpha
  double bu_beta = 18;    ///< back to top-down once the frontier shrinks to at most n / bu_beta
  double bu_gamma = 0.25; ///< bottom_up only when m_f > bu_gamma x unvisited vertices (0: Beamer's rule alone)
  bool read_sorted_queue = true;  ///< a Read level pushes from a sorted queue instead of scanning the level array
  double read_scan_min = 1 << 18;  ///< a Read level scans the level array only above this many vertices (T2)
  bool fused = true;  ///< hong-hybrid: Queue levels as Fig. 1's one-pass step (false: masked vxm + assigns)

  /// The paper's defaults for n vertices, overridden by opt.knobs
  /// "t1", "t2", "t3", "t4", "alpha", "beta" (and "bottom_up", "bu_alpha",
  /// "bu_beta", "bu_gamma", "seq_edges", "read_scan_min"; "fig4" = 1 sets bottom_up = 0 and no edge limit
  /// on Seq). Throws invalid_value for a non-positive factor.
  static hong_thresholds from(const bfs_options& opt, index_t n);
  /// Whether Seq levels are also limited by their out-edges.
  bool seq_by_edges() const { return seq_edges < std::numeric_limits<double>::infinity(); }
};

/// The hybrid state machine of Fig. 4, fed one level at a time.
class hong_state_machine {
 public:
  explicit hong_state_machine(const hong_thresholds& t) : t_(t) {}
  /// State of the level about to be processed (Seq for the root's level).
  hong_state current() const { return state_; }
  /// After processing a level with `curr` vertices that found `next`: the
  /// state for the next level (also becomes current()).
  hong_state advance(offset_t curr, offset_t next);

 private:
  hong_state leave_read(offset_t next) const;
  hong_thresholds t_;
  hong_state state_ = hong_state::seq;
  bool read_by_growth_ = false;  ///< Read was entered through the T3/α rule and has not passed T2 since
};

}  // namespace graphblade
