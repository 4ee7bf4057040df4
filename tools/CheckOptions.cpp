#include "CheckOptions.h"

#include "GpuOptions.h"
#include "explore/ShardSpec.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <limits>
#include <string_view>

namespace wmc::tools {

namespace {

using Value = std::optional<Error>; // error from applying an option value

Error invalid(std::string_view value, std::string_view option,
              std::string_view expected) {
  return Error{"invalid value '" + std::string(value) + "' for " +
               std::string(option) + " (expected " + std::string(expected) +
               ")"};
}

std::optional<std::uint64_t> parseUnsigned(std::string_view text) {
  std::uint64_t value = 0;
  const char *end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ec != std::errc() || ptr != end)
    return std::nullopt;
  return value;
}

// A byte count with an optional binary suffix: 65536, 64K, 8M, 1G.
std::optional<std::uint64_t> parseBytes(std::string_view text) {
  std::uint64_t scale = 1;
  if (!text.empty()) {
    switch (std::tolower(static_cast<unsigned char>(text.back()))) {
    case 'k':
      scale = 1ull << 10;
      break;
    case 'm':
      scale = 1ull << 20;
      break;
    case 'g':
      scale = 1ull << 30;
      break;
    default:
      break;
    }
    if (scale != 1)
      text.remove_suffix(1);
  }
  std::optional<std::uint64_t> value = parseUnsigned(text);
  if (!value || *value > std::numeric_limits<std::uint64_t>::max() / scale)
    return std::nullopt;
  return *value * scale;
}

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (char &c : out)
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

Value setModel(CheckOptions &o, std::string_view v) {
  // The runtime's model registry (checker/models/Registry.cpp) is the
  // authority; this list mirrors it so that a typo is caught before
  // compiling.
  static constexpr std::array<std::string_view, 5> kModels = {
      "sc", "tso", "pso", "rc11", "src11"};
  std::string model = lowercase(v);
  if (std::find(kModels.begin(), kModels.end(), model) == kModels.end())
    return invalid(v, "--model", "sc, tso, pso, rc11 or src11");
  o.model = model;
  return std::nullopt;
}

Value setCheck(CheckOptions &o, std::string_view v) {
  std::string check = lowercase(v);
  if (check != "errors" && check != "robustness")
    return invalid(v, "--check", "errors or robustness");
  o.check = check;
  return std::nullopt;
}

Value setUnroll(CheckOptions &o, std::string_view v) {
  o.unroll = parseUnsigned(v);
  if (!o.unroll)
    return invalid(v, "--unroll", "a non-negative integer; 0 = unlimited");
  return std::nullopt;
}

Value setMaxEvents(CheckOptions &o, std::string_view v) {
  o.maxEvents = parseUnsigned(v);
  if (!o.maxEvents || *o.maxEvents == 0)
    return invalid(v, "--max-events", "a positive integer");
  return std::nullopt;
}

Value setStackSize(CheckOptions &o, std::string_view v) {
  o.stackSize = parseBytes(v);
  if (!o.stackSize || *o.stackSize == 0)
    return invalid(v, "--stack-size",
                   "a positive number of bytes, optionally with suffix K, M "
                   "or G");
  return std::nullopt;
}

Value setReport(CheckOptions &o, std::string_view v) {
  std::string report = lowercase(v);
  if (report != "text" && report != "json" && report != "sarif")
    return invalid(v, "--report", "text, json or sarif");
  o.report = report;
  return std::nullopt;
}

Value setUninitialized(CheckOptions &o, std::string_view v) {
  std::string mode = lowercase(v);
  if (mode != "warning" && mode != "error")
    return invalid(v, "--uninitialized", "warning or error");
  o.uninitialized = mode;
  return std::nullopt;
}

Value setAwait(CheckOptions &o, std::string_view v) {
  std::string mode = lowercase(v);
  if (mode != "defer" && mode != "prune" && mode != "plain")
    return invalid(v, "--await", "defer, prune or plain");
  o.await = mode;
  return std::nullopt;
}

// LO..HI, two integers with LO <= HI (the runtime checks the size).
Value setNondetDomain(CheckOptions &o, std::string_view v) {
  auto number = [](std::string_view s, long long &out) {
    std::string t(s);
    if (t.empty() || t.find_first_not_of("-0123456789") != std::string::npos ||
        t.find('-', 1) != std::string::npos || t == "-")
      return false;
    errno = 0;
    out = std::strtoll(t.c_str(), nullptr, 10);
    return errno == 0; // not out of range
  };
  std::size_t dots = v.find("..");
  long long lo = 0, hi = 0;
  if (dots == std::string_view::npos || !number(v.substr(0, dots), lo) ||
      !number(v.substr(dots + 2), hi) || lo > hi)
    return invalid(v, "--nondet-domain", "LO..HI, two integers with LO <= HI");
  o.nondetDomain = std::string(v);
  return std::nullopt;
}

Value setShape(std::optional<std::array<std::uint32_t, 3>> &field,
               std::string_view option, std::string_view v) {
  field = parseDim3(v);
  if (!field)
    return invalid(v, option, "X, X,Y or X,Y,Z with positive integers");
  return std::nullopt;
}

Value setGrid(CheckOptions &o, std::string_view v) {
  return setShape(o.grid, "--grid", v);
}
Value setBlock(CheckOptions &o, std::string_view v) {
  return setShape(o.block, "--block", v);
}
Value setGlobalSize(CheckOptions &o, std::string_view v) {
  return setShape(o.globalSize, "--global-size", v);
}
Value setLocalSize(CheckOptions &o, std::string_view v) {
  return setShape(o.localSize, "--local-size", v);
}

Value setBufferSize(CheckOptions &o, std::string_view v) {
  o.bufferSize = parseBytes(v);
  if (!o.bufferSize || *o.bufferSize == 0 || *o.bufferSize > (1ull << 30))
    return invalid(v, "--buffer-size",
                   "1 byte to 1G, optionally with suffix K, M or G");
  return std::nullopt;
}

Value setGpuStackSize(CheckOptions &o, std::string_view v) {
  o.gpuStackSize = parseBytes(v);
  if (!o.gpuStackSize || *o.gpuStackSize < 16384)
    return invalid(v, "--gpu-stack-size",
                   "at least 16K bytes, optionally with suffix K, M or G");
  return std::nullopt;
}

Value setShard(CheckOptions &o, std::string_view v) {
  ShardSpec spec;
  if (auto error = parseShard(v, spec))
    return invalid(v, "--shard", *error);
  o.shard = std::string(v);
  return std::nullopt;
}

Value setJobs(CheckOptions &o, std::string_view v) {
  o.jobs = parseUnsigned(v);
  if (!o.jobs || *o.jobs > 1024)
    return invalid(v, "--jobs", "0 to 1024; 0 = one per core");
  return std::nullopt;
}

Value setCheckpoint(CheckOptions &o, std::string_view v) {
  if (v.empty())
    return invalid(v, "--checkpoint", "a file name");
  o.checkpoint = std::string(v);
  return std::nullopt;
}

Value setResume(CheckOptions &o, std::string_view v) {
  if (v.empty())
    return invalid(v, "--resume", "a file name");
  o.resume = std::string(v);
  return std::nullopt;
}

Value setKernel(CheckOptions &o, std::string_view v) {
  if (v.empty())
    return invalid(v, "--kernel", "a kernel name");
  o.kernel = std::string(v);
  return std::nullopt;
}

// INDEX=VALUE[,INDEX=VALUE...]; the runtime checks VALUE against the type
// of the argument.
Value addKernelArg(CheckOptions &o, std::string_view v) {
  for (std::string_view rest = v;;) {
    std::string_view item = rest.substr(0, rest.find(','));
    std::size_t eq = item.find('=');
    if (eq == 0 || eq == std::string_view::npos || eq + 1 == item.size() ||
        !parseUnsigned(item.substr(0, eq)))
      return invalid(v, "--arg", "INDEX=VALUE, e.g. 2=16");
    if (item.size() == rest.size())
      break;
    rest.remove_prefix(item.size() + 1);
  }
  o.kernelArgs.emplace_back(v);
  return std::nullopt;
}

Value setExportFixes(CheckOptions &o, std::string_view v) {
  if (v.empty())
    return invalid(v, "--export-fixes", "a file name");
  o.exportFixes = std::string(v);
  return std::nullopt;
}

struct ValueOption {
  std::string_view name;
  Value (*apply)(CheckOptions &, std::string_view);
};


constexpr auto kValueOptions = std::to_array<ValueOption>({
    {"--model", setModel},
    {"--check", setCheck},
    {"--unroll", setUnroll},
    {"--max-events", setMaxEvents},
    {"--stack-size", setStackSize},
    {"--report", setReport},
    {"--uninitialized", setUninitialized},
    {"--await", setAwait},
    {"--nondet-domain", setNondetDomain},
    {"--grid", setGrid},
    {"--block", setBlock},
    {"--global-size", setGlobalSize},
    {"--local-size", setLocalSize},
    {"--buffer-size", setBufferSize},
    {"--kernel", setKernel},
    {"--arg", addKernelArg},
    {"--gpu-stack-size", setGpuStackSize},
    {"--export-fixes", setExportFixes},
    {"--shard", setShard},
    {"--jobs", setJobs},
    {"--checkpoint", setCheckpoint},
    {"--resume", setResume},
});

// Options without a value: the field they set and the runtime flag they
// become (none for the driver's own --verbose).
struct FlagOption {
  std::string_view name;
  bool CheckOptions::*field;
  std::string_view runtimeFlag;
};

constexpr auto kFlags = std::to_array<FlagOption>({
    {"--keep-going", &CheckOptions::keepGoing, "--wmc-keep-going"},
    {"--verbose", &CheckOptions::verbose, ""},
    {"--ignore-exit-status", &CheckOptions::ignoreExitStatus, "--wmc-ignore-exit-status"},
    {"--strict-bounds", &CheckOptions::strictBounds, "--wmc-strict-bounds"},
    {"--progress", &CheckOptions::progress, "--wmc-progress=on"},
    {"--exact-rmw-orders", &CheckOptions::exactRmwOrders, "--wmc-exact-rmw-orders"},
    {"--full-trace", &CheckOptions::fullTrace, "--wmc-full-trace"},
    {"--spurious-wakeups", &CheckOptions::spuriousWakeups, "--wmc-spurious-wakeups"},
    {"--repair", &CheckOptions::repair, "--wmc-repair"},
});

const ValueOption *findValueOption(std::string_view name) {
  for (const ValueOption &option : kValueOptions)
    if (option.name == name)
      return &option;
  return nullptr;
}

// Handles "--name[=value]" at args[i]; may consume args[i + 1].
Value parseLongOption(CheckOptions &o, std::span<const std::string> args,
                      std::size_t &i) {
  std::string_view arg = args[i];
  std::size_t eq = arg.find('=');
  std::string_view name = arg.substr(0, eq);

  for (const FlagOption &flag : kFlags)
    if (flag.name == name) {
      if (eq != std::string_view::npos)
        return Error{"option '" + std::string(name) + "' does not take a value"};
      o.*flag.field = true;
      return std::nullopt;
    }

  const ValueOption *option = findValueOption(name);
  if (!option)
    return Error{"unknown option '" + std::string(name) + "'"};
  if (eq != std::string_view::npos)
    return option->apply(o, arg.substr(eq + 1));
  if (i + 1 >= args.size() || args[i + 1] == "--")
    return Error{"option '" + std::string(name) + "' requires a value"};
  return option->apply(o, args[++i]);
}

} // namespace

