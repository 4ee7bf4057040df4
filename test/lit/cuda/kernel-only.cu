// A file with kernels and no main (docs/cuda.md); RUN and CHECK lines at the
// end.
#include <cuda/atomic>

// Message passing through a device-scope flag between two blocks.
__global__ void mp(int *data, int *flag) {
  cuda::atomic_ref<int, cuda::thread_scope_device> f(*flag);
  if (blockIdx.x == 0) {
    *data = 42;
    f.store(1, cuda::memory_order_release);
  } else if (f.load(cuda::memory_order_acquire) == 1) {
    wmc_assert(*data == 42);
  }
}

// Scalars come from --arg (default 0); buffers are zeroed.
__global__ void fill(int *out, int value, int count) {
  if ((int)threadIdx.x < count)
    out[threadIdx.x] = value;
  wmc_assert(out[blockDim.x] == 0);
}

// RUN: %wmc check %s --kernel=mp --grid=2 | FileCheck %s --check-prefix=MP
// RUN: %wmc check %s --kernel=fill --block=4 --arg=1=7 --arg=2=4 | FileCheck %s --check-prefix=FILL
// Without --kernel every kernel runs in turn, with one thread by default.
// RUN: %wmc check %s | FileCheck %s --check-prefix=ALL
// RUN: %wmc check -v %s --grid=1 --block=2 --buffer-size=1K --arg=1=5,2=1 --kernel=fill 2>&1 | FileCheck %s --check-prefix=FLAGS
//
// MP-NOT: error
// MP: Summary: model=SRC11 complete=2 erroneous=0 blocked=0 errors=0
// FILL-NOT: error
// FILL: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// ALL: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// FLAGS: wmc: run: {{.*}} --wmc-model=src11 --wmc-grid=1 --wmc-block=2 --wmc-buffer-size=1024 --wmc-kernel=fill --wmc-arg=1=5,2=1
// FLAGS: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
