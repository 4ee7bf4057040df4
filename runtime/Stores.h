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

} // namespace wmc::rt
