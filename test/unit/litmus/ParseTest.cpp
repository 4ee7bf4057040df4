// The litmus parser on well-formed tests of each dialect.
#include "Parse.h"

#include <gtest/gtest.h>

namespace wmc::litmus {
namespace {

LitmusTest parsed(std::string_view text) {
  ParseResult r = parseLitmus(text, "t.litmus");
  if (const auto *e = std::get_if<ParseError>(&r))
    ADD_FAILURE() << e->str();
  return std::get_if<LitmusTest>(&r) ? std::get<LitmusTest>(r) : LitmusTest{};
}

TEST(LitmusParse, CHeaderInitThreadsAndCondition) {
  LitmusTest t = parsed(R"(C SB
"Fre PodWR Fre PodWR"
{ [x] = 0; [y] = 5; }
P0 (atomic_int* x, atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_release);
  int r0 = atomic_load_explicit(y, memory_order_acquire);
}
P1 (atomic_int* x, atomic_int* y) {
  atomic_store(y, 1);
  int r0 = *x; // a plain load
  *y = r0 + 2;
}
exists (0:r0=0 /\ 1:r0=0)
)");
  EXPECT_EQ(t.arch, Arch::C);
  EXPECT_EQ(t.name, "SB");
  EXPECT_EQ(t.doc, "Fre PodWR Fre PodWR");
  ASSERT_EQ(t.locations.size(), 2u);
  EXPECT_EQ(t.locations[0].name, "x");
  EXPECT_EQ(t.locations[1].init, 5u);
  ASSERT_EQ(t.threads.size(), 2u);
  const std::vector<Instr> &p0 = t.threads[0].code, &p1 = t.threads[1].code;
  ASSERT_EQ(p0.size(), 2u);
  EXPECT_EQ(p0[0].kind, InstrKind::Store);
  EXPECT_EQ(p0[0].order, MemOrder::Release);
  EXPECT_EQ(p0[0].line, 5u);
  EXPECT_EQ(p0[1].kind, InstrKind::Load);
  EXPECT_EQ(p0[1].order, MemOrder::Acquire);
  EXPECT_EQ(p0[1].loc, 1);
  EXPECT_EQ(t.threads[0].regs[static_cast<size_t>(p0[1].dest)], "r0");
  ASSERT_EQ(p1.size(), 3u);
  EXPECT_EQ(p1[0].order, MemOrder::SeqCst); // atomic_store without _explicit
  EXPECT_EQ(p1[1].kind, InstrKind::Load);
  EXPECT_EQ(p1[1].order, MemOrder::Plain);
  EXPECT_EQ(p1[1].text, "int r0 = *x");
  EXPECT_EQ(p1[2].kind, InstrKind::Store);
  EXPECT_EQ(p1[2].order, MemOrder::Plain);
  EXPECT_EQ(p1[2].value.op, "+");
  EXPECT_EQ(p1[2].value.b.imm, 2u);
  EXPECT_EQ(t.quantifier, Quantifier::Exists);
  EXPECT_EQ(t.conditionText, "(0:r0=0 /\\ 1:r0=0)");
  ASSERT_EQ(t.condition.kind, Prop::Kind::And);
  EXPECT_EQ(t.condition.args[1].kind, Prop::Kind::RegEq);
  EXPECT_EQ(t.condition.args[1].thread, 1);
  ASSERT_EQ(t.observed.size(), 2u);
  EXPECT_EQ(t.observed[0], (Observed{0, 0}));
  EXPECT_EQ(t.observed[1], (Observed{1, 0}));
}

TEST(LitmusParse, CRmwAndCompareExchange) {
  LitmusTest t = parsed(R"(C rmw
{ x = 0; }
P0 (atomic_int* x) {
  int r0 = atomic_fetch_add_explicit(x, 2, memory_order_relaxed);
  int e = 0;
  int ok = atomic_compare_exchange_strong_explicit(x, &e, 7, memory_order_acq_rel, memory_order_acquire);
  atomic_thread_fence(memory_order_seq_cst);
}
forall (x=7 \/ 0:ok=0)
)");
  const std::vector<Instr> &c = t.threads[0].code;
  ASSERT_EQ(c.size(), 4u);
  EXPECT_EQ(c[0].kind, InstrKind::Rmw);
  EXPECT_EQ(c[0].rmwOp, RmwOp::Add);
  EXPECT_EQ(c[1].kind, InstrKind::Assign);
  EXPECT_EQ(c[2].kind, InstrKind::Cas);
  EXPECT_TRUE(c[2].casUpdatesExpected);
  EXPECT_EQ(c[2].order, MemOrder::AcqRel);
  EXPECT_EQ(c[2].failureOrder, MemOrder::Acquire);
  EXPECT_EQ(t.threads[0].regs[static_cast<size_t>(c[2].expected.reg)], "e");
  EXPECT_EQ(c[3].kind, InstrKind::Fence);
  EXPECT_EQ(t.quantifier, Quantifier::Forall);
  EXPECT_EQ(t.condition.kind, Prop::Kind::Or);
  // registers first, then locations
  ASSERT_EQ(t.observed.size(), 2u);
  EXPECT_EQ(t.observed[0].thread, 0);
  EXPECT_EQ(t.observed[1].thread, -1);
}

TEST(LitmusParse, X86TableRegistersAndLockedInstructions) {
  LitmusTest t = parsed(R"(X86 locks
"doc"
{ x=0; y=1; 0:EAX=3; }
 P0            | P1               ;
 XCHG [x],EAX  | MOV EBX,$5       ;
 MFENCE        | LOCK CMPXCHG [y],EBX ;
 MOV [y],EAX   |                  ;
locations [x; 1:EAX;]
~exists (x=0)
)");
  ASSERT_EQ(t.threads.size(), 2u);
  const std::vector<Instr> &p0 = t.threads[0].code, &p1 = t.threads[1].code;
  ASSERT_EQ(p0.size(), 3u);
  EXPECT_EQ(p0[0].kind, InstrKind::Rmw);
  EXPECT_EQ(p0[0].rmwOp, RmwOp::Xchg);
  EXPECT_EQ(p0[0].order, MemOrder::SeqCst);
  EXPECT_EQ(p0[1].kind, InstrKind::Fence);
  EXPECT_EQ(p0[2].kind, InstrKind::Store);
  EXPECT_EQ(p0[2].line, 7u);
  EXPECT_EQ(t.threads[0].regInit[static_cast<size_t>(t.threads[0].regIndex("EAX"))], 3u);
  ASSERT_EQ(p1.size(), 2u);
  EXPECT_EQ(p1[0].kind, InstrKind::Assign);
  EXPECT_EQ(p1[1].kind, InstrKind::Cas);
  EXPECT_FALSE(p1[1].casUpdatesExpected);
  EXPECT_EQ(t.threads[1].regs[static_cast<size_t>(p1[1].dest)], "EAX");
  EXPECT_EQ(t.quantifier, Quantifier::NotExists);
  // locations [...] adds 1:EAX and x to the shown values.
  ASSERT_EQ(t.observed.size(), 2u);
  EXPECT_EQ(t.observed[0].thread, 1);
  EXPECT_EQ(t.observed[1], (Observed{-1, 0}));
}

TEST(LitmusParse, PtxQualifiersAndPlacement) {
  LitmusTest t = parsed(R"(PTX scoped
{ x=0; y=0; }
 P0@cta 0,gpu 0           | P1@cta 1,gpu 0               ;
 st.release.cta [x], 1    | atom.acq_rel.gpu.add r0, [x], 2 ;
 fence.acq_rel.sys        | ld.volatile r1, [y]          ;
 st.weak y, 3             | atom.cas.s32 r2, [y], 3, 4   ;
 bar.sync 1               | red.relaxed.gpu.or [y], 8    ;
exists (1:r0=0)
)");
  const Thread &a = t.threads[0], &b = t.threads[1];
  EXPECT_TRUE(a.placed);
  EXPECT_EQ(a.group, 0u);
  EXPECT_EQ(b.group, 1u);
  EXPECT_EQ(a.code[0].order, MemOrder::Release);
  EXPECT_EQ(a.code[0].scope, Scope::Block);
  EXPECT_EQ(a.code[1].kind, InstrKind::Fence);
  EXPECT_EQ(a.code[1].order, MemOrder::AcqRel);
  EXPECT_EQ(a.code[1].scope, Scope::System);
  EXPECT_EQ(a.code[2].order, MemOrder::Plain); // st.weak, location without brackets
  EXPECT_EQ(a.code[2].loc, 1);
  EXPECT_EQ(a.code[3].kind, InstrKind::Barrier);
  EXPECT_EQ(a.code[3].barrier, 1);
  EXPECT_EQ(b.code[0].kind, InstrKind::Rmw);
  EXPECT_EQ(b.code[0].order, MemOrder::AcqRel);
  EXPECT_EQ(b.code[0].scope, Scope::Device);
  EXPECT_EQ(b.code[1].order, MemOrder::Relaxed); // .volatile: relaxed, system scope
  EXPECT_EQ(b.code[1].scope, Scope::System);
  EXPECT_EQ(b.code[2].kind, InstrKind::Cas);
  EXPECT_EQ(b.code[2].expected.imm, 3u);
  EXPECT_EQ(b.code[2].value.a.imm, 4u);
  EXPECT_EQ(b.code[3].kind, InstrKind::Rmw);
  EXPECT_EQ(b.code[3].dest, -1); // red: no result
  EXPECT_EQ(b.code[3].rmwOp, RmwOp::Or);
}

TEST(LitmusParse, OpenClPlacementScopesAndLabelledBarrier) {
  LitmusTest t = parsed(R"(OpenCL wg
{ x=0; }
P0@wg 1, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_release, memory_scope_work_group);
  barrier(2, CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  work_group_barrier(CLK_GLOBAL_MEM_FENCE);
  int r0 = atomic_load_explicit(x, memory_order_acquire);
}
exists (1:r0=1)
)");
  EXPECT_EQ(t.arch, Arch::OpenCL);
  EXPECT_EQ(t.threads[0].group, 1u);
  EXPECT_EQ(t.threads[1].group, 1u);
  EXPECT_EQ(t.threads[0].code[0].scope, Scope::Block);
  EXPECT_EQ(t.threads[0].code[1].kind, InstrKind::Barrier);
  EXPECT_EQ(t.threads[0].code[1].barrier, 2);
  EXPECT_EQ(t.threads[1].code[0].barrier, 0);
  EXPECT_EQ(t.threads[1].code[1].scope, Scope::Device); // OpenCL's default scope
}

