// Edits from the site table's ranges (repair/TableEdits.cpp) and the
// statements inserted next to one statement written as one edit per end,
// in braces for an unbraced body (combineInsertions). Each test applies the
// edits and compares the resulting text.
#include "repair/SourceEdit.h"

#include <gtest/gtest.h>

#include <algorithm>

namespace wmc::repair {
namespace {

const std::string kFile = "t.c";

uint32_t offsetIn(const std::string &source, const std::string &text, size_t from = 0) {
  size_t at = source.find(text, from);
  EXPECT_NE(at, std::string::npos) << text;
  return static_cast<uint32_t>(at);
}

ByteRange rangeOf(const std::string &source, const std::string &text, size_t from = 0) {
  uint32_t at = offsetIn(source, text, from);
  return ByteRange{at, at + static_cast<uint32_t>(text.size())};
}

/// The change at the site at `offset` (line and column computed), with `r`.
Change change(const std::string &source, uint32_t offset, ChangeKind kind, uint8_t level,
              SourceRanges r) {
  uint32_t line =
      1 + static_cast<uint32_t>(std::count(source.begin(), source.begin() + offset, '\n'));
  size_t lineStart = source.rfind('\n', offset == 0 ? 0 : offset - 1);
  uint32_t col =
      offset - (lineStart == std::string::npos ? 0 : static_cast<uint32_t>(lineStart + 1)) + 1;
  r.offset = offset;
  return Change{SiteKey{kFile, line, col, "", std::make_shared<SourceRanges>(r)}, kind, level};
}

/// The ranges of a statement `stmt` (whole text, with its `;`) at which
/// statements can go before and after.
SourceRanges statementAt(const std::string &source, const std::string &stmt, bool braces) {
  SourceRanges r;
  r.stmt = rangeOf(source, stmt);
  r.before = r.stmt.begin;
  r.after = r.stmt.end;
  r.noBefore = r.noAfter = NoPlace::None;
  r.braces = braces;
  return r;
}

std::string applied(std::string source, std::vector<SourceEdit> edits) {
  std::sort(edits.begin(), edits.end(),
            [](const SourceEdit &a, const SourceEdit &b) { return a.offset > b.offset; });
  for (const SourceEdit &e : edits)
    source.replace(e.offset, e.length, e.replacement);
  return source;
}

std::vector<SourceEdit> editsFor(const std::string &source, const std::vector<Change> &changes) {
  std::vector<SourceEdit> edits;
  for (const Change &c : changes) {
    std::string why;
    auto e = editFor(c, source, why);
    EXPECT_TRUE(e.has_value()) << why;
    if (e)
      edits.push_back(*e);
  }
  return combineInsertions(edits, {{kFile, source}});
}

const std::string kIf = "void t0(void) {\n"
                        "  if (c)\n"
                        "    x = 1;\n"
                        "  r = y;\n"
                        "}\n";

TEST(RepairTableEdits, FenceAfterAnUnbracedBodyGoesInsideBraces) {
  SourceRanges r = statementAt(kIf, "x = 1;", /*braces=*/true);
  auto edits = editsFor(kIf, {change(kIf, offsetIn(kIf, "= 1"), ChangeKind::FenceAfter, 2, r)});
  ASSERT_EQ(edits.size(), 2u);
  EXPECT_EQ(edits[0].kind, "add-braces");
  EXPECT_EQ(edits[0].replacement, "{ ");
  EXPECT_EQ(edits[0].line, 3u);
  EXPECT_EQ(edits[0].column, 5u);
  EXPECT_EQ(edits[1].kind, "insert-fence");
  EXPECT_EQ(edits[1].replacement, " __atomic_thread_fence(__ATOMIC_SEQ_CST); }");
  EXPECT_EQ(applied(kIf, edits), "void t0(void) {\n"
                                 "  if (c)\n"
                                 "    { x = 1; __atomic_thread_fence(__ATOMIC_SEQ_CST); }\n"
                                 "  r = y;\n"
                                 "}\n");
}

TEST(RepairTableEdits, BracedStatementGetsOneEditAsBefore) {
  // In a block the fence after the statement is the edit wmc always made.
  SourceRanges r = statementAt(kIf, "r = y;", /*braces=*/false);
  auto edits = editsFor(kIf, {change(kIf, offsetIn(kIf, "= y"), ChangeKind::FenceAfter, 1, r)});
  ASSERT_EQ(edits.size(), 1u);
  EXPECT_EQ(edits[0].replacement, " __atomic_thread_fence(__ATOMIC_RELEASE);");
  EXPECT_EQ(edits[0].offset, r.stmt.end);
}

TEST(RepairTableEdits, BeforeAndAfterOneUnbracedStatementShareItsBraces) {
  SourceRanges r = statementAt(kIf, "x = 1;", /*braces=*/true);
  uint32_t site = offsetIn(kIf, "= 1");
  auto edits = editsFor(kIf, {change(kIf, site, ChangeKind::FenceBefore, 2, r),
                              change(kIf, site, ChangeKind::BarrierAfter, 1, r)});
  ASSERT_EQ(edits.size(), 2u);
  EXPECT_EQ(applied(kIf, edits),
            "void t0(void) {\n"
            "  if (c)\n"
            "    { __atomic_thread_fence(__ATOMIC_SEQ_CST); x = 1; __syncthreads(); }\n"
            "  r = y;\n"
            "}\n");
}

TEST(RepairTableEdits, NestedBodiesThatEndTogether) {
  // `if (a) if (b) x = 1;`: a fence after x = 1 (the inner body) and a
  // barrier after the inner if (the outer body): the inner braces close
  // first.
  const std::string src = "void k(void) {\n"
                          "  if (a) if (b) x = 1;\n"
                          "}\n";
  SourceRanges inner = statementAt(src, "x = 1;", true);
  SourceRanges outer = statementAt(src, "if (b) x = 1;", true);
  auto edits =
      editsFor(src, {change(src, offsetIn(src, "= 1"), ChangeKind::FenceAfter, 2, inner),
                     change(src, offsetIn(src, "b)"), ChangeKind::BarrierAfter, 1, outer)});
  EXPECT_EQ(applied(src, edits),
            "void k(void) {\n"
            "  if (a) { if (b) { x = 1; __atomic_thread_fence(__ATOMIC_SEQ_CST); } "
            "__syncthreads(); }\n"
            "}\n");
}

TEST(RepairTableEdits, NoPlaceSaysWhy) {
  SourceRanges r = statementAt(kIf, "r = y;", false);
  r.after = ByteRange::kNone;
  r.noAfter = NoPlace::LoopHeader;
  std::string why;
  EXPECT_FALSE(editFor(change(kIf, offsetIn(kIf, "= y"), ChangeKind::FenceAfter, 2, r), kIf, why));
  EXPECT_EQ(why, "no statement can go after the operation at line 4 column 5: it is in the "
                 "header of a loop");
}

TEST(RepairTableEdits, AChangedFileIsNotEdited) {
  SourceRanges r = statementAt(kIf, "r = y;", false);
  Change c = change(kIf, offsetIn(kIf, "= y"), ChangeKind::FenceAfter, 2, r);
  std::string edited = "// a new first line\n" + kIf;
  std::string why;
  EXPECT_FALSE(editFor(c, edited, why));
  EXPECT_EQ(why, "the source file changed since it was compiled (the operation at line 4 column "
                 "5 is not where the site table puts it)");
}

TEST(RepairTableEdits, AMacroSharedPositionIsNotEdited) {
  SourceRanges r = statementAt(kIf, "r = y;", false);
  r.ambiguous = true;
  std::string why;
  EXPECT_FALSE(editFor(change(kIf, offsetIn(kIf, "= y"), ChangeKind::FenceAfter, 2, r), kIf, why));
  EXPECT_EQ(why, "several operations share line 4 column 5 (a macro expands them): no edit is "
                 "made there");
}

TEST(RepairTableEdits, OrderTokenFromTheTable) {
  const std::string src = "void f(void) {\n"
                          "  x.store(1, std::memory_order_relaxed);\n"
                          "}\n";
  SourceRanges r;
  r.order = rangeOf(src, "memory_order_relaxed");
  std::string why;
  auto e = editFor(change(src, offsetIn(src, "store"), ChangeKind::ReleaseStore, 1, r), src, why);
  ASSERT_TRUE(e) << why;
  EXPECT_EQ(e->replacement, "memory_order_release");
  EXPECT_EQ(e->original, "memory_order_relaxed");
  // A macro of the user's for the order: not a constant the edit can name.
  const std::string macro = "void f(void) {\n"
                            "  x.store(1, ORDER);\n"
                            "}\n";
  r.order = rangeOf(macro, "ORDER");
  EXPECT_FALSE(
      editFor(change(macro, offsetIn(macro, "store"), ChangeKind::ReleaseStore, 1, r), macro, why));
  EXPECT_EQ(why, "the memory order argument at line 2 column 5 is `ORDER`, not a memory_order "
                 "constant");
}

TEST(RepairTableEdits, ScopesFromTheTable) {
  const std::string src = "kernel void k(global atomic_int *f) {\n"
                          "  atomic_store_explicit(f, 1, memory_order_release);\n"
                          "}\n";
  SourceRanges r;
  uint32_t paren = offsetIn(src, ");");
  r.scope = ByteRange{paren, paren};
  r.scopeSpelling = ScopeSpelling::MissingArgument;
  uint32_t site = offsetIn(src, "atomic_store");
  std::string why;
  // The default scope is the device's: widening to it writes nothing.
  EXPECT_FALSE(editFor(change(src, site, ChangeKind::WidenScope, 1, r), src, why));
  auto e = editFor(change(src, site, ChangeKind::WidenScope, 2, r), src, why);
  ASSERT_TRUE(e) << why;
  EXPECT_EQ(applied(src, {*e}),
            "kernel void k(global atomic_int *f) {\n"
            "  atomic_store_explicit(f, 1, memory_order_release, memory_scope_all_svm_devices);\n"
            "}\n");
  const std::string cuda = "  cuda::atomic_ref<int, cuda::thread_scope_block> r(x);\n"
                           "  r.store(1, cuda::memory_order_relaxed);\n";
  SourceRanges t;
  t.scope = rangeOf(cuda, "thread_scope_block");
  t.scopeSpelling = ScopeSpelling::TemplateArgument;
  auto widened =
      editFor(change(cuda, offsetIn(cuda, "store"), ChangeKind::WidenScope, 1, t), cuda, why);
  ASSERT_TRUE(widened) << why;
  EXPECT_EQ(widened->replacement, "thread_scope_device");
  EXPECT_EQ(widened->line, 1u);
}

} // namespace
} // namespace wmc::repair
