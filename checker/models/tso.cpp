// TSO (x86-TSO, Owens/Sarkar/Sewell; the SMC-for-TSO/PSO paper's semantics):
//   ppo       = po \ (W × R)               (a store may be buffered past later loads)
//   fences    = mfence/seq_cst fences, RMWs (locked instructions, even a failed
//               CAS), seq_cst stores (xchg), operations on mutexes and
//               other synchronisation objects, thread
//               create/join, free() (it synchronises internally): full fences
//   ghb       = ppo ∪ fences ∪ rfe ∪ co ∪ fr     acyclic
//   uniproc   = po-loc ∪ rf ∪ co ∪ fr            acyclic
//   atomicity = no write between an RMW's source and its write
// Reading one's own buffered store is rfi, which is not in ghb.
#include "models/ModelFactories.h"
#include "models/OrderModel.h"

namespace wmc {
namespace {

class TsoModel final : public OrderModel {
public:
  std::string_view name() const override { return "tso"; }

protected:
  bool base(uint8_t a, uint8_t b) const override {
    bool mem = (a & (kClsR | kClsW)) && (b & (kClsR | kClsW));
    return mem && !(a == kClsW && b == kClsR);
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
    case EventKind::Fence: return e.order == MemOrder::SeqCst ? full : FenceMask{};
    case EventKind::Read:
      return e.is(kRmwAttempt) || e.is(kMutexLoc) ? full : FenceMask{};
    case EventKind::Write:
      if (e.is(kRmwWrite) || e.is(kMutexLoc) || e.is(kFree))
        return full; // free() synchronises internally
      return e.order == MemOrder::SeqCst ? FenceMask{0, kClsAll} : FenceMask{};
    }
    return {};
  }
  bool ordersAllBefore(const Event &e) const override {
    return e.isWrite() || fences(e).before == kClsAll;
  }
  bool internalRfOrdered() const override { return false; }
  bool checkUniproc() const override { return true; }
};

} // namespace

std::unique_ptr<Model> createTsoModel() { return std::make_unique<TsoModel>(); }

} // namespace wmc
