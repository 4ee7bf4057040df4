// Random small scripts for the equivalence tests (deterministic for a seed).
#pragma once

#include "support/Script.h"

#include <random>

namespace wmc::test {

struct RandomScriptOptions {
  int minThreads = 2, maxThreads = 3;
  int minInstrs = 1, maxInstrs = 4;
  int locations = 2;
  bool assume = false; ///< may emit Assume instructions
  bool locks = false;  ///< may emit Lock/Unlock pairs (mutex 0)
  bool asserts = false; ///< may emit Assert instructions
  /// C11 orders for RC11: accesses plain, relaxed, acquire/release or
  /// seq_cst; RMWs any order; fences acquire, release, acq_rel or seq_cst.
  bool c11 = false;
  bool scopes = false; ///< with c11: random scopes on atomics and fences
  /// > 0: script threads run in GPU blocks 0..blocks-1 (a few on the CPU).
  int blocks = 0;
};

/// A random script: Load/Store/StoreReg/FetchAdd/Xchg/Cas/Fence/IfEq (and
/// optionally Assume, Assert and Lock/Unlock) over `locations` locations, values 1-2.
/// The scripts for a seed do not depend on c11/scopes/blocks when those are off.
Script randomScript(std::mt19937 &rng, const RandomScriptOptions &opts = {});

} // namespace wmc::test
