#include "AnalysisConsumer.h"

#include "Analyze.h"
#include "DiagnosticPragmas.h"
#include "FindingReporter.h"
#include "PrivateSlots.h"
#include "SiteTable.h"
#include "WarningPolicy.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/CodeGenOptions.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

namespace wmc::plugin {

namespace {

WarningPolicy policyOf(const clang::CompilerInstance &ci, const PluginArgs &args) {
  WarningPolicy policy;
  const clang::DiagnosticOptions &opts = ci.getDiagnosticOpts();
  for (const std::string &option : opts.Warnings)
    policy.applyOption(option);
  for (const std::string &option : args.warningOptions)
    policy.applyOption(option);
  policy.setIgnoreAllWarnings(opts.IgnoreWarnings);
  return policy;
}

class AnalysisConsumer : public clang::ASTConsumer {
public:
  AnalysisConsumer(PluginArgs args, WarningPolicy policy,
                   std::shared_ptr<DiagnosticPragmaLog> pragmas, bool fixItMode,
                   std::shared_ptr<PrivateArgs> privateArgs, std::shared_ptr<SiteRecords> sites,
                   std::string compilationDir)
      : args_(std::move(args)), policy_(policy), pragmas_(std::move(pragmas)),
        fixItMode_(fixItMode), privateArgs_(std::move(privateArgs)), sites_(std::move(sites)),
        compilationDir_(std::move(compilationDir)) {}

  void HandleTranslationUnit(clang::ASTContext &ctx) override {
    if (ctx.getDiagnostics().hasErrorOccurred())
      return;
    *sites_ = siteRecords(analysis::buildSiteTable(ctx, compilationDir_));
    if (args_.privateSlots)
      for (const analysis::PrivateParams &kernel : analysis::findPrivateParams(ctx))
        (*privateArgs_)[kernel.symbol] = {kernel.indices, kernel.readOnly};
    if (!args_.analysis)
      return;
    std::vector<analysis::Finding> findings = analysis::analyzeTranslationUnit(ctx);
    std::vector<ExportedDiagnostic> reported =
        reportFindings(ctx, findings, policy_, *pragmas_, fixItMode_);
    if (args_.reportJson)
      writeFile(ctx, *args_.reportJson, toJson(reported));
    if (args_.exportFixes)
      writeFile(ctx, *args_.exportFixes, toFixesYaml(mainFile(ctx), reported));
  }

private:
  static std::string mainFile(const clang::ASTContext &ctx) {
    const clang::SourceManager &sm = ctx.getSourceManager();
    clang::OptionalFileEntryRef entry = sm.getFileEntryRefForID(sm.getMainFileID());
    if (!entry)
      return "";
    llvm::SmallString<256> path(entry->getName());
    llvm::sys::fs::make_absolute(path);
    return std::string(path);
  }

  static void writeFile(clang::ASTContext &ctx, const std::string &path, const std::string &text) {
    std::error_code ec;
    llvm::raw_fd_ostream out(path, ec);
    if (!ec) {
      out << text;
      out.close();
      ec = out.error();
    }
    if (ec) {
      clang::DiagnosticsEngine &diags = ctx.getDiagnostics();
      diags.Report(diags.getCustomDiagID(clang::DiagnosticsEngine::Error,
                                         "wmc plugin: cannot write '%0': %1"))
          << path << ec.message();
    }
  }

  PluginArgs args_;
  WarningPolicy policy_;
  std::shared_ptr<DiagnosticPragmaLog> pragmas_;
  bool fixItMode_; // clang -Xclang -fixit: every fix-it on its warning
  std::shared_ptr<PrivateArgs> privateArgs_;
  std::shared_ptr<SiteRecords> sites_;
  std::string compilationDir_; // where the debug info makes relative paths absolute
};

} // namespace

std::unique_ptr<clang::ASTConsumer> makeAnalysisConsumer(clang::CompilerInstance &ci,
                                                         const PluginArgs &args,
                                                         std::shared_ptr<PrivateArgs> privateArgs,
                                                         std::shared_ptr<SiteRecords> sites) {
  auto pragmas = std::make_shared<DiagnosticPragmaLog>();
  if (args.analysis)
    ci.getPreprocessor().addPPCallbacks(
        makePragmaTracker(ci.getSourceManager(), ci.getDiagnostics(), pragmas));
  bool fixItMode = ci.getFrontendOpts().ProgramAction == clang::frontend::FixIt;
  return std::make_unique<AnalysisConsumer>(args, policyOf(ci, args), std::move(pragmas), fixItMode,
                                            std::move(privateArgs), std::move(sites),
                                            ci.getCodeGenOpts().DebugCompilationDir);
}

} // namespace wmc::plugin
