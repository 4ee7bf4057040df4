// Fuzzes the wmc plugin's arguments (plugin/PluginArgs.cpp) and the -W
// options it applies to the wmc checks (plugin/WarningPolicy.cpp). An
// argument the plugin takes as a -W option must be one the policy applies.
#include "FuzzInput.h"

#include "PluginArgs.h"
#include "WarningPolicy.h"

using namespace wmc::plugin;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  PluginArgs args;
  WarningPolicy policy;
  for (const std::string &piece : wmc::fuzz::splitArgs(data, size)) {
    size_t before = args.warningOptions.size();
    if (!args.parse(piece) || args.warningOptions.size() == before)
      continue;
    wmc::fuzz::require(policy.applyOption(args.warningOptions.back()),
                       "the policy applies a -W option the plugin took");
  }
  for (wmc::analysis::CheckKind check : wmc::analysis::kAllChecks)
    (void)policy.effective(policy.mapping(check));
  return 0;
}
