// Session::repair: the loop of docs/repair.md. Explore (keep-going) →
// collect conflicts → choose the fewest edits with Z3 → apply them as
// overrides → re-explore, until clean or no repair is found.
#include "runtime/Repair.h"
#include "runtime/Session.h"

#include "repair/Collect.h"
#include "repair/Solver.h"

#include <algorithm>
#include <map>

namespace wmc::rt {

namespace {

constexpr uint32_t kMaxRounds = 4;

/// Why an edit is there, for the fix-it's message.
std::string reasonOf(const repair::Change &c, const std::string &conflicts) {
  switch (c.kind) {
  case repair::ChangeKind::WidenScope:
    return (c.level >= 2 ? "system" : "device") + std::string(" scope removes the ") + conflicts;
  case repair::ChangeKind::ReleaseStore:
  case repair::ChangeKind::AcquireLoad: {
    bool store = c.kind == repair::ChangeKind::ReleaseStore;
    std::string what = store ? " on this store" : " on this load";
    if (c.level >= 2) // a cycle whose accesses are all seq_cst is forbidden
      return "seq_cst" + what + " (with the other accesses of the cycle) forbids the " + conflicts;
    return (store ? "release" : "acquire") + what + " makes the flag synchronise, removing the " +
           conflicts;
  }
  case repair::ChangeKind::MakeAtomic:
    // The explored program: the weakest order that suffices; the declared
    // atomic's plain-syntax accesses are seq_cst, stronger still.
    return "every access of " + c.site.variable + " atomic (" +
           (c.level >= 2 ? "release/acquire" : "relaxed") + " suffices) removes the " + conflicts;
  case repair::ChangeKind::ReleaseFence:
  case repair::ChangeKind::AcquireFence: {
    bool release = c.kind == repair::ChangeKind::ReleaseFence;
    std::string order = c.level >= 2 ? "seq_cst" : release ? "release" : "acquire";
    return order + " on this fence makes the flag synchronise, removing the " + conflicts;
  }
  case repair::ChangeKind::BarrierAfter:
  case repair::ChangeKind::BarrierBefore:
    return std::string("a block barrier ") +
           (c.kind == repair::ChangeKind::BarrierAfter ? "after" : "before") +
           " this statement, which every thread of the block reaches, removes the " + conflicts;
  case repair::ChangeKind::FenceAfter:
    return (c.level >= 2 ? "a full fence" : "a store-store fence") +
           std::string(" after this store forbids the store-buffer reordering behind: ") +
           conflicts;
  case repair::ChangeKind::FenceBefore:
    return (c.level >= 2 ? "a full fence" : "a store-store fence") +
           std::string(" before this statement forbids the store-buffer reordering behind: ") +
           conflicts;
  }
  return conflicts;
}

uint64_t executions(const Explorer &ex) {
  const auto &st = ex.stats();
  return st.complete + st.blocked + st.erroneous;
}

std::string joined(const std::vector<std::string> &lines) {
  std::string out;
  for (const auto &l : lines)
    out += (out.empty() ? "" : "; ") + l;
  return out;
}

/// A repair that was not found: the edits tried last do not repair, so
/// none is shown.
RepairOutcome notFound(RepairOutcome out, std::string reason) {
  out.reason = std::move(reason);
  out.edits.clear();
  return out;
}

} // namespace

RepairOutcome Session::repair() {
  RepairOutcome out;
  std::vector<repair::Conflict> conflicts;
  std::map<std::string, std::string> sources; // file -> text, read once
  std::vector<repair::Change> applied;
  for (;;) {
    out.afterExecutions = executions(*explorer_);
    out.afterErrors = explorer_->errors().size();
    if (const auto &f = explorer_->fatal())
      return notFound(std::move(out), "the re-exploration stopped: " + *f);
    if (explorer_->errors().empty()) {
      out.status = out.rounds == 0 ? "not-needed" : "repaired";
      return out;
    }
    if (out.rounds == kMaxRounds)
      return notFound(std::move(out),
                      "errors remain after " + std::to_string(kMaxRounds) + " rounds");
    auto describer = makeDescriber();
    repair::Collected found =
        repair::collectConflicts(explorer_->errors(), *describer, opts_.model, applied);
    // Errors no kind repairs may still be consequences of ones it does (a
    // plain read racing because a block-scope flag did not synchronise):
    // repair those, and see what the re-exploration still shows.
    if (found.conflicts.empty())
      return notFound(std::move(out), joined(found.unrepairable));
    // Keep the conflicts of earlier rounds: the new choice must remove them too.
    for (auto &c : found.conflicts)
      conflicts.push_back(std::move(c));
    auto changes = repair::solve(conflicts);
    if (!changes) {
      std::vector<std::string> reasons;
      for (const auto &c : conflicts)
        if (std::find(reasons.begin(), reasons.end(), c.reason) == reasons.end())
          reasons.push_back(c.reason);
      return notFound(std::move(out),
                      "no set of changes removes every conflict: " + joined(reasons));
    }
    if (*changes == applied)
      return notFound(std::move(out),
                      "the chosen edits do not remove every error: " +
                          joined(found.unrepairable.empty() ? std::vector<std::string>{"they recur"}
                                                            : found.unrepairable));
    applied = *changes;
    out.edits.clear();
    for (const repair::Change &c : *changes) {
      auto [it, fresh] = sources.try_emplace(c.site.file);
      if (fresh) {
        auto text = repair::readFile(c.site.file);
        if (!text)
          return notFound(std::move(out), "cannot read the source file " + c.site.file);
        it->second = std::move(*text);
      }
      std::string why;
      auto edit = repair::editFor(c, it->second, why);
      if (!edit)
        return notFound(std::move(out), why);
      edit->reason = reasonOf(c, repair::reasonsFor(c, conflicts));
      // Sites whose scope is one declaration (x.load and x.store of one
      // atomic_ref) share its edit; a read-modify-write's release and
      // acquire are one order argument.
      bool same = std::any_of(out.edits.begin(), out.edits.end(),
                              [&](auto &e) { return repair::mergeSameEdit(e, *edit); });
      if (!same)
        out.edits.push_back(std::move(*edit));
    }
    // Statements inserted next to one statement: one edit at each end, in
    // braces when it is an unbraced body.
    out.edits = repair::combineInsertions(std::move(out.edits), sources);
    overrides_.set(*changes);
    ++out.rounds;
    explorer_ = newExplorer();
    exploreAll();
  }
}

} // namespace wmc::rt
