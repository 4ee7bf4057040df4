// The repair of scripted explorations (test/unit/support): a Describer that
// names script instruction i of thread t "t.c" line 100*t + i + 1, the
// conflicts of an exploration solved, and the chosen changes applied back to
// the script.
#pragma once

#include "repair/Collect.h"
#include "repair/Solver.h"
#include "support/Script.h"

#include <string>
#include <vector>

namespace wmc::repair {

/// Names instruction i of script thread t "t.c" line 100*t + i + 1 (or,
/// `simt`, line i + 1 in every thread: GPU threads running one kernel).
class ScriptDescriber final : public Describer {
public:
  explicit ScriptDescriber(const test::Script &s) : s_(s) {}
  SiteInfo site(SiteId id) const override;
  std::string location(Addr, SiteId, bool) const override { return "x"; }
  std::string variable(Addr a) const override;
  /// The global variable of each location (none past the end).
  std::vector<std::string> globals;
  bool simt = false;

private:
  const test::Script &s_;
};

/// The change `kind` to `level` at line `line` of "t.c".
Change at(uint32_t line, ChangeKind kind, uint8_t level);
/// Global `variable` made atomic.
Change atomic(const std::string &variable, uint8_t level);

struct Outcome {
  std::vector<Change> changes;
  std::vector<std::string> unrepairable;
};

/// Explores `s` under `model` (keep-going), collects its conflicts and
/// solves them.
Outcome repairOf(const test::Script &s, std::string_view model,
                 std::vector<std::string> globals = {}, bool simt = false);

/// `s` with the order changes (strengthen-*, not scopes, fences or atomics)
/// made at their instructions, as the runtime's overrides make them.
test::Script withChanges(test::Script s, const std::vector<Change> &changes);

/// The number of instructions `changes` edit (a read-modify-write's
/// release and acquire are one order argument: one edit).
size_t editedInstructions(const std::vector<Change> &changes);

} // namespace wmc::repair
