#include "Help.h"

namespace wmc::tools {

const char *const kMainHelp =
    R"(Usage: wmc <command> [options]
       wmc --help | --version

wmc checks concurrent C, C++, CUDA and OpenCL programs under weak memory
models.

Commands:
  check          compile a test with the wmc plugin and explore its executions
  analyze        print the compile-time warnings (races, scopes, barriers)
  merge          add up the JSON reports of the shards of one check (--shard)
  litmus         run a herd7/Dat3M litmus test (C, X86, OPENCL, PTX)

Options:
  -h, --help     show this help
  --version      show the version and where clang and the wmc libraries are

Run 'wmc check --help' and 'wmc analyze --help' for their options.
Compiler wrappers for build systems: wmc-cc and wmc-c++ (see --wmc-help).
)";

const char *const kCheckHelp =
    R"(Usage: wmc check [options] FILE [-- CLANG_ARGS... [-- PROGRAM_ARGS...]]

Compiles FILE with the wmc plugin and runtime, runs it, and reports the
errors found in its executions under the memory model.
FILE is C (.c), C++ (.cc, .cpp, .cxx; compiled as C++20 unless CLANG_ARGS
give -std), CUDA (.cu) or OpenCL C (.cl).

Options:
  --model=MODEL       memory model: sc, tso, pso, rc11 or src11
                      (default: sc; src11 for .cu and .cl)
  --check=robustness  with --model=tso or pso: explore SC executions only and
                      report (not-robust) any store whose delay in a store
                      buffer makes an execution that is not SC (default: errors)
  --unroll=N          bound every loop that may wait (not counted loops) to N
                      iterations per entry; 0 = unlimited (default: 0)
  --max-events=N      limit each thread to N events per execution (default: 10000)
  --keep-going        keep exploring after the first error and report them all
  --ignore-exit-status  a non-zero exit status of the test (exit(), return
                      from main) is not an error
  --strict-bounds     exit status 3 when a bound cut some executions
  --full-trace        witnesses show every event (default: the events the
                      error is about and their causal past)
  --spurious-wakeups  condition-variable waits may also return without a
                      signal (default: only when signalled, or timed out)
  --nondet-domain=LO..HI  values each __VERIFIER_nondet_* input takes (those
                      that fit its type; default: -1..2)
  --await=MODE        failed await loops: defer (default: a failed iteration
                      runs again after the next write to what it read, and
                      prune), prune (the thread blocks at once; a run stops
                      when an await failed on an overwritten value) or plain
                      (every blocked execution runs to its end)
  --exact-rmw-orders  rc11/src11: explore every order of relaxed atomic
                      updates with unused results on one counter (default:
                      one order where no access can tell them apart)
  --progress          progress lines on stderr every 10 s (default: a live
                      line on a terminal, lines in a file or CI log)
  --report=FORMAT     report format: text, json or sarif (default: text)
  --repair            find the fewest edits (scopes, fences, orders) that remove
                      the errors, re-explore with them, print them as fix-its
  --export-fixes=F    with --repair: write the edits to F for
                      clang-apply-replacements
  --jobs=N            explore with N worker processes (default: 0 = one per
                      core); same counts and errors as one process
  --checkpoint=FILE   write the work done to FILE every 5 s (write + rename)
  --resume=FILE       continue the run that wrote the checkpoint FILE
  --shard=I/N         explore only shard I (from 0) of N of the search tree;
                      'wmc merge' adds up the shards' JSON reports (docs/scale.md)
  --stack-size=BYTES  stack size of each checked thread; K, M, G suffixes allowed
                      (default: chosen by the runtime)
  --uninitialized=M   reads of uninitialized __shared__/__local memory: warning
                      (counted in the summary) or error (default: warning)
  -o OUTPUT           keep the instrumented executable at OUTPUT
                      (default: a temporary file, removed afterwards)
  -v, --verbose       print the compile and run commands to stderr
  -h, --help          show this help
  -- CLANG_ARGS...    pass the rest to clang, e.g. -DN=3 helper.c -lm
  -- PROGRAM_ARGS...  after a second --: the arguments of the test's main

GPU files (.cu, .cl) with kernels and no main: every kernel is launched with
the shape below; pointer arguments get zero-initialised buffers.
  --grid=X[,Y,Z]      CUDA: blocks per launch (default: 1)
  --block=X[,Y,Z]     CUDA: threads per block (default: 1)
  --global-size=X[,Y,Z]  OpenCL: work-items per launch (default: local size)
  --local-size=X[,Y,Z]   OpenCL: work-items per work-group; must divide the
                      global size (default: the global size)
  --buffer-size=BYTES bytes of each pointer-argument buffer and of each
                      block's dynamic shared memory; K, M, G suffixes
                      allowed (default: 4096)
  --kernel=NAME       launch only this kernel (default: each kernel in turn)
  --arg=INDEX=VALUE   value of a scalar kernel argument (default: 0);
                      repeatable, or INDEX=VALUE,INDEX=VALUE
  --gpu-stack-size=BYTES  stack size of each GPU thread (default: 64K)
