// Where the wmc tools find clang, the plugin, the runtime and the headers.
#ifndef WMC_TOOLS_PATHS_H
#define WMC_TOOLS_PATHS_H

#include "Result.h"

#include <string>
#include <vector>

namespace wmc::tools {

struct Toolchain {
  std::string clang;                  // the C compiler driver
  std::vector<std::string> cxxDriver; // {clang++} or {clang, --driver-mode=g++}
  std::string binDir;                 // holds wmc and wmc-cuda-lower
  std::string libDir;                 // holds libwmc_plugin.so, libwmc_rt.a
  std::string includeDir;             // holds wmc/wmc.h
  std::vector<std::string> runtimeLinkArgs; // extra args after libwmc_rt.a

  std::string pluginPath() const { return libDir + "/libwmc_plugin.so"; }
  std::string runtimePath() const { return libDir + "/libwmc_rt.a"; }
  // The CUDA lowering tool, next to the running executable.
  std::string cudaLowerPath() const { return binDir + "/wmc-cuda-lower"; }
  // The command prefix that runs the C (cxx=false) or C++ driver.
  std::vector<std::string> driver(bool cxx) const;
};

// Locates the toolchain:
//  - clang: $WMC_CLANG_OVERRIDE if set (a path, or a name looked up in PATH),
//    else the clang configured at build time;
//  - binDir: the directory of the running executable;
//  - libDir: <dir of the running executable>/../lib if it contains
//    libwmc_plugin.so (installed tree), else the build tree's lib directory;
//  - includeDir: <dir of the running executable>/../include if it contains
//    wmc/wmc.h, else the source tree's include directory.
Result<Toolchain> findToolchain();

// Looks `name` up in $PATH unless it contains a slash. Returns an empty
// string when no executable is found.
std::string findExecutable(const std::string &name);

} // namespace wmc::tools

#endif
