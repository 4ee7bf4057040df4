// Help and usage texts of the wmc tools.
#ifndef WMC_TOOLS_HELP_H
#define WMC_TOOLS_HELP_H

#include <string>

namespace wmc::tools {

extern const char *const kMainHelp;  // wmc --help
extern const char *const kCheckHelp; // wmc check --help
extern const char *const kAnalyzeHelp; // wmc analyze --help
extern const char *const kMergeHelp;   // wmc merge --help
extern const char *const kLitmusHelp;  // wmc litmus --help

// wmc-cc --wmc-help / wmc-c++ --wmc-help; `name` is the wrapper's name.
std::string wrapperHelp(const std::string &name, bool cxx);

} // namespace wmc::tools

#endif
