#include "runtime/Repair.h"

#include "plugin/DiagnosticExport.h"

#include <nlohmann/json.hpp>

#include <climits>
#include <cstdlib>

namespace wmc::rt {

namespace {

std::string absolute(const std::string &file) {
  char buf[PATH_MAX];
  return realpath(file.c_str(), buf) ? std::string(buf) : file;
}

std::string afterLine(const RepairOutcome &r) {
  return "re-explored: " + std::to_string(r.afterExecutions) + " executions, " +
         (r.afterErrors ? std::to_string(r.afterErrors) + " errors" : std::string("no error")) +
         "\n";
}

} // namespace

std::string renderRepairText(const RepairOutcome &r) {
  std::string out = "Repair: " + r.status;
  if (r.status != "not-needed")
    out += " (" + std::to_string(r.rounds) + (r.rounds == 1 ? " round, " : " rounds, ") +
           std::to_string(r.edits.size()) + (r.edits.size() == 1 ? " edit)" : " edits)");
  out += "\n";
  for (const repair::SourceEdit &e : r.edits) {
    // The gutter of clang's snippets: the line number right-aligned in five columns.
    std::string number = std::to_string(e.line);
    if (number.size() < 5)
      number.insert(0, 5 - number.size(), ' ');
    std::string gutter(number.size(), ' ');
    std::string indent;
    for (uint32_t i = 1; i < e.column && i - 1 < e.lineText.size(); ++i)
      indent += e.lineText[i - 1] == '\t' ? '\t' : ' ';
    out += e.file + ":" + std::to_string(e.line) + ":" + std::to_string(e.column) +
           ": fix: " + e.kind + ": " + e.reason + "\n";
    out += number + " | " + e.lineText + "\n";
    out += gutter + " | " + indent + "^" + std::string(e.length > 1 ? e.length - 1 : 0, '~') + "\n";
    out += gutter + " | " + indent + e.replacement + "\n";
  }
  if (r.status == "not-found")
    out += "not found: " + r.reason + "\n";
  else if (r.status == "repaired")
    out += afterLine(r);
  return out;
}

std::string addRepairToJson(const std::string &report, const RepairOutcome &r) {
  nlohmann::json j = nlohmann::json::parse(report);
  nlohmann::json fixes = nlohmann::json::array();
  for (const repair::SourceEdit &e : r.edits)
    fixes.push_back({{"file", e.file},
                     {"line", e.line},
                     {"column", e.column},
                     {"offset", e.offset},
                     {"length", e.length},
                     {"replacement", e.replacement},
                     {"kind", e.kind},
                     {"reason", e.reason}});
  nlohmann::json rep = {{"status", r.status},
                        {"rounds", r.rounds},
                        {"fixes", fixes},
                        {"after", {{"executions", r.afterExecutions}, {"errors", r.afterErrors}}}};
  if (!r.reason.empty())
    rep["reason"] = r.reason;
  j["repair"] = rep;
  return j.dump(2) + "\n";
}

Report withRepair(const Report &report, const std::optional<RepairOutcome> &r) {
  Report out = report;
  if (!r)
    return out;
  ReportRepair &rep = out.repair.emplace();
  rep.status = r->status;
  rep.reason = r->reason;
  rep.rounds = r->rounds;
  rep.afterExecutions = r->afterExecutions;
  rep.afterErrors = r->afterErrors;
  for (const repair::SourceEdit &e : r->edits)
    rep.fixes.push_back({e.file, e.line, e.column, e.offset, e.length, e.replacement, e.lineText,
                         e.kind, e.reason});
  return out;
}

std::string repairFixesYaml(const RepairOutcome &r) {
  std::vector<plugin::ExportedDiagnostic> diags;
  for (const repair::SourceEdit &e : r.edits) {
    plugin::ExportedPlace place{e.file, absolute(e.file), e.line, e.column, e.offset};
    plugin::ExportedDiagnostic d;
    d.check = "wmc-repair";
    d.severity = "warning";
    d.place = place;
    d.message = e.kind + ": " + e.reason;
    d.fixits.push_back(plugin::ExportedFixit{place, e.length, e.replacement});
    diags.push_back(std::move(d));
  }
  std::string main = r.edits.empty() ? std::string() : absolute(r.edits.front().file);
  return plugin::toFixesYaml(main, diags);
}

} // namespace wmc::rt
