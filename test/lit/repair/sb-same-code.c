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
