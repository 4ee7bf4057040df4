// SB in C++ with std::thread and std::atomic (EXPECTED.md A and
// models.md): with memory_order_seq_cst, a seq_cst store is a full fence
// under TSO and PSO (x86 compiles it to xchg), so SB has only its 3 SC
// executions under every model and r1 == r2 == 0 never happens. With
// memory_order_relaxed (-DRELAXED) the stores are plain buffered stores:
// 3 executions under SC, 4 under TSO and PSO, the extra one being
// r1 == r2 == 0. main prints each complete execution's outcome.
// (sb-atomics-pthread.cpp is the same test with pthread_create.)
//
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
#include <thread>

#ifdef RELAXED
constexpr std::memory_order MO = std::memory_order_relaxed;
#else
constexpr std::memory_order MO = std::memory_order_seq_cst;
#endif

std::atomic<int> x{0}, y{0};
int r1, r2;

int main() {
  std::thread a([] {
    x.store(1, MO);
    r1 = y.load(MO);
  });
  std::thread b([] {
    y.store(1, MO);
    r2 = x.load(MO);
  });
  a.join();
  b.join();
  std::printf("r1=%d r2=%d\n", r1, r2);
  return 0;
}
