# -*- Python -*-
# lit configuration for wmc. Run through the configured site file:
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -v build/test/lit
import os

import lit.formats

config.name = "wmc"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".c", ".cc", ".cpp", ".ll", ".cu", ".cl", ".litmus", ".test"]
config.excludes = ["Inputs", "CMakeLists.txt"]

if not hasattr(config, "wmc_binary_dir"):
    lit_config.fatal("run lit on the build tree (<build>/test/lit), not the source tree")

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(config.wmc_binary_dir, "test", "lit")

tools = config.llvm_tools_dir
build = config.wmc_binary_dir


def clang_path():
    for name in ("clang-19", "clang"):
        path = os.path.join(tools, name)
        if os.path.exists(path):
            return path
    return "clang"


# A sanitizer build (WMC_SANITIZE): test binaries link the sanitized runtime
# with the same -fsanitize flags; tests that cannot run sanitized say
# "UNSUPPORTED: sanitize" and why.
sanitize_flags = getattr(config, "wmc_sanitize_flags", "")
# Test binaries carry the runtime's line tables; compressed, each takes
# about 3.7 MB instead of 9 (the suite writes over 1,000 of them, and a CI
# machine once ran out of disk).
rt_link = os.path.join(build, "lib", "libwmc_rt.a") + " -Wl,--compress-debug-sections=zlib"
if sanitize_flags:
    rt_link += " " + sanitize_flags
    config.available_features.add("sanitize")

# Longer names first: lit substitutes in order, and %wmc is a prefix of the rest.
config.substitutions.extend([
    ("%wmc_include", os.path.join(config.wmc_source_dir, "include")),
    ("%wmc_plugin", os.path.join(build, "lib", "libwmc_plugin.so")),
    ("%wmc_pass", os.path.join(build, "lib", "libwmc_pass.so")),
    ("%wmc_rt", rt_link),
    ("%wmc_cc", os.path.join(build, "bin", "wmc-cc")),
    ("%wmc_cxx", os.path.join(build, "bin", "wmc-c++")),
    ("%wmc", os.path.join(build, "bin", "wmc")),
    ("%clang", clang_path()),
    ("%opt", os.path.join(tools, "opt")),
])

# FileCheck, not, count, ... from the LLVM that wmc is built against.
config.environment["PATH"] = os.pathsep.join([tools, config.environment.get("PATH", "")])
for var in ("HOME", "TMPDIR", "ASAN_OPTIONS", "UBSAN_OPTIONS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
