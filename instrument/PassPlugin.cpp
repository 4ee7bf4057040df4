// Entry point of libwmc_pass.so for `opt -load-pass-plugin` and
// `clang -fpass-plugin`.
#include "WmcInstrumentPass.h"

#include "llvm/Config/llvm-config.h"
#include "llvm/Passes/PassPlugin.h"

extern "C" LLVM_ATTRIBUTE_WEAK llvm::PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "wmc-instrument", LLVM_VERSION_STRING, wmc::registerWmcPasses};
}
