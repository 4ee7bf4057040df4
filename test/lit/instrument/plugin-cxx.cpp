// C++ through the plugin: operator new/delete go to the runtime, and the
// `expected` local of compare_exchange (taken by reference in an
// always_inline libstdc++ member) is promoted instead of becoming an event.
// RUN: %clang -fplugin=%wmc_plugin -O1 -S -emit-llvm %s -o - | FileCheck %s

#include <atomic>

std::atomic<int> lock_word;

// CHECK-LABEL: define {{.*}} @_Z7acquirev(
// CHECK:         call void @__wmc_loop_enter(ptr {{.*}}@[[LOOP:__wmc_loop[.0-9]*]])
// CHECK:         call i64 @__wmc_cmpxchg(ptr {{.*}}@lock_word, i64 0, i64 1, i32 4, i32 2, i32 2, i32 1,
// CHECK-NOT:     call {{.*}}@__wmc_store
// CHECK:         ret void
void acquire() {
  int expected = 0;
  while (!lock_word.compare_exchange_weak(expected, 1, std::memory_order_acquire))
    expected = 0;
}

// CHECK-LABEL: define {{.*}} @_Z4makev(
// CHECK:         call {{.*}}ptr @__wmc_malloc(i64 4,
// CHECK:         call void @__wmc_free(
int make() {
  int *p = new int(1);
  int v = *p;
  delete p;
  return v;
}
