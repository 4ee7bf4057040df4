#include "CudaLower.h"
#include "CudaRewriter.h"
#include "DeviceArch.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "clang/Tooling/Tooling.h"

#include <memory>

namespace wmc::dialect {

namespace {

using namespace clang;

// Inserts the __CUDA_ARCH__ directives (DeviceArch.h) at line starts.
void insertDeviceArch(const CudaRewriter &walk, SourceManager &sm, Rewriter &rewriter) {
  FileID main = sm.getMainFileID();
  llvm::StringRef buffer = sm.getBufferData(main);
  auto lines = static_cast<unsigned>(buffer.count('\n') + (buffer.ends_with("\n") ? 0 : 1));
  for (const LineInsertion &at : deviceArchInsertions(walk.deviceFunctions())) {
    if (at.line <= lines)
      rewriter.InsertTextAfter(sm.translateLineCol(main, at.line, 1), at.text);
    else
      rewriter.InsertTextAfter(sm.getLocForEndOfFile(main),
                               (buffer.ends_with("\n") ? "" : "\n") + at.text);
  }
}

class LowerConsumer : public ASTConsumer {
public:
  explicit LowerConsumer(LowerResult &result) : result_(result) {}

  void HandleTranslationUnit(ASTContext &context) override {
    if (context.getDiagnostics().hasErrorOccurred())
      return;
    Rewriter rewriter(context.getSourceManager(), context.getLangOpts());
    CudaRewriter walk(context, rewriter);
    walk.TraverseAST(context);
    if (context.getDiagnostics().hasErrorOccurred())
      return;
    SourceManager &sm = context.getSourceManager();
    insertDeviceArch(walk, sm, rewriter);
    FileID main = sm.getMainFileID();
    if (const RewriteBuffer *buffer = rewriter.getRewriteBufferFor(main))
      result_.text = std::string(buffer->begin(), buffer->end());
    else
      result_.text = sm.getBufferData(main).str();
    result_.launches = walk.launches();
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
