// __threadfence() in a 2-block kernel (issue 11 item 12), checked on the
// benchmark's own program, bench/programs/threadfence_blocks.c: thread i
// of block b writes X[b][i], runs a device-scope SC fence, waits at the
// block barrier and reads X[1-b][i]. Each pair of threads (i in both
// blocks) is SB with fences: its reads see (1,1), (0,1) or (1,0), never
// (0,0). The pairs are not
// independent: if block 0's read of pair i sees 0 (it comes before block
// 1's write of pair i) and block 1's read of pair j sees 0, then block 0's
// write j comes before its barrier, before that read, before block 1's
// write i, before block 1's barrier, before block 1's read j, before block
// 0's write j: a cycle. So either only block 0's reads see 0 (in a
// non-empty set of pairs), or only block 1's, or none does: 2 (2^N - 1) + 1
// = 2^(N+1) - 1 executions under SC and SRC11 (15 for N = 3).
//
// One execution of the N = 32 kernel took 108 s before the psc check was
// made cheaper (checker/models/Psc.cpp); its first 10 executions now take
// well under a second (timed in bench/: `run.py --only threadfence`; this
// test checks the counts).
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DN=3 %S/../../../bench/programs/threadfence_blocks.c -o %t3 %wmc_rt
// RUN: %t3 --wmc-model=src11 | FileCheck %s --check-prefix=N3
// RUN: %t3 | FileCheck %s --check-prefix=N3SC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DN=32 %S/../../../bench/programs/threadfence_blocks.c -o %t32 %wmc_rt
// RUN: %t32 --wmc-model=src11 --wmc-max-executions=10 | FileCheck %s --check-prefix=N32
// N3-NOT: error:
// N3: Summary: model=SRC11 complete=15 erroneous=0 blocked=0 errors=0
// N3SC: Summary: model=SC complete=15 erroneous=0 blocked=0 errors=0
// N32-NOT: error:
// N32: Summary: model=SRC11 complete=10 erroneous=0 blocked=0 errors=0
