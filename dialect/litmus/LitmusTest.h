// A parsed herd7/Dat3M litmus test, in one form for every dialect (C11,
// X86, OpenCL, PTX): shared locations with initial values, threads as lists
// of instructions over per-thread registers, and the final condition. The
// interpreter (Run.h) executes it under the checker's explorer.
#pragma once

#include "graph/Types.h"

#include <string>
#include <string_view>
#include <vector>

namespace wmc::litmus {

enum class Arch : uint8_t { C, X86, OpenCL, Ptx };
std::string_view toString(Arch a);
/// The model a test of this dialect is checked under by default.
std::string_view defaultModel(Arch a);

/// A register of the thread, or an immediate value.
struct Operand {
  int reg = -1; ///< register index in the thread; -1: the immediate
  Value imm = 0;
};

/// `a`, or `a OP b` for a binary operator OP (+ - * & | ^ == !=).
struct Expr {
  Operand a;
  std::string op; ///< empty: just `a`
  Operand b;
};

enum class InstrKind : uint8_t {
  Load,  ///< dest = [loc]
  Store, ///< [loc] = value
  Rmw,   ///< dest = old value of rmwOp([loc], value)
  Cas,   ///< compare [loc] with expected; on success write value (see fields)
  Fence,
  Barrier,      ///< work-group / CTA barrier `barrier` (a label)
  Assign,       ///< dest = value (local)
  BranchIfZero, ///< continue at `target` if value is 0 (local; C `if`)
  Jump,         ///< continue at `target` (local)
};

struct Instr {
  InstrKind kind = InstrKind::Fence;
  unsigned line = 0;
  std::string text; ///< the source text, for reports
  int dest = -1;    ///< register written: Load, Rmw (old value), Assign, Cas (see below)
  int loc = -1;     ///< location index
  Expr value;       ///< Store value, Rmw operand, Cas desired value, Assign
  RmwOp rmwOp = RmwOp::Add;
  MemOrder order = MemOrder::Plain;
  MemOrder failureOrder = MemOrder::Plain; ///< Cas
  Scope scope = Scope::System;
  /// Cas: the expected value. C11: `expected` is a register that receives
  /// the old value on failure and `dest` gets 1/0 for success/failure.
  /// X86 and PTX: `dest` gets the old value.
  Operand expected;
  bool casUpdatesExpected = false;
  int barrier = 0;   ///< Barrier: its label
  size_t target = 0; ///< BranchIfZero, Jump: index of the next instruction (forward only)
};

struct Thread {
  std::string name; ///< "P0"
  unsigned line = 0;
  std::vector<std::string> regs; ///< register names; index = Operand::reg
  std::vector<Value> regInit;    ///< initial register values
  std::vector<Instr> code;
  bool placed = false; ///< OpenCL/PTX placement given (`P0@wg 0, dev 0`)
  uint32_t group = 0;  ///< work-group (OpenCL) / CTA (PTX)
  int regIndex(std::string_view name) const;
  /// Index of register `name`, added (initial value 0) if it is new.
  int addReg(std::string_view name);
};

struct Location {
  std::string name;
  Value init = 0;
};

/// A proposition of the final condition.
struct Prop {
  enum class Kind : uint8_t { True, False, RegEq, LocEq, Not, And, Or };
  Kind kind = Kind::True;
  int thread = -1; ///< RegEq
  int reg = -1;    ///< RegEq
  int loc = -1;    ///< LocEq
  Value value = 0;
  std::vector<Prop> args; ///< Not (1), And / Or (2)
};

enum class Quantifier : uint8_t { Exists, NotExists, Forall };

/// A register or location shown in the final states.
struct Observed {
  int thread = -1; ///< -1: location `index`
  int index = 0;   ///< register index of `thread`, or location index
  bool operator<(const Observed &o) const {
    return thread != o.thread ? thread < o.thread : index < o.index;
  }
  bool operator==(const Observed &o) const = default;
};

struct LitmusTest {
  Arch arch = Arch::C;
  std::string name;
  std::string doc;
  std::string file;
  std::vector<Location> locations;
  std::vector<Thread> threads;
  Quantifier quantifier = Quantifier::Exists;
  Prop condition;
  std::string conditionText;      ///< as written, normalised spacing
  std::vector<Observed> observed; ///< sorted: registers by thread, then locations
  int locIndex(std::string_view name) const;
  /// Index of location `name`, added (initial value 0) if it is new.
  int addLoc(std::string_view name);
};

/// Value of p in a final state (`regs[thread][reg]`, `mem[loc]`).
bool evaluate(const Prop &p, const std::vector<std::vector<Value>> &regs,
              const std::vector<Value> &mem);

} // namespace wmc::litmus
