// Factories of the individual models; used only by Registry.cpp.
#pragma once

#include "models/Model.h"

namespace wmc {
std::unique_ptr<Model> createScModel();
std::unique_ptr<Model> createTsoModel();
std::unique_ptr<Model> createPsoModel();
std::unique_ptr<Model> createRc11Model();
std::unique_ptr<Model> createSrc11Model();
} // namespace wmc
