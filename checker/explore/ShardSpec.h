// The text form of a shard, "I/N" (--shard, --wmc-shard, WMC_SHARD): shard I
// of N, counted from 0 (docs/scale.md).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace wmc {

struct ShardSpec {
  uint32_t index = 0;
  uint32_t count = 1;
};

/// Largest number of shards (far more than any cluster needs; keeps the
/// planning pass bounded).
inline constexpr uint32_t kMaxShards = 65536;

/// Parses "I/N" with 0 <= I < N <= kMaxShards; the error describes the
/// expected form ("I/N with ...").
std::optional<std::string> parseShard(std::string_view text, ShardSpec &out);

} // namespace wmc
