// A reserved address range handed out by a bump pointer and never reused:
// the fixed homes of block-shared variable instances and of kernel argument
// blocks. The range is reserved on first use and made accessible in 1 MiB
// steps, so an unused region costs nothing.
#pragma once

#include <cstdint>

namespace wmc::rt {

class Region {
public:
  explicit Region(uint64_t bytes) : reserved_(bytes) {}
  ~Region();
  Region(const Region &) = delete;
  Region &operator=(const Region &) = delete;

  /// `size` fresh bytes aligned to 16, zeroed; null when the region is full.
  void *allocate(uint64_t size);
  bool contains(uintptr_t addr) const {
    return base_ && addr >= reinterpret_cast<uintptr_t>(base_) &&
           addr < reinterpret_cast<uintptr_t>(base_) + used_;
  }
  uint64_t reserved() const { return reserved_; }

private:
  uint64_t reserved_;
  char *base_ = nullptr;
  uint64_t used_ = 0, mapped_ = 0;
};

} // namespace wmc::rt
