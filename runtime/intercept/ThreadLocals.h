// thread_local variables (threadlocals.cpp): the hook the session calls.
#pragma once

#include "graph/Types.h"

namespace wmc::rt {

/// Forgets every thread's copies: a new execution starts.
void resetThreadLocals();
/// Thread t ends: runs the destructors of its thread_local objects.
void runThreadLocalDestructors(ThreadId t);

} // namespace wmc::rt
