// Memory of GPU programs at fixed addresses (replay compares addresses, so a
// launch's memory must have the same address in every execution):
//  - BlockSharedMemory: CUDA __shared__ and OpenCL __local variables (and
//    the __local buffers of kernel-only runs), one instance per (launch,
//    block); CUDA's dynamic shared memory (extern __shared__) is one more
//    instance per block, of the launch's size, that every extern __shared__
//    variable names. Their contents are uninitialized: reading one before a
//    write is an uninitialized read. Each instance is followed by a red zone,
//    so that an access past its end is found (outOfBounds) instead of
//    landing in the next instance.
//  - ArgumentMemory: the runtime's copy of a launch's argument block. Its
//    initial value is its contents (copied before any GPU thread runs).
// An address is fixed the first time its key is seen and kept for the whole
// check.
#pragma once

#include "runtime/gpu/Region.h"

#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace wmc::rt {

class BlockSharedMemory {
public:
  BlockSharedMemory() : region_(kRegionBytes) {}
  BlockSharedMemory(const BlockSharedMemory &) = delete;
  BlockSharedMemory &operator=(const BlockSharedMemory &) = delete;

  /// Names a variable for reports (`var` is its key: the module's global).
  void nameVariable(const void *var, std::string name, uint64_t elemSize);
  /// The instance of `var` (size bytes) for block `block` of launch
  /// `launch`; `where` names the block in reports ("b1"). Null if the
  /// region is exhausted.
  void *instance(uint32_t launch, uint32_t block, const void *var, uint64_t size,
                 const std::string &where);
  /// The dynamic shared memory (`size` bytes, from the launch) of block
  /// `block` of launch `launch`: one instance whatever `var` (an extern
  /// __shared__ variable, which names it in reports) asks for it.
  void *dynamicInstance(uint32_t launch, uint32_t block, const void *var, uint64_t size,
                        const std::string &where);
  bool contains(uintptr_t addr) const { return region_.contains(addr); }
  /// Is [addr, addr + size) inside one instance? (addr is in the region.)
  bool within(uintptr_t addr, uint64_t size) const;
  /// "out of bounds of tile@b1 (64 bytes) at offset 64" for an address in
  /// the region that within() rejected.
  std::string outOfBounds(uintptr_t addr) const;
  /// "tile[2]@b1" (element 2 of block 1's instance of tile).
  std::string describe(uintptr_t addr) const;
  /// Element size of the variable at addr (0 if unknown).
  uint64_t elementSize(uintptr_t addr) const;
  /// Clears the instances the execution used: the next one starts fresh.
  void resetForExecution();

  /// Bytes reserved for all instances together (docs/gpu.md, Limits).
  static constexpr uint64_t kRegionBytes = uint64_t(16) << 30;

private:
  struct Instance {
    uintptr_t addr;
    uint64_t size;
    const void *var; ///< the variable that names it
    std::string where;
    bool dynamic; ///< extern __shared__ memory
    bool used;    ///< touched in the current execution
  };
  struct Name {
    std::string name;
    uint64_t elemSize;
  };
  /// The instance at or before addr (its red zone included).
  const Instance *find(uintptr_t addr) const;
  void *instanceFor(std::tuple<uint32_t, uint32_t, const void *, uint64_t> key, const void *var,
                    uint64_t size, const std::string &where, bool dynamic);
  std::string name(const Instance &in, uint64_t offset) const;

  Region region_;
  std::vector<Instance> instances_; // by address (allocated in order)
  // (launch, block, variable or kDynamic, size) -> instance
  std::map<std::tuple<uint32_t, uint32_t, const void *, uint64_t>, size_t> index_;
  std::unordered_map<const void *, Name> names_;
  std::vector<size_t> usedNow_; // instances touched in this execution
};

class ArgumentMemory {
public:
  ArgumentMemory() : region_(uint64_t(1) << 30) {}
  /// The home of launch `launch`'s argument block with these `size` bytes,
  /// filled with them. The same launch with the same bytes gets the same
  /// address in every execution; other bytes get another address, so that
  /// a location's initial value never changes. Null when the region is full.
  void *place(uint32_t launch, const void *bytes, uint64_t size);
  bool contains(uintptr_t addr) const { return region_.contains(addr); }
  /// "arguments of launch 1+8".
  std::string describe(uintptr_t addr) const;

private:
  Region region_;
  std::map<std::pair<uint32_t, std::string>, void *> homes_;
  std::map<uintptr_t, uint32_t> launchAt_; // home -> launch
};

} // namespace wmc::rt
