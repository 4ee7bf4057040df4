#include "TempDir.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <utility>
#include <vector>

namespace wmc::tools {

Result<TempDir> TempDir::create() {
  const char *base = std::getenv("TMPDIR");
  std::string pattern =
      std::string(base && *base ? base : "/tmp") + "/wmc-XXXXXX";
  std::vector<char> buffer(pattern.begin(), pattern.end());
  buffer.push_back('\0');
  if (::mkdtemp(buffer.data()) == nullptr)
    return Error{"cannot create a temporary directory from '" + pattern +
                 "': " + std::strerror(errno)};
  return TempDir(std::string(buffer.data()));
}

TempDir::TempDir(TempDir &&other) noexcept
    : path_(std::exchange(other.path_, {})) {}

TempDir &TempDir::operator=(TempDir &&other) noexcept {
  if (this != &other) {
    remove();
    path_ = std::exchange(other.path_, {});
  }
  return *this;
}

TempDir::~TempDir() { remove(); }

void TempDir::remove() {
  if (path_.empty())
    return;
  std::error_code ec; // best effort: nothing useful to do on failure
  std::filesystem::remove_all(path_, ec);
  path_.clear();
}

} // namespace wmc::tools
