// The test binary's main: parse --wmc-* options, then explore. The program's
// own main was renamed __wmc_user_main by the instrumentation and runs once
// per execution as thread T0. A program without main whose modules define
// kernels runs a generated host instead (docs/gpu.md, kernel-only programs).
#include "runtime/Registration.h"
#include "runtime/Session.h"

#include <cstdio>
#include <cstdlib>
#if __has_include(<sys/single_threaded.h>)
#include <sys/single_threaded.h>
#define WMC_HAVE_LIBC_SINGLE_THREADED 1
#endif

extern "C" int __wmc_user_main(int, char **, char **) __attribute__((weak));

namespace wmc::rt {
std::vector<std::pair<const wmc_global *, uint64_t>> &pendingGlobals() {
  static std::vector<std::pair<const wmc_global *, uint64_t>> tables;
  return tables;
}
std::vector<std::pair<const wmc_global *, uint64_t>> &pendingBlockShared() {
  static std::vector<std::pair<const wmc_global *, uint64_t>> tables;
  return tables;
}
std::vector<std::pair<const wmc_kernel *, uint64_t>> &pendingKernels() {
  static std::vector<std::pair<const wmc_kernel *, uint64_t>> tables;
  return tables;
}
std::map<void *, StartupBlock> &startupBlocks() {
  static std::map<void *, StartupBlock> blocks;
  return blocks;
}
} // namespace wmc::rt

int main(int argc, char **argv, char **envp) {
  using namespace wmc::rt;
  Options opts;
  if (auto err = parseOptions(argc, argv, opts)) {
    std::fprintf(stderr, "wmc: %s\n", err->c_str());
    return 2;
  }
  if (opts.help) {
    std::fputs(optionsHelp().c_str(), stdout);
    return 0;
  }
  Session::MainFn entry = &__wmc_user_main;
  if (!entry && !pendingKernels().empty())
    entry = &runKernelHost;
  if (!entry) {
    std::fprintf(stderr, "wmc: the program has no main function compiled with the wmc plugin\n");
    return 2;
  }
#ifdef WMC_HAVE_LIBC_SINGLE_THREADED
  // The test's threads are fibers of this one OS thread, so glibc would keep
  // saying the process is single-threaded, and libstdc++ would then update
  // shared_ptr use counts (and other reference counts) without atomics
  // (__gnu_cxx::__is_single_threaded): false data races and lost updates.
  // The test is multi-threaded; say so, as a real pthread_create would.
  __libc_single_threaded = 0;
#endif
  Session session(opts, entry, argc, argv, envp);
  for (auto [table, count] : pendingGlobals())
    session.memory().registerGlobals(table, count);
  for (auto [table, count] : pendingBlockShared())
    for (uint64_t i = 0; i < count; ++i)
      session.memory().blockShared().nameVariable(
          table[i].addr, table[i].name ? table[i].name : "?", table[i].elem_size);
  for (auto [table, count] : pendingKernels())
    session.gpu().registerKernels(table, count);
  for (const auto &[addr, block] : startupBlocks())
    session.memory().registerStartupBlock(addr, block.size, block.site);
  int status = session.run();
  // The test's static destructors are not run: they would act on the state
  // of the last execution (heap arenas included) outside any exploration.
  std::fflush(nullptr);
  std::_Exit(status);
}
