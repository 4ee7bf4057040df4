// X86 and PTX instruction tables:
//    P0          | P1@cta 1,gpu 0 ;
//    MOV [x],$1  | MOV EAX,[y]    ;
// One row per line, cells separated by '|', rows ended by ';'.
#include "ParseParts.h"

#include <array>
#include <utility>

namespace wmc::litmus::detail {

namespace {

class AsmParser {
public:
  AsmParser(LitmusTest &test, Thread &th, unsigned line, std::string_view text)
      : test_(test), th_(th), line_(line), text_(text) {}

  void x86() {
    std::string_view s = text_;
    size_t sp = s.find_first_of(" \t");
    std::string mnem = lower(s.substr(0, sp));
    std::string_view rest = sp == std::string_view::npos ? "" : trim(s.substr(sp));
    if (mnem == "lock") { // LOCK XADD / LOCK CMPXCHG / LOCK ADD / LOCK INC
      sp = rest.find_first_of(" \t");
      mnem = "lock " + lower(rest.substr(0, sp));
      rest = sp == std::string_view::npos ? "" : trim(rest.substr(sp));
    }
    std::vector<std::string_view> ops =
        rest.empty() ? std::vector<std::string_view>{} : splitTop(rest, ',');
    if (mnem == "mfence") {
      want(ops, 0);
      Instr in = make(InstrKind::Fence);
      in.order = MemOrder::SeqCst;
      push(std::move(in));
    } else if (mnem == "lfence" || mnem == "sfence") {
      want(ops, 0); // no effect under TSO: loads and stores keep their order
    } else if (mnem == "mov") {
      want(ops, 2);
      if (isMem(ops[0])) {
        Instr in = make(InstrKind::Store);
        in.loc = mem(ops[0]);
        in.value = Expr{x86Value(ops[1]), {}, {}};
        push(std::move(in));
      } else if (isMem(ops[1])) {
        Instr in = make(InstrKind::Load);
        in.dest = reg(ops[0]);
        in.loc = mem(ops[1]);
        push(std::move(in));
      } else {
        Instr in = make(InstrKind::Assign);
        in.dest = reg(ops[0]);
        in.value = Expr{x86Value(ops[1]), {}, {}};
        push(std::move(in));
      }
    } else if (mnem == "xchg" || mnem == "lock xchg" || mnem == "lock xadd") {
      want(ops, 2);
      size_t m = isMem(ops[0]) ? 0 : 1;
      Instr in = make(InstrKind::Rmw);
      in.rmwOp = mnem == "lock xadd" ? RmwOp::Add : RmwOp::Xchg;
      in.order = MemOrder::SeqCst;
      in.loc = mem(ops[m]);
      in.dest = reg(ops[1 - m]);
      in.value = Expr{Operand{in.dest, 0}, {}, {}};
      push(std::move(in));
    } else if (mnem == "lock cmpxchg") {
      want(ops, 2);
      Instr in = make(InstrKind::Cas);
      in.order = in.failureOrder = MemOrder::SeqCst;
      in.loc = mem(ops[0]);
      in.value = Expr{Operand{reg(ops[1]), 0}, {}, {}};
      in.dest = th_.addReg("EAX");
      in.expected = Operand{in.dest, 0};
      push(std::move(in));
    } else if (mnem == "lock add" || mnem == "lock inc" || mnem == "lock sub") {
      want(ops, mnem == "lock inc" ? 1 : 2);
      Instr in = make(InstrKind::Rmw);
      in.rmwOp = mnem == "lock sub" ? RmwOp::Sub : RmwOp::Add;
      in.order = MemOrder::SeqCst;
      in.loc = mem(ops[0]);
      in.value = Expr{mnem == "lock inc" ? Operand{-1, 1} : x86Value(ops[1]), {}, {}};
      push(std::move(in));
    } else if (mnem == "add" || mnem == "sub" || mnem == "xor" || mnem == "and" || mnem == "or") {
      want(ops, 2);
      static constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kOps{
          {{"add", "+"}, {"sub", "-"}, {"xor", "^"}, {"and", "&"}, {"or", "|"}}};
      Instr in = make(InstrKind::Assign);
      in.dest = reg(ops[0]);
      for (auto [name, op] : kOps)
        if (mnem == name)
          in.value = Expr{Operand{in.dest, 0}, std::string(op), x86Value(ops[1])};
      push(std::move(in));
    } else {
      unknown(s.substr(0, sp));
    }
  }

