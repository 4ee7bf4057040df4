// A chosen change as an edit of the user's source file: byte offset and
// length in the original file, and the replacement text. Found lexically
// from the site's line and column (the start of the operation's call).
#pragma once

#include "repair/Conflict.h"

#include <optional>
#include <string>

namespace wmc::repair {

struct SourceEdit {
  std::string file;
  uint32_t line = 0, column = 0; ///< 1-based; column in bytes
  uint32_t offset = 0, length = 0;
  std::string replacement;
  std::string original; ///< the replaced text
  std::string lineText; ///< the whole source line (for the caret display)
  std::string kind;     ///< the ChangeKind's name
  std::string reason;   ///< the conflicts it removes
};

/// The edit that makes change `c` in `source` (the text of c.site.file), or
/// an explanation of why it cannot be found.
std::optional<SourceEdit> editFor(const Change &c, const std::string &source, std::string &why);

/// `next` edits the same text as `into` (same file and offset): true, and
/// `into` becomes the edit that makes both (a read-modify-write that must
/// release and acquire: one order argument, acq_rel). False otherwise.
bool mergeSameEdit(SourceEdit &into, const SourceEdit &next);

/// Is the operator at (line, column) of `source` one whose operand an
/// `_Atomic` type updates with one atomic read-modify-write: `++`, `--` or
/// a compound assignment (`+=`, `<<=`, ...)? Where clang puts the load and
/// the store of such an update (WMC_FLAG_UPDATE); a macro's expansion is at
/// its name, which is none of these.
bool compoundUpdateAt(const std::string &source, uint32_t line, uint32_t column);

/// Does the access clang placed at (line, column) of `source` name global
/// `variable` itself (`x`, `arr[i]`), rather than reach it through a pointer
/// (`*p`, `p->f`, a callee's parameter)? Making the variable `_Atomic`
/// changes only the former; the latter would not even compile cleanly. The
/// column is the variable for a load (`x`, `arr` of `arr[i]`), or the
/// operator for a store or update (`=`, `+=`, `++`), whose operand is the
/// identifier (with a subscript) before it, or after a prefix `++`/`--`.
bool namesVariableAt(const std::string &source, uint32_t line, uint32_t column,
                     const std::string &variable);

/// The whole text of a file, or nullopt.
std::optional<std::string> readFile(const std::string &path);

} // namespace wmc::repair
