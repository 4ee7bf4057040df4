// SC (Lamport): acyclic(po ∪ rf ∪ co ∪ fr). Every program-order pair is
// preserved, so SC-per-location needs no separate check.
#include "models/OrderModel.h"
#include "models/ModelFactories.h"

namespace wmc {
namespace {

class ScModel final : public OrderModel {
public:
  std::string_view name() const override { return "sc"; }

protected:
  bool base(uint8_t, uint8_t) const override { return true; }
  FenceMask fences(const Event &) const override { return {}; }
  bool ordersAllBefore(const Event &) const override { return true; }
  bool internalRfOrdered() const override { return true; }
  bool checkUniproc() const override { return false; }
};

} // namespace

std::unique_ptr<Model> createScModel() { return std::make_unique<ScModel>(); }

} // namespace wmc
