// The one list of memory models.
#include "models/ModelFactories.h"

namespace wmc {

const std::vector<ModelInfo> &modelRegistry() {
  static const std::vector<ModelInfo> models = {
      {"sc", "sequential consistency: interleavings of the threads", &createScModel},
      {"tso", "total store order (x86): stores are buffered per thread", &createTsoModel},
      {"pso", "partial store order (SPARC): stores are buffered per thread and location",
       &createPsoModel},
      {"rc11", "repaired C11 (RC11): memory orders, data races are errors", &createRc11Model},
      {"src11",
       "scoped RC11 (GPUMC): RC11 with block/device/system scopes, heterogeneous races",
       &createSrc11Model},
  };
  return models;
}

std::unique_ptr<Model> createModel(std::string_view name) {
  for (const auto &m : modelRegistry())
    if (m.name == name)
      return m.create();
  return nullptr;
}

} // namespace wmc
