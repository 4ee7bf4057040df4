#include "BarrierCalls.h"

#include "GpuDialect.h"

#include "clang/AST/Decl.h"

namespace wmc::analysis {

bool BarrierCalls::waitsAtBarrier(const clang::CallExpr *call) {
  if (isBarrierCall(call))
    return true;
  const auto *callee = llvm::dyn_cast_or_null<clang::FunctionDecl>(call->getCalleeDecl());
  return callee && reachesBarrier(callee);
}

bool BarrierCalls::reachesBarrier(const clang::FunctionDecl *fn) {
  const clang::FunctionDecl *definition = nullptr;
  if (!fn->hasBody(definition))
    return false;
  if (auto known = reaches_.find(definition); known != reaches_.end())
    return known->second;
  reaches_[definition] = false; // recursion: assume no barrier on the cycle
  bool found = false;
  forEachCall(definition->getBody(), [&](const clang::CallExpr *call) {
    if (!found && waitsAtBarrier(call))
      found = true;
  });
  reaches_[definition] = found;
  return found;
}

} // namespace wmc::analysis
