#include "runtime/JobBoard.h"

#include <sys/mman.h>

namespace wmc::rt {

std::unique_ptr<JobBoard> JobBoard::create() {
  // Anonymous shared memory is zero-filled: nothing taken, no stop.
  void *p = mmap(nullptr, sizeof(Shared), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return nullptr;
  return std::unique_ptr<JobBoard>(new JobBoard(static_cast<Shared *>(p)));
}

JobBoard::~JobBoard() { munmap(shared_, sizeof(Shared)); }

bool JobBoard::claim(uint32_t gen, uint64_t ordinal, uint32_t worker, uint32_t workers) {
  if (gen >= kGenerations || ordinal >= kSlots)
    return ordinal % workers == worker;
  return shared_->taken[gen][ordinal].exchange(1, std::memory_order_relaxed) == 0;
}

} // namespace wmc::rt
