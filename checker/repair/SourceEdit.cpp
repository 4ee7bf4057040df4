#include "repair/SourceEdit.h"

#include "repair/AtomicDeclaration.h"
#include "repair/EditText.h"
#include "repair/TableEdits.h"

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

/// libcu++: `cuda::atomic_ref<T, cuda::thread_scope_block> x(X);` and then
/// `x.store(...)` at `pos`: the scope argument of the last declaration of
/// the object named at `pos` before it, and its replacement.
std::optional<std::pair<Token, std::string>> scopeInDeclaration(const std::string &text, size_t pos,
                                                                uint8_t level) {
  // A member call's location is its member name: the object precedes it.
  size_t end = pos;
  if (end >= 1 && text[end - 1] == '.')
    end -= 1;
  else if (end >= 2 && text.compare(end - 2, 2, "->") == 0)
    end -= 2;
  size_t begin = end;
  while (begin > 0 && isIdent(text[begin - 1]))
    --begin;
  Token object = end == pos ? identAt(text, pos) : Token{begin, end};
  if (object.begin == object.end)
    return std::nullopt;
  std::string_view name(text.data() + object.begin, object.end - object.begin);
  std::optional<Token> found;
  const std::string prefix = "thread_scope_";
  for (size_t at = text.find(prefix); at != std::string::npos && at < pos;
       at = text.find(prefix, at + 1)) {
    Token scope = identAt(text, at);
    size_t i = scope.end;
    auto skip = [&](std::string_view chars) {
      while (i < text.size() && chars.find(text[i]) != std::string_view::npos)
        ++i;
    };
    skip(" \t\n");
    if (i >= text.size() || text[i] != '>')
      continue;
    ++i;
    skip(" \t\n&*");
    Token declared = identAt(text, i);
    if (std::string_view(text.data() + declared.begin, declared.end - declared.begin) == name)
      found = scope;
  }
  if (!found)
    return std::nullopt;
  return std::pair{*found, *scopeConstant("thread_scope_block", level)};
}

/// The offset just after the ';' that ends the statement at `pos` (outside
/// parentheses), or nullopt if the statement does not end there (`pos` is
/// in a condition, or a block starts first).
std::optional<size_t> statementEnd(const std::string &text, size_t pos) {
  int depth = 0;
  for (size_t i = pos; i < text.size(); ++i) {
    char ch = text[i];
    if (ch == '(')
      ++depth;
    else if (ch == ')')
      --depth;
    else if (ch == '{' || ch == '}' || (ch == ';' && depth < 0))
      return std::nullopt;
    else if (ch == ';' && depth == 0)
      return i + 1;
  }
  return std::nullopt;
}

} // namespace

bool compoundUpdateAt(const std::string &source, uint32_t line, uint32_t column) {
  std::optional<size_t> pos = offsetOf(source, line, column);
  if (!pos)
    return false;
  std::string_view at = std::string_view(source).substr(*pos);
  for (std::string_view op :
       {"++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="})
    if (at.starts_with(op))
      return true;
  return false;
}

bool namesVariableAt(const std::string &source, uint32_t line, uint32_t column,
                     const std::string &variable) {
  std::optional<size_t> at = offsetOf(source, line, column);
  if (!at || *at >= source.size() || variable.empty())
    return false;
  auto identBefore = [&](size_t end) { // the identifier ending right before `end`
    size_t begin = end;
    while (begin > 0 && isIdent(source[begin - 1]))
      --begin;
    return source.substr(begin, end - begin);
  };
  auto skipSpaceBack = [&](size_t pos) {
    while (pos > 0 && std::isspace(static_cast<unsigned char>(source[pos - 1])))
      --pos;
    return pos;
  };
  // The operand before an operator: `x`, or `arr[...]`.
  auto operandBefore = [&](size_t op) {
    size_t end = skipSpaceBack(op);
    if (end > 0 && source[end - 1] == ']') {
      int depth = 0;
      size_t pos = end;
      while (pos > 0) {
        char c = source[--pos];
        depth += c == ']' ? 1 : c == '[' ? -1 : 0;
        if (depth == 0)
          break;
      }
      if (depth != 0)
        return std::string();
      end = skipSpaceBack(pos);
    }
    return identBefore(end);
  };
  if (isIdent(source[*at])) // a load: the variable's name
    return identAt(source, *at).end - *at == variable.size() &&
           source.compare(*at, variable.size(), variable) == 0;
  std::string_view rest = std::string_view(source).substr(*at);
  bool incDec = rest.starts_with("++") || rest.starts_with("--");
  size_t before = skipSpaceBack(*at);
  bool postfix = before > 0 && (isIdent(source[before - 1]) || source[before - 1] == ']' ||
                                source[before - 1] == ')');
  if (incDec && !postfix) { // ++x: the operand follows
    size_t pos = *at + 2;
    while (pos < source.size() && std::isspace(static_cast<unsigned char>(source[pos])))
      ++pos;
    Token t = identAt(source, pos);
    return source.substr(t.begin, t.end - t.begin) == variable;
  }
  return operandBefore(*at) == variable;
}

