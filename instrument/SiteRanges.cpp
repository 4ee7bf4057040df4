#include "SiteRanges.h"

#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Metadata.h"

using namespace llvm;

namespace wmc {

namespace {

// Record layout in the metadata: file, line, col, the 15 fields, variable,
// the 2 decl offsets.
constexpr unsigned kFieldsAt = 3, kVariableAt = kFieldsAt + 15, kDeclAt = kVariableAt + 1,
                   kOperands = kDeclAt + 2;

Metadata *number(LLVMContext &Ctx, uint32_t V) {
  return ConstantAsMetadata::get(ConstantInt::get(Type::getInt32Ty(Ctx), V));
}

uint32_t numberAt(const MDNode &N, unsigned I) {
  if (auto *C = mdconst::dyn_extract_or_null<ConstantInt>(N.getOperand(I)))
    return static_cast<uint32_t>(C->getZExtValue());
  return 0;
}

StringRef stringAt(const MDNode &N, unsigned I) {
  auto *S = dyn_cast_or_null<MDString>(N.getOperand(I));
  return S ? S->getString() : StringRef();
}

} // namespace

void writeSiteTable(Module &M, const std::vector<SiteRangesRecord> &records) {
  LLVMContext &Ctx = M.getContext();
  NamedMDNode *Table = M.getOrInsertNamedMetadata(kSiteTableMetadata);
  for (const SiteRangesRecord &R : records) {
    SmallVector<Metadata *, kOperands> Ops = {MDString::get(Ctx, R.file), number(Ctx, R.line),
                                              number(Ctx, R.col)};
    for (uint32_t F : R.fields)
      Ops.push_back(number(Ctx, F));
    Ops.push_back(MDString::get(Ctx, R.variable));
    for (uint32_t D : R.decl)
      Ops.push_back(number(Ctx, D));
    Table->addOperand(MDNode::get(Ctx, Ops));
  }
}

SiteRangesTable::SiteRangesTable(Module &M) : M(M) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  Type *Ptr = PointerType::getUnqual(Ctx);
  StructType *Range = StructType::get(Ctx, {I32, I32});
  // Layout of `struct wmc_site_ranges` in runtime/abi.h.
  RangesTy = StructType::get(
      Ctx, {I32, I32, Range, Range, Range, Range, I32, I32, I32, I32, I32, Ptr, Range});
  if (NamedMDNode *Table = M.getNamedMetadata(kSiteTableMetadata))
    for (const MDNode *N : Table->operands())
      if (N->getNumOperands() == kOperands)
        Records.try_emplace(Key{stringAt(*N, 0).str(), numberAt(*N, 1), numberAt(*N, 2)}, N);
}

Constant *SiteRangesTable::ranges(const std::string &file, uint32_t line, uint32_t col,
                                  function_ref<Constant *(StringRef)> string) {
  Key K{file, line, col};
  auto Found = Records.find(K);
  if (Found == Records.end())
    return nullptr;
  auto [It, Fresh] = Emitted.try_emplace(K, nullptr);
  if (!Fresh)
    return It->second;
  LLVMContext &Ctx = M.getContext();
  const MDNode &N = *Found->second;
  auto I32 = [&](unsigned At) { return ConstantInt::get(Type::getInt32Ty(Ctx), numberAt(N, At)); };
  StructType *Range = cast<StructType>(RangesTy->getElementType(2));
  auto RangeAt = [&](unsigned At) { return ConstantStruct::get(Range, {I32(At), I32(At + 1)}); };
  StringRef Variable = stringAt(N, kVariableAt);
  Constant *VariableName =
      Variable.empty()
          ? static_cast<Constant *>(ConstantPointerNull::get(PointerType::getUnqual(Ctx)))
          : string(Variable);
  constexpr unsigned F = kFieldsAt;
  Constant *Init = ConstantStruct::get(
      RangesTy, {I32(F), I32(F + 1), RangeAt(F + 2), RangeAt(F + 4), RangeAt(F + 6), RangeAt(F + 8),
                 I32(F + 10), I32(F + 11), I32(F + 12), I32(F + 13), I32(F + 14), VariableName,
                 RangeAt(kDeclAt)});
  auto *GV = new GlobalVariable(M, RangesTy, /*isConstant=*/true, GlobalValue::PrivateLinkage, Init,
                                "__wmc_ranges");
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  It->second = GV;
  return GV;
}

void SiteRangesTable::drop(Module &M) {
  if (NamedMDNode *Table = M.getNamedMetadata(kSiteTableMetadata))
    M.eraseNamedMetadata(Table);
}

} // namespace wmc
