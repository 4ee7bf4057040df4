// The GPU launches a translation unit contains: CUDA `k<<<grid, block>>>(...)`
// and <wmc/gpu.h>'s wmc_gpu_launch(...), with whether each launches a single
// block. A kernel whose every launch in the file has one block cannot have
// threads in two blocks; one with no launch in the file (launched by
// `wmc check --grid`, or from another file) may.
#ifndef WMC_ANALYSIS_GPULAUNCHES_H
#define WMC_ANALYSIS_GPULAUNCHES_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"

#include <map>
#include <set>

namespace wmc::analysis {

class GpuLaunches {
public:
  static GpuLaunches collect(clang::ASTContext &ctx);

  // Functions passed to wmc_gpu_launch (canonical declarations).
  const std::set<const clang::FunctionDecl *> &launchedFunctions() const { return launched_; }

  // True if `function` runs in one block only: it is launched in this file
  // and every launch has a grid of exactly one block, or it is not launched
  // and every call of it in this file is in such a function.
  bool onlySingleBlock(const clang::FunctionDecl *function) const;

  void add(const clang::FunctionDecl *function, bool singleBlock, bool viaGpuH);
  void addCall(const clang::FunctionDecl *caller, const clang::FunctionDecl *callee);

private:
  bool onlySingleBlock(const clang::FunctionDecl *function, unsigned depth) const;

  std::map<const clang::FunctionDecl *, bool> allSingle_;
  std::set<const clang::FunctionDecl *> launched_;
  std::map<const clang::FunctionDecl *, std::set<const clang::FunctionDecl *>> callers_;
};

} // namespace wmc::analysis

#endif
