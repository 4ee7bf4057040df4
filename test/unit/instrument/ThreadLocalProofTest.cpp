// The escape proof for thread_local copies (instrument/ThreadLocalProof.h)
// on hand-written IR: which variables stay with their thread, and which
// wrapper calls are reported for marking.
#include "ThreadLocalProof.h"
#include "AddressFilter.h"

#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

using namespace llvm;

namespace wmc {
namespace {

constexpr const char *Prelude = R"(
declare ptr @llvm.threadlocal.address.p0(ptr)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @use(ptr)
@shared = global [4 x i32] zeroinitializer
@ro = constant [4 x i32] zeroinitializer
@slot = global ptr null
)";

class ThreadLocalProofTest : public ::testing::Test {
protected:
  LLVMContext Ctx;
  std::unique_ptr<Module> M;
  SmallVector<const CallInst *, 4> Wrappers;

  void parse(const std::string &Body) {
    SMDiagnostic Err;
    M = parseAssemblyString(std::string(Prelude) + Body, Err, Ctx);
    ASSERT_TRUE(M) << Err.getMessage().str();
  }
  bool proven(StringRef Var, StringRef Uninstrumented = "") {
    AddressFilter Filter;
    return copyStaysInThread(
        *M->getGlobalVariable(Var, /*AllowInternal=*/true), Filter,
        [&](const Function &F) { return F.getName() != Uninstrumented; }, Wrappers);
  }
};

TEST_F(ThreadLocalProofTest, PlainLoadsAndStoresOnTheCopyAreProven) {
  parse(R"(
@c = internal thread_local global i32 0
@a = internal thread_local global [4 x i32] zeroinitializer
define i32 @f(i64 %i, i1 %b) {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @c)
  %v = load i32, ptr %p
  %w = add i32 %v, 1
  store i32 %w, ptr %p
  %q = call ptr @llvm.threadlocal.address.p0(ptr @a)
  %e = getelementptr [4 x i32], ptr %q, i64 0, i64 %i
  %e2 = getelementptr i32, ptr %q, i64 1
  %s = select i1 %b, ptr %e, ptr %e2
  store i32 %v, ptr %s
  %nil = icmp eq ptr %e, null
  ret i32 %w
})");
  EXPECT_TRUE(proven("c"));
  EXPECT_TRUE(proven("a"));
  EXPECT_TRUE(Wrappers.empty());
}

// Atomic and volatile accesses are events even on private memory (a locked
// RMW fences under TSO, seq_cst takes part in psc).
TEST_F(ThreadLocalProofTest, AtomicOrVolatileAccessesAreNotProven) {
  parse(R"(
@rmw = internal thread_local global i32 0
@cas = internal thread_local global i32 0
@acq = internal thread_local global i32 0
@vol = internal thread_local global i32 0
@volset = internal thread_local global i32 0
define void @f() {
  %a = call ptr @llvm.threadlocal.address.p0(ptr @rmw)
  %old = atomicrmw add ptr %a, i32 1 monotonic
  %b = call ptr @llvm.threadlocal.address.p0(ptr @cas)
  %x = cmpxchg ptr %b, i32 0, i32 1 seq_cst seq_cst
  %c = call ptr @llvm.threadlocal.address.p0(ptr @acq)
  %v = load atomic i32, ptr %c acquire, align 4
  %d = call ptr @llvm.threadlocal.address.p0(ptr @vol)
  store volatile i32 1, ptr %d
  %e = call ptr @llvm.threadlocal.address.p0(ptr @volset)
  call void @llvm.memset.p0.i64(ptr %e, i8 0, i64 4, i1 true)
  ret void
})");
  for (StringRef Var : {"rmw", "cas", "acq", "vol", "volset"})
    EXPECT_FALSE(proven(Var)) << Var.str();
}

TEST_F(ThreadLocalProofTest, ExternalLinkageIsNotProven) {
  parse(R"(
@c = thread_local global i32 0
define i32 @f() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @c)
  %v = load i32, ptr %p
  ret i32 %v
})");
  EXPECT_FALSE(proven("c"));
}

TEST_F(ThreadLocalProofTest, AnEscapingAddressIsNotProven) {
  parse(R"(
@stored = internal thread_local global i32 0
@passed = internal thread_local global i32 0
@int = internal thread_local global i32 0
@returned = internal thread_local global i32 0
@cas = internal thread_local global ptr null
@mixed = internal thread_local global i32 0
define void @f(i1 %b) {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @stored)
  store ptr %p, ptr @slot
  %q = call ptr @llvm.threadlocal.address.p0(ptr @passed)
  call void @use(ptr %q)
  %r = call ptr @llvm.threadlocal.address.p0(ptr @int)
  %n = ptrtoint ptr %r to i64
  %c = call ptr @llvm.threadlocal.address.p0(ptr @cas)
  %x = cmpxchg ptr @slot, ptr null, ptr %c seq_cst seq_cst
  %m = call ptr @llvm.threadlocal.address.p0(ptr @mixed)
  %s = select i1 %b, ptr %m, ptr @shared
  store i32 1, ptr %s
  ret void
}
define ptr @g() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @returned)
  ret ptr %p
})");
  for (StringRef Var : {"stored", "passed", "int", "returned", "cas", "mixed"})
    EXPECT_FALSE(proven(Var)) << Var.str();
}

