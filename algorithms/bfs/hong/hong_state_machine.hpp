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
#pragma once
#include <cstdint>
#include <vector>

#include "algorithms/bfs/bfs_result.hpp"
#include "graphblade/core/types.hpp"

namespace graphblade {

/// How one BFS level is processed (Fig. 4; gpu is Fig. 5's device phase).
enum class hong_state : std::uint8_t {
  seq,            ///< serial queue step (tiny frontiers)
  queue,          ///< parallel push from the current-level queue, next level into a queue (Fig. 1)
  queue_to_read,  ///< push from the queue, next level into the level array (bitmap)
  read,           ///< push from the level array scanned in vertex order (Fig. 2)
  gpu,            ///< Fig. 5: the remaining levels on the GPU
};

/// "seq", "queue", "queue_to_read", "read", "gpu".
const char* to_string(hong_state s);

/// The thresholds of Figs. 4 and 5 for a graph of n vertices.
struct hong_thresholds {
  double t1 = 64;         ///< Seq → Queue when the next level has more vertices (§III-B)
  double t2 = 1 << 18;    ///< Queue → Read by size: max(2^18, 0.01·N) (§III-B)
  double t3 = 2048;       ///< Queue → Read by exponential growth above this size (§III-B)
  double t4 = 16384;      ///< CPU → GPU migration size (§III-B, Fig. 5)
  double alpha = 2.0;     ///< growth factor that starts Read early: next > α·curr
  double beta = 2.0;      ///< growth factor below which a growth-entered Read stops: next < β·curr

  /// The paper's defaults for n vertices, overridden by opt.knobs
  /// "t1", "t2", "t3", "t4", "alpha", "beta".
  static hong_thresholds from(const bfs_options& opt, index_t n);
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
