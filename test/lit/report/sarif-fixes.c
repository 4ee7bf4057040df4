// SARIF `fixes` from --repair (docs/report.md, docs/repair.md): store
// buffering under TSO fails the assertion in main; the repair inserts a full
// fence after each thread's store (2 edits, as test/lit/repair/sb-tso.c).
// The SARIF log validates against the bundled schema; its one result (the
// assertion) carries one fix with both edits: one artifactChange for this
// file with two insertions (byteLength 0) right after `x = 1;` (line 18) and
// `y = 1;` (line 25), each at column 9: the byte after the `;` of a line
// that is two spaces, `x = 1;`. RUN and CHECK lines at the end, so that the
// offsets below depend only on the lines above them (the byte offsets are
// those of the JSON report's fixes; check_sarif.py compares the two).
#include <pthread.h>
#include <wmc/wmc.h>

int x, y, r1, r2;

void *t1(void *arg) {
  (void)arg;
  x = 1;
  r1 = y;
  return 0;
}

void *t2(void *arg) {
  (void)arg;
  y = 1;
  r2 = x;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  wmc_assert(r1 == 1 || r2 == 1);
  return 0;
}

// RUN: not %wmc check --repair --model=tso --report=sarif %s > %t.sarif 2> %t.stderr
// RUN: not %wmc check --repair --model=tso --report=json %s > %t.json 2>/dev/null
// RUN: python3 %S/Inputs/check_sarif.py %t.sarif %t.json | FileCheck %s
// CHECK: valid SARIF 2.1.0
// CHECK: run: model=TSO verdict=error executions={{[0-9]+}} erroneous=1
// CHECK-NEXT: repair: repaired rounds=1 edits=2 after: 3 executions, 0 errors
// CHECK-NEXT: result: assertion-failure error at sarif-fixes.c:36
// CHECK: fix: sarif-fixes.c offset 854 length 0 line 18 columns 9-9 -> ' __atomic_thread_fence(__ATOMIC_SEQ_CST);'
// CHECK-NEXT: fix: sarif-fixes.c offset 923 length 0 line 25 columns 9-9 -> ' __atomic_thread_fence(__ATOMIC_SEQ_CST);'
// CHECK-NEXT: fix description: wmc --repair: 2 edits that together remove every error (re-explored: 3 executions, no error)
// CHECK-NEXT: fix description: - {{.*}}sarif-fixes.c:18:9: insert-fence: a full fence after this store
// CHECK-NEXT: fix description: - {{.*}}sarif-fixes.c:25:9: insert-fence: a full fence after this store
// CHECK: fixes match the JSON report's repair
// The repair's text still goes to stderr.
// RUN: FileCheck %s --check-prefix=STDERR < %t.stderr
// STDERR: Repair: repaired (1 round, 2 edits)
// Without --repair, no fix and no repair properties.
// RUN: not %wmc check --model=tso --report=sarif %s > %t.plain.sarif
// RUN: python3 %S/Inputs/check_sarif.py %t.plain.sarif | FileCheck %s --check-prefix=PLAIN
// PLAIN: valid SARIF 2.1.0
// PLAIN-NOT: repair:
// PLAIN-NOT: fix:
