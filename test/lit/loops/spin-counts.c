// Await loops: exact complete, blocked and stale counts of the spin-loop
// programs of bench/programs, with the old exploration (--wmc-await=plain),
// with --wmc-await=prune (a run stops when an await fails on a read of an
// already overwritten value: every execution continuing it blocks there) and
// with the default, --wmc-await=defer (a failed await iteration is taken back
// and runs again after the next write to what it read, then prune). The
// runs stopped at a stale await are not counted as blocked: the note line
// counts them (plain stops none, so it prints no note). Complete counts are
// equal in every mode. Blocked + stale (the runs that end at a failed await)
// is lower or equal in the order plain, prune, defer: a stopped run stands
// for the blocked executions plain explores below it, and defer only changes
// the order in which events are added: the failed iterations it still adds
// are those that read an overwritten value (stale runs) or that nothing else
// could overtake (the blocked ones left). The defer lines are also the regression test of a
// hang: a deferred iteration whose first reads the graph kept (a revisit or
// another reads-from choice changed a later one) replays them without
// waiting for its turn, and was then never recognised as the forced last try
// (Peterson, Dekker).
// Dekker and Peterson are only correct under SC and TSO (plain ints):
// under PSO every mode finds the same first error, and with --keep-going
// (no pruning; deferring adds the same executions) every count is the same.
// stale_await.c is the one whose counts are derived by hand: the writer,
// created first, stores 1, 2, 3 before the waiter reads; the waiter's read
// of 3 completes with each of the 4 executions of the two z threads (2
// coherence orders of their stores; the thread whose store is first loads
// either store, the other its own); its reads of 0, 1
// and 2 were overwritten when they were added: plain runs each on to the 4
// z executions (12 blocked), prune and defer stop each at once (3 stale,
// 0 blocked).
//
// RUN: %wmc check -o %t.dk %S/../../../bench/programs/dekker_rounds.c -- -DR=2 > /dev/null
// RUN: %t.dk --wmc-model=sc --wmc-await=plain > %t.dk.out
// RUN: %t.dk --wmc-model=sc --wmc-await=prune >> %t.dk.out
// RUN: %t.dk --wmc-model=sc --wmc-await=defer >> %t.dk.out
// RUN: %t.dk --wmc-model=tso --wmc-await=plain >> %t.dk.out
// RUN: %t.dk --wmc-model=tso --wmc-await=prune >> %t.dk.out
// RUN: %t.dk --wmc-model=tso --wmc-await=defer >> %t.dk.out
// RUN: FileCheck %s --check-prefix=DK < %t.dk.out
// RUN: %wmc check -o %t.pt %S/../../../bench/programs/peterson_loop.c -- -DITER=2 > /dev/null
// RUN: %t.pt --wmc-model=sc --wmc-await=plain > %t.pt.out
// RUN: %t.pt --wmc-model=sc --wmc-await=prune >> %t.pt.out
// RUN: %t.pt --wmc-model=sc --wmc-await=defer >> %t.pt.out
// RUN: %t.pt --wmc-model=tso --wmc-await=plain >> %t.pt.out
// RUN: %t.pt --wmc-model=tso --wmc-await=prune >> %t.pt.out
// RUN: %t.pt --wmc-model=tso --wmc-await=defer >> %t.pt.out
// RUN: FileCheck %s --check-prefix=PT < %t.pt.out
// RUN: %wmc check -o %t.tt %S/../../../bench/programs/ttas_lock.c -- -DN=3 > /dev/null
// RUN: %t.tt --wmc-model=sc --wmc-await=plain > %t.tt.out
// RUN: %t.tt --wmc-model=sc --wmc-await=prune >> %t.tt.out
// RUN: %t.tt --wmc-model=sc --wmc-await=defer >> %t.tt.out
// RUN: %t.tt --wmc-model=tso --wmc-await=plain >> %t.tt.out
// RUN: %t.tt --wmc-model=tso --wmc-await=prune >> %t.tt.out
// RUN: %t.tt --wmc-model=tso --wmc-await=defer >> %t.tt.out
// RUN: %t.tt --wmc-model=pso --wmc-await=plain >> %t.tt.out
// RUN: %t.tt --wmc-model=pso --wmc-await=prune >> %t.tt.out
// RUN: %t.tt --wmc-model=pso --wmc-await=defer >> %t.tt.out
// RUN: %t.tt --wmc-model=rc11 --wmc-await=plain >> %t.tt.out
// RUN: %t.tt --wmc-model=rc11 --wmc-await=prune >> %t.tt.out
// RUN: %t.tt --wmc-model=rc11 --wmc-await=defer >> %t.tt.out
// RUN: FileCheck %s --check-prefix=TT < %t.tt.out
// RUN: %wmc check -o %t.tk %S/../../../bench/programs/ticket_lock.c -- -DN=3 -DR=2 > /dev/null
// RUN: %t.tk --wmc-model=sc --wmc-await=plain > %t.tk.out
// RUN: %t.tk --wmc-model=sc --wmc-await=prune >> %t.tk.out
// RUN: %t.tk --wmc-model=sc --wmc-await=defer >> %t.tk.out
// RUN: %t.tk --wmc-model=tso --wmc-await=plain >> %t.tk.out
// RUN: %t.tk --wmc-model=tso --wmc-await=prune >> %t.tk.out
// RUN: %t.tk --wmc-model=tso --wmc-await=defer >> %t.tk.out
// RUN: %t.tk --wmc-model=pso --wmc-await=plain >> %t.tk.out
// RUN: %t.tk --wmc-model=pso --wmc-await=prune >> %t.tk.out
// RUN: %t.tk --wmc-model=pso --wmc-await=defer >> %t.tk.out
// RUN: %t.tk --wmc-model=rc11 --wmc-await=plain >> %t.tk.out
// RUN: %t.tk --wmc-model=rc11 --wmc-await=prune >> %t.tk.out
// RUN: %t.tk --wmc-model=rc11 --wmc-await=defer >> %t.tk.out
// RUN: FileCheck %s --check-prefix=TK < %t.tk.out
// RUN: %wmc check -o %t.sb %S/../../../bench/programs/sense_barrier.c -- -DN=3 > /dev/null
// RUN: %t.sb --wmc-model=sc --wmc-await=plain > %t.sb.out
// RUN: %t.sb --wmc-model=sc --wmc-await=prune >> %t.sb.out
// RUN: %t.sb --wmc-model=sc --wmc-await=defer >> %t.sb.out
// RUN: %t.sb --wmc-model=tso --wmc-await=plain >> %t.sb.out
// RUN: %t.sb --wmc-model=tso --wmc-await=prune >> %t.sb.out
// RUN: %t.sb --wmc-model=tso --wmc-await=defer >> %t.sb.out
// RUN: %t.sb --wmc-model=pso --wmc-await=plain >> %t.sb.out
// RUN: %t.sb --wmc-model=pso --wmc-await=prune >> %t.sb.out
// RUN: %t.sb --wmc-model=pso --wmc-await=defer >> %t.sb.out
// RUN: %t.sb --wmc-model=rc11 --wmc-await=plain >> %t.sb.out
// RUN: %t.sb --wmc-model=rc11 --wmc-await=prune >> %t.sb.out
// RUN: %t.sb --wmc-model=rc11 --wmc-await=defer >> %t.sb.out
// RUN: FileCheck %s --check-prefix=SB < %t.sb.out
// RUN: %wmc check -o %t.sa %S/../../../bench/programs/stale_await.c > /dev/null
// RUN: %t.sa --wmc-model=sc --wmc-await=plain > %t.sa.out
// RUN: %t.sa --wmc-model=sc --wmc-await=prune >> %t.sa.out
// RUN: %t.sa --wmc-model=sc --wmc-await=defer >> %t.sa.out
// RUN: %t.sa --wmc-model=tso --wmc-await=plain >> %t.sa.out
// RUN: %t.sa --wmc-model=tso --wmc-await=prune >> %t.sa.out
// RUN: %t.sa --wmc-model=tso --wmc-await=defer >> %t.sa.out
// RUN: %t.sa --wmc-model=pso --wmc-await=plain >> %t.sa.out
// RUN: %t.sa --wmc-model=pso --wmc-await=prune >> %t.sa.out
// RUN: %t.sa --wmc-model=pso --wmc-await=defer >> %t.sa.out
// RUN: %t.sa --wmc-model=rc11 --wmc-await=plain >> %t.sa.out
// RUN: %t.sa --wmc-model=rc11 --wmc-await=prune >> %t.sa.out
// RUN: %t.sa --wmc-model=rc11 --wmc-await=defer >> %t.sa.out
// RUN: FileCheck %s --check-prefix=SA < %t.sa.out
//
// RUN: not %t.dk --wmc-model=pso --wmc-await=plain 2>&1 | FileCheck %s --check-prefixes=DK-PSO,DK-PSO-PLAIN -DB=78
// RUN: not %t.dk --wmc-model=pso --wmc-await=prune 2>&1 | FileCheck %s --check-prefixes=DK-PSO,DK-PSO-STALE -DB=59 -DS=18
// RUN: not %t.dk --wmc-model=pso 2>&1 | FileCheck %s --check-prefixes=DK-PSO,DK-PSO-STALE -DB=49 -DS=28
// RUN: not %t.dk --wmc-model=pso --wmc-await=defer 2>&1 | FileCheck %s --check-prefixes=DK-PSO,DK-PSO-STALE -DB=49 -DS=28
// RUN: not %t.dk --wmc-model=pso --wmc-keep-going --wmc-await=plain > %t.dk.kg
// RUN: not %t.dk --wmc-model=pso --wmc-keep-going >> %t.dk.kg
// RUN: not %t.dk --wmc-model=pso --wmc-keep-going --wmc-await=defer >> %t.dk.kg
// RUN: FileCheck %s --check-prefix=DK-KG < %t.dk.kg
// Deferring only reorders: with --keep-going (no pruning, so no stale runs)
// it explores exactly the executions of plain, also where it defers most.
// RUN: %t.tk --wmc-model=pso --wmc-keep-going --wmc-await=defer > %t.tk.kg
// RUN: %t.tk --wmc-model=rc11 --wmc-keep-going --wmc-await=defer >> %t.tk.kg
// RUN: %t.sb --wmc-model=sc --wmc-keep-going --wmc-await=defer >> %t.tk.kg
// RUN: FileCheck %s --check-prefix=KG < %t.tk.kg
// RUN: not %t.dk --wmc-await=spin 2>&1 | FileCheck %s --check-prefix=BAD


