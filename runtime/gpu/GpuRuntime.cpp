#include "runtime/gpu/GpuRuntime.h"

#include "runtime/gpu/Dims.h"

#include <cstring>

namespace wmc::rt {

void GpuRuntime::resetForExecution() {
  launchesNow_.clear();
  outstanding_.clear();
  kept_.clear();
  groupBarriers_.clear();
  annotatedGroups_ = {};
  streams_.resetForExecution();
}

uint32_t GpuRuntime::nextLaunch(ThreadId host) {
  uint32_t ordinal = launchesNow_[host]++;
  auto [it, fresh] = launchIds_.try_emplace({host, ordinal}, 0);
  if (fresh)
    it->second = static_cast<uint32_t>(launchIds_.size());
  return it->second;
}

const GpuRuntime::Block &GpuRuntime::block(uint32_t launch, uint32_t block,
                                           const wmc_dim3 &blockIdx, const wmc_dim3 &grid) {
  auto [it, fresh] = blocks_.try_emplace({launch, block});
  if (fresh) {
    std::string label =
        gpu::coordLabel('b', {blockIdx.x, blockIdx.y, blockIdx.z}, {grid.x, grid.y, grid.z});
    it->second.where = launch == 1 ? label : label + " of launch " + std::to_string(launch);
  }
  return it->second;
}

void *GpuRuntime::keep(const void *arg, uint64_t size) {
  kept_.push_back(std::make_unique<unsigned char[]>(size ? size : 1)); // zeroed
  if (size && arg)
    std::memcpy(kept_.back().get(), arg, size);
  return kept_.back().get();
}

bool GpuRuntime::takeOutstanding(ThreadId host, bool all, ThreadId &t) {
  for (auto &[h, work] : outstanding_) {
    if ((all || h == host) && !work.empty()) {
      t = work.front().thread;
      work.pop_front();
      return true;
    }
  }
  return false;
}

void GpuRuntime::registerKernels(const wmc_kernel *table, uint64_t count) {
  for (uint64_t i = 0; i < count; ++i)
    kernels_.push_back(&table[i]);
}

} // namespace wmc::rt
