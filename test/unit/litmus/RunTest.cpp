// The litmus interpreter under the explorer: final states, counts and
// errors of small tests whose outcomes are worked out in each comment.
#include "Run.h"
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

LitmusOutcome run(const LitmusTest &t, std::string_view model) {
  std::optional<LitmusOutcome> out = runLitmus(t, model);
  EXPECT_TRUE(out.has_value());
  return out ? *out : LitmusOutcome{};
}

std::vector<std::vector<Value>> stateValues(const LitmusOutcome &o) {
  std::vector<std::vector<Value>> v;
  for (const StateCount &s : o.states)
    v.push_back(s.values);
  return v;
}

TEST(LitmusRun, UnknownModel) {
  LitmusTest t = parsed("X86 t\n{ x=0; }\n P0 ;\n MOV [x],$1 ;\nexists (x=1)\n");
  EXPECT_FALSE(runLitmus(t, "arm").has_value());
}

// Two fetch_adds: the second in coherence order reads the first; 2
// executions (which one is first), x ends at 3 in both.
TEST(LitmusRun, FetchAddsAlwaysSum) {
  LitmusTest t = parsed(R"(C adds
{ x = 0; }
P0 (atomic_int* x) { int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed); }
P1 (atomic_int* x) { int r0 = atomic_fetch_add_explicit(x, 2, memory_order_relaxed); }
forall (x=3)
)");
  LitmusOutcome o = run(t, "rc11");
  EXPECT_EQ(o.executions, 2u);
  EXPECT_EQ(o.positive, 2u);
  EXPECT_EQ(o.negative, 0u);
  EXPECT_TRUE(o.ok(t.quantifier));
  // Only x is mentioned in the condition: one state, reached twice.
  ASSERT_EQ(stateValues(o), (std::vector<std::vector<Value>>{{3}}));
  EXPECT_EQ(o.states[0].executions, 2u);
}

// A CAS lock taken by two threads: exactly one CAS succeeds in each of the
// 2 executions (the loser reads the winner's 1); the loser's expected
// register receives the value it found.
TEST(LitmusRun, CompareExchangeUpdatesExpected) {
  LitmusTest t = parsed(R"(C cas
{ x = 0; }
P0 (atomic_int* x) {
  int e = 0;
  int ok = atomic_compare_exchange_strong(x, &e, 1);
}
P1 (atomic_int* x) {
  int e = 0;
  int ok = atomic_compare_exchange_strong(x, &e, 2);
}
exists (0:ok=1 /\ 1:ok=1)
)");
  LitmusOutcome o = run(t, "sc");
  EXPECT_EQ(o.executions, 2u);
  EXPECT_FALSE(o.ok(t.quantifier));
  // observed: 0:ok, 1:ok
  EXPECT_EQ(stateValues(o), (std::vector<std::vector<Value>>{{0, 1}, {1, 0}}));
}

// Initial register values, local arithmetic, and an X86 XCHG: P0 swaps
// EAX=3 into x (reading 0), then stores EAX+4 = 4 to y.
TEST(LitmusRun, RegistersArithmeticAndExchange) {
  LitmusTest t = parsed(R"(X86 xchg
{ x=0; y=0; 0:EAX=3; }
 P0            ;
 XCHG [x],EAX  ;
 ADD EAX,$4    ;
 MOV [y],EAX   ;
forall (x=3 /\ y=4 /\ 0:EAX=4)
)");
  LitmusOutcome o = run(t, "tso");
  EXPECT_EQ(o.executions, 1u);
  EXPECT_TRUE(o.ok(t.quantifier));
}

// A negative initial value is shown signed.
TEST(LitmusRun, NegativeValues) {
  LitmusTest t = parsed("X86 neg\n{ x=-1; }\n P0 ;\n MOV EAX,[x] ;\nforall (0:EAX=-1)\n");
  LitmusOutcome o = run(t, "sc");
  EXPECT_TRUE(o.ok(t.quantifier));
  EXPECT_EQ(o.states[0].values[0], 0xFFFFFFFFu);
}

// Only one work-item of the work-group reaches the barrier: barrier
// divergence, reported as an error; the run has no final state.
TEST(LitmusRun, BarrierDivergenceIsAnError) {
  LitmusTest t = parsed(R"(OpenCL div
{ x=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed);
}
exists (x=1)
)");
  LitmusOutcome o = run(t, "src11");
  ASSERT_EQ(o.errors.size(), 1u);
  EXPECT_EQ(o.errors[0].kind, ErrorKind::BarrierDivergence);
  EXPECT_EQ(o.executions, 0u);
  EXPECT_EQ(o.blocked, 1u);
}

// A race between two plain writes under RC11 names both instructions.
TEST(LitmusRun, RaceNamesBothAccesses) {
  LitmusTest t = parsed(R"(C ww
{ x = 0; }
P0 (int* x) { *x = 1; }
P1 (int* x) { *x = 2; }
exists (x=1)
)");
  LitmusOutcome o = run(t, "rc11");
  EXPECT_EQ(o.executions, 2u);
  ASSERT_EQ(o.errors.size(), 1u);
  EXPECT_EQ(o.errors[0].kind, ErrorKind::DataRace);
  ASSERT_EQ(o.errors[0].accesses.size(), 2u);
  std::vector<std::string> texts{o.errors[0].accesses[0].instr->text,
                                 o.errors[0].accesses[1].instr->text};
  std::sort(texts.begin(), texts.end());
  EXPECT_EQ(texts, (std::vector<std::string>{"*x = 1", "*x = 2"}));
  for (const StateCount &s : o.states)
    EXPECT_TRUE(s.flagged);
  // Under SC plain accesses do not race.
  EXPECT_TRUE(run(t, "sc").errors.empty());
}

} // namespace
} // namespace wmc::litmus

namespace wmc::litmus {
namespace {

// P1 copies what it read into y through an if/else: y ends 10 when P1 saw
// x=1 and 20 when it saw 0. Under SC 2 executions (P1 reads INIT or P0's
// write); the shown state (1:r0, y) is always consistent.
TEST(LitmusRun, IfElseTakesTheBranchOfTheValueRead) {
  LitmusTest t = parsed(R"(C branch
{ x = 0; y = 0; }
P0 (atomic_int* x, atomic_int* y) { atomic_store(x, 1); }
P1 (atomic_int* x, atomic_int* y) {
  int r0 = atomic_load(x);
  if (r0 == 1) { atomic_store(y, 10); } else { atomic_store(y, 20); }
}
forall (1:r0=1 /\ y=10 \/ 1:r0=0 /\ y=20)
)");
  LitmusOutcome o = run(t, "sc");
  EXPECT_EQ(o.executions, 2u);
  EXPECT_TRUE(o.ok(t.quantifier));
  EXPECT_EQ(stateValues(o), (std::vector<std::vector<Value>>{{0, 20}, {1, 10}}));
}

} // namespace
} // namespace wmc::litmus
