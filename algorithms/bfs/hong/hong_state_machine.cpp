// The Fig. 4 state machine of Hong et al. PACT'11 §III-B (see the header for
// the transition table and the defaults).
#include "graphblade/algorithms/bfs/hong/hong_state_machine.hpp"

#include <algorithm>
#include <limits>

#include "graphblade/core/errors.hpp"

namespace graphblade {

const char* to_string(hong_state s) {
  switch (s) {
    case hong_state::seq: return "seq";
    case hong_state::queue: return "queue";
    case hong_state::queue_to_read: return "queue_to_read";
    case hong_state::read: return "read";
    case hong_state::bottom_up: return "bottom_up";
    case hong_state::gpu: return "gpu";
  }
  return "?";
}

hong_thresholds hong_thresholds::from(const bfs_options& opt, index_t n) {
  hong_thresholds t;
  t.t2 = std::max(double(1 << 18), 0.01 * double(n));
  t.t1 = opt.knob("t1", t.t1);
  t.t2 = opt.knob("t2", t.t2);
  t.t3 = opt.knob("t3", t.t3);
  t.t4 = opt.knob("t4", t.t4);
  t.alpha = opt.knob("alpha", t.alpha);
  t.beta = opt.knob("beta", t.beta);
  t.bottom_up = opt.knob("bottom_up", 1) != 0;
  t.bu_alpha = opt.knob("bu_alpha", t.bu_alpha);
  t.bu_beta = opt.knob("bu_beta", t.bu_beta);
  t.bu_gamma = opt.knob("bu_gamma", t.bu_gamma);
  t.seq_edges = opt.knob("seq_edges", t.seq_edges);
  t.read_scan_min = opt.knob("read_scan_min", t.t2);
  t.fused = opt.knob("fused", 1) != 0;
  if (opt.knob("fig4", 0) != 0) {  // the hybrid exactly as Fig. 4 draws it
    t.bottom_up = false;
    t.seq_edges = std::numeric_limits<double>::infinity();
    t.read_sorted_queue = false;
    t.read_scan_min = -1;  // every Read level scans
  }
  if (t.alpha <= 0 || t.beta <= 0 || t.bu_alpha <= 0 || t.bu_beta <= 0)
    throw invalid_value("hong BFS: knobs alpha, beta, bu_alpha and bu_beta must be > 0");
  if (t.bu_gamma < 0) throw invalid_value("hong BFS: knob bu_gamma must be >= 0");
  return t;
}

hong_state hong_state_machine::leave_read(offset_t next) const {
  return double(next) > t_.t1 ? hong_state::queue : hong_state::seq;
}

hong_state hong_state_machine::advance(offset_t curr, offset_t next) {
  const double c = double(curr), x = double(next);
  switch (state_) {
    case hong_state::seq:
      if (x > t_.t1) state_ = hong_state::queue;
      break;
    case hong_state::queue:
      if (x > t_.t2) {
        state_ = hong_state::queue_to_read;
        read_by_growth_ = false;
      } else if (x > t_.t3 && x > t_.alpha * c) {
        state_ = hong_state::queue_to_read;
        read_by_growth_ = true;
      } else if (x <= t_.t1) {
        state_ = hong_state::seq;
      }
      break;
    case hong_state::queue_to_read:
      if (x > t_.t2) read_by_growth_ = false;
      state_ = hong_state::read;
      break;
    case hong_state::read:
      if (x > t_.t2) {
        read_by_growth_ = false;
      } else if (!read_by_growth_ || x <= t_.t3 || x < t_.beta * c) {
        state_ = leave_read(next);
      }
      break;
    case hong_state::bottom_up:  // not a machine state: the direction switch overrides levels
    case hong_state::gpu: break;  // Fig. 5: once on the GPU, never back
  }
  return state_;
}

}  // namespace graphblade
