#include "runtime/gpu/BlockShared.h"

#include <algorithm>
#include <cstring>

namespace wmc::rt {

void BlockSharedMemory::nameVariable(const void *var, std::string name, uint64_t elemSize) {
  names_[var] = Name{std::move(name), elemSize};
}

void *BlockSharedMemory::instance(uint32_t launch, uint32_t block, const void *var, uint64_t size,
                                  const std::string &where) {
  auto [it, fresh] = index_.try_emplace({launch, block, var}, instances_.size());
  if (fresh) {
    void *p = region_.allocate(size);
    if (!p) {
      index_.erase(it);
      return nullptr;
    }
    instances_.push_back(Instance{reinterpret_cast<uintptr_t>(p), size, var, where, false});
  }
  Instance &in = instances_[it->second];
  if (!in.used) {
    in.used = true;
    usedNow_.push_back(it->second);
  }
  return reinterpret_cast<void *>(in.addr);
}

const BlockSharedMemory::Instance *BlockSharedMemory::find(uintptr_t addr) const {
  if (!contains(addr))
    return nullptr;
  auto it = std::upper_bound(instances_.begin(), instances_.end(), addr,
                             [](uintptr_t a, const Instance &in) { return a < in.addr; });
  if (it == instances_.begin())
    return nullptr;
  --it;
  return addr < it->addr + std::max<uint64_t>(it->size, 1) ? &*it : nullptr;
}

std::string BlockSharedMemory::describe(uintptr_t addr) const {
  const Instance *in = find(addr);
  if (!in)
    return "block-shared memory";
  auto n = names_.find(in->var);
  std::string name = n != names_.end() ? n->second.name : "shared";
  uint64_t elem = n != names_.end() ? n->second.elemSize : 0;
  uint64_t off = addr - in->addr;
  if (elem && elem != in->size && off % elem == 0)
    name += "[" + std::to_string(off / elem) + "]";
  else if (off)
    name += "+" + std::to_string(off);
  return name + "@" + in->where;
}

uint64_t BlockSharedMemory::elementSize(uintptr_t addr) const {
  const Instance *in = find(addr);
  if (!in)
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
