#include "runtime/fiber/Fiber.h"

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

void fiberMain(ctx::transfer_t t) {
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

void Stack::release() {
  if (resident_ && madvise(base_, size_, MADV_DONTNEED) == 0)
    resident_ = false;
}

void Fiber::start(Stack &stack, Entry entry, void *arg) {
  entry_ = entry;
  arg_ = arg;
  pending_ = &stack;
}

void Fiber::resume() {
  if (pending_) {
    pending_->markResident();
    ctx_ = ctx::make_fcontext(pending_->top(), pending_->size(), &fiberMain);
    pending_ = nullptr;
  }
  Fiber *prev = running;
  running = this;
  ctx::transfer_t t = ctx::jump_fcontext(ctx_, nullptr);
  ctx_ = t.fctx; // where the fiber suspended
  running = prev;
}

void Fiber::suspend() {
  ctx::transfer_t t = ctx::jump_fcontext(schedulerCtx, nullptr);
  schedulerCtx = t.fctx;
}

} // namespace wmc::rt
