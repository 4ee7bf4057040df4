// SARIF 2.1.0 report (--wmc-report=sarif): one result per error for
// code-scanning tools. The error's location is the result's location, the
// events it is about are related locations, and the witness is a code flow
// with one thread flow per thread, its steps in program order. After
// --repair, every error result gets the repair's edits as one fix (they
// remove the errors together). Files are named by SarifUri.h, one form for
// locations and fixes alike.
#include "report/ErrorKind.h"
#include "report/Report.h"
#include "report/SarifUri.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>

namespace wmc {
namespace {

using nlohmann::json;

constexpr const char *kSchema = "https://json.schemastore.org/sarif-2.1.0.json";

// A physical location, or none when the event has no source position
// (thread start and end). `root`: the source root (Report::sourceRoot).
json physical(const std::string &file, const std::string &dir, unsigned line,
              const std::string &root) {
  return {{"artifactLocation", sarifArtifact(file, dir, root)},
          {"region", {{"startLine", line}}}};
}

// The text report's event, with its note: focus events name every order
// (a race's "(na)" matters), witness steps only atomic ones.
std::string stepText(const ReportEvent &e, bool orders) {
  std::string s = eventText(e, orders);
  if (!e.note.empty())
    s += "  -- " + e.note;
  return s;
}

json location(const ReportEvent &e, std::string text, const std::string &root) {
  json l = {{"message", {{"text", std::move(text)}}}};
  if (!e.file.empty() && e.line > 0)
    l["physicalLocation"] = physical(e.file, e.dir, e.line, root);
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

// The 1-based character column of the 1-based byte column `byteColumn` of
// `line` (UTF-8): SARIF counts columns in characters (run.columnKind).
unsigned charColumn(const std::string &line, uint64_t byteColumn) {
  unsigned chars = 1;
  for (uint64_t i = 0; i + 1 < byteColumn; ++i)
    if (i >= line.size() || (static_cast<unsigned char>(line[i]) & 0xC0) != 0x80)
      ++chars;
  return chars;
}

// The bytes an edit replaces, and its line and columns when it lies within
// its line (every edit of docs/repair.md does).
json deletedRegion(const ReportFix &f) {
  json region = {{"byteOffset", f.offset}, {"byteLength", f.length}};
  if (f.line > 0 && f.column > 0 && f.column - 1 + f.length <= f.lineText.size()) {
    region["startLine"] = f.line;
    region["startColumn"] = charColumn(f.lineText, f.column);
    region["endLine"] = f.line;
    region["endColumn"] = charColumn(f.lineText, f.column + f.length);
  }
  return region;
}

std::string editText(const ReportFix &f) {
  return f.file + ":" + std::to_string(f.line) + ":" + std::to_string(f.column) + ": " + f.kind +
         ": " + f.reason;
}

// The repair's edits as one SARIF fix: one artifact change per file (in the
// order the files first appear), its replacements in the repair's order.
json fixOf(const ReportRepair &r, const std::string &root) {
  json changes = json::array();
  std::string description =
      "wmc --repair: " + std::to_string(r.fixes.size()) +
      (r.fixes.size() == 1 ? " edit" : " edits") +
      " that together remove every error (re-explored: " + std::to_string(r.afterExecutions) +
      " executions, no error)";
  for (const ReportFix &f : r.fixes) {
    description += "\n- " + editText(f);
    json replacement = {{"deletedRegion", deletedRegion(f)},
                        {"insertedContent", {{"text", f.replacement}}}};
    json artifact = sarifArtifact(f.file, "", root);
    auto same = [&](const json &c) { return c["artifactLocation"] == artifact; };
    auto it = std::find_if(changes.begin(), changes.end(), same);
    if (it == changes.end())
      changes.push_back({{"artifactLocation", std::move(artifact)},
                         {"replacements", json::array({std::move(replacement)})}});
    else
      (*it)["replacements"].push_back(std::move(replacement));
  }
  return {{"description", {{"text", description}}}, {"artifactChanges", std::move(changes)}};
}

json repairProperties(const ReportRepair &r) {
  json p = {{"status", r.status},
            {"rounds", r.rounds},
            {"edits", r.fixes.size()},
            {"after", {{"executions", r.afterExecutions}, {"errors", r.afterErrors}}}};
  if (!r.reason.empty())
    p["reason"] = r.reason;
  return p;
}

json result(const ReportError &e, const std::optional<ReportRepair> &repair,
            const std::string &root) {
  json r = {{"ruleId", e.kind},
            {"level", "error"},
            {"message", {{"text", e.kind + ": " + e.message + " (thread " + e.thread + ")"}}},
            {"properties", {{"count", e.count}, {"thread", e.thread}}}};
  if (int i = ruleIndex(e.kind); i >= 0)
    r["ruleIndex"] = i;
  r["locations"] = json::array();
  if (!e.file.empty() && e.line > 0)
    r["locations"].push_back({{"physicalLocation", physical(e.file, e.dir, e.line, root)}});
  json related = json::array();
  for (const ReportEvent &f : e.focus) {
    json l =
        location(f, f.thread + "#" + std::to_string(f.index) + ": " + stepText(f, true), root);
    l["id"] = related.size();
    related.push_back(std::move(l));
  }
  if (!related.empty())
    r["relatedLocations"] = std::move(related);
  json threadFlows = json::array();
  for (const ReportThread &t : e.witness) {
    json steps = json::array();
    for (const ReportEvent &ev : t.events)
      steps.push_back({{"location", location(ev,
                                             "#" + std::to_string(ev.index) + " " +
                                                 stepText(ev, false),
                                             root)}});
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
  if (repair && repair->status == "repaired" && !repair->fixes.empty())
    r["fixes"] = json::array({fixOf(*repair, root)});
  return r;
}

} // namespace

std::string renderSarif(const Report &r) {
  // Without a recorded root, the directory this process runs in: the
  // check's (wmc merge runs where the shards were checked).
  std::string root = r.sourceRoot;
  if (root.empty()) {
    std::error_code ec;
    root = std::filesystem::current_path(ec).string();
  }
  json run = {{"tool", {{"driver", {{"name", "wmc"}, {"rules", rules()}}}}},
              {"invocations", json::array({{{"executionSuccessful", true}}})},
              {"properties",
               {{"model", r.model},
                {"verdict", verdict(r)},
                {"executions", r.executions},
                {"erroneous", r.erroneous},
                {"blocked", r.blocked},
                {"stale_awaits", r.staleAwaits},
                {"bound_hits", r.boundHits},
                {"exhaustive", r.exhaustive}}}};
  if (r.repair) {
    run["properties"]["repair"] = repairProperties(*r.repair);
    run["columnKind"] = "unicodeCodePoints";
  }
  if (json bases = sarifBaseIds(root); !bases.is_null())
    run["originalUriBaseIds"] = std::move(bases);
  run["results"] = json::array();
  for (const ReportError &e : r.errors)
    run["results"].push_back(result(e, r.repair, root));
  for (const ReportWarning &w : r.warnings) {
    json res = {{"ruleId", w.kind},
                {"level", "warning"},
                {"message", {{"text", w.kind + ": " + w.message + " (" + w.location + ")"}}},
                {"properties", {{"executions", w.executions}}}};
    if (int i = ruleIndex(w.kind); i >= 0)
      res["ruleIndex"] = i;
    res["locations"] = json::array();
    if (!w.file.empty() && w.line > 0)
      res["locations"].push_back({{"physicalLocation", physical(w.file, w.dir, w.line, root)}});
    run["results"].push_back(std::move(res));
  }
  json log = {{"$schema", kSchema}, {"version", "2.1.0"}, {"runs", json::array({run})}};
  return log.dump(2) + "\n";
}

} // namespace wmc
