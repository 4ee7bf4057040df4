// Session::repair: the loop of docs/repair.md. Explore (keep-going) →
// collect conflicts → choose the fewest edits with Z3 → apply them as
// overrides → re-explore, until clean or no repair is found.
#include "runtime/Repair.h"
#include "runtime/Session.h"

#include "repair/Collect.h"
#include "repair/Solver.h"

#include <map>

namespace wmc::rt {

namespace {

constexpr uint32_t kMaxRounds = 4;

std::string scopeName(uint8_t level) {
  return level >= 2 ? "system" : level == 1 ? "device" : "block";
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

} // namespace

RepairOutcome Session::repair() {
  RepairOutcome out;
  std::vector<repair::Conflict> conflicts;
  std::map<std::string, std::string> sources; // file -> text, read once
  for (;;) {
    out.afterExecutions = executions(*explorer_);
    out.afterErrors = explorer_->errors().size();
    if (const auto &f = explorer_->fatal()) {
      out.reason = "the re-exploration stopped: " + *f;
      return out;
    }
    if (explorer_->errors().empty()) {
      out.status = out.rounds == 0 ? "not-needed" : "repaired";
      return out;
    }
    if (out.rounds == kMaxRounds) {
      out.reason = "errors remain after " + std::to_string(kMaxRounds) + " rounds";
      return out;
    }
    auto describer = makeDescriber();
    repair::Collected found = repair::collectConflicts(explorer_->errors(), *describer);
    if (!found.unrepairable.empty()) {
      out.reason = joined(found.unrepairable);
      return out;
    }
    // Keep the conflicts of earlier rounds: the new choice must remove them too.
    for (auto &c : found.conflicts)
      conflicts.push_back(std::move(c));
    auto changes = repair::solve(conflicts);
    if (!changes) {
      out.reason = "no set of scope widenings removes every conflict";
      return out;
    }
    out.edits.clear();
    for (const repair::Change &c : *changes) {
      auto [it, fresh] = sources.try_emplace(c.site.file);
      if (fresh) {
        auto text = repair::readFile(c.site.file);
        if (!text) {
          out.reason = "cannot read the source file " + c.site.file;
          return out;
        }
        it->second = std::move(*text);
      }
      std::string why;
      auto edit = repair::editFor(c, it->second, why);
      if (!edit) {
        out.reason = why;
        return out;
      }
      edit->reason = scopeName(c.level) + " scope removes the " + repair::reasonsFor(c, conflicts);
      out.edits.push_back(std::move(*edit));
    }
    overrides_.set(*changes);
    ++out.rounds;
    explorer_ = newExplorer();
    exploreAll();
  }
}

} // namespace wmc::rt
