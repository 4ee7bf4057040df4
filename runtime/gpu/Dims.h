// Shapes of GPU launches: parsing "X[,Y,Z]", linear indices, the short
// coordinate labels of GPU thread names, and scalar kernel argument values.
// Pure functions (no runtime state), unit-tested in test/unit/runtime/.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wmc::rt::gpu {

using Dim3 = std::array<uint32_t, 3>;

/// At most this many GPU threads per launch (docs/gpu.md, Limits).
inline constexpr uint64_t kMaxThreadsPerLaunch = 65536;

/// Parses "X", "X,Y" or "X,Y,Z" with every component >= 1 (missing ones are
/// 1). Returns an error message, or nullopt.
std::optional<std::string> parseDim3(const std::string &text, Dim3 &out);
/// x * y * z, or UINT64_MAX when that does not fit in 64 bits.
uint64_t volume(const Dim3 &d);
/// Coordinates of linear index i in a grid of shape d, x fastest (as CUDA
/// numbers blocks and threads).
Dim3 coords(uint64_t i, const Dim3 &d);
/// "b3" when the shape d is one-dimensional, else "b(3,1,0)".
std::string coordLabel(char prefix, const Dim3 &c, const Dim3 &d);
/// The label of a GPU thread in thread names: "b1,t3", "b(1,0,0),t(3,1,0)".
std::string threadLabel(const Dim3 &blockIdx, const Dim3 &grid, const Dim3 &threadIdx,
                        const Dim3 &block);

/// Parses one --wmc-arg value, "INDEX=VALUE[,INDEX=VALUE...]", appending to
/// out. VALUE must be a number (checked again against the argument's type
/// when the kernel is launched).
std::optional<std::string> parseKernelArgs(const std::string &text,
                                           std::vector<std::pair<uint32_t, std::string>> &out);
/// The bit pattern of an integer argument of `size` bytes written as `v`
/// (decimal, 0x hex, or negative).
std::optional<std::string> intArgBits(const std::string &v, unsigned size, uint64_t &bits);
/// The bit pattern of a float (size 4) or double (size 8) argument.
std::optional<std::string> floatArgBits(const std::string &v, unsigned size, uint64_t &bits);

} // namespace wmc::rt::gpu
