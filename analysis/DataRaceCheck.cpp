// wmc-data-race: two plain accesses to the same shared memory, at least one a
// write, in code that may run in two threads at once (ThreadModel), with no
// common lock held (Lockset), and not ordered by atomics: a pair where one
// access is followed (in its function) by a release-or-stronger atomic write
// or fence and the other preceded by an acquire-or-stronger atomic read or
// fence of the same atomic object counts as ordered (message passing,
// hand-written locks). One finding per memory location: the warning at a
// write, a note at the other access.
#include "AtomicOps.h"
#include "Checks.h"
#include "SharedAccesses.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>

namespace wmc::analysis {

using namespace clang;

namespace {

bool shareALock(const LockSet &a, const LockSet &b) {
  return std::any_of(a.begin(), a.end(), [&](const std::string &lock) { return b.contains(lock); });
}

// The release and acquire points of each function (per context: the atomic
// object may be a thread argument).
class AtomicSync {
public:
  AtomicSync(ASTContext &ctx, const SharedLocations &locations)
      : ctx_(ctx), locations_(locations) {}

  // Whether `first` is followed by a release that `second`'s acquire (before
  // it) may read from.
  bool orders(const SharedAccess &first, const SharedAccess &second) {
    const std::vector<Point> &from = pointsOf(first.fn, first.context);
    const std::vector<Point> &to = pointsOf(second.fn, second.context);
    for (const Point &release : from) {
      if (!release.release || !before(first.use->getBeginLoc(), release.loc))
        continue;
      for (const Point &acquire : to)
        if (acquire.acquire && before(acquire.loc, second.use->getBeginLoc()) &&
            sameObject(release, acquire))
          return true;
    }
    return false;
  }

private:
  struct Point {
    SourceLocation loc;
    std::optional<MemoryLocation> object; // unknown (or a fence): any object
    bool release = false, acquire = false;
  };

  static bool sameObject(const Point &a, const Point &b) {
    return !a.object || !b.object || *a.object == *b.object;
  }

  bool before(SourceLocation a, SourceLocation b) const {
    const SourceManager &sm = ctx_.getSourceManager();
    return sm.isBeforeInTranslationUnit(sm.getExpansionLoc(a), sm.getExpansionLoc(b));
  }

  // The release and acquire points of fn: its atomic operations, and its
  // calls of functions defined here that have such points (a hand-written
  // lock's acquire()/release()), at the call. A callee's atomic object that
  // is only named through its parameters is unknown: any object.
  const std::vector<Point> &pointsOf(const FunctionDecl *fn, ThreadContext c) {
    auto [it, fresh] = points_.try_emplace({fn, c});
    if (!fresh)
      return it->second;
    std::vector<Point> found;
    forEachCall(fn->getBody(), [&](const CallExpr *call) {
      const FunctionDecl *callee = call->getDirectCallee();
      const FunctionDecl *def = nullptr;
      if (!callee || !callee->hasBody(def) || !def)
        return;
      // (A function still being summarised, in a recursion, has none yet.)
      for (Point p : pointsOf(def, c)) {
        p.loc = call->getBeginLoc();
        found.push_back(p);
      }
    });
    for (const AtomicOp &op : atomicOpsIn(fn->getBody(), ctx_)) {
      Point point;
      point.loc = op.expr->getBeginLoc();
      bool writes = op.kind != AtomicKind::Load;
      bool reads = op.kind != AtomicKind::Store;
      point.release = writes && isReleaseOrStronger(op.order);
      point.acquire = reads && isAcquireOrStronger(op.order);
      point.object = locations_.atomicObject(op, fn, c);
      if (point.release || point.acquire)
        found.push_back(point);
    }
    it->second = std::move(found); // map iterators survive the insertions above
    return it->second;
  }

  // Calls evaluated by `s` (lambda bodies excluded, as in atomicOpsIn).
  template <typename F> static void forEachCall(const Stmt *s, F &&f) {
    if (!s || isa<LambdaExpr>(s))
      return;
    if (const auto *call = dyn_cast<CallExpr>(s))
      f(call);
    for (const Stmt *child : s->children())
      forEachCall(child, f);
  }

