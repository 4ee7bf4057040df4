// Recognition of the few inline-asm idioms that have a meaning for the
// memory model; everything else is opaque to the checker.
#ifndef WMC_INSTRUMENT_INLINEASMKIND_H
#define WMC_INSTRUMENT_INLINEASMKIND_H

#include "llvm/ADT/StringRef.h"

namespace wmc {

enum class AsmKind {
  CompilerBarrier, // "" : orders nothing at run time
  CpuRelax,        // pause / rep;nop / yield : a spin-wait hint, no memory effect
  FullFence,       // mfence or a locked no-op RMW on the stack: a seq_cst fence
  Other,
};

AsmKind classifyAsm(llvm::StringRef AsmString);

} // namespace wmc

#endif // WMC_INSTRUMENT_INLINEASMKIND_H
