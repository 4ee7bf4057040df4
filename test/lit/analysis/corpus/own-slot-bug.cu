// Twin of own-slot.cu where every thread writes slot 0 of the shared
// buffer (a constant index where threadIdx.x was meant): the threads of a
// block overwrite each other's value.
// CORPUS: buggy twin of own-slot.cu
// ANALYSIS: wmc-shared-race line=12|13|14
// EXPLORE: --model=src11 --grid=2 --block=4
#define THREADS 4

__global__ void scale(const int *in, int *out, int factor) {
  __shared__ int stage[THREADS];
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  stage[0] = in[i] + (int)i;
  stage[0] *= factor + 2;
  out[i] = stage[0];
  wmc_assert(out[i] == 2 * (int)i);
}

// RUN: %expect 1 %wmc check --model=src11 --grid=2 --block=4 %s | FileCheck %s
// CHECK: error: data-race: {{.*}} at {{.*}}own-slot-bug.cu:12 (thread T0.2(b0,t1))
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: store(na) stage[0]@b0 = {{.*}} @ {{.*}}own-slot-bug.cu:12
// CHECK-NEXT: T0.2(b0,t1)#{{[0-9]+}}: store(na) stage[0]@b0 = {{.*}} @ {{.*}}own-slot-bug.cu:12
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