TEST(LitmusParse, ConditionPrecedenceAndNegation) {
  LitmusTest t = parsed(R"(X86 c
{ x=0; }
 P0 ;
 MOV EAX,[x] ;
exists ~0:EAX=1 \/ x=0 /\ 0:EAX!=2
)");
  // ~a \/ (b /\ ~c)
  ASSERT_EQ(t.condition.kind, Prop::Kind::Or);
  EXPECT_EQ(t.condition.args[0].kind, Prop::Kind::Not);
  ASSERT_EQ(t.condition.args[1].kind, Prop::Kind::And);
  EXPECT_EQ(t.condition.args[1].args[1].kind, Prop::Kind::Not);
  std::vector<std::vector<Value>> regs{{1}};
  EXPECT_FALSE(evaluate(t.condition, regs, {1}));
  EXPECT_TRUE(evaluate(t.condition, regs, {0}));
  regs = {{2}};
  EXPECT_TRUE(evaluate(t.condition, regs, {1})); // ~(EAX=1)
}

} // namespace
} // namespace wmc::litmus

namespace wmc::litmus {
namespace {

// Unplaced threads get groups of their own, apart from the placed ones.
TEST(LitmusParse, UnplacedThreadsHaveTheirOwnGroups) {
  LitmusTest t = parsed(R"(PTX p
{ x=0; }
 P0 | P1@cta 1,gpu 0 | P2 ;
 st.weak [x], 1 | | ;
exists (x=1)
)");
  ASSERT_EQ(t.threads.size(), 3u);
  EXPECT_EQ(t.threads[1].group, 1u);
  EXPECT_EQ(t.threads[0].group, 2u);
  EXPECT_EQ(t.threads[2].group, 3u);
}

} // namespace
} // namespace wmc::litmus

