#include "runtime/gpu/BlockShared.h"

#include <algorithm>
#include <cstring>

namespace wmc::rt {

void BlockSharedMemory::nameVariable(const void *var, std::string name, uint64_t elemSize) {
  names_[var] = Name{std::move(name), elemSize};
}

namespace {
// The key of dynamic shared memory in the instance index: not a variable.
const char kDynamic = 0;

// Unused bytes after an instance, as after a heap block: its size rounded up
// to 16, at least 16, at most 1 MiB.
uint64_t redZone(uint64_t size) {
  return std::clamp<uint64_t>((size + 15) / 16 * 16, 16, uint64_t(1) << 20);
}
} // namespace

void *BlockSharedMemory::instanceFor(std::tuple<uint32_t, uint32_t, const void *, uint64_t> key,
                                     const void *var, uint64_t size, const std::string &where,
                                     bool dynamic) {
  auto [it, fresh] = index_.try_emplace(key, instances_.size());
  if (fresh) {
    void *p = region_.allocate(size + redZone(size));
    if (!p) {
      index_.erase(it);
      return nullptr;
    }
    instances_.push_back(
        Instance{reinterpret_cast<uintptr_t>(p), size, var, where, dynamic, false});
  }
  Instance &in = instances_[it->second];
  if (!in.used) {
    in.used = true;
    usedNow_.push_back(it->second);
  }
  return reinterpret_cast<void *>(in.addr);
}

void *BlockSharedMemory::instance(uint32_t launch, uint32_t block, const void *var, uint64_t size,
                                  const std::string &where) {
  return instanceFor({launch, block, var, size}, var, size, where, /*dynamic=*/false);
}

void *BlockSharedMemory::dynamicInstance(uint32_t launch, uint32_t block, const void *var,
                                         uint64_t size, const std::string &where) {
  return instanceFor({launch, block, &kDynamic, size}, var, size, where, /*dynamic=*/true);
}

const BlockSharedMemory::Instance *BlockSharedMemory::find(uintptr_t addr) const {
  if (!contains(addr))
    return nullptr;
  auto it = std::upper_bound(instances_.begin(), instances_.end(), addr,
                             [](uintptr_t a, const Instance &in) { return a < in.addr; });
  return it == instances_.begin() ? nullptr : &*std::prev(it);
}

bool BlockSharedMemory::within(uintptr_t addr, uint64_t size) const {
  const Instance *in = find(addr);
  return in && addr + size <= in->addr + in->size;
}

std::string BlockSharedMemory::name(const Instance &in, uint64_t offset) const {
  auto n = names_.find(in.var);
  std::string name = n != names_.end() ? n->second.name : "shared";
  uint64_t elem = n != names_.end() ? n->second.elemSize : 0;
  if (elem && (elem != in.size || in.dynamic) && offset % elem == 0)
    name += "[" + std::to_string(offset / elem) + "]";
  else if (offset)
    name += "+" + std::to_string(offset);
  return name + "@" + in.where;
}

std::string BlockSharedMemory::describe(uintptr_t addr) const {
  const Instance *in = find(addr);
  if (!in || addr >= in->addr + std::max<uint64_t>(in->size, 1))
    return "block-shared memory";
  return name(*in, addr - in->addr);
}

std::string BlockSharedMemory::outOfBounds(uintptr_t addr) const {
  const Instance *in = find(addr);
  if (!in)
    return "outside every block-shared variable";
  auto n = names_.find(in->var);
  std::string what = (n != names_.end() ? n->second.name : "shared") + "@" + in->where + " (" +
                     std::to_string(in->size) + " bytes" +
                     (in->dynamic ? " of dynamic shared memory" : "") + ")";
  return "out of bounds of " + what + " at offset " + std::to_string(addr - in->addr);
}

uint64_t BlockSharedMemory::elementSize(uintptr_t addr) const {
  const Instance *in = find(addr);
  if (!in || addr >= in->addr + std::max<uint64_t>(in->size, 1))
    return 0;
  auto n = names_.find(in->var);
  return n != names_.end() ? n->second.elemSize : 0;
}

void BlockSharedMemory::resetForExecution() {
  for (size_t i : usedNow_) {
    Instance &in = instances_[i];
    std::memset(reinterpret_cast<void *>(in.addr), 0, in.size);
    in.used = false;
  }
  usedNow_.clear();
}

void *ArgumentMemory::place(uint32_t launch, const void *bytes, uint64_t size) {
  std::string content(static_cast<const char *>(bytes), size);
  auto [it, fresh] = homes_.try_emplace({launch, std::move(content)}, nullptr);
  if (fresh) {
    it->second = region_.allocate(size);
    if (!it->second) {
      homes_.erase(it);
      return nullptr;
    }
    launchAt_[reinterpret_cast<uintptr_t>(it->second)] = launch;
  }
  std::memcpy(it->second, bytes, size); // the kernels may have changed it last time
  return it->second;
}

std::string ArgumentMemory::describe(uintptr_t addr) const {
  auto it = launchAt_.upper_bound(addr);
  if (it == launchAt_.begin())
    return "kernel arguments";
  --it;
  std::string s = "arguments of launch " + std::to_string(it->second);
  return addr == it->first ? s : s + "+" + std::to_string(addr - it->first);
}

} // namespace wmc::rt
