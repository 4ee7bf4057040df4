// The host API wmc models (docs/cuda.md); RUN and CHECK lines at the end.
#include <cuda/atomic>
#include <cuda_runtime.h>

struct Pair {
  int a, b;
};

__device__ int table[4];
__device__ cuda::atomic<int, cuda::thread_scope_device> flags[2];

__global__ void produce(int *out) { out[threadIdx.x] = (int)threadIdx.x + 1; }
__global__ void consume(const int *in, int *sum) {
  atomicAdd(sum, in[threadIdx.x] + table[threadIdx.x] + flags[threadIdx.x % 2].load());
}
__global__ void read(const int *in, int *copy) { *copy = *in; }
__global__ void swap(Pair *p) { *p = Pair{p->b, p->a}; }

int main() {
  int count = 0;
  wmc_assert(cudaGetDeviceCount(&count) == cudaSuccess && count == 1);
  wmc_assert(cudaSetDevice(0) == cudaSuccess && cudaSetDevice(1) != cudaSuccess);

  int *data, *sum;
  cudaMalloc(&data, 4 * sizeof(int));
  cudaMallocManaged(&sum, sizeof(int));
  cudaMemset(sum, 0, sizeof(int));
  cudaMemset(flags, 0, sizeof flags);
  int host[4] = {10, 20, 30, 40};
  cudaMemcpyToSymbol(table, host, sizeof host);

  // Launches on the default stream run in order: consume sees all of
  // produce's writes without a synchronisation in between.
  produce<<<1, 4>>>(data);
  consume<<<1, 4>>>(data, sum);
  wmc_assert(cudaGetLastError() == cudaSuccess);
  wmc_assert(cudaDeviceSynchronize() == cudaSuccess);
  wmc_assert(*sum == 1 + 2 + 3 + 4 + 10 + 20 + 30 + 40);

  int back[4];
  cudaMemcpyFromSymbol(back, table, sizeof back);
  wmc_assert(back[3] == 40);
  cudaMemcpy(back, data, sizeof back, cudaMemcpyDeviceToHost);
  wmc_assert(back[0] == 1 && back[3] == 4);

  Pair *pair;
  cudaMallocManaged(&pair, sizeof(Pair));
  Pair start = {1, 2};
  cudaMemcpy(pair, &start, sizeof start, cudaMemcpyDefault);
  swap<<<1, 1>>>(pair);
  cudaDeviceSynchronize();
  wmc_assert(pair->a == 2 && pair->b == 1);

#ifdef HOST_RACE
  // A launch is asynchronous: this host write races with the kernel's read.
  read<<<1, 1>>>(data, sum);
  data[0] = 7;
#endif
  cudaFree(data);
  cudaFree(sum);
  cudaFree(pair);
  return 0;
}

// RUN: %wmc check %s | FileCheck %s --check-prefixes=CHECK,ONE
// RUN: %wmc check --exact-rmw-orders %s | FileCheck %s --check-prefixes=CHECK,ALL
// RUN: not %wmc check %s -- -DHOST_RACE | FileCheck %s --check-prefix=RACE
//
// The four atomicAdds of consume make 4! = 24 executions with
// --exact-rmw-orders; by default one (relaxed, results unused, the sum read
// by the host after the kernel).
// CHECK-NOT: error
// ONE: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// ALL: Summary: model=SRC11 complete=24 erroneous=0 blocked=0 errors=0
//
// The host's GPU threads: produce's T0.1-T0.4; consume, launched with
// produce pending, runs on stream thread T0.5(stream0) (its GPU threads are
// that thread's children); swap and read follow nothing, T0.6 and T0.7.
// RACE: error: data-race: {{.*}} at {{.*}}host-api.cu:16 (thread T0.7(b0,t0))
// RACE-NEXT: T0#{{[0-9]+}}: store(na) malloc@{{.*}}host-api.cu:25 = 7 @ {{.*}}host-api.cu:57
// RACE-NEXT: T0.7(b0,t0)#{{[0-9]+}}: load(na) malloc@{{.*}}host-api.cu:25 = 7  [reads T0#{{[0-9]+}}] @ {{.*}}host-api.cu:16
// RACE: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
