#include "repair/AtomicDeclaration.h"

#include <array>
#include <cctype>
#include <string_view>

namespace wmc::repair {

namespace {

enum class Language { C, Cxx, Other };

Language languageOf(const std::string &file) {
  size_t dot = file.rfind('.');
  std::string_view ext = dot == std::string::npos ? "" : std::string_view(file).substr(dot);
  if (ext == ".c")
    return Language::C;
  if (ext == ".cc" || ext == ".cpp" || ext == ".cxx" || ext == ".C" || ext == ".c++")
    return Language::Cxx;
  return Language::Other;
}

bool isIdent(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// Words of a scalar type a one-token atomic edit can wrap.
bool isScalarTypeWord(std::string_view w) {
  constexpr std::array<std::string_view, 10> kWords = {
      "int", "long", "short", "char", "unsigned", "signed", "_Bool", "bool", "float", "double"};
  for (std::string_view k : kWords)
    if (w == k)
      return true;
  // size_t, uint32_t, int64_t, ...
  return w.size() > 2 && w.ends_with("_t") && !w.starts_with("pthread_");
}

/// The source with comments, string and character literals and preprocessor
/// lines blanked (same length), so a scan sees only code.
std::string codeOnly(const std::string &s) {
  std::string out = s;
  bool lineStart = true;
  for (size_t i = 0; i < s.size();) {
    char c = s[i];
    auto blank = [&](size_t from, size_t to) {
      for (size_t k = from; k < to && k < s.size(); ++k)
        if (out[k] != '\n')
          out[k] = ' ';
    };
    if (lineStart && c == '#') {
      size_t end = s.find('\n', i);
      end = end == std::string::npos ? s.size() : end;
      blank(i, end);
      i = end;
      continue;
    }
    if (c == '/' && i + 1 < s.size() && s[i + 1] == '/') {
      size_t end = s.find('\n', i);
      end = end == std::string::npos ? s.size() : end;
      blank(i, end);
      i = end;
      continue;
    }
    if (c == '/' && i + 1 < s.size() && s[i + 1] == '*') {
      size_t end = s.find("*/", i + 2);
      end = end == std::string::npos ? s.size() : end + 2;
      blank(i, end);
      i = end;
      continue;
    }
    if (c == '"' || c == '\'') {
      size_t k = i + 1;
      while (k < s.size() && s[k] != c && s[k] != '\n')
        k += s[k] == '\\' ? 2 : 1;
      blank(i, k + 1);
      i = k + 1;
      continue;
    }
    if (c == '\n')
      lineStart = true;
    else if (!std::isspace(static_cast<unsigned char>(c)))
      lineStart = false;
    ++i;
  }
  return out;
}

struct Found {
  size_t typeBegin = 0, typeEnd = 0; ///< the scalar type's words
  bool found = false;
};

/// The type words before the file-scope declarator `variable` in `code`.
Found findDefinition(const std::string &code, const std::string &variable, std::string &why) {
  int braces = 0, parens = 0;
  for (size_t i = 0; i < code.size();) {
    char c = code[i];
    if (!isIdent(c)) {
      braces += c == '{' ? 1 : c == '}' ? -1 : 0;
      parens += c == '(' ? 1 : c == ')' ? -1 : 0;
      ++i;
      continue;
    }
    size_t end = i;
    while (end < code.size() && isIdent(code[end]))
      ++end;
    std::string_view word(code.data() + i, end - i);
    size_t start = i;
    i = end;
    if (word != variable || braces != 0 || parens != 0)
      continue;
    size_t next = end;
    while (next < code.size() && std::isspace(static_cast<unsigned char>(code[next])))
      ++next;
    if (next >= code.size() || (code[next] != ';' && code[next] != '=' && code[next] != '['))
      continue; // a use, or a function of that name
    // The declaration's words before the name: scalar type words right
    // before it, and what precedes them up to the previous statement.
    size_t typeEnd = start, p = start;
    size_t typeBegin = start;
    bool qualifiedBefore = false;
    for (;;) {
      while (p > 0 && std::isspace(static_cast<unsigned char>(code[p - 1])))
        --p;
      size_t wordEnd = p;
      while (p > 0 && isIdent(code[p - 1]))
        --p;
      if (p == wordEnd) {
        if (p > 0 && (code[p - 1] == '*' || code[p - 1] == '&' || code[p - 1] == ',' ||
                      code[p - 1] == '>' || code[p - 1] == ':')) {
          why = variable + " is not declared with a scalar type alone";
          return {};
        }
        break;
      }
      std::string_view w(code.data() + p, wordEnd - p);
      if (isScalarTypeWord(w) && !qualifiedBefore) {
        typeBegin = p;
        if (typeEnd == start)
          typeEnd = wordEnd;
        continue;
      }
      if (w == "extern") {
        typeEnd = start; // a declaration only: look for the definition
        break;
      }
      if (w == "_Atomic") {
        why = variable + " is already declared _Atomic";
        return {};
      }
      qualifiedBefore = true; // static, volatile, const, __device__...
    }
    if (typeEnd == start)
      continue;
    return Found{typeBegin, typeEnd, true};
  }
  if (why.empty())
    why = "no file-scope definition of " + variable + " with a scalar type was found";
  return {};
}

} // namespace

bool hasAtomicDeclarations(const std::string &file, std::string &why) {
  if (languageOf(file) != Language::Other)
    return true;
  why = "a one-token edit of a declaration makes a variable atomic only in C (_Atomic) and C++ "
        "(std::atomic), not in " +
        file;
  return false;
}

std::optional<TextReplacement> atomicDeclaration(const std::string &file, const std::string &source,
                                                 const std::string &variable, std::string &why) {
  if (!hasAtomicDeclarations(file, why)) {
    why = "making " + variable + " atomic: " + why;
    return std::nullopt;
  }
  Language lang = languageOf(file);
  std::string code = codeOnly(source);
  Found f = findDefinition(code, variable, why);
  if (!f.found)
    return std::nullopt;
  if (lang == Language::C)
    return TextReplacement{f.typeBegin, f.typeBegin, "_Atomic "};
  if (source.find("<atomic>") == std::string::npos) {
    why = "std::atomic needs #include <atomic>, which " + file + " does not have";
    return std::nullopt;
  }
  std::string type = source.substr(f.typeBegin, f.typeEnd - f.typeBegin);
  return TextReplacement{f.typeBegin, f.typeEnd, "std::atomic<" + type + ">"};
}

} // namespace wmc::repair
