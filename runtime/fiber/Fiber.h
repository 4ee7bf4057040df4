// Fibers for test threads, on Boost.Context's fcontext. One stack per thread
// id, created once and reused in every execution, so the stack addresses of a
// thread are the same in every execution (replay needs deterministic
// addresses). Abandoning a fiber (a blocked thread, an execution that ends
// early) costs nothing: its stack is simply reused from the top next time.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

namespace wmc::rt {

class Stack {
public:
  explicit Stack(size_t size); // size rounded up to pages; a guard page below
  ~Stack();
  Stack(const Stack &) = delete;
  Stack &operator=(const Stack &) = delete;
  void *top() const { return base_ + size_; }
  size_t size() const { return size_; }
  bool contains(const void *p) const {
    auto *c = static_cast<const char *>(p);
    return c >= base_ && c < base_ + size_;
  }
  /// Does p fall into the guard page (a stack overflow)?
  bool inGuard(const void *p) const;

private:
  char *mapping_ = nullptr; // guard page + stack
  char *base_ = nullptr;
  size_t size_ = 0;
  size_t mapped_ = 0;
};

/// A fiber: a function running on its own stack, switched to and from the
/// scheduler (the code that called resume()).
class Fiber {
public:
  using Entry = void (*)(void *arg);
  /// Prepares (or re-prepares) the fiber to run entry(arg) from the top of stack.
  void start(Stack &stack, Entry entry, void *arg);
  /// Switches to the fiber until it calls suspend().
  void resume();
  /// Called on the fiber: switches back to the scheduler.
  static void suspend();
  bool started() const { return ctx_ != nullptr; }

  // Used by the fcontext entry point.
  void runEntry() { entry_(arg_); }

private:
  void *ctx_ = nullptr; // fcontext of the suspended fiber
  Entry entry_ = nullptr;
  void *arg_ = nullptr;
  const void *stackBottom_ = nullptr; // for ASan's fiber-switch annotations
  size_t stackSize_ = 0;
};

} // namespace wmc::rt
