#include "SiteTablePass.h"

#include "SiteTable.h"
#include "runtime/abi.h"

#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"

namespace wmc::plugin {

namespace {

using analysis::NoPlace;
using analysis::ScopeSpelling;

static_assert(static_cast<unsigned>(NoPlace::None) == WMC_PLACE_OK &&
              static_cast<unsigned>(NoPlace::NoStatement) == WMC_PLACE_NO_STATEMENT &&
              static_cast<unsigned>(NoPlace::Macro) == WMC_PLACE_MACRO &&
              static_cast<unsigned>(NoPlace::LoopHeader) == WMC_PLACE_LOOP_HEADER &&
              static_cast<unsigned>(NoPlace::Condition) == WMC_PLACE_CONDITION &&
              static_cast<unsigned>(NoPlace::Jump) == WMC_PLACE_JUMP &&
              static_cast<unsigned>(NoPlace::Conditional) == WMC_PLACE_CONDITIONAL &&
              static_cast<unsigned>(NoPlace::NotFirst) == WMC_PLACE_NOT_FIRST &&
              static_cast<unsigned>(NoPlace::NotLast) == WMC_PLACE_NOT_LAST &&
              static_cast<unsigned>(NoPlace::Ambiguous) == WMC_PLACE_AMBIGUOUS);
static_assert(static_cast<unsigned>(ScopeSpelling::None) == WMC_SCOPE_SPELLING_NONE &&
              static_cast<unsigned>(ScopeSpelling::Name) == WMC_SCOPE_SPELLING_NAME &&
              static_cast<unsigned>(ScopeSpelling::Argument) == WMC_SCOPE_SPELLING_ARGUMENT &&
              static_cast<unsigned>(ScopeSpelling::MissingArgument) == WMC_SCOPE_SPELLING_MISSING &&
              static_cast<unsigned>(ScopeSpelling::TemplateArgument) ==
                  WMC_SCOPE_SPELLING_TEMPLATE);

uint32_t offsetOf(const std::optional<analysis::SourcePos> &pos) {
  return pos ? pos->offset : WMC_NO_OFFSET;
}

void putSpan(const std::optional<analysis::SourceSpan> &span, uint32_t *out) {
  out[0] = span ? span->begin.offset : WMC_NO_OFFSET;
  out[1] = span ? span->end.offset : WMC_NO_OFFSET;
}

class RecordSiteTable : public llvm::PassInfoMixin<RecordSiteTable> {
public:
  explicit RecordSiteTable(std::shared_ptr<const SiteRecords> records)
      : records_(std::move(records)) {}

  llvm::PreservedAnalyses run(llvm::Module &m, llvm::ModuleAnalysisManager &) {
    if (records_->empty())
      return llvm::PreservedAnalyses::all();
    writeSiteTable(m, *records_);
    return llvm::PreservedAnalyses::none();
  }

private:
  std::shared_ptr<const SiteRecords> records_;
};

} // namespace

SiteRecords siteRecords(const analysis::SiteTable &table) {
  SiteRecords out;
  out.reserve(table.entries.size());
  for (const auto &[key, entry] : table.entries) {
    SiteRangesRecord r;
    std::tie(r.file, r.line, r.col) = key;
    uint32_t *f = r.fields.data();
    f[0] = offsetOf(entry.at);
    f[1] = (entry.ambiguous ? WMC_SITE_AMBIGUOUS : 0) | (entry.braces ? WMC_SITE_BRACES : 0) |
           (entry.compoundUpdate ? WMC_SITE_COMPOUND_UPDATE : 0) |
           (entry.orderMissing ? WMC_SITE_ORDER_MISSING : 0);
    putSpan(entry.expr, f + 2);
    putSpan(entry.order, f + 4);
    putSpan(entry.scope, f + 6);
    putSpan(entry.stmt, f + 8);
    f[10] = offsetOf(entry.before);
    f[11] = offsetOf(entry.after);
    f[12] = static_cast<uint32_t>(entry.noBefore);
    f[13] = static_cast<uint32_t>(entry.noAfter);
    f[14] = static_cast<uint32_t>(entry.scopeSpelling);
    r.variable = entry.variable;
    putSpan(entry.declType, r.decl.data());
    out.push_back(std::move(r));
  }
  return out;
}

void registerSiteTablePass(llvm::PassBuilder &pb, std::shared_ptr<const SiteRecords> records) {
  pb.registerPipelineStartEPCallback(
      [records](llvm::ModulePassManager &mpm, llvm::OptimizationLevel) {
        mpm.addPass(RecordSiteTable(records));
      });
}

} // namespace wmc::plugin
