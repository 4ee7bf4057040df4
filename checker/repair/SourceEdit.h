// A chosen change as an edit of the user's source file: byte offset and
// length in the original file, and the replacement text. Taken from the
// plugin's site table (the exact ranges of the operation, its order and
// scope, its statement and where a statement can go next to it:
// TableEdits.cpp) when the site has an entry; found lexically from the
// site's line and column (the start of the operation's call) when it has
// none (a binary built without the plugin).
#pragma once

#include "repair/Conflict.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

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
  /// An inserted statement: the statement it goes next to, [stmtBegin,
  /// stmtEnd), and whether that statement needs braces (an unbraced body).
  struct Insertion {
    uint32_t stmtBegin = 0, stmtEnd = 0;
    bool braces = false;
    bool before = false;
  };
  std::optional<Insertion> insertion;
};

/// The edit that makes change `c` in `source` (the text of c.site.file), or
/// an explanation of why it cannot be found.
std::optional<SourceEdit> editFor(const Change &c, const std::string &source, std::string &why);

/// `next` edits the same text as `into` (same file and offset, not an
/// insertion): true, and `into` becomes the edit that makes both (a
/// read-modify-write that must release and acquire: one order argument,
/// acq_rel). False otherwise.
bool mergeSameEdit(SourceEdit &into, const SourceEdit &next);

/// The edits as they are written: the statements inserted next to one
/// statement become one edit at each of its ends, inside the braces an
/// unbraced body gets (`if (c) x = 1;` -> `if (c) { x = 1; fence; }`), so
/// that they run exactly where the exploration ran them. `sources` has the
/// text of each file.
std::vector<SourceEdit> combineInsertions(std::vector<SourceEdit> edits,
                                          const std::map<std::string, std::string> &sources);

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
