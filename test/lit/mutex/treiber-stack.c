// A Treiber stack: push and pop retry a seq_cst compare-exchange on `top`;
// nodes are malloc'd, filled with plain stores before they are published
// and never freed (so no ABA). Two threads each push their value and then
// pop one; main checks the final state: each thread popped a value, the two
// values are 1 and 2 in some order, and the stack is empty.
//
// The program is robust under TSO and PSO: the only plain stores are to a
// node that is still private, and the seq_cst CAS that publishes it orders
// every earlier store before it (a locked instruction under TSO, a
// StoreStore+full barrier under wmc's PSO), so a thread that reads the new
// `top` sees the node's contents. Hence TSO and PSO have exactly the SC
// executions: the numbers of complete (and blocked: failed-CAS retries
// that read a stale `top`) executions must be the same under the three
// models, and there is no error. The count itself is not computed by hand.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc > %t.out
// RUN: %t --wmc-model=tso >> %t.out
// RUN: %t --wmc-model=pso >> %t.out
// RUN: FileCheck %s < %t.out
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=[[C:[1-9][0-9]*]] erroneous=0 blocked=[[B:[0-9]+]] errors=0
// CHECK-NOT: error:
// CHECK: Summary: model=TSO complete=[[C]] erroneous=0 blocked=[[B]] errors=0
// CHECK-NOT: error:
// CHECK: Summary: model=PSO complete=[[C]] erroneous=0 blocked=[[B]] errors=0
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct node {
  int val;
  struct node *next;
};

struct node *top;
int popped[2];

static void push(int v) {
  struct node *n = malloc(sizeof *n);
  n->val = v;
  struct node *old;
  do {
    old = top;
    n->next = old;
  } while (!__atomic_compare_exchange_n(&top, &old, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
}

static int pop(void) {
  struct node *old, *next;
  do {
    old = top;
    if (!old)
      return -1;
    next = old->next;
  } while (!__atomic_compare_exchange_n(&top, &old, next, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
  return old->val;
}

static void *worker(void *arg) {
  int me = (int)(long)arg;
  push(me + 1);
  popped[me] = pop();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, (void *)0L);
  pthread_create(&b, 0, worker, (void *)1L);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(popped[0] > 0 && popped[1] > 0);
  assert(popped[0] + popped[1] == 3);
  assert(top == 0);
  return 0;
}
