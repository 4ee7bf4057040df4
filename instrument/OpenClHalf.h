// OpenCL C half-precision loads and stores: vload_half[N], vloada_halfN,
// vstore_half[N][_rte|_rtz|_rtp|_rtn], vstorea_halfN[_rtX]. Each half is a
// 2-byte memory access of its own (an ordinary load or store that the
// instrumenter turns into an event); the conversion half -> float is exact,
// float/double -> half rounds as the name says (default: to nearest even).
#ifndef WMC_INSTRUMENT_OPENCLHALF_H
#define WMC_INSTRUMENT_OPENCLHALF_H

#include "OpenClConvert.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"

#include <optional>

namespace wmc {

// A parsed name: `vstorea_half4_rtz`.
struct HalfAccessSpec {
  bool Store = false;
  bool Aligned = false;               // vloada_/vstorea_: a half3 occupies 4 halves
  unsigned Lanes = 1;                 // 1 (no suffix; not for the aligned forms), 2, 3, 4, 8, 16
  Rounding Round = Rounding::Default; // stores only
};

std::optional<HalfAccessSpec> parseHalfAccessName(llvm::StringRef Base);

// The halves' offset in bytes from p for an access at `offset` (an i64).
llvm::Value *halfByteOffset(llvm::IRBuilder<> &B, const HalfAccessSpec &S, llvm::Value *Offset);

// Reads S.Lanes halves at Addr (one 2-byte load each) as a float (vector).
llvm::Value *loadHalves(llvm::IRBuilder<> &B, const HalfAccessSpec &S, llvm::Value *Addr);

// Writes Data (float or double, S.Lanes lanes, of OpenCL type From) as
// halves at Addr, rounded as S says (one 2-byte store each).
void storeHalves(llvm::IRBuilder<> &B, const HalfAccessSpec &S, llvm::Value *Data, ClType From,
                 llvm::Value *Addr);

} // namespace wmc

#endif // WMC_INSTRUMENT_OPENCLHALF_H
