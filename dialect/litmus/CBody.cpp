// C11 and OpenCL thread functions: `P0(atomic_int* x, ...) { body }`, with
// OpenCL's `P0@wg 0, dev 0 (...)` placement. Bodies are straight-line
// code: declarations, the C11/OpenCL atomic calls, plain `*x` accesses,
// local arithmetic, fences and (OpenCL) barriers.
#include "ParseParts.h"

#include <array>
#include <utility>

namespace wmc::litmus::detail {

namespace {

/// `// ...` and `/* ... */` replaced by spaces (lines kept).
std::string withoutCComments(std::string_view text) {
  std::string out(text);
  for (size_t i = 0; i + 1 < out.size(); ++i) {
    if (out[i] == '/' && out[i + 1] == '/') {
      while (i < out.size() && out[i] != '\n')
        out[i++] = ' ';
    } else if (out[i] == '/' && out[i + 1] == '*') {
      size_t end = out.find("*/", i + 2);
      end = end == std::string::npos ? out.size() : end + 2;
      for (; i < end; ++i)
        if (out[i] != '\n')
          out[i] = ' ';
    }
  }
  return out;
}

/// Index of the bracket closing the one at `open`, or npos.
size_t matching(std::string_view s, size_t open) {
  char o = s[open], c = o == '(' ? ')' : o == '{' ? '}' : ']';
  int depth = 0;
  for (size_t i = open; i < s.size(); ++i) {
    if (s[i] == o)
      ++depth;
    else if (s[i] == c && --depth == 0)
      return i;
  }
  return std::string_view::npos;
}

std::optional<MemOrder> memOrder(std::string_view s) {
  static constexpr std::array<std::pair<std::string_view, MemOrder>, 6> kOrders{{
      {"memory_order_relaxed", MemOrder::Relaxed},
      {"memory_order_consume", MemOrder::Acquire},
      {"memory_order_acquire", MemOrder::Acquire},
      {"memory_order_release", MemOrder::Release},
      {"memory_order_acq_rel", MemOrder::AcqRel},
      {"memory_order_seq_cst", MemOrder::SeqCst},
  }};
  for (auto [name, order] : kOrders)
    if (s == name)
      return order;
  return std::nullopt;
}

std::optional<Scope> memScope(std::string_view s) {
  if (s == "memory_scope_work_item")
    return Scope::Thread;
  if (s == "memory_scope_work_group")
    return Scope::Block;
  if (s == "memory_scope_device")
    return Scope::Device;
  if (s == "memory_scope_all_svm_devices" || s == "memory_scope_all_devices")
    return Scope::System;
  return std::nullopt;
}

/// Parser of one thread's statements.
class BodyParser {
public:
  BodyParser(LitmusTest &test, Thread &th) : test_(test), th_(th) {}

  void statement(std::string_view s, unsigned line) {
    line_ = line;
    text_ = std::string(s);
    if (s.empty())
      return;
    if (startsWithWord(s, "while") || startsWithWord(s, "for") || startsWithWord(s, "do") ||
        startsWithWord(s, "goto") || s.find('{') != std::string_view::npos)
      fail(line, "not supported yet: loops in litmus threads ('" + std::string(s) + "')");
    size_t eq = assignmentEq(s);
    if (eq == std::string_view::npos) {
      if (declaration(s))
        return;
      call(s, -1);
      return;
    }
    std::string_view lhs = trim(s.substr(0, eq)), rhs = trim(s.substr(eq + 1));
    if (lhs.starts_with("*")) {
      Instr in = make(InstrKind::Store);
      in.loc = location(trim(lhs.substr(1)));
      in.value = expr(rhs);
      th_.code.push_back(std::move(in));
      return;
    }
    // `[type words] name = rhs`
    size_t space = lhs.find_last_of(" \t");
    std::string_view name = space == std::string_view::npos ? lhs : trim(lhs.substr(space + 1));
    if (!isIdentifier(name))
      fail(line, "cannot assign to '" + std::string(lhs) + "'");
    if (test_.locIndex(name) >= 0)
      fail(line, "not supported yet: assignment to location '" + std::string(name) + "' (write '*" +
                     std::string(name) + " = ...' or use an atomic store)");
    int dest = th_.addReg(name);
    if (rhs.starts_with("*")) {
      Instr in = make(InstrKind::Load);
      in.dest = dest;
      in.loc = location(trim(rhs.substr(1)));
      th_.code.push_back(std::move(in));
      return;
    }
    if (size_t paren = rhs.find('(');
        paren != std::string_view::npos && paren > 0 && isIdentifier(trim(rhs.substr(0, paren)))) {
      call(rhs, dest);
      return;
    }
    Instr in = make(InstrKind::Assign);
    in.dest = dest;
    in.value = expr(rhs);
    th_.code.push_back(std::move(in));
  }

