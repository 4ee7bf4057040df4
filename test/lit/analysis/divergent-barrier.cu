// A barrier that only the first half of each block reaches; RUN and CHECK
// lines at the end.
__global__ void halves(int *out) {
  __shared__ int tmp[4];
  unsigned t = threadIdx.x;
  tmp[t] = (int)t;
  if (t < 2) {
    __syncthreads();
    out[t] = tmp[t + 2];
  }
}

int main() {
  int *out;
  cudaMallocManaged(&out, 4 * sizeof(int));
  halves<<<1, 4>>>(out);
  cudaDeviceSynchronize();
  return 0;
}

// wmc-divergent-barrier through the normal clang CUDA invocation: the
// warning at the barrier, the note at the condition on threadIdx.x; no
// fix-it (moving the barrier out of the `if` changes what the kernel does).
// RUN: %cuda_syntax -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck %s
// CHECK: divergent-barrier.cu:8:5: warning: barrier '__syncthreads' is not reached by every thread of the block: it depends on a condition that differs between threads [-Wwmc-divergent-barrier]
// CHECK-NOT: fix-it
// CHECK: divergent-barrier.cu:7:7: note: this condition differs between threads of the block
// CHECK: 1 warning generated
//
// -Werror=wmc-divergent-barrier in the plugin spelling, and in clang's
// spelling through wmc analyze (which passes it on as a plugin argument:
// no "unknown warning option").
// RUN: not %cuda_syntax -fplugin-arg-wmc-Werror=wmc-divergent-barrier %s 2>&1 | FileCheck %s --check-prefix=ERROR
// ERROR: divergent-barrier.cu:8:5: error: barrier '__syncthreads' is not reached by every thread of the block{{.*}} [-Werror,-Wwmc-divergent-barrier]
// ERROR: divergent-barrier.cu:7:7: note: this condition differs
// RUN: %wmc analyze %s -- -Werror=wmc-divergent-barrier > %t.analyze 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=ERROR --implicit-check-not="unknown warning option" < %t.analyze
// RUN: %cuda_syntax -fplugin-arg-wmc-Wno-wmc-divergent-barrier %s 2>&1 | count 0
//
// The explorer shows the divergence: two of the four threads wait at the
// barrier. With -Werror=wmc-divergent-barrier, wmc check stops at the
// compile-time error (exit status 2) and explores nothing.
// RUN: %wmc check %s > %t.explore 2>&1; test $? -eq 1
// RUN: FileCheck %s --check-prefix=EXPLORE < %t.explore
// EXPLORE: divergent-barrier.cu:8:5: warning: barrier '__syncthreads'{{.*}}[-Wwmc-divergent-barrier]
// EXPLORE: error: barrier-divergence: {{.*}}(2 of 4 arrived){{.*}} at {{.*}}divergent-barrier.cu:8
// RUN: %wmc check %s -- -Werror=wmc-divergent-barrier > %t.werror 2>&1; test $? -eq 2
// RUN: FileCheck %s --check-prefix=WERROR < %t.werror
// WERROR: divergent-barrier.cu:8:5: error: barrier '__syncthreads'{{.*}}[-Werror,-Wwmc-divergent-barrier]
// WERROR-NOT: Summary:
