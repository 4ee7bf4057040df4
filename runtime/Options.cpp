#include "runtime/Options.h"

#include "explore/ShardSpec.h"
#include "models/Model.h"
#include "runtime/gpu/Dims.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <functional>

namespace wmc::rt {
namespace {

struct OptionDef {
  const char *name; // as in --wmc-NAME and WMC_NAME (upper-cased, '-' -> '_')
  const char *help;
  bool flag;        // takes no value
  std::function<std::optional<std::string>(Options &, const std::string &)> set;
};

std::optional<std::string> parseUnsigned(const std::string &v, uint64_t &out) {
  if (v.empty() || v.find_first_not_of("0123456789") != std::string::npos)
    return "expected a non-negative integer";
  out = std::strtoull(v.c_str(), nullptr, 10);
  return std::nullopt;
}

template <typename T> auto setUnsigned(T Options::*field) {
  return [field](Options &o, const std::string &v) -> std::optional<std::string> {
    uint64_t n = 0;
    if (auto e = parseUnsigned(v, n))
      return e;
    o.*field = static_cast<T>(n);
    return std::nullopt;
  };
}

auto setChoice(std::string Options::*field, std::vector<std::string> choices) {
  return [field, choices](Options &o, const std::string &v) -> std::optional<std::string> {
    for (const auto &c : choices)
      if (c == v) {
        o.*field = v;
        return std::nullopt;
      }
    std::string all;
    for (const auto &c : choices)
      all += (all.empty() ? "" : ", ") + c;
    return "expected one of: " + all;
  };
}

auto setDim3(std::array<uint32_t, 3> Options::*field) {
  return [field](Options &o, const std::string &v) -> std::optional<std::string> {
    return gpu::parseDim3(v, o.*field);
  };
}

std::vector<std::string> modelNames() {
  std::vector<std::string> names;
  for (const auto &m : modelRegistry())
    names.emplace_back(m.name);
  return names;
}

/// "LO..HI": signed integers, LO <= HI, at most 1024 values.
std::optional<std::string> parseDomain(const std::string &v, int64_t &lo, int64_t &hi) {
  size_t dots = v.find("..");
  auto number = [](const std::string &s, int64_t &out) {
    if (s.empty() || s.find_first_not_of("-0123456789") != std::string::npos ||
        s.find('-', 1) != std::string::npos)
      return false;
    errno = 0;
    out = std::strtoll(s.c_str(), nullptr, 10);
    return errno == 0;
  };
  int64_t l = 0, h = 0;
  if (dots == std::string::npos || !number(v.substr(0, dots), l) ||
      !number(v.substr(dots + 2), h) || l > h)
    return std::string("expected LO..HI, two integers with LO <= HI");
  if (static_cast<uint64_t>(h) - static_cast<uint64_t>(l) >= 1024)
    return std::string("at most 1024 values");
  lo = l;
  hi = h;
  return std::nullopt;
}

auto setFlag(bool Options::*field) {
  return [field](Options &o, const std::string &) -> std::optional<std::string> {
    o.*field = true;
    return std::nullopt;
  };
}

const std::vector<OptionDef> &definitions() {
  static const std::vector<OptionDef> defs = {
      {"model", "memory model to explore under (default sc)", false,
       setChoice(&Options::model, modelNames())},
      {"check", "errors (default) or robustness: explore SC executions only and report any "
                "way the model (tso or pso) leaves SC", false,
       setChoice(&Options::check, {"errors", "robustness"})},
      {"unroll", "max iterations of a loop per entry; more blocks the execution (default 0 = unbounded)",
       false, setUnsigned(&Options::unroll)},
      {"max-events", "max events of one thread in one execution (default 10000; 0 = unbounded)",
       false, setUnsigned(&Options::maxEvents)},
      {"keep-going", "explore all executions and count every error (default: stop at the first)",
       true, setFlag(&Options::keepGoing)},
      {"ignore-exit-status", "a non-zero exit status of the test is not an error", true,
       setFlag(&Options::ignoreExitStatus)},
      {"exact-rmw-orders", "explore every order of relaxed RMWs with unused results on one "
                           "counter (rc11/src11; default: one order where nothing can tell)",
       true, setFlag(&Options::exactRmwOrders)},
      {"await", "failed await loops: defer (default: a failed iteration runs again after the "
                "next write to what it read, and prune), prune (block at once; stop a run "
                "whose await failed on an overwritten value) or plain (run every blocked "
                "execution to its end)",
       false, setChoice(&Options::await, {"defer", "prune", "plain"})},
      {"spurious-wakeups", "a condition-variable wait may also return without a signal "
                           "(default: only when signalled, or timed out)",
       true, setFlag(&Options::spuriousWakeups)},
      {"nondet-domain", "values of __VERIFIER_nondet_* inputs, LO..HI (default -1..2; "
                        "each input takes every value that fits its type)", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         return parseDomain(v, o.nondetLo, o.nondetHi);
       }},
      {"full-trace", "witnesses show every event (default: the error's causal past)", true,
       setFlag(&Options::fullTrace)},
      {"strict-bounds", "exit status 3 when a bound cut some executions (default: 0 with a note)",
       true, setFlag(&Options::strictBounds)},
      {"report", "report format: text, json or sarif (default text)", false,
       setChoice(&Options::report, {"text", "json", "sarif"})},
      {"uninitialized", "reads of uninitialized __shared__/__local memory: warning or error "
                        "(default warning)", false,
       setChoice(&Options::uninitialized, {"warning", "error"})},
      {"stack-size", "stack bytes per test thread (default 1048576)", false,
       setUnsigned(&Options::stackSize)},
      {"progress", "progress on stderr: auto (a live line on a terminal, lines otherwise), "
                   "on (lines), off", false,
       setChoice(&Options::progress, {"auto", "on", "off"})},
      {"progress-interval", "seconds between progress lines in a file or log (default 10)", false,
       setUnsigned(&Options::progressInterval)},
      {"timeout", "seconds a thread may compute without a visible operation (default 60)", false,
       setUnsigned(&Options::timeout)},
      {"max-executions", "stop after this many executions (default 0 = no limit)", false,
       setUnsigned(&Options::maxExecutions)},
      {"shard", "explore only shard I of N of the search tree, I/N from 0 (docs/scale.md); "
                "merge the shards' JSON reports with wmc merge", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         ShardSpec s;
         if (auto e = parseShard(v, s))
           return "expected " + *e;
         o.shardIndex = s.index;
         o.shardCount = s.count;
         return std::nullopt;
       }},
      {"jobs", "explore with N worker processes (default 0 = one per core); the "
               "counts and errors are those of one process (docs/scale.md)", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         uint64_t n = 0;
         if (auto e = parseUnsigned(v, n))
           return e;
         if (n > 1024)
           return std::string("expected 0 to 1024");
         o.jobs = static_cast<uint32_t>(n);
         return std::nullopt;
       }},
      {"jobs-warmup", "with --wmc-jobs: runs explored in one process before the workers start "
                      "(default 1000; a smaller tree is explored as by --wmc-jobs=1)", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         if (auto e = parseUnsigned(v, o.jobsWarmup))
           return e;
         if (o.jobsWarmup == 0)
           return std::string("expected at least 1 (the first run)");
         return std::nullopt;
       }},
      {"jobs-stats", "with --wmc-jobs: print each worker's executions, subtrees and CPU time",
       true, setFlag(&Options::jobsStats)},
      {"checkpoint", "write the work done so far to FILE every few seconds (write + rename); "
                     "--wmc-resume=FILE continues a killed run (docs/scale.md)", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         if (v.empty())
           return std::string("expected a file name");
         o.checkpoint = v;
         return std::nullopt;
       }},
      {"checkpoint-interval", "seconds between checkpoints (default 5; 0: as often as possible)",
       false, setUnsigned(&Options::checkpointInterval)},
      {"resume", "continue the run that wrote this checkpoint (same binary and options); its "
                 "report is that of the whole run", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         if (v.empty())
           return std::string("expected a file name");
         o.resume = v;
         return std::nullopt;
       }},
      {"shard-fanout", "with --wmc-shard: split the tree where it has this many subtrees per "
                       "shard (default 16)", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         uint64_t n = 0;
         if (auto e = parseUnsigned(v, n))
           return e;
         if (n == 0 || n > 1024)
           return std::string("expected 1 to 1024");
         o.shardFanout = static_cast<uint32_t>(n);
         return std::nullopt;
       }},
      {"gpu-stack-size", "stack bytes per GPU thread (default 65536, at least 16384)", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         uint64_t n = 0;
         if (auto e = parseUnsigned(v, n))
           return e;
         if (n < 16384)
           return std::string("expected at least 16384 bytes");
         o.gpuStackSize = n;
         return std::nullopt;
       }},
      {"kernel", "program without main: run only this kernel (default: each kernel)", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         if (v.empty())
           return std::string("expected a kernel name");
         o.kernel = v;
         return std::nullopt;
       }},
      {"grid", "program without main: blocks per launch, X[,Y,Z] (default 1)", false,
       setDim3(&Options::grid)},
      {"block", "program without main: threads per block, X[,Y,Z] (default 1)", false,
       setDim3(&Options::block)},
      {"buffer-size", "program without main: bytes of each zeroed pointer-argument buffer, "
                      "at least one element per GPU thread, and of each block's dynamic "
                      "shared memory (default 4096)", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         uint64_t n = 0;
         if (auto e = parseUnsigned(v, n))
           return e;
         if (n == 0 || n > (uint64_t(1) << 30))
           return std::string("expected 1 to 1073741824 bytes");
         o.bufferSize = n;
         return std::nullopt;
       }},
      {"arg", "program without main: scalar kernel argument INDEX=VALUE[,...] (default 0; "
              "repeatable)", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         return gpu::parseKernelArgs(v, o.kernelArgs);
       }},
      {"repair", "find the fewest edits (scopes) that remove the errors, re-explore with "
                 "them, print them as fix-its (docs/repair.md)", true, setFlag(&Options::repair)},
      {"export-fixes", "with --wmc-repair: write the edits to this file as "
                       "clang-apply-replacements YAML", false,
       [](Options &o, const std::string &v) -> std::optional<std::string> {
         if (v.empty())
           return std::string("expected a file name");
         o.exportFixes = v;
         return std::nullopt;
       }},
      {"help", "print this help", true, [](Options &o, const std::string &) -> std::optional<std::string> {
         o.help = true;
         return std::nullopt;
       }},
  };
  return defs;
}

