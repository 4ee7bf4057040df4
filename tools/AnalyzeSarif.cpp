#include "AnalyzeSarif.h"

#include "report/SarifUri.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <string_view>

namespace wmc::tools {

namespace {

using nlohmann::json;

constexpr const char *kSchema = "https://json.schemastore.org/sarif-2.1.0.json";

struct Check {
  std::string_view id;
  std::string_view description;
};

// The checks of analysis/ (docs/diagnostics.md); their names are the rules.
constexpr Check kChecks[] = {
    {"wmc-scope", "a block-scoped atomic or fence on memory other blocks can reach"},
    {"wmc-shared-race", "threads of a block race on shared/local memory with no barrier between"},
    {"wmc-divergent-barrier", "a barrier that not every thread of the block reaches"},
    {"wmc-data-race", "a non-atomic access that another thread can access concurrently"},
    {"wmc-weak-publication", "data published or consumed through a flag with a weak order"},
};

json rules() {
  json out = json::array();
  for (const Check &c : kChecks)
    out.push_back({{"id", std::string(c.id)},
                   {"shortDescription", {{"text", std::string(c.description)}}}});
  return out;
}

int ruleIndex(std::string_view check) {
  for (size_t i = 0; i < std::size(kChecks); ++i)
    if (kChecks[i].id == check)
      return static_cast<int>(i);
  return -1;
}

// clang names files relative to the directory it ran in, this one's.
std::string sourceRoot() {
  std::error_code ec;
  return std::filesystem::current_path(ec).string();
}

json artifact(const std::string &file) { return sarifArtifact(file, "", sourceRoot()); }

json physical(const json &place) {
  json region = {{"startLine", place.at("line").get<unsigned>()}};
  if (unsigned column = place.value("column", 0u); column > 0)
    region["startColumn"] = column;
  return {{"artifactLocation", artifact(place.at("file").get<std::string>())},
          {"region", std::move(region)}};
}

// clang's "error" (-Werror) and "warning" are SARIF levels too.
std::string level(const std::string &severity) {
  return severity == "error" ? "error" : severity == "note" ? "note" : "warning";
}

json fix(const json &fixits) {
  // One artifactChange per file, in the order the files first appear.
  json changes = json::array();
  for (const json &f : fixits) {
    json location = artifact(f.at("file").get<std::string>());
    json replacement = {
        {"deletedRegion",
         {{"byteOffset", f.at("offset").get<uint64_t>()},
          {"byteLength", f.at("length").get<uint64_t>()}}},
        {"insertedContent", {{"text", f.at("replacement").get<std::string>()}}}};
    auto same = [&](const json &c) { return c["artifactLocation"] == location; };
    auto it = std::find_if(changes.begin(), changes.end(), same);
    if (it == changes.end())
      changes.push_back({{"artifactLocation", std::move(location)},
                         {"replacements", json::array({std::move(replacement)})}});
    else
      (*it)["replacements"].push_back(std::move(replacement));
  }
  return {{"description", {{"text", "the fix-it clang offers"}}},
          {"artifactChanges", std::move(changes)}};
}

json result(const json &d) {
  std::string check = d.at("check").get<std::string>();
  json r = {{"ruleId", check},
            {"level", level(d.at("severity").get<std::string>())},
            {"message", {{"text", d.at("message").get<std::string>()}}},
            {"locations", json::array({{{"physicalLocation", physical(d)}}})}};
  if (int i = ruleIndex(check); i >= 0)
    r["ruleIndex"] = i;
  json related = json::array();
  for (const json &n : d.value("notes", json::array()))
    related.push_back({{"id", related.size()},
                       {"message", {{"text", n.at("message").get<std::string>()}}},
                       {"physicalLocation", physical(n)}});
  if (!related.empty())
    r["relatedLocations"] = std::move(related);
  if (const json fixits = d.value("fixits", json::array()); !fixits.empty())
    r["fixes"] = json::array({fix(fixits)});
  return r;
}

} // namespace

Result<std::string> analyzeReportToSarif(const std::string &pluginJson) {
  json in = json::parse(pluginJson, nullptr, /*allow_exceptions=*/false);
  if (in.is_discarded() || !in.contains("diagnostics") || !in["diagnostics"].is_array())
    return Error{"the analysis report is not valid JSON"};
  json results = json::array();
  try {
    for (const json &d : in["diagnostics"])
      results.push_back(result(d));
  } catch (const json::exception &e) {
    return Error{std::string("the analysis report is malformed: ") + e.what()};
  }
  json run = {{"tool", {{"driver", {{"name", "wmc analyze"}, {"rules", rules()}}}}},
              {"invocations", json::array({{{"executionSuccessful", true}}})},
              {"results", std::move(results)}};
  if (json bases = sarifBaseIds(sourceRoot()); !bases.is_null())
    run["originalUriBaseIds"] = std::move(bases);
  json log = {{"$schema", kSchema}, {"version", "2.1.0"}, {"runs", json::array({run})}};
  return log.dump(2) + "\n";
}

} // namespace wmc::tools
