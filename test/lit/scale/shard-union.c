// --wmc-shard=I/N: for N = 1..8, the shards of a search tree add up to the
// unsharded run (complete, blocked and erroneous counts, events, and every
// error with its count under --wmc-keep-going), and `wmc merge` of their
// JSON reports says the same (Inputs/shards.py). A fanout of 1 or 2 subtrees
// per shard makes these small trees split (the default, 16, is for real
// runs); the unsharded totals are pinned so that the comparison is not empty.
//
// LB ring with release/acquire atomics under RC11 (2^8 - 1 executions).
// RUN: %wmc check -o %t.lb --model=rc11 %S/../../../bench/programs/lb_ring_c11.c -- -DN=8 > /dev/null
// RUN: python3 %S/Inputs/shards.py %wmc %t.lb 8 2 %t.d --wmc-model=rc11 | FileCheck %s --check-prefix=LB
// LB: serial: complete=255 blocked=0 erroneous=0 errors=[]
// LB-COUNT-8: equal (every shard explored something)
//
// indexer (CAS hash table) with 13 threads: collisions give 64 executions.
// RUN: %wmc check -o %t.idx %S/../../../bench/programs/indexer.c -- -DN=13 > /dev/null
// RUN: python3 %S/Inputs/shards.py %wmc %t.idx 8 1 %t.d | FileCheck %s --check-prefix=IDX
// IDX: serial: complete=64 blocked=0 erroneous=0 errors=[]
// IDX-COUNT-8: N={{[1-8]}}: equal
//
// Dekker under TSO: spin loops (blocked executions) and a violated assert.
// RUN: %wmc check -o %t.dekker %S/../../../examples/dekker.c > /dev/null 2>&1
// RUN: python3 %S/Inputs/shards.py %wmc %t.dekker 8 1 %t.d --wmc-model=tso --wmc-keep-going | FileCheck %s --check-prefix=DEKKER
// DEKKER: serial: complete=8 blocked=8 erroneous=2 errors=[assertion-failure x2]
// DEKKER-COUNT-8: N={{[1-8]}}: equal
//
// SB litmus test under TSO with the weak outcome asserted away.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DASSERT_WEAK %S/../litmus/SB.c -o %t.sb %wmc_rt 2> /dev/null
// RUN: python3 %S/Inputs/shards.py %wmc %t.sb 8 1 %t.d --wmc-model=tso --wmc-keep-going | FileCheck %s --check-prefix=SB
// SB: serial: complete=3 blocked=0 erroneous=1 errors=[assertion-failure x1]
// SB-COUNT-8: N={{[1-8]}}: equal
//
// A racy RC11 program under --wmc-keep-going: the race's count adds up.
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %S/../rc11/keep-going.c -o %t.race %wmc_rt 2> /dev/null
// RUN: python3 %S/Inputs/shards.py %wmc %t.race 8 1 %t.d --wmc-model=rc11 --wmc-keep-going | FileCheck %s --check-prefix=RACE
// RACE: serial: complete=1 blocked=0 erroneous=2 errors=[data-race x2]
// RACE-COUNT-8: N={{[1-8]}}: equal
//
// GPU: the LB ring across blocks under SRC11, and the shared-memory
// reduction without its barrier (racy) under --wmc-keep-going.
// RUN: %wmc check -o %t.gpulb --model=src11 %S/../../../bench/programs/lb_ring_gpu.c -- -DN=8 > /dev/null
// RUN: python3 %S/Inputs/shards.py %wmc %t.gpulb 8 2 %t.d --wmc-model=src11 | FileCheck %s --check-prefix=GPULB
// GPULB: serial: complete=255 blocked=0 erroneous=0 errors=[]
// GPULB-COUNT-8: N={{[1-8]}}: equal
// RUN: not %wmc check -o %t.red --model=src11 --keep-going %S/../cuda/reduction.cu -- -DMISSING_SYNC > /dev/null 2>&1
// RUN: python3 %S/Inputs/shards.py %wmc %t.red 8 1 %t.d --wmc-model=src11 --wmc-keep-going | FileCheck %s --check-prefix=RED
// RED: serial: complete=0 blocked=0 erroneous=2 errors=[assertion-failure x1, data-race x2]
// RED-COUNT-8: N={{[1-8]}}: equal
