// The process's own heap, for memory that is not the test's (start-up
// blocks, libstdc++ internals, the checker's containers). The runtime
// defines free/realloc/operator new itself, so it cannot reach the system
// allocator through those names: it calls glibc's __libc_* entry points, or
// under AddressSanitizer (which replaces the allocator, so glibc's heap would
// not know ASan's blocks) ASan's own allocator.
#pragma once

#include "runtime/fiber/SanitizerSwitch.h" // WMC_ASAN

#include <cstddef>

extern "C" {
#ifdef WMC_ASAN
void *__interceptor_malloc(size_t);
void __interceptor_free(void *);
void *__interceptor_realloc(void *, size_t);
void *__interceptor_memalign(size_t, size_t);
#else
void *__libc_malloc(size_t);
void __libc_free(void *);
void *__libc_realloc(void *, size_t);
void *__libc_memalign(size_t, size_t);
#endif
}

// Code that may run before ASan has initialised itself (no shadow memory).
#ifdef WMC_ASAN
#define WMC_NO_ASAN __attribute__((no_sanitize("address")))
#else
#define WMC_NO_ASAN
#endif

namespace wmc::rt::systemheap {

#ifdef WMC_ASAN
inline void *allocate(size_t n) { return __interceptor_malloc(n); }
inline void *allocateAligned(size_t align, size_t n) { return __interceptor_memalign(align, n); }
inline void *reallocate(void *p, size_t n) { return __interceptor_realloc(p, n); }
inline void release(void *p) { __interceptor_free(p); }
#else
inline void *allocate(size_t n) { return __libc_malloc(n); }
inline void *allocateAligned(size_t align, size_t n) { return __libc_memalign(align, n); }
inline void *reallocate(void *p, size_t n) { return __libc_realloc(p, n); }
inline void release(void *p) { __libc_free(p); }
#endif

} // namespace wmc::rt::systemheap
