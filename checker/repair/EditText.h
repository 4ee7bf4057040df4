// The text of repair edits, shared by the edits found from the site table
// (TableEdits.cpp) and the lexical fallback (SourceEdit.cpp): the new
// spelling of a scope or order token and the statements a repair inserts.
#pragma once

#include "repair/Conflict.h"
#include "repair/SourceEdit.h"

#include <optional>
#include <string>
#include <string_view>

namespace wmc::repair {

/// The edit replacing source[begin, end) of `file` by `replacement`, with
/// its line, column and line text.
SourceEdit placedEdit(const std::string &source, size_t begin, size_t end, std::string replacement,
                      const std::string &file, std::string kind);
/// The same for change `c` (its file and kind).
SourceEdit placedEdit(const std::string &source, size_t begin, size_t end, std::string replacement,
                      const Change &c);

/// CUDA: atomicAdd_block -> atomicAdd (level 1, device) or atomicAdd_system
/// (2); __threadfence_block -> __threadfence / __threadfence_system.
std::optional<std::string> cudaScopedName(std::string_view name, uint8_t level);

/// A scope constant at `level` in the spelling of `word`
/// (memory_scope_work_group, thread_scope_block, WMC_SCOPE_BLOCK), or
/// nullopt when `word` is none of those.
std::optional<std::string> scopeConstant(std::string_view word, uint8_t level);
/// OpenCL's scope constant at `level`.
std::string_view openClScope(uint8_t level);

/// The order token that replaces order token `word` (memory_order_relaxed,
/// __ATOMIC_RELAXED, relaxed) for change `kind` at `level`: release or
/// acquire, acq_rel when the token already has the other half, seq_cst at
/// level 2. nullopt when `word` is not an order token.
std::optional<std::string> strongerOrder(std::string_view word, ChangeKind kind, uint8_t level);

/// The statement an insertion change adds, without blanks:
/// `__atomic_thread_fence(__ATOMIC_SEQ_CST);`, `__syncthreads();`, ...
std::string insertedStatement(const Change &c);

/// Byte offset of (line, col) in `text`, or nullopt past the end.
std::optional<size_t> offsetOf(const std::string &text, uint32_t line, uint32_t col);

} // namespace wmc::repair
