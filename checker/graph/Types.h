// Basic vocabulary of execution graphs: thread ids, addresses, values, memory
// orders and scopes. Shared by every checker module; no dependencies.
#pragma once

#include <cstdint>
#include <string_view>

namespace wmc {

using ThreadId = uint32_t;
using Addr = uint64_t;
using Value = uint64_t;
using Stamp = uint64_t;
/// Opaque source position of an operation (the runtime passes a wmc_site*).
using SiteId = const void *;

/// C11 memory orders; `Plain` is a non-atomic access.
enum class MemOrder : uint8_t { Plain, Relaxed, Acquire, Release, AcqRel, SeqCst };

/// Scopes of scoped RC11 (GPUMC Fig. 3); CPU code uses System.
enum class Scope : uint8_t { System, Device, Block, Thread };

/// Where a thread runs, for scope inclusion. 0 is a CPU thread; a GPU thread
/// has kGpuPlace set, its kernel launch in bits 32..62 and its block (CUDA
/// thread block, OpenCL work-group) in bits 0..31. One simulated device.
using Place = uint64_t;
inline constexpr Place kCpuPlace = 0;
inline constexpr Place kGpuPlace = 1ull << 63;
inline constexpr Place gpuPlace(uint32_t launch, uint32_t block) {
  return kGpuPlace | (static_cast<Place>(launch & 0x7FFFFFFFu) << 32) | block;
}
inline constexpr bool isGpuPlace(Place p) { return (p & kGpuPlace) != 0; }
/// Does scope s of an access by thread tf (at place pf) include thread tt
/// (at place pt)? For a CPU thread, block scope contains only the thread
/// itself and device scope every CPU thread.
bool scopeIncludes(Scope s, ThreadId tf, Place pf, ThreadId tt, Place pt);

inline bool isAtLeastAcquire(MemOrder o) {
  return o == MemOrder::Acquire || o == MemOrder::AcqRel || o == MemOrder::SeqCst;
}
inline bool isAtLeastRelease(MemOrder o) {
  return o == MemOrder::Release || o == MemOrder::AcqRel || o == MemOrder::SeqCst;
}
inline bool isAtomic(MemOrder o) { return o != MemOrder::Plain; }

std::string_view toString(MemOrder o);
std::string_view toString(Scope s);

/// Read-modify-write operations; numbering matches enum wmc_rmw_op.
enum class RmwOp : uint8_t {
  Xchg, Add, Sub, And, Nand, Or, Xor, Max, Min, UMax, UMin, FAdd, FSub, FMax, FMin, UIncWrap,
  UDecWrap
};
std::string_view toString(RmwOp op);
/// New value of an RMW on `old` with `operand`, truncated to `size` bytes.
Value applyRmw(RmwOp op, Value old, Value operand, unsigned size);
/// Truncates v to size bytes.
Value truncate(Value v, unsigned size);

} // namespace wmc
