// The `wmc-instrument` module pass and its registration with a PassBuilder.
#ifndef WMC_INSTRUMENT_WMCINSTRUMENTPASS_H
#define WMC_INSTRUMENT_WMCINSTRUMENTPASS_H

#include "llvm/IR/PassManager.h"

namespace llvm {
class PassBuilder;
} // namespace llvm

namespace wmc {

class WmcInstrumentPass : public llvm::PassInfoMixin<WmcInstrumentPass> {
public:
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  // Instrumentation is semantics, not optimization: it must also run on
  // optnone functions and under opt-bisect.
  static bool isRequired() { return true; }
};

// Makes `wmc-instrument` parseable in -passes= and adds the pass at the
// start of every default pipeline (-O0 included), before anything can
// reorder, merge or delete the accesses as written in the source.
void registerWmcPasses(llvm::PassBuilder &PB);

} // namespace wmc

#endif // WMC_INSTRUMENT_WMCINSTRUMENTPASS_H
