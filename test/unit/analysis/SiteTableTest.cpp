// The site table (analysis/SiteTable.h) on snippets: the ranges of order
// arguments, scope arguments, scopes in names and types, the statement
// boundaries in braced and unbraced bodies, and what macros hide. Each
// expected range is the text the snippet has there.
#include "SiteTable.h"
#include "AstFixture.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

struct Table {
  std::string code;
  SiteTable table;

  // The entry at (line, col) of the snippet; fails the test if none.
  const SiteEntry &at(unsigned line, unsigned col) const {
    for (const auto &[key, entry] : table.entries)
      if (std::get<1>(key) == line && std::get<2>(key) == col &&
          std::get<0>(key).find("/input.") != std::string::npos)
        return entry;
    ADD_FAILURE() << "no site at " << line << ":" << col;
    static const SiteEntry none;
    return none;
  }
  bool has(unsigned line, unsigned col) const {
    for (const auto &[key, entry] : table.entries)
      if (std::get<1>(key) == line && std::get<2>(key) == col)
        return true;
    return false;
  }
  std::string text(const std::optional<SourceSpan> &span) const {
    if (!span)
      return "<none>";
    return code.substr(span->begin.offset, span->end.offset - span->begin.offset);
  }
  // The text from a position to the end of its line.
  std::string from(const std::optional<SourcePos> &pos) const {
    if (!pos)
      return "<none>";
    size_t end = code.find('\n', pos->offset);
    return code.substr(pos->offset, end - pos->offset);
  }
};

Table build(std::string code, Lang lang) {
  Table t{std::move(code), {}};
  std::unique_ptr<clang::ASTUnit> unit = parse(t.code, lang);
  if (unit)
    t.table = buildSiteTable(unit->getASTContext());
  return t;
}

TEST(SiteTable, C11OrderArgumentAndStatement) {
  Table t = build("#include <stdatomic.h>\n"
                  "atomic_int flag;\n"
                  "void f(void) {\n"
                  "  atomic_store_explicit(&flag, 1, memory_order_relaxed);\n"
                  "}\n",
                  Lang::C);
  const SiteEntry &e = t.at(4, 3);
  EXPECT_EQ(t.text(e.expr), "atomic_store_explicit(&flag, 1, memory_order_relaxed)");
  EXPECT_EQ(t.text(e.order), "memory_order_relaxed");
  EXPECT_FALSE(e.orderMissing);
  EXPECT_EQ(e.scopeSpelling, ScopeSpelling::None);
  EXPECT_EQ(t.text(e.stmt), "atomic_store_explicit(&flag, 1, memory_order_relaxed);");
  EXPECT_EQ(t.from(e.before), "atomic_store_explicit(&flag, 1, memory_order_relaxed);");
  EXPECT_EQ(t.from(e.after), ""); // right after the `;`, at the end of the line
  EXPECT_EQ(e.noBefore, NoPlace::None);
  EXPECT_EQ(e.noAfter, NoPlace::None);
  EXPECT_FALSE(e.braces);
  ASSERT_TRUE(e.at.has_value());
  EXPECT_EQ(e.at->line, 4u);
  EXPECT_EQ(e.at->col, 3u);
  EXPECT_EQ(e.at->offset, t.code.find("atomic_store_explicit"));
}

TEST(SiteTable, CxxMemberOrderWithoutItsQualifierAndADefaultedOne) {
  Table t = build("#include <atomic>\n"
                  "std::atomic<int> x;\n"
                  "int f() {\n"
                  "  x.store(1, std::memory_order_relaxed);\n"
                  "  return x.load();\n"
                  "}\n",
                  Lang::Cxx);
  // A member call's position is its member name.
  const SiteEntry &store = t.at(4, 5);
  EXPECT_EQ(t.text(store.order), "memory_order_relaxed");
  EXPECT_EQ(t.text(store.expr), "x.store(1, std::memory_order_relaxed)");
  // x.load(): the order is defaulted; one would go before the `)`.
  const SiteEntry &load = t.at(5, 12);
  EXPECT_TRUE(load.orderMissing);
  ASSERT_TRUE(load.order.has_value());
  EXPECT_TRUE(load.order->empty());
  EXPECT_EQ(t.from(load.order->begin), ");");
  // A return: nothing after it, but before it.
  EXPECT_EQ(load.noAfter, NoPlace::Jump);
  EXPECT_EQ(load.noBefore, NoPlace::None);
  EXPECT_EQ(t.from(load.before), "return x.load();");
}

