// Ending the current execution with an error found by the runtime itself
// (a failed assertion, abort(), a buffer overflow a checked libc call sees).
#pragma once

#include "abi.h"
#include "checker/report/ErrorKind.h"

#include <string>

namespace wmc::rt {

/// Reports `kind` with `msg` at `site` for the current test thread and ends
/// its execution; before main (static initialisation) it is bad input
/// instead: the message and exit status 2.
[[noreturn]] void failExecution(ErrorKind kind, const std::string &msg, const wmc_site *site);

} // namespace wmc::rt
