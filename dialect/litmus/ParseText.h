// Text helpers of the litmus parser: a source position-aware view of the
// file, trimming, numbers, and the exception that carries a ParseError
// inside the parser (parseLitmus turns it into a value).
#pragma once

#include "Parse.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace wmc::litmus::detail {

/// Thrown inside the parser only; parseLitmus catches it.
struct Failure {
  unsigned line;
  std::string message;
};
[[noreturn]] inline void fail(unsigned line, std::string message) {
  throw Failure{line, std::move(message)};
}

std::string_view trim(std::string_view s);
bool isIdentStart(char c);
bool isIdentChar(char c);
bool isIdentifier(std::string_view s);
/// A decimal (optionally negative) or 0x hexadecimal integer, truncated to 32 bits.
std::optional<Value> parseInt(std::string_view s);
/// Splits at `sep` (not inside parentheses), trimming the parts.
std::vector<std::string_view> splitTop(std::string_view s, char sep);
/// Lower-case copy.
std::string lower(std::string_view s);

/// A piece of the file with the line its first character is on.
struct Span {
  std::string_view text;
  unsigned line = 1;
  /// Line of the character at offset `at` of text.
  unsigned lineAt(size_t at) const;
  Span sub(size_t at, size_t n = std::string_view::npos) const;
};

} // namespace wmc::litmus::detail
