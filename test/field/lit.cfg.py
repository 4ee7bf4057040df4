# -*- Python -*-
# The field-test corpus (issue 11): realistic programs with expected verdicts.
# A second lit root that reuses test/lit's configuration (substitutions,
# PATH), with its own source and exec roots. Run it through the configured
# site file:
#   python3 /usr/lib/llvm-19/build/utils/lit/lit.py -v build/test/field
# or print the verdict tally with test/field/tally.py.
import os

lit_config.load_config(config, os.path.join(config.wmc_source_dir, "test", "lit", "lit.cfg.py"))

config.name = "wmc-field"
config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = os.path.join(config.wmc_binary_dir, "test", "field")
config.excludes = ["Inputs", "CMakeLists.txt", "tally.py", "expect-status.sh", "README.md", "lit.cfg.py", "lit.site.cfg.py.in"]

# %expect N CMD...: runs CMD, passes its output on, and fails unless CMD
# exits with exactly N (0 = no error, 1 = an error was found, 2 = bad
# input). `not` would also accept 2 (an unsupported feature), which is not a
# verdict.
config.substitutions.insert(
    0, ("%expect", "sh " + os.path.join(config.test_source_root, "expect-status.sh")))
