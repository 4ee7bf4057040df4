// --wmc-jobs=N: N worker processes explore one test and the report is that
// of one process: the same counts, events and errors with their counts
// (Inputs/jobs.py compares the JSON reports). --wmc-jobs-warmup=1 forks
// the workers after the first run (by default the parent explores the first
// 1000 runs alone, and these trees are smaller), so the workers give each
// other subtrees even in the trees of a few executions.
// RUN: %wmc check -o %t.lb --model=rc11 %S/../../../bench/programs/lb_ring_c11.c -- -DN=8 > /dev/null
// RUN: python3 %S/Inputs/jobs.py %t.lb 2,3,4 --wmc-model=rc11 --wmc-jobs-warmup=1 | FileCheck %s --check-prefix=LB
// LB: jobs=1: complete=255 blocked=0 erroneous=0 errors=[]
// LB-NEXT: jobs=2: equal
// LB-NEXT: jobs=3: equal
// LB-NEXT: jobs=4: equal
// RUN: %wmc check -o %t.idx %S/../../../bench/programs/indexer.c -- -DN=13 > /dev/null
// RUN: python3 %S/Inputs/jobs.py %t.idx 2,3 --wmc-jobs-warmup=1 | FileCheck %s --check-prefix=IDX
// IDX: jobs=1: complete=64 blocked=0 erroneous=0 errors=[]
// IDX-NEXT: jobs=2: equal
// IDX-NEXT: jobs=3: equal
// RUN: %wmc check -o %t.dekker %S/../../../examples/dekker.c > /dev/null 2>&1
// RUN: python3 %S/Inputs/jobs.py %t.dekker 2,3 --wmc-model=tso --wmc-keep-going --wmc-jobs-warmup=1 | FileCheck %s --check-prefix=DEKKER
// DEKKER: jobs=1: complete=8 blocked=8 erroneous=2 errors=[assertion-failure x2]
// DEKKER-NEXT: jobs=2: equal
// DEKKER-NEXT: jobs=3: equal
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DASSERT_WEAK %S/../litmus/SB.c -o %t.sb %wmc_rt 2> /dev/null
// RUN: python3 %S/Inputs/jobs.py %t.sb 2 --wmc-model=tso --wmc-keep-going --wmc-jobs-warmup=1 | FileCheck %s --check-prefix=SB
// SB: jobs=1: complete=3 blocked=0 erroneous=1 errors=[assertion-failure x1]
// SB-NEXT: jobs=2: equal
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %S/../rc11/keep-going.c -o %t.race %wmc_rt 2> /dev/null
// RUN: python3 %S/Inputs/jobs.py %t.race 2,4 --wmc-model=rc11 --wmc-keep-going --wmc-jobs-warmup=1 | FileCheck %s --check-prefix=RACE
// RACE: jobs=1: complete=1 blocked=0 erroneous=2 errors=[data-race x2]
// RACE-NEXT: jobs=2: equal
// RACE-NEXT: jobs=4: equal
// RUN: not %wmc check -o %t.red --model=src11 --keep-going %S/../cuda/reduction.cu -- -DMISSING_SYNC > /dev/null 2>&1
// RUN: python3 %S/Inputs/jobs.py %t.red 2 --wmc-model=src11 --wmc-keep-going --wmc-jobs-warmup=1 | FileCheck %s --check-prefix=RED
// RED: jobs=1: complete=0 blocked=0 erroneous=2 errors=[assertion-failure x1, data-race x2]
// RED-NEXT: jobs=2: equal
//
// Without --wmc-keep-going, the first error stops every worker: one error,
// and the report says the exploration stopped there.
// RUN: not %t.dekker --wmc-model=tso --wmc-jobs=2 --wmc-jobs-warmup=1 | FileCheck %s --check-prefix=FIRST
// FIRST: error: assertion-failure:
// FIRST-NOT: error:
// FIRST: Summary: model=TSO {{.*}} errors=1
// FIRST: note: stopped at the first error
// The text report of the workers' merged results is the one-process text.
// RUN: %t.lb --wmc-model=rc11 --wmc-jobs=2 --wmc-jobs-warmup=1 | FileCheck %s --check-prefix=TEXT
// TEXT: Summary: model=RC11 complete=255 erroneous=0 blocked=0 errors=0
// TEXT-NOT: shard
// WMC_JOBS sets it too; 0 is one worker per core; bad values are exit status 2.
// RUN: env WMC_JOBS=2 WMC_JOBS_WARMUP=1 %t.lb --wmc-model=rc11 | FileCheck %s --check-prefix=TEXT
// RUN: %t.lb --wmc-model=rc11 --wmc-jobs=0 | FileCheck %s --check-prefix=TEXT
// RUN: sh -c '%t.lb --wmc-jobs=x 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=BADJOBS
// BADJOBS: wmc: invalid value 'x' for --wmc-jobs: expected a non-negative integer
// BADJOBS: exit status 2
