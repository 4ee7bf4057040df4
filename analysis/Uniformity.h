// Uniformity analysis: which values may differ between the threads of one
// GPU block. Sources of variation are the thread ids (threadIdx,
// get_local_id, get_global_id, wmc_thread_idx, ...) and the results of
// atomics and shuffles; variation flows through local variables (every
// definition of a variable counts: a flow-insensitive, conservative merge
// iterated to a fixed point) and through control dependence (a variable
// defined in code that only some threads of the block execute varies).
// Uniform: constants, block ids and sizes, kernel arguments, calls of
// functions without a body on uniform arguments, and memory loads at
// uniform addresses (threads that read one location at one time see one
// value unless they race, which wmc-shared-race reports).
#ifndef WMC_ANALYSIS_UNIFORMITY_H
#define WMC_ANALYSIS_UNIFORMITY_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/ParentMap.h"
#include "clang/Analysis/Analyses/Dominators.h"
#include "clang/Analysis/CFG.h"
#include "clang/Analysis/CFGStmtMap.h"

#include <map>
#include <memory>
#include <set>
#include <vector>

namespace wmc::analysis {

class Uniformity;

class FunctionUniformity {
public:
  FunctionUniformity(Uniformity &tu, const clang::FunctionDecl *fn,
                     std::set<const clang::ParmVarDecl *> varyingParams);

  bool isUniform(const clang::Expr *e) const;
  bool isVarying(const clang::VarDecl *var) const { return varying_.contains(var); }

  // The CFG of the body (null if clang could not build one).
  const clang::CFG *cfg() const { return cfg_.get(); }
  const clang::CFGBlock *blockOf(const clang::Stmt *s) const;

  // The non-uniform branch condition that decides whether some threads of
  // the block execute `block` and others do not (directly or through
  // enclosing branches), or null when every thread that runs the function
  // executes it.
  const clang::Expr *divergenceCause(const clang::CFGBlock *block) const;

  const clang::FunctionDecl *function() const { return fn_; }

private:
  struct Definition {
    const clang::VarDecl *var;
    const clang::Expr *value; // null: the variable's own value, updated
    const clang::Expr *index; // array element written, or null
    const clang::Stmt *at;
  };
  void collectDefinitions(const clang::Stmt *s);
  void addDefinitionOf(const clang::Expr *lhs, const clang::Expr *value, const clang::Stmt *at);
  void solve();
  std::vector<const clang::CFGBlock *> controlDependences(const clang::CFGBlock *block) const;
  const clang::Expr *causeUncached(const clang::CFGBlock *block,
                                   std::set<const clang::CFGBlock *> &visiting) const;

  Uniformity &tu_;
  const clang::FunctionDecl *fn_;
  std::set<const clang::ParmVarDecl *> varyingParams_;
  std::unique_ptr<clang::CFG> cfg_;
  std::unique_ptr<clang::ParentMap> parents_;
  std::unique_ptr<clang::CFGStmtMap> stmtMap_;
  std::unique_ptr<clang::ControlDependencyCalculator> controlDeps_;
  bool everyBlockReachesExit_ = true;
  std::vector<Definition> definitions_;
  std::set<const clang::VarDecl *> varying_;
  mutable std::map<const clang::CFGBlock *, const clang::Expr *> causes_;
};

// The analyses of the functions of one translation unit. Parameters of
// kernels are uniform; a parameter of another function varies when some
// analysed caller passes a varying argument (see analyzeCallers).
class Uniformity {
public:
  explicit Uniformity(clang::ASTContext &ctx) : ctx_(ctx) {}

  clang::ASTContext &context() const { return ctx_; }

  // Propagates varying arguments from the calls in `functions` to the
  // parameters of their callees, to a fixed point; call before of().
  void analyzeCallers(const std::vector<const clang::FunctionDecl *> &functions);

  // The analysis of a function definition.
  const FunctionUniformity &of(const clang::FunctionDecl *definition);

  // Whether `fn` may return different values to different threads even when
  // its arguments are uniform (e.g. a helper returning threadIdx.x % 32).
  bool returnsVarying(const clang::FunctionDecl *fn);

private:
  clang::ASTContext &ctx_;
  std::map<const clang::FunctionDecl *, std::set<const clang::ParmVarDecl *>> varyingParams_;
  std::map<const clang::FunctionDecl *, std::unique_ptr<FunctionUniformity>> analyses_;
  std::map<const clang::FunctionDecl *, std::unique_ptr<FunctionUniformity>> summaries_;
  std::map<const clang::FunctionDecl *, bool> returnsVarying_;
};

} // namespace wmc::analysis

#endif
