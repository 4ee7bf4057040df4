// OpenCL C 2.0 work-group collective functions: work_group_broadcast,
// work_group_all, work_group_any, work_group_reduce_{add,min,max} and
// work_group_scan_{inclusive,exclusive}_{add,min,max}. Every work-item of
// the group stores its value in its slot of a per-group scratch buffer,
// waits at a work-group barrier, reads the slots it needs (ordinary,
// instrumented accesses) and waits at a second barrier, so that the next
// collective cannot overwrite a slot still being read. A call that not
// every work-item reaches is therefore barrier divergence.
#ifndef WMC_INSTRUMENT_OPENCLCOLLECTIVES_H
#define WMC_INSTRUMENT_OPENCLCOLLECTIVES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"

#include <cstdint>
#include <optional>

namespace wmc {

struct CollectiveSpec {
  enum Kind : uint8_t { Broadcast, All, Any, Reduce, ScanInclusive, ScanExclusive } K;
  enum Op : uint8_t { None, Add, Min, Max } O = None;
};

// `work_group_scan_exclusive_max` and the like; nullopt for other names.
std::optional<CollectiveSpec> parseCollectiveName(llvm::StringRef Base);

// What the lowering needs from the runtime, built by the caller.
struct CollectiveRuntime {
  llvm::Value *LocalId;         // the calling work-item's linear id in its group (i64)
  llvm::Value *LocalSizes[3];   // the group's size in each dimension (i64)
  llvm::FunctionCallee Barrier; // void(site)
  llvm::FunctionCallee Scratch; // ptr(key, bytes): the group's instance
  llvm::Constant *Key;          // identifies the scratch buffer
  llvm::Constant *Site;
};

// The collective on X (the work-item's int, uint, long, ulong, float or
// double value; for Broadcast, Ids are the source's local ids, one to
// three). Splits CB's block; B's insertion point ends right before CB, in
// the block that continues after the collective. Null if the types do not
// fit (nothing is emitted then).
llvm::Value *lowerCollective(llvm::IRBuilder<> &B, llvm::CallBase &CB, const CollectiveSpec &S,
                             llvm::Value *X, bool Unsigned, llvm::ArrayRef<llvm::Value *> Ids,
                             const CollectiveRuntime &RT);

} // namespace wmc

#endif // WMC_INSTRUMENT_OPENCLCOLLECTIVES_H
