// The report is data: built once from the explorer's results, then rendered
// as text or JSON by separate functions. Source positions and location names
// come from a Describer (the runtime knows sites and variable names; the
// checker does not).
#pragma once

#include "explore/Explorer.h"
#include "report/SourceRanges.h"

#include <memory>

#include <optional>
#include <string>
#include <vector>

namespace wmc {

struct SiteInfo {
  std::string file;
  std::string dir; ///< the compilation directory when `file` is relative (repairs read the file)
  unsigned line = 0;
  unsigned col = 0;
  std::string function;
  std::string text;
  /// From the plugin's site table; null when the binary has none.
  std::shared_ptr<const SourceRanges> ranges;
};

class Describer {
public:
  virtual ~Describer() = default;
  virtual SiteInfo site(SiteId id) const = 0;
  /// Readable name of the location an access at `site` touches ("x",
  /// "flag[1]", "buf[3].next", "heap#2(T0.1)+8").
  virtual std::string location(Addr a, SiteId site, bool mutex) const = 0;
  /// The name of the global variable that contains `a` ("" if none): a
  /// repair may change its declaration.
  virtual std::string variable(Addr) const { return {}; }
  /// Is `a` in GPU block-shared memory (__shared__, __local)?
  virtual bool blockShared(Addr) const { return false; }
};

struct ReportEvent {
  std::string thread;
  uint32_t index = 0;
  std::string op;       ///< "load", "store", "rmw", "cas", "fence", "lock", ...
  std::string order;    ///< "na", "rlx", "acq", ... ("" for non-memory events)
  /// A `volatile` access that the model reads as the atomic `order` (SRC11's
  /// PTX reading of CUDA volatile): shown as "rlx,volatile".
  bool volatileAtomic = false;
  std::string location; ///< "" for non-memory events
  bool hasValue = false;
  uint64_t value = 0;
  std::string valueText; ///< the value as the program sees it ("7", "2.5")
  bool floating = false; ///< valueText is a floating-point number
  std::string file;
  unsigned line = 0;
  std::string readsFrom; ///< reads: "INIT" or "T0.2#3"
  std::string note;      ///< human explanation (stale read, ...)
  std::string dir;       ///< the compilation directory when `file` is relative
};

struct ReportThread {
  std::string name;
  std::vector<ReportEvent> events;
};

struct ReportError {
  std::string kind;
  std::string message;
  std::string thread;
  std::string file;
  unsigned line = 0;
  uint64_t count = 1;
  std::vector<ReportEvent> focus;      ///< the events the error is about
  std::vector<ReportThread> witness;   ///< the whole execution, per thread
  std::vector<std::string> whyNotSc;   ///< a cycle showing the execution is not SC
  uint64_t hiddenEvents = 0;           ///< witness events left out (not in the causal past)
  uint64_t hiddenThreads = 0;          ///< threads with no event left
  std::string dir;                     ///< the compilation directory when `file` is relative
};

/// A loop or event bound that cut executions, and how many.
struct ReportBoundSite {
  std::string bound; ///< "loop" (--unroll) or "event" (--max-events)
  std::string file;
  unsigned line = 0;
  uint64_t executions = 0;
};

/// A finding that does not make the verdict an error (a read of
/// uninitialized GPU block-shared memory, by default).
struct ReportWarning {
  std::string kind;     ///< an error kind's name, e.g. "uninitialized-read"
  std::string message;
  std::string file;
  unsigned line = 0;
  std::string location; ///< the first location read there
  uint64_t executions = 0;
  std::string dir; ///< the compilation directory when `file` is relative
};

/// One source edit of `--repair` (docs/repair.md), as SARIF `fixes` show it.
struct ReportFix {
  std::string file;
  unsigned line = 0, column = 0;   ///< 1-based; the column in bytes
  uint64_t offset = 0, length = 0; ///< bytes of the original file
  std::string replacement;
  std::string lineText; ///< the whole source line (for character columns)
  std::string kind;     ///< "insert-fence", "make-atomic", ...
  std::string reason;
};

/// The outcome of `--repair`, when the check ran one.
struct ReportRepair {
  std::string status; ///< "repaired", "not-needed" or "not-found"
  std::string reason; ///< why not found
  uint32_t rounds = 0;
  std::vector<ReportFix> fixes;
  uint64_t afterExecutions = 0, afterErrors = 0;
};

struct Report {
  std::string model;
  /// --check=robustness: the weak model the SC executions were monitored
  /// for ("TSO", "PSO"); empty for an ordinary check.
  std::string robustAgainst;
  uint64_t executions = 0; ///< complete executions
  uint64_t blocked = 0;
  /// Runs stopped at an await that failed on an overwritten value: every
  /// execution continuing them is blocked there (not in `blocked`).
  uint64_t staleAwaits = 0;
  uint64_t boundHits = 0;
  uint64_t erroneous = 0;
  uint64_t events = 0;
  double seconds = 0;
  uint64_t maxRssKb = 0; ///< peak memory of the checking process (0 if unknown)
  bool exhaustive = true; ///< every execution was explored (no early stop)
  uint64_t counterRevisitsSkipped = 0; ///< orders of counter updates not explored
  /// A shard's report (--wmc-shard=I/N, count > 1) covers part of the
  /// search tree: `wmc merge` adds the shards up (docs/scale.md).
  uint32_t shardIndex = 0;
  uint32_t shardCount = 1;
  /// Non-empty: the test had nondeterministic inputs, explored over this
  /// domain only ("-1..2").
  std::string nondetDomain;
  std::vector<ReportBoundSite> boundSites;
  std::vector<ReportError> errors;
  std::vector<ReportWarning> warnings;
  /// Set by `--repair`: SARIF gives each error result the edits as a fix.
  std::optional<ReportRepair> repair;
  /// The directory the check ran in (absolute): SARIF gives the files under
  /// it relative to the base id SRCROOT ("" when unknown).
  std::string sourceRoot;
};

/// The verdict of a check, from the report:
///  "error"        an error was found;
///  "inconclusive" no execution completed (all blocked or cut): nothing was verified;
///  "bounded"      no error, but some executions were cut by a bound or the
///                 exploration stopped at --max-executions;
///  "verified"     every execution was explored, none had an error.
/// A shard (shardCount > 1) is never "inconclusive": it may own no complete
/// execution; the merged report of all shards decides.
std::string verdict(const Report &r);
/// The exit status for a verdict: 1 error, 3 inconclusive (and bounded with
/// strictBounds), else 0.
int exitStatus(const Report &r, bool strictBounds);

/// With fullTrace false, each witness keeps only the events the error is
/// about and their causal past (porf-prefix): later events, and threads
/// with nothing in that past, are left out and counted in `hiddenEvents`.
/// A written or read value as the program sees it: "7", or "2.5" for a
/// float or double.
std::string valueText(const Event &e);
/// One event as reports write it: "store(rel) x = 1  [reads T0.1#2]";
/// `orders` shows the order of plain accesses too ("na"), as the events a
/// race is about need.
std::string eventText(const ReportEvent &e, bool orders = false);

Report buildReport(const Explorer &ex, const Describer &d, double seconds,
                   bool fullTrace = true);
std::string renderText(const Report &r);
std::string renderJson(const Report &r);
/// SARIF 2.1.0 for code-scanning tools (docs/report.md).
std::string renderSarif(const Report &r);

} // namespace wmc
