// `wmc check` compiles a test with the plugin and runs it.
// SB (EXPECTED.md A): 3 executions under SC, 4 under TSO and PSO, where the
// extra one (r1 == r2 == 0) fails the assert in main; with -DFENCE (a full
// fence after each store) TSO and PSO also have exactly the 3 SC executions.
//
// RUN: not %wmc check --model=tso %s | FileCheck %s --check-prefixes=ERR,TSO
// RUN: %wmc check --model=sc %s | FileCheck %s --check-prefix=SC
// The default model is SC; model names are case-insensitive; `--model X`
// works like `--model=X`; options may follow FILE.
// RUN: %wmc check %s | FileCheck %s --check-prefix=SC
// RUN: not %wmc check %s --model PSO --keep-going | FileCheck %s --check-prefixes=ERR,ALL -DM=PSO
// RUN: not %wmc check --keep-going --model=tso %s | FileCheck %s --check-prefixes=ERR,ALL -DM=TSO
// Arguments after `--` go to clang.
// RUN: %wmc check --model=tso %s -- -DFENCE | FileCheck %s --check-prefix=FENCED -DM=TSO
// RUN: %wmc check --model=pso %s -- -DFENCE | FileCheck %s --check-prefix=FENCED -DM=PSO
// --report=json: stdout is only the JSON object.
// RUN: not %wmc check --model=tso --keep-going --report=json %s > %t.json
// RUN: python3 -c 'import json,sys; r = json.load(open(sys.argv[1])); assert (r["model"], r["executions"], r["erroneous"], [e["kind"] for e in r["errors"]]) == ("TSO", 3, 1, ["assertion-failure"]), r' %t.json
// -o keeps the instrumented executable, which can be rerun by hand.
// RUN: rm -f %t.bin
// RUN: %wmc check -o %t.bin %s | FileCheck %s --check-prefix=SC
// RUN: not %t.bin --wmc-model=tso | FileCheck %s --check-prefixes=ERR,TSO
// Without -o, the temporary directory is removed.
// RUN: rm -rf %t.tmpdir && mkdir %t.tmpdir
// RUN: env TMPDIR=%t.tmpdir %wmc check %s > /dev/null
// RUN: ls -A %t.tmpdir | count 0
// Bad usage: exit status 2 with a message naming the problem.
// RUN: sh -c '%wmc check --model=foo %s 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=BADMODEL
// RUN: sh -c '%wmc check --frobnicate %s 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=BADOPT
// RUN: sh -c '%wmc check 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=NOFILE
//
// SC-NOT: error:
// SC: Summary: model=SC complete=3 erroneous=0 blocked=0 errors=0
// FENCED-NOT: error:
// FENCED: Summary: model=[[M]] complete=3 erroneous=0 blocked=0 errors=0
// BADMODEL: wmc: invalid value 'foo' for --model
// BADMODEL: exit status 2
// BADOPT: wmc: unknown option '--frobnicate'
// BADOPT: exit status 2
// NOFILE: wmc: no input file given
// NOFILE: exit status 2
#include <assert.h>
#include <pthread.h>

int x, y, r1, r2;

static void fence(void) {
#ifdef FENCE
  __sync_synchronize();
#endif
}

void *t1(void *a) {
  x = 1;
  fence();
  r1 = y;
  return 0;
}

void *t2(void *a) {
  y = 1;
  fence();
  r2 = x;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  assert(!(r1 == 0 && r2 == 0)); // ERR: error: assertion-failure: assertion `!(r1 == 0 && r2 == 0)' failed at {{.*}}check-sb.c:[[@LINE]] (thread T0)
  return 0;
}

// TSO: witness execution under TSO:
// TSO: not sequentially consistent
// TSO: Summary: model=TSO {{.*}}erroneous=1 {{.*}}errors=1
// ALL: Summary: model=[[M]] complete=3 erroneous=1 blocked=0 errors=1
