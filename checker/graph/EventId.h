// Event identity: (thread, index in program order). Printed as (t,i); the
// initial writes of all locations are one pseudo event, INIT.
#pragma once

#include "graph/Types.h"

#include <compare>
#include <cstddef>
#include <functional>
#include <string>

namespace wmc {

struct EventId {
  static constexpr ThreadId kInitThread = 0xFFFFFFFFu;
  ThreadId thread = kInitThread;
  uint32_t index = 0;

  static constexpr ThreadId kNoneThread = 0xFFFFFFFEu;
  static constexpr EventId init() { return EventId{kInitThread, 0}; }
  /// "No event": the reads-from of a read that has not been given a source yet.
  static constexpr EventId none() { return EventId{kNoneThread, 0}; }
  constexpr bool isInit() const { return thread == kInitThread; }
  constexpr bool isNone() const { return thread == kNoneThread; }
  constexpr EventId prev() const { return EventId{thread, index - 1}; }
  constexpr EventId next() const { return EventId{thread, index + 1}; }
  friend constexpr auto operator<=>(const EventId &, const EventId &) = default;
  std::string str() const;
};

} // namespace wmc

template <> struct std::hash<wmc::EventId> {
  size_t operator()(const wmc::EventId &e) const noexcept {
    return (static_cast<size_t>(e.thread) << 32) ^ e.index;
  }
};
