// GPUMC Fig. 1b (EXPECTED.md C); RUN and CHECK lines at the end.
__device__ int data[4];

__global__ void fig1b() {
  unsigned t = threadIdx.x;
  if (t % 2 == 0) {
    data[t] = 1;
    __syncthreads();
  } else {
    __syncthreads();
    data[t] = 2;
  }
}

int main() {
  fig1b<<<1, 4>>>();
  cudaDeviceSynchronize();
  return 0;
}

// In one block, even threads wait at the barrier on line 8 and odd threads at
// the one on line 10: barrier divergence, naming both barriers.
//
// RUN: not %wmc check %s | FileCheck %s
// CHECK: error: barrier-divergence: the threads of a block reach different barriers (T0.1(b0,t0) and T0.2(b0,t1)) at {{.*}}fig1b.cu:10
// CHECK-NEXT: T0.1(b0,t0)#{{[0-9]+}}: barrier @ {{.*}}fig1b.cu:8
// CHECK-NEXT: T0.2(b0,t1)#{{[0-9]+}}: barrier @ {{.*}}fig1b.cu:10
// CHECK: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
//
// RUN: not %wmc check --report=json %s > %t.json
// RUN: python3 -c 'import json,sys; r = json.load(open(sys.argv[1])); assert (r["model"], [e["kind"] for e in r["errors"]]) == ("SRC11", ["barrier-divergence"]), r' %t.json
