// PSO (SPARC partial store order; the SMC-for-TSO/PSO paper): TSO with
// store→store order relaxed too — every location has its own store buffer.
//   ppo       = po ∩ ((R × R) ∪ (R × W))
//   fences    = seq_cst fences, seq_cst stores, mutex operations, free(), thread
//               create/join: full fences. A relaxed or acquire RMW on x only
//               drains x's buffer (coherence already orders it after earlier
//               stores to x); a release/acq_rel RMW also orders earlier
//               stores (StoreStore), a seq_cst RMW is a full fence. Every RMW
//               is performed in memory at once: later events come after it.
//               C11 release stores and release/acq_rel fences are compiled
//               with a StoreStore barrier (earlier stores before them).
//   ghb, uniproc, atomicity as for TSO.
#include "models/ModelFactories.h"
#include "models/OrderModel.h"

namespace wmc {
namespace {

class PsoModel final : public OrderModel {
public:
  std::string_view name() const override { return "pso"; }

protected:
  bool base(uint8_t a, uint8_t b) const override {
    return a == kClsR && (b == kClsR || b == kClsW);
  }
  FenceMask fences(const Event &e) const override {
    constexpr FenceMask full{kClsAll, kClsAll};
    switch (e.kind) {
    case EventKind::ThreadStart:
    case EventKind::ThreadCreate:
    case EventKind::ThreadJoin:
    case EventKind::ThreadEnd:
    case EventKind::BarrierArrive:
    case EventKind::BarrierDepart: return full;
    case EventKind::Choice: return {};
    case EventKind::Fence:
      if (e.order == MemOrder::SeqCst)
        return full;
      if (isAtLeastRelease(e.order))
        return {kClsW, kClsW}; // StoreStore
      return {};
    case EventKind::Read:
    case EventKind::Write: {
      if (e.is(kMutexLoc) || e.is(kFree))
        return full; // synchronisation objects and free() synchronise internally
      // An RMW's read part carries its write part's barrier too, so that the
      // pair has the same predecessors.
      // A CAS is a locked read-write even when it fails (SPARC's CASA): its
      // barrier is that of its order, which for a failed CAS is the
      // failure order.
      bool store = e.isWrite() || e.is(kRmwAttempt);
      if (!store)
        return {};
      FenceMask m{};
      if (e.order == MemOrder::SeqCst)
        m = {kClsW, kClsAll};
      else if (isAtLeastRelease(e.order))
        m = {kClsW, 0};
      // A locked RMW is performed in memory at once, never buffered (the
      // SC-monitoring paper's interlocked operation): every later event of
      // the thread comes after it, whatever its order.
      if (e.is(kRmwAttempt) || e.is(kRmwWrite))
        m.after = kClsAll;
      return m;
    }
    }
    return {};
  }
  bool ordersAllBefore(const Event &e) const override { return fences(e).before == kClsAll; }
  bool internalRfOrdered() const override { return false; }
  bool checkUniproc() const override { return true; }
};

} // namespace

std::unique_ptr<Model> createPsoModel() { return std::make_unique<PsoModel>(); }

} // namespace wmc
