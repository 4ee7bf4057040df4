#include "PrivateArgsPass.h"

#include "PrivateArgs.h"
#include "ThreadLocalProof.h"

#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

namespace wmc::plugin {

namespace {

class RecordPrivateArgs : public llvm::PassInfoMixin<RecordPrivateArgs> {
public:
  RecordPrivateArgs(std::shared_ptr<const PrivateArgs> args, bool privateCopies)
      : args_(std::move(args)), privateCopies_(privateCopies) {}

  llvm::PreservedAnalyses run(llvm::Module &m, llvm::ModuleAnalysisManager &) {
    bool changed = false;
    if (!privateCopies_) {
      disablePrivateCopies(m);
      changed = true;
    }
    for (const auto &[name, claims] : *args_)
      if (llvm::Function *f = m.getFunction(name); f && !f->isDeclaration()) {
        setPrivateArgs(*f, claims.ownSlot);
        setReadOnlyArgs(*f, claims.readOnly);
        changed = true;
      }
    return changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
  }

private:
  std::shared_ptr<const PrivateArgs> args_;
  bool privateCopies_;
};

} // namespace

void registerPrivateArgsPass(llvm::PassBuilder &pb, std::shared_ptr<const PrivateArgs> args,
                             bool privateCopies) {
  pb.registerPipelineStartEPCallback(
      [args, privateCopies](llvm::ModulePassManager &mpm, llvm::OptimizationLevel) {
        mpm.addPass(RecordPrivateArgs(args, privateCopies));
      });
}

} // namespace wmc::plugin
