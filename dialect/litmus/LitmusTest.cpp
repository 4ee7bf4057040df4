#include "LitmusTest.h"

namespace wmc::litmus {

std::string_view toString(Arch a) {
  switch (a) {
  case Arch::C:
    return "C";
  case Arch::X86:
    return "X86";
  case Arch::OpenCL:
    return "OPENCL";
  case Arch::Ptx:
    return "PTX";
  }
  return "?";
}

std::string_view defaultModel(Arch a) {
  switch (a) {
  case Arch::C:
    return "rc11";
  case Arch::X86:
    return "tso";
  case Arch::OpenCL:
  case Arch::Ptx:
    return "src11";
  }
  return "sc";
}

int Thread::regIndex(std::string_view n) const {
  for (size_t i = 0; i < regs.size(); ++i)
    if (regs[i] == n)
      return static_cast<int>(i);
  return -1;
}

int Thread::addReg(std::string_view n) {
  if (int i = regIndex(n); i >= 0)
    return i;
  regs.emplace_back(n);
  regInit.push_back(0);
  return static_cast<int>(regs.size() - 1);
}

int LitmusTest::locIndex(std::string_view n) const {
  for (size_t i = 0; i < locations.size(); ++i)
    if (locations[i].name == n)
      return static_cast<int>(i);
  return -1;
}

int LitmusTest::addLoc(std::string_view n) {
  if (int i = locIndex(n); i >= 0)
    return i;
  locations.push_back(Location{std::string(n), 0});
  return static_cast<int>(locations.size() - 1);
}

bool evaluate(const Prop &p, const std::vector<std::vector<Value>> &regs,
              const std::vector<Value> &mem) {
  switch (p.kind) {
  case Prop::Kind::True:
    return true;
  case Prop::Kind::False:
    return false;
  case Prop::Kind::RegEq:
    return regs[static_cast<size_t>(p.thread)][static_cast<size_t>(p.reg)] == p.value;
  case Prop::Kind::LocEq:
    return mem[static_cast<size_t>(p.loc)] == p.value;
  case Prop::Kind::Not:
    return !evaluate(p.args[0], regs, mem);
  case Prop::Kind::And:
    return evaluate(p.args[0], regs, mem) && evaluate(p.args[1], regs, mem);
  case Prop::Kind::Or:
    return evaluate(p.args[0], regs, mem) || evaluate(p.args[1], regs, mem);
  }
  return false;
}

} // namespace wmc::litmus
