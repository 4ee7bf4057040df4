#include "runtime/fiber/Fiber.h"

#include "runtime/fiber/SanitizerSwitch.h"

#include <boost/context/detail/fcontext.hpp>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace wmc::rt {

namespace ctx = boost::context::detail;

namespace {
#ifdef MADV_GUARD_INSTALL
constexpr int kMadvGuardInstall = MADV_GUARD_INSTALL;
#else
constexpr int kMadvGuardInstall = 102; // <linux/mman.h>, Linux 6.13
#endif

size_t pageSize() {
  static size_t p = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  return p;
}
// The scheduler's context while a fiber runs, and the fiber being run.
ctx::fcontext_t schedulerCtx = nullptr;
Fiber *running = nullptr;
// The scheduler's stack, as ASan reports it when a fiber is entered.
const void *schedulerBottom = nullptr;
size_t schedulerSize = 0;

void fiberMain(ctx::transfer_t t) {
  asan::finishSwitch(nullptr, &schedulerBottom, &schedulerSize);
  schedulerCtx = t.fctx;
  running->runEntry();
  // An entry must never return (threads end by suspending for good).
  std::fprintf(stderr, "wmc internal error: a fiber entry returned\n");
  std::abort();
}
} // namespace

StackPool::~StackPool() {
  for (const Slab &s : slabs_)
    munmap(s.mapping, s.stride * s.slots);
}

std::unique_ptr<Stack> StackPool::take(size_t size) {
  size_t page = pageSize();
  size = (size + page - 1) / page * page;
  size_t stride = size + page;
  auto slab = std::find_if(slabs_.rbegin(), slabs_.rend(), [&](const Slab &s) {
    return s.stride == stride && s.used < s.slots;
  });
  if (slab == slabs_.rend()) {
    constexpr size_t kSlabBytes = size_t{4} << 20;
    size_t slots = std::max<size_t>(1, kSlabBytes / stride);
    void *m = mmap(nullptr, stride * slots, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (m == MAP_FAILED) {
      std::fprintf(stderr,
                   "wmc: cannot allocate a %zu-byte thread stack (too many threads for the "
                   "memory or vm.max_map_count?)\n",
                   size);
      std::exit(2);
    }
    slabs_.push_back(Slab{static_cast<char *>(m), stride, slots, 0});
    slab = slabs_.rbegin();
  }
  char *guard = slab->mapping + stride * slab->used++;
  // A guard region (Linux 6.13+) does not split the mapping: the stacks of a
  // slab stay one mapping, so tens of thousands of GPU threads stay below
  // vm.max_map_count. Older kernels get a PROT_NONE page (two mappings).
  if (madvise(guard, page, kMadvGuardInstall) != 0)
    mprotect(guard, page, PROT_NONE);
  return std::make_unique<Stack>(guard, size, page);
}

size_t Stack::release(std::vector<Stack *> &stacks) {
  size_t released = 0;
  std::sort(stacks.begin(), stacks.end(),
            [](const Stack *a, const Stack *b) { return a->base_ < b->base_; });
  for (size_t i = 0; i < stacks.size();) {
    // A run of stacks each right above the previous one's top (its guard
    // page between): one call; guard regions survive MADV_DONTNEED.
    size_t j = i + 1;
    while (j < stacks.size() && stacks[j]->mapping_ == stacks[j - 1]->base_ + stacks[j - 1]->size_)
      ++j;
    char *from = stacks[i]->base_, *to = stacks[j - 1]->base_ + stacks[j - 1]->size_;
    if (madvise(from, static_cast<size_t>(to - from), MADV_DONTNEED) == 0)
      for (size_t k = i; k < j; ++k, ++released)
        stacks[k]->resident_ = false;
    i = j;
  }
  stacks.clear();
  return released;
}

void Fiber::start(Stack &stack, Entry entry, void *arg) {
  entry_ = entry;
  arg_ = arg;
  pending_ = &stack;
  stackBottom_ = static_cast<char *>(stack.top()) - stack.size();
  stackSize_ = stack.size();
}

void Fiber::resume() {
  if (pending_) {
    pending_->markResident();
    asan::unpoison(stackBottom_, stackSize_); // frames of the previous run
    ctx_ = ctx::make_fcontext(pending_->top(), pending_->size(), &fiberMain);
    pending_ = nullptr;
  }
  Fiber *prev = running;
  running = this;
  void *fakeStack = nullptr;
  asan::startSwitch(&fakeStack, stackBottom_, stackSize_);
  ctx::transfer_t t = ctx::jump_fcontext(ctx_, nullptr);
  asan::finishSwitch(fakeStack, nullptr, nullptr);
  ctx_ = t.fctx; // where the fiber suspended
  running = prev;
}

void Fiber::suspend() {
  void *fakeStack = nullptr;
  asan::startSwitch(&fakeStack, schedulerBottom, schedulerSize);
  ctx::transfer_t t = ctx::jump_fcontext(schedulerCtx, nullptr);
  asan::finishSwitch(fakeStack, &schedulerBottom, &schedulerSize);
  schedulerCtx = t.fctx;
}

} // namespace wmc::rt

#ifdef WMC_ASAN
// Test code compiled with -fsanitize=address but not by wmc's flags
// (-fsanitize-address-use-after-return=never) would otherwise put its locals
// on ASan's fake stacks, at addresses that differ between executions.
extern "C" const char *__asan_default_options() { return "detect_stack_use_after_return=0"; }
#endif
