#include "OpenClHalf.h"

#include "llvm/ADT/STLExtras.h"

using namespace llvm;

namespace wmc {

std::optional<HalfAccessSpec> parseHalfAccessName(StringRef Base) {
  HalfAccessSpec S;
  if (Base.consume_front("vloada_half")) {
    S.Aligned = true;
  } else if (Base.consume_front("vstorea_half")) {
    S.Aligned = S.Store = true;
  } else if (Base.consume_front("vstore_half")) {
    S.Store = true;
  } else if (!Base.consume_front("vload_half")) {
    return std::nullopt;
  }
  StringRef Digits = Base.take_while([](char C) { return C >= '0' && C <= '9'; });
  Base = Base.drop_front(Digits.size());
  if (Digits.empty()) {
    if (S.Aligned) // there is no vloada_half / vstorea_half
      return std::nullopt;
  } else if (Digits.getAsInteger(10, S.Lanes) || !is_contained({2u, 3u, 4u, 8u, 16u}, S.Lanes)) {
    return std::nullopt;
  }
  if (Base.empty())
    return S;
  static constexpr std::pair<StringRef, Rounding> Modes[] = {{"_rte", Rounding::Rte},
                                                             {"_rtz", Rounding::Rtz},
                                                             {"_rtp", Rounding::Rtp},
                                                             {"_rtn", Rounding::Rtn}};
  auto It = find_if(Modes, [&](auto &M) { return M.first == Base; });
  if (!S.Store || It == std::end(Modes))
    return std::nullopt;
  S.Round = It->second;
  return S;
}

Value *halfByteOffset(IRBuilder<> &B, const HalfAccessSpec &S, Value *Offset) {
  // vloada_half3 / vstorea_half3 step by 4 halves, the others by Lanes.
  uint64_t Stride = S.Aligned && S.Lanes == 3 ? 4 : S.Lanes;
  return B.CreateMul(B.CreateZExtOrTrunc(Offset, B.getInt64Ty()), B.getInt64(2 * Stride));
}

namespace {

// The alignment of half I: the aligned forms' first half has the vector's.
Align halfAlign(const HalfAccessSpec &S, unsigned I) {
  uint64_t VectorBytes = 2 * (S.Lanes == 3 ? 4 : S.Lanes);
  return S.Aligned ? commonAlignment(Align(VectorBytes), 2 * I) : Align(2);
}

} // namespace

Value *loadHalves(IRBuilder<> &B, const HalfAccessSpec &S, Value *Addr) {
  Type *F = B.getFloatTy();
  Value *Out = S.Lanes == 1 ? nullptr : PoisonValue::get(FixedVectorType::get(F, S.Lanes));
  for (unsigned I = 0; I < S.Lanes; ++I) {
    Value *P = B.CreateConstGEP1_64(B.getInt8Ty(), Addr, 2 * I);
    Value *Bits = B.CreateAlignedLoad(B.getInt16Ty(), P, halfAlign(S, I));
    Value *V = B.CreateFPExt(B.CreateBitCast(Bits, B.getHalfTy()), F); // exact
    Out = Out ? B.CreateInsertElement(Out, V, I) : V;
  }
  return Out;
}

void storeHalves(IRBuilder<> &B, const HalfAccessSpec &S, Value *Data, ClType From, Value *Addr) {
  ConvertSpec Spec{ClType{'H', S.Lanes}, false, S.Round};
  Value *H = lowerConvert(B, Data, From, Spec);
  for (unsigned I = 0; I < S.Lanes; ++I) {
    Value *V = S.Lanes == 1 ? H : B.CreateExtractElement(H, I);
    Value *P = B.CreateConstGEP1_64(B.getInt8Ty(), Addr, 2 * I);
    B.CreateAlignedStore(B.CreateBitCast(V, B.getInt16Ty()), P, halfAlign(S, I));
  }
}

} // namespace wmc
