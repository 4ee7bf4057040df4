// Reports name struct fields (issue 11 item 13): a heap block by its
// allocation site, offset and field ("malloc@f.c:N+8 (.next)"), an element
// of a global array of structs as "buf[3].value" (clang folds the address
// of a first field to the address of the struct: still named), a nested
// field as "h.in.cap". The main thread's own pthread_t stores and loads
// touch no other thread's memory and are left out of the witness.
//
// T0.1 writes the three fields; main reads them before joining and
// asserts it did not see all three writes, which fails in the execution
// where main's loads all read T0.1's stores. What this test checks is how
// that execution's witness names the locations.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t | FileCheck %s
// RUN: not %t --wmc-report=json | FileCheck %s --check-prefix=JSON
// CHECK: error: assertion-failure
// CHECK: witness execution under SC:
// CHECK-NEXT: T0:
// CHECK-NEXT: #0 start
// CHECK-NEXT: #2 {{.*}}field-names.c:[[#INIT:]] store malloc@{{.*}}field-names.c:[[#ALLOC:]]+8 (.next) = 0
// CHECK-NEXT: #3 {{.*}}field-names.c:[[#INIT+2]] create T0.1
// CHECK-NEXT: #5 {{.*}}field-names.c:[[#INIT+3]] load malloc@{{.*}}field-names.c:[[#ALLOC]]+8 (.next) = 0x{{[0-9a-f]+}}  [reads T0.1#1]
// CHECK-NEXT: #6 {{.*}}field-names.c:[[#INIT+3]] load buf[3].value = 1  [reads T0.1#2]
// CHECK-NEXT: #7 {{.*}}field-names.c:[[#INIT+3]] load h.in.cap = 2  [reads T0.1#3]
// CHECK-NEXT: #9 {{.*}}field-names.c:[[#INIT+4]] join T0.1
// CHECK-NEXT: T0.1:
// CHECK-NEXT: #0 start
// CHECK-NEXT: #1 {{.*}}field-names.c:[[#W:]] store malloc@{{.*}}field-names.c:[[#ALLOC]]+8 (.next) = 0x{{[0-9a-f]+}}
// CHECK-NEXT: #2 {{.*}}field-names.c:[[#W+1]] store buf[3].value = 1
// CHECK-NEXT: #3 {{.*}}field-names.c:[[#W+2]] store h.in.cap = 2
// CHECK-NEXT: #4 end
// The hidden events: main's store of .value, its pthread_t store and load.
// CHECK-NEXT: (3 later or unrelated events not shown; --wmc-full-trace shows them)
// JSON: "location": "malloc@{{.*}}field-names.c:[[#]]+8 (.next)",
// JSON: "location": "buf[3].value",
// JSON: "location": "h.in.cap",
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};
struct hdr {
  int a;
  struct {
    int len;
    int cap;
  } in;
};
struct node buf[4];
struct hdr h;

void *writer(void *arg) {
  struct node *n = arg;
  n->next = &buf[1];
  buf[3].value = 1;
  h.in.cap = 2;
  return 0;
}

int main(void) {
  struct node *n = malloc(sizeof *n);
  n->value = 0, n->next = 0;
  pthread_t t;
  pthread_create(&t, 0, writer, n);
  struct node *x = n->next; int v = buf[3].value; int c = h.in.cap;
  pthread_join(t, 0);
  assert(!(x && v && c));
  return 0;
}
