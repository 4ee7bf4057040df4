// The SC-robustness monitor agrees with exhaustive TSO and PSO exploration
// on every lit litmus test (the verdicts are listed in Inputs/litmus.list;
// agreement.py explains how each side is decided).
// RUN: rm -rf %t && mkdir -p %t
// RUN: python3 %S/Inputs/agreement.py %clang %wmc_plugin %wmc_include %t %S/Inputs/litmus.list %wmc_rt | FileCheck %s
// CHECK-NOT: MISMATCH
// CHECK-COUNT-20: ok:
// CHECK-NOT: MISMATCH
