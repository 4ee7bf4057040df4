// The analysis corpus tally (issue 7 item 3) and the fix-it round trip
// (item 4), as figures that change only on purpose: the compile-time checks
// on the 28 correct programs and 29 buggy twins of corpus/ (README.md there
// lists them, what each twin gets wrong and the check that must say so).
// Every correct program is silent and every twin is warned by its check.
// Seven twins have no fix-it: the three divergent barriers (where the
// barrier belongs is not a mechanical choice), two shared races with no
// place for a barrier (own-slot-bug.cu: all threads write at once;
// reduce-warp-free-bug.cu: under a varying condition), and two data races on
// a struct field or a local of main (create-join-bug.c,
// partitioned-sum-bug.c: no one-token _Atomic). Every fix-it removes the
// explorer's error (scan-blelloch-bug.cu needs three barriers).
// RUN: python3 %S/corpus/tally.py --wmc %wmc | FileCheck %s
// CHECK: correct programs silent: 28/28
// CHECK-NEXT: buggy twins warned by the intended check: 29/29
// CHECK-NEXT: unexpected extra warnings on twins: 0 (in 0 files)
// RUN: python3 %S/corpus/roundtrip.py --wmc %wmc | FileCheck %s --check-prefix=ROUNDTRIP
// ROUNDTRIP-NOT: ERROR REMAINS
// ROUNDTRIP: buggy twins with fix-its: 22/29
// ROUNDTRIP-NEXT: fix-its that remove the explorer's error: 22/22
