#include "support/OracleModel.h"

namespace wmc::test {
namespace {

class OracleModel : public Model {
public:
  explicit OracleModel(RefModel m) : m_(m) {}

  std::string_view name() const override {
    switch (m_) {
    case RefModel::SC: return "sc";
    case RefModel::TSO: return "tso";
    case RefModel::PSO: return "pso";
    case RefModel::RC11: return "rc11";
    case RefModel::SRC11: return "src11";
    }
    return "?";
  }

  void rfCandidates(const Graph &g, EventId r, std::vector<EventId> &out) override {
    out.clear();
    Graph h = g;
    const LocState *loc = g.findLoc(g[r].addr);
    std::vector<EventId> sources{EventId::init()};
    if (loc)
      sources.insert(sources.end(), loc->co.begin(), loc->co.end());
    for (EventId w : sources) {
      h.setRf(r, w); // also sets a compare-exchange's order
      if (referenceConsistent(h, m_))
        out.push_back(w);
    }
  }

  void coCandidates(const Graph &g, EventId w, std::vector<size_t> &out) override {
    out.clear();
    Graph h = g;
    size_t n = h.locState(g[w].addr).co.size();
    for (size_t pos = 0; pos <= n; ++pos) {
      h.insertCo(w, pos);
      if (referenceConsistent(h, m_))
        out.push_back(pos);
      h.removeFromCo(w);
    }
  }

  bool readConsistent(const Graph &g, EventId) override { return referenceConsistent(g, m_); }
  bool writeConsistent(const Graph &g, EventId) override { return referenceConsistent(g, m_); }

  void checkErrors(const Graph &g, EventId e, std::vector<ModelError> &out) override {
    if (!isRc11Family(m_) || !g[e].isMemAccess())
      return;
    for (ErrorKind k : {ErrorKind::DataRace, ErrorKind::HeterogeneousRace})
      for (const EventPair &p : referenceRaces(g, m_, k))
        if (p.first == e || p.second == e)
          out.push_back(ModelError{k, std::string(toString(k)), p.first, p.second});
  }

  bool plainAccessesRace() const override { return isRc11Family(m_); }

private:
  RefModel m_;
};

} // namespace

std::unique_ptr<Model> createOracleModel(RefModel m) { return std::make_unique<OracleModel>(m); }

} // namespace wmc::test
