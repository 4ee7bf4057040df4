#include "runtime/gpu/Dims.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>

namespace wmc::rt::gpu {

std::optional<std::string> parseDim3(const std::string &text, Dim3 &out) {
  Dim3 d{1, 1, 1};
  size_t i = 0, start = 0;
  for (;; ++i) {
    size_t comma = text.find(',', start);
    std::string part =
        text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (i == 3)
      return std::string("expected at most three sizes X,Y,Z");
    if (part.empty() || part.size() > 10 ||
        part.find_first_not_of("0123456789") != std::string::npos)
      return std::string("expected X, X,Y or X,Y,Z with positive integers");
    uint64_t v = std::strtoull(part.c_str(), nullptr, 10);
    if (v == 0 || v > UINT32_MAX)
      return std::string("sizes must be between 1 and ") + std::to_string(UINT32_MAX);
    d[i] = static_cast<uint32_t>(v);
    if (comma == std::string::npos)
      break;
    start = comma + 1;
  }
  out = d;
  return std::nullopt;
}

uint64_t volume(const Dim3 &d) {
  // Three 32-bit sizes can make 2^96 threads: a wrapped product would pass
  // the launch limit (found by fuzz-launch-options).
  uint64_t v = uint64_t(d[0]) * d[1];
  return __builtin_mul_overflow(v, d[2], &v) ? UINT64_MAX : v;
}

Dim3 coords(uint64_t i, const Dim3 &d) {
  return {static_cast<uint32_t>(i % d[0]), static_cast<uint32_t>(i / d[0] % d[1]),
          static_cast<uint32_t>(i / d[0] / d[1])};
}

std::string coordLabel(char prefix, const Dim3 &c, const Dim3 &d) {
  std::string s(1, prefix);
  if (d[1] == 1 && d[2] == 1)
    return s + std::to_string(c[0]);
  return s + "(" + std::to_string(c[0]) + "," + std::to_string(c[1]) + "," + std::to_string(c[2]) +
         ")";
}

std::string threadLabel(const Dim3 &blockIdx, const Dim3 &grid, const Dim3 &threadIdx,
                        const Dim3 &block) {
  return coordLabel('b', blockIdx, grid) + "," + coordLabel('t', threadIdx, block);
}

namespace {
bool isNumber(const std::string &v) {
  if (v.empty())
    return false;
  char *end = nullptr;
  errno = 0;
  std::strtod(v.c_str(), &end);
  return *end == '\0' && errno == 0;
}
} // namespace

std::optional<std::string> parseKernelArgs(const std::string &text,
                                           std::vector<std::pair<uint32_t, std::string>> &out) {
  size_t start = 0;
  for (;;) {
    size_t comma = text.find(',', start);
    std::string item =
        text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    size_t eq = item.find('=');
    std::string index = item.substr(0, eq);
    if (eq == std::string::npos || index.empty() || index.size() > 6 ||
        index.find_first_not_of("0123456789") != std::string::npos)
      return std::string("expected INDEX=VALUE (e.g. 2=16), separated by commas");
    std::string value = item.substr(eq + 1);
    if (!isNumber(value))
      return "the value of argument " + index + " is not a number";
    out.emplace_back(static_cast<uint32_t>(std::strtoul(index.c_str(), nullptr, 10)), value);
    if (comma == std::string::npos)
      return std::nullopt;
    start = comma + 1;
  }
}

std::optional<std::string> intArgBits(const std::string &v, unsigned size, uint64_t &bits) {
  char *end = nullptr;
  errno = 0;
  bool negative = !v.empty() && v[0] == '-';
  uint64_t x = negative ? static_cast<uint64_t>(std::strtoll(v.c_str(), &end, 0))
                        : std::strtoull(v.c_str(), &end, 0);
  if (v.empty() || *end != '\0' || errno != 0)
    return "'" + v + "' is not an integer";
  if (size < 8) {
    // The value must fit the argument, as a signed or an unsigned number.
    int64_t lo = -(int64_t(1) << (8 * size - 1));
    uint64_t hi = (uint64_t(1) << (8 * size)) - 1;
    if (negative ? static_cast<int64_t>(x) < lo : x > hi)
      return "'" + v + "' does not fit in " + std::to_string(size) + " bytes";
    x &= hi;
  }
  bits = x;
  return std::nullopt;
}

std::optional<std::string> floatArgBits(const std::string &v, unsigned size, uint64_t &bits) {
  char *end = nullptr;
  errno = 0;
  double d = std::strtod(v.c_str(), &end);
  if (v.empty() || *end != '\0' || errno != 0)
    return "'" + v + "' is not a number";
  bits = 0;
  if (size == 4) {
    float f = static_cast<float>(d);
    std::memcpy(&bits, &f, 4);
  } else if (size == 8) {
    std::memcpy(&bits, &d, 8);
  } else {
    return std::to_string(size) + "-byte floating-point arguments are not supported";
  }
  return std::nullopt;
}

} // namespace wmc::rt::gpu
