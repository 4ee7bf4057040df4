#include "PluginArgs.h"

#include "Finding.h"

#include <string_view>

namespace wmc::plugin {

namespace {

// True if the -W option (without "-W") names a wmc check or is -Werror /
// -Wno-error: the only options the plugin understands.
bool concernsWmc(std::string_view option) {
  if (option == "error" || option == "no-error")
    return true;
  for (std::string_view prefix : {"no-error=", "error=", "no-"})
    if (option.starts_with(prefix)) {
      option.remove_prefix(prefix.size());
      break;
    }
  return analysis::checkFromName(option).has_value();
}

} // namespace

bool PluginArgs::parse(const std::string &arg) {
  std::string_view a = arg;
  if (a.starts_with("report-json=") && a.size() > 12) {
    reportJson = std::string(a.substr(12));
    return true;
  }
  if (a.starts_with("export-fixes=") && a.size() > 13) {
    exportFixes = std::string(a.substr(13));
    return true;
  }
  if (a == "no-analysis") {
    analysis = false;
    return true;
  }
  if (a == "no-private") {
    privateSlots = false;
    return true;
  }
  if (a.starts_with("-"))
    a.remove_prefix(1);
  if (a.starts_with("W") && concernsWmc(a.substr(1))) {
    warningOptions.emplace_back(a.substr(1));
    return true;
  }
  return false;
}

} // namespace wmc::plugin
