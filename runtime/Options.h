// Runtime configuration: one documented struct. Every field can be set with a
// --wmc-NAME=VALUE argument of the test binary or a WMC_NAME environment
// variable (arguments win). Parsed once at start-up.
#pragma once

#include <cstdint>
#include <optional>
#include <array>
#include <string>
#include <utility>
#include <vector>

namespace wmc::rt {

struct Options {
  std::string model = "sc";       ///< memory model (see --wmc-help for the list)
  /// "errors" (explore the model's executions) or "robustness" (explore SC
  /// executions only and report where TSO/PSO, the model, would leave SC).
  std::string check = "errors";
  uint32_t unroll = 0;            ///< max iterations per loop entry; 0 = unbounded
  uint32_t maxEvents = 10000;     ///< max events per thread and execution; 0 = unbounded
  bool keepGoing = false;         ///< explore everything instead of stopping at the first error
  bool ignoreExitStatus = false;  ///< exit(non-zero) / main returning non-zero is not an error
  bool strictBounds = false;      ///< exit 3 when a bound cut some executions
  std::string await = "defer";    ///< --wmc-await: defer, prune or plain
  bool exactRmwOrders = false;    ///< explore every order of commutative counter updates
  bool fullTrace = false;         ///< witnesses show every event, not only the error's causal past
  bool spuriousWakeups = false;   ///< a condition-variable wait may return without a signal
  /// The values a __VERIFIER_nondet_* input takes (within its type's range).
  int64_t nondetLo = -1, nondetHi = 2;
  std::string report = "text";    ///< text | json | sarif
  /// Reads of uninitialized GPU block-shared memory: "warning" (counted in
  /// the summary) or "error". Other uninitialized reads are always errors.
  std::string uninitialized = "warning";
  uint64_t stackSize = 1u << 20;  ///< bytes of stack per test thread
  std::string progress = "auto";  ///< auto (live on a terminal, lines otherwise) | on | off
  uint32_t progressInterval = 10; ///< seconds between progress lines (not on a terminal)
  uint32_t timeout = 60;          ///< seconds a thread may run without a visible operation
  uint64_t maxExecutions = 0;     ///< stop after this many executions; 0 = no limit
  uint32_t shardIndex = 0;        ///< --wmc-shard=I/N: explore shard I of N (docs/scale.md)
  uint32_t shardCount = 1;
  uint32_t shardFanout = 16;      ///< subtrees per shard wanted at the split
  uint32_t jobs = 0;              ///< worker processes (--wmc-jobs; 0 = one per core)
  /// Runs the parent explores alone before it forks the workers (small
  /// tests end there, as in one process).
  uint64_t jobsWarmup = 1000;
  bool jobsStats = false;         ///< print what each worker did (stderr)
  std::string checkpoint;         ///< write the work done to this file now and then
  uint32_t checkpointInterval = 5; ///< seconds between checkpoints (0: at every subtree)
  std::string resume;             ///< continue from this checkpoint
  uint64_t gpuStackSize = 64u << 10; ///< bytes of stack per GPU thread (docs/gpu.md)
  // Kernel-only programs (no main; docs/gpu.md): what the generated host does.
  std::string kernel;             ///< run only this kernel (default: every kernel, in order)
  uint64_t bufferSize = 4096;     ///< bytes of each zeroed buffer for a pointer argument
  std::array<uint32_t, 3> grid{1, 1, 1};  ///< blocks per launch (x, y, z)
  std::array<uint32_t, 3> block{1, 1, 1}; ///< threads per block (x, y, z)
  /// Scalar kernel arguments: (argument index, value as written). Repeatable.
  std::vector<std::pair<uint32_t, std::string>> kernelArgs;
  bool help = false;
  /// Repair (docs/repair.md): explore with keep-going, choose the fewest
  /// edits that remove the errors, re-explore with them until clean.
  bool repair = false;
  std::string exportFixes; ///< with repair: write the edits as clang-apply-replacements YAML
};

/// Parses options from the environment and argv; removes --wmc-* arguments
/// from argv. Returns an error message for a bad option or value.
std::optional<std::string> parseOptions(int &argc, char **argv, Options &out);
/// Text of --wmc-help.
std::string optionsHelp();

} // namespace wmc::rt
