#include "explore/ShardSpec.h"

#include <charconv>

namespace wmc {
namespace {

bool parseNumber(std::string_view s, uint32_t &out) {
  if (s.empty() || s.size() > 9)
    return false;
  auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && end == s.data() + s.size();
}

} // namespace

std::optional<std::string> parseShard(std::string_view text, ShardSpec &out) {
  const std::string expected =
      "I/N with 0 <= I < N <= " + std::to_string(kMaxShards) + ", e.g. 0/4";
  size_t slash = text.find('/');
  ShardSpec s;
  if (slash == std::string_view::npos || !parseNumber(text.substr(0, slash), s.index) ||
      !parseNumber(text.substr(slash + 1), s.count) || s.count == 0 || s.count > kMaxShards ||
      s.index >= s.count)
    return expected;
  out = s;
  return std::nullopt;
}

} // namespace wmc
