// A worker of --wmc-jobs that dies is reported, never silently lost: the
// parent stops the other workers and exits with status 2 and a message.
// (LB-18 runs for seconds; the worker is killed 0.2 s after it started.)
// RUN: %wmc check -o %t --model=rc11 %S/../../../bench/programs/lb_ring_c11.c -- -DN=18 -- --wmc-max-executions=1 > /dev/null
// RUN: sh %S/Inputs/kill-worker.sh %t.err %t --wmc-model=rc11 | FileCheck %s
// CHECK: wmc: worker {{[01]}} of 2 crashed (signal 9); its part of the search was lost
// CHECK: exit status 2
