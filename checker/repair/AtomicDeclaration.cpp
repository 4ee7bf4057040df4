#include "repair/AtomicDeclaration.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>
#include <vector>

namespace wmc::repair {

namespace {

enum class Language { C, Cxx, Cuda, OpenCl, Other };

Language languageOf(const std::string &file) {
  size_t dot = file.rfind('.');
  std::string_view ext = dot == std::string::npos ? "" : std::string_view(file).substr(dot);
  if (ext == ".c")
    return Language::C;
  if (ext == ".cc" || ext == ".cpp" || ext == ".cxx" || ext == ".C" || ext == ".c++")
    return Language::Cxx;
  if (ext == ".cu" || ext == ".cuh")
    return Language::Cuda;
  if (ext == ".cl")
    return Language::OpenCl;
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
  size_t typeBegin = 0, typeEnd = 0;        ///< the scalar type's words
  std::vector<std::string_view> qualifiers; ///< the other words before the name
  bool found = false;
};

bool has(const Found &f, std::string_view word) {
  return std::find(f.qualifiers.begin(), f.qualifiers.end(), word) != f.qualifiers.end();
}

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
    std::vector<std::string_view> qualifiers;
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
      qualifiers.push_back(w);
    }
    if (typeEnd == start)
      continue;
    return Found{typeBegin, typeEnd, std::move(qualifiers), true};
  }
  if (why.empty())
    why = "no file-scope definition of " + variable + " with a scalar type was found";
  return {};
}

/// The site table's declaration: the type words at `decl`, and the words
/// before them up to the previous statement (static, volatile, __device__...).
Found tableDefinition(const std::string &code, ByteRange decl) {
  Found f{decl.begin, decl.end, {}, true};
  size_t p = decl.begin;
  for (;;) {
    while (p > 0 && std::isspace(static_cast<unsigned char>(code[p - 1])))
      --p;
    size_t end = p;
    while (p > 0 && isIdent(code[p - 1]))
      --p;
    if (p == end)
      break;
    f.qualifiers.emplace_back(code.data() + p, end - p);
  }
  return f;
}

/// Is the address of `variable` taken (`&x`, `&x[i]`) somewhere in `code`?
bool addressTaken(const std::string &code, const std::string &variable) {
  for (size_t at = code.find(variable); at != std::string::npos; at = code.find(variable, at + 1)) {
    size_t end = at + variable.size();
    if ((at > 0 && isIdent(code[at - 1])) || (end < code.size() && isIdent(code[end])))
      continue;
    size_t p = at;
    while (p > 0 && std::isspace(static_cast<unsigned char>(code[p - 1])))
      --p;
    if (p > 0 && code[p - 1] == '&' && (p < 2 || code[p - 2] != '&'))
      return true;
  }
  return false;
}

/// Does `source` have an `#include <header>` line (not in a comment)?
bool includes(const std::string &source, std::string_view header) {
  std::string angled = "<" + std::string(header) + ">";
  for (size_t begin = 0; begin < source.size();) {
    size_t end = source.find('\n', begin);
    end = end == std::string::npos ? source.size() : end;
    std::string_view line(source.data() + begin, end - begin);
    size_t hash = line.find_first_not_of(" \t");
    if (hash != std::string_view::npos && line[hash] == '#') {
      size_t word = line.find_first_not_of(" \t", hash + 1);
      if (word != std::string_view::npos && line.substr(word).starts_with("include") &&
          line.find(angled) != std::string_view::npos)
        return true;
    }
    begin = end + 1;
  }
  return false;
}

/// Is `variable` a whole word of code[from, to)?
bool mentions(const std::string &code, size_t from, size_t to, const std::string &variable) {
  for (size_t at = code.find(variable, from); at != std::string::npos && at < to;
       at = code.find(variable, at + 1)) {
    size_t end = at + variable.size();
    if ((at == 0 || !isIdent(code[at - 1])) && (end >= code.size() || !isIdent(code[end])))
      return true;
  }
  return false;
}

/// Does a statement that names an atomic_ref (std:: or cuda::) name
/// `variable` too (`cuda::atomic_ref<int> x(X);`)? The view binds a plain
/// object by reference.
bool viewedByAtomicRef(const std::string &code, const std::string &variable) {
  for (size_t at = code.find("atomic_ref"); at != std::string::npos;
       at = code.find("atomic_ref", at + 1)) {
    size_t end = code.find(';', at);
    if (mentions(code, at, end == std::string::npos ? code.size() : end, variable))
      return true;
  }
  return false;
}

