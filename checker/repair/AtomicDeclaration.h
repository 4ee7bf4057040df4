// The edit that makes a global variable atomic: the variable's file-scope
// definition (from the site table, else found lexically), changed by one
// token: C's `int x;`
// becomes `_Atomic int x;`, C++'s `std::atomic<int> x;`, CUDA's
// `__device__ int x;` `__device__ cuda::atomic<int, cuda::thread_scope_device> x;`.
#pragma once

#include "graph/Types.h"
#include "report/SourceRanges.h"

#include <cstddef>
#include <optional>
#include <string>

namespace wmc::repair {

struct TextReplacement {
  size_t begin = 0, end = 0; ///< bytes of the source replaced
  std::string replacement;
};

/// Does the language of `file` (its extension) have a one-token atomic
/// declaration (C, C++, CUDA)? If not (OpenCL C...), `why` says so.
bool hasAtomicDeclarations(const std::string &file, std::string &why);

/// The scope of the atomic accesses the declaration's edit makes: device
/// for CUDA (cuda::thread_scope_device), system otherwise.
Scope atomicDeclarationScope(const std::string &file);

/// The replacement that makes `variable`, defined at file scope in `source`
/// (the text of `file`, whose extension says the language), atomic; or why
/// it cannot be found. The definition's type words are `ranges->decl` when
/// the site table has them (`ranges` of an access that names the variable),
/// else found lexically.
std::optional<TextReplacement> atomicDeclaration(const std::string &file, const std::string &source,
                                                 const std::string &variable,
                                                 const SourceRanges *ranges, std::string &why);

} // namespace wmc::repair