  /// The statements of s[begin, end): `;`-terminated statements and
  /// `if (E) {...} [else {...}]` (also without braces), which become a
  /// branch over the then-part and a jump over the else-part.
  void block(const Span &program, size_t begin, size_t end) {
    std::string_view s = program.text;
    size_t i = begin;
    // Nesting is recursion: bounded, so that no input exhausts the stack.
    if (++depth_ > kMaxNesting)
      fail(program.lineAt(begin),
           "blocks nested too deeply (more than " + std::to_string(kMaxNesting) + ")");
    struct Leave {
      int &d;
      ~Leave() { --d; }
    } leave{depth_};
    while (true) {
      i = s.find_first_not_of(" \t\r\n", i);
      if (i == std::string_view::npos || i >= end)
        return;
      unsigned line = program.lineAt(i);
      if (startsWithWord(s.substr(i, end - i), "if")) {
        i = ifStatement(program, i, end, line);
        continue;
      }
      if (s[i] == '{') { // a nested block
        size_t close = matching(s, i);
        if (close == std::string_view::npos || close >= end)
          fail(line, "unterminated '{'");
        block(program, i + 1, close);
        i = close + 1;
        continue;
      }
      size_t semi = statementEnd(s, i, end);
      if (semi == std::string_view::npos)
        fail(line, "missing ';' after '" + std::string(trim(s.substr(i, end - i))) + "'");
      statement(trim(s.substr(i, semi - i)), line);
      i = semi + 1;
    }
  }

private:
  static bool startsWithWord(std::string_view s, std::string_view w) {
    return s.starts_with(w) && (s.size() == w.size() || !isIdentChar(s[w.size()]));
  }

  /// The ';' ending the statement at i (outside parentheses), or npos.
  static size_t statementEnd(std::string_view s, size_t i, size_t end) {
    int depth = 0;
    for (; i < end; ++i) {
      depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
      if (s[i] == ';' && depth == 0)
        return i;
      if (s[i] == '{' && depth == 0)
        return std::string_view::npos;
    }
    return std::string_view::npos;
  }

  /// One branch of an if: a `{ block }` or a single statement; returns the
  /// position after it.
  size_t branch(const Span &program, size_t i, size_t end, unsigned line) {
    std::string_view s = program.text;
    i = s.find_first_not_of(" \t\r\n", i);
    if (i == std::string_view::npos || i >= end)
      fail(line, "missing statement after 'if (...)'");
    if (s[i] == '{') {
      size_t close = matching(s, i);
      if (close == std::string_view::npos || close >= end)
        fail(line, "unterminated '{'");
      block(program, i + 1, close);
      return close + 1;
    }
    size_t semi = statementEnd(s, i, end);
    if (semi == std::string_view::npos)
      fail(program.lineAt(i),
           "missing ';' after '" + std::string(trim(s.substr(i, end - i))) + "'");
    block(program, i, semi + 1);
    return semi + 1;
  }

  size_t ifStatement(const Span &program, size_t i, size_t end, unsigned line) {
    std::string_view s = program.text;
    size_t open = s.find_first_not_of(" \t\r\n", i + 2);
    if (open == std::string_view::npos || open >= end || s[open] != '(')
      fail(line, "expected '(' after 'if'");
    size_t close = matching(s, open);
    if (close == std::string_view::npos || close >= end)
      fail(line, "unterminated condition of 'if'");
    line_ = line;
    text_ = "if " + std::string(s.substr(open, close - open + 1));
    Instr br = make(InstrKind::BranchIfZero);
    br.value = expr(s.substr(open + 1, close - open - 1));
    size_t brAt = th_.code.size();
    th_.code.push_back(std::move(br));
    size_t after = branch(program, close + 1, end, line);
    size_t next = s.find_first_not_of(" \t\r\n", after);
    if (next != std::string_view::npos && next < end &&
        startsWithWord(s.substr(next, end - next), "else")) {
      line_ = program.lineAt(next);
      text_ = "else";
      size_t jumpAt = th_.code.size();
      th_.code.push_back(make(InstrKind::Jump));
      th_.code[brAt].target = th_.code.size();
      after = branch(program, next + 4, end, line_);
      th_.code[jumpAt].target = th_.code.size();
    } else {
      th_.code[brAt].target = th_.code.size();
    }
    return after;
  }

