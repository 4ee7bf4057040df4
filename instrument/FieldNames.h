// Source names of struct fields for the site table: the pointer of an access
// that selects fields with constant-index GEPs (`n->next`, `s.hdr.len`,
// `buf[i].next`) is named ".next" / ".hdr.len" from the debug info of the
// struct types, so reports can name heap and global objects by field.
#ifndef WMC_INSTRUMENT_FIELDNAMES_H
#define WMC_INSTRUMENT_FIELDNAMES_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"

#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class DICompositeType;
class DataLayout;
class Module;
class StructType;
class Value;
} // namespace llvm

namespace wmc {

struct FieldRef {
  std::string path; // ".next", ".hdr.len"
  uint64_t offset;  // of the field in the outermost struct of the path
  uint64_t size;    // of that struct
};

class FieldNamer {
public:
  explicit FieldNamer(const llvm::Module &M);

  // The field that an access of AccessSize bytes at Ptr addresses, or
  // nothing when Ptr is not a field of a struct whose debug type is known.
  std::optional<FieldRef> field(const llvm::Value *Ptr, uint64_t AccessSize) const;

private:
  const llvm::DICompositeType *debugType(llvm::StructType *T) const;

  const llvm::DataLayout &DL;
  // Debug struct/class/union types by qualified name ("node", "ns::Foo").
  llvm::StringMap<const llvm::DICompositeType *> ByName;
  mutable llvm::DenseMap<llvm::StructType *, const llvm::DICompositeType *> Cache;
};

} // namespace wmc

#endif // WMC_INSTRUMENT_FIELDNAMES_H