Limits: at most 1024 threads per block and 65536 GPU threads per launch.

Values may also be given as a separate argument (--model tso).

Exit status:
  0  no error found
  1  an error was found
  2  bad input: invalid option, missing or unsupported file, compilation
     failure, or an internal error of wmc
  3  inconclusive: no execution completed (all blocked or cut by a bound),
     so nothing was verified; with --strict-bounds also when a bound cut some
)";

const char *const kMergeHelp =
    R"(Usage: wmc merge [--report=FORMAT] REPORT.json...

Adds up JSON reports (wmc check --report=json) of the shards of one check
(--shard=I/N, every I of one N) into one report: counts are summed, errors
with the same kind and site are one error with their counts summed (the
witness is the first report's).

Options:
  --report=FORMAT     report format: text, json or sarif (default: text)
  -h, --help          show this help

Exit status: 0 no error, 1 an error was found, 2 bad usage or a bad report,
3 inconclusive (no execution completed).
)";

const char *const kAnalyzeHelp =
    R"(Usage: wmc analyze [options] FILE [-- CLANG_ARGS...]

Runs only wmc's compile-time analysis on FILE (clang -fsyntax-only with the
wmc plugin) and prints its warnings: wmc-scope, wmc-shared-race,
wmc-divergent-barrier, wmc-data-race, wmc-weak-publication
(docs/diagnostics.md). FILE is C (.c), C++ (.cc, .cpp, .cxx), CUDA (.cu,
parsed as clang's CUDA host side with wmc's CUDA headers) or OpenCL C (.cl).

Options:
  --report=FORMAT     text (clang's diagnostics on stderr), json (one
                      {"diagnostics": [...]} object on stdout) or sarif
                      (SARIF 2.1.0 on stdout, the fix-its as fixes)
  --export-fixes=FILE write the fix-its as a clang-apply-replacements YAML file
  -v, --verbose       print the clang command to stderr
  -h, --help          show this help
  -- CLANG_ARGS...    pass the rest to clang (-DN=3, -I..., -std=...);
                      -Wno-wmc-CHECK, -Werror=wmc-CHECK, -Wno-error=wmc-CHECK
                      and -Wwmc-CHECK control one check; -Werror, -w all

Exit status:
  0  no warning
  1  warnings (or errors from -Werror) were reported
  2  bad input: invalid option, missing file or unknown extension, or clang
     rejected the file (its errors are printed)
)";

const char *const kLitmusHelp =
    R"(Usage: wmc litmus [options] FILE.litmus

Runs a herd7/Dat3M litmus test (dialects C, X86, OPENCL, PTX) through wmc's
explorer and prints herd-style results: every final state with the number
of executions reaching it, Ok/No for the final condition, the
Positive/Negative witness counts, and the errors found (data races,
heterogeneous races, barrier divergence). See docs/litmus.md.

Options:
  --model=MODEL       sc, tso, pso, rc11 or src11 (default: rc11 for C, tso
                      for X86, src11 for OPENCL and PTX)
  --report=FORMAT     text (herd style), json or sarif (SARIF 2.1.0)
  -h, --help          show this help

Exit status:
  0  the test ran and no error was found (whatever the condition's verdict)
  1  an error (e.g. a data race) was found in some execution
  2  bad usage or a file wmc cannot read (unknown dialect or instruction)
)";

namespace {

const char *const kWrapperHelp =
    R"(Usage: @NAME@ [clang arguments...]

A drop-in @LANG@ compiler for build systems (@VAR@=@NAME@). It runs @CLANG@
with the wmc plugin, -I<wmc include dir>, and -g unless a -g option is
given; all arguments are passed through unchanged. When the invocation links
(none of -c, -S, -E, -M, -MM, -fsyntax-only, and at least one input), the
wmc runtime library is linked in as well.

  --wmc-help   show this help

Environment:
  WMC_CLANG_OVERRIDE   compiler to run instead of the configured clang
                       (a path, or a name looked up in PATH)
)";

void replaceAll(std::string &text, const std::string &key,
                const std::string &value) {
  for (std::size_t at = text.find(key); at != std::string::npos;
       at = text.find(key, at + value.size()))
    text.replace(at, key.size(), value);
}

} // namespace

std::string wrapperHelp(const std::string &name, bool cxx) {
  std::string text = kWrapperHelp;
  replaceAll(text, "@NAME@", name);
  replaceAll(text, "@LANG@", cxx ? "C++" : "C");
  replaceAll(text, "@VAR@", cxx ? "CXX" : "CC");
  replaceAll(text, "@CLANG@", cxx ? "clang++" : "clang");
  return text;
}

} // namespace wmc::tools
