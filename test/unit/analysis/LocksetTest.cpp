// The must-held lock sets of LocksetAnalysis at accesses of hand-written
// C and C++ functions.
#include "AstFixture.h"
#include "Lockset.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

#include <gtest/gtest.h>

#include <regex>

namespace wmc::analysis::test {
namespace {

class Finder : public clang::RecursiveASTVisitor<Finder> {
public:
  Finder(const clang::SourceManager &sm, std::string name, unsigned line)
      : sm_(sm), name_(std::move(name)), line_(line) {}
  bool shouldVisitTemplateInstantiations() const { return true; }
  bool VisitFunctionDecl(clang::FunctionDecl *fn) {
    if (fn->doesThisDeclarationHaveABody() && fn->getNameAsString() == name_ && !function)
      function = fn;
    return true;
  }
  bool VisitDeclRefExpr(clang::DeclRefExpr *ref) {
    if (!ref_ && ref->getDecl()->getNameAsString() == name_ &&
        sm_.getPresumedLineNumber(ref->getLocation()) == line_)
      ref_ = ref;
    return true;
  }
  bool VisitMemberExpr(clang::MemberExpr *member) {
    if (!ref_ && member->getMemberDecl()->getNameAsString() == name_ &&
        sm_.getPresumedLineNumber(member->getMemberLoc()) == line_)
      ref_ = member;
    return true;
  }
  const clang::FunctionDecl *function = nullptr;
  const clang::Expr *ref_ = nullptr;

private:
  const clang::SourceManager &sm_;
  std::string name_;
  unsigned line_;
};

struct Locksets {
  std::unique_ptr<clang::ASTUnit> unit;
  std::unique_ptr<LocksetAnalysis> analysis;

  Locksets(std::string_view code, Lang lang, const std::string &function) {
    unit = parse(code, lang);
    if (!unit)
      return;
    Finder finder(unit->getSourceManager(), function, 0);
    finder.TraverseDecl(unit->getASTContext().getTranslationUnitDecl());
    if (!finder.function) {
      ADD_FAILURE() << "no function " << function;
      return;
    }
    analysis = std::make_unique<LocksetAnalysis>(finder.function, unit->getASTContext());
  }

  // The locks held at the reference to `name` on `line`, ids removed:
  // "m", "a->lock", "this->m"; "unreached" when the access is not reached.
  std::string heldAt(const std::string &name, unsigned line) const {
    if (!analysis)
      return "no analysis";
    Finder finder(unit->getSourceManager(), name, line);
    finder.TraverseDecl(unit->getASTContext().getTranslationUnitDecl());
    if (!finder.ref_)
      return "no reference to " + name;
    std::optional<LockSet> held = analysis->heldAt(finder.ref_);
    if (!held)
      return "unreached";
    std::string out;
    for (const std::string &lock : *held)
      out += (out.empty() ? "" : " ") + std::regex_replace(lock, std::regex("#[0-9]+"), "");
    return out.empty() ? "{}" : out;
  }
};

TEST(Lockset, PthreadLockUnlock) {
  Locksets l(R"(#include <pthread.h>
pthread_mutex_t m, n;
int x;
void f(void) {
  x = 0;
  pthread_mutex_lock(&m);
  x = 1;
  pthread_mutex_lock(&n);
  x = 2;
  pthread_mutex_unlock(&m);
  x = 3;
  pthread_mutex_unlock(&n);
  x = 4;
}
)",
             Lang::C, "f");
  EXPECT_EQ(l.heldAt("x", 5), "{}");
  EXPECT_EQ(l.heldAt("x", 7), "m");
  EXPECT_EQ(l.heldAt("x", 9), "m n");
  EXPECT_EQ(l.heldAt("x", 11), "n");
  EXPECT_EQ(l.heldAt("x", 13), "{}");
}

TEST(Lockset, IntersectionAtJoinsAndLoops) {
  Locksets l(R"(#include <pthread.h>
pthread_mutex_t m;
int x;
void f(int c) {
  if (c)
    pthread_mutex_lock(&m);
  x = 1;
  if (c)
    pthread_mutex_unlock(&m);
  pthread_mutex_lock(&m);
  for (int i = 0; i < c; ++i) {
    x = 2;
    pthread_mutex_unlock(&m);
    x = 3;
    pthread_mutex_lock(&m);
  }
  x = 4;
  pthread_mutex_unlock(&m);
}
)",
             Lang::C, "f");
  EXPECT_EQ(l.heldAt("x", 7), "{}");
  EXPECT_EQ(l.heldAt("x", 12), "m");
  EXPECT_EQ(l.heldAt("x", 14), "{}");
  EXPECT_EQ(l.heldAt("x", 17), "m");
}

