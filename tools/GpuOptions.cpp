#include "GpuOptions.h"

#include "CheckOptions.h"

#include <charconv>
#include <cstdint>

namespace wmc::tools {

std::optional<Dim3> parseDim3(std::string_view text) {
  Dim3 d = {1, 1, 1};
  for (std::size_t i = 0;; ++i) {
    std::size_t comma = text.find(',');
    std::string_view part = text.substr(0, comma);
    std::uint32_t value = 0;
    auto [ptr, ec] =
        std::from_chars(part.data(), part.data() + part.size(), value);
    if (i == 3 || part.empty() || ec != std::errc() ||
        ptr != part.data() + part.size() || value == 0)
      return std::nullopt;
    d[i] = value;
    if (comma == std::string_view::npos)
      return d;
    text.remove_prefix(comma + 1);
  }
}

std::string formatDim3(const Dim3 &d) {
  if (d[1] == 1 && d[2] == 1)
    return std::to_string(d[0]);
  return std::to_string(d[0]) + "," + std::to_string(d[1]) + "," +
         std::to_string(d[2]);
}

std::uint64_t volume(const Dim3 &d) {
  // Three 32-bit sizes can make 2^96 threads: a wrapped product would pass
  // the launch limit (found by fuzz-launch-options).
  std::uint64_t v = std::uint64_t(d[0]) * d[1];
  return __builtin_mul_overflow(v, d[2], &v) ? UINT64_MAX : v;
}

namespace {

bool isGpu(Dialect dialect) {
  return dialect == Dialect::Cuda || dialect == Dialect::OpenCL;
}

// The first GPU option given, for messages about options that do not fit
// the dialect.
std::optional<std::string> firstGpuOption(const CheckOptions &o) {
  if (o.grid)
    return "--grid";
  if (o.block)
    return "--block";
  if (o.globalSize)
    return "--global-size";
  if (o.localSize)
    return "--local-size";
  if (o.bufferSize)
    return "--buffer-size";
  if (o.kernel)
    return "--kernel";
  if (!o.kernelArgs.empty())
    return "--arg";
  if (o.gpuStackSize)
    return "--gpu-stack-size";
  return std::nullopt;
}

// grid = global / local per dimension; the local size defaults to the
// whole global size (one work-group) and the global size to the local size.
std::optional<Error> openclShape(CheckOptions &o) {
  if (!o.globalSize && !o.localSize)
    return std::nullopt;
  Dim3 global = o.globalSize ? *o.globalSize : *o.localSize;
  Dim3 local = o.localSize ? *o.localSize : global;
  static constexpr char kAxis[] = {'x', 'y', 'z'};
  for (int i = 0; i < 3; ++i)
    if (global[i] % local[i] != 0)
      return Error{"--global-size=" + formatDim3(global) +
                   " is not a multiple of --local-size=" + formatDim3(local) +
                   " in dimension " + kAxis[i] + " (" +
                   std::to_string(global[i]) + " % " +
                   std::to_string(local[i]) + " != 0)"};
  o.grid = Dim3{global[0] / local[0], global[1] / local[1],
                global[2] / local[2]};
  o.block = local;
  return std::nullopt;
}

std::optional<Error> checkLimits(const CheckOptions &o, Dialect dialect) {
  bool cl = dialect == Dialect::OpenCL;
  Dim3 block = o.block ? *o.block : Dim3{1, 1, 1};
  Dim3 grid = o.grid ? *o.grid : Dim3{1, 1, 1};
  if (volume(block) > kMaxBlockThreads)
    return Error{std::string(cl ? "a work-group of " : "a block of ") +
                 std::to_string(volume(block)) +
                 (cl ? " work-items (--local-size=" : " threads (--block=") +
                 formatDim3(block) + ") is larger than the limit of " +
                 std::to_string(kMaxBlockThreads) +
                 (cl ? " work-items per work-group" : " threads per block")};
  std::uint64_t threads = 0;
  if (__builtin_mul_overflow(volume(grid), volume(block), &threads))
    threads = UINT64_MAX;
  std::string count =
      threads == UINT64_MAX ? "over 2^64" : std::to_string(threads);
  if (threads > kMaxLaunchThreads)
    return Error{
        (cl ? "--global-size=" + formatDim3(Dim3{grid[0] * block[0],
                                                 grid[1] * block[1],
                                                 grid[2] * block[2]}) +
                  " is " + count + " work-items"
            : "--grid=" + formatDim3(grid) + " --block=" + formatDim3(block) +
                  " is " + count + " GPU threads") +
        ", more than the limit of " + std::to_string(kMaxLaunchThreads) +
        " per launch"};
  return std::nullopt;
}

} // namespace

std::optional<Error> resolveGpuOptions(CheckOptions &o, Dialect dialect) {
  if (!isGpu(dialect)) {
    if (std::optional<std::string> option = firstGpuOption(o))
      return Error{*option + " applies only to CUDA (.cu) and OpenCL (.cl) "
                             "files"};
    return std::nullopt;
  }
  if (dialect == Dialect::Cuda && (o.globalSize || o.localSize))
    return Error{std::string(o.globalSize ? "--global-size" : "--local-size") +
                 " is for OpenCL (.cl) files; use --grid and --block for "
                 "CUDA"};
  if (dialect == Dialect::OpenCL && (o.grid || o.block))
    return Error{std::string(o.grid ? "--grid" : "--block") +
                 " is for CUDA (.cu) files; use --global-size and "
                 "--local-size for OpenCL"};
  if (dialect == Dialect::OpenCL)
    if (std::optional<Error> error = openclShape(o))
      return error;
  if (std::optional<Error> error = checkLimits(o, dialect))
    return error;
  if (!o.model)
    o.model = std::string(kGpuDefaultModel);
  return std::nullopt;
}

} // namespace wmc::tools
