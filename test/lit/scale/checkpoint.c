// --wmc-checkpoint=FILE writes the work done so far (atomically: write +
// rename); --wmc-resume=FILE continues a run killed with SIGKILL and ends
// with the totals of an uninterrupted run (LB-16 under RC11: 2^16 - 1).
// RUN: %wmc check -o %t --model=rc11 %S/../../../bench/programs/lb_ring_c11.c -- -DN=16 -- --wmc-max-executions=1 > /dev/null
// RUN: sh %S/Inputs/kill-after-checkpoint.sh %t.ckpt %t --wmc-model=rc11 --wmc-checkpoint=%t.ckpt --wmc-checkpoint-interval=0 | FileCheck %s --check-prefix=KILLED
// KILLED: killed
// The checkpoint holds part of the work: some subtrees, fewer executions.
// RUN: python3 -c 'import json,sys; c = json.load(open(sys.argv[1])); r = c["report"]; assert c["next_subtree"] > 0 and 0 < r["executions"] < 65535, (c["next_subtree"], r["executions"])' %t.ckpt
// RUN: %t --wmc-model=rc11 --wmc-resume=%t.ckpt | FileCheck %s
// CHECK: Summary: model=RC11 complete=65535 erroneous=0 blocked=0 errors=0
//
// Errors and their counts add up too (Dekker under TSO with --wmc-keep-going;
// the last checkpoint of a whole run is resumed).
// RUN: %wmc check -o %t.dekker %S/../../../examples/dekker.c > /dev/null 2>&1
// RUN: %t.dekker --wmc-model=tso --wmc-keep-going --wmc-checkpoint=%t.dckpt --wmc-checkpoint-interval=0 --wmc-shard-fanout=1 > /dev/null || true
// RUN: python3 -c 'import json,sys; c = json.load(open(sys.argv[1])); assert c["next_subtree"] > 0, c' %t.dckpt
// RUN: not %t.dekker --wmc-model=tso --wmc-keep-going --wmc-resume=%t.dckpt --wmc-shard-fanout=1 | FileCheck %s --check-prefix=DEKKER
// DEKKER: error: assertion-failure:
// DEKKER: (seen in 2 executions)
// DEKKER: Summary: model=TSO complete=8 erroneous=2 blocked=8 errors=1
//
// A test whose exploration restarts (a 64-bit load over two 32-bit halves
// refines the layout): the checkpoint records the restart, and the resumed
// run goes through it again before skipping the finished subtrees. Its
// totals are those of ticket-lock-64bit-load.c, the runs stopped at a
// stale await included (the checkpoint's report counts those of the
// subtrees it finished).
// RUN: %wmc check -o %t.tl %S/../memory/ticket-lock-64bit-load.c > /dev/null 2>&1
// RUN: %t.tl --wmc-checkpoint=%t.tlck --wmc-checkpoint-interval=0 --wmc-shard-fanout=1 > /dev/null
// RUN: python3 -c 'import json,sys; c = json.load(open(sys.argv[1])); assert c["restarts"] == 1 and c["next_subtree"] > 0, c' %t.tlck
// RUN: %t.tl --wmc-resume=%t.tlck --wmc-shard-fanout=1 | FileCheck %s --check-prefix=TICKET
// TICKET: Summary: model=SC complete=2 erroneous=0 blocked=0 errors=0
// TICKET-NEXT: note: 2 runs stopped at an await that failed on an overwritten value
//
// Bad input: exit status 2 with a message.
// RUN: sh -c '%t.dekker --wmc-model=sc --wmc-keep-going --wmc-resume=%t.dckpt --wmc-shard-fanout=1 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=MODEL
// MODEL: wmc: --wmc-resume: reports of different models (TSO and SC)
// MODEL: exit status 2
// RUN: echo '{}' > %t.bad
// RUN: sh -c '%t.dekker --wmc-resume=%t.bad 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=BAD
// BAD: wmc: --wmc-resume: '{{.*}}.bad' is not a wmc checkpoint
// BAD: exit status 2
// RUN: sh -c '%t.dekker --wmc-resume=%t.nosuch 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=NOFILE
// NOFILE: wmc: --wmc-resume: cannot read '{{.*}}.nosuch'
// NOFILE: exit status 2
// RUN: sh -c '%t.dekker --wmc-shard=0/2 --wmc-checkpoint=%t.x 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=SHARD
// SHARD: wmc: --wmc-checkpoint and --wmc-resume cannot be combined with --wmc-shard yet
// SHARD: exit status 2
