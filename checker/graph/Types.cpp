#include "graph/Types.h"

#include <bit>
#include <cstring>

namespace wmc {

std::string_view toString(MemOrder o) {
  switch (o) {
  case MemOrder::Plain: return "na";
  case MemOrder::Relaxed: return "rlx";
  case MemOrder::Acquire: return "acq";
  case MemOrder::Release: return "rel";
  case MemOrder::AcqRel: return "acq_rel";
  case MemOrder::SeqCst: return "sc";
  }
  return "?";
}

std::string_view toString(Scope s) {
  switch (s) {
  case Scope::System: return "sys";
  case Scope::Device: return "gpu";
  case Scope::Block: return "cta";
  case Scope::Thread: return "thread";
  }
  return "?";
}

bool scopeIncludes(Scope s, ThreadId tf, Place pf, ThreadId tt, Place pt) {
  switch (s) {
  case Scope::System: return true;
  case Scope::Device: return isGpuPlace(pf) == isGpuPlace(pt);
  case Scope::Block: return tf == tt || (isGpuPlace(pf) && pf == pt);
  case Scope::Thread: return tf == tt;
  }
  return false;
}

std::string_view toString(RmwOp op) {
  switch (op) {
  case RmwOp::Xchg: return "xchg";
  case RmwOp::Add: return "add";
  case RmwOp::Sub: return "sub";
  case RmwOp::And: return "and";
  case RmwOp::Nand: return "nand";
  case RmwOp::Or: return "or";
  case RmwOp::Xor: return "xor";
  case RmwOp::Max: return "max";
  case RmwOp::Min: return "min";
  case RmwOp::UMax: return "umax";
  case RmwOp::UMin: return "umin";
  case RmwOp::FAdd: return "fadd";
  case RmwOp::FSub: return "fsub";
  case RmwOp::FMax: return "fmax";
  case RmwOp::FMin: return "fmin";
  case RmwOp::UIncWrap: return "inc";
  case RmwOp::UDecWrap: return "dec";
  }
  return "?";
}

Value truncate(Value v, unsigned size) {
  return size >= 8 ? v : (v & ((Value(1) << (8 * size)) - 1));
}

namespace {
int64_t signExtend(Value v, unsigned size) {
  if (size >= 8)
    return static_cast<int64_t>(v);
  unsigned shift = 64 - 8 * size;
  return static_cast<int64_t>(v << shift) >> shift;
}

template <typename F> Value floatOp(Value a, Value b, unsigned size, F f) {
  if (size == 4) {
    float x = std::bit_cast<float>(static_cast<uint32_t>(a));
    float y = std::bit_cast<float>(static_cast<uint32_t>(b));
    return std::bit_cast<uint32_t>(static_cast<float>(f(x, y)));
  }
  double x = std::bit_cast<double>(a), y = std::bit_cast<double>(b);
  return std::bit_cast<uint64_t>(static_cast<double>(f(x, y)));
}
} // namespace

Value applyRmw(RmwOp op, Value old, Value operand, unsigned size) {
  old = truncate(old, size);
  operand = truncate(operand, size);
  Value r = 0;
  switch (op) {
  case RmwOp::Xchg: r = operand; break;
  case RmwOp::Add: r = old + operand; break;
  case RmwOp::Sub: r = old - operand; break;
  case RmwOp::And: r = old & operand; break;
  case RmwOp::Nand: r = ~(old & operand); break;
  case RmwOp::Or: r = old | operand; break;
  case RmwOp::Xor: r = old ^ operand; break;
  case RmwOp::Max: r = signExtend(old, size) >= signExtend(operand, size) ? old : operand; break;
  case RmwOp::Min: r = signExtend(old, size) <= signExtend(operand, size) ? old : operand; break;
  case RmwOp::UMax: r = old >= operand ? old : operand; break;
  case RmwOp::UMin: r = old <= operand ? old : operand; break;
  case RmwOp::FAdd: r = floatOp(old, operand, size, [](auto x, auto y) { return x + y; }); break;
  case RmwOp::FSub: r = floatOp(old, operand, size, [](auto x, auto y) { return x - y; }); break;
  case RmwOp::FMax: r = floatOp(old, operand, size, [](auto x, auto y) { return x > y ? x : y; }); break;
  case RmwOp::FMin: r = floatOp(old, operand, size, [](auto x, auto y) { return x < y ? x : y; }); break;
  case RmwOp::UIncWrap: r = old >= operand ? 0 : old + 1; break;
  case RmwOp::UDecWrap: r = (old == 0 || old > operand) ? operand : old - 1; break;
  }
  return truncate(r, size);
}

} // namespace wmc
