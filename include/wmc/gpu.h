/* <wmc/gpu.h>: scoped litmus tests in plain C or C++, without a GPU dialect.
 *
 * A kernel is a function `void k(void *arg)`. wmc_gpu_launch runs it in a grid
 * of blocks of GPU threads (fibers of the wmc runtime); every thread has a
 * block, and scopes are decided by it: WMC_SCOPE_BLOCK includes the threads of
 * the same block, WMC_SCOPE_DEVICE every GPU thread, WMC_SCOPE_SYSTEM
 * everything. Launches are asynchronous; wmc_gpu_synchronize (and the end of
 * main) waits for the GPU threads. Plain accesses are non-atomic.
 *
 *   #include <wmc/gpu.h>
 *   #include <wmc/wmc.h>
 *   int x, flag;
 *   static void k(void *arg) {
 *     if (wmc_block_idx() == 0) {
 *       x = 1;
 *       wmc_atomic_store(&flag, 1, WMC_RELEASE, WMC_SCOPE_DEVICE);
 *     } else if (wmc_atomic_load(&flag, WMC_ACQUIRE, WMC_SCOPE_DEVICE) == 1) {
 *       wmc_assert(x == 1);
 *     }
 *   }
 *   int main(void) { wmc_gpu_launch(2, 1, k, 0); wmc_gpu_synchronize(); return 0; }
 *
 * Compile with the wmc plugin: it turns the wmc_scoped_* and wmc_gpu_*
 * functions into runtime calls that carry the source line. See docs/gpu.md.
 *
 * The atomics are macros over the wmc_scoped_* functions and work on
 * (non-_Atomic) integer, pointer, float and double objects of 1, 2, 4 or 8
 * bytes; the fetch_add/sub/min/max forms take integer or floating types.
 * They are for clang, in C and C++ (GNU statement expressions, _Generic,
 * __builtin_bit_cast). Do not include this header together with the
 * runtime's internal abi.h in one file, except as runtime/gpu/UserApi.cpp
 * does (abi.h first).
 */
#ifndef WMC_GPU_H
#define WMC_GPU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifndef WMC_RUNTIME_ABI_H /* abi.h defines the same names with the same values */
typedef struct wmc_dim3 {
  uint32_t x, y, z;
} wmc_dim3;

/* Memory scopes (the `scope` arguments). */
enum { WMC_SCOPE_SYSTEM = 0, WMC_SCOPE_DEVICE = 1, WMC_SCOPE_BLOCK = 2 };
#endif

/* Memory orders (the `order` arguments). */
enum { WMC_RELAXED = 1, WMC_ACQUIRE = 2, WMC_RELEASE = 3, WMC_ACQ_REL = 4, WMC_SEQ_CST = 5 };

/* ---- the functions the plugin rewrites ------------------------------------
 * `order` packs a memory order and a scope: order | scope << 4 (see
 * WMC_ORDER_SCOPE). Values travel as the object's bytes, zero-extended to 64
 * bits. rmw `op` is one of the WMC__RMW_* values below. */
uint64_t wmc_scoped_load(const void *addr, uint32_t size, uint32_t order);
void wmc_scoped_store(void *addr, uint64_t value, uint32_t size, uint32_t order);
uint64_t wmc_scoped_rmw(void *addr, uint64_t operand, uint32_t size, uint32_t op, uint32_t order);
/* Returns the old value; the exchange happened iff it equals `expected`. */
uint64_t wmc_scoped_cmpxchg(void *addr, uint64_t expected, uint64_t desired, uint32_t size,
                            uint32_t success, uint32_t failure, uint32_t weak);
void wmc_scoped_fence(uint32_t order);
/* Runs grid x block GPU threads of fn. With arg_size > 0, each thread gets a
 * pointer to a copy of the arg_size bytes at arg; with 0, arg itself. The
 * parentheses keep the wmc_gpu_launch macro below from expanding. */
void(wmc_gpu_launch)(wmc_dim3 grid, wmc_dim3 block, void (*fn)(void *), const void *arg,
                     uint64_t arg_size);
/* Waits until every GPU thread this thread launched has finished. */
void wmc_gpu_synchronize(void);
/* Block-wide barrier (like __syncthreads): every thread of the block must reach
 * the same barrier. */
void wmc_gpu_barrier(void);
/* A barrier of the calling thread's tile: the block's threads in linear
 * order, split into tiles of `tile_size` (the last may be smaller); only the
 * threads of one tile wait for each other (CUDA cooperative groups'
 * thread_block_tile::sync). */
void wmc_gpu_tile_barrier(uint32_t tile_size);

