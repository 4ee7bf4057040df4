#include "runtime/fiber/Fiber.h"

#include "runtime/fiber/SanitizerSwitch.h"

#include <boost/context/detail/fcontext.hpp>
#include <sys/mman.h>
#include <unistd.h>

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

Stack::Stack(size_t size) {
  size_t page = pageSize();
  size_ = (size + page - 1) / page * page;
  mapped_ = size_ + page;
  void *m = mmap(nullptr, mapped_, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED) {
    std::fprintf(stderr,
                 "wmc: cannot allocate a %zu-byte thread stack (too many threads for the "
                 "memory or vm.max_map_count?)\n",
                 size_);
    std::exit(2);
  }
  mapping_ = static_cast<char *>(m);
  // A guard region (Linux 6.13+) does not split the mapping: adjacent stacks
  // merge into few mappings, so tens of thousands of GPU threads stay below
  // vm.max_map_count. Older kernels get a PROT_NONE page (two mappings).
  if (madvise(mapping_, page, kMadvGuardInstall) != 0)
    mprotect(mapping_, page, PROT_NONE);
  base_ = mapping_ + page;
}

Stack::~Stack() {
  if (mapping_)
    munmap(mapping_, mapped_);
}

bool Stack::inGuard(const void *p) const {
  auto *c = static_cast<const char *>(p);
  return c >= mapping_ && c < base_;
}

void Fiber::start(Stack &stack, Entry entry, void *arg) {
  entry_ = entry;
  arg_ = arg;
  stackBottom_ = static_cast<char *>(stack.top()) - stack.size();
  stackSize_ = stack.size();
  asan::unpoison(stackBottom_, stackSize_); // frames of the previous run
  ctx_ = ctx::make_fcontext(stack.top(), stack.size(), &fiberMain);
}

void Fiber::resume() {
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
