// The interface between the explorer and a memory model. A model is a
// consistency predicate on execution graphs, checked incrementally: it
// proposes the writes a new read may read from and the coherence positions a
// new write may take, and re-checks one read or write after a revisit.
// Models never see the program; the explorer never asks which model is active.
#pragma once

#include "graph/Graph.h"
#include "report/ErrorKind.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace wmc {

/// The order RC11 (`scoped`: scoped RC11) gives e. Scoped RC11 follows PTX:
/// volatile is relaxed at system scope. Not on block-shared memory: there
/// volatile is the warp-synchronous idiom of pre-Volta GPUs, which relied
/// on the threads of a warp running in lock-step; since Volta they do not,
/// so those accesses race unless a barrier orders them.
inline MemOrder rc11OrderOf(const Event &e, bool scoped) {
  if (scoped && e.order == MemOrder::Plain && e.is(kVolatile) && !e.is(kBlockShared))
    return MemOrder::Relaxed;
  return e.order;
}

/// The pieces of one single-copy-atomic access over several locations
/// (Event::jointMore, kJointWithPrev): n consecutive events of a thread.
struct JointGroup {
  EventId first = EventId::none();
  uint32_t n = 0; ///< the pieces in the graph (0: not a piece)
  bool contains(EventId e) const {
    return n > 0 && e.thread == first.thread && e.index >= first.index && e.index < first.index + n;
  }
  EventId piece(uint32_t i) const { return EventId{first.thread, first.index + i}; }
};
/// The access e is a piece of (n = 0 if none). INIT and none are no pieces.
JointGroup jointGroupOf(const Graph &g, EventId e);

/// A model-detected error (e.g. a data race) caused by one event.
struct ModelError {
  ErrorKind kind = ErrorKind::DataRace;
  std::string message;
  EventId first, second;
  EventId third = EventId::none(); ///< a third event the message refers to, if any
};

class Model {
public:
  virtual ~Model() = default;
  /// Short name as used on the command line ("sc", "tso", ...).
  virtual std::string_view name() const = 0;

  /// Called once an event is in the graph (reads with their rf, writes placed
  /// in co); models that cache derived data per event (views) update it here.
  virtual void onAdded(Graph &, EventId) {}

  /// Writes (INIT as EventId::init()) that read r may read from so that the
  /// graph stays consistent, in coherence order. Precondition: r is the last
  /// event of its thread and has no reads-from yet (rf == none). RMW
  /// atomicity is the explorer's business: candidates already read by another
  /// RMW are still returned.
  virtual void rfCandidates(const Graph &g, EventId r, std::vector<EventId> &out) = 0;

  /// Positions (0 = right after INIT, co.size() = last) at which write w may
  /// be inserted into its location's coherence order. Precondition: w is the
  /// last event of its thread and not yet in co.
  virtual void coCandidates(const Graph &g, EventId w, std::vector<size_t> &out) = 0;

  /// After a backward revisit: is the graph consistent given that everything
  /// but read r (and the write it now reads) was consistent before? r is the
  /// last event of its thread.
  virtual bool readConsistent(const Graph &g, EventId r) = 0;
  /// Same for write w at its current co position (w last in its thread).
  virtual bool writeConsistent(const Graph &g, EventId w) = 0;
  /// A backward revisit: read r now reads write w, placed in co. Models that
  /// judge the pair as a whole (the robustness monitor) override it.
  virtual bool revisitConsistent(const Graph &g, EventId w, EventId r) {
    return writeConsistent(g, w) && readConsistent(g, r);
  }
  /// Errors found while answering the questions above (the robustness
  /// monitor's violations among the choices it filtered out); the explorer
  /// records them against its current graph. Default: none.
  virtual void takeFindings(std::vector<ModelError> &) {}

  /// Errors that event e causes in g (data races, ...). Default: none.
  virtual void checkErrors(const Graph &, EventId, std::vector<ModelError> &) {}

  /// True if plain accesses are non-atomic (races are errors) — RC11 family.
  virtual bool plainAccessesRace() const { return false; }

  /// The memory order the model gives the access e, which may differ from
  /// the program's (SRC11 reads a CUDA `volatile` access as relaxed): what
  /// a report shows.
  virtual MemOrder modelledOrder(const Event &e) const { return e.order; }

  /// True if the reads-from edges between relaxed atomic RMWs order nothing
  /// by themselves (no hb without release/acquire), so that blind
  /// commutative RMWs may be explored in one order (Explorer, commutative
  /// counters). Hardware models order everything around an RMW: false.
  virtual bool relaxedRmwsCommute() const { return false; }
  /// a happens before b; asked only when relaxedRmwsCommute().
  virtual bool happensBefore(const Graph &, EventId, EventId) const { return false; }

  /// Is the single-copy-atomic access `group` torn: is g inconsistent once
  /// its pieces are one event (and so are those of every other such
  /// access)? Default (RC11): coherence with the pieces merged: no
  /// eco-successor of a piece happens before another piece, no
  /// eco-predecessor after one, and an access that shares two locations
  /// with another is eco-ordered the same way with it on both. Hardware
  /// models merge them in their global order (OrderModel).
  virtual bool jointTorn(const Graph &g, const JointGroup &group);
  /// Is the execution torn in a way no single access shows? Asked only
  /// when a run ends or finds an error, never while it goes on: a torn run
  /// still adds the writes whose revisits lead to untorn executions. RC11:
  /// psc with each joint access as one node (the SC order places an access
  /// as a whole).
  virtual bool tornAsAWhole(const Graph &) { return false; }
};

/// One line of the model registry.
struct ModelInfo {
  std::string_view name;
  std::string_view description;
  std::unique_ptr<Model> (*create)();
};

/// All models, in the order shown in --help. The only list of models.
const std::vector<ModelInfo> &modelRegistry();
/// The model called `name`, or nullptr.
std::unique_ptr<Model> createModel(std::string_view name);

/// The latest read of `addr` in at's thread before `at` (at need not be in
/// the graph yet; INIT's index 0 if none).
EventId lastReadBefore(const Graph &g, EventId at, Addr addr);
/// The read part of RMW write w (kRmwWrite): lastReadBefore(w). That is
/// w.prev(), except where the write is added apart from its read: the
/// pieces of an RMW over several locations (all reads, then all writes) and
/// a compound update made atomic by a repair (Explorer::rmwStore).
EventId rmwReadOf(const Graph &g, EventId w);
/// True if write w immediately follows in co the write its RMW read reads
/// from — i.e. inserting another write at co position `pos` would split an
/// RMW (violating atomicity). Shared by every model.
bool splitsRmw(const Graph &g, const LocState &loc, size_t pos);
/// Appends the reads-from candidates after coherence bound `bound` (the
/// largest co index a read must not read before; -1: none): INIT when
/// bound < 0, then co[max(bound, 0)...], in co order.
void rfSuffix(const Graph &g, Addr addr, int bound, std::vector<EventId> &out);
/// Appends the co positions after index `bound` that split no RMW.
void coSuffix(const Graph &g, Addr addr, int bound, std::vector<size_t> &out);
/// Is write w (in co) placed so that every RMW stays atomic: an RMW write
/// right after its source, and w not between another RMW's source and write?
bool rmwAtomicAt(const Graph &g, EventId w);

} // namespace wmc