// DK: Summary: model=SC complete=71 erroneous=0 blocked=170 errors=0
// DK-NOT: runs stopped
// DK: Summary: model=SC complete=71 erroneous=0 blocked=137 errors=0
// DK-NEXT: note: 33 runs stopped at an await that failed on an overwritten value
// DK: Summary: model=SC complete=71 erroneous=0 blocked=113 errors=0
// DK-NEXT: note: 57 runs stopped at an await that failed on an overwritten value
// DK: Summary: model=TSO complete=71 erroneous=0 blocked=175 errors=0
// DK-NOT: runs stopped
// DK: Summary: model=TSO complete=71 erroneous=0 blocked=140 errors=0
// DK-NEXT: note: 35 runs stopped at an await that failed on an overwritten value
// DK: Summary: model=TSO complete=71 erroneous=0 blocked=113 errors=0
// DK-NEXT: note: 59 runs stopped at an await that failed on an overwritten value

// PT: Summary: model=SC complete=48 erroneous=0 blocked=88 errors=0
// PT-NOT: runs stopped
// PT: Summary: model=SC complete=48 erroneous=0 blocked=68 errors=0
// PT-NEXT: note: 20 runs stopped at an await that failed on an overwritten value
// PT: Summary: model=SC complete=48 erroneous=0 blocked=48 errors=0
// PT-NEXT: note: 40 runs stopped at an await that failed on an overwritten value
// PT: Summary: model=TSO complete=48 erroneous=0 blocked=88 errors=0
// PT-NOT: runs stopped
// PT: Summary: model=TSO complete=48 erroneous=0 blocked=68 errors=0
// PT-NEXT: note: 20 runs stopped at an await that failed on an overwritten value
// PT: Summary: model=TSO complete=48 erroneous=0 blocked=48 errors=0
// PT-NEXT: note: 40 runs stopped at an await that failed on an overwritten value

