// Memory shared by the worker processes of --wmc-jobs (docs/scale.md): the
// subtrees busy workers gave away (by their paths, Explorer::donate), how
// many workers wait for work, whether to stop, and each worker's counts
// (for the parent's progress line). Created (MAP_SHARED) before the workers
// are forked.
//
// Termination: a worker that finds nothing published counts itself idle;
// when every worker is idle and nothing is published, no worker can give
// work any more (only busy workers give), and the exploration is over.
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <vector>

namespace wmc::rt {

class JobBoard {
public:
  /// Paths published and not yet taken, at most.
  static constexpr uint32_t kQueue = 64;
  /// Longer paths are not given away (their subtrees are deep and small).
  static constexpr uint32_t kMaxPath = 2048;
  static constexpr uint32_t kMaxWorkers = 1024;

  /// What a worker did (written by it, read by the parent).
  struct WorkerCounts {
    std::atomic<uint64_t> executions; ///< counted: complete + blocked + erroneous
    std::atomic<uint64_t> complete;
    std::atomic<uint64_t> blocked;
    std::atomic<uint64_t> subtrees; ///< subtrees taken from the board
    std::atomic<uint64_t> replayed; ///< runs on the way to them (not counted)
    std::atomic<uint64_t> given;    ///< subtrees given away
  };

  /// For `workers` workers; nullptr if the shared memory cannot be mapped.
  static std::unique_ptr<JobBoard> create(uint32_t workers);
  ~JobBoard();
  JobBoard(const JobBoard &) = delete;
  JobBoard &operator=(const JobBoard &) = delete;

  /// Does some idle worker wait for more than what is published? Cheap: a
  /// busy worker asks after every run.
  bool wanted() const {
    return shared_->idle.load(std::memory_order_relaxed) >
           shared_->queued.load(std::memory_order_relaxed);
  }
  /// Publishes a subtree (its path and the giver's check of its item);
  /// false if the board is full or the path too long.
  bool publish(const std::vector<uint32_t> &path, uint32_t check);
  /// A worker with no work: waits until it takes a published subtree (true,
  /// `path` and `check` set) or the exploration is over or stopped (false).
  bool take(std::vector<uint32_t> &path, uint32_t &check);
  /// A worker found an error and the exploration stops at the first one.
  void requestStop() { shared_->stop.store(true, std::memory_order_relaxed); }
  bool stopRequested() const { return shared_->stop.load(std::memory_order_relaxed); }
  WorkerCounts &counts(uint32_t worker) { return shared_->counts[worker]; }
  uint32_t workers() const { return workers_; }

private:
  struct Slot {
    uint32_t check;
    uint32_t length;
    uint32_t path[kMaxPath];
  };
  struct Shared {
    std::atomic<bool> stop;
    std::atomic<bool> over; ///< every worker idle, nothing published
    std::atomic<uint32_t> lock;
    std::atomic<uint32_t> idle;   ///< workers waiting in take()
    std::atomic<uint32_t> queued; ///< published, not taken (written under lock)
    uint32_t head;                ///< next slot to take (under lock)
    Slot slots[kQueue];
    WorkerCounts counts[kMaxWorkers];
  };
  static_assert(std::atomic<uint64_t>::is_always_lock_free &&
                    std::atomic<uint32_t>::is_always_lock_free &&
                    std::atomic<bool>::is_always_lock_free,
                "atomics shared between processes must be lock-free");
  JobBoard(Shared *s, uint32_t workers) : shared_(s), workers_(workers) {}
  void lock();
  void unlock() { shared_->lock.store(0, std::memory_order_release); }
  /// Under the lock: takes the oldest published path, if any.
  bool pop(std::vector<uint32_t> &path, uint32_t &check);
  Shared *shared_;
  uint32_t workers_;
};

} // namespace wmc::rt