/// CUDA: a `__device__` variable (one object for the whole device) becomes
/// `cuda::atomic<T, cuda::thread_scope_device>`, whose operators (=, the
/// conversion, ++, +=) are the atomic accesses at device scope.
std::optional<TextReplacement> cudaAtomic(const std::string &file, const std::string &source,
                                          const std::string &variable, const Found &f,
                                          std::string &why) {
  if (has(f, "__shared__")) {
    why = variable + " is __shared__: block-shared memory is not made atomic (a barrier or a "
                     "flag repairs its races)";
    return std::nullopt;
  }
  if (has(f, "__managed__") || has(f, "__constant__") || !has(f, "__device__")) {
    why = variable + " is not a __device__ variable (only those are made cuda::atomic at "
                     "device scope)";
    return std::nullopt;
  }
  if (has(f, "volatile")) {
    why = variable + " is volatile, and cuda::atomic has no volatile operations";
    return std::nullopt;
  }
  if (!includes(source, "cuda/atomic")) {
    why = "cuda::atomic needs #include <cuda/atomic>, which " + file + " does not have";
    return std::nullopt;
  }
  std::string type = source.substr(f.typeBegin, f.typeEnd - f.typeBegin);
  return TextReplacement{f.typeBegin, f.typeEnd,
                         "cuda::atomic<" + type + ", cuda::thread_scope_device>"};
}

} // namespace

bool hasAtomicDeclarations(const std::string &file, std::string &why) {
  switch (languageOf(file)) {
  case Language::C:
  case Language::Cxx:
  case Language::Cuda:
    return true;
  case Language::OpenCl:
    why = "in OpenCL C an atomic type (atomic_int) is accessed only through the atomic_* "
          "functions and needs ATOMIC_VAR_INIT: making a variable atomic changes every access, "
          "not one declaration (" +
          file + ")";
    return false;
  case Language::Other:
    break;
  }
  why = "a one-token edit of a declaration makes a variable atomic only in C (_Atomic), C++ "
        "(std::atomic) and CUDA (cuda::atomic), not in " +
        file;
  return false;
}

Scope atomicDeclarationScope(const std::string &file) {
  return languageOf(file) == Language::Cuda ? Scope::Device : Scope::System;
}

std::optional<TextReplacement> atomicDeclaration(const std::string &file, const std::string &source,
                                                 const std::string &variable,
                                                 const SourceRanges *ranges, std::string &why) {
  if (!hasAtomicDeclarations(file, why)) {
    why = "making " + variable + " atomic: " + why;
    return std::nullopt;
  }
  Language lang = languageOf(file);
  std::string code = codeOnly(source);
  Found f;
  if (ranges && ranges->variable == variable) {
    // The site table found the definition, or that no one-token change of
    // it makes the variable atomic (the lexical search says why, if it can).
    if (ranges->decl.valid() && ranges->decl.end <= source.size()) {
      f = tableDefinition(code, ranges->decl);
    } else {
      std::string lexical;
      if (findDefinition(code, variable, lexical).found || lexical.empty())
        why = "the definition of " + variable +
              " in this file is not a lone scalar (or array of scalars) declaration";
      else
        why = lexical;
    }
  } else {
    f = findDefinition(code, variable, why); // no site table: lexical
  }
  if (!f.found)
    return std::nullopt;
  if (lang == Language::C)
    return TextReplacement{f.typeBegin, f.typeBegin, "_Atomic "};
  // std::atomic<T>* and cuda::atomic<T>* do not convert to T*: a use of
  // &x would not compile.
  if (addressTaken(code, variable)) {
    why = "the address of " + variable + " is taken (&" + variable +
          "), which would not be a plain pointer once it is atomic";
    return std::nullopt;
  }
  if (viewedByAtomicRef(code, variable)) {
    why = variable + " is accessed through an atomic_ref, which needs a plain object";
    return std::nullopt;
  }
  if (lang == Language::Cuda)
    return cudaAtomic(file, source, variable, f, why);
  if (!includes(source, "atomic")) {
    why = "std::atomic needs #include <atomic>, which " + file + " does not have";
    return std::nullopt;
  }
  std::string type = source.substr(f.typeBegin, f.typeEnd - f.typeBegin);
  return TextReplacement{f.typeBegin, f.typeEnd, "std::atomic<" + type + ">"};
}

} // namespace wmc::repair
