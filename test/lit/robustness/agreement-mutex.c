// The SC-robustness monitor agrees with exhaustive TSO and PSO exploration
// on the lit mutual-exclusion tests, in the fence variants they check (the
// verdicts are listed in Inputs/mutex.list).
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/agreement.py %clang %wmc_plugin %wmc_include %t %S/Inputs/mutex.list %wmc_rt | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK-COUNT-36: ok:
// CHECK-NOT: MISMATCH
