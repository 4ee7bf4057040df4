// The clang plugin alone instruments the code: no flag besides -fplugin.
// At -O1 the accesses stay as written (two reads of `data` stay two events)
// because the pass runs at the start of the pipeline.
// RUN: %clang -fplugin=%wmc_plugin -O1 -S -emit-llvm %s -o - | FileCheck %s

#include <pthread.h>
#include <stdatomic.h>

int data;
atomic_int flag;

// CHECK-LABEL: define {{.*}}i32 @reader(
// CHECK:         call void @__wmc_loop_enter(
// CHECK:         call i64 @__wmc_load(ptr {{.*}}@flag, i32 4, i32 2,
// CHECK:         call i64 @__wmc_load(ptr {{.*}}@data, i32 4, i32 0,
// CHECK:         call i64 @__wmc_load(ptr {{.*}}@data, i32 4, i32 0,
// CHECK:         ret i32
int reader(void) {
  while (!atomic_load_explicit(&flag, memory_order_acquire))
    ;
  return data + data;
}

static void *writer(void *arg) {
  data = 42;
  atomic_store_explicit(&flag, 1, memory_order_release);
  return arg;
}

// CHECK-LABEL: define {{.*}}i32 @__wmc_user_main(
// CHECK:         call {{.*}}i32 @__wmc_pthread_create(ptr {{.*}}, ptr null, ptr {{.*}}@writer, ptr null, ptr {{.*}}@__wmc_site
// CHECK:         call {{.*}}i32 @__wmc_pthread_join(
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  int r = reader();
  pthread_join(t, 0);
  return r != 42;
}

// CHECK-LABEL: define internal {{.*}}ptr @writer(
// CHECK:         call void @__wmc_store(ptr {{.*}}@data, i64 42, i32 4, i32 0,
// CHECK:         call void @__wmc_store(ptr {{.*}}@flag, i64 1, i32 4, i32 3,

// CHECK: define internal void @__wmc_module_ctor()
// CHECK:   call void @__wmc_register_globals(
