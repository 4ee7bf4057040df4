#include "repair/SourceEdit.h"

#include <gtest/gtest.h>

namespace wmc::repair {
namespace {

Change widen(uint32_t line, uint32_t col, uint8_t level) {
  return Change{SiteKey{"k.cu", line, col, ""}, ChangeKind::WidenScope, level};
}

const std::string kCuda = "__device__ unsigned c;\n"
                          "__global__ void k() {\n"
                          "  atomicAdd_block(&c, 1u);\n"
                          "}\n";

TEST(RepairSourceEdit, CudaBlockAtomicToDevice) {
  std::string why;
  auto e = editFor(widen(3, 3, 1), kCuda, why);
  ASSERT_TRUE(e.has_value()) << why;
  EXPECT_EQ(e->offset, 47u); // 23 + 21 bytes of the first two lines, then 2 spaces
  EXPECT_EQ(e->length, 15u);
  EXPECT_EQ(e->original, "atomicAdd_block");
  EXPECT_EQ(e->replacement, "atomicAdd");
  EXPECT_EQ(e->line, 3u);
  EXPECT_EQ(e->column, 3u);
  EXPECT_EQ(e->lineText, "  atomicAdd_block(&c, 1u);");
  EXPECT_EQ(kCuda.substr(e->offset, e->length), "atomicAdd_block");
}

TEST(RepairSourceEdit, CudaBlockAtomicToSystem) {
  std::string why;
  auto e = editFor(widen(3, 3, 2), kCuda, why);
  ASSERT_TRUE(e.has_value()) << why;
  EXPECT_EQ(e->replacement, "atomicAdd_system");
}

TEST(RepairSourceEdit, OpenClScopeArgument) {
  const std::string src = "kernel void k(global atomic_int *f) {\n"
                          "  atomic_store_explicit(f, 1, memory_order_release,\n"
                          "                        memory_scope_work_group);\n"
                          "}\n";
  std::string why;
  auto e = editFor(widen(2, 3, 1), src, why);
  ASSERT_TRUE(e.has_value()) << why;
  EXPECT_EQ(src.substr(e->offset, e->length), "memory_scope_work_group");
  EXPECT_EQ(e->replacement, "memory_scope_device");
  // The scope argument is on the next line of the call.
  EXPECT_EQ(e->line, 3u);
  EXPECT_EQ(e->column, 25u);
  EXPECT_EQ(e->lineText, "                        memory_scope_work_group);");
}

TEST(RepairSourceEdit, ScopeInTheDeclarationOfTheObject) {
  const std::string src = "__device__ int X, Y;\n"
                          "__global__ void k() {\n"
                          "  cuda::atomic_ref<int, cuda::thread_scope_block> y(Y);\n"
                          "  cuda::atomic_ref<int, cuda::thread_scope_block> x(X);\n"
                          "  x.store(1, cuda::memory_order_release);\n"
                          "}\n";
  std::string why;
  // The location of a member call is the member's name.
  auto e = editFor(widen(5, 5, 1), src, why);
  ASSERT_TRUE(e.has_value()) << why;
  EXPECT_EQ(e->line, 4u); // x's declaration, not y's
  EXPECT_EQ(e->column, 31u);
  EXPECT_EQ(src.substr(e->offset, e->length), "thread_scope_block");
  EXPECT_EQ(e->replacement, "thread_scope_device");
}

TEST(RepairSourceEdit, NoScopeToWiden) {
  const std::string src = "void f(int *p) {\n"
                          "  __atomic_store_n(p, 1, __ATOMIC_RELEASE);\n"
                          "}\n";
  std::string why;
  EXPECT_FALSE(editFor(widen(2, 3, 1), src, why).has_value());
  EXPECT_EQ(why, "no scope to widen was found in the call at line 2 column 3 (nor in the "
                 "declaration of the object it is called on)");
}

Change barrierAfter(const std::string &file, uint32_t line, uint32_t col, uint8_t level) {
  return Change{SiteKey{file, line, col, ""}, ChangeKind::BarrierAfter, level};
}

TEST(RepairSourceEdit, BarrierAfterTheStatement) {
  const std::string src = "  s[i] = f(i,\n           2);\n  r = s[j];\n";
  std::string why;
  auto cuda = editFor(barrierAfter("k.cu", 1, 8, 1), src, why);
  ASSERT_TRUE(cuda.has_value()) << why;
  EXPECT_EQ(cuda->line, 2u); // the statement ends on its second line
  EXPECT_EQ(cuda->column, 15u);
  EXPECT_EQ(cuda->offset, 28u);
  EXPECT_EQ(cuda->length, 0u);
  EXPECT_EQ(cuda->replacement, " __syncthreads();");
  EXPECT_EQ(cuda->kind, "insert-barrier");
  auto local = editFor(barrierAfter("k.cl", 1, 8, 1), src, why);
  ASSERT_TRUE(local.has_value()) << why;
  EXPECT_EQ(local->replacement, " barrier(CLK_LOCAL_MEM_FENCE);");
  auto global = editFor(barrierAfter("k.cl", 1, 8, 2), src, why);
  ASSERT_TRUE(global.has_value()) << why;
  EXPECT_EQ(global->replacement, " barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);");
}

TEST(RepairSourceEdit, NoBarrierInsideACondition) {
  const std::string src = "  if (s[i] == 0) {\n    x = 1;\n  }\n";
  std::string why;
  EXPECT_FALSE(editFor(barrierAfter("k.cu", 1, 7, 1), src, why).has_value());
  EXPECT_EQ(why, "the end of the statement at line 1 was not found");
}

SourceEdit orderEdit(std::string kind, std::string replacement, uint32_t offset) {
  SourceEdit e;
  e.file = "t.c";
  e.offset = offset;
  e.length = 20;
  e.kind = std::move(kind);
  e.replacement = std::move(replacement);
  e.reason = e.kind;
  return e;
}

TEST(RepairSourceEdit, ReleaseAndAcquireOfOneRmwMergeToAcqRel) {
  SourceEdit rmw = orderEdit("strengthen-store", "memory_order_release", 40);
  EXPECT_TRUE(mergeSameEdit(rmw, orderEdit("strengthen-load", "memory_order_acquire", 40)));
  EXPECT_EQ(rmw.replacement, "memory_order_acq_rel");
  EXPECT_EQ(rmw.kind, "strengthen-rmw");
  EXPECT_EQ(rmw.reason, "strengthen-store; strengthen-load");
  SourceEdit builtin = orderEdit("strengthen-load", "__ATOMIC_ACQUIRE", 40);
  EXPECT_TRUE(mergeSameEdit(builtin, orderEdit("strengthen-store", "__ATOMIC_RELEASE", 40)));
  EXPECT_EQ(builtin.replacement, "__ATOMIC_ACQ_REL");
  SourceEdit strong = orderEdit("strengthen-load", "memory_order_acquire", 40);
  EXPECT_TRUE(mergeSameEdit(strong, orderEdit("strengthen-store", "memory_order_seq_cst", 40)));
  EXPECT_EQ(strong.replacement, "memory_order_seq_cst");
  // Another place is another edit.
  SourceEdit other = orderEdit("strengthen-store", "memory_order_release", 40);
  EXPECT_FALSE(mergeSameEdit(other, orderEdit("strengthen-load", "memory_order_acquire", 90)));
  EXPECT_EQ(other.replacement, "memory_order_release");
}

TEST(RepairSourceEdit, AnOrderWithTheOtherHalfBecomesAcqRel) {
  const std::string src = "  atomic_thread_fence(memory_order_acquire);\n"
                          "  __atomic_exchange_n(p, 1, __ATOMIC_RELEASE);\n";
  std::string why;
  auto fence = editFor(Change{SiteKey{"t.c", 1, 3, ""}, ChangeKind::ReleaseFence, 1}, src, why);
  ASSERT_TRUE(fence.has_value()) << why;
  EXPECT_EQ(fence->original, "memory_order_acquire");
  EXPECT_EQ(fence->replacement, "memory_order_acq_rel");
  EXPECT_EQ(fence->kind, "strengthen-fence");
  auto rmw = editFor(Change{SiteKey{"t.c", 2, 3, ""}, ChangeKind::AcquireLoad, 1}, src, why);
  ASSERT_TRUE(rmw.has_value()) << why;
  EXPECT_EQ(rmw->replacement, "__ATOMIC_ACQ_REL");
  auto sc = editFor(Change{SiteKey{"t.c", 2, 3, ""}, ChangeKind::AcquireLoad, 2}, src, why);
  ASSERT_TRUE(sc.has_value()) << why;
  EXPECT_EQ(sc->replacement, "__ATOMIC_SEQ_CST");
}

TEST(RepairSourceEdit, PositionOutsideTheFile) {
  std::string why;
  EXPECT_FALSE(editFor(widen(40, 1, 1), kCuda, why).has_value());
  EXPECT_EQ(why, "line 40 column 1 is not in the file");
}

// Where clang puts the load and store of an update (the operator): `++`,
// `--` and compound assignments are one RMW for an _Atomic operand; a plain
// assignment, a macro's name and positions off the line are not.
TEST(RepairSourceEdit, CompoundUpdateOperators) {
  const std::string src = "  counter++;\n" // 1: ++ at 10
                          "  --counter;\n" // 2: -- at 3
                          "  x += 2;\n"    // 3: += at 5
                          "  x <<= 1;\n"   // 4: <<= at 5
                          "  y = y + 1;\n" // 5: = at 5
                          "  BUMP(y);\n";  // 6: the macro at 3
  EXPECT_TRUE(compoundUpdateAt(src, 1, 10));
  EXPECT_TRUE(compoundUpdateAt(src, 2, 3));
  EXPECT_TRUE(compoundUpdateAt(src, 3, 5));
  EXPECT_TRUE(compoundUpdateAt(src, 4, 5));
  EXPECT_FALSE(compoundUpdateAt(src, 5, 5));
  EXPECT_FALSE(compoundUpdateAt(src, 5, 7));
  EXPECT_FALSE(compoundUpdateAt(src, 6, 3));
  EXPECT_FALSE(compoundUpdateAt(src, 9, 1));
  EXPECT_FALSE(compoundUpdateAt("", 1, 1));
}

// Whether the access clang placed at a column names the variable itself (the
// identifier of a load, the operand of `=`, `+=`, `++`) or reaches it
// through a pointer or a member.
TEST(RepairSourceEdit, AccessNamesTheVariable) {
  const std::string src = "  counter = v;\n"    // 1: = at 11
                          "  arr[i + 1]++;\n"   // 2: ++ at 13
                          "  ++counter;\n"      // 3: ++ at 3
                          "  *p = v;\n"         // 4: = at 6
                          "  ++*c;\n"           // 5: ++ at 3
                          "  v = counter;\n"    // 6: load at 7
                          "  s.counter = 1;\n"  // 7: = at 13
                          "  v += counters;\n"; // 8: load at 8
  EXPECT_TRUE(namesVariableAt(src, 1, 11, "counter"));
  EXPECT_TRUE(namesVariableAt(src, 2, 13, "arr"));
  EXPECT_TRUE(namesVariableAt(src, 3, 3, "counter"));
  EXPECT_FALSE(namesVariableAt(src, 4, 6, "counter"));
  EXPECT_FALSE(namesVariableAt(src, 5, 3, "counter"));
  EXPECT_TRUE(namesVariableAt(src, 6, 7, "counter"));
  EXPECT_FALSE(namesVariableAt(src, 7, 13, "s"));
  EXPECT_FALSE(namesVariableAt(src, 8, 8, "counter"));
  EXPECT_FALSE(namesVariableAt(src, 1, 11, ""));
  EXPECT_FALSE(namesVariableAt(src, 30, 1, "counter"));
}

} // namespace
} // namespace wmc::repair
