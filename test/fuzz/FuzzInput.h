// Shared by the fuzz targets: a fuzzer input is a list of arguments
// separated by NUL bytes (so an argument may hold any other byte, newlines
// included), and a check that stops the fuzzer on a broken invariant.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace wmc::fuzz {

inline std::vector<std::string> splitArgs(const uint8_t *data, size_t size) {
  std::vector<std::string> args(1);
  for (size_t i = 0; i < size; ++i) {
    if (data[i] == 0)
      args.emplace_back();
    else
      args.back() += static_cast<char>(data[i]);
  }
  return args;
}

/// Aborts (a libFuzzer crash with the input saved) when an invariant fails.
inline void require(bool ok, const char *what) {
  if (!ok) {
    std::fprintf(stderr, "fuzz invariant violated: %s\n", what);
    std::abort();
  }
}

} // namespace wmc::fuzz
