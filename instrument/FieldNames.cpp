#include "FieldNames.h"

#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#include <vector>

using namespace llvm;

namespace wmc {

namespace {

// "ns::Outer::node" for a type nested in namespaces and classes.
std::string qualifiedName(const DICompositeType &T) {
  std::string Name = T.getName().str();
  for (const DIScope *S = T.getScope(); S; S = S->getScope()) {
    if (!isa<DINamespace, DICompositeType>(S) || S->getName().empty())
      break;
    Name = S->getName().str() + "::" + Name;
  }
  return Name;
}

// clang names IR struct types "struct.node", "class.ns::Foo", "union.U",
// with ".N" appended when a name is reused; the source name is in between.
std::optional<StringRef> sourceNameOf(StructType *T) {
  if (!T->hasName())
    return std::nullopt;
  StringRef Name = T->getName();
  if (!Name.consume_front("struct.") && !Name.consume_front("class.") &&
      !Name.consume_front("union."))
    return std::nullopt;
  // A ".N" suffix of digits marks a renamed duplicate.
  if (size_t Dot = Name.rfind('.');
      Dot != StringRef::npos &&
      Name.substr(Dot + 1).find_first_not_of("0123456789") == StringRef::npos)
    Name = Name.substr(0, Dot);
  if (Name.empty() || Name == "anon")
    return std::nullopt;
  return Name;
}

// The data member of T at byte `Offset` whose size is `Bytes`.
const DIDerivedType *memberAt(const DICompositeType &T, uint64_t Offset, uint64_t Bytes) {
  for (const DINode *E : T.getElements()) {
    const auto *M = dyn_cast<DIDerivedType>(E);
    if (!M || M->getTag() != dwarf::DW_TAG_member || M->isStaticMember() || M->isBitField() ||
        M->getName().empty())
      continue;
    if (M->getOffsetInBits() == Offset * 8 && M->getSizeInBits() == Bytes * 8)
      return M;
  }
  return nullptr;
}

// The struct type a member's type names, through typedefs and qualifiers.
const DICompositeType *compositeOf(const DIType *T) {
  while (const auto *D = dyn_cast_or_null<DIDerivedType>(T)) {
    if (D->getTag() != dwarf::DW_TAG_typedef && D->getTag() != dwarf::DW_TAG_const_type &&
        D->getTag() != dwarf::DW_TAG_volatile_type && D->getTag() != dwarf::DW_TAG_atomic_type)
      return nullptr;
    T = D->getBaseType();
  }
  return dyn_cast_or_null<DICompositeType>(T);
}

} // namespace

FieldNamer::FieldNamer(const Module &M) : DL(M.getDataLayout()) {
  DebugInfoFinder Finder;
  Finder.processModule(M);
  for (const DIType *T : Finder.types()) {
    const auto *C = dyn_cast<DICompositeType>(T);
    if (!C || C->getName().empty() || C->isForwardDecl())
      continue;
    unsigned Tag = C->getTag();
    if (Tag == dwarf::DW_TAG_structure_type || Tag == dwarf::DW_TAG_class_type ||
        Tag == dwarf::DW_TAG_union_type)
      ByName.try_emplace(qualifiedName(*C), C);
  }
}

const DICompositeType *FieldNamer::debugType(StructType *T) const {
  auto [It, Inserted] = Cache.try_emplace(T, nullptr);
  if (!Inserted)
    return It->second;
  std::optional<StringRef> Name = sourceNameOf(T);
  if (!Name || !T->isSized())
    return nullptr;
  auto Found = ByName.find(*Name);
  // The sizes must agree, or the IR type is not the debug type's layout
  // (e.g. a C++ base-class subobject type).
  if (Found != ByName.end() &&
      Found->second->getSizeInBits() == DL.getTypeAllocSize(T).getFixedValue() * 8)
    It->second = Found->second;
  return It->second;
}

std::optional<FieldRef> FieldNamer::field(const Value *Ptr, uint64_t AccessSize) const {
  // The GEPs that compute Ptr from one object, outermost first: `s.hdr.len`
  // selects .len in the result of selecting .hdr; `buf[i].next` indexes the
  // array, then selects .next. A GEP whose first index is not 0 does pointer
  // arithmetic, so the object its operand points into does not continue.
  std::vector<const GEPOperator *> Chain;
  for (const auto *G = dyn_cast<GEPOperator>(Ptr); G;
       G = dyn_cast<GEPOperator>(G->getPointerOperand())) {
    Chain.insert(Chain.begin(), G);
    const auto *First = dyn_cast<ConstantInt>(G->idx_begin()->get());
    if (!First || !First->isZero())
      break;
  }

  // Walk the type levels; the path starts at the first struct with a debug
  // type. `Exact` stays true while every index after that is a constant, so
  // offset is the field's place in that struct.
  FieldRef Ref{"", 0, 0};
  const DICompositeType *Debug = nullptr;
  bool Started = false, Exact = true;
  auto partial = [&]() -> std::optional<FieldRef> {
    if (Ref.path.empty())
      return std::nullopt;
    if (!Exact)
      Ref.size = 0; // the layout cannot place it; the report names it after
    return Ref;
  };
  for (const GEPOperator *G : Chain) {
    auto Idx = std::next(G->idx_begin());
    for (auto It = std::next(gep_type_begin(G)); Idx != G->idx_end(); ++Idx, ++It) {
      const auto *C = dyn_cast<ConstantInt>(Idx->get());
      StructType *S = It.getStructTypeOrNull();
      if (!S) { // an array level
        if (Started) {
          if (!C)
            return partial();
          Ref.offset +=
              C->getZExtValue() * DL.getTypeAllocSize(It.getIndexedType()).getFixedValue();
          Ref.path += "[" + std::to_string(C->getZExtValue()) + "]";
          Debug = nullptr; // the element's debug type is not followed
        }
        continue;
      }
      if (!Started) {
        Debug = debugType(S);
        if (!Debug)
          return std::nullopt;
        Started = true;
        Ref.size = DL.getTypeAllocSize(S).getFixedValue();
      }
      if (!Debug || !C)
        return partial();
      uint64_t FieldOffset = DL.getStructLayout(S)->getElementOffset(C->getZExtValue());
      Type *FieldTy = S->getElementType(C->getZExtValue());
      const DIDerivedType *Member =
          memberAt(*Debug, FieldOffset, DL.getTypeAllocSize(FieldTy).getFixedValue());
      if (!Member)
        return partial();
      Ref.path += "." + Member->getName().str();
      Ref.offset += FieldOffset;
      Debug = compositeOf(Member->getBaseType());
    }
  }

  // A pointer to a whole struct that is accessed with a smaller type
  // accesses its first field: clang folds `buf[3].value` and `h.a` (a
  // field at offset 0) to the address of the struct itself.
  Type *Cur = nullptr;
  if (!Chain.empty())
    Cur = Chain.back()->getResultElementType();
  else if (const auto *GV = dyn_cast<GlobalVariable>(Ptr))
    Cur = GV->getValueType();
  else if (const auto *AI = dyn_cast<AllocaInst>(Ptr))
    Cur = AI->getAllocatedType();
  while (auto *S = dyn_cast_or_null<StructType>(Cur)) {
    if (!S->isSized() || S->getNumElements() == 0 ||
        DL.getTypeAllocSize(S).getFixedValue() <= AccessSize)
      break;
    if (!Started) {
      Debug = debugType(S);
      if (!Debug)
        break;
      Started = true;
      Ref.size = DL.getTypeAllocSize(S).getFixedValue();
    }
    Type *First = S->getElementType(0);
    const DIDerivedType *Member =
        Debug ? memberAt(*Debug, 0, DL.getTypeAllocSize(First).getFixedValue()) : nullptr;
    if (!Member)
      break;
    Ref.path += "." + Member->getName().str();
    Debug = compositeOf(Member->getBaseType());
    Cur = First;
  }
  return partial();
}

} // namespace wmc
