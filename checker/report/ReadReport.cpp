#include "report/ReadReport.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cstring>
#include <map>
#include <set>
#include <tuple>
#include <type_traits>

namespace wmc {
namespace {

using nlohmann::json;

std::string str(const json &j, const char *key) {
  auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

uint64_t num(const json &j, const char *key) {
  auto it = j.find(key);
  return it != j.end() && it->is_number_unsigned() ? it->get<uint64_t>() : 0;
}

/// j[key] when it is an array, else an empty array: a report written by
/// hand or cut short must not throw.
const json &list(const json &j, const char *key) {
  static const json empty = json::array();
  auto it = j.find(key);
  return it != j.end() && it->is_array() ? *it : empty;
}

template <typename T> T valueOr(const json &j, const char *key, T fallback) {
  auto it = j.find(key);
  if (it == j.end())
    return fallback;
  if constexpr (std::is_same_v<T, bool>)
    return it->is_boolean() ? it->get<bool>() : fallback;
  else
    return it->is_number() ? it->get<T>() : fallback;
}

ReportEvent readEvent(const json &j) {
  ReportEvent e;
  e.thread = str(j, "thread");
  e.index = static_cast<uint32_t>(num(j, "index"));
  e.op = str(j, "op");
  e.order = str(j, "order");
  e.volatileAtomic = valueOr(j, "volatile", false);
  e.location = str(j, "location");
  e.file = str(j, "file");
  e.line = static_cast<unsigned>(num(j, "line"));
  e.readsFrom = str(j, "reads_from");
  e.note = str(j, "note");
  if (auto v = j.find("value"); v != j.end() && v->is_number()) {
    e.hasValue = true;
    if (v->is_number_float()) { // written from valueText: shortest round trip
      e.floating = true;
      double d = v->get<double>();
      std::memcpy(&e.value, &d, sizeof d);
      char buf[32];
      e.valueText = std::string(buf, std::to_chars(buf, buf + sizeof buf, d).ptr);
    } else {
      e.value =
          v->is_number_unsigned() ? v->get<uint64_t>() : static_cast<uint64_t>(v->get<int64_t>());
      e.valueText = std::to_string(e.value);
    }
  }
  return e;
}

ReportError readError(const json &j) {
  ReportError e;
  e.kind = str(j, "kind");
  e.message = str(j, "message");
  e.thread = str(j, "thread");
  e.file = str(j, "file");
  e.line = static_cast<unsigned>(num(j, "line"));
  e.count = num(j, "count");
  e.hiddenEvents = num(j, "hidden_events");
  for (const json &f : list(j, "focus"))
    e.focus.push_back(readEvent(f));
  // The witness is written as one list; its threads come in order.
  for (const json &ev : list(j, "events")) {
    ReportEvent re = readEvent(ev);
    if (e.witness.empty() || e.witness.back().name != re.thread)
      e.witness.push_back(ReportThread{re.thread, {}});
    e.witness.back().events.push_back(std::move(re));
  }
  for (const json &l : list(j, "not_sc"))
    if (l.is_string())
      e.whyNotSc.push_back(l.get<std::string>());
  return e;
}

/// What makes two errors the same error (the explorer's rule, by file:line):
/// a race by its two sites, another error by its kind and site (without a
/// site, by its message).
std::tuple<std::string, std::string, unsigned, std::string> errorKey(const ReportError &e) {
  if (e.kind == "data-race" || e.kind == "heterogeneous-race") {
    std::vector<std::string> sites;
    for (const ReportEvent &f : e.focus)
      sites.push_back(f.file + ":" + std::to_string(f.line));
    std::sort(sites.begin(), sites.end());
    std::string pair;
    for (const auto &s : sites)
      pair += s + " ";
    return {e.kind, "", 0, pair};
  }
  return {e.kind, e.file, e.line, e.file.empty() ? e.message : std::string()};
}

} // namespace

std::optional<Report> parseJsonReport(const std::string &text, std::string &error) {
  json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) {
    error = "not a JSON object";
    return std::nullopt;
  }
  for (const char *key : {"model", "executions", "erroneous", "blocked", "errors"})
    if (!j.contains(key)) {
      error = std::string("not a wmc report (no \"") + key + "\")";
      return std::nullopt;
    }
  Report r;
  r.model = str(j, "model");
  r.executions = num(j, "executions");
  r.erroneous = num(j, "erroneous");
  r.blocked = num(j, "blocked");
  r.staleAwaits = num(j, "stale_awaits");
  r.boundHits = num(j, "bound_hits");
  r.events = num(j, "events");
  r.seconds = valueOr(j, "time_s", 0.0);
  r.maxRssKb = num(j, "max_rss_kb");
  r.exhaustive = valueOr(j, "exhaustive", true);
  r.counterRevisitsSkipped = num(j, "counter_orders_skipped");
  if (auto s = j.find("shard"); s != j.end() && s->is_object()) {
    r.shardIndex = static_cast<uint32_t>(num(*s, "index"));
    r.shardCount = static_cast<uint32_t>(num(*s, "count"));
    if (r.shardCount == 0 || r.shardIndex >= r.shardCount) {
      error = "bad \"shard\" (expected index < count)";
      return std::nullopt;
    }
  }
  for (const json &b : list(j, "bound_sites"))
    r.boundSites.push_back({str(b, "bound"), str(b, "file"), static_cast<unsigned>(num(b, "line")),
                            num(b, "executions")});
  for (const json &w : list(j, "warnings"))
    r.warnings.push_back({str(w, "kind"), str(w, "message"), str(w, "file"),
                          static_cast<unsigned>(num(w, "line")), str(w, "location"),
                          num(w, "executions"), /*dir=*/""});
  if (!j["errors"].is_array()) {
    error = "bad \"errors\" (expected a list)";
    return std::nullopt;
  }
  for (const json &e : j["errors"]) {
    if (!e.is_object()) {
      error = "bad entry in \"errors\" (expected an object)";
      return std::nullopt;
    }
    r.errors.push_back(readError(e));
  }
  return r;
}

std::optional<Report> mergeReports(const std::vector<Report> &reports, std::string &error) {
  if (reports.empty()) {
    error = "no reports to merge";
    return std::nullopt;
  }
  Report m;
  m.model = reports.front().model;
  uint32_t shards = reports.front().shardCount;
  std::set<uint32_t> seen;
  for (const Report &r : reports) {
    if (r.model != m.model) {
      error = "reports of different models (" + m.model + " and " + r.model + ")";
      return std::nullopt;
    }
    if (r.shardCount != shards) {
      error = "reports of different splits (" + std::to_string(shards) + " and " +
              std::to_string(r.shardCount) + " shards)";
      return std::nullopt;
    }
    if (shards > 1 && !seen.insert(r.shardIndex).second) {
      error = "shard " + std::to_string(r.shardIndex) + "/" + std::to_string(shards) +
              " is given twice";
      return std::nullopt;
    }
  }
  if (shards > 1 && seen.size() != shards) {
    std::string missing;
    for (uint32_t i = 0; i < shards && missing.size() < 60; ++i)
      if (!seen.count(i))
        missing += (missing.empty() ? "" : ", ") + std::to_string(i);
    error = "shards missing (of " + std::to_string(shards) + "): " + missing;
    return std::nullopt;
  }
  std::map<std::tuple<std::string, std::string, unsigned, std::string>, size_t> errorAt;
  for (const Report &r : reports) {
    m.executions += r.executions;
    m.blocked += r.blocked;
    m.staleAwaits += r.staleAwaits;
    m.boundHits += r.boundHits;
    m.erroneous += r.erroneous;
    m.events += r.events;
    m.seconds = std::max(m.seconds, r.seconds);
    m.maxRssKb = std::max(m.maxRssKb, r.maxRssKb);
    m.exhaustive = m.exhaustive && r.exhaustive;
    m.counterRevisitsSkipped += r.counterRevisitsSkipped;
    for (const ReportBoundSite &b : r.boundSites) {
      auto it = std::find_if(m.boundSites.begin(), m.boundSites.end(), [&](const auto &x) {
        return x.bound == b.bound && x.file == b.file && x.line == b.line;
      });
      if (it == m.boundSites.end())
        m.boundSites.push_back(b);
      else
        it->executions += b.executions;
    }
    for (const ReportWarning &w : r.warnings) {
      auto it = std::find_if(m.warnings.begin(), m.warnings.end(), [&](const auto &x) {
        return x.kind == w.kind && x.file == w.file && x.line == w.line;
      });
      if (it == m.warnings.end())
        m.warnings.push_back(w);
      else
        it->executions += w.executions;
    }
    for (const ReportError &e : r.errors) {
      auto [it, added] = errorAt.emplace(errorKey(e), m.errors.size());
      if (added)
        m.errors.push_back(e);
      else
        m.errors[it->second].count += e.count;
    }
  }
  return m;
}

} // namespace wmc
