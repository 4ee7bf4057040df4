// The single table of runtime entry points the pass emits calls to, and of
// the library functions whose calls it renames or flags. Names and argument
// orders mirror runtime/abi.h; keep the two in sync.
#ifndef WMC_INSTRUMENT_RUNTIMEABI_H
#define WMC_INSTRUMENT_RUNTIMEABI_H

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace wmc::abi {

// Prefix reserved for the runtime: functions and globals with it are never
// instrumented or registered.
inline constexpr std::string_view ReservedPrefix = "__wmc";
inline constexpr std::string_view UserMain = "__wmc_user_main";

// Entry points called by inserted code (not by renamed calls).
enum class Callee : uint8_t {
  Load,
  Store,
  Rmw,
  CmpXchg,
  Fence,
  Memcpy,
  Memmove,
  Memset,
  LoopEnter,
  LoopLatch,
  RegisterGlobals,
  Unsupported,
  ExternalBegin,
  ExternalEnd,
  ExternalWrote,
  GpuBlockShared,
  RegisterBlockShared,
  RegisterKernels,
  MainReturn,
  ThreadLocal,
  Futex,
  Count
};

inline constexpr std::array<std::string_view, static_cast<size_t>(Callee::Count)> CalleeNames = {
    "__wmc_load",      "__wmc_store",      "__wmc_rmw",        "__wmc_cmpxchg",
    "__wmc_fence",     "__wmc_memcpy",     "__wmc_memmove",    "__wmc_memset",
    "__wmc_loop_enter", "__wmc_loop_latch", "__wmc_register_globals", "__wmc_unsupported",
    "__wmc_external_begin", "__wmc_external_end", "__wmc_external_wrote", "__wmc_gpu_block_shared",
    "__wmc_register_block_shared", "__wmc_register_kernels", "__wmc_main_return",
    "__wmc_thread_local", "__wmc_futex",
};

constexpr std::string_view calleeName(Callee C) { return CalleeNames[static_cast<size_t>(C)]; }

// <wmc/gpu.h>'s launch-geometry queries (threadIdx, blockDim..., and the
// OpenCL work-item functions lowered to them): each returns a constant of
// the calling thread and has no other effect.
inline constexpr std::array<std::string_view, 4> GeometryQueries = {
    "__wmc_gpu_thread_idx", "__wmc_gpu_block_idx", "__wmc_gpu_block_dim", "__wmc_gpu_grid_dim"};

// Which original arguments a renamed call keeps, in the new order; the site
// pointer is always appended. Count == KeepAll passes every argument through;
// SiteFirst passes them all after the site (a variadic function's site
// cannot follow its arguments).
struct ArgPick {
  static constexpr uint8_t KeepAll = 0xFF;
  static constexpr uint8_t SiteFirst = 0xFE;
  uint8_t Count = KeepAll;
  std::array<uint8_t, 2> Index{};
};
inline constexpr ArgPick AllArgs{};
inline constexpr ArgPick SiteThenAll{ArgPick::SiteFirst, {0, 0}};
inline constexpr ArgPick FirstArg{1, {0, 0}};
// operator new(size, align_val_t) -> __wmc_aligned_alloc(align, size).
inline constexpr ArgPick AlignThenSize{2, {1, 0}};

struct CallRename {
  std::string_view From;
  std::string_view To;
  ArgPick Args;
  bool NoReturn;
};

// Direct calls to these declarations become calls to the runtime. The C++
// allocation functions are listed by their Itanium names for both 64-bit
// (m = unsigned long) and 32-bit (j = unsigned int) size_t.
inline constexpr CallRename Renames[] = {
    {"pthread_create", "__wmc_pthread_create", AllArgs, false},
    {"pthread_join", "__wmc_pthread_join", AllArgs, false},
    {"pthread_exit", "__wmc_pthread_exit", AllArgs, true},
    {"pthread_self", "__wmc_pthread_self", AllArgs, false},
    {"pthread_detach", "__wmc_pthread_detach", AllArgs, false},
    {"pthread_mutex_init", "__wmc_pthread_mutex_init", AllArgs, false},
    {"pthread_mutex_lock", "__wmc_pthread_mutex_lock", AllArgs, false},
    {"pthread_mutex_trylock", "__wmc_pthread_mutex_trylock", AllArgs, false},
    {"pthread_mutex_unlock", "__wmc_pthread_mutex_unlock", AllArgs, false},
    {"pthread_mutex_destroy", "__wmc_pthread_mutex_destroy", AllArgs, false},
    // Condition variables, barriers, rwlocks, spin locks, once, semaphores
    // (runtime/intercept/sync.cpp) and C11 <threads.h> (c11threads.cpp).
    {"pthread_cond_init", "__wmc_pthread_cond_init", AllArgs, false},
    {"pthread_cond_destroy", "__wmc_pthread_cond_destroy", AllArgs, false},
    {"pthread_cond_wait", "__wmc_pthread_cond_wait", AllArgs, false},
    {"pthread_cond_timedwait", "__wmc_pthread_cond_timedwait", AllArgs, false},
    {"pthread_cond_clockwait", "__wmc_pthread_cond_clockwait", AllArgs, false},
    {"pthread_cond_signal", "__wmc_pthread_cond_signal", AllArgs, false},
    {"pthread_cond_broadcast", "__wmc_pthread_cond_broadcast", AllArgs, false},
    {"pthread_barrier_init", "__wmc_pthread_barrier_init", AllArgs, false},
    {"pthread_barrier_destroy", "__wmc_pthread_barrier_destroy", AllArgs, false},
    {"pthread_barrier_wait", "__wmc_pthread_barrier_wait", AllArgs, false},
    {"pthread_rwlock_init", "__wmc_pthread_rwlock_init", AllArgs, false},
    {"pthread_rwlock_destroy", "__wmc_pthread_rwlock_destroy", AllArgs, false},
    {"pthread_rwlock_rdlock", "__wmc_pthread_rwlock_rdlock", AllArgs, false},
    {"pthread_rwlock_wrlock", "__wmc_pthread_rwlock_wrlock", AllArgs, false},
    {"pthread_rwlock_tryrdlock", "__wmc_pthread_rwlock_tryrdlock", AllArgs, false},
    {"pthread_rwlock_trywrlock", "__wmc_pthread_rwlock_trywrlock", AllArgs, false},
    {"pthread_rwlock_unlock", "__wmc_pthread_rwlock_unlock", AllArgs, false},
    {"pthread_spin_init", "__wmc_pthread_spin_init", AllArgs, false},
    {"pthread_spin_destroy", "__wmc_pthread_spin_destroy", AllArgs, false},
    {"pthread_spin_lock", "__wmc_pthread_spin_lock", AllArgs, false},
    {"pthread_spin_trylock", "__wmc_pthread_spin_trylock", AllArgs, false},
    {"pthread_spin_unlock", "__wmc_pthread_spin_unlock", AllArgs, false},
    {"pthread_once", "__wmc_pthread_once", AllArgs, false},
    {"pthread_key_create", "__wmc_pthread_key_create", AllArgs, false},
    {"pthread_key_delete", "__wmc_pthread_key_delete", AllArgs, false},
    {"pthread_setspecific", "__wmc_pthread_setspecific", AllArgs, false},
    {"pthread_getspecific", "__wmc_pthread_getspecific", AllArgs, false},
    {"sem_init", "__wmc_sem_init", AllArgs, false},
    {"sem_destroy", "__wmc_sem_destroy", AllArgs, false},
    {"sem_wait", "__wmc_sem_wait", AllArgs, false},
    {"sem_trywait", "__wmc_sem_trywait", AllArgs, false},
    {"sem_post", "__wmc_sem_post", AllArgs, false},
    {"thrd_create", "__wmc_thrd_create", AllArgs, false},
    {"thrd_join", "__wmc_thrd_join", AllArgs, false},
    {"thrd_exit", "__wmc_thrd_exit", AllArgs, true},
    {"thrd_current", "__wmc_thrd_current", AllArgs, false},
    {"thrd_detach", "__wmc_thrd_detach", AllArgs, false},
    {"thrd_yield", "__wmc_thrd_yield", AllArgs, false},
    {"mtx_init", "__wmc_mtx_init", AllArgs, false},
    {"mtx_destroy", "__wmc_mtx_destroy", AllArgs, false},
    {"mtx_lock", "__wmc_mtx_lock", AllArgs, false},
    {"mtx_trylock", "__wmc_mtx_trylock", AllArgs, false},
    {"mtx_unlock", "__wmc_mtx_unlock", AllArgs, false},
    {"cnd_init", "__wmc_cnd_init", AllArgs, false},
    {"cnd_destroy", "__wmc_cnd_destroy", AllArgs, false},
    {"cnd_wait", "__wmc_cnd_wait", AllArgs, false},
    {"cnd_timedwait", "__wmc_cnd_timedwait", AllArgs, false},
    {"cnd_signal", "__wmc_cnd_signal", AllArgs, false},
    {"cnd_broadcast", "__wmc_cnd_broadcast", AllArgs, false},
    {"call_once", "__wmc_call_once", AllArgs, false},
    {"__cxa_thread_atexit", "__wmc_cxa_thread_atexit", AllArgs, false},
    {"malloc", "__wmc_malloc", AllArgs, false},
    {"calloc", "__wmc_calloc", AllArgs, false},
    {"realloc", "__wmc_realloc", AllArgs, false},
    {"aligned_alloc", "__wmc_aligned_alloc", AllArgs, false},
    {"posix_memalign", "__wmc_posix_memalign", AllArgs, false},
    {"free", "__wmc_free", AllArgs, false},
    {"__assert_fail", "__wmc_assert_fail", AllArgs, true},
    {"abort", "__wmc_abort", AllArgs, true},
    {"exit", "__wmc_exit", AllArgs, true},
    {"_exit", "__wmc_exit", AllArgs, true},
    {"_Exit", "__wmc_exit", AllArgs, true},
    {"quick_exit", "__wmc_exit", AllArgs, true},
    // <string.h>, string conversions and sprintf on the test's memory
    // (runtime/intercept/strings.cpp, sprintf.cpp).
    {"strlen", "__wmc_strlen", AllArgs, false},
    {"strnlen", "__wmc_strnlen", AllArgs, false},
    {"strcmp", "__wmc_strcmp", AllArgs, false},
    {"strncmp", "__wmc_strncmp", AllArgs, false},
    {"strcasecmp", "__wmc_strcasecmp", AllArgs, false},
    {"strncasecmp", "__wmc_strncasecmp", AllArgs, false},
    {"memcmp", "__wmc_memcmp", AllArgs, false},
    {"memchr", "__wmc_memchr", AllArgs, false},
    {"memrchr", "__wmc_memrchr", AllArgs, false},
    {"strchr", "__wmc_strchr", AllArgs, false},
    {"strrchr", "__wmc_strrchr", AllArgs, false},
    {"strstr", "__wmc_strstr", AllArgs, false},
    {"strspn", "__wmc_strspn", AllArgs, false},
    {"strcspn", "__wmc_strcspn", AllArgs, false},
    {"strpbrk", "__wmc_strpbrk", AllArgs, false},
    {"strcpy", "__wmc_strcpy", AllArgs, false},
    {"stpcpy", "__wmc_stpcpy", AllArgs, false},
    {"strncpy", "__wmc_strncpy", AllArgs, false},
    {"stpncpy", "__wmc_stpncpy", AllArgs, false},
    {"strcat", "__wmc_strcat", AllArgs, false},
    {"strncat", "__wmc_strncat", AllArgs, false},
    {"bcmp", "__wmc_memcmp", AllArgs, false},
    {"memcpy", "__wmc_lib_memcpy", AllArgs, false},
    {"memmove", "__wmc_lib_memmove", AllArgs, false},
    {"memset", "__wmc_lib_memset", AllArgs, false},
    {"mempcpy", "__wmc_mempcpy", AllArgs, false},
    {"bzero", "__wmc_bzero", AllArgs, false},
    {"explicit_bzero", "__wmc_bzero", AllArgs, false},
    {"strdup", "__wmc_strdup", AllArgs, false},
    {"strndup", "__wmc_strndup", AllArgs, false},
    {"atoi", "__wmc_atoi", AllArgs, false},
    {"atol", "__wmc_atol", AllArgs, false},
    {"atoll", "__wmc_atoll", AllArgs, false},
    {"atof", "__wmc_atof", AllArgs, false},
    {"strtol", "__wmc_strtol", AllArgs, false},
    {"strtoul", "__wmc_strtoul", AllArgs, false},
    {"strtoll", "__wmc_strtoll", AllArgs, false},
    {"strtoull", "__wmc_strtoull", AllArgs, false},
    {"strtod", "__wmc_strtod", AllArgs, false},
    {"strtof", "__wmc_strtof", AllArgs, false},
    {"strtold", "__wmc_strtold", AllArgs, false},
    {"vsprintf", "__wmc_vsprintf", AllArgs, false},
    {"vsnprintf", "__wmc_vsnprintf", AllArgs, false},
    {"sprintf", "__wmc_sprintf", SiteThenAll, false},
    {"snprintf", "__wmc_snprintf", SiteThenAll, false},
    // The _FORTIFY_SOURCE forms glibc's headers call.
    {"__memcpy_chk", "__wmc_memcpy_chk", AllArgs, false},
    {"__memmove_chk", "__wmc_memmove_chk", AllArgs, false},
    {"__mempcpy_chk", "__wmc_mempcpy_chk", AllArgs, false},
    {"__memset_chk", "__wmc_memset_chk", AllArgs, false},
    {"__strcpy_chk", "__wmc_strcpy_chk", AllArgs, false},
    {"__stpcpy_chk", "__wmc_stpcpy_chk", AllArgs, false},
    {"__strncpy_chk", "__wmc_strncpy_chk", AllArgs, false},
    {"__stpncpy_chk", "__wmc_stpncpy_chk", AllArgs, false},
    {"__strcat_chk", "__wmc_strcat_chk", AllArgs, false},
    {"__strncat_chk", "__wmc_strncat_chk", AllArgs, false},
    {"__vsprintf_chk", "__wmc_vsprintf_chk", AllArgs, false},
    {"__vsnprintf_chk", "__wmc_vsnprintf_chk", AllArgs, false},
    {"__sprintf_chk", "__wmc_sprintf_chk", SiteThenAll, false},
    {"__snprintf_chk", "__wmc_snprintf_chk", SiteThenAll, false},
    {"wmc_assume", "__wmc_assume", AllArgs, false},
    {"wmc_assert_expr", "__wmc_assert", AllArgs, false},
    // The verification APIs of SV-COMP and GenMC (docs/guide.md): calls to
    // their declarations (a test that defines reach_error keeps its own).
    {"__VERIFIER_assume", "__wmc_assume", AllArgs, false},
    {"__VERIFIER_assert", "__wmc_verifier_assert", AllArgs, false},
    {"__VERIFIER_error", "__wmc_verifier_error", AllArgs, true},
    {"reach_error", "__wmc_verifier_error", AllArgs, true},
    {"__VERIFIER_atomic_begin", "__wmc_verifier_atomic_begin", AllArgs, false},
    {"__VERIFIER_atomic_end", "__wmc_verifier_atomic_end", AllArgs, false},
    // Nondeterministic inputs (runtime/intercept/nondet.cpp).
    {"__VERIFIER_nondet_bool", "__wmc_nondet_bool", AllArgs, false},
    {"__VERIFIER_nondet_char", "__wmc_nondet_char", AllArgs, false},
    {"__VERIFIER_nondet_uchar", "__wmc_nondet_uchar", AllArgs, false},
    {"__VERIFIER_nondet_short", "__wmc_nondet_short", AllArgs, false},
    {"__VERIFIER_nondet_ushort", "__wmc_nondet_ushort", AllArgs, false},
    {"__VERIFIER_nondet_int", "__wmc_nondet_int", AllArgs, false},
    {"__VERIFIER_nondet_uint", "__wmc_nondet_uint", AllArgs, false},
    {"__VERIFIER_nondet_long", "__wmc_nondet_long", AllArgs, false},
    {"__VERIFIER_nondet_ulong", "__wmc_nondet_ulong", AllArgs, false},
    {"__VERIFIER_nondet_longlong", "__wmc_nondet_longlong", AllArgs, false},
    {"__VERIFIER_nondet_ulonglong", "__wmc_nondet_ulonglong", AllArgs, false},
    {"__VERIFIER_nondet_float", "__wmc_nondet_float", AllArgs, false},
    {"__VERIFIER_nondet_double", "__wmc_nondet_double", AllArgs, false},
    {"__VERIFIER_nondet_size_t", "__wmc_nondet_size_t", AllArgs, false},
    {"__VERIFIER_nondet__Bool", "__wmc_nondet__Bool", AllArgs, false},
    {"__VERIFIER_nondet_unsigned", "__wmc_nondet_unsigned", AllArgs, false},
    {"__VERIFIER_nondet_u32", "__wmc_nondet_u32", AllArgs, false},
    {"__VERIFIER_nondet_loff_t", "__wmc_nondet_loff_t", AllArgs, false},
    {"__VERIFIER_nondet_sector", "__wmc_nondet_sector", AllArgs, false},
    {"__VERIFIER_nondet_pthread_t", "__wmc_nondet_pthread_t", AllArgs, false},
    {"__VERIFIER_nondet_int128", "__wmc_nondet_int128", AllArgs, false},
    {"__VERIFIER_nondet_uint128", "__wmc_nondet_uint128", AllArgs, false},
    // GPUMC's annotated pthreads (docs/gpu.md, "Annotated C").
    {"__VERIFIER_thread_kernel_id", "__wmc_verifier_kernel_id", AllArgs, false},
    {"__VERIFIER_thread_group_id", "__wmc_verifier_group_id", AllArgs, false},
    {"__VERIFIER_thread_local_id", "__wmc_verifier_local_id", AllArgs, false},
    {"__VERIFIER_thread_global_id", "__wmc_verifier_global_id", AllArgs, false},
    {"__VERIFIER_groupsize", "__wmc_verifier_groupsize", AllArgs, false},
    {"__VERIFIER_memory_scope_work_group", "__wmc_verifier_scope_work_group", AllArgs, false},
    {"__VERIFIER_memory_scope_device", "__wmc_verifier_scope_device", AllArgs, false},
    {"__VERIFIER_memory_scope_system", "__wmc_verifier_scope_system", AllArgs, false},
    // <wmc/gpu.h>: scoped atomics (order | scope << 4) and GPU launches.
    {"wmc_scoped_load", "__wmc_load", AllArgs, false},
    {"wmc_scoped_store", "__wmc_store", AllArgs, false},
    {"wmc_scoped_rmw", "__wmc_rmw", AllArgs, false},
    {"wmc_scoped_cmpxchg", "__wmc_cmpxchg", AllArgs, false},
    {"wmc_scoped_fence", "__wmc_fence", AllArgs, false},
    {"wmc_gpu_launch", "__wmc_gpu_launch", AllArgs, false},
    {"wmc_gpu_synchronize", "__wmc_gpu_synchronize", AllArgs, false},
    {"wmc_gpu_barrier", "__wmc_gpu_barrier", AllArgs, false},
    {"wmc_gpu_tile_barrier", "__wmc_gpu_tile_barrier", AllArgs, false},
    {"wmc_gpu_warp_collective", "__wmc_gpu_warp_collective", AllArgs, false},
    // The CUDA shim (include/wmc/cuda/): launches, streams and events.
    {"wmc_cuda_launch", "__wmc_cuda_launch", AllArgs, false},
    {"wmc_cuda_launch_kernel", "__wmc_cuda_launch_kernel", AllArgs, false},
    {"wmc_cuda_stream_create", "__wmc_cuda_stream_create", AllArgs, false},
    {"wmc_cuda_stream_destroy", "__wmc_cuda_stream_destroy", AllArgs, false},
    {"wmc_cuda_stream_synchronize", "__wmc_cuda_stream_synchronize", AllArgs, false},
    {"wmc_cuda_stream_task", "__wmc_cuda_stream_task", AllArgs, false},
    {"wmc_cuda_copy_async", "__wmc_cuda_copy_async", AllArgs, false},
    {"wmc_cuda_mark_device", "__wmc_cuda_mark_device", AllArgs, false},
    {"wmc_cuda_memcpy", "__wmc_cuda_memcpy", AllArgs, false},
    {"wmc_cuda_memset", "__wmc_cuda_memset", AllArgs, false},
    {"wmc_cuda_event_create", "__wmc_cuda_event_create", AllArgs, false},
    {"wmc_cuda_event_destroy", "__wmc_cuda_event_destroy", AllArgs, false},
    {"wmc_cuda_event_record", "__wmc_cuda_event_record", AllArgs, false},
    {"wmc_cuda_event_synchronize", "__wmc_cuda_event_synchronize", AllArgs, false},
    {"wmc_cuda_stream_wait_event", "__wmc_cuda_stream_wait_event", AllArgs, false},
    // std::future's waits (__atomic_futex_unsigned, out of line in
    // libstdc++.so, where they would block the OS thread in a real futex).
    {"_ZNSt28__atomic_futex_unsigned_base19_M_futex_wait_untilEPjjbNSt6chrono8durationIlSt5ratioILl1ELl1EEEENS2_IlS3_ILl1ELl1000000000EEEE",
     "__wmc_futex_wait_until", AllArgs, false},
    {"_ZNSt28__atomic_futex_unsigned_base26_M_futex_wait_until_steadyEPjjbNSt6chrono8durationIlSt5ratioILl1ELl1EEEENS2_IlS3_ILl1ELl1000000000EEEE",
     "__wmc_futex_wait_until", AllArgs, false},
    {"_ZNSt28__atomic_futex_unsigned_base19_M_futex_notify_allEPj", "__wmc_futex_notify_all",
     AllArgs, false},
    // operator new / new[]: plain and nothrow drop everything but the size.
    {"_Znwm", "__wmc_malloc", FirstArg, false},
    {"_Znam", "__wmc_malloc", FirstArg, false},
    {"_Znwj", "__wmc_malloc", FirstArg, false},
    {"_Znaj", "__wmc_malloc", FirstArg, false},
    {"_ZnwmRKSt9nothrow_t", "__wmc_malloc", FirstArg, false},
    {"_ZnamRKSt9nothrow_t", "__wmc_malloc", FirstArg, false},
    {"_ZnwjRKSt9nothrow_t", "__wmc_malloc", FirstArg, false},
    {"_ZnajRKSt9nothrow_t", "__wmc_malloc", FirstArg, false},
    {"_ZnwmSt11align_val_t", "__wmc_aligned_alloc", AlignThenSize, false},
    {"_ZnamSt11align_val_t", "__wmc_aligned_alloc", AlignThenSize, false},
    {"_ZnwjSt11align_val_t", "__wmc_aligned_alloc", AlignThenSize, false},
    {"_ZnajSt11align_val_t", "__wmc_aligned_alloc", AlignThenSize, false},
    {"_ZnwmSt11align_val_tRKSt9nothrow_t", "__wmc_aligned_alloc", AlignThenSize, false},
    {"_ZnamSt11align_val_tRKSt9nothrow_t", "__wmc_aligned_alloc", AlignThenSize, false},
    {"_ZnwjSt11align_val_tRKSt9nothrow_t", "__wmc_aligned_alloc", AlignThenSize, false},
    {"_ZnajSt11align_val_tRKSt9nothrow_t", "__wmc_aligned_alloc", AlignThenSize, false},
    // operator delete / delete[]: every variant only needs the pointer.
    {"_ZdlPv", "__wmc_free", FirstArg, false},
    {"_ZdaPv", "__wmc_free", FirstArg, false},
    {"_ZdlPvm", "__wmc_free", FirstArg, false},
    {"_ZdaPvm", "__wmc_free", FirstArg, false},
    {"_ZdlPvj", "__wmc_free", FirstArg, false},
    {"_ZdaPvj", "__wmc_free", FirstArg, false},
    {"_ZdlPvRKSt9nothrow_t", "__wmc_free", FirstArg, false},
    {"_ZdaPvRKSt9nothrow_t", "__wmc_free", FirstArg, false},
    {"_ZdlPvSt11align_val_t", "__wmc_free", FirstArg, false},
    {"_ZdaPvSt11align_val_t", "__wmc_free", FirstArg, false},
    {"_ZdlPvmSt11align_val_t", "__wmc_free", FirstArg, false},
    {"_ZdaPvmSt11align_val_t", "__wmc_free", FirstArg, false},
    {"_ZdlPvjSt11align_val_t", "__wmc_free", FirstArg, false},
    {"_ZdaPvjSt11align_val_t", "__wmc_free", FirstArg, false},
    {"_ZdlPvSt11align_val_tRKSt9nothrow_t", "__wmc_free", FirstArg, false},
    {"_ZdaPvSt11align_val_tRKSt9nothrow_t", "__wmc_free", FirstArg, false},
};

// Uninstrumented library functions that write the object their first
// argument points to (`this`), with its size: like an escaped local passed
// to uninstrumented code, the object's bytes are re-read after the call and
// what changed becomes the thread's stores. std::thread's out-of-line
// members set or clear its id; a std::jthread's std::thread is a member,
// not a local, so nothing else would see it. (std::thread::join is
// interposed instead: runtime/intercept/libstdcxx.cpp.)
// A constructor (`Constructs`) writes all the bytes, changed or not: each
// becomes a store, so that later loads do not see uninitialized memory.
struct ObjectWriter {
  std::string_view Name;
  uint64_t Size;
  bool Constructs = false;
};
inline constexpr ObjectWriter ObjectWriters[] = {
    {"_ZNSt6thread6detachEv", 8},
    {"_ZNSt6thread15_M_start_threadESt10unique_ptrINS_6_StateESt14default_deleteIS1_EEPFvvE", 8},
    // std::promise / std::future's result object: vptr and exception_ptr.
    {"_ZNSt13__future_base12_Result_baseC2Ev", 16, true},
    {"_ZNSt13__future_base12_Result_baseC1Ev", 16, true},
};

// Calls the runtime cannot model: a call to __wmc_unsupported(name, site) is
// inserted before each, so an execution that reaches one stops with a report.
inline constexpr std::string_view UnsupportedCalls[] = {
    "pthread_rwlock_timedrdlock", "pthread_rwlock_clockrdlock", "pthread_rwlock_timedwrlock",
    "pthread_rwlock_clockwrlock",
    "pthread_mutex_timedlock", "pthread_mutex_clocklock",
    "pthread_cancel", "pthread_kill", "sem_timedwait", "sem_clockwait", "sem_open",
    "mtx_timedlock", "thrd_sleep", "tss_create", "tss_get", "tss_set", "tss_delete",
    // Only syscall(SYS_futex, ...) is modelled (libstdc++'s atomic waits,
    // Futex.cpp); any other system call could block or change the world.
    "syscall",
    // A nondeterministic pointer has no small domain.
    "__VERIFIER_nondet_pointer", "__VERIFIER_nondet_pchar",
};

} // namespace wmc::abi

#endif // WMC_INSTRUMENT_RUNTIMEABI_H
