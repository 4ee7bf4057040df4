// A Model that answers every question by asking the reference model on a
// copy of the graph (slow, but with no incremental reasoning of its own).
// With it, the equivalence tests test the explorer alone: a failure with the
// oracle is an exploration bug, a failure only with the checker's model is
// a model bug.
#pragma once

#include "models/Model.h"
#include "support/ReferenceModels.h"

#include <memory>

namespace wmc::test {

/// The oracle for reference model m; named like the model ("rc11", ...).
/// Under RC11/SRC11 it reports the races of every new memory access.
std::unique_ptr<Model> createOracleModel(RefModel m);

} // namespace wmc::test
