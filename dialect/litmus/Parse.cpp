// parseLitmus: splits the file into its sections (header, doc string,
// initial state, threads, final condition) and hands each to its parser.
#include "Parse.h"
#include "ParseParts.h"

#include <algorithm>

namespace wmc::litmus {

namespace detail {

int threadNumber(std::string_view name) {
  if (!name.empty() && name[0] == 'P')
    name.remove_prefix(1);
  if (name.empty() || name.size() > 4 || name[0] == '-' || name[0] == '+')
    return -1;
  for (char c : name)
    if (c < '0' || c > '9')
      return -1;
  std::optional<Value> n = parseInt(name);
  return n ? static_cast<int>(*n) : -1;
}

void parsePlacement(std::string_view text, unsigned line, Arch arch, Thread &th) {
  if (arch != Arch::OpenCL && arch != Arch::Ptx)
    fail(line, "thread placement '@" + std::string(text) + "' needs the OPENCL or PTX dialect");
  std::string_view groupWord = arch == Arch::OpenCL ? "wg" : "cta";
  std::string_view deviceWord = arch == Arch::OpenCL ? "dev" : "gpu";
  bool sawGroup = false;
  for (std::string_view part : splitTop(text, ',')) {
    size_t space = part.find_first_of(" \t");
    std::string_view word = trim(part.substr(0, space));
    std::optional<Value> n =
        space == std::string_view::npos ? std::nullopt : parseInt(part.substr(space));
    if (!n)
      fail(line, "bad thread placement '" + std::string(part) + "' (expected '" +
                     std::string(groupWord) + " N, " + std::string(deviceWord) + " N')");
    if (word == groupWord) {
      th.group = static_cast<uint32_t>(*n);
      sawGroup = true;
    } else if (word == deviceWord) {
      if (*n != 0)
        fail(line,
             "not supported yet: threads on more than one device ('" + std::string(part) + "')");
    } else {
      fail(line, "unknown placement '" + std::string(word) + "' (expected '" +
                     std::string(groupWord) + "' or '" + std::string(deviceWord) + "')");
    }
  }
  if (!sawGroup)
    fail(line, "thread placement without '" + std::string(groupWord) + " N'");
  th.placed = true;
}

namespace {

/// The text with herd `(* ... *)` comments replaced by spaces (lines kept).
std::string withoutComments(std::string_view text) {
  std::string out(text);
  size_t at = 0;
  while ((at = out.find("(*", at)) != std::string::npos) {
    size_t end = out.find("*)", at + 2);
    if (end == std::string::npos)
      fail(Span{text}.lineAt(at), "unterminated comment '(*'");
    for (size_t i = at; i < end + 2; ++i)
      if (out[i] != '\n')
        out[i] = ' ';
    at = end + 2;
  }
  return out;
}

Arch archOf(std::string_view word, unsigned line) {
  std::string w = lower(word);
  if (w == "c")
    return Arch::C;
  if (w == "x86")
    return Arch::X86;
  if (w == "opencl")
    return Arch::OpenCL;
  if (w == "ptx")
    return Arch::Ptx;
  fail(line, "unknown litmus dialect '" + std::string(word) + "' (supported: C, X86, OPENCL, PTX)");
}

/// One `x=1`, `[x]=1`, `int x = 1`, `0:EAX=1`, `P0:r0=1` entry of the initial state.
struct RegInit {
  int thread;
  std::string reg;
  Value value;
  unsigned line;
};

void parseInitEntry(std::string_view entry, unsigned line, LitmusTest &test,
                    std::vector<RegInit> &regInits) {
  size_t eq = entry.find('=');
  std::string_view lhs = trim(entry.substr(0, eq));
  std::optional<Value> value = Value{0};
  if (eq != std::string_view::npos) {
    std::string_view rhs = trim(entry.substr(eq + 1));
    value = parseInt(rhs);
    if (!value)
      fail(line, "not supported yet: initial value '" + std::string(rhs) + "' (only integers)");
  }
  if (size_t colon = lhs.find(':'); colon != std::string_view::npos) {
    int th = threadNumber(trim(lhs.substr(0, colon)));
    std::string_view reg = trim(lhs.substr(colon + 1));
    if (th < 0 || !isIdentifier(reg))
      fail(line, "bad register in the initial state: '" + std::string(lhs) + "'");
    regInits.push_back(RegInit{th, std::string(reg), *value, line});
    return;
  }
  if (lhs.size() > 2 && lhs.front() == '[' && lhs.back() == ']')
    lhs = trim(lhs.substr(1, lhs.size() - 2));
  // `int x`, `atomic_int x`, `global atomic_int x`: the name is the last word.
  size_t space = lhs.find_last_of(" \t*");
  std::string_view name = space == std::string_view::npos ? lhs : trim(lhs.substr(space + 1));
  if (!isIdentifier(name))
    fail(line, "bad initial state entry '" + std::string(entry) + "'");
  if (test.locIndex(name) >= 0)
    fail(line, "location '" + std::string(name) + "' is initialised twice");
  test.locations[static_cast<size_t>(test.addLoc(name))].init = *value;
}

/// Where the final section starts: the first line (outside braces) that
/// begins with `exists`, `~exists`, `forall`, `locations` or `filter`.
size_t finalStart(std::string_view program) {
  int depth = 0;
  size_t lineStart = 0;
  for (size_t i = 0; i <= program.size(); ++i) {
    if (i == program.size() || program[i] == '\n') {
      std::string_view l = trim(program.substr(lineStart, i - lineStart));
      if (depth == 0) {
        std::string_view w = l;
        if (w.starts_with("~"))
          w = trim(w.substr(1));
        for (std::string_view kw : {"exists", "forall", "locations", "filter"})
          if (w.starts_with(kw) && (w.size() == kw.size() || !isIdentChar(w[kw.size()])))
            return lineStart;
      }
      for (char c : l)
        depth += c == '{' ? 1 : c == '}' ? -1 : 0;
      lineStart = i + 1;
    }
  }
  return std::string_view::npos;
}

LitmusTest parse(std::string_view text, std::string_view fileName) {
  LitmusTest test;
  test.file = std::string(fileName);
  std::string clean = withoutComments(text);
  Span all{clean, 1};

  // Header: `ARCH NAME`.
  size_t at = clean.find_first_not_of(" \t\r\n");
  if (at == std::string::npos)
    fail(1, "empty litmus file");
  size_t eol = std::min(clean.find('\n', at), clean.size());
  std::string_view header = trim(std::string_view(clean).substr(at, eol - at));
  unsigned headerLine = all.lineAt(at);
  size_t space = header.find_first_of(" \t");
  test.arch = archOf(header.substr(0, space), headerLine);
  if (space == std::string_view::npos)
    fail(headerLine, "missing test name after '" + std::string(header) + "'");
  test.name = std::string(trim(header.substr(space)));

  // Doc string and herd's `Key=Value` info lines, up to the initial state.
  size_t open = clean.find('{', eol);
  if (open == std::string::npos)
    fail(all.lineAt(eol), "missing initial state '{ ... }'");
  std::string_view info = std::string_view(clean).substr(eol, open - eol);
  if (size_t q = info.find('"'); q != std::string_view::npos) {
    size_t q2 = info.find('"', q + 1);
    if (q2 == std::string_view::npos)
      fail(all.lineAt(eol + q), "unterminated doc string");
    test.doc = std::string(info.substr(q + 1, q2 - q - 1));
  }
  size_t close = clean.find('}', open);
  if (close == std::string::npos)
    fail(all.lineAt(open), "unterminated initial state '{'");

  std::vector<RegInit> regInits;
  Span init = all.sub(open + 1, close - open - 1);
  size_t entryStart = 0;
  for (size_t i = 0; i <= init.text.size(); ++i) {
    if (i < init.text.size() && init.text[i] != ';')
      continue;
    std::string_view entry = init.text.substr(entryStart, i - entryStart);
    size_t lead = entry.find_first_not_of(" \t\r\n");
    if (lead != std::string_view::npos)
      parseInitEntry(trim(entry), init.lineAt(entryStart + lead), test, regInits);
    entryStart = i + 1;
  }

  Span rest = all.sub(close + 1);
  size_t fin = finalStart(rest.text);
  if (fin == std::string_view::npos)
    fail(all.lineAt(clean.size()), "missing final condition ('exists', '~exists' or 'forall')");
  Span program = rest.sub(0, fin);
  if (test.arch == Arch::C || test.arch == Arch::OpenCL)
    parseCThreads(program, test);
  else
    parseAsmThreads(program, test);
  if (test.threads.empty())
    fail(program.line, "no threads");
  // A thread without placement is alone in its group: a number no placed
  // thread uses.
  uint32_t freeGroup = 0;
  for (const Thread &th : test.threads)
    if (th.placed)
      freeGroup = std::max(freeGroup, th.group + 1);
  for (Thread &th : test.threads)
    if (!th.placed)
      th.group = freeGroup++;

  for (const RegInit &ri : regInits) {
    if (ri.thread >= static_cast<int>(test.threads.size()))
      fail(ri.line, "initial state names thread " + std::to_string(ri.thread) +
                        ", but the test has " + std::to_string(test.threads.size()));
    Thread &th = test.threads[static_cast<size_t>(ri.thread)];
    th.regInit[static_cast<size_t>(th.addReg(ri.reg))] = ri.value;
  }
  parseFinal(rest.sub(fin), test);
  return test;
}

} // namespace
} // namespace detail

ParseResult parseLitmus(std::string_view text, std::string_view fileName) {
  try {
    return detail::parse(text, fileName);
  } catch (const detail::Failure &f) {
    return ParseError{std::string(fileName), f.line, f.message};
  }
}

} // namespace wmc::litmus
