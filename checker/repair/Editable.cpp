#include "repair/Editable.h"

#include "repair/SourceEdit.h"

namespace wmc::repair {

bool EditableChanges::editable(const Change &c) {
  auto [it, fresh] = known_.try_emplace(c, true);
  if (!fresh)
    return it->second;
  auto [src, read] = sources_.try_emplace(c.site.file);
  if (read)
    src->second = readFile(c.site.file);
  std::string why;
  if (src->second)
    it->second = editFor(c, *src->second, why).has_value();
  return it->second;
}

Formula EditableChanges::prune(const Formula &f) {
  switch (f.op) {
  case Formula::Op::Atom:
    return editable(f.atom) ? f : Formula::any({});
  case Formula::Op::And:
  case Formula::Op::Or:
  case Formula::Op::Not: {
    Formula out{f.op, f.atom, {}};
    for (const Formula &p : f.parts)
      out.parts.push_back(prune(p));
    return out;
  }
  }
  return f;
}

} // namespace wmc::repair