// -fsanitize=undefined's alignment and pointer-overflow checks turn the
// address into an integer and size it (marked !nosanitize): a look at the
// address, not an escape. The same ptrtoint without the mark is one.
TEST_F(ThreadLocalProofTest, SanitizerChecksOnTheAddressAreNotEscapes) {
  parse(R"(
declare i64 @llvm.objectsize.i64.p0(ptr, i1, i1, i1)
@checked = internal thread_local global [4 x i32] zeroinitializer
@unchecked = internal thread_local global i32 0
define i32 @f(i64 %i) {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @checked)
  %e = getelementptr inbounds [4 x i32], ptr %p, i64 0, i64 %i
  %n = ptrtoint ptr %e to i64, !nosanitize !0
  %size = call i64 @llvm.objectsize.i64.p0(ptr %e, i1 false, i1 false, i1 false), !nosanitize !0
  %v = load i32, ptr %e
  %q = call ptr @llvm.threadlocal.address.p0(ptr @unchecked)
  %m = ptrtoint ptr %q to i64
  ret i32 %v
}
!0 = !{})");
  EXPECT_TRUE(proven("checked"));
  EXPECT_FALSE(proven("unchecked"));
}

TEST_F(ThreadLocalProofTest, MemoryIntrinsicsNeedAPrivatePeer) {
  parse(R"(
@zeroed = internal thread_local global [4 x i32] zeroinitializer
@fromlocal = internal thread_local global [4 x i32] zeroinitializer
@fromconst = internal thread_local global [4 x i32] zeroinitializer
@toshared = internal thread_local global [4 x i32] zeroinitializer
define void @f() {
  %local = alloca [4 x i32]
  %z = call ptr @llvm.threadlocal.address.p0(ptr @zeroed)
  call void @llvm.memset.p0.i64(ptr %z, i8 0, i64 16, i1 false)
  %l = call ptr @llvm.threadlocal.address.p0(ptr @fromlocal)
  call void @llvm.memcpy.p0.p0.i64(ptr %l, ptr %local, i64 16, i1 false)
  %c = call ptr @llvm.threadlocal.address.p0(ptr @fromconst)
  call void @llvm.memcpy.p0.p0.i64(ptr %c, ptr @ro, i64 16, i1 false)
  %s = call ptr @llvm.threadlocal.address.p0(ptr @toshared)
  call void @llvm.memcpy.p0.p0.i64(ptr @shared, ptr %s, i64 16, i1 false)
  ret void
})");
  EXPECT_TRUE(proven("zeroed"));
  EXPECT_TRUE(proven("fromlocal"));
  EXPECT_TRUE(proven("fromconst"));
  EXPECT_FALSE(proven("toshared"));
}

TEST_F(ThreadLocalProofTest, UseInUninstrumentedCodeIsNotProven) {
  parse(R"(
@c = internal thread_local global i32 0
define void @f() {
  store i32 1, ptr @c
  ret void
}
define void @g() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @c)
  store i32 2, ptr %p
  ret void
})");
  EXPECT_TRUE(proven("c"));
  EXPECT_FALSE(proven("c", "f"));
}

TEST_F(ThreadLocalProofTest, ConstantUsersAreNotProven) {
  parse(R"(
@c = internal thread_local global i32 0
@llvm.used = appending global [1 x ptr] [ptr @c], section "llvm.metadata"
)");
  EXPECT_FALSE(proven("c"));
}

// C++'s wrapper returns the address: its direct calls are followed, and
// reported for marking.
TEST_F(ThreadLocalProofTest, ALocalWrapperIsFollowedToItsCalls) {
  parse(R"(
@label = internal thread_local global i32 0
@leaked = internal thread_local global i32 0
define internal ptr @wrap_label() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @label)
  ret ptr %p
}
define internal ptr @wrap_leaked() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @leaked)
  ret ptr %p
}
define i32 @f() {
  %a = call ptr @wrap_label()
  %v = load i32, ptr %a
  %b = call ptr @wrap_label()
  store i32 %v, ptr %b
  %c = call ptr @wrap_leaked()
  call void @use(ptr %c)
  ret i32 %v
})");
  EXPECT_TRUE(proven("label"));
  ASSERT_EQ(Wrappers.size(), 2u);
  EXPECT_EQ(Wrappers[0]->getCalledFunction()->getName(), "wrap_label");
  EXPECT_EQ(Wrappers[1]->getCalledFunction()->getName(), "wrap_label");
  EXPECT_FALSE(proven("leaked"));
  EXPECT_EQ(Wrappers.size(), 2u); // a failed proof reports no call
}

TEST_F(ThreadLocalProofTest, AWrapperReturningOtherAddressesOrTakenIsNotFollowed) {
  parse(R"(
@either = internal thread_local global i32 0
@taken = internal thread_local global i32 0
@public = internal thread_local global i32 0
define internal ptr @wrap_either(i1 %b) {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @either)
  br i1 %b, label %mine, label %other
mine:
  ret ptr %p
other:
  ret ptr @shared
}
define internal ptr @wrap_taken() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @taken)
  ret ptr %p
}
define ptr @wrap_public() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @public)
  ret ptr %p
}
define void @f() {
  %a = call ptr @wrap_either(i1 true)
  store ptr @wrap_taken, ptr @slot
  ret void
})");
  EXPECT_FALSE(proven("either"));
  EXPECT_FALSE(proven("taken"));
  EXPECT_FALSE(proven("public"));
  EXPECT_TRUE(Wrappers.empty());
}

TEST_F(ThreadLocalProofTest, TheSwitchAndTheMarkAreRecorded) {
  parse(R"(
define void @f() {
  %p = call ptr @llvm.threadlocal.address.p0(ptr @shared)
  ret void
})");
  EXPECT_FALSE(privateCopiesDisabled(*M));
  disablePrivateCopies(*M);
  EXPECT_TRUE(privateCopiesDisabled(*M));
  Instruction &Call = M->getFunction("f")->getEntryBlock().front();
  EXPECT_FALSE(isPrivateCopy(&Call));
  markPrivateCopy(Call);
  EXPECT_TRUE(isPrivateCopy(&Call));
}

} // namespace
} // namespace wmc
