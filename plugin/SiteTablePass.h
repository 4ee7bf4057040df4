// Hands the site table of analysis/ (SiteTable.h) to the instrumentation:
// the AST consumer builds it at the end of the translation unit, before
// code generation; a module pass that runs right before wmc-instrument
// stores it as the module's `wmc.sites` metadata (instrument/SiteRanges.h),
// from which the pass gives every site its source ranges. As with
// PrivateArgsPass.h, both run in one clang invocation.
#ifndef WMC_PLUGIN_SITETABLEPASS_H
#define WMC_PLUGIN_SITETABLEPASS_H

#include "SiteRanges.h"

#include <memory>
#include <vector>

namespace llvm {
class PassBuilder;
}

namespace wmc::analysis {
struct SiteTable;
}

namespace wmc::plugin {

using SiteRecords = std::vector<SiteRangesRecord>;

/// The table's entries as the records the pass reads.
SiteRecords siteRecords(const analysis::SiteTable &table);

/// Adds, at the pipeline start, a pass storing `records` in the module; call
/// it before wmc::registerWmcPasses so that it runs first.
void registerSiteTablePass(llvm::PassBuilder &pb, std::shared_ptr<const SiteRecords> records);

} // namespace wmc::plugin

#endif
