// Fuzzes the herd7/Dat3M litmus-file parser (dialect/litmus): any input is
// either a test or a ParseError with a line inside the file; never a crash,
// a hang or a sanitizer report.
#include "FuzzInput.h"

#include "Parse.h"

#include <algorithm>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string_view text(reinterpret_cast<const char *>(data), size);
  wmc::litmus::ParseResult r = wmc::litmus::parseLitmus(text, "fuzz.litmus");
  if (const auto *e = std::get_if<wmc::litmus::ParseError>(&r)) {
    size_t lines = static_cast<size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
    wmc::fuzz::require(e->line <= lines, "a parse error past the end of the file");
  }
  return 0;
}
