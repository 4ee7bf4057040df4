#include "runtime/JobBoard.h"

#include <algorithm>
#include <sched.h>
#include <sys/mman.h>
#include <time.h>

namespace wmc::rt {

std::unique_ptr<JobBoard> JobBoard::create(uint32_t workers) {
  // Anonymous shared memory is zero-filled: nothing published, no stop.
  void *p =
      mmap(nullptr, sizeof(Shared), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED || workers > kMaxWorkers)
    return nullptr;
  return std::unique_ptr<JobBoard>(new JobBoard(static_cast<Shared *>(p), workers));
}

JobBoard::~JobBoard() { munmap(shared_, sizeof(Shared)); }

void JobBoard::lock() {
  // Held for a copy of one path: spin, yielding the core to the holder.
  while (shared_->lock.exchange(1, std::memory_order_acquire) != 0)
    sched_yield();
}

bool JobBoard::publish(const std::vector<uint32_t> &path, uint32_t check) {
  if (path.empty() || path.size() > kMaxPath)
    return false;
  lock();
  uint32_t queued = shared_->queued.load(std::memory_order_relaxed);
  bool room = queued < kQueue;
  if (room) {
    Slot &s = shared_->slots[(shared_->head + queued) % kQueue];
    s.check = check;
    s.length = static_cast<uint32_t>(path.size());
    std::copy(path.begin(), path.end(), s.path);
    shared_->queued.store(queued + 1, std::memory_order_relaxed);
  }
  unlock();
  return room;
}

bool JobBoard::pop(std::vector<uint32_t> &path, uint32_t &check) {
  uint32_t queued = shared_->queued.load(std::memory_order_relaxed);
  if (queued == 0)
    return false;
  const Slot &s = shared_->slots[shared_->head];
  path.assign(s.path, s.path + s.length);
  check = s.check;
  shared_->head = (shared_->head + 1) % kQueue;
  shared_->queued.store(queued - 1, std::memory_order_relaxed);
  return true;
}

bool JobBoard::take(std::vector<uint32_t> &path, uint32_t &check) {
  lock();
  if (pop(path, check)) {
    unlock();
    return true;
  }
  uint32_t idle = shared_->idle.load(std::memory_order_relaxed) + 1;
  shared_->idle.store(idle, std::memory_order_relaxed);
  if (idle == workers_)
    shared_->over.store(true, std::memory_order_relaxed);
  unlock();
  // Wait with a growing sleep (up to 1 ms): a donation takes one run of the
  // busy worker, and an idle worker should not take cycles from it.
  long sleepNs = 20'000;
  for (;;) {
    if (shared_->over.load(std::memory_order_relaxed) || stopRequested())
      return false;
    if (shared_->queued.load(std::memory_order_relaxed) > 0) {
      lock();
      bool got = pop(path, check);
      if (got)
        shared_->idle.store(shared_->idle.load(std::memory_order_relaxed) - 1,
                            std::memory_order_relaxed);
      unlock();
      if (got)
        return true;
    }
    timespec ts{0, sleepNs};
    nanosleep(&ts, nullptr);
    sleepNs = std::min(sleepNs * 2, 1'000'000L);
  }
}

} // namespace wmc::rt
