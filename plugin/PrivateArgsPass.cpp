#include "PrivateArgsPass.h"

#include "PrivateArgs.h"

#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

namespace wmc::plugin {

namespace {

class RecordPrivateArgs : public llvm::PassInfoMixin<RecordPrivateArgs> {
public:
  explicit RecordPrivateArgs(std::shared_ptr<const PrivateArgs> args) : args_(std::move(args)) {}

  llvm::PreservedAnalyses run(llvm::Module &m, llvm::ModuleAnalysisManager &) {
    bool changed = false;
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
};

} // namespace

void registerPrivateArgsPass(llvm::PassBuilder &pb, std::shared_ptr<const PrivateArgs> args) {
  pb.registerPipelineStartEPCallback([args](llvm::ModulePassManager &mpm, llvm::OptimizationLevel) {
    mpm.addPass(RecordPrivateArgs(args));
  });
}

} // namespace wmc::plugin
