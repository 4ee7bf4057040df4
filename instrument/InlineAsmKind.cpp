#include "InlineAsmKind.h"

#include "llvm/ADT/StringExtras.h"

#include <string>

using namespace llvm;

namespace wmc {
namespace {

// Drops whitespace and ';' separators, lower-cases, and turns LLVM's "$$"
// escape back into "$" so "lock; addl $$0,0(%rsp)" becomes
// "lockaddl$0,0(%rsp)".
std::string normalize(StringRef Asm) {
  std::string Out;
  for (size_t I = 0; I < Asm.size(); ++I) {
    char C = Asm[I];
    if (isSpace(C) || C == ';')
      continue;
    if (C == '$' && I + 1 < Asm.size() && Asm[I + 1] == '$')
      ++I;
    Out.push_back(toLower(C));
  }
  return Out;
}

// "lock" + add/or with immediate 0 + a stack slot: the classic x86 full
// barrier, e.g. "lock; addl $0,0(%%rsp)" or "lock; orq $0,-8(%%rsp)".
bool isLockedNoOp(StringRef S) {
  if (!S.consume_front("lock"))
    return false;
  if (!S.consume_front("add") && !S.consume_front("or"))
    return false;
  for (StringRef Suffix : {"l", "q", "w", "b"})
    if (S.consume_front(Suffix))
      break;
  if (!S.consume_front("$0,"))
    return false;
  S.consume_front("-");
  S = S.drop_while(isDigit);
  return S == "(%rsp)" || S == "(%esp)" || S == "(%sp)";
}

} // namespace

AsmKind classifyAsm(StringRef AsmString) {
  std::string S = normalize(AsmString);
  if (S.empty())
    return AsmKind::CompilerBarrier;
  if (S == "pause" || S == "repnop" || S == "yield")
    return AsmKind::CpuRelax;
  if (S == "mfence" || isLockedNoOp(S))
    return AsmKind::FullFence;
  return AsmKind::Other;
}

} // namespace wmc
