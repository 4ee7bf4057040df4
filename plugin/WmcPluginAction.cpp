// The clang plugin `wmc`: loaded with -fplugin=libwmc_plugin.so, it makes
// the compilation run the wmc-instrument pass at the start of the LLVM
// pipeline. It adds no AST consumer work of its own (analysis/ will).
#include "WmcInstrumentPass.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/CodeGenOptions.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "llvm/Passes/PassBuilder.h"

#include <memory>
#include <string>
#include <vector>

namespace {

class WmcAction : public clang::PluginASTAction {
public:
  std::unique_ptr<clang::ASTConsumer> CreateASTConsumer(clang::CompilerInstance &CI,
                                                        llvm::StringRef) override {
    // clang 19 runs these callbacks on the PassBuilder it uses for codegen,
    // after plugin loading and before building the (-O0 or -On) pipeline.
    CI.getCodeGenOpts().PassBuilderCallbacks.push_back(
        [](llvm::PassBuilder &PB) { wmc::registerWmcPasses(PB); });
    return std::make_unique<clang::ASTConsumer>();
  }

  // Arguments arrive as -plugin-arg-wmc <arg> (driver: -fplugin-arg-wmc-<arg>).
  // None are defined yet; an unknown one is an error, not silently ignored.
  bool ParseArgs(const clang::CompilerInstance &CI, const std::vector<std::string> &Args) override {
    clang::DiagnosticsEngine &D = CI.getDiagnostics();
    unsigned Unknown = D.getCustomDiagID(clang::DiagnosticsEngine::Error,
                                         "unknown wmc plugin argument '%0'");
    for (const std::string &Arg : Args)
      D.Report(Unknown) << Arg;
    return Args.empty();
  }

  // Runs automatically with -fplugin=, without -add-plugin, next to the
  // normal compile action.
  ActionType getActionType() override { return AddBeforeMainAction; }
};

} // namespace

static clang::FrontendPluginRegistry::Add<WmcAction>
    Registration("wmc", "instrument code for the wmc weak-memory model checker");
