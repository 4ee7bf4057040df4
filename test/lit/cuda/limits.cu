// Launch limits (docs/cuda.md): at most 1024 threads per block and 65536 GPU
// threads per launch. RUN and CHECK lines at the end.
__global__ void k(int *p) { p[0] = 1; }

#ifndef KERNEL_ONLY
int main() {
  int *p;
  cudaMalloc(&p, sizeof(int));
  k<<<GRID, 1>>>(p);
  cudaDeviceSynchronize();
  return 0;
}
#endif

// Shapes given on the command line are checked before compiling; a launch
// in the program is checked when it runs.
//
// RUN: sh -c '%wmc check %s --grid=65537 -- -DKERNEL_ONLY 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=GRID
// RUN: sh -c '%wmc check %s --grid=256 --block=512 -- -DKERNEL_ONLY 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=TOTAL
// RUN: sh -c '%wmc check %s --block=32,33 -- -DKERNEL_ONLY 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=BLOCK
// RUN: sh -c '%wmc check %s --grid=0 -- -DKERNEL_ONLY 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=ZERO
// RUN: sh -c '%wmc check %s --global-size=8 -- -DKERNEL_ONLY 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=OPENCL
// RUN: sh -c '%wmc check %s -- -DGRID=70000 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=LAUNCH
// Three sizes whose product wraps around 2^64 to 121 (found by fuzzing):
// refused by wmc check and by the runtime, not run as 121 threads.
// RUN: sh -c '%wmc check %s --grid=4294967293,4294967263,1908874355 -- -DKERNEL_ONLY 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=WRAP
// RUN: sh -c '%wmc check %s -- "-DGRID=dim3(4294967293u,4294967263u,1908874355u)" 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=WRAPLAUNCH
// A block of 1024 threads is fine (here 16 of them: every thread stores to
// p[0], a data race).
// RUN: not %wmc check %s --grid=16 --block=1024 -- -DKERNEL_ONLY 2>&1 | FileCheck %s --check-prefix=BIG
//
// GRID: wmc: --grid=65537 --block=1 is 65537 GPU threads, more than the limit of 65536 per launch
// GRID-NOT: Summary
// GRID: exit status 2
// TOTAL: wmc: --grid=256 --block=512 is 131072 GPU threads, more than the limit of 65536 per launch
// TOTAL: exit status 2
// BLOCK: wmc: a block of 1056 threads (--block=32,33,1) is larger than the limit of 1024 threads per block
// BLOCK: exit status 2
// ZERO: wmc: invalid value '0' for --grid (expected X, X,Y or X,Y,Z with positive integers)
// ZERO: exit status 2
// OPENCL: wmc: --global-size is for OpenCL (.cl) files; use --grid and --block for CUDA
// OPENCL: exit status 2
// LAUNCH: wmc: {{.*}}limits.cu:9: kernel launch with grid (70000,1,1), block (1,1,1): at most 65536 GPU threads per launch are supported
// LAUNCH-NOT: Summary
// LAUNCH: exit status 2
// WRAP: wmc: --grid=4294967293,4294967263,1908874355 --block=1 is over 2^64 GPU threads, more than the limit of 65536 per launch
// WRAP: exit status 2
// WRAPLAUNCH: wmc: {{.*}}limits.cu:9: kernel launch with grid (4294967293,4294967263,1908874355), block (1,1,1): at most 65536 GPU threads per launch are supported
// WRAPLAUNCH-NOT: Summary
// WRAPLAUNCH: exit status 2
// BIG: error: data-race: {{.*}} at {{.*}}limits.cu:3 (thread T0.2(b0,t1))
// BIG: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
