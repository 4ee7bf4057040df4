// Command-line switches of the instrumentation pass (-mllvm -wmc-... in
// clang, plain -wmc-... in opt).
#ifndef WMC_INSTRUMENT_OPTIONS_H
#define WMC_INSTRUMENT_OPTIONS_H

#include "llvm/Support/CommandLine.h"

namespace wmc::opts {

extern llvm::cl::opt<bool> InlineAlwaysInline;
extern llvm::cl::opt<bool> PromoteAllocas;
extern llvm::cl::opt<bool> SkipPrivate;
extern llvm::cl::opt<bool> WideAsMemcpy;
extern llvm::cl::opt<bool> InstrumentLoops;
extern llvm::cl::opt<bool> WarnInlineAsm;

} // namespace wmc::opts

#endif // WMC_INSTRUMENT_OPTIONS_H
