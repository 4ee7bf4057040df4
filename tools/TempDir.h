// A fresh private directory (mkdtemp) that is removed with its contents
// when the object is destroyed.
#ifndef WMC_TOOLS_TEMPDIR_H
#define WMC_TOOLS_TEMPDIR_H

#include "Result.h"

#include <string>

namespace wmc::tools {

class TempDir {
public:
  // Creates $TMPDIR/wmc-XXXXXX (or /tmp/wmc-XXXXXX).
  static Result<TempDir> create();

  TempDir(TempDir &&other) noexcept;
  TempDir &operator=(TempDir &&other) noexcept;
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;
  ~TempDir();

  const std::string &path() const { return path_; }

private:
  explicit TempDir(std::string path) : path_(std::move(path)) {}
  void remove();

  std::string path_;
};

} // namespace wmc::tools

#endif
