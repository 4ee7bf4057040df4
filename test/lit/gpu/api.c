// Every operation of <wmc/gpu.h> once, in C and in C++: the type-generic
// atomics keep the values of signed, unsigned, small, 64-bit, pointer and
// floating-point objects; min/max pick the signed, unsigned or floating
// operation from the type; compare-exchange updates `expected` on failure.
// One GPU thread, so one execution.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -Wall -Wextra -pedantic -Werror -g -O1 %s -o %t %wmc_rt
// RUN: %t --wmc-model=src11 | FileCheck %s -DM=SRC11
// RUN: %t --wmc-model=sc | FileCheck %s -DM=SC
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -Wall -Wextra -pedantic -Werror -g -O0 -x c++ -std=c++17 %s -x none -o %t.cxx %wmc_rt
// RUN: %t.cxx --wmc-model=src11 | FileCheck %s -DM=SRC11
#include <stdio.h>
#include <wmc/gpu.h>
#include <wmc/wmc.h>

int i, target, *p;
unsigned u;
short s;
signed char c;
long long ll;
float f;
double d;

static void kernel(void *arg) {
  (void)arg;
  wmc_atomic_store(&i, -5, WMC_RELAXED, WMC_SCOPE_DEVICE);
  wmc_assert(wmc_atomic_load(&i, WMC_RELAXED, WMC_SCOPE_DEVICE) == -5);
  wmc_assert(wmc_atomic_fetch_min(&i, -7, WMC_RELAXED, WMC_SCOPE_DEVICE) == -5);
  wmc_assert(wmc_atomic_fetch_max(&i, 3, WMC_RELAXED, WMC_SCOPE_DEVICE) == -7);
  wmc_assert(wmc_atomic_load(&i, WMC_SEQ_CST, WMC_SCOPE_SYSTEM) == 3);
  wmc_atomic_store(&u, 0xFFFFFFF0u, WMC_RELEASE, WMC_SCOPE_BLOCK);
  wmc_assert(wmc_atomic_fetch_min(&u, 5u, WMC_ACQ_REL, WMC_SCOPE_BLOCK) == 0xFFFFFFF0u);
  wmc_assert(wmc_atomic_load(&u, WMC_ACQUIRE, WMC_SCOPE_BLOCK) == 5u);
  wmc_atomic_store(&s, -2, WMC_RELAXED, WMC_SCOPE_BLOCK);
  wmc_assert(wmc_atomic_fetch_add(&s, 1, WMC_RELAXED, WMC_SCOPE_BLOCK) == -2);
  wmc_assert(wmc_atomic_load(&s, WMC_RELAXED, WMC_SCOPE_BLOCK) == -1);
  wmc_assert(wmc_atomic_exchange(&c, (signed char)-3, WMC_RELAXED, WMC_SCOPE_BLOCK) == 0);
  wmc_assert(wmc_atomic_load(&c, WMC_RELAXED, WMC_SCOPE_BLOCK) == -3);
  wmc_assert(wmc_atomic_fetch_or(&ll, 0x100000000ll, WMC_RELAXED, WMC_SCOPE_DEVICE) == 0);
  wmc_assert(wmc_atomic_fetch_xor(&ll, 1, WMC_RELAXED, WMC_SCOPE_DEVICE) == 0x100000000ll);
  wmc_assert(wmc_atomic_fetch_and(&ll, 1, WMC_RELAXED, WMC_SCOPE_DEVICE) == 0x100000001ll);
  wmc_assert(wmc_atomic_fetch_sub(&ll, 2, WMC_RELAXED, WMC_SCOPE_DEVICE) == 1);
  wmc_assert(wmc_atomic_load(&ll, WMC_RELAXED, WMC_SCOPE_DEVICE) == -1);
  wmc_atomic_store(&f, 1.5f, WMC_RELAXED, WMC_SCOPE_DEVICE);
  wmc_assert(wmc_atomic_fetch_add(&f, 2.0f, WMC_RELAXED, WMC_SCOPE_DEVICE) == 1.5f);
  wmc_assert(wmc_atomic_fetch_sub(&f, 1.0f, WMC_RELAXED, WMC_SCOPE_DEVICE) == 3.5f);
  wmc_assert(wmc_atomic_load(&f, WMC_RELAXED, WMC_SCOPE_DEVICE) == 2.5f);
  wmc_atomic_store(&d, -0.25, WMC_RELAXED, WMC_SCOPE_DEVICE);
  wmc_assert(wmc_atomic_fetch_max(&d, 0.5, WMC_RELAXED, WMC_SCOPE_DEVICE) == -0.25);
  wmc_assert(wmc_atomic_fetch_min(&d, -1.0, WMC_RELAXED, WMC_SCOPE_DEVICE) == 0.5);
  wmc_assert(wmc_atomic_load(&d, WMC_RELAXED, WMC_SCOPE_DEVICE) == -1.0);
  wmc_atomic_store(&p, &target, WMC_RELEASE, WMC_SCOPE_DEVICE);
  wmc_assert(wmc_atomic_load(&p, WMC_ACQUIRE, WMC_SCOPE_DEVICE) == &target);
  int e = 1;
  wmc_assert(!wmc_atomic_compare_exchange(&i, &e, 9, WMC_ACQ_REL, WMC_ACQUIRE, WMC_SCOPE_DEVICE));
  wmc_assert(e == 3);
  wmc_assert(wmc_atomic_compare_exchange(&i, &e, -9, WMC_ACQ_REL, WMC_ACQUIRE, WMC_SCOPE_DEVICE));
  wmc_assert(wmc_atomic_load(&i, WMC_RELAXED, WMC_SCOPE_DEVICE) == -9);
  short se = -1;
  wmc_assert(wmc_atomic_compare_exchange(&s, &se, 7, WMC_SEQ_CST, WMC_SEQ_CST, WMC_SCOPE_SYSTEM));
  wmc_fence(WMC_SEQ_CST, WMC_SCOPE_DEVICE);
  wmc_fence(WMC_ACQ_REL, WMC_SCOPE_BLOCK);
  wmc_dim3 t = wmc_thread_idx3(), b = wmc_block_idx3(), bd = wmc_block_dim3(), g = wmc_grid_dim3();
  wmc_assert(t.x == 0 && b.y == 0 && bd.x == 1 && g.z == 1);
  wmc_assert(wmc_thread_idx() == 0 && wmc_block_idx() == 0 && wmc_block_dim() == 1 &&
             wmc_grid_dim() == 1);
  wmc_barrier(); // a block of one thread
}

int main(void) {
  wmc_gpu_launch(1, 1, kernel, 0);
  wmc_gpu_synchronize();
  printf("i=%d u=%u s=%d c=%d ll=%lld f=%g d=%g\n", i, u, s, c, ll, f, d);
  return 0;
}

// CHECK: i=-9 u=5 s=7 c=-3 ll=-1 f=2.5 d=-1
// CHECK: Summary: model=[[M]] complete=1 erroneous=0 blocked=0 errors=0
