// What the runtime needs from libstdc++ beyond interposing its symbols
// (libstdcxx.cpp).
#pragma once

namespace wmc::rt {

/// The routine pthread_once should run for `routine`. std::call_once passes
/// libstdc++'s __once_proxy, which calls the function the caller stored in
/// the thread_local std::__once_call: the caller (instrumented) stored it in
/// its test thread's copy, while __once_proxy would read the OS thread's
/// instance. For __once_proxy this returns the test thread's stored function
/// instead; any other routine is returned as is.
void (*onceRoutine(void (*routine)()))();

} // namespace wmc::rt