std::string envName(const char *name) {
  std::string s = "WMC_";
  for (const char *p = name; *p; ++p)
    s += *p == '-' ? '_' : static_cast<char>(std::toupper(static_cast<unsigned char>(*p)));
  return s;
}

} // namespace

std::optional<std::string> parseOptions(int &argc, char **argv, Options &out) {
  for (const auto &d : definitions()) {
    std::string env = envName(d.name);
    if (const char *v = std::getenv(env.c_str())) {
      std::string value = v;
      if (d.flag && (value.empty() || value == "0"))
        continue;
      if (auto e = d.set(out, value))
        return "invalid value '" + value + "' for " + env + ": " + *e;
    }
  }
  int w = 1;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a.rfind("--wmc-", 0) != 0) {
      argv[w++] = argv[i];
      continue;
    }
    std::string body = a.substr(6), name = body, value;
    bool hasValue = false;
    if (auto eq = body.find('='); eq != std::string::npos) {
      name = body.substr(0, eq);
      value = body.substr(eq + 1);
      hasValue = true;
    }
    const OptionDef *def = nullptr;
    for (const auto &d : definitions())
      if (name == d.name)
        def = &d;
    if (!def)
      return "unknown option '" + a + "' (see --wmc-help)";
    if (!def->flag && !hasValue)
      return "option '--wmc-" + name + "' needs a value (--wmc-" + name + "=VALUE)";
    if (auto e = def->set(out, value))
      return "invalid value '" + value + "' for --wmc-" + name + ": " + *e;
  }
  argv[w] = nullptr;
  argc = w;
  if (!out.exportFixes.empty() && !out.repair)
    return std::string("--wmc-export-fixes needs --wmc-repair");
  if (out.check == "robustness" && out.model != "tso" && out.model != "pso")
    return "--wmc-check=robustness needs --wmc-model=tso or --wmc-model=pso (got '" + out.model +
           "')";
  if (out.jobs == 0)
    out.jobs = static_cast<uint32_t>(std::max(1L, sysconf(_SC_NPROCESSORS_ONLN)));
  // One process explores a shard, and a bounded exploration (its first
  // executions are those of one process).
  if (out.shardCount > 1 && (!out.checkpoint.empty() || !out.resume.empty()))
    return std::string("--wmc-checkpoint and --wmc-resume cannot be combined with --wmc-shard "
                       "yet");
  if (out.repair && (out.shardCount > 1 || !out.checkpoint.empty() || !out.resume.empty()))
    return std::string("--wmc-repair cannot be combined with --wmc-shard, --wmc-checkpoint or "
                       "--wmc-resume yet");
  if (out.shardCount > 1 || out.maxExecutions || !out.checkpoint.empty() || !out.resume.empty() ||
      out.repair || out.check == "robustness")
    out.jobs = 1;
  return std::nullopt;
}

std::string optionsHelp() {
  std::string s = "wmc runtime options (--wmc-NAME=VALUE or environment WMC_NAME=VALUE):\n";
  for (const auto &d : definitions()) {
    std::string n = std::string("  --wmc-") + d.name + (d.flag ? "" : "=V");
    s += n + std::string(n.size() < 26 ? 26 - n.size() : 1, ' ') + d.help + "\n";
  }
  s += "models:\n";
  for (const auto &m : modelRegistry())
    s += "  " + std::string(m.name) + std::string(8 - m.name.size(), ' ') + std::string(m.description) + "\n";
  s += "exit status: 0 no error found, 1 an error was found, 2 bad usage or input,\n"
       "  3 inconclusive (no execution completed; with --wmc-strict-bounds: a bound cut some)\n";
  return s;
}

} // namespace wmc::rt
