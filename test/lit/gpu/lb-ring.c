// Load buffering on a ring of n GPU threads, each in its own block, at
// device scope: thread i reads V[(i+1) mod n] (acquire), then writes V[i] = 1
// (release). Every combination of read values is consistent except the one
// where all reads see 1 (a causality cycle): exactly 2^n - 1 executions
// (EXPECTED.md section C; GPUMC reports n = 12 -> 4095). Under SC as well.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t 2 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=3
// RUN: %t 3 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=7
// RUN: %t 4 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=15
// RUN: %t 5 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=31
// RUN: %t 6 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=63
// RUN: %t 7 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=127
// RUN: %t 8 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=255
// RUN: %t 9 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=511
// RUN: %t 10 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=1023
// RUN: %t 11 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=2047
// RUN: %t 12 --wmc-model=src11 | FileCheck %s -DM=SRC11 -DN=4095
// RUN: %t 2 --wmc-model=sc | FileCheck %s -DM=SC -DN=3
// RUN: %t 5 --wmc-model=sc | FileCheck %s -DM=SC -DN=31
// RUN: %t 12 --wmc-model=sc | FileCheck %s -DM=SC -DN=4095
#include <stdint.h>
#include <stdlib.h>
#include <wmc/gpu.h>

int V[32];

static void kernel(void *arg) {
  unsigned n = (unsigned)(uintptr_t)arg, i = wmc_block_idx();
  int r = wmc_atomic_load(&V[(i + 1) % n], WMC_ACQUIRE, WMC_SCOPE_DEVICE);
  (void)r;
  wmc_atomic_store(&V[i], 1, WMC_RELEASE, WMC_SCOPE_DEVICE);
}

int main(int argc, char **argv) {
  unsigned n = argc > 1 ? (unsigned)atoi(argv[1]) : 2;
  wmc_gpu_launch(n, 1, kernel, (void *)(uintptr_t)n); // n blocks of one thread
  wmc_gpu_synchronize();
  return 0;
}

// CHECK: Summary: model=[[M]] complete=[[N]] erroneous=0 blocked=0 errors=0
