// Stores the runtime makes on behalf of the program.
#pragma once

#include "abi.h"

#include <cstdint>

namespace wmc::rt {

/// A plain store of the current test thread that the program did not write
/// itself (e.g. the pthread_t that pthread_create fills in): an event like the
/// program's own stores, so that any later load sees it wherever the memory
/// lives (global, heap, another thread's stack).
void storeValue(void *p, uint64_t v, uint32_t size, const wmc_site *site);

/// A plain load / store the runtime performs for a library function the
/// program called (strlen, strcpy, sprintf...): an event, as the program's
/// own access would be, unless the bytes are private to the thread.
uint64_t loadPlain(const void *p, uint32_t size, const wmc_site *site);
void storePlain(void *p, uint64_t v, uint32_t size, const wmc_site *site);
/// Writes the n bytes at `bytes` (runtime memory) to dst as plain stores,
/// split the way __wmc_memcpy splits a copy.
void storeBytes(void *dst, const void *bytes, uint64_t n, const wmc_site *site);

} // namespace wmc::rt
