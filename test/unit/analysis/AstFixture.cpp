#include "AstFixture.h"

#include "Analyze.h"

#include "clang/Tooling/Tooling.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {

namespace {

std::vector<std::string> argsFor(Lang lang) {
  std::vector<std::string> args = {"-resource-dir", WMC_CLANG_RESOURCE_DIR,
                                   "-I", WMC_INCLUDE_DIR};
  switch (lang) {
  case Lang::C:
    args.insert(args.end(), {"-x", "c", "-std=c11"});
    break;
  case Lang::Cxx:
    args.insert(args.end(), {"-x", "c++", "-std=c++17"});
    break;
  case Lang::Cuda:
    args.insert(args.end(),
                {"-x", "cuda", "--cuda-host-only", "-nocudainc", "-nocudalib",
                 "-Wno-unknown-cuda-version",
                 "-std=c++17", "-I", WMC_INCLUDE_DIR "/wmc/cuda-include",
                 "-include", "wmc/cuda_runtime.h"});
    break;
  case Lang::OpenCl:
    args.insert(args.end(), {"-x", "cl", "-cl-std=CL2.0", "-target",
                             "x86_64-unknown-linux-gnu", "-include",
                             "wmc/opencl.h"});
    break;
  }
  return args;
}

const char *fileNameFor(Lang lang) {
  switch (lang) {
  case Lang::C:
    return "input.c";
  case Lang::Cxx:
    return "input.cpp";
  case Lang::Cuda:
    return "input.cu";
  case Lang::OpenCl:
    return "input.cl";
  }
  return "input.c";
}

} // namespace

std::unique_ptr<clang::ASTUnit> parse(std::string_view code, Lang lang) {
  std::unique_ptr<clang::ASTUnit> unit = clang::tooling::buildASTFromCodeWithArgs(
      std::string(code), argsFor(lang), fileNameFor(lang));
  if (!unit) {
    ADD_FAILURE() << "clang could not parse the snippet";
    return nullptr;
  }
  if (unit->getDiagnostics().hasErrorOccurred()) {
    ADD_FAILURE() << "the snippet has compile errors";
    return nullptr;
  }
  return unit;
}

std::vector<Finding> findings(std::string_view code, Lang lang, CheckKind check) {
  std::unique_ptr<clang::ASTUnit> unit = parse(code, lang);
  if (!unit)
    return {};
  AnalysisOptions options;
  options.enabled = {check};
  return analyzeTranslationUnit(unit->getASTContext(), options);
}

unsigned lineOf(const clang::ASTUnit &unit, clang::SourceLocation loc) {
  return unit.getSourceManager().getPresumedLineNumber(loc);
}

} // namespace wmc::analysis::test