  void ptx() {
    std::string_view s = text_;
    size_t sp = s.find_first_of(" \t");
    std::string_view mnem = s.substr(0, sp);
    std::string_view rest = sp == std::string_view::npos ? "" : trim(s.substr(sp));
    std::vector<std::string_view> ops =
        rest.empty() ? std::vector<std::string_view>{} : splitTop(rest, ',');
    std::vector<std::string_view> parts = splitTop(mnem, '.');
    std::string_view base = parts[0];
    std::optional<MemOrder> sem;
    std::optional<Scope> scope;
    std::optional<RmwOp> op;
    bool cas = false, isVolatile = false;
    for (size_t i = 1; i < parts.size(); ++i) {
      std::string_view q = parts[i];
      if (q == "weak")
        sem = MemOrder::Plain;
      else if (q == "relaxed")
        sem = MemOrder::Relaxed;
      else if (q == "acquire")
        sem = MemOrder::Acquire;
      else if (q == "release")
        sem = MemOrder::Release;
      else if (q == "acq_rel")
        sem = MemOrder::AcqRel;
      else if (q == "sc")
        sem = MemOrder::SeqCst;
      else if (q == "volatile")
        isVolatile = true;
      else if (q == "cta")
        scope = Scope::Block;
      else if (q == "gpu" || q == "gl")
        scope = Scope::Device;
      else if (q == "sys")
        scope = Scope::System;
      else if (q == "exch")
        op = RmwOp::Xchg;
      else if (q == "add")
        op = RmwOp::Add;
      else if (q == "and")
        op = RmwOp::And;
      else if (q == "or")
        op = RmwOp::Or;
      else if (q == "xor")
        op = RmwOp::Xor;
      else if (q == "min")
        op = RmwOp::Min;
      else if (q == "max")
        op = RmwOp::Max;
      else if (q == "cas")
        cas = true;
      else if (q == "global" || q == "shared" || q == "s32" || q == "u32" || q == "b32" ||
               q == "sync" || q == "aligned")
        continue;
      else
        fail(line_,
             "unknown PTX qualifier '." + std::string(q) + "' in '" + std::string(mnem) + "'");
    }
    if (isVolatile) { // PTX: .volatile is .relaxed.sys
      sem = MemOrder::Relaxed;
      scope = Scope::System;
    }
    if (base == "st" || base == "ld") {
      want(ops, 2);
      Instr in = make(base == "st" ? InstrKind::Store : InstrKind::Load);
      in.order = sem.value_or(MemOrder::Plain);
      if (in.order == MemOrder::AcqRel || in.order == MemOrder::SeqCst ||
          (base == "st" && in.order == MemOrder::Acquire) ||
          (base == "ld" && in.order == MemOrder::Release))
        fail(line_, "'" + std::string(mnem) + "': no such PTX access");
      in.scope = scope.value_or(Scope::Device);
      if (base == "st") {
        in.loc = mem(ops[0]);
        in.value = Expr{ptxValue(ops[1]), {}, {}};
      } else {
        in.dest = reg(ops[0]);
        in.loc = mem(ops[1]);
      }
      push(std::move(in));
    } else if (base == "atom" || base == "red") {
      bool red = base == "red";
      if (!op && !cas)
        fail(line_, "'" + std::string(mnem) + "': missing operation (.add, .exch, .cas, ...)");
      if (cas && red)
        fail(line_, "'" + std::string(mnem) + "': no such PTX instruction");
      want(ops, (red ? 2 : 3) + (cas ? 1 : 0));
      Instr in = make(cas ? InstrKind::Cas : InstrKind::Rmw);
      in.order = sem.value_or(MemOrder::Relaxed);
      if (in.order == MemOrder::Plain)
        fail(line_, "'" + std::string(mnem) + "': atomics cannot be .weak");
      in.failureOrder = in.order == MemOrder::AcqRel    ? MemOrder::Acquire
                        : in.order == MemOrder::Release ? MemOrder::Relaxed
                                                        : in.order;
      in.scope = scope.value_or(Scope::Device);
      size_t m = red ? 0 : 1;
      if (!red)
        in.dest = reg(ops[0]);
      in.loc = mem(ops[m]);
      if (cas) {
        in.expected = ptxValue(ops[m + 1]);
        in.value = Expr{ptxValue(ops[m + 2]), {}, {}};
      } else {
        in.rmwOp = *op;
        in.value = Expr{ptxValue(ops[m + 1]), {}, {}};
      }
      push(std::move(in));
    } else if (base == "fence" || base == "membar") {
      want(ops, 0);
      Instr in = make(InstrKind::Fence);
      in.order = base == "membar" ? MemOrder::SeqCst : sem.value_or(MemOrder::SeqCst);
      if (in.order != MemOrder::SeqCst && in.order != MemOrder::AcqRel)
        fail(line_, "'" + std::string(mnem) + "': a PTX fence is .sc or .acq_rel");
      in.scope = scope.value_or(Scope::Device);
      push(std::move(in));
    } else if (base == "bar" || base == "barrier") {
      want(ops, 1);
      Instr in = make(InstrKind::Barrier);
      std::optional<Value> id = parseInt(ops[0]);
      if (!id)
        fail(line_, "barrier id must be a number, found '" + std::string(ops[0]) + "'");
      in.barrier = static_cast<int>(*id);
      push(std::move(in));
    } else if (base == "mov") {
      want(ops, 2);
      Instr in = make(InstrKind::Assign);
      in.dest = reg(ops[0]);
      in.value = Expr{ptxValue(ops[1]), {}, {}};
      push(std::move(in));
    } else if (base == "add" || base == "sub" || base == "and" || base == "or" || base == "xor") {
      want(ops, 3);
      static constexpr std::array<std::pair<std::string_view, std::string_view>, 5> kOps{
          {{"add", "+"}, {"sub", "-"}, {"xor", "^"}, {"and", "&"}, {"or", "|"}}};
      Instr in = make(InstrKind::Assign);
      in.dest = reg(ops[0]);
      for (auto [name, o] : kOps)
        if (base == name)
          in.value = Expr{ptxValue(ops[1]), std::string(o), ptxValue(ops[2])};
      push(std::move(in));
    } else {
      unknown(mnem);
    }
  }

private:
  [[noreturn]] void unknown(std::string_view mnem) {
    fail(line_, "unknown instruction '" + std::string(mnem) + "' in a " +
                    std::string(toString(test_.arch)) + " litmus test");
  }
  void want(const std::vector<std::string_view> &ops, size_t n) {
    if (ops.size() != n)
      fail(line_, "'" + std::string(text_) + "': expected " + std::to_string(n) + " operand" +
                      (n == 1 ? "" : "s"));
  }
  Instr make(InstrKind k) const {
    Instr in;
    in.kind = k;
    in.line = line_;
    in.text = std::string(text_);
    return in;
  }
  void push(Instr in) { th_.code.push_back(std::move(in)); }

