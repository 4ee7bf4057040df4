// Reports print a source path as it was given on the command line (issue
// 11 item 13): a relative path stays relative (to where wmc was run), an
// absolute one stays absolute, in the error line, the witness and JSON.
// (clang's debug info splits an absolute path at its common prefix with the
// current directory; the pass puts it back together.) The test is
// Inputs/sb-relative.c, whose SB assertion fails under TSO.
//
// RUN: cd %S && not %wmc check --model=tso Inputs/sb-relative.c | FileCheck %s --check-prefix=REL
// RUN: cd %S/Inputs && not %wmc check --model=tso ./sb-relative.c | FileCheck %s --check-prefix=DOT
// RUN: rm -rf %t.elsewhere && mkdir -p %t.elsewhere && cd %t.elsewhere && not %wmc check --model=tso %S/Inputs/sb-relative.c | FileCheck %s --check-prefix=ABS -DDIR=%S
// RUN: cd %S && not %wmc check --model=tso %S/Inputs/sb-relative.c | FileCheck %s --check-prefix=ABS -DDIR=%S
// RUN: cd %S && not %wmc check --model=tso --report=json Inputs/sb-relative.c | FileCheck %s --check-prefix=JSON
// REL: error: assertion-failure: assertion `!(r1 == 0 && r2 == 0)' failed at Inputs/sb-relative.c:16 (thread T0)
// REL: #{{[0-9]+}} Inputs/sb-relative.c:7 store x = 1
// DOT: failed at ./sb-relative.c:16 (thread T0)
// ABS: failed at [[DIR]]/Inputs/sb-relative.c:16 (thread T0)
// JSON: "file": "Inputs/sb-relative.c"
