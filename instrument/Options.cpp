#include "Options.h"

using namespace llvm;

namespace wmc::opts {

cl::opt<bool> InlineAlwaysInline("wmc-inline-always",
                                 cl::desc("In default pipelines, inline always_inline functions "
                                          "before instrumenting"),
                                 cl::init(true), cl::Hidden);

cl::opt<bool> PromoteAllocas("wmc-promote-allocas",
                             cl::desc("Promote allocas to SSA before instrumenting, so that "
                                      "locals never become memory events"),
                             cl::init(true), cl::Hidden);

cl::opt<bool> SkipPrivate("wmc-skip-private",
                          cl::desc("Leave accesses to non-escaping allocas and constant globals "
                                   "uninstrumented"),
                          cl::init(true), cl::Hidden);

cl::opt<bool> WideAsMemcpy("wmc-wide-as-memcpy",
                           cl::desc("Model plain loads/stores wider than 8 bytes (i128, long "
                                    "double, aggregates) as __wmc_memcpy through a private "
                                    "buffer instead of flagging them unsupported"),
                           cl::init(true), cl::Hidden);

cl::opt<bool> InstrumentLoops("wmc-instrument-loops",
                              cl::desc("Insert __wmc_loop_enter/__wmc_loop_latch calls"),
                              cl::init(true), cl::Hidden);

cl::opt<bool> WarnInlineAsm("wmc-warn-inline-asm",
                            cl::desc("Warn about inline asm the checker cannot model"),
                            cl::init(true), cl::Hidden);

} // namespace wmc::opts
