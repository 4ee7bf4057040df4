// C++20 std::counting_semaphore, std::latch, std::barrier and
// std::atomic::wait are built by libstdc++ on futex waits (a syscall), which
// wmc does not model yet: an execution that reaches one stops with a clear
// message and exit status 2 instead of blocking the whole exploration.
//
// RUN: %clang --driver-mode=g++ -std=c++20 -fplugin=%wmc_plugin -I%wmc_include -g -O1 %s -o %t %wmc_rt
// RUN: sh -c '%t 2>&1; echo "exit status $?"' | FileCheck %s
// CHECK: wmc: {{.*}}atomic_wait.h:{{[0-9]+}}: unsupported call syscall: not supported yet by wmc
// CHECK-NOT: Summary
// CHECK: exit status 2
#include <semaphore>
#include <thread>

std::counting_semaphore<1> sem(0);

int main() {
  std::thread t([] { sem.acquire(); });
  sem.release();
  t.join();
  return 0;
}