  /// Position of the assignment '=' (not part of ==, !=, <=, >=), or npos.
  static size_t assignmentEq(std::string_view s) {
    int depth = 0;
    for (size_t i = 0; i < s.size(); ++i) {
      char c = s[i];
      depth += c == '(' ? 1 : c == ')' ? -1 : 0;
      if (c != '=' || depth != 0)
        continue;
      bool partOfOp =
          (i + 1 < s.size() && s[i + 1] == '=') ||
          (i > 0 && (s[i - 1] == '=' || s[i - 1] == '!' || s[i - 1] == '<' || s[i - 1] == '>'));
      if (!partOfOp)
        return i;
      ++i;
    }
    return std::string_view::npos;
  }

  /// `int r0` and the like: declares register r0.
  bool declaration(std::string_view s) {
    size_t space = s.find_last_of(" \t");
    if (space == std::string_view::npos || s.find('(') != std::string_view::npos)
      return false;
    std::string_view name = trim(s.substr(space + 1));
    if (!isIdentifier(name))
      return false;
    th_.addReg(name);
    return true;
  }

  Instr make(InstrKind k) const {
    Instr in;
    in.kind = k;
    in.line = line_;
    in.text = text_;
    in.scope = test_.arch == Arch::OpenCL ? Scope::Device : Scope::System;
    return in;
  }

  int location(std::string_view s) {
    if (s.starts_with("&"))
      s = trim(s.substr(1));
    if (s.size() > 2 && s.front() == '(' && s.back() == ')')
      s = trim(s.substr(1, s.size() - 2));
    int loc = test_.locIndex(s);
    if (loc < 0)
      fail(line_, "unknown location '" + std::string(s) + "'");
    return loc;
  }

  Operand operand(std::string_view s) {
    s = trim(s);
    if (std::optional<Value> v = parseInt(s))
      return Operand{-1, *v};
    if (int r = th_.regIndex(s); r >= 0)
      return Operand{r, 0};
    if (test_.locIndex(s) >= 0)
      fail(line_, "not supported yet: location '" + std::string(s) + "' used as a value (write '*" +
                      std::string(s) + "' to read it)");
    fail(line_, "unknown register '" + std::string(s) + "'");
  }

  Expr expr(std::string_view s) {
    s = trim(s);
    if (s.size() > 2 && s.front() == '(' && s.back() == ')' && matching(s, 0) == s.size() - 1)
      s = trim(s.substr(1, s.size() - 2));
    static constexpr std::array<std::string_view, 8> kOps{"==", "!=", "+", "-", "*", "&", "|", "^"};
    for (std::string_view op : kOps) {
      size_t at = s.find(op, 1); // from 1: a leading '-' is a sign
      if (at != std::string_view::npos)
        return Expr{operand(s.substr(0, at)), std::string(op), operand(s.substr(at + op.size()))};
    }
    return Expr{operand(s), {}, {}};
  }

  MemOrder orderArg(const std::vector<std::string_view> &args, size_t i, MemOrder dflt) {
    if (i >= args.size())
      return dflt;
    std::optional<MemOrder> o = memOrder(args[i]);
    if (!o)
      fail(line_, "unknown memory order '" + std::string(args[i]) + "'");
    return *o;
  }

  Scope scopeArg(const std::vector<std::string_view> &args, size_t i) {
    if (i >= args.size())
      return test_.arch == Arch::OpenCL ? Scope::Device : Scope::System;
    if (test_.arch != Arch::OpenCL)
      fail(line_, "memory scope argument '" + std::string(args[i]) + "' needs the OPENCL dialect");
    std::optional<Scope> sc = memScope(args[i]);
    if (!sc)
      fail(line_, "not supported yet: memory scope '" + std::string(args[i]) + "'");
    return *sc;
  }

