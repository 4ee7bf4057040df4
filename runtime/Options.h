// Runtime configuration: one documented struct. Every field can be set with a
// --wmc-NAME=VALUE argument of the test binary or a WMC_NAME environment
// variable (arguments win). Parsed once at start-up.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wmc::rt {

struct Options {
  std::string model = "sc";       ///< memory model (see --wmc-help for the list)
  uint32_t unroll = 0;            ///< max iterations per loop entry; 0 = unbounded
  uint32_t maxEvents = 10000;     ///< max events per thread and execution; 0 = unbounded
  bool keepGoing = false;         ///< explore everything instead of stopping at the first error
  std::string report = "text";    ///< text | json
  uint64_t stackSize = 1u << 20;  ///< bytes of stack per test thread
  std::string progress = "auto";  ///< auto (when stderr is a terminal) | on | off
  uint32_t timeout = 60;          ///< seconds a thread may run without a visible operation
  uint64_t maxExecutions = 0;     ///< stop after this many executions; 0 = no limit
  bool help = false;
};

/// Parses options from the environment and argv; removes --wmc-* arguments
/// from argv. Returns an error message for a bad option or value.
std::optional<std::string> parseOptions(int &argc, char **argv, Options &out);
/// Text of --wmc-help.
std::string optionsHelp();

} // namespace wmc::rt
