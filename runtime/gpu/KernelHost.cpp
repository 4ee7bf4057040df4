// Kernel-only programs: a file with kernels and no main (an OpenCL .cl file,
// CUDA kernels without host code). Its modules register their kernels; the
// runtime then runs this host as thread T0 in every execution: for each
// kernel (or only --wmc-kernel), a zeroed buffer of --wmc-buffer-size bytes
// (at least one element per GPU thread) per global pointer argument and per
// pointer field of a struct argument, a per-block buffer per __local pointer
// argument (and as much dynamic shared memory per block), scalars from
// --wmc-arg (default 0), one launch of --wmc-grid x --wmc-block threads,
// then a synchronize. See docs/gpu.md.
#include "abi.h"

#include "runtime/Registration.h"
#include "runtime/Session.h"
#include "runtime/gpu/Dims.h"

#include <algorithm>
#include <cstring>

using namespace wmc;
using namespace wmc::rt;

namespace {

// The launch record every GPU thread of a kernel-only launch receives:
// { kernel, buffer size, one 8-byte slot per argument }.
constexpr size_t kSlots = 2;

std::string argName(const wmc_kernel &k, uint32_t i) {
  return k.args[i].name && *k.args[i].name ? k.args[i].name : "arg" + std::to_string(i);
}

std::string kindError(const wmc_kernel &k, uint32_t i) {
  return "kernel " + std::string(k.name) + ": argument " + std::to_string(i) + " (" +
         argName(k, i) +
         ") is not a pointer, an integer or floating-point scalar, or a struct whose pointers "
         "are fields of its own (not in a union or an array); a run without main cannot supply "
         "it (write a host main)";
}

/// Checks the kernel's arguments against the options; exits with status 2
/// on the first problem.
void validate(Session &s, const wmc_kernel &k) {
  const Options &o = s.options();
  for (uint32_t i = 0; i < k.num_args; ++i)
    if (k.args[i].kind == WMC_KARG_OTHER || k.args[i].kind > WMC_KARG_STRUCT)
      s.fatal(kindError(k, i), &k.site);
  for (const auto &[index, value] : o.kernelArgs) {
    if (index >= k.num_args)
      s.fatal("--wmc-arg=" + std::to_string(index) + "=" + value + ": kernel " + k.name + " has " +
                  std::to_string(k.num_args) + (k.num_args == 1 ? " argument" : " arguments"),
              &k.site);
    const wmc_kernel_arg &a = k.args[index];
    uint64_t bits = 0;
    std::optional<std::string> err;
    if (a.kind == WMC_KARG_INT)
      err = gpu::intArgBits(value, a.size, bits);
    else if (a.kind == WMC_KARG_FLOAT)
      err = gpu::floatArgBits(value, a.size, bits);
    else
      err = "argument " + std::to_string(index) + " of " + k.name + " is a " +
            (a.kind == WMC_KARG_STRUCT ? "struct" : "pointer") +
            "; --wmc-arg sets integer and floating-point arguments";
    if (err)
      s.fatal("--wmc-arg=" + std::to_string(index) + "=" + value + ": " + *err, &k.site);
  }
}

/// Body of every GPU thread of a kernel-only launch.
void runKernelThread(void *record) {
  auto *rec = static_cast<uint64_t *>(record);
  const auto *k = reinterpret_cast<const wmc_kernel *>(rec[0]);
  uint64_t bufferSize = rec[1];
  // On this fiber's stack, not the heap: the kernel may never return.
  auto **argv = static_cast<void **>(__builtin_alloca(sizeof(void *) * (k->num_args + 1)));
  auto **local = static_cast<void **>(__builtin_alloca(sizeof(void *) * (k->num_args + 1)));
  for (uint32_t i = 0; i < k->num_args; ++i) {
    if (k->args[i].kind == WMC_KARG_LOCAL_PTR) {
      local[i] = __wmc_gpu_block_shared(const_cast<wmc_kernel_arg *>(&k->args[i]), bufferSize);
      argv[i] = &local[i];
    } else if (k->args[i].kind == WMC_KARG_STRUCT) {
      argv[i] = reinterpret_cast<void *>(rec[kSlots + i]); // the struct's bytes
    } else {
      argv[i] = &rec[kSlots + i];
    }
  }
  k->invoke(argv);
}

/// Bytes of a global-pointer argument's buffer: --wmc-buffer-size, and at
/// least one element per GPU thread of the launch, so that the usual
/// `p[global id]` stays inside it. An access past the end is out of bounds
/// (the heap's red zone), never an alias of the next buffer.
uint64_t bufferBytes(const Options &o, uint64_t elemSize) {
  uint64_t blocks = gpu::volume(o.grid), perBlock = gpu::volume(o.block);
  if (blocks > gpu::kMaxThreadsPerLaunch || perBlock > gpu::kMaxThreadsPerLaunch ||
      blocks * perBlock > gpu::kMaxThreadsPerLaunch)
    return o.bufferSize; // the launch itself is refused, with the limit's message
  return std::max(o.bufferSize, blocks * perBlock * elemSize);
}

/// A zeroed global buffer from T0's heap, named `name` in reports.
void *globalBuffer(Session &s, const wmc_kernel &k, const std::string &name, uint64_t elemSize) {
  const Options &o = s.options();
  void *buf = s.memory().allocate(s.current(), bufferBytes(o, elemSize), 64, /*zeroed=*/true);
  if (!buf)
    s.fatal("--wmc-buffer-size: the buffers do not fit the 64 MiB heap of T0", &k.site);
  s.memory().nameBlock(buf, name, elemSize);
  return buf;
}

/// A struct argument: zeroed bytes that live until the execution ends, each
/// pointer field pointing at a buffer of its own named `arg.field`.
void *structArgument(Session &s, const wmc_kernel &k, const wmc_kernel_arg &a,
                     const std::string &name) {
  // At least 16 bytes: clang's two-register pieces never read past them.
  auto *bytes = static_cast<unsigned char *>(s.gpu().keep(nullptr, std::max<uint64_t>(a.size, 16)));
  for (uint32_t f = 0; f < a.num_fields; ++f) {
    const wmc_kernel_field &field = a.fields[f];
    void *buf = globalBuffer(s, k, name + "." + field.name, field.elem_size);
    std::memcpy(bytes + field.offset, &buf, sizeof buf);
  }
  return bytes;
}

bool selected(const Options &o, const wmc_kernel &k) {
  return o.kernel.empty() || o.kernel == k.name;
}

} // namespace

