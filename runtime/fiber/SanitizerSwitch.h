// AddressSanitizer must know which stack runs: a fiber switch is announced
// with __sanitizer_start_switch_fiber / __sanitizer_finish_switch_fiber, and a
// stack reused from the top is unpoisoned (an abandoned fiber leaves its
// frames' redzones poisoned). Without ASan these are no-ops.
#pragma once

#include <cstddef>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WMC_ASAN 1
#endif
#endif
#if !defined(WMC_ASAN) && defined(__SANITIZE_ADDRESS__)
#define WMC_ASAN 1
#endif

#ifdef WMC_ASAN
#include <sanitizer/asan_interface.h>
#include <sanitizer/common_interface_defs.h>
#endif

namespace wmc::rt::asan {

/// Before switching to the stack [bottom, bottom + size). `fakeStack`
/// receives the current stack's fake-stack handle (null: the current stack
/// is never resumed).
inline void startSwitch(void **fakeStack, const void *bottom, size_t size) {
#ifdef WMC_ASAN
  __sanitizer_start_switch_fiber(fakeStack, bottom, size);
#else
  (void)fakeStack, (void)bottom, (void)size;
#endif
}

/// First thing after a switch; reports the stack that was left.
inline void finishSwitch(void *fakeStack, const void **oldBottom, size_t *oldSize) {
#ifdef WMC_ASAN
  __sanitizer_finish_switch_fiber(fakeStack, oldBottom, oldSize);
#else
  (void)fakeStack, (void)oldBottom, (void)oldSize;
#endif
}

inline void unpoison(const void *p, size_t size) {
#ifdef WMC_ASAN
  __asan_unpoison_memory_region(p, size);
#else
  (void)p, (void)size;
#endif
}

} // namespace wmc::rt::asan
