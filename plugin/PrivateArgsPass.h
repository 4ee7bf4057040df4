// Hands the analysis's own-slot kernel parameters (analysis/PrivateSlots.h)
// to the instrumentation: the AST consumer fills a PrivateArgs at the end of
// the translation unit, before code generation; a module pass that runs
// right before wmc-instrument records them on the kernels' IR functions
// (instrument/PrivateArgs.h). Both run in one clang invocation, so the
// table is shared state rather than something written into the source.
// The same pass tells the instrumentation whether thread_local copies may
// be proven private (instrument/ThreadLocalProof.h): not with no-private.
#ifndef WMC_PLUGIN_PRIVATEARGSPASS_H
#define WMC_PLUGIN_PRIVATEARGSPASS_H

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class PassBuilder;
}

namespace wmc::plugin {

// IR function name -> own-slot parameter indices.
struct KernelArgClaims {
  std::vector<unsigned> ownSlot, readOnly; // parameter indices
};
using PrivateArgs = std::map<std::string, KernelArgClaims>;

// Adds, at the pipeline start, a pass recording `args` (and, unless
// privateCopies, the switch-off of the thread_local proof) as metadata;
// call it before wmc::registerWmcPasses so that it runs first.
void registerPrivateArgsPass(llvm::PassBuilder &pb, std::shared_ptr<const PrivateArgs> args,
                             bool privateCopies);

} // namespace wmc::plugin

#endif
