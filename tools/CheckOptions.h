// The command line of `wmc check` and its translation to runtime flags.
#ifndef WMC_TOOLS_CHECKOPTIONS_H
#define WMC_TOOLS_CHECKOPTIONS_H

#include "Result.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace wmc::tools {

struct CheckOptions {
  // Checker settings: unset means "the runtime's default".
  std::optional<std::string> model; // sc, tso, pso, rc11, src11
  std::optional<std::string> check; // errors, robustness (SC executions monitored for tso/pso)
  std::optional<std::uint64_t> unroll;
  std::optional<std::uint64_t> maxEvents;
  std::optional<std::uint64_t> stackSize; // bytes
  std::optional<std::string> report;      // text, json, sarif
  std::optional<std::string> uninitialized; // warning, error (block-shared reads)
  std::optional<std::string> shard;         // I/N: explore one shard (docs/scale.md)
  std::optional<std::uint64_t> jobs;        // worker processes (0: one per core)
  std::optional<std::string> checkpoint, resume; // checkpoint files (docs/scale.md)
  std::optional<std::string> await;         // defer, prune, plain (docs/guide.md, Loops)
  std::optional<std::string> nondetDomain;  // LO..HI: values of __VERIFIER_nondet_* inputs
  bool keepGoing = false;
  bool ignoreExitStatus = false; // a non-zero exit status is not an error
  bool strictBounds = false;     // exit 3 when a bound cut executions
  bool progress = false;         // progress lines even on a terminal
  bool exactRmwOrders = false;   // every order of commutative counter updates
  bool spuriousWakeups = false;  // condition-variable waits may wake without a signal
  bool fullTrace = false;        // witnesses with every event

  // GPU programs (.cu, .cl); the shapes and buffers are for files with
  // kernels and no main (see GpuOptions.h).
  std::optional<std::array<std::uint32_t, 3>> grid, block; // --grid, --block
  std::optional<std::array<std::uint32_t, 3>> globalSize, localSize; // OpenCL
  std::optional<std::uint64_t> bufferSize;   // bytes per pointer argument
  std::optional<std::string> kernel;         // run only this kernel
  bool repair = false;                       // --repair (docs/repair.md)
  std::optional<std::string> exportFixes;    // --export-fixes=F.yaml, with --repair
  std::vector<std::string> kernelArgs;       // --arg values, INDEX=VALUE[,...]
  std::optional<std::uint64_t> gpuStackSize; // bytes per GPU thread

  // Driver settings.
  std::optional<std::string> output; // -o: keep the binary here
  bool verbose = false;
  bool help = false;
  std::string file;                   // empty if none was given
  std::vector<std::string> clangArgs; // after "--" (up to a second "--")
  std::vector<std::string> programArgs; // after a second "--": main's argv
};

// Parses the arguments that follow "check". Options may come before or
// after FILE; values are given as --opt=V or --opt V (-o OUT or -oOUT).
// When --help/-h appears before "--", the result has help set and nothing
// else is validated.
Result<CheckOptions> parseCheckOptions(std::span<const std::string> args);

// The flags understood by the instrumented program (--wmc-model=... etc.)
// for the options that were given. For .cl files, resolveGpuOptions must
// have turned --global-size/--local-size into the grid and block.
std::vector<std::string> runtimeFlags(const CheckOptions &options);

} // namespace wmc::tools

#endif
