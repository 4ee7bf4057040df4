// OpenCL C conversions convert_T[N][_sat][_rte|_rtz|_rtp|_rtn] in LLVM IR,
// with the spec's exact semantics, element by element for vectors:
// * float to integer rounds as named (default: toward zero), then converts
//   with saturation (NaN gives 0). Without _sat an out-of-range value is
//   implementation-defined; the saturated value is used, not LLVM poison.
// * integer or double to float rounds as named (default: to nearest even):
//   the nearest value is computed, compared exactly with the source, and
//   moved one ulp when it lies on the wrong side.
// * integer to integer wraps, or clamps to the destination range with _sat.
#ifndef WMC_INSTRUMENT_OPENCLCONVERT_H
#define WMC_INSTRUMENT_OPENCLCONVERT_H

#include "OpenClTypes.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"

#include <optional>

namespace wmc {

enum class Rounding : uint8_t { Default, Rte, Rtz, Rtp, Rtn };

// A parsed conversion name: `convert_uchar4_sat_rte`.
struct ConvertSpec {
  ClType To; // element code and lane count of the destination
  bool Sat = false;
  Rounding Round = Rounding::Default;
};

std::optional<ConvertSpec> parseConvertName(llvm::StringRef Base);

// X (a value of type From) converted as Spec says; the lane counts match.
llvm::Value *lowerConvert(llvm::IRBuilder<> &B, llvm::Value *X, ClType From,
                          const ConvertSpec &Spec);

} // namespace wmc

#endif // WMC_INSTRUMENT_OPENCLCONVERT_H
