// Whether the program uses the result of an operation: an atomic
// read-modify-write whose old value is unused is a blind update, which the
// explorer may reorder with other blind updates of the same kind.
#ifndef WMC_INSTRUMENT_UNUSEDRESULT_H
#define WMC_INSTRUMENT_UNUSEDRESULT_H

namespace llvm {
class Value;
} // namespace llvm

namespace wmc {

// True if nothing the program does depends on V: every (transitive) user is
// an instruction without side effects whose own result is unused in turn —
// such as the conversions of an inlined wrapper's return value before dead
// code elimination ran.
bool isResultUnused(const llvm::Value &V);

} // namespace wmc

#endif // WMC_INSTRUMENT_UNUSEDRESULT_H
