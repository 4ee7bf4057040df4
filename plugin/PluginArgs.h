// The arguments of the wmc plugin (-Xclang -plugin-arg-wmc -Xclang ARG, or
// the driver's -fplugin-arg-wmc-ARG):
//   report-json=PATH   write the reported findings as JSON to PATH
//   export-fixes=PATH  write their fix-its as a clang-apply-replacements file
//   no-analysis        instrument only (wmc check's compile of lowered CUDA)
//   no-private         instrument own-slot and read-only kernel accesses and
//                      thread_local copies like any other access
//                      (analysis/PrivateSlots.h, instrument/ThreadLocalProof.h;
//                      on by default, also with no-analysis)
//   -WFLAG or WFLAG    a -W option for the wmc checks (-Wno-wmc-scope, ...),
//                      applied after the command line's; clang does not see
//                      it, so it prints no "unknown warning option"
#ifndef WMC_PLUGIN_PLUGINARGS_H
#define WMC_PLUGIN_PLUGINARGS_H

#include <optional>
#include <string>
#include <vector>

namespace wmc::plugin {

struct PluginArgs {
  std::optional<std::string> reportJson;
  std::optional<std::string> exportFixes;
  bool analysis = true;
  bool privateSlots = true;
  std::vector<std::string> warningOptions; // without "-W"

  // Takes one argument; false if it is not one of the above.
  bool parse(const std::string &arg);
};

} // namespace wmc::plugin

#endif
