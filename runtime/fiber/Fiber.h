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

/// One thread's stack: a range of a StackPool mapping, with a guard page
/// below it. The pool owns the memory.
class Stack {
public:
  Stack(char *guard, size_t size, size_t page) : mapping_(guard), base_(guard + page), size_(size) {}
  Stack(const Stack &) = delete;
  Stack &operator=(const Stack &) = delete;
  void *top() const { return base_ + size_; }
  size_t size() const { return size_; }
  bool contains(const void *p) const {
    auto *c = static_cast<const char *>(p);
    return c >= base_ && c < base_ + size_;
  }
  /// Does p fall into the guard page (a stack overflow)?
  bool inGuard(const void *p) const {
    auto *c = static_cast<const char *>(p);
    return c >= mapping_ && c < base_;
  }
  /// The stack's pages may hold data (it ran since the last release).
  bool resident() const { return resident_; }
  void markResident() { resident_ = true; }
  /// Gives the pages of these stacks back to the system (they read as
  /// zeroes when touched again; guard pages stay): for the stacks of
  /// finished threads. Adjacent stacks are released with one call. Empties
  /// `stacks`; returns how many were released.
  static size_t release(std::vector<Stack *> &stacks);

private:
  char *mapping_ = nullptr; // guard page
  char *base_ = nullptr;
  size_t size_ = 0;
  bool resident_ = false;
};

/// Stacks are carved from mappings of many stacks of one size: a launch of
/// thousands of GPU threads costs a few mmap calls, not one per thread.
/// Stacks live as long as the pool (a thread id keeps its stack).
class StackPool {
public:
  StackPool() = default;
  ~StackPool();
  StackPool(const StackPool &) = delete;
  StackPool &operator=(const StackPool &) = delete;
  /// A new stack of at least `size` bytes; exits with status 2 if the
  /// memory cannot be mapped.
  std::unique_ptr<Stack> take(size_t size);

private:
  struct Slab {
    char *mapping;
    size_t stride; ///< guard page + stack
    size_t slots;
    size_t used;
  };
  std::vector<Slab> slabs_;
};

/// A fiber: a function running on its own stack, switched to and from the
/// scheduler (the code that called resume()).
class Fiber {
public:
  using Entry = void (*)(void *arg);
  /// Prepares (or re-prepares) the fiber to run entry(arg) from the top of
  /// stack. The stack is first touched when the fiber first runs: a launch
  /// of many threads does not commit a page per thread up front.
  void start(Stack &stack, Entry entry, void *arg);
  /// Switches to the fiber until it calls suspend().
  void resume();
  /// Called on the fiber: switches back to the scheduler.
  static void suspend();
  bool started() const { return ctx_ != nullptr || pending_; }

  // Used by the fcontext entry point.
  void runEntry() { entry_(arg_); }

private:
  void *ctx_ = nullptr; // fcontext of the suspended fiber
  Stack *pending_ = nullptr; // start() was called: make the context on resume()
  Entry entry_ = nullptr;
  void *arg_ = nullptr;
  const void *stackBottom_ = nullptr; // for ASan's fiber-switch annotations
  size_t stackSize_ = 0;
};

} // namespace wmc::rt
