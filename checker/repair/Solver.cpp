#include "repair/Solver.h"

#include <z3++.h>

#include <algorithm>
#include <map>
#include <utility>

namespace wmc::repair {

std::string_view toString(ChangeKind k) {
  switch (k) {
  case ChangeKind::WidenScope:
    return "widen-scope";
  case ChangeKind::FenceAfter:
  case ChangeKind::FenceBefore:
    return "insert-fence";
  case ChangeKind::ReleaseStore:
    return "strengthen-store";
  case ChangeKind::AcquireLoad:
    return "strengthen-load";
  case ChangeKind::MakeAtomic:
    return "make-atomic";
  case ChangeKind::BarrierAfter:
  case ChangeKind::BarrierBefore:
    return "insert-barrier";
  case ChangeKind::ReleaseFence:
  case ChangeKind::AcquireFence:
    return "strengthen-fence";
  }
  return "?";
}

uint8_t levelCount(ChangeKind k) {
  switch (k) {
  case ChangeKind::WidenScope:
    return 2;
  case ChangeKind::FenceAfter:
  case ChangeKind::ReleaseStore:
  case ChangeKind::AcquireLoad:
  case ChangeKind::MakeAtomic:
  case ChangeKind::BarrierAfter:
  case ChangeKind::ReleaseFence:
  case ChangeKind::AcquireFence:
  case ChangeKind::FenceBefore:
  case ChangeKind::BarrierBefore:
    return 2;
  }
  return 0;
}

namespace {

using Slot = std::pair<SiteKey, ChangeKind>;

/// The Booleans of every (site, kind) a conflict mentions: one per level,
/// at most one of them true.
class Encoding {
public:
  explicit Encoding(z3::context &ctx) : ctx_(ctx) {}

  z3::expr encode(const Formula &f) {
    switch (f.op) {
    case Formula::Op::Atom: {
      const std::vector<z3::expr> &levels = slot(f.atom.site, f.atom.kind);
      z3::expr_vector enough(ctx_);
      for (size_t l = f.atom.level; l <= levels.size(); ++l)
        enough.push_back(levels[l - 1]);
      return enough.empty() ? ctx_.bool_val(false) : z3::mk_or(enough);
    }
    case Formula::Op::And:
    case Formula::Op::Or: {
      z3::expr_vector parts(ctx_);
      for (const Formula &p : f.parts)
        parts.push_back(encode(p));
      if (f.op == Formula::Op::And)
        return parts.empty() ? ctx_.bool_val(true) : z3::mk_and(parts);
      return parts.empty() ? ctx_.bool_val(false) : z3::mk_or(parts);
    }
    case Formula::Op::Not:
      return f.parts.empty() ? ctx_.bool_val(true) : !encode(f.parts.front());
    }
    return ctx_.bool_val(false);
  }

  const std::map<Slot, std::vector<z3::expr>> &slots() const { return slots_; }

private:
  const std::vector<z3::expr> &slot(const SiteKey &site, ChangeKind kind) {
    auto [it, fresh] = slots_.try_emplace(Slot{site, kind});
    if (fresh) {
      uint8_t n = levelCount(kind);
      for (uint8_t l = 1; l <= n; ++l)
        it->second.push_back(ctx_.bool_const(("c" + std::to_string(next_++)).c_str()));
    }
    return it->second;
  }

  z3::context &ctx_;
  std::map<Slot, std::vector<z3::expr>> slots_;
  unsigned next_ = 0;
};

} // namespace

std::optional<std::vector<Change>> solve(const std::vector<Conflict> &conflicts) {
  z3::context ctx;
  z3::optimize opt(ctx);
  Encoding enc(ctx);
  for (const Conflict &c : conflicts)
    opt.add(enc.encode(c.removedBy));
  z3::expr edits = ctx.int_val(0), strength = ctx.int_val(0), befores = ctx.int_val(0);
  int maxStrength = 0, maxBefores = 0;
  for (const auto &[slot, levels] : enc.slots()) {
    z3::expr_vector any(ctx);
    for (size_t i = 0; i < levels.size(); ++i) {
      any.push_back(levels[i]);
      for (size_t j = i + 1; j < levels.size(); ++j)
        opt.add(!(levels[i] && levels[j])); // one level per edit
      strength =
          strength + z3::ite(levels[i], ctx.int_val(static_cast<int>(i + 1)), ctx.int_val(0));
    }
    maxStrength += static_cast<int>(levels.size());
    // A statement inserted into an unbraced body also adds its braces: two
    // edits of the text.
    const SourceRanges *ranges = slot.first.ranges.get();
    int weight = isInsertion(slot.second) && ranges && ranges->braces ? 2 : 1;
    edits = edits + z3::ite(z3::mk_or(any), ctx.int_val(weight), ctx.int_val(0));
    if (insertsBefore(slot.second)) {
      befores = befores + z3::ite(z3::mk_or(any), ctx.int_val(1), ctx.int_val(0));
      ++maxBefores;
    }
  }
  // Lexicographic as one weighted sum: an edit outweighs any strength, and
  // strength any preference of an insertion after an operation to one
  // before the next (the same place, mostly). (Two objectives with Z3's
  // lexicographic priority returned a stronger change than needed on a
  // two-site choice.)
  opt.minimize(edits * ctx.int_val((maxStrength + 1) * (maxBefores + 1)) +
               strength * ctx.int_val(maxBefores + 1) + befores);
  if (opt.check() != z3::sat)
    return std::nullopt;
  z3::model m = opt.get_model();
  std::vector<Change> changes;
  for (const auto &[slot, levels] : enc.slots())
    for (size_t i = 0; i < levels.size(); ++i)
      if (m.eval(levels[i], true).is_true())
        changes.push_back(Change{slot.first, slot.second, static_cast<uint8_t>(i + 1)});
  return changes;
}

namespace {
bool mentions(const Formula &f, const Change &c) {
  if (f.op == Formula::Op::Atom)
    return f.atom.site == c.site && f.atom.kind == c.kind;
  for (const Formula &p : f.parts)
    if (mentions(p, c))
      return true;
  return false;
}
} // namespace

std::string reasonsFor(const Change &c, const std::vector<Conflict> &conflicts) {
  std::vector<std::string> seen;
  std::string out;
  for (const Conflict &k : conflicts)
    if (mentions(k.removedBy, c) && std::find(seen.begin(), seen.end(), k.reason) == seen.end()) {
      seen.push_back(k.reason);
      out += (out.empty() ? "" : "; ") + k.reason;
    }
  return out;
}

} // namespace wmc::repair
