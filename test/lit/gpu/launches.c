// Launch mechanics: 3-D shapes (coordinates and thread names), the copy of
// the argument block (arg_size > 0), one instance of a block-shared
// variable per block of every launch, launches from a pthread, and the
// implicit join when main returns (-DNO_SYNC: a kernel still running when
// main returns is joined first, so its barrier divergence is reported).
// -DNAMES fails on purpose to show the names of 3-D GPU threads and of the
// block-shared instances of a later launch.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t | FileCheck %s
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DNAMES %s -o %t.names %wmc_rt
// RUN: not %t.names | FileCheck %s --check-prefix=NAMES
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DNO_SYNC %s -o %t.ns %wmc_rt
// RUN: not %t.ns | FileCheck %s --check-prefix=NOSYNC
#include <pthread.h>
#include <stdio.h>
#include <wmc/gpu.h>
#include <wmc/wmc.h>

#define shared static __attribute__((annotate("wmc_block_shared")))

struct args {
  int base;
  int *out;
};

int out[16], fromThread, sharedSeen[8];

// grid (2,1,1) x block (2,2,1): thread names carry 3-D block-local coordinates.
static void shape(void *arg) {
  const struct args *a = (const struct args *)arg;
  wmc_dim3 t = wmc_thread_idx3(), b = wmc_block_idx3(), bd = wmc_block_dim3(), g = wmc_grid_dim3();
  wmc_assert(bd.x == 2 && bd.y == 2 && bd.z == 1 && g.x == 2 && g.y == 1 && g.z == 1);
  unsigned linear = (b.x * bd.y + t.y) * bd.x + t.x;
  a->out[linear] = a->base + (int)linear;
}

// One block-shared counter per block: each thread adds 1 atomically, then
// (after the barrier) reads its block's total into seen[].
static void count(void *arg) {
  shared int n;
  int *seen = (int *)arg;
  if (wmc_thread_idx() == 0)
    wmc_atomic_store(&n, 0, WMC_RELAXED, WMC_SCOPE_BLOCK);
  wmc_barrier();
  wmc_atomic_fetch_add(&n, 1, WMC_RELAXED, WMC_SCOPE_BLOCK);
  wmc_barrier();
  seen[2 * wmc_block_idx() + wmc_thread_idx()] = wmc_atomic_load(&n, WMC_RELAXED, WMC_SCOPE_BLOCK);
#ifdef NAMES
  wmc_assert(!(seen == sharedSeen + 4 && wmc_block_idx() == 1)); // NAMES: error: assertion-failure: {{.*}} at {{.*}}launches.c:[[@LINE]] (thread T0.{{[0-9]+}}(b1,t0))
#endif
}

static void setFlag(void *arg) { *(int *)arg = 1; }

static void *host(void *arg) {
  (void)arg;
  wmc_gpu_launch(1, 1, setFlag, &fromThread);
  wmc_gpu_synchronize();
  wmc_assert(fromThread == 1);
  return 0;
}

static void diverge(void *arg) {
  (void)arg;
  if (wmc_thread_idx() == 0)
    wmc_barrier(); // NOSYNC: error: barrier-divergence: T0.1(b0,t0) waits at a barrier that other threads of its block never reach (1 of 2 arrived){{.*}} at {{.*}}launches.c:[[@LINE]]
}

int main(void) {
#ifdef NO_SYNC
  wmc_gpu_launch(1, 2, diverge, 0);
  return 0;
#else
  struct args a = {100, out};
  wmc_gpu_launch(wmc_dim3_of(2, 1, 1), wmc_dim3_of(2, 2, 1), shape, &a, sizeof a);
  a.base = -1000; // the launch copied the arguments
  wmc_gpu_synchronize();
  for (int k = 0; k < 8; ++k)
    wmc_assert(out[k] == 100 + k);
  wmc_gpu_launch(2, 2, count, sharedSeen);
  wmc_gpu_launch(2, 2, count, sharedSeen + 4); // runs alongside: its own instances
  wmc_gpu_synchronize();
  for (int k = 0; k < 8; ++k)
    wmc_assert(sharedSeen[k] == 2);
  pthread_t th;
  pthread_create(&th, 0, host, 0);
  pthread_join(th, 0);
  printf("done\n");
  return 0;
#endif
}

// The two increments of each of the 4 block counters (2 launches x 2
// blocks) come in either order: 2^4 executions.
// CHECK: done
// CHECK: Summary: model=SC complete=16 erroneous=0 blocked=0 errors=0
// NAMES: create T0.7(b1,t(0,1,0))
// NAMES: load(rlx.cta) n@b1 of launch 3 = 2
// NAMES: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
// NOSYNC: Summary: model=SC complete=0 erroneous=1 blocked=0 errors=1
