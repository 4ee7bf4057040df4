#include "runtime/gpu/Region.h"

#include <sys/mman.h>

#include <algorithm>

namespace wmc::rt {
namespace {
constexpr uint64_t kAlign = 16;
constexpr uint64_t kChunk = uint64_t(1) << 20;
} // namespace

Region::~Region() {
  if (base_)
    munmap(base_, reserved_);
}

void *Region::allocate(uint64_t size) {
  if (!base_) {
    void *m =
        mmap(nullptr, reserved_, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED)
      return nullptr;
    base_ = static_cast<char *>(m);
  }
  uint64_t bytes = (std::max<uint64_t>(size, 1) + kAlign - 1) / kAlign * kAlign;
  if (bytes > reserved_ - used_)
    return nullptr;
  if (used_ + bytes > mapped_) {
    uint64_t want = std::min(reserved_, (used_ + bytes + kChunk - 1) / kChunk * kChunk);
    if (mprotect(base_ + mapped_, want - mapped_, PROT_READ | PROT_WRITE) != 0)
      return nullptr;
    mapped_ = want;
  }
  void *p = base_ + used_;
  used_ += bytes;
  return p;
}

} // namespace wmc::rt
