// max_rss_kb is the peak memory of the test process itself. getrusage's
// ru_maxrss survives execve, so a test started by a big process (run.py, a
// CI runner) used to report its parent's peak. Here a parent touches
// 256 MiB and then execs the test: the test's own peak is a few MiB.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: python3 -c "import os, sys; big = b'x' * (256 << 20); os.execv(sys.argv[1], sys.argv[1:])" %t --wmc-report=json > %t.json
// RUN: python3 -c "import json, sys; kb = json.load(open(sys.argv[1]))['max_rss_kb']; print('own peak', 'small' if 0 < kb < 128 * 1024 else 'WRONG: %%d kB' %% kb)" %t.json | FileCheck %s
// CHECK: own peak small
int main(void) { return 0; }
