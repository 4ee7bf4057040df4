#include "repair/TableEdits.h"

#include "repair/EditText.h"

namespace wmc::repair {

namespace {

std::string where(const Change &c) {
  return "line " + std::to_string(c.site.line) + " column " + std::to_string(c.site.col);
}

std::optional<SourceEdit> widenScope(const Change &c, const SourceRanges &r,
                                     const std::string &source, std::string &why) {
  if (!r.scope.valid()) {
    why = "no scope to widen is written at the operation at " + where(c);
    return std::nullopt;
  }
  std::string_view token(source.data() + r.scope.begin, r.scope.end - r.scope.begin);
  std::optional<std::string> replacement;
  switch (r.scopeSpelling) {
  case ScopeSpelling::Name:
    replacement = cudaScopedName(token, c.level);
    break;
  case ScopeSpelling::Argument:
  case ScopeSpelling::TemplateArgument:
    replacement = scopeConstant(token, c.level);
    break;
  case ScopeSpelling::MissingArgument:
    // OpenCL's default scope is the device's: only a wider one is written.
    if (c.level >= 2)
      replacement = ", " + std::string(openClScope(c.level));
    break;
  case ScopeSpelling::None:
    break;
  }
  if (!replacement) {
    why = "no scope to widen is written at the operation at " + where(c) + " (its scope is `" +
          std::string(token) + "`)";
    return std::nullopt;
  }
  return placedEdit(source, r.scope.begin, r.scope.end, std::move(*replacement), c);
}

std::optional<SourceEdit> strengthenOrder(const Change &c, const SourceRanges &r,
                                          const std::string &source, std::string &why) {
  if (!r.order.valid() || r.orderMissing) {
    why = "no memory order argument was found in the call at " + where(c);
    return std::nullopt;
  }
  std::string_view token(source.data() + r.order.begin, r.order.end - r.order.begin);
  std::optional<std::string> order = strongerOrder(token, c.kind, c.level);
  if (!order) {
    why = "the memory order argument at " + where(c) + " is `" + std::string(token) +
          "`, not a memory_order constant";
    return std::nullopt;
  }
  return placedEdit(source, r.order.begin, r.order.end, std::move(*order), c);
}

std::optional<SourceEdit> insertStatement(const Change &c, const SourceRanges &r,
                                          const std::string &source, std::string &why) {
  bool before = insertsBefore(c.kind);
  uint32_t at = before ? r.before : r.after;
  if (at == ByteRange::kNone || !r.stmt.valid() || at > source.size()) {
    why = std::string("no statement can go ") + (before ? "before" : "after") +
          " the operation at " + where(c) + ": " + describe(before ? r.noBefore : r.noAfter);
    return std::nullopt;
  }
  std::string statement = insertedStatement(c);
  SourceEdit e = placedEdit(source, at, at, before ? statement + " " : " " + statement, c);
  e.insertion = SourceEdit::Insertion{r.stmt.begin, r.stmt.end, r.braces, before};
  return e;
}

} // namespace

std::optional<SourceEdit> tableEditFor(const Change &c, const SourceRanges &r,
                                       const std::string &source, std::string &why) {
  // The table was made from the file as compiled: its position of the
  // operation must still be the site's line and column.
  std::optional<size_t> at = offsetOf(source, c.site.line, c.site.col);
  if (!at || *at != r.offset) {
    why = "the source file changed since it was compiled (the operation at " + where(c) +
          " is not where the site table puts it)";
    return std::nullopt;
  }
  if (r.ambiguous) {
    why = "several operations share " + where(c) + " (a macro expands them): no edit is made there";
    return std::nullopt;
  }
  for (ByteRange range : {r.expr, r.order, r.scope, r.stmt})
    if (range.valid() && range.end > source.size()) {
      why = "the source file is shorter than when it was compiled";
      return std::nullopt;
    }
  switch (c.kind) {
  case ChangeKind::WidenScope:
    return widenScope(c, r, source, why);
  case ChangeKind::ReleaseStore:
  case ChangeKind::AcquireLoad:
  case ChangeKind::ReleaseFence:
  case ChangeKind::AcquireFence:
    return strengthenOrder(c, r, source, why);
  case ChangeKind::FenceAfter:
  case ChangeKind::BarrierAfter:
  case ChangeKind::FenceBefore:
  case ChangeKind::BarrierBefore:
    return insertStatement(c, r, source, why);
  case ChangeKind::MakeAtomic:
    break;
  }
  why = "unknown change";
  return std::nullopt;
}

} // namespace wmc::repair
