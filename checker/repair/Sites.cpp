#include "repair/Sites.h"

#include "repair/AtomicDeclaration.h"
#include "repair/Collect.h"
#include "repair/SourceEdit.h"

#include <algorithm>

namespace wmc::repair {

SiteKey keyOf(const Describer &d, SiteId site) {
  SiteInfo info = d.site(site);
  return SiteKey{sourcePath(info.file, info.dir), info.line, info.col, "", info.ranges};
}

bool hasSourceLine(const Describer &d, const Event &e) {
  return e.site && d.site(e.site).line != 0;
}

uint8_t neededLevel(const Graph &g, ThreadId t, ThreadId other) {
  for (uint8_t level = 0; level <= 2; ++level)
    if (scopeIncludes(scopeOfLevel(level), t, g.placeOf(t), other, g.placeOf(other)))
      return level;
  return 3;
}

std::optional<Formula> makeAtomic(const Describer &d, const Event &e, uint8_t level,
                                  std::string &why) {
  std::string name = d.variable(e.addr);
  if (name.empty()) {
    why = d.location(e.addr, e.site, false) + " is not a global variable that could be made atomic";
    return std::nullopt;
  }
  SiteInfo info = d.site(e.site);
  if (!e.site || info.line == 0) {
    why = "an access of " + name + " has no source location (compile with -g)";
    return std::nullopt;
  }
  std::string file = sourcePath(info.file, info.dir);
  if (!hasAtomicDeclarations(file, why))
    return std::nullopt;
  // The site table's entry of an access that names the variable has its
  // declaration's range.
  std::shared_ptr<const SourceRanges> ranges =
      info.ranges && info.ranges->variable == name ? info.ranges : nullptr;
  // A declaration the edit cannot change (CUDA without <cuda/atomic>, an
  // address taken...) is no option. (An unreadable file is left to the
  // edit, which says so.)
  if (auto source = readFile(file);
      source && !atomicDeclaration(file, *source, name, ranges.get(), why))
    return std::nullopt;
  return Formula::needs(
      Change{SiteKey{file, 0, 0, name, std::move(ranges)}, ChangeKind::MakeAtomic, level});
}

Formula alwaysHolds() { return Formula::all({}); }

bool holdsAlways(const Formula &f) { return f.op == Formula::Op::And && f.parts.empty(); }

Formula allOf(std::vector<Formula> parts) {
  std::erase_if(parts, holdsAlways);
  return parts.size() == 1 ? std::move(parts.front()) : Formula::all(std::move(parts));
}

Formula anyOf(std::vector<Formula> parts) {
  if (std::any_of(parts.begin(), parts.end(), holdsAlways))
    return alwaysHolds();
  return parts.size() == 1 ? std::move(parts.front()) : Formula::any(std::move(parts));
}

} // namespace wmc::repair
