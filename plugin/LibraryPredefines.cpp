#include "LibraryPredefines.h"

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"

namespace wmc::plugin {

namespace {

// Up to C++17, libstdc++ declares std::string and std::wstring as extern
// templates: their out-of-line members (_M_mutate, _M_replace, ...) are
// then called in libstdc++.so, uninstrumented, and the test's own accesses
// to its strings would be missed (a later load reads a stale value).
// _GLIBCXX_EXTERN_TEMPLATE == -1 is libstdc++'s documented switch that
// drops exactly those two extern templates (as C++20 does); the others
// (iostreams, locales) stay in the library, whose internal synchronisation
// wmc does not model. c++config.h defines the macro unconditionally, so it
// is redefined right after it.
constexpr const char *kPredefines = R"(
#if defined(__cplusplus) && __has_include(<bits/c++config.h>)
#include <bits/c++config.h>
#if _GLIBCXX_EXTERN_TEMPLATE > 0
#undef _GLIBCXX_EXTERN_TEMPLATE
#define _GLIBCXX_EXTERN_TEMPLATE -1
#endif
#endif
)";

} // namespace

void addLibraryPredefines(clang::CompilerInstance &CI) {
  if (!CI.getLangOpts().CPlusPlus || !CI.hasPreprocessor())
    return;
  clang::Preprocessor &PP = CI.getPreprocessor();
  PP.setPredefines(PP.getPredefines() + kPredefines);
}

} // namespace wmc::plugin
