// Own-slot accesses are claimed per run and per thread: when other code
// touches the same bytes (the host reading back, a launch whose threads
// share an index), the exploration restarts with them as events, so
// verdicts and counts stay exact. RUN and CHECK lines at the end.
#include <cuda_runtime.h>
#include <stdlib.h>
#include <string.h>

__global__ void fill(int *v, int k) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  v[i] = i * k;
}

// An own-slot flag the host sets after the launch: while the kernel's loads
// are claimed, its iterations have no event and the thread spins; the
// host's store makes the flag a location and the exploration restarts.
__global__ void await(const int *flag, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  while (flag[i] == 0) {
  }
  out[i] = 1;
}

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "readback";
  int h[8];
  int *d;
  cudaMalloc(&d, sizeof h); // the host never writes it: fill's stores are claimed
  if (strcmp(mode, "race") == 0) {
    fill<<<2, 4>>>(d, 3);
    h[0] = d[5]; // no synchronisation: races with thread 5's store
  } else if (strcmp(mode, "spin") == 0) {
    int *flag = (int *)calloc(2, sizeof(int));
    await<<<1, 2>>>(flag, d);
    flag[0] = flag[1] = 1; // races with the loads of the unsynchronised kernel
    cudaDeviceSynchronize();
  } else if (strcmp(mode, "2d") == 0) {
    fill<<<1, dim3(2, 2)>>>(d, 3); // threads (0,0) and (0,1) share v[0]
  } else {
    fill<<<2, 4>>>(d, 3);
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 8; ++i)
      wmc_assert(h[i] == 3 * i);
  }
  cudaFree(d);
  return 0;
}

// RUN: %wmc check -o %t %s | FileCheck %s --check-prefix=READBACK
// RUN: not %t --wmc-model=src11 race 2>&1 | FileCheck %s --check-prefix=RACE
// RUN: not %t --wmc-model=src11 2d 2>&1 | FileCheck %s --check-prefix=TWOD
// RUN: not %t --wmc-model=src11 --wmc-keep-going spin 2>&1 | FileCheck %s --check-prefix=SPIN
//
// READBACK-NOT: error
// READBACK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// RACE: error: data-race: {{.*}} at {{.*}}host-guard.cu:11 (thread T0.{{[0-9]+}}(b1,t1))
// RACE: load(na) {{.*}} @ {{.*}}host-guard.cu:31
// RACE: store(na) {{.*}} @ {{.*}}host-guard.cu:11
// TWOD: error: data-race: {{.*}} at {{.*}}host-guard.cu:11
// SPIN-DAG: error: data-race: {{.*}} at {{.*}}host-guard.cu:19 (thread T0.1(b0,t0))
// SPIN-DAG: error: data-race: {{.*}} at {{.*}}host-guard.cu:19 (thread T0.2(b0,t1))
// SPIN: Summary: model=SRC11 complete=0 erroneous=4 blocked=0 errors=2