/* The runtime's coordinate queries (not events). Outside a GPU thread:
 * index 0 of a 1x1x1 grid. */
wmc_dim3 __wmc_gpu_thread_idx(void);
wmc_dim3 __wmc_gpu_block_idx(void);
wmc_dim3 __wmc_gpu_block_dim(void);
wmc_dim3 __wmc_gpu_grid_dim(void);

#define WMC__INLINE static inline __attribute__((always_inline, unused))

/* ---- launches ------------------------------------------------------------ */

WMC__INLINE wmc_dim3 wmc_dim3_of(uint32_t x, uint32_t y, uint32_t z) {
  wmc_dim3 d;
  d.x = x;
  d.y = y;
  d.z = z;
  return d;
}
/* 1-D: `blocks` blocks of `threads` threads each; every thread runs fn(arg). */
WMC__INLINE void wmc_gpu_launch_1d(uint32_t blocks, uint32_t threads, void (*fn)(void *),
                                   void *arg) {
  (wmc_gpu_launch)(wmc_dim3_of(blocks, 1, 1), wmc_dim3_of(threads, 1, 1), fn, arg, 0);
}
/* 3-D: grid and block shapes; every thread runs fn(arg). */
WMC__INLINE void wmc_gpu_launch_3d(wmc_dim3 grid, wmc_dim3 block, void (*fn)(void *), void *arg) {
  (wmc_gpu_launch)(grid, block, fn, arg, 0);
}
/* wmc_gpu_launch(blocks, threads, fn, arg) is the 1-D launch;
 * wmc_gpu_launch(grid, block, fn, arg, arg_size) the function above. */
#define WMC__PICK6(a, b, c, d, e, f, ...) f
#define wmc_gpu_launch(...)                                                                    \
  WMC__PICK6(__VA_ARGS__, (wmc_gpu_launch), wmc_gpu_launch_1d, ~)(__VA_ARGS__)

/* ---- coordinates ----------------------------------------------------------- */

WMC__INLINE uint32_t wmc_thread_idx(void) { return __wmc_gpu_thread_idx().x; }
WMC__INLINE uint32_t wmc_block_idx(void) { return __wmc_gpu_block_idx().x; }
WMC__INLINE uint32_t wmc_block_dim(void) { return __wmc_gpu_block_dim().x; }
WMC__INLINE uint32_t wmc_grid_dim(void) { return __wmc_gpu_grid_dim().x; }
WMC__INLINE wmc_dim3 wmc_thread_idx3(void) { return __wmc_gpu_thread_idx(); }
WMC__INLINE wmc_dim3 wmc_block_idx3(void) { return __wmc_gpu_block_idx(); }
WMC__INLINE wmc_dim3 wmc_block_dim3(void) { return __wmc_gpu_block_dim(); }
WMC__INLINE wmc_dim3 wmc_grid_dim3(void) { return __wmc_gpu_grid_dim(); }
/* Block-wide barrier. */
WMC__INLINE void wmc_barrier(void) { wmc_gpu_barrier(); }

/* ---- scoped atomics -------------------------------------------------------- */

#define WMC_ORDER_SCOPE(order, scope) ((uint32_t)(order) | ((uint32_t)(scope) << 4))

/* Read-modify-write operations (runtime/abi.h, enum wmc_rmw_op). */
enum {
  WMC__RMW_XCHG = 0, WMC__RMW_ADD = 1, WMC__RMW_SUB = 2, WMC__RMW_AND = 3, WMC__RMW_OR = 5,
  WMC__RMW_XOR = 6, WMC__RMW_MAX = 7, WMC__RMW_MIN = 8, WMC__RMW_UMAX = 9, WMC__RMW_UMIN = 10,
  WMC__RMW_FADD = 11, WMC__RMW_FSUB = 12, WMC__RMW_FMAX = 13, WMC__RMW_FMIN = 14
};

/* The unqualified type of *ptr. */
#ifdef __cplusplus
#define WMC__T(ptr) __remove_cvref(decltype(*(ptr)))
#else
#define WMC__T(ptr) __typeof_unqual__(*(ptr))
#endif
#define WMC__IS_FP(ptr) __extension__ _Generic(*(ptr), float: 1, double: 1, default: 0)
#define WMC__IS_SIGNED(ptr) ((WMC__T(ptr))-1 < (WMC__T(ptr))0)
#define WMC__MASK(ptr) (~(uint64_t)0 >> (64 - 8 * sizeof(*(ptr))))
/* Value <-> bits without going through memory for integers and pointers
 * (memory would keep the temporaries from becoming SSA values, and an await
 * loop would no longer look like one). */
