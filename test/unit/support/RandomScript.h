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
};

/// A random script: Load/Store/StoreReg/FetchAdd/Xchg/Cas/Fence/IfEq (and
/// optionally Assume, Assert and Lock/Unlock) over `locations` locations, values 1-2.
Script randomScript(std::mt19937 &rng, const RandomScriptOptions &opts = {});

} // namespace wmc::test
