// <wmc/gpu.h>'s functions for code compiled without the plugin (the plugin
// renames these calls to the __wmc_ functions with a source site).
#include "abi.h"
#include "include/wmc/gpu.h"

// gpu.h repeats these numbers: keep them in sync.
static_assert(int(WMC_RELAXED) == WMC_ORDER_RELAXED && int(WMC_ACQUIRE) == WMC_ORDER_ACQUIRE &&
              int(WMC_RELEASE) == WMC_ORDER_RELEASE && int(WMC_ACQ_REL) == WMC_ORDER_ACQ_REL &&
              int(WMC_SEQ_CST) == WMC_ORDER_SEQ_CST);
static_assert(WMC_ORDER_SCOPE(0, WMC_SCOPE_BLOCK) == (WMC_SCOPE_BLOCK << WMC_SCOPE_SHIFT));
static_assert(int(WMC__RMW_XCHG) == WMC_RMW_XCHG && int(WMC__RMW_ADD) == WMC_RMW_ADD &&
              int(WMC__RMW_SUB) == WMC_RMW_SUB && int(WMC__RMW_AND) == WMC_RMW_AND &&
              int(WMC__RMW_OR) == WMC_RMW_OR && int(WMC__RMW_XOR) == WMC_RMW_XOR &&
              int(WMC__RMW_MAX) == WMC_RMW_MAX && int(WMC__RMW_MIN) == WMC_RMW_MIN &&
              int(WMC__RMW_UMAX) == WMC_RMW_UMAX && int(WMC__RMW_UMIN) == WMC_RMW_UMIN &&
              int(WMC__RMW_FADD) == WMC_RMW_FADD && int(WMC__RMW_FSUB) == WMC_RMW_FSUB &&
              int(WMC__RMW_FMAX) == WMC_RMW_FMAX && int(WMC__RMW_FMIN) == WMC_RMW_FMIN);

extern "C" {

uint64_t wmc_scoped_load(const void *addr, uint32_t size, uint32_t order) {
  return __wmc_load(addr, size, order, nullptr);
}
void wmc_scoped_store(void *addr, uint64_t value, uint32_t size, uint32_t order) {
  __wmc_store(addr, value, size, order, nullptr);
}
uint64_t wmc_scoped_rmw(void *addr, uint64_t operand, uint32_t size, uint32_t op, uint32_t order) {
  return __wmc_rmw(addr, operand, size, op, order, nullptr);
}
uint64_t wmc_scoped_cmpxchg(void *addr, uint64_t expected, uint64_t desired, uint32_t size,
                            uint32_t success, uint32_t failure, uint32_t weak) {
  return __wmc_cmpxchg(addr, expected, desired, size, success, failure, weak, nullptr);
}
void wmc_scoped_fence(uint32_t order) { __wmc_fence(order, nullptr); }
void(wmc_gpu_launch)(wmc_dim3 grid, wmc_dim3 block, void (*fn)(void *), const void *arg,
                     uint64_t arg_size) {
  __wmc_gpu_launch(grid, block, fn, arg, arg_size, nullptr);
}
void wmc_gpu_synchronize(void) { __wmc_gpu_synchronize(nullptr); }
void wmc_gpu_barrier(void) { __wmc_gpu_barrier(nullptr); }
void wmc_gpu_tile_barrier(uint32_t tile_size) { __wmc_gpu_tile_barrier(tile_size, nullptr); }

} // extern "C"
