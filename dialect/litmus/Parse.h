// Parser of herd7/Dat3M litmus files (C, X86, OpenCL, PTX dialects).
// A pure function of the text, so that it can be fuzzed.
#pragma once

#include "LitmusTest.h"

#include <string>
#include <string_view>
#include <variant>

namespace wmc::litmus {

/// Why a file was rejected: `file:line: message`.
struct ParseError {
  std::string file;
  unsigned line = 0;
  std::string message;
  std::string str() const;
};

using ParseResult = std::variant<LitmusTest, ParseError>;

/// Parses a litmus test; `fileName` is used in error messages only.
ParseResult parseLitmus(std::string_view text, std::string_view fileName);

} // namespace wmc::litmus
