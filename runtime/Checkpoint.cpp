#include "runtime/Checkpoint.h"

#include "report/ReadReport.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace wmc::rt {

bool writeCheckpoint(const std::string &path, const Checkpoint &c, std::string &error) {
  nlohmann::json j = {{"wmc_checkpoint", 1},
                      {"next_subtree", c.nextSubtree},
                      {"split_depth", c.splitDepth},
                      {"restarts", c.restarts},
                      {"report", nlohmann::json::parse(renderJson(c.done))}};
  std::string tmp = path + ".tmp";
  {
    std::ofstream out(tmp, std::ios::trunc);
    out << j.dump() << '\n';
    out.flush();
    if (!out) {
      error = "cannot write '" + tmp + "'";
      return false;
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    error = "cannot rename '" + tmp + "' to '" + path + "'";
    return false;
  }
  return true;
}

std::optional<Checkpoint> readCheckpoint(const std::string &path, std::string &error) {
  std::ifstream in(path);
  if (!in) {
    error = "cannot read '" + path + "'";
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  nlohmann::json j = nlohmann::json::parse(text.str(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object() || !j.contains("wmc_checkpoint") ||
      j["wmc_checkpoint"] != 1 || !j.contains("next_subtree") ||
      !j["next_subtree"].is_number_unsigned() || !j.contains("split_depth") ||
      !j["split_depth"].is_number_unsigned() || !j.contains("report")) {
    error = "'" + path + "' is not a wmc checkpoint";
    return std::nullopt;
  }
  Checkpoint c;
  c.nextSubtree = j["next_subtree"].get<uint64_t>();
  c.splitDepth = j["split_depth"].get<uint32_t>();
  if (j.contains("restarts") && j["restarts"].is_number_unsigned())
    c.restarts = j["restarts"].get<uint32_t>();
  std::string why;
  std::optional<Report> r = parseJsonReport(j["report"].dump(), why);
  if (!r) {
    error = "'" + path + "': " + why;
    return std::nullopt;
  }
  c.done = std::move(*r);
  return c;
}

} // namespace wmc::rt
