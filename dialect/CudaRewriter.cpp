#include "CudaRewriter.h"

#include "clang/AST/Attr.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

namespace wmc::dialect {

using namespace clang;

namespace {
constexpr llvm::StringLiteral kLaunchOpen = "::wmc::cuda::launcher([=](auto &&... __wmc_a) { ";
constexpr llvm::StringLiteral kLaunchClose = "(__wmc_a...); })";
} // namespace

void CudaRewriter::error(SourceLocation loc, llvm::StringRef message) {
  unsigned id = diags().getCustomDiagID(DiagnosticsEngine::Error, "%0");
  diags().Report(loc, id) << message;
}

llvm::StringRef CudaRewriter::tokenText(SourceLocation loc, unsigned length) {
  return Lexer::getSourceText(
      CharSourceRange::getCharRange(loc, loc.getLocWithOffset(static_cast<int>(length))), sm_,
      context_.getLangOpts());
}

void CudaRewriter::rewriteLaunch(CharSourceRange callee, SourceLocation open,
                                 SourceLocation close) {
  if (!seen_.insert(open.getRawEncoding()).second)
    return; // the same launch reached twice (a macro expanded twice)
  if (tokenText(open, 3) != "<<<" || tokenText(close, 3) != ">>>") {
    error(open, "wmc cannot find the '<<<' and '>>>' of this kernel launch");
    return;
  }
  rewriter_.InsertTextBefore(callee.getBegin(), kLaunchOpen);
  rewriter_.InsertTextAfter(callee.getEnd(), kLaunchClose);
  rewriter_.ReplaceText(open, 3, "(");
  rewriter_.ReplaceText(close, 3, ")");
  ++launches_;
}

bool CudaRewriter::VisitCUDAKernelCallExpr(CUDAKernelCallExpr *call) {
  const CallExpr *config = call->getConfig();
  const Expr *callee = call->getCallee();
  if (!config || !callee)
    return true;
  SourceLocation open = config->getBeginLoc();   // <<<
  SourceLocation close = config->getRParenLoc(); // >>>
  if (open.isInvalid() || close.isInvalid())
    return true;
  if (open.isMacroID() || close.isMacroID()) {
    rewriteLaunchInMacro(call);
    return true;
  }
  if (!sm_.isWrittenInMainFile(open)) {
    error(open, "a kernel launch in an included file is not supported by wmc; only the "
                "checked .cu file is lowered");
    return true;
  }
  // The callee may be a macro (it is only wrapped).
  CharSourceRange calleeRange = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(callee->getSourceRange()), sm_, context_.getLangOpts());
  if (calleeRange.isInvalid()) {
    error(sm_.getExpansionLoc(call->getBeginLoc()),
          "wmc cannot rewrite this kernel launch: its kernel comes from a macro that also "
          "covers other tokens");
    return true;
  }
  rewriteLaunch(calleeRange, open, close);
  return true;
}

SourceLocation CudaRewriter::placeIn(FileID body, SourceLocation loc) const {
  while (loc.isMacroID()) {
    if (sm_.getFileID(loc) == body)
      return sm_.getSpellingLoc(loc); // written in the macro's definition
    if (sm_.isMacroArgExpansion(loc)) {
      SourceLocation parameter = sm_.getImmediateExpansionRange(loc).getBegin();
      if (sm_.getFileID(parameter) == body)
        return sm_.getSpellingLoc(parameter); // a parameter of the macro
    }
    loc = sm_.getImmediateSpellingLoc(loc);
  }
  return SourceLocation();
}

