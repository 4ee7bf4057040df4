// A 12-byte struct set by memset, then cleared by memset in one thread while
// another thread reads its three int fields. main's memset of the fresh block
// is split into aligned words (8 + 4 bytes); the reader's 4-byte load of
// field a cuts the 8-byte location, so the exploration restarts with three
// 4-byte locations and both memsets become three stores each (mixed-size
// accesses, docs/architecture.md "Locations").
//
// Expected under SC: main sets every byte to 0xff (the fields are -1) before
// creating the threads. The clearing memset writes a, b, c in order; the
// reader reads a, b, c in order. Each read sees -1 or 0, and all 2^3
// combinations are sequentially consistent (0,-1,0: Wa Ra Rb Wb Wc Rc). 8
// executions, no error; after the joins every field is 0.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// CHECK-NOT: error:
// CHECK: Summary: model=SC complete=8 erroneous=0 blocked=0 errors=0
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <wmc/wmc.h>

struct S {
  int a, b, c;
};
static struct S *s;

static void *clear(void *arg) {
  (void)arg;
  memset(s, 0, sizeof *s);
  return 0;
}

static void *reader(void *arg) {
  (void)arg;
  int a = s->a, b = s->b, c = s->c;
  wmc_assert((a == 0 || a == -1) && (b == 0 || b == -1) && (c == 0 || c == -1));
  return 0;
}

int main(void) {
  s = malloc(sizeof *s);
  memset(s, 0xff, sizeof *s);
  pthread_t w, r;
  pthread_create(&w, 0, clear, 0);
  pthread_create(&r, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r, 0);
  wmc_assert(s->a == 0 && s->b == 0 && s->c == 0);
  free(s);
  return 0;
}
