// Misuse of the GPU API and bad GPU options stop the check with a message
// naming the problem and exit status 2.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: not %t barrier 2>&1 | FileCheck %s --check-prefix=BARRIER
// RUN: not %t shared 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not %t huge 2>&1 | FileCheck %s --check-prefix=HUGE
// RUN: not %t empty 2>&1 | FileCheck %s --check-prefix=EMPTY
// RUN: not %t nested 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: not %t devsync 2>&1 | FileCheck %s --check-prefix=DEVSYNC
// RUN: %t huge; test $? -eq 2
// RUN: not %t --wmc-grid=0 2>&1 | FileCheck %s --check-prefix=GRID0
// RUN: not %t --wmc-block=1,2,3,4 2>&1 | FileCheck %s --check-prefix=BLOCK4
// RUN: not %t --wmc-grid=2,x 2>&1 | FileCheck %s --check-prefix=GRIDX
// RUN: not %t --wmc-gpu-stack-size=100 2>&1 | FileCheck %s --check-prefix=STACK
// RUN: not %t --wmc-arg=x 2>&1 | FileCheck %s --check-prefix=ARG
// RUN: not %t --wmc-arg=1=abc 2>&1 | FileCheck %s --check-prefix=ARGVAL
// RUN: not %t --wmc-buffer-size=0 2>&1 | FileCheck %s --check-prefix=BUF
// RUN: env WMC_GRID=0 not %t 2>&1 | FileCheck %s --check-prefix=ENV
#include <string.h>
#include <wmc/gpu.h>

#define shared static __attribute__((annotate("wmc_block_shared")))

static void nothing(void *arg) { (void)arg; }
static void nested(void *arg) {
  (void)arg;
  wmc_gpu_launch(1, 1, nothing, 0); // NESTED: wmc: {{.*}}bad-input.c:[[@LINE]]: a kernel launch from a GPU thread (dynamic parallelism) is not supported
}
static void devsync(void *arg) {
  (void)arg;
  wmc_gpu_synchronize(); // DEVSYNC: wmc: {{.*}}bad-input.c:[[@LINE]]: device synchronization inside a GPU thread is not supported
}

static int readShared(void) {
  shared int s;
  return s;
}

int main(int argc, char **argv) {
  const char *what = argc > 1 ? argv[1] : "";
  if (!strcmp(what, "barrier"))
    wmc_barrier(); // BARRIER: wmc: {{.*}}bad-input.c:[[@LINE]]: a GPU barrier (__syncthreads, barrier, wmc_barrier) outside a GPU thread
  if (!strcmp(what, "shared"))
    return readShared(); // SHARED: wmc: a block-shared (__shared__ / __local) variable used outside a GPU thread
  if (!strcmp(what, "huge"))
    wmc_gpu_launch(65537, 1, nothing, 0); // HUGE: wmc: {{.*}}bad-input.c:[[@LINE]]: kernel launch with grid (65537,1,1), block (1,1,1): at most 65536 GPU threads per launch are supported
  if (!strcmp(what, "empty"))
    wmc_gpu_launch(4, 0, nothing, 0); // EMPTY: wmc: {{.*}}bad-input.c:[[@LINE]]: kernel launch with an empty grid (4,1,1), block (0,1,1)
  if (!strcmp(what, "nested"))
    wmc_gpu_launch(1, 1, nested, 0);
  if (!strcmp(what, "devsync"))
    wmc_gpu_launch(1, 1, devsync, 0);
  wmc_gpu_synchronize();
  return 0;
}

// GRID0: wmc: invalid value '0' for --wmc-grid: sizes must be between 1 and 4294967295
// BLOCK4: wmc: invalid value '1,2,3,4' for --wmc-block: expected at most three sizes X,Y,Z
// GRIDX: wmc: invalid value '2,x' for --wmc-grid: expected X, X,Y or X,Y,Z with positive integers
// STACK: wmc: invalid value '100' for --wmc-gpu-stack-size: expected at least 16384 bytes
// ARG: wmc: invalid value 'x' for --wmc-arg: expected INDEX=VALUE (e.g. 2=16), separated by commas
// ARGVAL: wmc: invalid value '1=abc' for --wmc-arg: the value of argument 1 is not a number
// BUF: wmc: invalid value '0' for --wmc-buffer-size: expected 1 to 1073741824 bytes
// ENV: wmc: invalid value '0' for WMC_GRID: sizes must be between 1 and 4294967295