// TT: Summary: model=SC complete=162 erroneous=0 blocked=183 errors=0
// TT-NOT: runs stopped
// TT: Summary: model=SC complete=162 erroneous=0 blocked=76 errors=0
// TT-NEXT: note: 94 runs stopped at an await that failed on an overwritten value
// TT: Summary: model=SC complete=162 erroneous=0 blocked=29 errors=0
// TT-NEXT: note: 125 runs stopped at an await that failed on an overwritten value
// TT: Summary: model=TSO complete=162 erroneous=0 blocked=183 errors=0
// TT-NOT: runs stopped
// TT: Summary: model=TSO complete=162 erroneous=0 blocked=76 errors=0
// TT-NEXT: note: 94 runs stopped at an await that failed on an overwritten value
// TT: Summary: model=TSO complete=162 erroneous=0 blocked=29 errors=0
// TT-NEXT: note: 125 runs stopped at an await that failed on an overwritten value
// TT: Summary: model=PSO complete=162 erroneous=0 blocked=183 errors=0
// TT-NOT: runs stopped
// TT: Summary: model=PSO complete=162 erroneous=0 blocked=76 errors=0
// TT-NEXT: note: 94 runs stopped at an await that failed on an overwritten value
// TT: Summary: model=PSO complete=162 erroneous=0 blocked=29 errors=0
// TT-NEXT: note: 125 runs stopped at an await that failed on an overwritten value
// TT: Summary: model=RC11 complete=162 erroneous=0 blocked=183 errors=0
// TT-NOT: runs stopped
// TT: Summary: model=RC11 complete=162 erroneous=0 blocked=76 errors=0
// TT-NEXT: note: 94 runs stopped at an await that failed on an overwritten value
// TT: Summary: model=RC11 complete=162 erroneous=0 blocked=29 errors=0
// TT-NEXT: note: 125 runs stopped at an await that failed on an overwritten value

