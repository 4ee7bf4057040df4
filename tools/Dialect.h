// Source language of an input file, decided by its extension.
#ifndef WMC_TOOLS_DIALECT_H
#define WMC_TOOLS_DIALECT_H

#include <string_view>

namespace wmc::tools {

enum class Dialect { C, Cxx, Cuda, OpenCL, Unknown };

// .c -> C; .cc .cpp .cxx -> C++; .cu -> CUDA; .cl -> OpenCL; else Unknown.
Dialect dialectOf(std::string_view path);

} // namespace wmc::tools

#endif
