#include "CudaLower.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Lexer.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Tooling/Tooling.h"

#include <memory>
#include <set>

namespace wmc::dialect {

namespace {

using namespace clang;

constexpr llvm::StringLiteral kLaunchOpen =
    "::wmc::cuda::launcher([=](auto &&... __wmc_a) { ";
constexpr llvm::StringLiteral kLaunchClose = "(__wmc_a...); })";

// Reports wmc's own findings as clang errors, so they print like clang's.
void reportError(DiagnosticsEngine &diags, SourceLocation loc,
                 llvm::StringRef message) {
  unsigned id = diags.getCustomDiagID(DiagnosticsEngine::Error, "%0");
  diags.Report(loc, id) << message;
}

// Finds the kernel launches of the main file and rewrites them; rejects the
// CUDA constructs the C++ lowering cannot express.
class LaunchRewriter : public RecursiveASTVisitor<LaunchRewriter> {
public:
  LaunchRewriter(ASTContext &context, Rewriter &rewriter, unsigned &launches)
      : context_(context), sm_(context.getSourceManager()),
        rewriter_(rewriter), launches_(launches) {}

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *call) {
    const CallExpr *config = call->getConfig();
    const Expr *callee = call->getCallee();
    if (!config || !callee)
      return true;
    SourceLocation open = config->getBeginLoc();  // <<<
    SourceLocation close = config->getRParenLoc(); // >>>
    // The callee may be a macro (it is only wrapped), but <<< and >>> must be
    // written in the file, where they can be replaced.
    CharSourceRange calleeRange = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(callee->getSourceRange()), sm_,
        context_.getLangOpts());
    if (open.isInvalid() || open.isMacroID() || close.isInvalid() ||
        close.isMacroID() || calleeRange.isInvalid()) {
      reportError(diags(), sm_.getExpansionLoc(call->getBeginLoc()),
                  "a kernel launch written inside a macro is not "
                  "supported by wmc; write the <<<...>>> launch in the "
                  "source");
      return true;
    }
    if (!sm_.isWrittenInMainFile(open)) {
      reportError(diags(), open,
                  "a kernel launch in an included file is not supported by "
                  "wmc; only the checked .cu file is lowered");
      return true;
    }
    if (!seen_.insert(close.getRawEncoding()).second)
      return true; // the same launch reached twice
    if (tokenText(open) != "<<<" || tokenText(close) != ">>>") {
      reportError(diags(), open,
                  "wmc cannot find the '<<<' and '>>>' of this kernel launch");
      return true;
    }
    rewriter_.InsertTextBefore(calleeRange.getBegin(), kLaunchOpen);
    rewriter_.InsertTextAfter(calleeRange.getEnd(), kLaunchClose);
    rewriter_.ReplaceText(open, 3, "(");
    rewriter_.ReplaceText(close, 3, ")");
    ++launches_;
    return true;
  }

  bool VisitVarDecl(VarDecl *var) {
    if (var->hasAttr<CUDASharedAttr>() && var->hasExternalStorage())
      reportError(diags(), var->getLocation(),
                  "dynamic shared memory ('extern __shared__') is not "
                  "supported by wmc yet; give the __shared__ array a fixed "
                  "size");
    return true;
  }

private:
  DiagnosticsEngine &diags() { return context_.getDiagnostics(); }

  llvm::StringRef tokenText(SourceLocation loc) {
    return Lexer::getSourceText(CharSourceRange::getCharRange(
                                    loc, loc.getLocWithOffset(3)),
                                sm_, context_.getLangOpts());
  }

  ASTContext &context_;
  SourceManager &sm_;
  Rewriter &rewriter_;
  unsigned &launches_;
  std::set<unsigned> seen_;
};

class LowerConsumer : public ASTConsumer {
public:
  explicit LowerConsumer(LowerResult &result) : result_(result) {}

  void HandleTranslationUnit(ASTContext &context) override {
    if (context.getDiagnostics().hasErrorOccurred())
      return;
    Rewriter rewriter(context.getSourceManager(), context.getLangOpts());
    unsigned launches = 0;
    LaunchRewriter(context, rewriter, launches).TraverseAST(context);
    if (context.getDiagnostics().hasErrorOccurred())
      return;
    SourceManager &sm = context.getSourceManager();
    FileID main = sm.getMainFileID();
    if (const RewriteBuffer *buffer = rewriter.getRewriteBufferFor(main))
      result_.text = std::string(buffer->begin(), buffer->end());
    else
      result_.text = sm.getBufferData(main).str();
    result_.launches = launches;
    result_.ok = true;
  }

private:
  LowerResult &result_;
};

class LowerAction : public ASTFrontendAction {
public:
  explicit LowerAction(LowerResult &result) : result_(result) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &,
                                                 llvm::StringRef) override {
    return std::make_unique<LowerConsumer>(result_);
  }

private:
  LowerResult &result_;
};

std::string lineDirective(const std::string &name) {
  std::string quoted;
  for (char c : name) {
    if (c == '\\' || c == '"')
      quoted += '\\';
    quoted += c;
  }
  return "#line 1 \"" + quoted + "\"\n";
}

} // namespace

std::vector<std::string> cudaParseArgs(const LowerRequest &request) {
  // Host-side CUDA without a CUDA installation. -fgpu-defer-diag defers the
  // host/device call checks to code generation, which a host-only syntax
  // check never reaches: kernels may call plain functions, as they may in
  // the C++ that wmc compiles afterwards.
  std::vector<std::string> args = {"-x", "cuda", "--cuda-host-only",
                                   "-nocudainc", "-nocudalib",
                                   "-Wno-unknown-cuda-version",
                                   "-fsyntax-only", "-w",
                                   "-Xclang", "-fgpu-defer-diag"};
  if (!request.resourceDir.empty())
    args.insert(args.end(), {"-resource-dir", request.resourceDir});
  args.insert(args.end(), request.clangArgs.begin(), request.clangArgs.end());
  args.push_back(request.file);
  return args;
}

LowerResult lowerCudaFile(const LowerRequest &request) {
  LowerResult result;
  std::vector<std::string> argv = {request.clang.empty() ? "clang++"
                                                         : request.clang};
  std::vector<std::string> args = cudaParseArgs(request);
  argv.insert(argv.end(), args.begin(), args.end());

  llvm::IntrusiveRefCntPtr<FileManager> files(
      new FileManager(FileSystemOptions()));
  tooling::ToolInvocation invocation(
      argv, std::make_unique<LowerAction>(result), files.get());
  if (!invocation.run() || !result.ok) {
    result.ok = false;
    return result;
  }
  result.text = lineDirective(request.lineName.empty() ? request.file
                                                       : request.lineName) +
                result.text;
  return result;
}

} // namespace wmc::dialect
