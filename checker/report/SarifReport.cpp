// SARIF 2.1.0 report (--wmc-report=sarif): one result per error for
// code-scanning tools. The error's location is the result's location, the
// events it is about are related locations, and the witness is a code flow
// with one thread flow per thread, its steps in program order.
#include "report/ErrorKind.h"
#include "report/Report.h"

#include <nlohmann/json.hpp>

namespace wmc {
namespace {

using nlohmann::json;

constexpr const char *kSchema = "https://json.schemastore.org/sarif-2.1.0.json";

// A physical location, or none when the event has no source position
// (thread start and end).
json physical(const std::string &file, unsigned line) {
  return {{"artifactLocation", {{"uri", file}}}, {"region", {{"startLine", line}}}};
}

// The text report's event, with its note: focus events name every order
// (a race's "(na)" matters), witness steps only atomic ones.
std::string stepText(const ReportEvent &e, bool orders) {
  std::string s = eventText(e, orders);
  if (!e.note.empty())
    s += "  -- " + e.note;
  return s;
}

json location(const ReportEvent &e, std::string text) {
  json l = {{"message", {{"text", std::move(text)}}}};
  if (!e.file.empty() && e.line > 0)
    l["physicalLocation"] = physical(e.file, e.line);
  return l;
}

json rules() {
  json out = json::array();
  for (ErrorKind k : kAllErrorKinds) {
    ErrorKindInfo i = info(k);
    out.push_back({{"id", std::string(i.name)},
                   {"shortDescription", {{"text", std::string(i.description)}}}});
  }
  return out;
}

// The index of the rule for `kind` in rules(), or -1.
int ruleIndex(const std::string &kind) {
  for (size_t k = 0; k < std::size(kAllErrorKinds); ++k)
    if (info(kAllErrorKinds[k]).name == kind)
      return static_cast<int>(k);
  return -1;
}

json result(const ReportError &e) {
  json r = {{"ruleId", e.kind},
            {"level", "error"},
            {"message", {{"text", e.kind + ": " + e.message + " (thread " + e.thread + ")"}}},
            {"properties", {{"count", e.count}, {"thread", e.thread}}}};
  if (int i = ruleIndex(e.kind); i >= 0)
    r["ruleIndex"] = i;
  r["locations"] = json::array();
  if (!e.file.empty() && e.line > 0)
    r["locations"].push_back({{"physicalLocation", physical(e.file, e.line)}});
  json related = json::array();
  for (const ReportEvent &f : e.focus) {
    json l = location(f, f.thread + "#" + std::to_string(f.index) + ": " + stepText(f, true));
    l["id"] = related.size();
    related.push_back(std::move(l));
  }
  if (!related.empty())
    r["relatedLocations"] = std::move(related);
  json threadFlows = json::array();
  for (const ReportThread &t : e.witness) {
    json steps = json::array();
    for (const ReportEvent &ev : t.events)
      steps.push_back(
          {{"location", location(ev, "#" + std::to_string(ev.index) + " " + stepText(ev, false))}});
    threadFlows.push_back({{"id", t.name}, {"locations", std::move(steps)}});
  }
  if (!threadFlows.empty()) {
    json flow = {{"threadFlows", std::move(threadFlows)}};
    if (!e.whyNotSc.empty()) {
      std::string why = "not sequentially consistent:";
      for (const std::string &step : e.whyNotSc)
        why += "\n- " + step;
      flow["message"] = {{"text", why}};
    }
    r["codeFlows"] = json::array({std::move(flow)});
  }
  return r;
}

} // namespace

std::string renderSarif(const Report &r) {
  json run = {{"tool", {{"driver", {{"name", "wmc"}, {"rules", rules()}}}}},
              {"invocations", json::array({{{"executionSuccessful", true}}})},
              {"properties",
               {{"model", r.model},
                {"verdict", verdict(r)},
                {"executions", r.executions},
                {"erroneous", r.erroneous},
                {"blocked", r.blocked},
                {"bound_hits", r.boundHits},
                {"exhaustive", r.exhaustive}}}};
  run["results"] = json::array();
  for (const ReportError &e : r.errors)
    run["results"].push_back(result(e));
  for (const ReportWarning &w : r.warnings) {
    json res = {{"ruleId", w.kind},
                {"level", "warning"},
                {"message", {{"text", w.kind + ": " + w.message + " (" + w.location + ")"}}},
                {"properties", {{"executions", w.executions}}}};
    if (int i = ruleIndex(w.kind); i >= 0)
      res["ruleIndex"] = i;
    res["locations"] = json::array();
    if (!w.file.empty() && w.line > 0)
      res["locations"].push_back({{"physicalLocation", physical(w.file, w.line)}});
    run["results"].push_back(std::move(res));
  }
  json log = {{"$schema", kSchema}, {"version", "2.1.0"}, {"runs", json::array({run})}};
  return log.dump(2) + "\n";
}

} // namespace wmc