void CudaRewriter::rewriteLaunchInMacro(CUDAKernelCallExpr *call) {
  SourceLocation open = call->getConfig()->getBeginLoc();
  SourceLocation close = call->getConfig()->getRParenLoc();
  const Expr *callee = call->getCallee();
  SourceLocation where = sm_.getExpansionLoc(call->getBeginLoc());
  // Macro arguments only carry tokens: where is the <<< written? In the file
  // (`CHECK(k<<<g, b>>>(a))`: rewritten there) or in a macro's definition
  // (`#define LAUNCH(k) k<<<1, 1>>>()`: the definition is rewritten, with the
  // parameter or name written before the <<< there as the callee).
  SourceLocation written = open;
  while (written.isMacroID() && sm_.isMacroArgExpansion(written))
    written = sm_.getImmediateSpellingLoc(written);
  auto place = [&](SourceLocation l) {
    return written.isFileID() ? sm_.getSpellingLoc(l) : placeIn(sm_.getFileID(written), l);
  };
  SourceLocation calleeBegin = place(callee->getBeginLoc());
  SourceLocation calleeEnd = place(callee->getEndLoc());
  SourceLocation openAt = sm_.getSpellingLoc(open), closeAt = sm_.getSpellingLoc(close);
  if (!sm_.isWrittenInMainFile(openAt)) {
    error(where, "a kernel launch written inside a macro defined in an included file is not "
                 "supported by wmc; define the macro in the checked .cu file");
    return;
  }
  bool together = calleeBegin.isValid() && calleeEnd.isValid() && calleeBegin.isFileID() &&
                  calleeEnd.isFileID() && sm_.isWrittenInMainFile(calleeBegin) &&
                  sm_.isWrittenInMainFile(calleeEnd) && sm_.isWrittenInMainFile(closeAt) &&
                  !sm_.isBeforeInTranslationUnit(calleeEnd, calleeBegin) &&
                  sm_.isBeforeInTranslationUnit(calleeEnd, openAt) &&
                  sm_.isBeforeInTranslationUnit(openAt, closeAt);
  if (!together) {
    error(where, "wmc cannot rewrite this kernel launch: its kernel, '<<<' and '>>>' are not "
                 "written together in one macro definition or argument");
    return;
  }
  rewriteLaunch(
      CharSourceRange::getCharRange(
          calleeBegin, Lexer::getLocForEndOfToken(calleeEnd, 0, sm_, context_.getLangOpts())),
      openAt, closeAt);
}

// `extern __shared__ T buf[];` (dynamic shared memory): its __shared__
// becomes __wmc_extern_shared__, which the C++ compile turns into a section
// that the pass recognises (instrument/GpuBlockShared.cpp); `__shared__`
// itself would make it `extern static`.
bool CudaRewriter::VisitVarDecl(VarDecl *var) {
  const auto *shared = var->getAttr<CUDASharedAttr>();
  if (!shared || !var->hasExternalStorage())
    return true;
  SourceLocation at = shared->getLocation();
  bool direct = at.isMacroID() && sm_.getImmediateMacroCallerLoc(at).isFileID() &&
                Lexer::getImmediateMacroName(at, sm_, context_.getLangOpts()) == "__shared__";
  SourceLocation word = sm_.getExpansionLoc(at);
  if (!direct) {
    error(word, "an 'extern __shared__' declaration whose __shared__ comes from a macro is not "
                "supported by wmc; write __shared__ in the declaration");
    return true;
  }
  if (!sm_.isWrittenInMainFile(word)) {
    error(word, "dynamic shared memory ('extern __shared__') declared in an included file is "
                "not supported by wmc; only the checked .cu file is lowered");
    return true;
  }
  if (seen_.insert(word.getRawEncoding()).second)
    rewriter_.ReplaceText(word, 10, "__wmc_extern_shared__");
  return true;
}

bool CudaRewriter::VisitFunctionDecl(FunctionDecl *fn) {
  if (!fn->doesThisDeclarationHaveABody())
    return true;
  const auto *device = fn->getAttr<CUDADeviceAttr>();
  bool deviceOnly = fn->hasAttr<CUDAGlobalAttr>() ||
                    (device && !device->isImplicit() && !fn->hasAttr<CUDAHostAttr>());
  if (!deviceOnly)
    return true;
  SourceRange range = fn->getSourceRange();
  if (const FunctionTemplateDecl *pattern = fn->getDescribedFunctionTemplate())
    range = pattern->getSourceRange();
  SourceLocation begin = sm_.getExpansionLoc(range.getBegin());
  SourceLocation end = sm_.getExpansionLoc(range.getEnd());
  if (!sm_.isWrittenInMainFile(begin) || !sm_.isWrittenInMainFile(end))
    return true;
  deviceFunctions_.emplace_back(sm_.getExpansionLineNumber(begin), sm_.getExpansionLineNumber(end));
  return true;
}

} // namespace wmc::dialect
