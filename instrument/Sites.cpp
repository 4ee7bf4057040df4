#include "Sites.h"

#include "llvm/ADT/SmallString.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace wmc {

SiteBuilder::SiteBuilder(Module &M) : M(M), Fields(M), Ranges(M) {
  LLVMContext &Ctx = M.getContext();
  Type *Ptr = PointerType::getUnqual(Ctx);
  Type *I32 = Type::getInt32Ty(Ctx);
  // Layout of `struct wmc_site`, `wmc_loop` and `wmc_field` in runtime/abi.h.
  SiteTy = StructType::get(Ctx, {Ptr, I32, I32, Ptr, Ptr, Ptr, Ptr, Ptr});
  LoopTy = StructType::get(Ctx, {SiteTy, I32, I32});
  FieldTy = StructType::get(Ctx, {Ptr, I32, I32});
}

Constant *SiteBuilder::string(StringRef S) {
  auto [It, Inserted] = Strings.try_emplace(S, nullptr);
  if (Inserted) {
    Constant *Data = ConstantDataArray::getString(M.getContext(), S);
    auto *GV = new GlobalVariable(M, Data->getType(), /*isConstant=*/true,
                                  GlobalValue::PrivateLinkage, Data, "__wmc_str");
    GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
    GV->setAlignment(Align(1));
    It->second = GV;
  }
  return It->second;
}

StringRef SiteBuilder::sourceName(const Function &F) {
  if (const DISubprogram *SP = F.getSubprogram(); SP && !SP->getName().empty())
    return SP->getName();
  return F.getName();
}

StringRef SiteBuilder::sourceName(const GlobalVariable &GV) {
  SmallVector<DIGlobalVariableExpression *, 1> Exprs;
  GV.getDebugInfo(Exprs);
  for (const DIGlobalVariableExpression *E : Exprs)
    if (const DIGlobalVariable *Var = E->getVariable(); Var && !Var->getName().empty())
      return Var->getName();
  return GV.getName();
}

namespace {

// Code from wmc's own headers (the always_inline wrappers of <wmc/gpu.h>,
// the CUDA and OpenCL shims) and from system headers: a report should name
// the user's line that called it instead.
bool isLibraryFile(const DILocation &L) {
  std::string Path = L.getFilename().str();
  if (Path.empty() || Path[0] != '/')
    Path = (L.getDirectory() + "/" + Path).str();
  return Path.find("/include/wmc/") != std::string::npos || StringRef(Path).starts_with("/usr/");
}

// The innermost location outside library headers along the inlinedAt chain,
// or the innermost location if all of it is library code.
const DILocation *userLocation(const DILocation *L) {
  for (const DILocation *At = L; At; At = At->getInlinedAt())
    if (!isLibraryFile(*At))
      return At;
  return L;
}

} // namespace

namespace {

// File in directory Dir as an absolute path without `.` and `..`.
std::string absolute(StringRef File, StringRef Dir) {
  SmallString<256> P(File);
  if (!sys::path::is_absolute(P) && !Dir.empty())
    sys::fs::make_absolute(Twine(Dir), P);
  sys::path::remove_dots(P, /*remove_dot_dot=*/true);
  return std::string(P);
}

} // namespace

std::pair<std::string, std::string> SiteBuilder::shownPath(StringRef File, StringRef Dir) const {
  StringRef CompDir;
  for (const DICompileUnit *CU : M.debug_compile_units())
    if (CU->getFile()) {
      CompDir = CU->getDirectory();
      break;
    }
  std::string Full = absolute(File, Dir);
  StringRef Given = M.getSourceFileName();
  if (!Given.empty() && Full == absolute(Given, CompDir))
    return {Given.str(), sys::path::is_absolute(Given) ? "" : CompDir.str()};
  if (sys::path::is_absolute(File) || Dir == CompDir || Dir.empty())
    return {File.str(), Dir.str()};
  return {Full, ""};
}

Constant *SiteBuilder::directory(StringRef File, StringRef Dir) {
  if (File.starts_with("/") || Dir.empty())
    return ConstantPointerNull::get(PointerType::getUnqual(M.getContext()));
  return string(Dir);
}

