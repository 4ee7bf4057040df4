// The state transitions of condition variables, semaphores, rwlocks and
// once controls (checker/sync/SyncObjects.h).
#include "sync/SyncObjects.h"

#include <gtest/gtest.h>

namespace wmc {
namespace {

Value after(const SyncStep &s) {
  EXPECT_TRUE(s.proceed);
  EXPECT_TRUE(s.write.has_value());
  return s.write.value_or(0);
}

TEST(CondVar, SignalWithoutWaiterIsLost) {
  CondVarStates cv;
  SyncStep s = cv.signal(0);
  EXPECT_TRUE(s.proceed);
  EXPECT_FALSE(s.write); // only reads: nothing changes
  EXPECT_FALSE(cv.broadcast(0).write);
}

TEST(CondVar, SignalWakesARegisteredWaiter) {
  CondVarStates cv;
  Value w = after(cv.registerWaiter(0, 1));
  EXPECT_EQ(cv.unsignalled(w), 1u);
  EXPECT_FALSE(cv.consume(w, 1).proceed); // not signalled yet: waits
  Value s = after(cv.signal(w));
  EXPECT_EQ(cv.unsignalled(s), 0u);
  EXPECT_FALSE(cv.signal(s).write); // the only waiter already has a token
  EXPECT_EQ(after(cv.consume(s, 1)), 0u); // back to the empty state
}

TEST(CondVar, StatesAreInternedByContent) {
  CondVarStates cv;
  Value a = after(cv.registerWaiter(0, 3));
  Value b = after(cv.registerWaiter(0, 3));
  EXPECT_EQ(a, b);
  EXPECT_NE(a, after(cv.registerWaiter(0, 4)));
}

TEST(CondVar, ASignalMayWakeEitherEarlierWaiter) {
  CondVarStates cv;
  Value s = after(cv.registerWaiter(0, 1));
  s = after(cv.registerWaiter(s, 2));
  s = after(cv.signal(s));
  // Whichever waiter takes the token first is the one woken; the other
  // then waits.
  Value one = after(cv.consume(s, 1));
  EXPECT_FALSE(cv.consume(one, 2).proceed);
  Value two = after(cv.consume(s, 2));
  EXPECT_FALSE(cv.consume(two, 1).proceed);
}

TEST(CondVar, ASignalDoesNotWakeALaterWaiter) {
  CondVarStates cv;
  Value s = after(cv.registerWaiter(0, 1));
  s = after(cv.signal(s));
  s = after(cv.registerWaiter(s, 2)); // registered after the signal
  EXPECT_FALSE(cv.consume(s, 2).proceed);
  EXPECT_EQ(cv.unsignalled(s), 1u);
  s = after(cv.consume(s, 1));
  EXPECT_FALSE(cv.consume(s, 2).proceed);
}

TEST(CondVar, TokensAreTakenSoThatLaterWaitersStillMatch) {
  // 1 waits, signal (token eligible for 1), 2 waits, signal (eligible for
  // both): 1 must take the first token, else 2 would be left without one.
  CondVarStates cv;
  Value s = after(cv.registerWaiter(0, 1));
  s = after(cv.signal(s));
  s = after(cv.registerWaiter(s, 2));
  s = after(cv.signal(s));
  Value a = after(cv.consume(s, 1));
  EXPECT_EQ(after(cv.consume(a, 2)), 0u);
  Value b = after(cv.consume(s, 2));
  EXPECT_EQ(after(cv.consume(b, 1)), 0u);
}

TEST(CondVar, BroadcastWakesEveryWaiter) {
  CondVarStates cv;
  Value s = after(cv.registerWaiter(0, 1));
  s = after(cv.registerWaiter(s, 2));
  s = after(cv.broadcast(s));
  EXPECT_EQ(cv.unsignalled(s), 0u);
  EXPECT_EQ(after(cv.consume(after(cv.consume(s, 2)), 1)), 0u);
}

TEST(CondVar, LeavingIsOnlyAllowedWithoutAToken) {
  CondVarStates cv;
  Value w = after(cv.registerWaiter(0, 1));
  EXPECT_EQ(after(cv.leave(w, 1)), 0u); // timed out: no longer a waiter
  Value s = after(cv.signal(w));
  EXPECT_FALSE(cv.leave(s, 1).proceed); // signalled: it is woken instead
  Value two = after(cv.registerWaiter(s, 2));
  // Waiter 2 registered after the signal has no eligible token: it may leave.
  EXPECT_EQ(after(cv.leave(two, 2)), s);
}

TEST(Semaphore, WaitNeedsAUnit) {
  EXPECT_FALSE(semWait(0).proceed);
  EXPECT_EQ(after(semWait(2)), 1u);
  EXPECT_EQ(after(semPost(0)), 1u);
}

TEST(RwLock, ManyReadersOrOneWriter) {
  Value r1 = after(rwRdLock(0));
  Value r2 = after(rwRdLock(r1));
  EXPECT_EQ(r2, 2u);
  EXPECT_FALSE(rwWrLock(r2).proceed);
  Value w = after(rwWrLock(0));
  EXPECT_FALSE(rwRdLock(w).proceed);
  EXPECT_FALSE(rwWrLock(w).proceed);
  EXPECT_EQ(after(rwUnlock(w)), 0u);
  EXPECT_EQ(after(rwUnlock(r2)), 1u);
  EXPECT_FALSE(rwUnlock(0).proceed); // not locked
}

TEST(Once, FirstCallerRunsLaterOnesWaitOrPass) {
  EXPECT_EQ(after(onceEnter(0)), kOnceRunning);
  EXPECT_FALSE(onceEnter(kOnceRunning).proceed);
  SyncStep done = onceEnter(kOnceDone);
  EXPECT_TRUE(done.proceed);
  EXPECT_FALSE(done.write);
}

TEST(SyncObject, NamesFromOperations) {
  EXPECT_EQ(toString(objectOf(SyncOp::CondWake)), "condition variable");
  EXPECT_EQ(toString(objectOf(SyncOp::SemWait)), "semaphore");
  EXPECT_EQ(toString(objectOf(SyncOp::WrLock)), "rwlock");
  EXPECT_EQ(toString(objectOf(SyncOp::Lock)), "mutex");
  EXPECT_EQ(toString(objectOf(SyncOp::OnceEnter)), "once control");
}

} // namespace
} // namespace wmc