Result<CheckOptions> parseCheckOptions(std::span<const std::string> args) {
  CheckOptions o;
  auto end = std::find(args.begin(), args.end(), "--");
  if (std::find_if(args.begin(), end, [](const std::string &a) {
        return a == "--help" || a == "-h";
      }) != end) {
    o.help = true;
    return o;
  }

  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string &arg = args[i];
    if (arg == "--") {
      // CLANG_ARGS up to a second "--"; what follows goes to the program.
      auto clangBegin = args.begin() + static_cast<std::ptrdiff_t>(i) + 1;
      auto clangEnd = std::find(clangBegin, args.end(), "--");
      o.clangArgs.assign(clangBegin, clangEnd);
      if (clangEnd != args.end())
        o.programArgs.assign(clangEnd + 1, args.end());
      break;
    }
    if (arg == "-v") {
      o.verbose = true;
    } else if (arg == "-o") {
      if (i + 1 >= args.size() || args[i + 1] == "--")
        return Error{"option '-o' requires a value"};
      o.output = args[++i];
    } else if (arg.starts_with("-o")) {
      o.output = arg.substr(2);
    } else if (arg.starts_with("--")) {
      if (Value error = parseLongOption(o, args, i))
        return *error;
    } else if (arg.starts_with("-") && arg != "-") {
      return Error{"unknown option '" + arg + "'"};
    } else if (!o.file.empty()) {
      return Error{"more than one input file ('" + o.file + "' and '" + arg +
                   "'); pass extra sources to clang after '--'"};
    } else {
      o.file = arg;
    }
  }
  if (o.exportFixes && !o.repair)
    return Error{"option '--export-fixes' needs '--repair' (wmc analyze --export-fixes writes "
                 "the compile-time fix-its)"};
  if (o.check == "robustness" && o.model != "tso" && o.model != "pso")
    return Error{"--check=robustness needs --model=tso or --model=pso"};
  return o;
}

