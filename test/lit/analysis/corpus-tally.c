// The analysis corpus tally (issue 7 item 3) and the fix-it round trip
// (item 4), as figures that change only on purpose: the compile-time checks
// on the 28 correct programs and 29 buggy twins of corpus/ (README.md there
// lists them, what each twin gets wrong and the check that must say so).
// Today one twin's fix-it (scan-blelloch-bug.cu) is not enough on its own:
// the inserted barrier leaves a second race, which the analysis then
// reports; three twins are missed (partitioned-sum-bug.c: a pointer to a
// shared total handed over through per-thread structs; treiber-stack-bug.c
// and ms-queue-bug.c: a node published through a pointer).
// RUN: python3 %S/corpus/tally.py --wmc %wmc | FileCheck %s
// CHECK: correct programs silent: 28/28
// CHECK-NEXT: buggy twins warned by the intended check: 26/29
// CHECK-NEXT: unexpected extra warnings on twins: 0 (in 0 files)
// RUN: python3 %S/corpus/roundtrip.py --wmc %wmc | FileCheck %s --check-prefix=ROUNDTRIP
// ROUNDTRIP: scan-blelloch-bug.cu {{.*}} ERROR REMAINS
// ROUNDTRIP: buggy twins with fix-its: 20/29
// ROUNDTRIP-NEXT: fix-its that remove the explorer's error: 19/20