  void arity(std::string_view fn, const std::vector<std::string_view> &args, size_t lo, size_t hi) {
    if (args.size() < lo || args.size() > hi)
      fail(line_, "wrong number of arguments to '" + std::string(fn) + "'");
  }

  static std::optional<RmwOp> rmwOp(std::string_view fn) {
    static constexpr std::array<std::pair<std::string_view, RmwOp>, 8> kOps{{
        {"atomic_exchange", RmwOp::Xchg},
        {"atomic_fetch_add", RmwOp::Add},
        {"atomic_fetch_sub", RmwOp::Sub},
        {"atomic_fetch_and", RmwOp::And},
        {"atomic_fetch_or", RmwOp::Or},
        {"atomic_fetch_xor", RmwOp::Xor},
        {"atomic_fetch_min", RmwOp::Min},
        {"atomic_fetch_max", RmwOp::Max},
    }};
    for (auto [name, op] : kOps)
      if (fn == name)
        return op;
    return std::nullopt;
  }

  /// A call statement or right-hand side; `dest` is the register assigned (or -1).
  void call(std::string_view s, int dest) {
    size_t open = s.find('(');
    size_t close = open == std::string_view::npos ? open : matching(s, open);
    if (close == std::string_view::npos || trim(s.substr(close + 1)) != "")
      fail(line_, "cannot parse statement '" + std::string(s) + "'");
    std::string fn(trim(s.substr(0, open)));
    std::vector<std::string_view> args;
    if (std::string_view inside = trim(s.substr(open + 1, close - open - 1)); !inside.empty())
      args = splitTop(inside, ',');
    bool explicitOrder = fn.ends_with("_explicit");
    std::string base = explicitOrder ? fn.substr(0, fn.size() - 9) : fn;
    // Orders and scopes are the trailing arguments of the _explicit forms;
    // arity() keeps the other forms from having them (defaults apply).

    if (base == "atomic_load") {
      arity(fn, args, 1, explicitOrder ? 3 : 1);
      Instr in = make(InstrKind::Load);
      in.dest = dest;
      in.loc = location(args[0]);
      in.order = orderArg(args, 1, MemOrder::SeqCst);
      in.scope = scopeArg(args, 2);
      push(std::move(in), dest, true);
    } else if (base == "atomic_store") {
      arity(fn, args, 2, explicitOrder ? 4 : 2);
      Instr in = make(InstrKind::Store);
      in.loc = location(args[0]);
      in.value = expr(args[1]);
      in.order = orderArg(args, 2, MemOrder::SeqCst);
      in.scope = scopeArg(args, 3);
      push(std::move(in), dest, false);
    } else if (std::optional<RmwOp> op = rmwOp(base)) {
      arity(fn, args, 2, explicitOrder ? 4 : 2);
      Instr in = make(InstrKind::Rmw);
      in.dest = dest;
      in.rmwOp = *op;
      in.loc = location(args[0]);
      in.value = expr(args[1]);
      in.order = orderArg(args, 2, MemOrder::SeqCst);
      in.scope = scopeArg(args, 3);
      push(std::move(in), dest, true);
    } else if (base == "atomic_compare_exchange_strong" || base == "atomic_compare_exchange_weak") {
      arity(fn, args, 3, explicitOrder ? 6 : 3);
      Instr in = make(InstrKind::Cas);
      in.dest = dest;
      in.loc = location(args[0]);
      std::string_view expected = trim(args[1]);
      if (!expected.starts_with("&") || th_.regIndex(trim(expected.substr(1))) < 0)
        fail(line_, "expected value of '" + fn + "' must be '&REGISTER' of a declared register");
      in.expected = Operand{th_.regIndex(trim(expected.substr(1))), 0};
      in.casUpdatesExpected = true;
      in.value = expr(args[2]);
      in.order = orderArg(args, 3, MemOrder::SeqCst);
      in.failureOrder = orderArg(args, 4, MemOrder::SeqCst);
      in.scope = scopeArg(args, 5);
      push(std::move(in), dest, true);
    } else if (fn == "atomic_thread_fence") {
      arity(fn, args, 1, 1);
      Instr in = make(InstrKind::Fence);
      in.order = orderArg(args, 0, MemOrder::SeqCst);
      push(std::move(in), dest, false);
    } else if (fn == "atomic_work_item_fence" && test_.arch == Arch::OpenCL) {
      arity(fn, args, 3, 3);
      Instr in = make(InstrKind::Fence);
      in.order = orderArg(args, 1, MemOrder::SeqCst);
      in.scope = scopeArg(args, 2);
      push(std::move(in), dest, false);
    } else if ((fn == "barrier" || fn == "work_group_barrier") && test_.arch == Arch::OpenCL) {
      // barrier(FLAGS), work_group_barrier(FLAGS[, SCOPE]); a leading
      // integer argument is the barrier's label (herd's labelled barriers).
      arity(fn, args, 1, 3);
      Instr in = make(InstrKind::Barrier);
      size_t flagsAt = 0;
      if (args.size() >= 2)
        if (std::optional<Value> label = parseInt(args[0])) {
          in.barrier = static_cast<int>(*label);
          flagsAt = 1;
        }
      for (std::string_view flag : splitTop(args[flagsAt], '|'))
        if (flag != "CLK_GLOBAL_MEM_FENCE" && flag != "CLK_LOCAL_MEM_FENCE" && flag != "0")
          fail(line_, "unknown barrier flag '" + std::string(flag) + "'");
      push(std::move(in), dest, false);
    } else {
      fail(line_, "unknown instruction '" + fn + "' in a " + std::string(toString(test_.arch)) +
                      " litmus test");
    }
  }

