// SB in C++ with std::atomic, threads made with pthread_create (see
// sb-atomics.cpp for std::thread). With memory_order_seq_cst a seq_cst
// store is a full fence under TSO and PSO (xchg on x86), so SB keeps its 3
// SC executions under every model; with memory_order_relaxed (-DRELAXED)
// the stores are buffered: 3 executions under SC, 4 under TSO and PSO, the
// extra one being r1 == r2 == 0 (EXPECTED.md A).
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=sc | FileCheck %s --check-prefix=SC3 -DM=SC
// RUN: %t --wmc-model=tso | FileCheck %s --check-prefix=SC3 -DM=TSO
// RUN: %t --wmc-model=pso | FileCheck %s --check-prefix=SC3 -DM=PSO
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 -DRELAXED %s -o %t.rlx %wmc_rt
// RUN: %t.rlx --wmc-model=sc | FileCheck %s --check-prefix=SC3 -DM=SC
// RUN: %t.rlx --wmc-model=tso | FileCheck %s --check-prefix=WEAK4 -DM=TSO
// RUN: %t.rlx --wmc-model=pso | FileCheck %s --check-prefix=WEAK4 -DM=PSO
// SC3-DAG: r1=0 r2=1
// SC3-DAG: r1=1 r2=0
// SC3-DAG: r1=1 r2=1
// SC3-NOT: r1=0 r2=0
// SC3-NOT: error:
// SC3: Summary: model=[[M]] complete=3 erroneous=0 blocked=0 errors=0
// WEAK4-DAG: r1=0 r2=0
// WEAK4-DAG: r1=0 r2=1
// WEAK4-DAG: r1=1 r2=0
// WEAK4-DAG: r1=1 r2=1
// WEAK4-NOT: error:
// WEAK4: Summary: model=[[M]] complete=4 erroneous=0 blocked=0 errors=0
#include <atomic>
#include <cstdio>
#include <pthread.h>

#ifdef RELAXED
constexpr std::memory_order MO = std::memory_order_relaxed;
#else
constexpr std::memory_order MO = std::memory_order_seq_cst;
#endif

std::atomic<int> x{0}, y{0};
int r1, r2;

static void *t1(void *) {
  x.store(1, MO);
  r1 = y.load(MO);
  return nullptr;
}

static void *t2(void *) {
  y.store(1, MO);
  r2 = x.load(MO);
  return nullptr;
}

int main() {
  pthread_t a, b;
  pthread_create(&a, nullptr, t1, nullptr);
  pthread_create(&b, nullptr, t2, nullptr);
  pthread_join(a, nullptr);
  pthread_join(b, nullptr);
  std::printf("r1=%d r2=%d\n", r1, r2);
  return 0;
}
