// herd-style text output and the JSON report of a litmus run.
#pragma once

#include "LitmusTest.h"
#include "Run.h"

#include <string>

namespace wmc::litmus {

/// `Test NAME Allowed`, `States N`, the states, `Ok`/`No`, `Witnesses`,
/// `Condition`, `Observation`, then the model, counts and errors found.
std::string herdReport(const LitmusTest &test, const LitmusOutcome &out);
/// The same data as JSON (docs/litmus.md describes the fields).
std::string jsonReport(const LitmusTest &test, const LitmusOutcome &out);

} // namespace wmc::litmus
