#include "Paths.h"

#include "WmcConfig.h"

#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string_view>
#include <system_error>
#include <unistd.h>

namespace fs = std::filesystem;

namespace wmc::tools {

namespace {

bool isExecutable(const std::string &path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec) && ::access(path.c_str(), X_OK) == 0;
}

// <dir of /proc/self/exe> or empty if it cannot be read.
fs::path executableDir() {
  std::error_code ec;
  fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (ec || exe.empty())
    return {};
  return exe.parent_path();
}

// <prefix>/<dir> when it contains `marker` (an installed tree), else the
// directory configured at build time.
std::string preferInstalled(const fs::path &prefix, const char *dir,
                            const fs::path &marker, const char *configured) {
  std::error_code ec;
  if (prefix.empty() || !fs::exists(prefix / dir / marker, ec))
    return configured;
  return (prefix / dir).lexically_normal().string();
}

std::vector<std::string> splitWords(std::string_view text) {
  std::vector<std::string> words;
  std::istringstream in{std::string(text)};
  for (std::string word; in >> word;)
    words.push_back(word);
  return words;
}

// clang-19 -> clang++-19, clang -> clang++, next to the C driver; a driver
// named clang++ already is one.
std::vector<std::string> cxxDriverFor(const std::string &clang) {
  fs::path path(clang);
  std::string base = path.filename().string();
  if (base.find("clang++") != std::string::npos)
    return {clang};
  if (std::size_t at = base.find("clang"); at != std::string::npos) {
    base.insert(at + 5, "++");
    std::string sibling = (path.parent_path() / base).string();
    if (isExecutable(sibling))
      return {sibling};
  }
  return {clang, "--driver-mode=g++"};
}

} // namespace

std::vector<std::string> Toolchain::driver(bool cxx) const {
  return cxx ? cxxDriver : std::vector<std::string>{clang};
}

std::string findExecutable(const std::string &name) {
  if (name.empty())
    return {};
  if (name.find('/') != std::string::npos)
    return isExecutable(name) ? name : std::string();
  const char *pathEnv = std::getenv("PATH");
  std::istringstream dirs(pathEnv ? pathEnv : "/usr/bin:/bin");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    std::string candidate = (dir.empty() ? "." : dir) + "/" + name;
    if (isExecutable(candidate))
      return candidate;
  }
  return {};
}

Result<Toolchain> findToolchain() {
  Toolchain tc;
  if (const char *over = std::getenv("WMC_CLANG_OVERRIDE"); over && *over) {
    tc.clang = findExecutable(over);
    if (tc.clang.empty())
      return Error{"WMC_CLANG_OVERRIDE names '" + std::string(over) +
                   "', which is not an executable"};
  } else {
    tc.clang = WMC_CONFIG_CLANG;
    if (!isExecutable(tc.clang))
      return Error{"clang not found at '" + tc.clang +
                   "' (set WMC_CLANG_OVERRIDE to use another one)"};
  }
  tc.cxxDriver = cxxDriverFor(tc.clang);

  fs::path bin = executableDir();
  fs::path prefix = bin.empty() ? fs::path() : bin.parent_path();
  tc.binDir = bin.empty() ? "." : bin.string();
  tc.libDir =
      preferInstalled(prefix, "lib", "libwmc_plugin.so", WMC_CONFIG_LIBDIR);
  tc.includeDir = preferInstalled(prefix, "include", fs::path("wmc") / "wmc.h",
                                  WMC_CONFIG_INCLUDEDIR);
  tc.runtimeLinkArgs = splitWords(WMC_CONFIG_RT_LINK_ARGS);
  return tc;
}

} // namespace wmc::tools
