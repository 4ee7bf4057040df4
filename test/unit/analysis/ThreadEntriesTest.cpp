// ThreadModel: spawn sites, entries, contexts of called functions,
// multiplicity and create/join windows.
#include "AstFixture.h"
#include "ThreadEntries.h"

#include "clang/AST/ASTContext.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

const clang::FunctionDecl *named(const ThreadModel &model, const std::string &name) {
  for (const clang::FunctionDecl *fn : model.functions())
    if (fn->getNameAsString() == name)
      return fn;
  return nullptr;
}

TEST(ThreadEntries, PthreadEntriesAndCallees) {
  auto unit = parse(R"(#include <pthread.h>
int shared;
static void helper(void) { shared++; }
static void mainOnly(void) {}
static void *worker(void *arg) { helper(); return 0; }
int main(void) {
  pthread_t t[2], u;
  for (int i = 0; i < 2; i++)
    pthread_create(&t[i], 0, worker, 0);
  pthread_create(&u, 0, worker, 0);
  mainOnly();
  helper();
  for (int i = 0; i < 2; i++)
    pthread_join(t[i], 0);
  pthread_join(u, 0);
}
)",
                    Lang::C);
  ASSERT_TRUE(unit);
  ThreadModel model(unit->getASTContext());
  ASSERT_EQ(model.spawns().size(), 2u);
  EXPECT_EQ(model.spawns()[0].entry, named(model, "worker"));
  EXPECT_TRUE(model.spawns()[0].inLoop);
  EXPECT_FALSE(model.spawns()[1].inLoop);
  EXPECT_TRUE(model.runsMultiple(0));
  EXPECT_FALSE(model.runsMultiple(1));
  EXPECT_EQ(model.contextsOf(named(model, "helper")), (std::set<ThreadContext>{kMainContext, 0, 1}));
  EXPECT_EQ(model.contextsOf(named(model, "mainOnly")), (std::set<ThreadContext>{kMainContext}));
  EXPECT_EQ(model.describe(0), "thread 'worker'");
  EXPECT_EQ(model.describe(kMainContext), "main");
}

TEST(ThreadEntries, CxxThreadsAndLambdas) {
  auto unit = parse(R"(#include <thread>
#include <vector>
void work(int) {}
int main() {
  int local = 0;
  std::thread a(work, 1);
  std::thread b([&] { local++; });
  std::vector<std::thread> pool;
  for (int i = 0; i < 3; ++i)
    pool.emplace_back(work, i);
  a.join();
  b.join();
  for (auto &t : pool)
    t.join();
}
)",
                    Lang::Cxx);
  ASSERT_TRUE(unit);
  ThreadModel model(unit->getASTContext());
  ASSERT_EQ(model.spawns().size(), 3u);
  EXPECT_EQ(model.spawns()[0].entry, named(model, "work"));
  EXPECT_EQ(model.spawns()[0].args.size(), 1u);
  EXPECT_EQ(model.describe(1), "the thread started at line 7");
  ASSERT_EQ(model.spawns()[1].sharedCaptures.size(), 1u);
  EXPECT_EQ(model.spawns()[1].sharedCaptures[0]->getNameAsString(), "local");
  EXPECT_TRUE(model.spawns()[2].inLoop);
  EXPECT_TRUE(model.spawns()[0].joined);
  EXPECT_TRUE(model.spawns()[2].joined);
  EXPECT_FALSE(model.runsMultiple(0));
  EXPECT_TRUE(model.runsMultiple(2));
}

TEST(ThreadEntries, CreateJoinWindowsInMain) {
  auto unit = parse(R"(#include <threads.h>
int x;
int worker(void *arg) { return x; }
int main(void) {
  thrd_t t;
  x = 1;
  thrd_create(&t, worker, 0);
  x = 2;
  thrd_join(t, 0);
  x = 3;
}
)",
                    Lang::C);
  ASSERT_TRUE(unit);
  ThreadModel model(unit->getASTContext());
  ASSERT_EQ(model.spawns().size(), 1u);
  const clang::FunctionDecl *main = named(model, "main");
  const auto *body = llvm::cast<clang::CompoundStmt>(main->getBody());
  std::vector<const clang::Stmt *> statements(body->body_begin(), body->body_end());
  // statements: decl, x = 1, create, x = 2, join, x = 3
  ASSERT_EQ(statements.size(), 6u);
  EXPECT_EQ(model.concurrentAt(main, kMainContext, statements[1]), std::set<int>{});
  EXPECT_EQ(model.concurrentAt(main, kMainContext, statements[3]), std::set<int>{0});
  EXPECT_EQ(model.concurrentAt(main, kMainContext, statements[5]), std::set<int>{});
}

// Kernels are GpuDialect's: a CUDA __global__ in clang's CUDA mode and the
// annotate("wmc_kernel") that <wmc/cuda_runtime.h> makes of __global__ in a
// plain C++ compile are both entries without a spawn site that run many
// times at once; their callees run in the kernel's context.
TEST(ThreadEntries, KernelsOfEveryDialectAreEntries) {
  for (Lang lang : {Lang::Cuda, Lang::Cxx}) {
    SCOPED_TRACE(lang == Lang::Cuda ? "CUDA" : "C++");
    auto unit = parse(lang == Lang::Cuda ? R"(__device__ void helper(int *p) { p[0] = 1; }
__global__ void k(int *p) { helper(p); }
)"
                                         : R"(#include <wmc/cuda_runtime.h>
__device__ void helper(int *p) { p[0] = 1; }
__global__ void k(int *p) { helper(p); }
)",
                      lang);
    ASSERT_TRUE(unit);
    ThreadModel model(unit->getASTContext());
    ASSERT_EQ(model.spawns().size(), 1u);
    EXPECT_EQ(model.spawns()[0].entry, named(model, "k"));
    EXPECT_EQ(model.spawns()[0].creator, nullptr);
    EXPECT_TRUE(model.isKernelContext(0));
    EXPECT_FALSE(model.isKernelContext(kMainContext));
    EXPECT_TRUE(model.runsMultiple(0));
    EXPECT_EQ(model.contextsOf(named(model, "helper")), (std::set<ThreadContext>{0}));
    EXPECT_EQ(model.describe(0), "kernel 'k'");
  }
}

} // namespace
} // namespace wmc::analysis::test