bool mergeSameEdit(SourceEdit &into, const SourceEdit &next) {
  if (into.file != next.file || into.offset != next.offset || into.insertion || next.insertion)
    return false;
  auto isOrder = [](const std::string &r) {
    return r.starts_with("memory_order_") || r.starts_with("__ATOMIC_");
  };
  if (!isOrder(into.replacement) || !isOrder(next.replacement) ||
      into.replacement == next.replacement)
    return true; // one declaration's scope shared by two sites: one edit
  auto seqCst = [](const std::string &r) {
    return r.ends_with("seq_cst") || r.ends_with("SEQ_CST");
  };
  if (seqCst(next.replacement))
    into.replacement = next.replacement;
  else if (!seqCst(into.replacement))
    into.replacement =
        into.replacement.starts_with("__ATOMIC_") ? "__ATOMIC_ACQ_REL" : "memory_order_acq_rel";
  if (into.kind != "strengthen-fence")
    into.kind = "strengthen-rmw";
  into.reason += "; " + next.reason;
  return true;
}

namespace {

// The fallback when the site has no entry in the site table: the edit is
// found from the site's line and column by reading the source around them.
std::optional<SourceEdit> lexicalEditFor(const Change &c, const std::string &source,
                                         std::string &why) {
  auto at = offsetOf(source, c.site.line, c.site.col);
  if (!at) {
    why = "line " + std::to_string(c.site.line) + " column " + std::to_string(c.site.col) +
          " is not in the file";
    return std::nullopt;
  }
  auto place = [&](Token t, std::string replacement) {
    return placedEdit(source, t.begin, t.end, std::move(replacement), c);
  };
  switch (c.kind) {
  case ChangeKind::WidenScope: {
    Token name = identAt(source, *at);
    std::string_view callee(source.data() + name.begin, name.end - name.begin);
    if (auto renamed = cudaScopedName(callee, c.level))
      return place(name, *renamed);
    for (Token t : callTokens(source, *at)) {
      std::string_view word(source.data() + t.begin, t.end - t.begin);
      if (word.starts_with("memory_scope_"))
        if (auto scope = scopeConstant(word, c.level))
          return place(t, *scope);
    }
    if (auto decl = scopeInDeclaration(source, *at, c.level))
      return place(decl->first, decl->second);
    why = "no scope to widen was found in the call at line " + std::to_string(c.site.line) +
          " column " + std::to_string(c.site.col) +
          " (nor in the declaration of the object it is called on)";
    return std::nullopt;
  }
  case ChangeKind::ReleaseStore:
  case ChangeKind::AcquireLoad:
  case ChangeKind::ReleaseFence:
  case ChangeKind::AcquireFence: {
    // The order argument of the call (C11/C++/CUDA/OpenCL or GCC builtins).
    for (Token t : callTokens(source, *at)) {
      std::string_view word(source.data() + t.begin, t.end - t.begin);
      if (!word.starts_with("memory_order_") && !word.starts_with("__ATOMIC_"))
        continue;
      if (auto order = strongerOrder(word, c.kind, c.level))
        return place(t, *order);
    }
    why = "no memory order argument was found in the call at line " + std::to_string(c.site.line) +
          " column " + std::to_string(c.site.col);
    return std::nullopt;
  }
  case ChangeKind::FenceAfter:
  case ChangeKind::BarrierAfter: {
    auto end = statementEnd(source, *at);
    if (!end) {
      why = "the end of the statement at line " + std::to_string(c.site.line) + " was not found";
      return std::nullopt;
    }
    return place(Token{*end, *end}, " " + insertedStatement(c));
  }
  case ChangeKind::FenceBefore:
  case ChangeKind::BarrierBefore:
    why = "a statement goes before the operation at line " + std::to_string(c.site.line) +
          " only with the site table of the wmc plugin (the binary has none)";
    return std::nullopt;
  case ChangeKind::MakeAtomic:
    break;
  }
  why = "unknown change";
  return std::nullopt;
}

} // namespace

std::optional<SourceEdit> editFor(const Change &c, const std::string &source, std::string &why) {
  if (c.kind == ChangeKind::MakeAtomic) {
    auto r = atomicDeclaration(c.site.file, source, c.site.variable, c.site.ranges.get(), why);
    if (!r)
      return std::nullopt;
    return placedEdit(source, r->begin, r->end, r->replacement, c);
  }
  if (c.site.ranges && c.site.ranges->offset != ByteRange::kNone)
    return tableEditFor(c, *c.site.ranges, source, why);
  return lexicalEditFor(c, source, why);
}

} // namespace wmc::repair