  void push(Instr in, int dest, bool returnsValue) {
    if (dest >= 0 && !returnsValue)
      fail(line_, "'" + text_ + "': the call returns no value");
    th_.code.push_back(std::move(in));
  }

  LitmusTest &test_;
  Thread &th_;
  unsigned line_ = 0;
  static constexpr int kMaxNesting = 100;
  int depth_ = 0;
  std::string text_;
};

} // namespace

void parseCThreads(Span programIn, LitmusTest &test) {
  std::string clean = withoutCComments(programIn.text);
  Span program{clean, programIn.line};
  std::string_view s = program.text;
  size_t at = 0;
  while (true) {
    at = s.find_first_not_of(" \t\r\n", at);
    if (at == std::string_view::npos)
      break;
    unsigned line = program.lineAt(at);
    size_t open = s.find('(', at);
    if (open == std::string_view::npos)
      fail(line, "expected a thread 'P" + std::to_string(test.threads.size()) + "(...) { ... }'");
    std::string_view head = trim(s.substr(at, open - at));
    std::string_view name = head.substr(0, head.find('@'));
    name = trim(name);
    if (threadNumber(name) != static_cast<int>(test.threads.size()) || name[0] != 'P')
      fail(line, "expected thread 'P" + std::to_string(test.threads.size()) + "', found '" +
                     std::string(head) + "'");
    Thread th;
    th.name = std::string(name);
    th.line = line;
    th.group = static_cast<uint32_t>(test.threads.size());
    if (size_t atSign = head.find('@'); atSign != std::string_view::npos)
      parsePlacement(trim(head.substr(atSign + 1)), line, test.arch, th);
    size_t close = matching(s, open);
    if (close == std::string_view::npos)
      fail(line, "unterminated parameter list of " + th.name);
    for (std::string_view param : splitTop(s.substr(open + 1, close - open - 1), ',')) {
      if (param.empty())
        continue;
      size_t cut = param.find_last_of(" \t*");
      std::string_view pname = cut == std::string_view::npos ? param : trim(param.substr(cut + 1));
      if (!isIdentifier(pname))
        fail(line, "bad parameter '" + std::string(param) + "' of " + th.name);
      test.addLoc(pname);
    }
    size_t bodyOpen = s.find_first_not_of(" \t\r\n", close + 1);
    if (bodyOpen == std::string_view::npos || s[bodyOpen] != '{')
      fail(program.lineAt(close), "expected '{' after the parameters of " + th.name);
    size_t bodyClose = matching(s, bodyOpen);
    if (bodyClose == std::string_view::npos)
      fail(program.lineAt(bodyOpen), "unterminated body of " + th.name);
    test.threads.push_back(std::move(th));
    Thread &thread = test.threads.back();
    BodyParser body(test, thread);
    body.block(program, bodyOpen + 1, bodyClose);
    at = bodyClose + 1;
  }
}

} // namespace wmc::litmus::detail
