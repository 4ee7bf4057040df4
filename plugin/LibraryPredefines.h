// Preprocessor definitions that make the C++ standard library's code part of
// the translation unit, so that the pass instruments it.
#pragma once

namespace clang {
class CompilerInstance;
}

namespace wmc::plugin {

/// Appends them to the predefines of CI's preprocessor (before the main
/// file is entered). Only C++ with libstdc++ is affected.
void addLibraryPredefines(clang::CompilerInstance &CI);

} // namespace wmc::plugin
