// Machine-readable report: one JSON object on stdout.
#include "report/Report.h"

#include <nlohmann/json.hpp>

namespace wmc {
namespace {

nlohmann::json toJson(const ReportEvent &e) {
  nlohmann::json j = {{"thread", e.thread}, {"index", e.index}, {"op", e.op},
                      {"location", e.location}, {"file", e.file}, {"line", e.line}};
  j["value"] = !e.hasValue ? nlohmann::json(nullptr)
               : e.floating ? nlohmann::json(std::stod(e.valueText))
                            : nlohmann::json(e.value);
  if (!e.order.empty())
    j["order"] = e.order;
  if (e.volatileAtomic)
    j["volatile"] = true;
  if (!e.readsFrom.empty())
    j["reads_from"] = e.readsFrom;
  if (!e.note.empty())
    j["note"] = e.note;
  return j;
}

} // namespace

std::string renderJson(const Report &r) {
  nlohmann::json j;
  j["model"] = r.model;
  j["executions"] = r.executions;
  j["erroneous"] = r.erroneous;
  j["blocked"] = r.blocked;
  j["stale_awaits"] = r.staleAwaits;
  j["bound_hits"] = r.boundHits;
  j["events"] = r.events;
  j["time_s"] = r.seconds;
  j["max_rss_kb"] = r.maxRssKb;
  j["exhaustive"] = r.exhaustive;
  j["verdict"] = verdict(r);
  j["counter_orders_skipped"] = r.counterRevisitsSkipped;
  if (!r.robustAgainst.empty()) {
    bool violated = false;
    for (const ReportError &e : r.errors)
      violated = violated || e.kind == "not-robust";
    j["robustness"] = {{"against", r.robustAgainst},
                       {"robust", violated       ? nlohmann::json(false)
                                  : r.exhaustive ? nlohmann::json(true)
                                                 : nlohmann::json(nullptr)}};
  }
  if (r.shardCount > 1)
    j["shard"] = {{"index", r.shardIndex}, {"count", r.shardCount}};
  if (!r.nondetDomain.empty())
    j["nondet_domain"] = r.nondetDomain;
  j["bound_sites"] = nlohmann::json::array();
  for (const ReportBoundSite &b : r.boundSites)
    j["bound_sites"].push_back(
        {{"bound", b.bound}, {"file", b.file}, {"line", b.line}, {"executions", b.executions}});
  j["warnings"] = nlohmann::json::array();
  for (const ReportWarning &w : r.warnings)
    j["warnings"].push_back({{"kind", w.kind},
                             {"message", w.message},
                             {"file", w.file},
                             {"line", w.line},
                             {"location", w.location},
                             {"executions", w.executions}});
  j["errors"] = nlohmann::json::array();
  for (const ReportError &e : r.errors) {
    nlohmann::json je = {{"kind", e.kind}, {"message", e.message}, {"thread", e.thread},
                         {"file", e.file}, {"line", e.line}, {"count", e.count}};
    je["focus"] = nlohmann::json::array();
    for (const auto &f : e.focus)
      je["focus"].push_back(toJson(f));
    je["events"] = nlohmann::json::array();
    for (const auto &t : e.witness)
      for (const auto &ev : t.events)
        je["events"].push_back(toJson(ev));
    je["not_sc"] = e.whyNotSc;
    je["hidden_events"] = e.hiddenEvents;
    j["errors"].push_back(std::move(je));
  }
  return j.dump(2) + "\n";
}

} // namespace wmc
