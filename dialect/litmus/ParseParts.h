// The parts of the litmus parser, one per section of the file; each fills
// its part of the test or throws detail::Failure.
#pragma once

#include "ParseText.h"

namespace wmc::litmus::detail {

/// `P0(atomic_int* x, ...) { ... }` functions (C, OpenCL).
void parseCThreads(Span program, LitmusTest &test);
/// `P0 | P1 ;` instruction tables (X86, PTX).
void parseAsmThreads(Span program, LitmusTest &test);
/// `locations [...]` and the final `exists` / `~exists` / `forall` condition.
void parseFinal(Span tail, LitmusTest &test);
/// The `@wg 0, dev 0` / `@cta 0,gpu 0` placement of thread `th`.
void parsePlacement(std::string_view text, unsigned line, Arch arch, Thread &th);
/// Thread index of a name `P3` or `3`, or -1.
int threadNumber(std::string_view name);

} // namespace wmc::litmus::detail