// TK: Summary: model=SC complete=90 erroneous=0 blocked=474 errors=0
// TK-NOT: runs stopped
// TK: Summary: model=SC complete=90 erroneous=0 blocked=172 errors=0
// TK-NEXT: note: 260 runs stopped at an await that failed on an overwritten value
// TK: Summary: model=SC complete=90 erroneous=0 blocked=0 errors=0
// TK-NEXT: note: 341 runs stopped at an await that failed on an overwritten value
// TK: Summary: model=TSO complete=90 erroneous=0 blocked=474 errors=0
// TK-NOT: runs stopped
// TK: Summary: model=TSO complete=90 erroneous=0 blocked=172 errors=0
// TK-NEXT: note: 260 runs stopped at an await that failed on an overwritten value
// TK: Summary: model=TSO complete=90 erroneous=0 blocked=0 errors=0
// TK-NEXT: note: 341 runs stopped at an await that failed on an overwritten value
// TK: Summary: model=PSO complete=90 erroneous=0 blocked=762 errors=0
// TK-NOT: runs stopped
// TK: Summary: model=PSO complete=90 erroneous=0 blocked=172 errors=0
// TK-NEXT: note: 422 runs stopped at an await that failed on an overwritten value
// TK: Summary: model=PSO complete=90 erroneous=0 blocked=0 errors=0
// TK-NEXT: note: 455 runs stopped at an await that failed on an overwritten value
// TK: Summary: model=RC11 complete=90 erroneous=0 blocked=900 errors=0
// TK-NOT: runs stopped
// TK: Summary: model=RC11 complete=90 erroneous=0 blocked=172 errors=0
// TK-NEXT: note: 504 runs stopped at an await that failed on an overwritten value
// TK: Summary: model=RC11 complete=90 erroneous=0 blocked=0 errors=0
// TK-NEXT: note: 521 runs stopped at an await that failed on an overwritten value

