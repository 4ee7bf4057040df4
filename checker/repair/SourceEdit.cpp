#include "repair/SourceEdit.h"

#include <algorithm>
#include <cctype>
#include <fstream>
#include <sstream>

namespace wmc::repair {

std::optional<std::string> readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

namespace {

bool isIdent(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// Byte offset of (line, col) in `text`, or nullopt past the end.
std::optional<size_t> offsetOf(const std::string &text, uint32_t line, uint32_t col) {
  size_t pos = 0;
  for (uint32_t l = 1; l < line; ++l) {
    pos = text.find('\n', pos);
    if (pos == std::string::npos)
      return std::nullopt;
    ++pos;
  }
  if (col == 0 || pos + col - 1 > text.size())
    return std::nullopt;
  return pos + col - 1;
}

struct Token {
  size_t begin, end;
};

/// The identifier starting at `pos` (empty if none).
Token identAt(const std::string &text, size_t pos) {
  size_t end = pos;
  while (end < text.size() && isIdent(text[end]))
    ++end;
  return {pos, end};
}

/// The identifiers of the call whose name starts at `pos`: from `pos` to the
/// parenthesis that closes its argument list.
std::vector<Token> callTokens(const std::string &text, size_t pos) {
  std::vector<Token> out;
  int depth = 0;
  for (size_t i = pos; i < text.size();) {
    char c = text[i];
    if (isIdent(c)) {
      Token t = identAt(text, i);
      out.push_back(t);
      i = t.end;
      continue;
    }
    if (c == '(')
      ++depth;
    else if (c == ')' && --depth <= 0)
      break;
    else if (c == ';' && depth == 0)
      break;
    ++i;
  }
  return out;
}

constexpr const char *kOpenClScopes[] = {"memory_scope_work_group", "memory_scope_device",
                                         "memory_scope_all_svm_devices"};
const std::string_view kBlockSuffix = "_block", kSystemSuffix = "_system";

/// CUDA: atomicAdd_block -> atomicAdd (device) or atomicAdd_system;
/// __threadfence_block -> __threadfence / __threadfence_system.
std::optional<std::string> cudaScopedName(std::string_view name, uint8_t level) {
  // CUDA's atomicAdd, atomicCAS, ... (not OpenCL's atomic_store_explicit).
  bool cudaAtomic = name.size() > 6 && name.starts_with("atomic") &&
                    std::isupper(static_cast<unsigned char>(name[6]));
  if (!cudaAtomic && !name.starts_with("__threadfence"))
    return std::nullopt;
  std::string base(name);
  if (name.ends_with(kBlockSuffix))
    base.resize(base.size() - kBlockSuffix.size());
  else if (name.ends_with(kSystemSuffix))
    base.resize(base.size() - kSystemSuffix.size());
  return level >= 2 ? base + std::string(kSystemSuffix) : base;
}

} // namespace

std::optional<SourceEdit> editFor(const Change &c, const std::string &source, std::string &why) {
  auto at = offsetOf(source, c.site.line, c.site.col);
  if (!at) {
    why = "line " + std::to_string(c.site.line) + " column " + std::to_string(c.site.col) +
          " is not in the file";
    return std::nullopt;
  }
  SourceEdit e;
  e.file = c.site.file;
  e.kind = std::string(toString(c.kind));
  // The replaced token may be on a later line than the call (an argument).
  auto place = [&](Token t, std::string replacement) {
    size_t lineStart = t.begin == 0 ? std::string::npos : source.rfind('\n', t.begin - 1);
    lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
    size_t lineEnd = source.find('\n', t.begin);
    if (lineEnd == std::string::npos)
      lineEnd = source.size();
    e.offset = static_cast<uint32_t>(t.begin);
    e.length = static_cast<uint32_t>(t.end - t.begin);
    e.line = static_cast<uint32_t>(1 + std::count(source.begin(),
                                                  source.begin() + static_cast<long>(t.begin), '\n'));
    e.column = static_cast<uint32_t>(t.begin - lineStart + 1);
    e.lineText = source.substr(lineStart, lineEnd - lineStart);
    e.original = source.substr(t.begin, t.end - t.begin);
    e.replacement = std::move(replacement);
    return e;
  };
  switch (c.kind) {
  case ChangeKind::WidenScope: {
    Token name = identAt(source, *at);
    std::string_view callee(source.data() + name.begin, name.end - name.begin);
    if (auto renamed = cudaScopedName(callee, c.level))
      return place(name, *renamed);
    for (Token t : callTokens(source, *at)) {
      std::string_view word(source.data() + t.begin, t.end - t.begin);
      for (const char *scope : kOpenClScopes)
        if (word == scope)
          return place(t, kOpenClScopes[c.level]);
    }
    why = "no scope to widen was found in the call at line " + std::to_string(c.site.line) +
          " (a scope in a type, e.g. cuda::thread_scope_block, is not supported yet)";
    return std::nullopt;
  }
  }
  why = "unknown change";
  return std::nullopt;
}

} // namespace wmc::repair