#define WMC__BITS(ptr, v)                                                                       \
  __extension__({                                                                               \
    WMC__T(ptr) wmc__x = (v);                                                                   \
    __extension__ _Generic(wmc__x,                                                              \
        float: (uint64_t)__builtin_bit_cast(uint32_t,                                           \
                                            _Generic(wmc__x, float: wmc__x, default: 0.0f)),    \
        double: __builtin_bit_cast(uint64_t, _Generic(wmc__x, double: wmc__x, default: 0.0)),   \
        default: (uint64_t)(wmc__x) & WMC__MASK(ptr));                                          \
  })
#define WMC__FROM_BITS(ptr, b)                                                                  \
  __extension__ _Generic(*(ptr),                                                                \
      float: __builtin_bit_cast(float, (uint32_t)(b)),                                         \
      double: __builtin_bit_cast(double, (uint64_t)(b)),                                       \
      default: (WMC__T(ptr))(b))

#define wmc_atomic_load(ptr, order, scope)                                                      \
  WMC__FROM_BITS(ptr, wmc_scoped_load((const void *)(ptr), sizeof(*(ptr)),                      \
                                      WMC_ORDER_SCOPE(order, scope)))
#define wmc_atomic_store(ptr, v, order, scope)                                                  \
  wmc_scoped_store((void *)(ptr), WMC__BITS(ptr, v), sizeof(*(ptr)), WMC_ORDER_SCOPE(order, scope))
#define WMC__RMW(ptr, v, op, order, scope)                                                      \
  WMC__FROM_BITS(ptr, wmc_scoped_rmw((void *)(ptr), WMC__BITS(ptr, v), sizeof(*(ptr)), (op),    \
                                     WMC_ORDER_SCOPE(order, scope)))
#define wmc_atomic_exchange(ptr, v, order, scope) WMC__RMW(ptr, v, WMC__RMW_XCHG, order, scope)
#define wmc_atomic_fetch_add(ptr, v, order, scope)                                              \
  WMC__RMW(ptr, v, WMC__IS_FP(ptr) ? WMC__RMW_FADD : WMC__RMW_ADD, order, scope)
#define wmc_atomic_fetch_sub(ptr, v, order, scope)                                              \
  WMC__RMW(ptr, v, WMC__IS_FP(ptr) ? WMC__RMW_FSUB : WMC__RMW_SUB, order, scope)
#define wmc_atomic_fetch_and(ptr, v, order, scope) WMC__RMW(ptr, v, WMC__RMW_AND, order, scope)
#define wmc_atomic_fetch_or(ptr, v, order, scope) WMC__RMW(ptr, v, WMC__RMW_OR, order, scope)
#define wmc_atomic_fetch_xor(ptr, v, order, scope) WMC__RMW(ptr, v, WMC__RMW_XOR, order, scope)
#define wmc_atomic_fetch_min(ptr, v, order, scope)                                              \
  WMC__RMW(ptr, v,                                                                              \
           WMC__IS_FP(ptr) ? WMC__RMW_FMIN : WMC__IS_SIGNED(ptr) ? WMC__RMW_MIN : WMC__RMW_UMIN, \
           order, scope)
#define wmc_atomic_fetch_max(ptr, v, order, scope)                                              \
  WMC__RMW(ptr, v,                                                                              \
           WMC__IS_FP(ptr) ? WMC__RMW_FMAX : WMC__IS_SIGNED(ptr) ? WMC__RMW_MAX : WMC__RMW_UMAX, \
           order, scope)
/* Strong compare-and-exchange: if *ptr equals *expected, stores desired
 * (success order) and yields 1; else copies *ptr into *expected (failure
 * order) and yields 0. */
#define wmc_atomic_compare_exchange(ptr, expected, desired, success, failure, scope)            \
  __extension__({                                                                               \
    uint64_t wmc__e = WMC__BITS(ptr, *(expected));                                              \
    uint64_t wmc__o = wmc_scoped_cmpxchg((void *)(ptr), wmc__e, WMC__BITS(ptr, desired),        \
                                         sizeof(*(ptr)), WMC_ORDER_SCOPE(success, scope),       \
                                         WMC_ORDER_SCOPE(failure, scope), 0);                   \
    int wmc__ok = wmc__o == wmc__e;                                                             \
    if (!wmc__ok)                                                                               \
      *(expected) = WMC__FROM_BITS(ptr, wmc__o);                                                \
    wmc__ok;                                                                                    \
  })
#define wmc_fence(order, scope) wmc_scoped_fence(WMC_ORDER_SCOPE(order, scope))

#ifdef __cplusplus
}
#endif

#endif /* WMC_GPU_H */