TEST(Lockset, TrylockBranches) {
  Locksets l(R"(#include <pthread.h>
#include <threads.h>
pthread_mutex_t m;
mtx_t c11;
int x;
void f(void) {
  if (pthread_mutex_trylock(&m) == 0) {
    x = 1;
    pthread_mutex_unlock(&m);
  } else {
    x = 2;
  }
  if (pthread_mutex_trylock(&m))
    x = 3;
  else
    x = 4;
  if (mtx_trylock(&c11) == thrd_success)
    x = 5;
}
)",
             Lang::C, "f");
  EXPECT_EQ(l.heldAt("x", 8), "m");
  EXPECT_EQ(l.heldAt("x", 11), "{}");
  EXPECT_EQ(l.heldAt("x", 14), "{}");
  EXPECT_EQ(l.heldAt("x", 16), "m");
  EXPECT_EQ(l.heldAt("x", 18), "c11");
}

TEST(Lockset, CxxGuardsAndMembers) {
  Locksets l(R"(#include <mutex>
std::mutex a, b;
int x;
void f() {
  {
    std::lock_guard<std::mutex> g(a);
    x = 1;
  }
  x = 2;
  std::unique_lock<std::mutex> u(b);
  x = 3;
  u.unlock();
  x = 4;
  std::unique_lock<std::mutex> deferred(a, std::defer_lock);
  x = 5;
  deferred.lock();
  x = 6;
  {
    std::scoped_lock both(a, b);
    x = 7;
  }
  a.lock();
  x = 8;
  a.unlock();
  if (b.try_lock()) {
    x = 9;
    b.unlock();
  }
}
)",
             Lang::Cxx, "f");
  EXPECT_EQ(l.heldAt("x", 7), "a");
  EXPECT_EQ(l.heldAt("x", 9), "{}");
  EXPECT_EQ(l.heldAt("x", 11), "b");
  EXPECT_EQ(l.heldAt("x", 13), "{}");
  EXPECT_EQ(l.heldAt("x", 15), "{}");
  EXPECT_EQ(l.heldAt("x", 17), "a");
  EXPECT_EQ(l.heldAt("x", 23), "a");
  EXPECT_EQ(l.heldAt("x", 26), "b"); // a.unlock() released a
}

TEST(Lockset, MemberAndPointerLocks) {
  Locksets l(R"(#include <mutex>
#include <pthread.h>
struct Counter {
  std::mutex m;
  int n = 0;
  void add() {
    std::lock_guard<std::mutex> g(m);
    n++;
  }
};
struct account { pthread_mutex_t lock; int balance; };
void deposit(account *a) {
  pthread_mutex_lock(&a->lock);
  a->balance++;
  pthread_mutex_unlock(&a->lock);
}
)",
             Lang::Cxx, "add");
  EXPECT_EQ(l.heldAt("n", 8), "this->m");
  Locksets d(R"(#include <pthread.h>
struct account { pthread_mutex_t lock; int balance; };
void deposit(struct account *a) {
  pthread_mutex_lock(&a->lock);
  a->balance++;
  pthread_mutex_unlock(&a->lock);
  a->balance++;
}
)",
             Lang::C, "deposit");
  EXPECT_EQ(d.heldAt("balance", 5), "a->lock");
  EXPECT_EQ(d.heldAt("balance", 7), "{}");
}

TEST(Lockset, OwnLockFunctionsAndC11Mutex) {
  Locksets l(R"(#include <threads.h>
typedef struct { int v; } spin_t;
spin_t s;
mtx_t m;
int x;
void spin_lock(spin_t *l) { while (__atomic_exchange_n(&l->v, 1, __ATOMIC_ACQUIRE)) ; }
void spin_unlock(spin_t *l) { __atomic_store_n(&l->v, 0, __ATOMIC_RELEASE); }
void lock(void) { mtx_lock(&m); }
void unlock(void) { mtx_unlock(&m); }
void f(void) {
  spin_lock(&s);
  x = 1;
  spin_unlock(&s);
  lock();
  x = 2;
  unlock();
  mtx_lock(&m);
  x = 3;
  mtx_unlock(&m);
  x = 4;
}
)",
             Lang::C, "f");
  EXPECT_EQ(l.heldAt("x", 12), "s");
  EXPECT_EQ(l.heldAt("x", 15), "fn:");
  EXPECT_EQ(l.heldAt("x", 18), "m");
  EXPECT_EQ(l.heldAt("x", 20), "{}");
}

TEST(Lockset, UnreachableCode) {
  Locksets l(R"(int x;
void f(void) {
  return;
  x = 1;
}
)",
             Lang::C, "f");
  EXPECT_EQ(l.heldAt("x", 4), "unreached");
}

} // namespace
} // namespace wmc::analysis::test
