// The two commands behind `wmc check`: compile with the plugin, then run.
#ifndef WMC_TOOLS_CHECKCOMMAND_H
#define WMC_TOOLS_CHECKCOMMAND_H

#include "CheckOptions.h"
#include "Dialect.h"
#include "Paths.h"

#include <string>
#include <vector>

namespace wmc::tools {

// <clang> -fplugin=<plugin> -g -O1 -I<include> -x c|c++ [-std=c++20] FILE
//   -x none [CLANG_ARGS...] -o <output> <runtime> [runtime link args]
// `dialect` must be C or Cxx. -std=c++20 is added for C++ unless clangArgs
// already choose a standard.
std::vector<std::string> compileCommand(const Toolchain &toolchain,
                                        Dialect dialect,
                                        const CheckOptions &options,
                                        const std::string &output);

// <output> --wmc-... flags for the given options.
std::vector<std::string> runCommand(const CheckOptions &options,
                                    const std::string &output);

} // namespace wmc::tools

#endif
