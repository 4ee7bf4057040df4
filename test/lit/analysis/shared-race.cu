// A block sum through shared memory whose loop lacks the barrier after each
// step; RUN and CHECK lines at the end.
__global__ void sum(const int *in, int *out) {
  __shared__ int s[4];
  unsigned t = threadIdx.x;
  s[t] = in[t];
  __syncthreads();
  for (unsigned k = 2; k > 0; k >>= 1) {
    if (t < k)
      s[t] += s[t + k];
  }
  if (t == 0)
    out[0] = s[0];
}

int main() {
  int *in, *out;
  cudaMallocManaged(&in, 4 * sizeof(int));
  cudaMallocManaged(&out, sizeof(int));
  for (int i = 0; i < 4; ++i)
    in[i] = i + 1;
  sum<<<1, 4>>>(in, out);
  cudaDeviceSynchronize();
  wmc_assert(out[0] == 10);
  return 0;
}

// wmc-shared-race through the normal clang CUDA invocation: the warning at
// the write, the note at the other thread's read, and the fix-it that puts
// a barrier at the end of the loop body (every thread of the block reaches
// it: the `if` is inside).
// RUN: %cuda_syntax -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: shared-race.cu:10:7: warning: data race on shared memory 's': this write and a read by another thread of the block may touch the same element with no barrier between them [-Wwmc-shared-race]
// CHECK: fix-it:"{{.*}}shared-race.cu":{11:1-11:1}:"    __syncthreads();\n"
// CHECK-NEXT: shared-race.cu:10:15: note: the read by another thread
// CHECK: 1 warning generated
// A normal compile (-c, not only -fsyntax-only) gives the same warning.
// RUN: %clang -x cuda --cuda-host-only -nocudainc -nocudalib -Wno-unknown-cuda-version -std=c++17 -I%wmc_include -I%wmc_include/wmc/cuda-include -include wmc/cuda_runtime.h -fplugin=%wmc_plugin -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=COMPILE
// COMPILE: shared-race.cu:10:7: warning: data race on shared memory 's'{{.*}}[-Wwmc-shared-race]
// RUN: not %cuda_syntax -fplugin-arg-wmc-Werror=wmc-shared-race %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: shared-race.cu:10:7: error: data race on shared memory 's'{{.*}}[-Werror,-Wwmc-shared-race]
// RUN: %cuda_syntax -fplugin-arg-wmc-Wno-wmc-shared-race %s 2>&1 | count 0
//
// The explorer confirms the race and shows the fix-it removes it.
// RUN: not %wmc check %s 2>&1 | FileCheck %s --check-prefix=BEFORE
// BEFORE: error: data-race: {{.*}} at {{.*}}shared-race.cu:10
// RUN: rm -rf %t && mkdir %t && cp %s %t/fixed.cu
// RUN: %cuda_syntax -Xclang -fixit %t/fixed.cu 2>/dev/null
// RUN: FileCheck %s --check-prefix=FIXED < %t/fixed.cu
// FIXED: {{^}}      s[t] += s[t + k];
// FIXED-NEXT: {{^}}    __syncthreads();
// FIXED-NEXT: {{^}}  }
// RUN: %wmc check %t/fixed.cu 2>&1 | FileCheck %s --check-prefix=AFTER
// AFTER-NOT: warning
// AFTER: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
