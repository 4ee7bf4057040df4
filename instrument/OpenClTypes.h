// OpenCL C scalar and vector types of builtin parameters, read from the
// Itanium-mangled builtin name, and the x86-64 calling convention's coercion
// of vector values: clang passes a char2 as an i16, a float2 as a double, a
// short3 as a double, a float8 through a byval pointer. The lowering works
// on the real (logical) vector values and converts at the call's edges.
#ifndef WMC_INSTRUMENT_OPENCLTYPES_H
#define WMC_INSTRUMENT_OPENCLTYPES_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/IRBuilder.h"

#include <optional>

namespace wmc {

// An OpenCL scalar (Lanes 1) or vector type of the integer and float kinds.
struct ClType {
  char Code = 0; // Itanium builtin code: c h s t i j l m f d, and H for half (`Dh`)
  unsigned Lanes = 1;

  bool isFloat() const { return Code == 'f' || Code == 'd' || Code == 'H'; }
  bool isUnsigned() const { return Code == 'h' || Code == 't' || Code == 'j' || Code == 'm'; }
  unsigned bits() const;
  llvm::Type *elementType(llvm::LLVMContext &Ctx) const;
  llvm::Type *type(llvm::LLVMContext &Ctx) const; // the element, or a vector of Lanes
};

// The element code of an OpenCL type name (`uchar` -> 'h'), 0 if unknown.
char clTypeCode(llvm::StringRef Name);

// The parameter types of a mangled builtin (`_Z6selectDv2_fS_Dv2_i`), for
// scalars, vectors and pointers to them (a pointer yields its pointee).
// Nullopt for anything else.
std::optional<llvm::SmallVector<ClType, 4>> parseClParams(llvm::StringRef Mangled);

// Argument I of CB as a value of the logical type T, undoing the calling
// convention's coercion. Null if the argument cannot be read so.
llvm::Value *logicalArg(llvm::IRBuilder<> &B, llvm::CallBase &CB, unsigned I, llvm::Type *T);

// V (of a logical type) as a value of the call's IR return type Ret. Null if
// the sizes do not allow it.
llvm::Value *coerceResult(llvm::IRBuilder<> &B, llvm::Value *V, llvm::Type *Ret);

} // namespace wmc

#endif // WMC_INSTRUMENT_OPENCLTYPES_H