  ASTContext &ctx_;
  const SharedLocations &locations_;
  std::map<std::pair<const FunctionDecl *, ThreadContext>, std::vector<Point>> points_;
};

bool racy(const ThreadModel &threads, AtomicSync &sync, const SharedAccess &a,
          const SharedAccess &b) {
  if (!a.write && !b.write)
    return false;
  if (shareALock(a.locks, b.locks))
    return false;
  if (!threads.mayRunConcurrently(a.fn, a.context, a.use, b.fn, b.context, b.use))
    return false;
  return !sync.orders(a, b) && !sync.orders(b, a);
}

bool isStdAtomicDeclared(ASTContext &ctx) {
  for (const Decl *decl : ctx.getTranslationUnitDecl()->decls()) {
    const auto *ns = dyn_cast<NamespaceDecl>(decl);
    if (!ns || !ns->isStdNamespace())
      continue;
    DeclContextLookupResult found = ns->lookup(&ctx.Idents.get("atomic"));
    if (std::any_of(found.begin(), found.end(),
                    [](const NamedDecl *d) { return isa<ClassTemplateDecl>(d); }))
      return true;
  }
  return false;
}

// Another variable declared in the same declaration (`int a, b;`): making the
// type atomic would change it too.
bool sharesItsDeclaration(const VarDecl *var) {
  for (const Decl *other : var->getDeclContext()->decls())
    if (other != var && isa<VarDecl>(other) && other->getBeginLoc() == var->getBeginLoc())
      return true;
  return false;
}

// `int x;` -> `_Atomic int x;` (C) or `std::atomic<int> x;` (C++ with
// <atomic> included, non-volatile integer): only for a file-scope variable
// declared once, whose type is written without macros.
std::vector<Edit> makeAtomicFix(ASTContext &ctx, const MemoryLocation &location) {
  const VarDecl *var = location.base;
  if (location.pointee || !location.path.empty() || !var->isFileVarDecl())
    return {};
  QualType type = var->getType();
  if (!type->isIntegerType() || type->isEnumeralType())
    return {};
  if (std::distance(var->redecls_begin(), var->redecls_end()) != 1 || sharesItsDeclaration(var))
    return {};
  const SourceManager &sm = ctx.getSourceManager();
  TypeSourceInfo *info = var->getTypeSourceInfo();
  if (!info)
    return {};
  SourceRange typeRange = info->getTypeLoc().getSourceRange();
  if (typeRange.getBegin().isMacroID() || typeRange.getEnd().isMacroID() ||
      !sm.isInMainFile(typeRange.getBegin()))
    return {};
  if (!ctx.getLangOpts().CPlusPlus) {
    SourceLocation at = var->getTypeSpecStartLoc();
    if (at.isMacroID())
      return {};
    return {{CharSourceRange::getCharRange(at, at), "_Atomic "}};
  }
  if (type.isVolatileQualified() || !isStdAtomicDeclared(ctx))
    return {};
  QualType unqualified = type.getUnqualifiedType();
  return {{CharSourceRange::getTokenRange(typeRange),
           "std::atomic<" + unqualified.getAsString(ctx.getPrintingPolicy()) + ">"}};
}

std::string accessKind(const SharedAccess &access) { return access.write ? "write" : "read"; }

Finding makeFinding(ASTContext &ctx, const ThreadModel &threads, const SharedAccess &primary,
                    const SharedAccess &other) {
  Finding finding;
  finding.check = CheckKind::DataRace;
  finding.loc = primary.lvalue->getExprLoc();
  finding.highlights.push_back(CharSourceRange::getTokenRange(primary.lvalue->getSourceRange()));
  std::string where = threads.describe(primary.context);
  std::string message = "data race on '" + primary.location.display + "': this " +
                        accessKind(primary) + " in " + where;
  bool self = threads.describe(primary.context) == threads.describe(other.context);
  if (self)
    message += " can run at the same time as a " + accessKind(other) +
               " in another instance of the same thread (it is started more than once)";
  else
    message += " can run at the same time as a " + accessKind(other) + " in " +
               threads.describe(other.context);
  message += ", and no common lock is held";
  if (primary.isVolatile || other.isVolatile)
    message += "; 'volatile' does not make accesses atomic in C11/C++11";
  finding.message = std::move(message);
  std::string noteWhere = self ? "another instance of " + threads.describe(other.context)
                               : threads.describe(other.context);
  finding.notes.push_back(
      {other.lvalue->getExprLoc(), "the conflicting " + accessKind(other) + " in " + noteWhere});
  finding.fixits = makeAtomicFix(ctx, primary.location);
  return finding;
}

} // namespace

void checkDataRace(ASTContext &ctx, std::vector<Finding> &out) {
  if (ctx.getLangOpts().CUDA || ctx.getLangOpts().OpenCL)
    return; // GPU code: wmc-shared-race
  ThreadModel threads(ctx);
  if (!threads.hasSpawns())
    return;
  SharedLocations locations(threads);
  SharedAccesses accesses(ctx, threads, locations);
  AtomicSync sync(ctx, locations);

  // Kernel code (also C++ with <wmc/cuda_runtime.h>'s __global__ outside
  // clang's CUDA mode) is wmc-shared-race's and wmc-scope's: barriers and
  // scopes order it, which this check does not know.
  std::map<MemoryLocation, std::vector<const SharedAccess *>> byLocation;
  for (const SharedAccess &access : accesses.all())
    if (!threads.isKernelContext(access.context))
      byLocation[access.location].push_back(&access);

  const SourceManager &sm = ctx.getSourceManager();
  auto earlier = [&](const SharedAccess *a, const SharedAccess *b) {
    SourceLocation la = a->lvalue->getExprLoc(), lb = b->lvalue->getExprLoc();
    if (la != lb)
      return sm.isBeforeInTranslationUnit(la, lb);
    return a->context < b->context;
  };
  for (auto &[location, list] : byLocation) {
    std::sort(list.begin(), list.end(), earlier);
    // Prefer a write as the warning's access, the earliest such pair.
    const SharedAccess *primary = nullptr, *other = nullptr;
    for (size_t i = 0; i < list.size() && !primary; ++i) {
      if (!list[i]->write)
        continue;
      // Another access first; the access itself last (a thread started twice).
      for (size_t k = 0; k < list.size(); ++k) {
        size_t j = k + 1 < list.size() ? (k < i ? k : k + 1) : i;
        if (i == j && !threads.runsMultiple(list[i]->context))
          continue;
        if (racy(threads, sync, *list[i], *list[j])) {
          primary = list[i];
          other = list[j];
          break;
        }
      }
    }
    if (primary)
      out.push_back(makeFinding(ctx, threads, *primary, *other));
  }
}

} // namespace wmc::analysis
