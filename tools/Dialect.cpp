#include "Dialect.h"

namespace wmc::tools {

Dialect dialectOf(std::string_view path) {
  std::string_view name = path.substr(path.find_last_of('/') + 1);
  std::size_t dot = name.find_last_of('.');
  if (dot == std::string_view::npos || dot == 0)
    return Dialect::Unknown;
  std::string_view ext = name.substr(dot);
  if (ext == ".c")
    return Dialect::C;
  if (ext == ".cc" || ext == ".cpp" || ext == ".cxx")
    return Dialect::Cxx;
  if (ext == ".cu")
    return Dialect::Cuda;
  if (ext == ".cl")
    return Dialect::OpenCL;
  return Dialect::Unknown;
}

} // namespace wmc::tools