  static bool isMem(std::string_view s) { return s.size() > 2 && s.front() == '['; }
  /// `[x]` (X86, PTX) or `x` (PTX).
  int mem(std::string_view s) {
    if (s.size() > 2 && s.front() == '[' && s.back() == ']')
      s = trim(s.substr(1, s.size() - 2));
    if (!isIdentifier(s))
      fail(line_, "not supported yet: memory operand '" + std::string(s) + "' (only [name])");
    return test_.addLoc(s);
  }
  int reg(std::string_view s) {
    if (!isIdentifier(s) && !(s.size() > 1 && s[0] == '%' && isIdentifier(s.substr(1))))
      fail(line_, "expected a register, found '" + std::string(s) + "'");
    if (test_.locIndex(s) >= 0)
      fail(line_, "'" + std::string(s) + "' is a location, not a register");
    return th_.addReg(s);
  }
  Operand x86Value(std::string_view s) {
    if (s.starts_with("$")) {
      std::optional<Value> v = parseInt(s.substr(1));
      if (!v)
        fail(line_, "bad immediate '" + std::string(s) + "'");
      return Operand{-1, *v};
    }
    if (isMem(s))
      fail(line_, "'" + std::string(text_) + "': two memory operands");
    return Operand{reg(s), 0};
  }
  Operand ptxValue(std::string_view s) {
    if (std::optional<Value> v = parseInt(s))
      return Operand{-1, *v};
    return Operand{reg(s), 0};
  }

  LitmusTest &test_;
  Thread &th_;
  unsigned line_;
  std::string_view text_;
};

} // namespace

void parseAsmThreads(Span program, LitmusTest &test) {
  std::string_view s = program.text;
  bool header = true;
  size_t lineStart = 0;
  for (size_t i = 0; i <= s.size(); ++i) {
    if (i < s.size() && s[i] != '\n')
      continue;
    std::string_view row = trim(s.substr(lineStart, i - lineStart));
    unsigned line = program.lineAt(lineStart);
    lineStart = i + 1;
    if (row.empty())
      continue;
    if (row.back() == ';')
      row = trim(row.substr(0, row.size() - 1));
    std::vector<std::string_view> cells = splitTop(row, '|');
    if (header) {
      header = false;
      for (std::string_view cell : cells) {
        std::string_view name = trim(cell.substr(0, cell.find('@')));
        if (threadNumber(name) != static_cast<int>(test.threads.size()) || name[0] != 'P')
          fail(line, "expected thread 'P" + std::to_string(test.threads.size()) + "', found '" +
                         std::string(cell) + "'");
        Thread th;
        th.name = std::string(name);
        th.line = line;
        th.group = static_cast<uint32_t>(test.threads.size());
        if (size_t at = cell.find('@'); at != std::string_view::npos)
          parsePlacement(trim(cell.substr(at + 1)), line, test.arch, th);
        test.threads.push_back(std::move(th));
      }
      continue;
    }
    if (cells.size() > test.threads.size())
      fail(line, "row has " + std::to_string(cells.size()) + " columns, but the test has " +
                     std::to_string(test.threads.size()) + " threads");
    for (size_t c = 0; c < cells.size(); ++c) {
      if (cells[c].empty())
        continue;
      AsmParser p(test, test.threads[c], line, cells[c]);
      if (test.arch == Arch::X86)
        p.x86();
      else
        p.ptx();
    }
  }
}

} // namespace wmc::litmus::detail