Constant *SiteBuilder::siteInit(const DebugLoc &Loc, const Function &F, StringRef Text,
                                Constant *Field) {
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  StringRef File = M.getSourceFileName();
  StringRef Dir;
  StringRef Function = sourceName(F);
  uint32_t Line = 0, Col = 0;
  if (const DILocation *DL = userLocation(Loc.get())) {
    if (!DL->getFilename().empty()) {
      File = DL->getFilename();
      Dir = DL->getDirectory();
    }
    Line = DL->getLine();
    Col = DL->getColumn();
    // After inlining the location's own subprogram names the source function.
    if (const DISubprogram *SP = DL->getScope()->getSubprogram(); SP && !SP->getName().empty())
      Function = SP->getName();
  }
  Constant *None = ConstantPointerNull::get(PointerType::getUnqual(Ctx));
  if (!Field)
    Field = None;
  // The plugin's site table names positions by absolute path, as does the
  // debug location once made absolute in its directory.
  Constant *SiteRanges =
      Line ? Ranges.ranges(absolute(File, Dir), Line, Col, [&](StringRef S) { return string(S); })
           : nullptr;
  auto [Shown, ShownDir] = shownPath(File, Dir);
  return ConstantStruct::get(SiteTy,
                             {string(Shown), ConstantInt::get(I32, Line),
                              ConstantInt::get(I32, Col), string(Function), string(Text), Field,
                              directory(Shown, ShownDir), SiteRanges ? SiteRanges : None});
}

Constant *SiteBuilder::functionSite(const Function &F, StringRef Text) {
  Constant *Init = siteInit(DebugLoc(), F, Text);
  if (const DISubprogram *SP = F.getSubprogram()) {
    Type *I32 = Type::getInt32Ty(M.getContext());
    StringRef File = SP->getFilename().empty() ? M.getSourceFileName() : SP->getFilename();
    auto [Shown, ShownDir] = shownPath(File, SP->getDirectory());
    Constant *None = ConstantPointerNull::get(PointerType::getUnqual(M.getContext()));
    Init = ConstantStruct::get(SiteTy, {string(Shown), ConstantInt::get(I32, SP->getLine()),
                                        ConstantInt::get(I32, 0), string(sourceName(F)),
                                        string(Text), None, directory(Shown, ShownDir), None});
  }
  return Init;
}

Constant *SiteBuilder::fieldOf(const Instruction &I) {
  const Value *Ptr = nullptr;
  Type *AccessTy = nullptr;
  if (const auto *LI = dyn_cast<LoadInst>(&I)) {
    Ptr = LI->getPointerOperand();
    AccessTy = LI->getType();
  } else if (const auto *SI = dyn_cast<StoreInst>(&I)) {
    Ptr = SI->getPointerOperand();
    AccessTy = SI->getValueOperand()->getType();
  } else if (const auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
    Ptr = RMW->getPointerOperand();
    AccessTy = RMW->getType();
  } else if (const auto *CX = dyn_cast<AtomicCmpXchgInst>(&I)) {
    Ptr = CX->getPointerOperand();
    AccessTy = CX->getCompareOperand()->getType();
  }
  if (!Ptr || !AccessTy || !AccessTy->isSized())
    return nullptr;
  std::optional<FieldRef> Ref =
      Fields.field(Ptr, M.getDataLayout().getTypeStoreSize(AccessTy).getFixedValue());
  if (!Ref)
    return nullptr;
  Type *I32 = Type::getInt32Ty(M.getContext());
  Constant *Init =
      ConstantStruct::get(FieldTy, {string(Ref->path), ConstantInt::get(I32, Ref->offset),
                                    ConstantInt::get(I32, Ref->size)});
  auto *GV = new GlobalVariable(M, FieldTy, /*isConstant=*/true, GlobalValue::PrivateLinkage, Init,
                                "__wmc_field");
  GV->setUnnamedAddr(GlobalValue::UnnamedAddr::Global);
  return GV;
}

Constant *SiteBuilder::site(const Instruction &I, StringRef Text) {
  Constant *Init = siteInit(I.getDebugLoc(), *I.getFunction(), Text, fieldOf(I));
  auto *GV = new GlobalVariable(M, SiteTy, /*isConstant=*/true, GlobalValue::PrivateLinkage, Init,
                                "__wmc_site");
  // No unnamed_addr: the runtime may key state on a descriptor's address, so
  // equal-looking descriptors must not be merged.
  return GV;
}

Constant *SiteBuilder::loop(const Loop &L, bool Spin, bool Finite) {
  DebugLoc Loc = L.getStartLoc();
  if (!Loc)
    for (const Instruction &I : *L.getHeader())
      if ((Loc = I.getDebugLoc()))
        break;
  Constant *Init =
      ConstantStruct::get(LoopTy, {siteInit(Loc, *L.getHeader()->getParent(), "loop"),
                                   ConstantInt::get(Type::getInt32Ty(M.getContext()), Spin),
                                   ConstantInt::get(Type::getInt32Ty(M.getContext()), Finite)});
  auto *GV = new GlobalVariable(M, LoopTy, /*isConstant=*/true, GlobalValue::PrivateLinkage, Init,
                                "__wmc_loop");
  return GV;
}

} // namespace wmc
