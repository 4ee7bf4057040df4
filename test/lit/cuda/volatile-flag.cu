// Message passing through a volatile flag between two blocks; RUN and CHECK
// lines at the end.
#ifdef NO_FENCE
#define FENCE()
#else
#define FENCE() __threadfence()
#endif

__device__ volatile int flag;
__device__ int data;

__global__ void mp() {
  if (blockIdx.x == 0) {
    data = 1;
    FENCE();
    flag = 1;
  } else {
    while (flag == 0) {
    }
    FENCE();
    wmc_assert(data == 1);
  }
}

int main() {
  mp<<<2, 1>>>();
  cudaDeviceSynchronize();
  return 0;
}

// Volatile accesses do not race with each other. With __threadfence on both
// sides, the data is published: 1 execution and no blocked one (the spin
// load's other choice, the initial 0, was already overwritten by block 0,
// run first, when the load was added: that run is stopped at the stale
// await, 1 stale run). Without the fences the plain accesses to `data`
// race.
//
// RUN: %wmc check %s | FileCheck %s --check-prefix=FENCED
// RUN: not %wmc check %s -- -DNO_FENCE | FileCheck %s --check-prefix=RACE
//
// FENCED-NOT: error
// FENCED: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// FENCED-NEXT: note: 1 run stopped at an await that failed on an overwritten value
//
// RACE: error: data-race: {{.*}} at {{.*}}volatile-flag.cu:21 (thread T0.2(b1,t0))
// RACE-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) data = 1 @ {{.*}}volatile-flag.cu:14
// RACE-NEXT: T0.2(b1,t0)#{{[0-9]+}}: load(na) data = 1  [reads T0.1(b0,t0)#{{[0-9]+}}] @ {{.*}}volatile-flag.cu:21
// The witness shows the flag accesses with the order SRC11 gives them:
// relaxed (PTX's volatile), marked volatile; they used to show as plain
// accesses (`load flag`, load(na) among an error's accesses), which SRC11
// would have reported as racing.
// RACE: witness execution under SRC11:
// RACE-DAG: store(rlx,volatile) flag = 1
// RACE-DAG: load(rlx,volatile) flag = 1  [reads T0.1(b0,t0)#{{[0-9]+}}]
// RACE: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
