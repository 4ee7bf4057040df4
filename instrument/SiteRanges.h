// The plugin's site table in the module: the plugin (plugin/SiteTablePass)
// stores one record per source position as the named metadata `wmc.sites`
// before the pass runs; the pass gives each wmc_site whose debug location
// has a record a pointer to a constant wmc_site_ranges (runtime/abi.h), and
// drops the metadata. A module built without the plugin has no records:
// its sites have no ranges, and a repair finds its edits lexically.
#ifndef WMC_INSTRUMENT_SITERANGES_H
#define WMC_INSTRUMENT_SITERANGES_H

#include "llvm/IR/Constants.h"
#include "llvm/IR/Module.h"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <tuple>
#include <vector>

namespace wmc {

struct SiteRangesRecord {
  std::string file; ///< absolute path (the debug location's, made absolute)
  uint32_t line = 0, col = 0;
  // The fields of wmc_site_ranges, in order: offset, flags, expr, order,
  // scope, stmt (begin, end each), before, after, no_before, no_after,
  // scope_spelling; then `variable` and decl.
  std::array<uint32_t, 15> fields{};
  std::string variable;
  std::array<uint32_t, 2> decl{};
};

constexpr const char *kSiteTableMetadata = "wmc.sites";

/// Stores `records` as M's `wmc.sites` metadata.
void writeSiteTable(llvm::Module &M, const std::vector<SiteRangesRecord> &records);

/// Emits the wmc_site_ranges constants of M's `wmc.sites` records on demand.
class SiteRangesTable {
public:
  explicit SiteRangesTable(llvm::Module &M);
  /// A pointer to the ranges of the position (absolute file, line, column),
  /// or null when the table has none.
  llvm::Constant *ranges(const std::string &file, uint32_t line, uint32_t col,
                         llvm::function_ref<llvm::Constant *(llvm::StringRef)> string);
  llvm::StructType *type() const { return RangesTy; }
  /// Removes the metadata (the constants carry what the runtime needs).
  static void drop(llvm::Module &M);

private:
  using Key = std::tuple<std::string, uint32_t, uint32_t>;
  llvm::Module &M;
  llvm::StructType *RangesTy;
  std::map<Key, const llvm::MDNode *> Records;
  std::map<Key, llvm::Constant *> Emitted;
};

} // namespace wmc

#endif