TEST(SiteTable, BuiltinOrderMacroIsItsName) {
  Table t = build("int x;\n"
                  "void f(void) { __atomic_store_n(&x, 1, __ATOMIC_RELAXED); }\n",
                  Lang::C);
  EXPECT_EQ(t.text(t.at(2, 16).order), "__ATOMIC_RELAXED");
}

TEST(SiteTable, CudaScopeInTheName) {
  Table t = build("__device__ unsigned counter;\n"
                  "__global__ void k() {\n"
                  "  atomicAdd_block(&counter, 1u);\n"
                  "  __threadfence_block();\n"
                  "}\n",
                  Lang::Cuda);
  const SiteEntry &add = t.at(3, 3);
  EXPECT_EQ(add.scopeSpelling, ScopeSpelling::Name);
  EXPECT_EQ(t.text(add.scope), "atomicAdd_block");
  EXPECT_FALSE(add.order.has_value()); // CUDA's atomic functions have no order
  const SiteEntry &fence = t.at(4, 3);
  EXPECT_EQ(fence.scopeSpelling, ScopeSpelling::Name);
  EXPECT_EQ(t.text(fence.scope), "__threadfence_block");
}

TEST(SiteTable, CudaScopeInTheTypeOfTheObject) {
  Table t = build("#include <cuda/atomic>\n"
                  "__device__ int data;\n"
                  "__global__ void k() {\n"
                  "  cuda::atomic_ref<int, cuda::thread_scope_block> flag(data);\n"
                  "  flag.store(1, cuda::memory_order_relaxed);\n"
                  "}\n",
                  Lang::Cuda);
  const SiteEntry &store = t.at(5, 8);
  EXPECT_EQ(store.scopeSpelling, ScopeSpelling::TemplateArgument);
  EXPECT_EQ(t.text(store.scope), "thread_scope_block");
  EXPECT_EQ(store.scope->begin.line, 4u);
  EXPECT_EQ(t.text(store.order), "memory_order_relaxed");
}

TEST(SiteTable, OpenClScopeArgumentOrWhereOneGoes) {
  Table t = build("kernel void k(global atomic_int *f) {\n"
                  "  atomic_store_explicit(f, 1, memory_order_release, memory_scope_work_group);\n"
                  "  atomic_store_explicit(f, 2, memory_order_release);\n"
                  "}\n",
                  Lang::OpenCl);
  const SiteEntry &scoped = t.at(2, 3);
  EXPECT_EQ(scoped.scopeSpelling, ScopeSpelling::Argument);
  EXPECT_EQ(t.text(scoped.scope), "memory_scope_work_group");
  EXPECT_EQ(t.text(scoped.order), "memory_order_release");
  const SiteEntry &device = t.at(3, 3);
  EXPECT_EQ(device.scopeSpelling, ScopeSpelling::MissingArgument);
  ASSERT_TRUE(device.scope.has_value());
  EXPECT_EQ(t.from(device.scope->begin), ");");
}

TEST(SiteTable, UnbracedBodiesNeedBraces) {
  Table t = build("int x, y, c;\n"
                  "void f(void) {\n"
                  "  if (c)\n"
                  "    x = 1;\n"
                  "  else\n"
                  "    y = 2;\n"
                  "  if (c) {\n"
                  "    x = 3;\n"
                  "  }\n"
                  "  for (int i = 0; i < 2; ++i)\n"
                  "    y = i;\n"
                  "}\n",
                  Lang::C);
  // Stores are at their `=`.
  const SiteEntry &then = t.at(4, 7);
  EXPECT_TRUE(then.braces);
  EXPECT_EQ(t.text(then.stmt), "x = 1;");
  const SiteEntry &otherwise = t.at(6, 7);
  EXPECT_TRUE(otherwise.braces);
  EXPECT_EQ(t.text(otherwise.stmt), "y = 2;");
  const SiteEntry &braced = t.at(8, 7);
  EXPECT_FALSE(braced.braces);
  EXPECT_EQ(t.text(braced.stmt), "x = 3;");
  const SiteEntry &loop = t.at(11, 7);
  EXPECT_TRUE(loop.braces);
  EXPECT_EQ(loop.noAfter, NoPlace::None);
}

