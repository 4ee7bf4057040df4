#include "sync/SyncObjects.h"

#include <algorithm>

namespace wmc {

SyncObject objectOf(SyncOp op) {
  switch (op) {
  case SyncOp::None: return SyncObject::None;
  case SyncOp::Lock:
  case SyncOp::Unlock: return SyncObject::Mutex;
  case SyncOp::CondWait:
  case SyncOp::CondWake:
  case SyncOp::CondSignal:
  case SyncOp::CondBroadcast: return SyncObject::CondVar;
  case SyncOp::SemInit:
  case SyncOp::SemWait:
  case SyncOp::SemPost: return SyncObject::Semaphore;
  case SyncOp::RdLock:
  case SyncOp::WrLock:
  case SyncOp::RwUnlock: return SyncObject::RwLock;
  case SyncOp::OnceEnter:
  case SyncOp::OnceDone: return SyncObject::Once;
  }
  return SyncObject::None;
}

std::string_view toString(SyncObject o) {
  switch (o) {
  case SyncObject::None: return "";
  case SyncObject::Mutex: return "mutex";
  case SyncObject::CondVar: return "condition variable";
  case SyncObject::Semaphore: return "semaphore";
  case SyncObject::RwLock: return "rwlock";
  case SyncObject::Once: return "once control";
  }
  return "";
}

// ---- condition variables -----------------------------------------------------

CondVarStates::CondVarStates() { intern({}); }

Value CondVarStates::intern(const Seq &s) {
  auto [it, fresh] = index_.try_emplace(s, static_cast<Value>(states_.size()));
  if (fresh)
    states_.push_back(s);
  return it->second;
}

unsigned CondVarStates::unsignalled(Value state) const {
  const Seq &s = seq(state);
  auto tokens = static_cast<unsigned>(std::count(s.begin(), s.end(), kToken));
  return static_cast<unsigned>(s.size()) - 2 * tokens;
}

SyncStep CondVarStates::registerWaiter(Value state, ThreadId t) {
  Seq s = seq(state);
  s.push_back(static_cast<int32_t>(t));
  return {true, intern(s)};
}

SyncStep CondVarStates::signal(Value state) {
  if (unsignalled(state) == 0)
    return {true, std::nullopt}; // lost: the signal only reads
  Seq s = seq(state);
  s.push_back(kToken);
  return {true, intern(s)};
}

SyncStep CondVarStates::broadcast(Value state) {
  unsigned n = unsignalled(state);
  if (n == 0)
    return {true, std::nullopt};
  Seq s = seq(state);
  s.insert(s.end(), n, kToken);
  return {true, intern(s)};
}

SyncStep CondVarStates::consume(Value state, ThreadId t) {
  Seq s = seq(state);
  auto me = std::find(s.begin(), s.end(), static_cast<int32_t>(t));
  if (me == s.end())
    return {}; // not waiting: cannot happen for a registered waiter
  auto token = std::find(me, s.end(), kToken);
  if (token == s.end())
    return {}; // not signalled yet: wait
  s.erase(token);
  s.erase(me);
  return {true, intern(s)};
}

SyncStep CondVarStates::leave(Value state, ThreadId t) {
  Seq s = seq(state);
  auto me = std::find(s.begin(), s.end(), static_cast<int32_t>(t));
  if (me == s.end() || std::find(me, s.end(), kToken) != s.end())
    return {};
  s.erase(me);
  return {true, intern(s)};
}

// ---- semaphores, rwlocks, once -------------------------------------------------

SyncStep semWait(Value count) {
  if (count == 0)
    return {};
  return {true, count - 1};
}

SyncStep semPost(Value count) { return {true, count + 1}; }

SyncStep rwRdLock(Value state) {
  if (state & kRwWriter)
    return {};
  return {true, state + 1};
}

SyncStep rwWrLock(Value state) {
  if (state != 0)
    return {};
  return {true, kRwWriter};
}

SyncStep rwUnlock(Value state) {
  if (state & kRwWriter)
    return {true, Value{0}};
  if (state == 0)
    return {}; // not locked: reported by the caller
  return {true, state - 1};
}

SyncStep onceEnter(Value state) {
  if (state == 0)
    return {true, kOnceRunning};
  if (state == kOnceDone)
    return {true, std::nullopt};
  return {};
}

} // namespace wmc