std::vector<std::string> runtimeFlags(const CheckOptions &o) {
  std::vector<std::string> flags;
  if (o.model)
    flags.push_back("--wmc-model=" + *o.model);
  if (o.check)
    flags.push_back("--wmc-check=" + *o.check);
  if (o.unroll)
    flags.push_back("--wmc-unroll=" + std::to_string(*o.unroll));
  if (o.maxEvents)
    flags.push_back("--wmc-max-events=" + std::to_string(*o.maxEvents));
  for (const FlagOption &flag : kFlags)
    if (o.*flag.field && !flag.runtimeFlag.empty())
      flags.emplace_back(flag.runtimeFlag);
  if (o.report)
    flags.push_back("--wmc-report=" + *o.report);
  if (o.uninitialized)
    flags.push_back("--wmc-uninitialized=" + *o.uninitialized);
  if (o.nondetDomain)
    flags.push_back("--wmc-nondet-domain=" + *o.nondetDomain);
  if (o.await)
    flags.push_back("--wmc-await=" + *o.await);
  if (o.stackSize)
    flags.push_back("--wmc-stack-size=" + std::to_string(*o.stackSize));
  if (o.grid)
    flags.push_back("--wmc-grid=" + formatDim3(*o.grid));
  if (o.block)
    flags.push_back("--wmc-block=" + formatDim3(*o.block));
  if (o.bufferSize)
    flags.push_back("--wmc-buffer-size=" + std::to_string(*o.bufferSize));
  if (o.kernel)
    flags.push_back("--wmc-kernel=" + *o.kernel);
  for (const std::string &arg : o.kernelArgs)
    flags.push_back("--wmc-arg=" + arg);
  if (o.gpuStackSize)
    flags.push_back("--wmc-gpu-stack-size=" + std::to_string(*o.gpuStackSize));
  if (o.exportFixes)
    flags.push_back("--wmc-export-fixes=" + *o.exportFixes);
  if (o.shard)
    flags.push_back("--wmc-shard=" + *o.shard);
  if (o.jobs)
    flags.push_back("--wmc-jobs=" + std::to_string(*o.jobs));
  if (o.checkpoint)
    flags.push_back("--wmc-checkpoint=" + *o.checkpoint);
  if (o.resume)
    flags.push_back("--wmc-resume=" + *o.resume);
  return flags;
}

} // namespace wmc::tools
