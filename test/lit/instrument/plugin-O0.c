// The plugin also works at -O0: locals are promoted first, so only shared
// accesses become events.
// RUN: %clang -fplugin=%wmc_plugin -O0 -S -emit-llvm %s -o - | FileCheck %s

int shared;

// CHECK-LABEL: define {{.*}}i32 @sum(
// CHECK-NOT:     alloca
// CHECK:         call void @__wmc_loop_enter(
// CHECK:         call i64 @__wmc_load(ptr @shared, i32 4, i32 0,
// CHECK-NOT:     call i64 @__wmc_load
// CHECK:         call void @__wmc_loop_latch(
// CHECK:         ret i32
int sum(int n) {
  int total = 0;
  for (int i = 0; i < n; i++)
    total += shared;
  return total;
}

// CHECK-LABEL: define {{.*}}i32 @__wmc_user_main(
// CHECK:         call void @__wmc_store(ptr @shared, i64 3, i32 4, i32 0,
int main(void) {
  shared = 3;
  return sum(2);
}