TEST(SiteTable, ConditionsLoopHeadersAndConditionalOperands) {
  Table t = build("int x, y, r;\n"
                  "void f(void) {\n"
                  "  if (x == 1)\n"
                  "    r = 1;\n"
                  "  while (y == 0)\n"
                  "    ;\n"
                  "  r = x ? y : 0;\n"
                  "}\n",
                  Lang::C);
  // The load of x in an if condition: a statement can go before the if,
  // none after it.
  const SiteEntry &cond = t.at(3, 7);
  EXPECT_EQ(cond.noBefore, NoPlace::None);
  EXPECT_EQ(cond.noAfter, NoPlace::Condition);
  EXPECT_EQ(t.from(cond.before), "if (x == 1)");
  // A loop condition runs once per iteration: neither.
  const SiteEntry &spin = t.at(5, 10);
  EXPECT_EQ(spin.noBefore, NoPlace::LoopHeader);
  EXPECT_EQ(spin.noAfter, NoPlace::LoopHeader);
  // y is read only when x is not 0.
  const SiteEntry &arm = t.at(7, 11);
  EXPECT_EQ(arm.noBefore, NoPlace::Conditional);
  EXPECT_EQ(arm.noAfter, NoPlace::Conditional);
  // x is read first, and the store of r follows it.
  const SiteEntry &first = t.at(7, 7);
  EXPECT_EQ(first.noBefore, NoPlace::None);
  EXPECT_EQ(first.noAfter, NoPlace::NotLast);
  const SiteEntry &store = t.at(7, 5);
  EXPECT_EQ(store.noBefore, NoPlace::NotFirst);
  EXPECT_EQ(store.noAfter, NoPlace::None);
}

TEST(SiteTable, ElseIfConditionGoesBeforeTheInnerIfInBraces) {
  Table t = build("int x, r;\n"
                  "void f(int c) {\n"
                  "  if (c)\n"
                  "    r = 1;\n"
                  "  else if (x)\n"
                  "    r = 2;\n"
                  "}\n",
                  Lang::C);
  const SiteEntry &cond = t.at(5, 12);
  EXPECT_TRUE(cond.braces);
  EXPECT_EQ(t.text(cond.stmt), "if (x)\n    r = 2;");
}

TEST(SiteTable, PlainAccessesNamingGlobals) {
  Table t = build("int counter;\n"
                  "unsigned long hits[4];\n"
                  "int a, b;\n"
                  "void f(int *p, int i) {\n"
                  "  counter++;\n"
                  "  hits[i] += 2;\n"
                  "  *p = counter;\n"
                  "  a = 1;\n"
                  "}\n",
                  Lang::C);
  const SiteEntry &inc = t.at(5, 10);
  EXPECT_EQ(inc.variable, "counter");
  EXPECT_TRUE(inc.compoundUpdate);
  EXPECT_EQ(t.text(inc.declType), "int");
  const SiteEntry &hits = t.at(6, 11);
  EXPECT_EQ(hits.variable, "hits");
  EXPECT_TRUE(hits.compoundUpdate);
  EXPECT_EQ(t.text(hits.declType), "unsigned long");
  // *p = ...: through a pointer; the load of counter names it.
  EXPECT_EQ(t.at(7, 6).variable, "");
  EXPECT_EQ(t.at(7, 8).variable, "counter");
  EXPECT_FALSE(t.at(7, 8).compoundUpdate);
  // `int a, b;`: a one-token change would make b atomic too.
  EXPECT_EQ(t.at(8, 5).variable, "a");
  EXPECT_FALSE(t.at(8, 5).declType.has_value());
}

TEST(SiteTable, MacrosHideWhatTheyExpand) {
  Table t = build("#define INC(p) atomicAdd_block(p, 1u)\n"
                  "#define TWO x = 1; y = 2\n"
                  "#define ORDER cuda::memory_order_relaxed\n"
                  "#include <cuda/atomic>\n"
                  "__device__ unsigned counter;\n"
                  "__device__ int x, y;\n"
                  "__device__ cuda::atomic<int, cuda::thread_scope_device> f;\n"
                  "__global__ void k() {\n"
                  "  INC(&counter);\n"
                  "  TWO;\n"
                  "  f.store(1, ORDER);\n"
                  "}\n",
                  Lang::Cuda);
  // The call is the macro's: its name is not in the file, but the whole
  // statement is.
  const SiteEntry &inc = t.at(9, 3);
  EXPECT_FALSE(inc.scope.has_value());
  EXPECT_EQ(t.text(inc.expr), "INC(&counter)");
  EXPECT_EQ(t.text(inc.stmt), "INC(&counter);");
  // Two statements at one position: no place for a statement.
  const SiteEntry &two = t.at(10, 3);
  EXPECT_EQ(two.noBefore, NoPlace::Ambiguous);
  EXPECT_EQ(two.noAfter, NoPlace::Ambiguous);
  // A macro for the order: its name as written (the repair refuses it).
  EXPECT_EQ(t.text(t.at(11, 5).order), "ORDER");
  EXPECT_EQ(t.text(t.at(11, 5).scope), "thread_scope_device");
}

} // namespace
} // namespace wmc::analysis::test
