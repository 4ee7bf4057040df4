// Store buffering where both threads run the same function: one fence site
// covers both threads' relaxed store->load pairs, so the repair under TSO is
// one edit. RUN and CHECK lines at the end.
#include <pthread.h>
#include <stdint.h>
#include <wmc/wmc.h>

int flag[2], seen[2];

void *thread(void *arg) {
  int i = (int)(intptr_t)arg;
  flag[i] = 1;
  seen[i] = flag[1 - i];
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, thread, (void *)0);
  pthread_create(&b, 0, thread, (void *)1);
  pthread_join(a, 0);
  pthread_join(b, 0);
  wmc_assert(seen[0] == 1 || seen[1] == 1);
  return 0;
}

// RUN: not %wmc check --repair --model=tso %s 2>/dev/null | FileCheck %s
// CHECK: Repair: repaired (1 round, 1 edit)
// CHECK-NEXT: {{.*}}sb-same-code.c:12:15: fix: insert-fence: a full fence after this store
// CHECK-NEXT: {{^}}   12 |   flag[i] = 1;
// CHECK-NEXT: {{^}}      |               ^{{$}}
// CHECK-NEXT: {{^}}      |                __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// CHECK-NEXT: re-explored: 3 executions, no error
//
// The round trip: one fence after `flag[i] = 1;`, and TSO shows no error.
// Its executions are the SC ones of SB: seen = (0,1), (1,0) or (1,1).
// RUN: rm -rf %t && mkdir %t && cp %s %t/sb.c
// RUN: not %wmc check --repair --model=tso --export-fixes=%t/fixes.yaml %t/sb.c > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=YAML < %t/fixes.yaml
// YAML:      {{^ *}}Offset: 355
// YAML-NEXT: {{^ *}}Length: 0
// YAML-NEXT: {{^ *}}ReplacementText: " __atomic_thread_fence(__ATOMIC_SEQ_CST);"
// YAML-NOT:  Offset:
// RUN: clang-apply-replacements-19 %t
// RUN: FileCheck %s --check-prefix=FIXED < %t/sb.c
// FIXED: {{^}}  flag[i] = 1; __atomic_thread_fence(__ATOMIC_SEQ_CST);{{$}}
// FIXED-NEXT: {{^}}  seen[i] = flag[1 - i];{{$}}
// RUN: %wmc check --model=tso %t/sb.c 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER: Summary: model=TSO complete=3 erroneous=0 blocked=0 errors=0
