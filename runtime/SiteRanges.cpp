#include "runtime/SiteRanges.h"

namespace wmc::rt {

namespace {

// The checker's enums mirror abi.h's values (as analysis/'s do:
// plugin/SiteTablePass.cpp).
static_assert(static_cast<uint32_t>(NoPlace::None) == WMC_PLACE_OK &&
              static_cast<uint32_t>(NoPlace::NoStatement) == WMC_PLACE_NO_STATEMENT &&
              static_cast<uint32_t>(NoPlace::Macro) == WMC_PLACE_MACRO &&
              static_cast<uint32_t>(NoPlace::LoopHeader) == WMC_PLACE_LOOP_HEADER &&
              static_cast<uint32_t>(NoPlace::Condition) == WMC_PLACE_CONDITION &&
              static_cast<uint32_t>(NoPlace::Jump) == WMC_PLACE_JUMP &&
              static_cast<uint32_t>(NoPlace::Conditional) == WMC_PLACE_CONDITIONAL &&
              static_cast<uint32_t>(NoPlace::NotFirst) == WMC_PLACE_NOT_FIRST &&
              static_cast<uint32_t>(NoPlace::NotLast) == WMC_PLACE_NOT_LAST &&
              static_cast<uint32_t>(NoPlace::Ambiguous) == WMC_PLACE_AMBIGUOUS);
static_assert(static_cast<uint32_t>(ScopeSpelling::None) == WMC_SCOPE_SPELLING_NONE &&
              static_cast<uint32_t>(ScopeSpelling::Name) == WMC_SCOPE_SPELLING_NAME &&
              static_cast<uint32_t>(ScopeSpelling::Argument) == WMC_SCOPE_SPELLING_ARGUMENT &&
              static_cast<uint32_t>(ScopeSpelling::MissingArgument) == WMC_SCOPE_SPELLING_MISSING &&
              static_cast<uint32_t>(ScopeSpelling::TemplateArgument) ==
                  WMC_SCOPE_SPELLING_TEMPLATE);
static_assert(ByteRange::kNone == WMC_NO_OFFSET);

ByteRange rangeOf(const wmc_range &r) { return ByteRange{r.begin, r.end}; }

NoPlace noPlaceOf(uint32_t v) {
  return v <= WMC_PLACE_AMBIGUOUS ? static_cast<NoPlace>(v) : NoPlace::NoStatement;
}

} // namespace

std::shared_ptr<const SourceRanges> SiteRangesCache::get(const wmc_site_ranges *ranges) {
  if (!ranges)
    return nullptr;
  auto [it, fresh] = converted_.try_emplace(ranges);
  if (!fresh)
    return it->second;
  auto out = std::make_shared<SourceRanges>();
  out->offset = ranges->offset;
  out->expr = rangeOf(ranges->expr);
  out->order = rangeOf(ranges->order);
  out->scope = rangeOf(ranges->scope);
  out->stmt = rangeOf(ranges->stmt);
  out->orderMissing = ranges->flags & WMC_SITE_ORDER_MISSING;
  out->scopeSpelling = ranges->scope_spelling <= WMC_SCOPE_SPELLING_TEMPLATE
                           ? static_cast<ScopeSpelling>(ranges->scope_spelling)
                           : ScopeSpelling::None;
  out->before = ranges->before;
  out->after = ranges->after;
  out->noBefore = noPlaceOf(ranges->no_before);
  out->noAfter = noPlaceOf(ranges->no_after);
  out->braces = ranges->flags & WMC_SITE_BRACES;
  out->ambiguous = ranges->flags & WMC_SITE_AMBIGUOUS;
  out->variable = ranges->variable ? ranges->variable : "";
  out->compoundUpdate = ranges->flags & WMC_SITE_COMPOUND_UPDATE;
  out->decl = rangeOf(ranges->decl);
  it->second = out;
  return out;
}

} // namespace wmc::rt
