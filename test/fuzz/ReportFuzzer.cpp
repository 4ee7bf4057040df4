// Fuzzes the JSON report reader behind `wmc merge` and --wmc-resume
// (checker/report/ReadReport.cpp): a report it accepts renders back to JSON
// that it accepts again, with the same counts.
#include "FuzzInput.h"

#include "report/ReadReport.h"
#include "report/Report.h"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  std::string error;
  std::optional<wmc::Report> r = wmc::parseJsonReport(text, error);
  if (!r) {
    wmc::fuzz::require(!error.empty(), "a rejected report without a message");
    return 0;
  }
  std::optional<wmc::Report> again = wmc::parseJsonReport(wmc::renderJson(*r), error);
  wmc::fuzz::require(again.has_value(), "a rendered report the reader rejects");
  wmc::fuzz::require(again->executions == r->executions && again->blocked == r->blocked &&
                         again->erroneous == r->erroneous &&
                         again->errors.size() == r->errors.size(),
                     "a report whose counts change in a round trip");
  return 0;
}
