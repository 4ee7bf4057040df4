// The test's memory as wmc sees it: registered globals (restored before every
// execution), per-thread heap arenas at fixed addresses (so a thread's
// allocations get the same addresses in every execution), block-shared memory
// of GPU programs, initial values of locations, and readable names of
// addresses for reports.
#pragma once

#include "abi.h"
#include "runtime/gpu/BlockShared.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace wmc::rt {

class Memory {
public:
  Memory();
  ~Memory();
  Memory(const Memory &) = delete;
  Memory &operator=(const Memory &) = delete;

  void registerGlobals(const wmc_global *table, uint64_t count);
  /// A heap block allocated by start-up code before the exploration: its
  /// contents are restored before every execution, like a global's.
  void registerStartupBlock(void *addr, uint64_t size, const wmc_site *site);
  /// Is p the start of a heap block: a block of the arenas or a start-up block?
  bool isHeapBlock(const void *p) const { return inArena(p) || findStartupBlock(p); }
  /// Copies every registered global (once, before the first execution).
  void snapshotGlobals();
  /// Restores globals and empties the heap: the state before an execution.
  void resetForExecution();

  /// A heap block of `thread`'s arena; `site` (the malloc/new call) names it.
  void *allocate(uint32_t thread, size_t size, size_t align, bool zeroed,
                 const wmc_site *site = nullptr);
  /// A heap block of `thread`'s arena that starts as a copy of the `size`
  /// bytes at `image` (a thread_local variable's initial image, copied the
  /// first time it is used): its bytes and its initial values in the graph.
  /// `name` names it in reports.
  void *allocateCopy(uint32_t thread, const void *image, size_t size, size_t align,
                     std::string name);
  /// Marks a heap block freed; returns false if p is not a live heap block.
  bool release(void *p);
  /// Is p inside the test's heap arenas?
  bool inArena(const void *p) const {
    auto *c = static_cast<const char *>(p);
    return c >= arenaBase_ && c < arenaBase_ + arenaBytes();
  }
  static size_t arenaBytes();
  /// Size of the live heap block starting at p (0 if none).
  size_t blockSize(const void *p) const;

  /// Initial value of `size` bytes at addr; `uninitialized` for malloc memory.
  uint64_t initialValue(uintptr_t addr, unsigned size, bool &uninitialized) const;
  /// Element size of the global array, block-shared variable or named heap
  /// block containing addr (0 if none or unknown).
  uint64_t elementSize(uintptr_t addr) const;
  /// Instances of CUDA __shared__ / OpenCL __local variables.
  BlockSharedMemory &blockShared() { return shared_; }
  const BlockSharedMemory &blockShared() const { return shared_; }
  /// Copies of kernel launch arguments.
  ArgumentMemory &arguments() { return args_; }
  /// Gives the heap block at p a name for reports (e.g. a kernel argument's
  /// buffer in a kernel-only run).
  void nameBlock(const void *p, std::string name, uint64_t elemSize);
  /// Marks the heap block at p as CUDA device memory (cudaMalloc, or
  /// cudaMallocManaged when managed), which a device-to-device cudaMemcpy
  /// may copy and on which cudaMemset is asynchronous unless managed.
  void markDevice(const void *p, bool managed = false);
  /// Is addr inside a heap block marked as device memory, live or freed (a
  /// copy from a freed one is then reported as a use after free)? A block
  /// of an earlier execution counts, as in withinBlock.
  bool isDeviceMemory(const void *addr) const;
  /// Is addr device memory from cudaMallocManaged (as isDeviceMemory)?
  bool isManagedMemory(const void *addr) const;
  /// Is addr inside a freed heap block? (use after free)
  bool isFreed(uintptr_t addr) const;
  /// Is [addr, addr+size) inside one heap block (live or freed) allocated in
  /// this or an earlier execution? Earlier ones count because replay is
  /// thread-local: a thread may replay the read of a pointer to a block
  /// before the allocating thread replayed its malloc.
  bool withinBlock(uintptr_t addr, uint64_t size) const;
  /// Why an access at addr, in the heap arenas, is not within a block: "out
  /// of bounds of heap#2(T0) (16 bytes) at offset 16", naming the block
  /// before it (or after it).
  std::string outOfBounds(uintptr_t addr, const std::vector<std::string> &threadNames) const;
  /// "x", "flag[1]", "buf[3].next", "malloc@q.c:12+16 (.next)", ...: the
  /// object at addr, and the struct field an access selects if known.
  std::string describe(uintptr_t addr, const std::vector<std::string> &threadNames,
                       const wmc_field *field = nullptr) const;
  /// The name of the registered global variable containing addr ("" if
  /// none, or a heap block allocated by start-up code).
  std::string globalName(uintptr_t addr) const;

private:
  // describe() without the trailing field; fieldShown: the name has it.
  std::string describeObject(uintptr_t addr, const std::vector<std::string> &threadNames,
                             const wmc_field *field, bool &fieldShown) const;
  struct Global {
    uintptr_t addr;
    uint64_t size;
    std::string name;
    uint64_t elemSize;
    std::vector<unsigned char> snapshot;
    bool startupBlock = false; ///< a heap block allocated before main
    bool freed = false;        ///< startupBlock: freed in this execution
  };
  /// The start-up block that starts at p, if any.
  const Global *findStartupBlock(const void *p) const;
  struct Block {
    size_t size;
    uint32_t thread;
    uint32_t ordinal;
    bool zeroed;
    bool freed;
    std::string name;  ///< empty: named by its allocation site (see blockName)
    uint64_t elemSize; ///< with a name: element size for "name[i]" (0: "name+off")
    const wmc_site *site = nullptr; ///< the allocating call
    uint32_t siteOrdinal = 0;       ///< blocks `thread` allocated at `site` before this one
    const std::vector<unsigned char> *image = nullptr; ///< initial bytes (allocateCopy)
    bool device = false;  ///< CUDA device memory (markDevice)
    bool managed = false; ///< ... from cudaMallocManaged
  };
  const Global *findGlobal(uintptr_t addr) const;
  const std::pair<const uintptr_t, Block> *findBlock(uintptr_t addr) const;
  /// The device block (live, freed, or of an earlier execution) holding addr.
  const Block *deviceBlock(const void *addr) const;
  /// The block of `blocks` that contains addr, if any.
  static const std::pair<const uintptr_t, Block> *
  findIn(const std::map<uintptr_t, Block> &blocks, uintptr_t addr);
  /// "malloc@queue.c:12", "new@q.cc:8#2(T0.1)" (the second block T0.1
  /// allocated there), "heap#2(T0.1)" without a site, or the block's name.
  static std::string blockName(const Block &b, const std::vector<std::string> &threadNames);

  std::vector<Global> globals_;
  bool snapshotted_ = false;
  char *arenaBase_ = nullptr;
  std::vector<size_t> arenaUsed_;      // bytes used per thread arena in this execution
  std::vector<size_t> arenaMapped_;    // bytes made accessible per arena
  std::vector<uint32_t> blockCount_;   // allocations per thread in this execution
  std::map<std::pair<uint32_t, const wmc_site *>, uint32_t> siteCount_; // per (thread, site)
  std::map<uintptr_t, Block> blocks_;  // live and freed blocks of this execution
  std::map<uintptr_t, Block> everBlocks_; // the largest block seen at each address, in any execution
  std::map<const void *, std::vector<unsigned char>> images_; // allocateCopy's images, for the run
  BlockSharedMemory shared_;
  ArgumentMemory args_;
};

} // namespace wmc::rt