extern "C" void __wmc_register_kernels(const wmc_kernel *table, uint64_t count) {
  pendingKernels().emplace_back(table, count);
}

namespace wmc::rt {

int runKernelHost(int, char **, char **) {
  Session &s = Session::get();
  RuntimeScope scope;
  const Options &o = s.options();
  const auto &kernels = s.gpu().kernels();
  // Everything is checked before the first launch; nothing below owns heap
  // memory across a launch or a join (the fiber may be abandoned there).
  size_t count = 0;
  for (const wmc_kernel *k : kernels)
    if (selected(o, *k)) {
      validate(s, *k);
      ++count;
    }
  if (count == 0) {
    std::string names;
    for (const wmc_kernel *k : kernels)
      names += (names.empty() ? "" : ", ") + std::string(k->name);
    s.fatal("--wmc-kernel=" + o.kernel + ": no such kernel (the program has: " + names + ")",
            nullptr);
  }
  wmc_dim3 grid{o.grid[0], o.grid[1], o.grid[2]}, block{o.block[0], o.block[1], o.block[2]};
  for (const wmc_kernel *k : kernels) {
    if (!selected(o, *k))
      continue;
    auto *rec = static_cast<uint64_t *>(s.gpu().keep(nullptr, 8 * (kSlots + k->num_args)));
    rec[0] = reinterpret_cast<uint64_t>(k);
    rec[1] = o.bufferSize;
    for (uint32_t i = 0; i < k->num_args; ++i) {
      const wmc_kernel_arg &a = k->args[i];
      std::string name = (count > 1 ? std::string(k->name) + "." : "") + argName(*k, i);
      if (a.kind == WMC_KARG_GLOBAL_PTR)
        rec[kSlots + i] = reinterpret_cast<uint64_t>(globalBuffer(s, *k, name, a.elem_size));
      else if (a.kind == WMC_KARG_STRUCT)
        rec[kSlots + i] = reinterpret_cast<uint64_t>(structArgument(s, *k, a, name));
      else if (a.kind == WMC_KARG_LOCAL_PTR)
        s.memory().blockShared().nameVariable(&a, name, a.elem_size);
    }
    for (const auto &[index, value] : o.kernelArgs) { // validated above; the last one wins
      const wmc_kernel_arg &a = k->args[index];
      a.kind == WMC_KARG_INT ? gpu::intArgBits(value, a.size, rec[kSlots + index])
                             : gpu::floatArgBits(value, a.size, rec[kSlots + index]);
    }
    // Dynamic shared memory (CUDA extern __shared__) of the buffer size, as
    // OpenCL's __local pointer arguments get.
    gpuLaunch(GpuLaunch{grid, block, &runKernelThread, rec, 0, o.bufferSize}, &k->site);
    __wmc_gpu_synchronize(&k->site);
  }
  return 0;
}

} // namespace wmc::rt