namespace wmc::litmus {
namespace {

// if/else becomes a branch over the then-part and a jump over the else-part.
TEST(LitmusParse, IfElseBecomesBranchAndJump) {
  LitmusTest t = parsed(R"(C ctrl
{ x = 0; }
P0 (atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  if (r0 == 1) {
    atomic_store_explicit(x, 2, memory_order_relaxed);
  } else
    atomic_store_explicit(x, 3, memory_order_relaxed);
  if (r0) atomic_store_explicit(x, 4, memory_order_relaxed);
}
exists (x=2)
)");
  const std::vector<Instr> &c = t.threads[0].code;
  ASSERT_EQ(c.size(), 7u);
  EXPECT_EQ(c[1].kind, InstrKind::BranchIfZero);
  EXPECT_EQ(c[1].value.op, "==");
  EXPECT_EQ(c[1].target, 4u); // the else-part
  EXPECT_EQ(c[1].text, "if (r0 == 1)");
  EXPECT_EQ(c[2].value.a.imm, 2u);
  EXPECT_EQ(c[3].kind, InstrKind::Jump);
  EXPECT_EQ(c[3].target, 5u); // after the else-part
  EXPECT_EQ(c[4].value.a.imm, 3u);
  EXPECT_EQ(c[4].line, 8u);
  EXPECT_EQ(c[5].kind, InstrKind::BranchIfZero);
  EXPECT_EQ(c[5].target, 7u);
}

} // namespace
} // namespace wmc::litmus
