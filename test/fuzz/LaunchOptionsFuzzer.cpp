// Fuzzes the kernel-launch option strings: grid/block shapes as wmc check
// (tools/GpuOptions.cpp) and the runtime (runtime/gpu/Dims.cpp) read them,
// --wmc-arg lists and the bit patterns of scalar kernel arguments. wmc check
// passes a shape on as formatDim3's text, so the runtime must read that text
// back as the same shape.
#include "FuzzInput.h"

#include "GpuOptions.h"
#include "runtime/gpu/Dims.h"

namespace gpu = wmc::rt::gpu;

namespace {

void fuzzShape(const std::string &text) {
  std::optional<wmc::tools::Dim3> shape = wmc::tools::parseDim3(text);
  gpu::Dim3 runtimeShape{};
  bool runtimeOk = !gpu::parseDim3(text, runtimeShape);
  if (runtimeOk)
    (void)gpu::threadLabel(runtimeShape, runtimeShape, runtimeShape, runtimeShape);
  if (!shape)
    return;
  gpu::Dim3 reread{};
  wmc::fuzz::require(!gpu::parseDim3(wmc::tools::formatDim3(*shape), reread),
                     "the runtime reads wmc check's shape");
  wmc::fuzz::require(reread == *shape, "the runtime reads the same shape");
  uint64_t n = gpu::volume(reread);
  if (n == UINT64_MAX)
    return; // saturated: more than 2^64 threads, refused by the launch limit
  gpu::Dim3 last = gpu::coords(n - 1, reread);
  for (int i = 0; i < 3; ++i)
    wmc::fuzz::require(last[i] == reread[i] - 1, "the last index is the far corner");
}

void fuzzArgument(const std::string &text) {
  std::vector<std::pair<uint32_t, std::string>> args;
  if (gpu::parseKernelArgs(text, args))
    return;
  for (const auto &[index, value] : args) {
    uint64_t bits = 0;
    for (unsigned size : {1u, 2u, 4u, 8u})
      (void)gpu::intArgBits(value, size, bits);
    for (unsigned size : {4u, 8u})
      (void)gpu::floatArgBits(value, size, bits);
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  for (const std::string &piece : wmc::fuzz::splitArgs(data, size)) {
    fuzzShape(piece);
    fuzzArgument(piece);
    uint64_t bits = 0;
    (void)gpu::intArgBits(piece, 4, bits);
    (void)gpu::floatArgBits(piece, 8, bits);
  }
  return 0;
}