// SB: Summary: model=SC complete=36 erroneous=0 blocked=138 errors=0
// SB-NOT: runs stopped
// SB: Summary: model=SC complete=36 erroneous=0 blocked=46 errors=0
// SB-NEXT: note: 78 runs stopped at an await that failed on an overwritten value
// SB: Summary: model=SC complete=36 erroneous=0 blocked=0 errors=0
// SB-NEXT: note: 92 runs stopped at an await that failed on an overwritten value
// SB: Summary: model=TSO complete=36 erroneous=0 blocked=138 errors=0
// SB-NOT: runs stopped
// SB: Summary: model=TSO complete=36 erroneous=0 blocked=46 errors=0
// SB-NEXT: note: 78 runs stopped at an await that failed on an overwritten value
// SB: Summary: model=TSO complete=36 erroneous=0 blocked=0 errors=0
// SB-NEXT: note: 92 runs stopped at an await that failed on an overwritten value
// SB: Summary: model=PSO complete=36 erroneous=0 blocked=138 errors=0
// SB-NOT: runs stopped
// SB: Summary: model=PSO complete=36 erroneous=0 blocked=46 errors=0
// SB-NEXT: note: 78 runs stopped at an await that failed on an overwritten value
// SB: Summary: model=PSO complete=36 erroneous=0 blocked=0 errors=0
// SB-NEXT: note: 92 runs stopped at an await that failed on an overwritten value
// SB: Summary: model=RC11 complete=36 erroneous=0 blocked=138 errors=0
// SB-NOT: runs stopped
// SB: Summary: model=RC11 complete=36 erroneous=0 blocked=46 errors=0
// SB-NEXT: note: 78 runs stopped at an await that failed on an overwritten value
// SB: Summary: model=RC11 complete=36 erroneous=0 blocked=0 errors=0
// SB-NEXT: note: 92 runs stopped at an await that failed on an overwritten value

// SA: Summary: model=SC complete=4 erroneous=0 blocked=12 errors=0
// SA-NOT: runs stopped
// SA: Summary: model=SC complete=4 erroneous=0 blocked=0 errors=0
// SA-NEXT: note: 3 runs stopped at an await that failed on an overwritten value
// SA: Summary: model=SC complete=4 erroneous=0 blocked=0 errors=0
// SA-NEXT: note: 3 runs stopped at an await that failed on an overwritten value
// SA: Summary: model=TSO complete=4 erroneous=0 blocked=12 errors=0
// SA-NOT: runs stopped
// SA: Summary: model=TSO complete=4 erroneous=0 blocked=0 errors=0
// SA-NEXT: note: 3 runs stopped at an await that failed on an overwritten value
// SA: Summary: model=TSO complete=4 erroneous=0 blocked=0 errors=0
// SA-NEXT: note: 3 runs stopped at an await that failed on an overwritten value
// SA: Summary: model=PSO complete=4 erroneous=0 blocked=12 errors=0
// SA-NOT: runs stopped
// SA: Summary: model=PSO complete=4 erroneous=0 blocked=0 errors=0
// SA-NEXT: note: 3 runs stopped at an await that failed on an overwritten value
// SA: Summary: model=PSO complete=4 erroneous=0 blocked=0 errors=0
// SA-NEXT: note: 3 runs stopped at an await that failed on an overwritten value
// SA: Summary: model=RC11 complete=4 erroneous=0 blocked=12 errors=0
// SA-NOT: runs stopped
// SA: Summary: model=RC11 complete=4 erroneous=0 blocked=0 errors=0
// SA-NEXT: note: 3 runs stopped at an await that failed on an overwritten value
// SA: Summary: model=RC11 complete=4 erroneous=0 blocked=0 errors=0
// SA-NEXT: note: 3 runs stopped at an await that failed on an overwritten value

// DK-PSO: error: deadlock: every live thread is blocked: T0 waiting to join T0.2 at {{.*}}dekker_rounds.c:39; T0.2 spinning forever at {{.*}}dekker_rounds.c:20 (thread T0.2)
// DK-PSO: Summary: model=PSO complete=48 erroneous=1 blocked=[[B]] errors=1
// DK-PSO-STALE-NEXT: note: [[S]] runs stopped at an await that failed on an overwritten value
// DK-PSO-PLAIN-NOT: runs stopped

// DK-KG: Summary: model=PSO complete=173 erroneous=6 blocked=293 errors=2
// DK-KG-NOT: runs stopped
// DK-KG: Summary: model=PSO complete=173 erroneous=6 blocked=293 errors=2
// DK-KG-NOT: runs stopped
// DK-KG: Summary: model=PSO complete=173 erroneous=6 blocked=293 errors=2
// DK-KG-NOT: runs stopped

// KG: Summary: model=PSO complete=90 erroneous=0 blocked=762 errors=0
// KG-NOT: runs stopped
// KG: Summary: model=RC11 complete=90 erroneous=0 blocked=900 errors=0
// KG-NOT: runs stopped
// KG: Summary: model=SC complete=36 erroneous=0 blocked=138 errors=0
// KG-NOT: runs stopped

// BAD: wmc: invalid value 'spin' for --wmc-await: expected one of: defer, prune, plain
