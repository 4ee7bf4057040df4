// Thread-specific data (keys.cpp): the hooks the session calls.
#pragma once

#include "graph/Types.h"

namespace wmc::rt {

/// Forgets every key and value: a new execution starts.
void resetThreadKeys();
/// Thread t ends: runs the destructors of its non-null values.
void runKeyDestructors(ThreadId t);

} // namespace wmc::rt
