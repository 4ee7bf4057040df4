// Expansion of @file arguments (GCC/clang response files), used by the
// compiler wrappers to see every argument of an invocation.
#ifndef WMC_TOOLS_RESPONSEFILE_H
#define WMC_TOOLS_RESPONSEFILE_H

#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace wmc::tools {

// Splits response file contents GNU-style: whitespace separates arguments,
// single and double quotes group, a backslash escapes the next character
// (also inside quotes, as clang does).
std::vector<std::string> splitResponseFile(std::string_view text);

// Replaces each @file argument by the arguments the file contains
// (recursively). An @file that cannot be read is kept unchanged, as clang
// itself then treats it as an input file name.
std::vector<std::string> expandResponseFiles(std::span<const std::string> args);

} // namespace wmc::tools

#endif
