// Memory shared by the worker processes of --wmc-jobs (docs/scale.md): which
// subtrees of the split search tree are taken, and whether to stop. Created
// (MAP_SHARED) before the workers are forked; every worker enumerates the
// same subtrees in the same order, so a subtree is named by its ordinal.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>

namespace wmc::rt {

class JobBoard {
public:
  /// Exploration restarts (Session::run) each use fresh slots, up to this many.
  static constexpr uint32_t kGenerations = 4;
  /// Subtrees handed out dynamically per generation; later ones are divided
  /// statically (ordinal mod workers).
  static constexpr uint64_t kSlots = 1u << 18;

  /// nullptr if the shared memory cannot be mapped.
  static std::unique_ptr<JobBoard> create();
  ~JobBoard();
  JobBoard(const JobBoard &) = delete;
  JobBoard &operator=(const JobBoard &) = delete;

  /// Does `worker` (of `workers`) explore subtree `ordinal` of generation
  /// `gen`? True for exactly one worker: the first to ask.
  bool claim(uint32_t gen, uint64_t ordinal, uint32_t worker, uint32_t workers);
  /// A worker found an error and the exploration stops at the first one.
  void requestStop() { shared_->stop.store(true, std::memory_order_relaxed); }
  bool stopRequested() const { return shared_->stop.load(std::memory_order_relaxed); }

private:
  struct Shared {
    std::atomic<bool> stop;
    std::atomic<uint8_t> taken[kGenerations][kSlots];
  };
  static_assert(std::atomic<uint8_t>::is_always_lock_free && std::atomic<bool>::is_always_lock_free,
                "atomics shared between processes must be lock-free");
  explicit JobBoard(Shared *s) : shared_(s) {}
  Shared *shared_;
};

} // namespace wmc::rt
