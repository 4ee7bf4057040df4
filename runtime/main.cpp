// The test binary's main: parse --wmc-* options, then explore. The program's
// own main was renamed __wmc_user_main by the instrumentation and runs once
// per execution as thread T0.
#include "runtime/Registration.h"
#include "runtime/Session.h"

#include <cstdio>

extern "C" int __wmc_user_main(int, char **, char **) __attribute__((weak));

namespace wmc::rt {
std::vector<std::pair<const wmc_global *, uint64_t>> &pendingGlobals() {
  static std::vector<std::pair<const wmc_global *, uint64_t>> tables;
  return tables;
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
  if (!&__wmc_user_main) {
    std::fprintf(stderr, "wmc: the program has no main function compiled with the wmc plugin\n");
    return 2;
  }
  Session session(opts, argc, argv, envp);
  for (auto [table, count] : pendingGlobals())
    session.memory().registerGlobals(table, count);
  return session.run();
}
