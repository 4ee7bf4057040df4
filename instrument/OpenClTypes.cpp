#include "OpenClTypes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstrTypes.h"

using namespace llvm;

namespace wmc {

unsigned ClType::bits() const {
  switch (Code) {
  case 'c':
  case 'h':
    return 8;
  case 's':
  case 't':
  case 'H':
    return 16;
  case 'i':
  case 'j':
  case 'f':
    return 32;
  default:
    return 64;
  }
}

Type *ClType::elementType(LLVMContext &Ctx) const {
  if (Code == 'f')
    return Type::getFloatTy(Ctx);
  if (Code == 'd')
    return Type::getDoubleTy(Ctx);
  if (Code == 'H')
    return Type::getHalfTy(Ctx);
  return IntegerType::get(Ctx, bits());
}

Type *ClType::type(LLVMContext &Ctx) const {
  Type *E = elementType(Ctx);
  return Lanes == 1 ? E : FixedVectorType::get(E, Lanes);
}

char clTypeCode(StringRef Name) {
  static constexpr std::pair<StringRef, char> Names[] = {
      {"char", 'c'}, {"uchar", 'h'}, {"short", 's'}, {"ushort", 't'}, {"int", 'i'},
      {"uint", 'j'}, {"long", 'l'},  {"ulong", 'm'}, {"float", 'f'},  {"double", 'd'}};
  for (auto [N, C] : Names)
    if (N == Name)
      return C;
  return 0;
}

namespace {

bool isCode(char C) { return StringRef("chstijlmfd").contains(C); }

bool consumeNumber(StringRef &S, unsigned &N) { return !S.consumeInteger(10, N); }

// One scalar or vector type (`i`, `Dv4_f`) at the front of S.
std::optional<ClType> parseValueType(StringRef &S) {
  if (S.consume_front("Dv")) {
    unsigned N = 0;
    if (!consumeNumber(S, N) || !S.consume_front("_") || S.empty() || !isCode(S[0]))
      return std::nullopt;
    ClType T{S[0], N};
    S = S.drop_front();
    return T;
  }
  if (S.consume_front("Dh"))
    return ClType{'H', 1};
  if (S.empty() || !isCode(S[0]))
    return std::nullopt;
  ClType T{S[0], 1};
  S = S.drop_front();
  return T;
}

} // namespace

std::optional<SmallVector<ClType, 4>> parseClParams(StringRef S) {
  unsigned Len = 0;
  if (!S.consume_front("_Z") || !consumeNumber(S, Len) || S.size() < Len)
    return std::nullopt;
  S = S.drop_front(Len);
  SmallVector<ClType, 4> Params;
  // Substitution candidates in order; only vector types are tracked, so a
  // substitution after a pointer (which adds candidates of its own) fails.
  SmallVector<ClType, 4> Subs;
  bool SubsExact = true;
  while (!S.empty()) {
    if (S.consume_front("S")) {
      unsigned I = 0;
      if (!S.consume_front("_")) {
        if (S.empty() || !isDigit(S[0]))
          return std::nullopt; // base-36 indices beyond 9 do not occur here
        I = S[0] - '0' + 1;
        S = S.drop_front();
        if (!S.consume_front("_"))
          return std::nullopt;
      }
      if (!SubsExact || I >= Subs.size())
        return std::nullopt;
      Params.push_back(Subs[I]);
      continue;
    }
    if (S.consume_front("P")) {
      bool PointeeSubsExact = SubsExact;
      SubsExact = false;
      // Address-space (U<len><name>) and cv qualifiers of the pointee.
      for (;;) {
        if (S.consume_front("U")) {
          unsigned N = 0;
          if (!consumeNumber(S, N) || S.size() < N)
            return std::nullopt;
          S = S.drop_front(N);
        } else if (!S.consume_front("K") && !S.consume_front("V") && !S.consume_front("r")) {
          break;
        }
      }
      // The pointee may be an earlier vector type (`Dv4_fPU9CLgenericS_`).
      if (S.consume_front("S_")) {
        if (!PointeeSubsExact || Subs.empty())
          return std::nullopt;
        Params.push_back(Subs[0]);
        continue;
      }
    }
    bool Vector = S.starts_with("Dv");
    std::optional<ClType> T = parseValueType(S);
    if (!T)
      return std::nullopt;
    if (Vector)
      Subs.push_back(*T);
    Params.push_back(*T);
  }
  return Params;
}

namespace {

// V reinterpreted as T where V's bits hold T's lanes first (padding after).
Value *reshape(IRBuilder<> &B, Value *V, Type *T) {
  if (V->getType() == T)
    return V;
  unsigned Have = V->getType()->getPrimitiveSizeInBits().getFixedValue();
  Type *E = T->getScalarType();
  unsigned EBits = E->getPrimitiveSizeInBits().getFixedValue();
  unsigned Lanes = isa<FixedVectorType>(T) ? cast<FixedVectorType>(T)->getNumElements() : 1;
  if (Have == 0 || EBits == 0 || Have % EBits != 0 || Have / EBits < Lanes)
    return nullptr;
  unsigned M = Have / EBits;
  Value *W = B.CreateBitCast(V, M == 1 ? E : FixedVectorType::get(E, M));
  if (M == Lanes)
    return W;
  if (Lanes == 1)
    return B.CreateExtractElement(W, uint64_t(0));
  SmallVector<int, 16> Mask;
  for (unsigned I = 0; I < Lanes; ++I)
    Mask.push_back(I);
  return B.CreateShuffleVector(W, Mask);
}

} // namespace

Value *logicalArg(IRBuilder<> &B, CallBase &CB, unsigned I, Type *T) {
  if (I >= CB.arg_size())
    return nullptr;
  Value *V = CB.getArgOperand(I);
  if (V->getType() == T)
    return V;
  if (V->getType()->isPointerTy()) {
    if (!CB.paramHasAttr(I, Attribute::ByVal))
      return nullptr;
    return B.CreateAlignedLoad(T, V, CB.getParamAlign(I).valueOrOne());
  }
  return reshape(B, V, T);
}

Value *coerceResult(IRBuilder<> &B, Value *V, Type *Ret) {
  if (V->getType() == Ret)
    return V;
  unsigned Want = Ret->getPrimitiveSizeInBits().getFixedValue();
  auto *VT = dyn_cast<FixedVectorType>(V->getType());
  unsigned EBits = V->getType()->getScalarSizeInBits();
  if (Want == 0 || EBits == 0 || Want % EBits != 0)
    return nullptr;
  unsigned M = Want / EBits, Lanes = VT ? VT->getNumElements() : 1;
  if (M < Lanes || !VT)
    return M == 1 ? B.CreateBitCast(V, Ret) : nullptr;
  if (M > Lanes) { // pad (a char3 is returned in an i32)
    SmallVector<int, 16> Mask;
    for (unsigned I = 0; I < M; ++I)
      Mask.push_back(I < Lanes ? int(I) : -1);
    V = B.CreateShuffleVector(V, Mask);
  }
  return B.CreateBitCast(V, Ret);
}

} // namespace wmc
