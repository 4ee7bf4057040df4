// How wmc-cc / wmc-c++ turn a compiler invocation into a clang invocation
// with the wmc plugin and runtime.
#ifndef WMC_TOOLS_WRAPPERARGS_H
#define WMC_TOOLS_WRAPPERARGS_H

#include "Paths.h"

#include <span>
#include <string>
#include <vector>

namespace wmc::tools {

// True if clang, given these arguments (response files already expanded),
// would link: none of -c, -S, -E, -M, -MM, -fsyntax-only (or their long
// spellings) and at least one input file.
bool invocationLinks(std::span<const std::string> args);

// True if the arguments already choose a debug-info level (-g, -g0, -ggdb,
// -gdwarf-5, -gline-tables-only, ...).
bool choosesDebugInfo(std::span<const std::string> args);

// <driver> -fplugin=<plugin> -I<include> [-g] ARGS... [-x none <runtime>
// <runtime link args>]; the runtime part only when the invocation links.
std::vector<std::string> wrapperCommand(const Toolchain &toolchain, bool cxx,
                                        std::span<const std::string> args);

} // namespace wmc::tools

#endif
