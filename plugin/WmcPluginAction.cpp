// The clang plugin `wmc`: loaded with -fplugin=libwmc_plugin.so, it makes
// the compilation run the wmc-instrument pass at the start of the LLVM
// pipeline, and reports the findings of the static pre-analysis (analysis/)
// as clang warnings at the end of the translation unit.
#include "AnalysisConsumer.h"
#include "LibraryPredefines.h"
#include "PluginArgs.h"
#include "PrivateArgsPass.h"
#include "SiteTablePass.h"
#include "WmcInstrumentPass.h"

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
    // The AST consumer fills PrivateArgs at the end of the translation
    // unit, before code generation runs these passes.
    // ParseArgs has run: no-private is known.
    // The site table (SiteTablePass.h) is filled the same way.
    auto PrivateArgs = std::make_shared<wmc::plugin::PrivateArgs>();
    auto Sites = std::make_shared<wmc::plugin::SiteRecords>();
    bool PrivateCopies = Args.privateSlots;
    CI.getCodeGenOpts().PassBuilderCallbacks.push_back(
        [PrivateArgs, Sites, PrivateCopies](llvm::PassBuilder &PB) {
          wmc::plugin::registerPrivateArgsPass(PB, PrivateArgs, PrivateCopies);
          wmc::plugin::registerSiteTablePass(PB, Sites);
          wmc::registerWmcPasses(PB);
        });
    wmc::plugin::addLibraryPredefines(CI);
    return wmc::plugin::makeAnalysisConsumer(CI, Args, PrivateArgs, Sites);
  }

  // Arguments arrive as -plugin-arg-wmc <arg> (driver: -fplugin-arg-wmc-<arg>);
  // PluginArgs.h lists them. An unknown one is an error, not silently ignored.
  bool ParseArgs(const clang::CompilerInstance &CI,
                 const std::vector<std::string> &Arguments) override {
    clang::DiagnosticsEngine &D = CI.getDiagnostics();
    unsigned Unknown =
        D.getCustomDiagID(clang::DiagnosticsEngine::Error, "unknown wmc plugin argument '%0'");
    bool Ok = true;
    for (const std::string &Arg : Arguments)
      if (!Args.parse(Arg)) {
        D.Report(Unknown) << Arg;
        Ok = false;
      }
    return Ok;
  }

  // Runs automatically with -fplugin=, without -add-plugin, next to the
  // normal compile action.
  ActionType getActionType() override { return AddBeforeMainAction; }

private:
  wmc::plugin::PluginArgs Args;
};

} // namespace

static clang::FrontendPluginRegistry::Add<WmcAction>
    Registration("wmc", "instrument code for the wmc weak-memory model checker");
