// Emission of the constant wmc_site / wmc_loop descriptors and the strings
// they point to. Strings are shared per module; descriptors are one per
// instrumented instruction or loop.
#ifndef WMC_INSTRUMENT_SITES_H
#define WMC_INSTRUMENT_SITES_H

#include "llvm/ADT/StringMap.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugLoc.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/Module.h"

#include <string>
#include <utility>

#include "FieldNames.h"
#include "SiteRanges.h"

namespace llvm {
class Instruction;
class Loop;
} // namespace llvm

namespace wmc {

class SiteBuilder {
public:
  explicit SiteBuilder(llvm::Module &M);

  // A pointer to a new private `wmc_site` for instruction I.
  llvm::Constant *site(const llvm::Instruction &I, llvm::StringRef Text);
  // A pointer to a new private `wmc_loop` for loop L.
  llvm::Constant *loop(const llvm::Loop &L, bool Spin, bool Finite);
  // A pointer to a NUL-terminated private string, shared by equal contents.
  llvm::Constant *string(llvm::StringRef S);
  // A `wmc_site` value (not a pointer) for the definition of F.
  llvm::Constant *functionSite(const llvm::Function &F, llvm::StringRef Text);
  llvm::StructType *siteType() const { return SiteTy; }

  // Source-level name of F: its DISubprogram name, else its IR name.
  static llvm::StringRef sourceName(const llvm::Function &F);
  // Source-level name of GV: its DIGlobalVariable name, else its IR name.
  static llvm::StringRef sourceName(const llvm::GlobalVariable &GV);

private:
  llvm::Constant *siteInit(const llvm::DebugLoc &Loc, const llvm::Function &F, llvm::StringRef Text,
                           llvm::Constant *Field = nullptr);
  // The site's `dir`: Dir when File is relative, else null.
  llvm::Constant *directory(llvm::StringRef File, llvm::StringRef Dir);
  // The path a report shows for debug-info file File in directory Dir: the
  // main file as it was given on the command line; another file relative
  // to the compilation directory if it lies there, else absolute (clang
  // splits an absolute path at its common prefix with the compilation
  // directory, which is neither). Returns {file, dir}.
  std::pair<std::string, std::string> shownPath(llvm::StringRef File, llvm::StringRef Dir) const;
  // A pointer to a `wmc_field` for the struct field I accesses, or null.
  llvm::Constant *fieldOf(const llvm::Instruction &I);

  llvm::Module &M;
  llvm::StructType *SiteTy;
  llvm::StructType *LoopTy;
  llvm::StructType *FieldTy;
  FieldNamer Fields;
  SiteRangesTable Ranges;
  llvm::StringMap<llvm::Constant *> Strings;
};

} // namespace wmc

#endif // WMC_INSTRUMENT_SITES_H
