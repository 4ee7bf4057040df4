// Lowering of OpenCL C builtins into wmc runtime calls. clang compiles OpenCL
// C for x86-64 with its own builtin declarations, so a builtin arrives as a
// call to an external Itanium-mangled function such as
//   _Z25atomic_fetch_add_explicitPU9CLgenericVU7_Atomicii12memory_order12memory_scope
// It is identified by its demangled base name (Table below, the one list of
// what is supported) and its parameter types (the IR types give sizes and
// float-ness, the demangled first parameter the signedness).
#include "OpenClBuiltins.h"

#include "OpenClCollectives.h"
#include "OpenClConvert.h"
#include "OpenClHalf.h"
#include "OpenClLibm.h"
#include "OpenClMath.h"
#include "OpenClTypes.h"
#include "RuntimeABI.h"
#include "Sites.h"
#include "UnusedResult.h"
#include "ValueBits.h"
#include "abi.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Statistic.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

#define DEBUG_TYPE "wmc-instrument"

using namespace llvm;

STATISTIC(NumOpenClLowered, "OpenCL builtin calls lowered");
STATISTIC(NumOpenClUnsupported, "OpenCL builtin calls flagged unsupported");

namespace wmc {
namespace {

using namespace clmath;

// ---- The builtin table ----------------------------------------------------

enum class Kind : uint8_t {
  WorkItem,   // Sub: WorkItemFn
  Barrier,    // barrier(flags), work_group_barrier(flags[, scope])
  Init,       // atomic_init(p, v): a plain store
  Load,       // atomic_load[_explicit](p[, order[, scope]])
  Store,      // atomic_store[_explicit](p, v[, order[, scope]])
  Rmw,        // atomic_exchange / atomic_fetch_OP[_explicit](p, v[, order[, scope]]); Sub: wmc_rmw_op
  Cas,        // atomic_compare_exchange_*[_explicit](p, expected*, v[, succ, fail[, scope]]); Sub: weak
  FlagTest,   // atomic_flag_test_and_set[_explicit](p[, order[, scope]])
  FlagClear,  // atomic_flag_clear[_explicit](p[, order[, scope]])
  ItemFence,  // atomic_work_item_fence(flags, order, scope)
  MemFence,   // mem_fence / read_mem_fence / write_mem_fence(flags); Sub: wmc_order
  LegacyRmw,  // OpenCL 1.x atomic_OP / atom_OP(p[, v]); Sub: wmc_rmw_op; Values 1: operand 1
  LegacyCas,  // OpenCL 1.x atomic_cmpxchg / atom_cmpxchg(p, cmp, v)
  Math,       // Sub: MathFn
  Convert,    // convert_T[N][_sat][_rtX](x): parsed by parseConvertName, not in Table
  VLoad,      // vloadN(offset, p): Sub: N
  VStore,     // vstoreN(data, offset, p): Sub: N
  HalfAccess, // vload_half*, vstore_half*: parsed by parseHalfAccessName
  Collective, // work_group_ collectives: parsed by parseCollectiveName
};

enum WorkItemFn : uint8_t {
  GlobalId,
  LocalId,
  GroupId,
  LocalSize,
  NumGroups,
  GlobalSize,
  WorkDim,
  GlobalOffset,
  GlobalLinearId,
  LocalLinearId,
};

struct Builtin {
  std::string_view Name; // base name; `_explicit` forms and `atom_` aliases are folded in
  Kind K;
  uint8_t Sub;
  uint8_t Values; // leading (non-order, non-scope) arguments
};

// Every OpenCL builtin wmc supports. Lookup strips a trailing `_explicit`
// (the order/scope arguments that follow the values are then optional) and
// reads `atom_X` as `atomic_X` (OpenCL 1.0 extension names of the 1.x atomics).
constexpr Builtin Table[] = {
    // Work-item functions.
    {"get_global_id", Kind::WorkItem, GlobalId, 1},
    {"get_local_id", Kind::WorkItem, LocalId, 1},
    {"get_group_id", Kind::WorkItem, GroupId, 1},
    {"get_local_size", Kind::WorkItem, LocalSize, 1},
    {"get_enqueued_local_size", Kind::WorkItem, LocalSize, 1},
    {"get_num_groups", Kind::WorkItem, NumGroups, 1},
    {"get_global_size", Kind::WorkItem, GlobalSize, 1},
    {"get_work_dim", Kind::WorkItem, WorkDim, 0},
    {"get_global_offset", Kind::WorkItem, GlobalOffset, 1},
    {"get_global_linear_id", Kind::WorkItem, GlobalLinearId, 0},
    {"get_local_linear_id", Kind::WorkItem, LocalLinearId, 0},
    // Barriers.
    {"barrier", Kind::Barrier, 0, 1},
    {"work_group_barrier", Kind::Barrier, 0, 1},
    // OpenCL 2.0 atomics.
    {"atomic_init", Kind::Init, 0, 2},
    {"atomic_load", Kind::Load, 0, 1},
    {"atomic_store", Kind::Store, 0, 2},
    {"atomic_exchange", Kind::Rmw, WMC_RMW_XCHG, 2},
    {"atomic_fetch_add", Kind::Rmw, WMC_RMW_ADD, 2},
    {"atomic_fetch_sub", Kind::Rmw, WMC_RMW_SUB, 2},
    {"atomic_fetch_or", Kind::Rmw, WMC_RMW_OR, 2},
    {"atomic_fetch_xor", Kind::Rmw, WMC_RMW_XOR, 2},
    {"atomic_fetch_and", Kind::Rmw, WMC_RMW_AND, 2},
    {"atomic_fetch_min", Kind::Rmw, WMC_RMW_MIN, 2},
    {"atomic_fetch_max", Kind::Rmw, WMC_RMW_MAX, 2},
    {"atomic_compare_exchange_strong", Kind::Cas, 0, 3},
    {"atomic_compare_exchange_weak", Kind::Cas, 1, 3},
    {"atomic_flag_test_and_set", Kind::FlagTest, 0, 1},
    {"atomic_flag_clear", Kind::FlagClear, 0, 1},
    // Fences.
    {"atomic_work_item_fence", Kind::ItemFence, 0, 1},
    {"mem_fence", Kind::MemFence, WMC_ORDER_ACQ_REL, 1},
    {"read_mem_fence", Kind::MemFence, WMC_ORDER_ACQUIRE, 1},
    {"write_mem_fence", Kind::MemFence, WMC_ORDER_RELEASE, 1},
    // OpenCL 1.x atomics (relaxed, device scope); atom_* too.
    {"atomic_add", Kind::LegacyRmw, WMC_RMW_ADD, 2},
    {"atomic_sub", Kind::LegacyRmw, WMC_RMW_SUB, 2},
    {"atomic_xchg", Kind::LegacyRmw, WMC_RMW_XCHG, 2},
    {"atomic_min", Kind::LegacyRmw, WMC_RMW_MIN, 2},
    {"atomic_max", Kind::LegacyRmw, WMC_RMW_MAX, 2},
    {"atomic_and", Kind::LegacyRmw, WMC_RMW_AND, 2},
    {"atomic_or", Kind::LegacyRmw, WMC_RMW_OR, 2},
    {"atomic_xor", Kind::LegacyRmw, WMC_RMW_XOR, 2},
    {"atomic_inc", Kind::LegacyRmw, WMC_RMW_ADD, 1},
    {"atomic_dec", Kind::LegacyRmw, WMC_RMW_SUB, 1},
    {"atomic_cmpxchg", Kind::LegacyCas, 0, 3},
    // Math (no memory effect): scalar and vector forms.
    {"min", Kind::Math, Min, 2},
    {"max", Kind::Math, Max, 2},
    {"clamp", Kind::Math, Clamp, 3},
    {"abs", Kind::Math, Abs, 1},
    {"abs_diff", Kind::Math, AbsDiff, 2},
    {"add_sat", Kind::Math, AddSat, 2},
    {"sub_sat", Kind::Math, SubSat, 2},
    {"mul24", Kind::Math, Mul24, 2},
    {"mad24", Kind::Math, Mad24, 3},
    {"popcount", Kind::Math, Popcount, 1},
    {"clz", Kind::Math, Clz, 1},
    {"ctz", Kind::Math, Ctz, 1},
    {"rotate", Kind::Math, Rotate, 2},
    {"mad", Kind::Math, Mad, 3},
    {"fma", Kind::Math, Fma, 3},
    {"fmin", Kind::Math, Fmin, 2},
    {"fmax", Kind::Math, Fmax, 2},
    {"fabs", Kind::Math, Fabs, 1},
    {"sqrt", Kind::Math, Sqrt, 1},
    {"floor", Kind::Math, Floor, 1},
    {"ceil", Kind::Math, Ceil, 1},
    {"trunc", Kind::Math, Trunc, 1},
    {"round", Kind::Math, Round, 1},
    {"rint", Kind::Math, Rint, 1},
    {"exp", Kind::Math, Exp, 1},
    {"exp2", Kind::Math, Exp2, 1},
    {"log", Kind::Math, Log, 1},
    {"log2", Kind::Math, Log2, 1},
    {"log10", Kind::Math, Log10, 1},
    {"sin", Kind::Math, Sin, 1},
    {"cos", Kind::Math, Cos, 1},
    {"pow", Kind::Math, Pow, 2},
    {"powr", Kind::Math, Pow, 2},
    {"pown", Kind::Math, Pown, 2},
    {"copysign", Kind::Math, Copysign, 2},
    {"rsqrt", Kind::Math, Rsqrt, 1},
    {"fmod", Kind::Math, Fmod, 2},
    {"mul_hi", Kind::Math, MulHi, 2},
    {"mad_hi", Kind::Math, MadHi, 3},
    {"mad_sat", Kind::Math, MadSat, 3},
    {"hadd", Kind::Math, Hadd, 2},
    {"rhadd", Kind::Math, Rhadd, 2},
    {"upsample", Kind::Math, Upsample, 2},
    {"select", Kind::Math, Select, 3},
    {"shuffle", Kind::Math, Shuffle, 2},
    {"shuffle2", Kind::Math, Shuffle2, 3},
    {"isequal", Kind::Math, IsEqual, 2},
    {"isnotequal", Kind::Math, IsNotEqual, 2},
    {"isgreater", Kind::Math, IsGreater, 2},
    {"isgreaterequal", Kind::Math, IsGreaterEqual, 2},
    {"isless", Kind::Math, IsLess, 2},
    {"islessequal", Kind::Math, IsLessEqual, 2},
    {"islessgreater", Kind::Math, IsLessGreater, 2},
    {"isordered", Kind::Math, IsOrdered, 2},
    {"isunordered", Kind::Math, IsUnordered, 2},
    {"isfinite", Kind::Math, IsFinite, 1},
    {"isinf", Kind::Math, IsInf, 1},
    {"isnan", Kind::Math, IsNan, 1},
    {"isnormal", Kind::Math, IsNormal, 1},
    {"signbit", Kind::Math, SignBit, 1},
    {"any", Kind::Math, Any, 1},
    {"all", Kind::Math, All, 1},
    {"bitselect", Kind::Math, Bitselect, 3},
    {"step", Kind::Math, Step, 2},
    {"smoothstep", Kind::Math, Smoothstep, 3},
    {"mix", Kind::Math, Mix, 3},
    {"sign", Kind::Math, Sign, 1},
    {"degrees", Kind::Math, Degrees, 1},
    {"radians", Kind::Math, Radians, 1},
    {"dot", Kind::Math, Dot, 2},
    {"length", Kind::Math, Length, 1},
    {"distance", Kind::Math, Distance, 2},
    {"normalize", Kind::Math, Normalize, 1},
    {"cross", Kind::Math, Cross, 2},
    // The fast_ forms: the same formulas, without normalize's rescaling.
    {"fast_length", Kind::Math, Length, 1},
    {"fast_distance", Kind::Math, Distance, 2},
    {"fast_normalize", Kind::Math, FastNormalize, 1},
    // native_ and half_ forms: wmc computes them exactly (a valid result).
    {"native_sqrt", Kind::Math, Sqrt, 1},
    {"native_rsqrt", Kind::Math, Rsqrt, 1},
    {"native_exp", Kind::Math, Exp, 1},
    {"native_exp2", Kind::Math, Exp2, 1},
    {"native_log", Kind::Math, Log, 1},
    {"native_log2", Kind::Math, Log2, 1},
    {"native_sin", Kind::Math, Sin, 1},
    {"native_cos", Kind::Math, Cos, 1},
    {"native_powr", Kind::Math, Pow, 2},
    {"half_sqrt", Kind::Math, Sqrt, 1},
    {"half_rsqrt", Kind::Math, Rsqrt, 1},
    {"half_exp", Kind::Math, Exp, 1},
    {"half_log", Kind::Math, Log, 1},
    {"half_exp2", Kind::Math, Exp2, 1},
    {"half_log2", Kind::Math, Log2, 1},
    {"half_sin", Kind::Math, Sin, 1},
    {"half_cos", Kind::Math, Cos, 1},
    {"half_powr", Kind::Math, Pow, 2},
    {"native_log10", Kind::Math, Log10, 1},
    {"half_log10", Kind::Math, Log10, 1},
    {"native_divide", Kind::Math, Divide, 2},
    {"half_divide", Kind::Math, Divide, 2},
    {"native_recip", Kind::Math, Recip, 1},
    {"half_recip", Kind::Math, Recip, 1},
    {"native_tan", Kind::Math, Tan, 1},
    {"half_tan", Kind::Math, Tan, 1},
    {"native_exp10", Kind::Math, Exp10, 1},
    {"half_exp10", Kind::Math, Exp10, 1},
    // Host libm (OpenClLibm.h).
    {"tan", Kind::Math, Tan, 1},
    {"asin", Kind::Math, Asin, 1},
    {"acos", Kind::Math, Acos, 1},
    {"atan", Kind::Math, Atan, 1},
    {"atan2", Kind::Math, Atan2, 2},
    {"sinh", Kind::Math, Sinh, 1},
    {"cosh", Kind::Math, Cosh, 1},
    {"tanh", Kind::Math, Tanh, 1},
    {"asinh", Kind::Math, Asinh, 1},
    {"acosh", Kind::Math, Acosh, 1},
    {"atanh", Kind::Math, Atanh, 1},
    {"cbrt", Kind::Math, Cbrt, 1},
    {"exp10", Kind::Math, Exp10, 1},
    {"expm1", Kind::Math, Expm1, 1},
    {"log1p", Kind::Math, Log1p, 1},
    {"logb", Kind::Math, Logb, 1},
    {"erf", Kind::Math, Erf, 1},
    {"erfc", Kind::Math, Erfc, 1},
    {"lgamma", Kind::Math, Lgamma, 1},
    {"tgamma", Kind::Math, Tgamma, 1},
    {"hypot", Kind::Math, Hypot, 2},
    {"fdim", Kind::Math, Fdim, 2},
    {"nextafter", Kind::Math, Nextafter, 2},
    {"remainder", Kind::Math, Remainder, 2},
    {"sinpi", Kind::Math, SinPi, 1},
    {"cospi", Kind::Math, CosPi, 1},
    {"tanpi", Kind::Math, TanPi, 1},
    {"asinpi", Kind::Math, AsinPi, 1},
    {"acospi", Kind::Math, AcosPi, 1},
    {"atanpi", Kind::Math, AtanPi, 1},
    {"atan2pi", Kind::Math, Atan2Pi, 2},
    {"ilogb", Kind::Math, Ilogb, 1},
    {"ldexp", Kind::Math, Ldexp, 2},
    {"rootn", Kind::Math, Rootn, 2},
    {"nan", Kind::Math, Nan, 1},
    {"maxmag", Kind::Math, Maxmag, 2},
    {"minmag", Kind::Math, Minmag, 2},
    // With a pointer out-parameter, written with an ordinary (instrumented) store.
    {"fract", Kind::Math, Fract, 2},
    {"frexp", Kind::Math, Frexp, 2},
    {"modf", Kind::Math, Modf, 2},
    {"remquo", Kind::Math, Remquo, 3},
    {"sincos", Kind::Math, Sincos, 2},
    {"lgamma_r", Kind::Math, LgammaR, 2},
    // vloadN / vstoreN: element-aligned vector accesses, ordinary loads and
    // stores for the instrumenter.
    {"vload2", Kind::VLoad, 2, 2},
    {"vload3", Kind::VLoad, 3, 2},
    {"vload4", Kind::VLoad, 4, 2},
    {"vload8", Kind::VLoad, 8, 2},
    {"vload16", Kind::VLoad, 16, 2},
    {"vstore2", Kind::VStore, 2, 3},
    {"vstore3", Kind::VStore, 3, 3},
    {"vstore4", Kind::VStore, 4, 3},
    {"vstore8", Kind::VStore, 8, 3},
    {"vstore16", Kind::VStore, 16, 3},
};

// Unmangled library functions clang emits for OpenCL 2.0 features wmc does
// not model (to_global, enqueue_kernel, pipes, ...).
constexpr std::string_view UnmangledUnsupportedPrefixes[] = {
    "__to_global",  "__to_local",    "__to_private",         "__enqueue_kernel",
    "__get_kernel", "__read_pipe",   "__write_pipe",         "__reserve_read_pipe",
    "__reserve_write_pipe", "__commit_read_pipe", "__commit_write_pipe",
    "__work_group_reserve", "__work_group_commit", "__sub_group_reserve",
    "__sub_group_commit", "__get_pipe",
};

// OpenCL memory_order / memory_scope enumerators (clang's opencl-c-base.h)
// to the wmc order and scope, as 4-bit entries indexed by the OpenCL value;
// the last entry stands for every larger value.
constexpr uint32_t nibbles(std::initializer_list<uint32_t> Entries) {
  uint32_t Table = 0, Shift = 0;
  for (uint32_t E : Entries) {
    Table |= E << Shift;
    Shift += 4;
  }
  return Table;
}
//   relaxed 0, (consume 1), acquire 2, release 3, acq_rel 4, seq_cst 5
constexpr uint32_t OrderMap =
    nibbles({WMC_ORDER_RELAXED, WMC_ORDER_ACQUIRE, WMC_ORDER_ACQUIRE, WMC_ORDER_RELEASE,
             WMC_ORDER_ACQ_REL, WMC_ORDER_SEQ_CST, WMC_ORDER_SEQ_CST});
// A failed compare-exchange only reads: release -> relaxed, acq_rel -> acquire.
constexpr uint32_t FailOrderMap =
    nibbles({WMC_ORDER_RELAXED, WMC_ORDER_ACQUIRE, WMC_ORDER_ACQUIRE, WMC_ORDER_RELAXED,
             WMC_ORDER_ACQUIRE, WMC_ORDER_SEQ_CST, WMC_ORDER_SEQ_CST});
constexpr uint32_t OrderMapMax = 6;
//   work_item 0, work_group 1, device 2, all_svm_devices 3, sub_group 4
constexpr uint32_t ScopeMap = nibbles({WMC_SCOPE_THREAD, WMC_SCOPE_BLOCK, WMC_SCOPE_DEVICE,
                                       WMC_SCOPE_SYSTEM, WMC_SCOPE_BLOCK, WMC_SCOPE_SYSTEM});
constexpr uint32_t ScopeMapMax = 5;
static_assert(OrderMap == 0x5543221 && FailOrderMap == 0x5521221 && ScopeMap == 0x020123);

constexpr uint32_t pack(uint32_t Order, uint32_t Scope) { return Order | Scope << WMC_SCOPE_SHIFT; }
// OpenCL 1.x atomics are relaxed, device scope. (The 2.0 forms without
// _explicit are seq_cst, device scope: packed() without order and scope.)
constexpr uint32_t LegacyOrder = pack(WMC_ORDER_RELAXED, WMC_SCOPE_DEVICE);

const Builtin *lookup(StringRef Base, bool &Explicit) {
  // Conversions are a family of names (convert_uchar4_sat_rte): parsed.
  static constexpr Builtin Convert{"convert", Kind::Convert, 0, 1};
  if (parseConvertName(Base)) {
    Explicit = false;
    return &Convert;
  }
  static constexpr Builtin Collective{"work_group_", Kind::Collective, 0, 0};
  if (parseCollectiveName(Base)) {
    Explicit = false;
    return &Collective;
  }
  static constexpr Builtin HalfAccess{"vload_half", Kind::HalfAccess, 0, 0};
  if (parseHalfAccessName(Base)) {
    Explicit = false;
    return &HalfAccess;
  }
  static const StringMap<const Builtin *> Map = [] {
    StringMap<const Builtin *> M;
    for (const Builtin &B : Table)
      M[B.Name] = &B;
    return M;
  }();
  std::string Name = Base.str();
  Explicit = Base.consume_back("_explicit");
  if (Explicit)
    Name = Base.str();
  else if (Base.starts_with("atom_"))
    Name = "atomic_" + Base.drop_front(5).str();
  auto It = Map.find(Name);
  if (It == Map.end())
    return nullptr;
  const Builtin *B = It->second;
  // `_explicit` only on the 2.0 atomics; `atom_` only on the 1.x ones.
  bool Is20 = B->K >= Kind::Init && B->K <= Kind::FlagClear;
  if (Explicit && !Is20)
    return nullptr;
  if (Base.starts_with("atom_") && B->K != Kind::LegacyRmw && B->K != Kind::LegacyCas)
    return nullptr;
  return B;
}

// A demangled OpenCL builtin: base name and whether its first parameter is
// unsigned (decides signed vs unsigned min/max and the like).
struct Demangled {
  std::string Base;
  bool Unsigned = false;
};

std::optional<Demangled> demangleBuiltin(StringRef Mangled) {
  // The demangler's nodes point into the name: it must outlive them.
  std::string Name = Mangled.str();
  ItaniumPartialDemangler D;
  if (D.partialDemangle(Name.c_str()) || !D.isFunction())
    return std::nullopt;
  Demangled Out;
  size_t N = 0;
  if (char *Base = D.getFunctionBaseName(nullptr, &N)) {
    Out.Base = Base;
    std::free(Base);
  }
  if (char *Params = D.getFunctionParameters(nullptr, &N)) {
    std::string_view P = Params;
    std::string_view First = P.substr(0, P.find_first_of(",)"));
    Out.Unsigned = First.find("unsigned") != std::string_view::npos;
    std::free(Params);
  }
  if (Out.Base.empty())
    return std::nullopt;
  return Out;
}

// ---- The lowering -------------------------------------------------------------

class Lowering {
public:
  explicit Lowering(Module &M)
      : M(M), DL(M.getDataLayout()), Ctx(M.getContext()), Sites(M),
        PtrTy(PointerType::getUnqual(Ctx)), I32(Type::getInt32Ty(Ctx)),
        I64(Type::getInt64Ty(Ctx)), Void(Type::getVoidTy(Ctx)) {}

  bool run(FunctionAnalysisManager &FAM);

private:
  struct Dim3 {
    Value *X, *Y, *Z; // i64
    Value *get(unsigned I) const { return I == 0 ? X : I == 1 ? Y : Z; }
  };

  bool lowerCall(CallBase &CB, const Builtin &Bi, const Demangled &D, bool Explicit);
  void flagUnsupported(CallBase &CB, StringRef Name);

  Value *lowerWorkItem(IRBuilder<> &B, CallBase &CB, WorkItemFn Fn);
  bool lowerCas(CallBase &CB, StringRef Text, Value *Succ, Value *Fail, bool Weak);

  // Packed wmc order word from OpenCL order/scope arguments (null: default).
  Value *packed(IRBuilder<> &B, Value *Order, Value *Scope, uint32_t OrderTable = OrderMap);
  Value *mapEnum(IRBuilder<> &B, Value *V, uint32_t Table, uint32_t Max);
  Dim3 dim3(IRBuilder<> &B, StringRef Fn);
  Value *pick(IRBuilder<> &B, const Dim3 &D, Value *Dim, uint64_t Default);

  FunctionCallee rt(StringRef Name, Type *Ret, ArrayRef<Type *> Params);
  FunctionCallee rt(abi::Callee C, Type *Ret, ArrayRef<Type *> Params) {
    return rt(abi::calleeName(C), Ret, Params);
  }
  Value *ptr(IRBuilder<> &B, Value *P) { return B.CreatePointerBitCastOrAddrSpaceCast(P, PtrTy); }
  // The key of the work-group collectives' per-group scratch buffer.
  Constant *collectiveKey() {
    Type *I8 = Type::getInt8Ty(Ctx);
    auto *GV = cast<GlobalVariable>(M.getOrInsertGlobal("__wmc_cl_collective_scratch", I8));
    if (!GV->hasInitializer()) {
      GV->setInitializer(ConstantInt::get(I8, 0));
      GV->setConstant(true);
      GV->setLinkage(GlobalValue::PrivateLinkage);
    }
    return GV;
  }

  Module &M;
  const DataLayout &DL;
  LLVMContext &Ctx;
  SiteBuilder Sites;
  PointerType *PtrTy;
  IntegerType *I32, *I64;
  Type *Void;
  DenseSet<const Function *> Warned;
};

FunctionCallee Lowering::rt(StringRef Name, Type *Ret, ArrayRef<Type *> Params) {
  return M.getOrInsertFunction(Name, FunctionType::get(Ret, Params, /*isVarArg=*/false));
}

Value *Lowering::mapEnum(IRBuilder<> &B, Value *V, uint32_t Table, uint32_t Max) {
  if (auto *C = dyn_cast<ConstantInt>(V)) {
    uint64_t I = std::min<uint64_t>(C->getZExtValue(), Max);
    return B.getInt32((Table >> (4 * I)) & 0xF);
  }
  // Run-time order or scope: the same table, shifted by 4 * min(v, Max).
  Value *I = B.CreateZExtOrTrunc(V, I32);
  I = B.CreateSelect(B.CreateICmpULT(I, B.getInt32(Max)), I, B.getInt32(Max));
  Value *Shift = B.CreateShl(I, 2);
  return B.CreateAnd(B.CreateLShr(B.getInt32(Table), Shift), 0xF);
}

Value *Lowering::packed(IRBuilder<> &B, Value *Order, Value *Scope, uint32_t OrderTable) {
  Value *O = Order ? mapEnum(B, Order, OrderTable, OrderMapMax) : B.getInt32(WMC_ORDER_SEQ_CST);
  Value *S = Scope ? mapEnum(B, Scope, ScopeMap, ScopeMapMax) : B.getInt32(WMC_SCOPE_DEVICE);
  return B.CreateOr(O, B.CreateShl(S, WMC_SCOPE_SHIFT));
}

Lowering::Dim3 Lowering::dim3(IRBuilder<> &B, StringRef Fn) {
  // wmc_dim3 (three uint32_t) is returned as { i64, i32 } by the x86-64 ABI.
  StructType *Ret = StructType::get(Ctx, {I64, I32});
  FunctionCallee F = rt(Fn, Ret, {});
  if (auto *Decl = dyn_cast<Function>(F.getCallee())) {
    // Constant for the calling work-item: lets the optimizer share the calls.
    Decl->setDoesNotThrow();
    Decl->setWillReturn();
    Decl->setDoesNotAccessMemory();
  }
  CallInst *C = B.CreateCall(F);
  Value *XY = B.CreateExtractValue(C, 0);
  return {B.CreateAnd(XY, 0xFFFFFFFFu), B.CreateLShr(XY, 32),
          B.CreateZExt(B.CreateExtractValue(C, 1), I64)};
}

Value *Lowering::pick(IRBuilder<> &B, const Dim3 &D, Value *Dim, uint64_t Default) {
  if (auto *C = dyn_cast<ConstantInt>(Dim)) {
    uint64_t I = C->getZExtValue();
    return I < 3 ? D.get(I) : B.getInt64(Default);
  }
  // Dimensions beyond 2 read as 0 (ids) or 1 (sizes), as the spec says.
  Value *I = B.CreateZExtOrTrunc(Dim, I32);
  Value *V = B.CreateSelect(B.CreateICmpEQ(I, B.getInt32(2)), D.Z, B.getInt64(Default));
  V = B.CreateSelect(B.CreateICmpEQ(I, B.getInt32(1)), D.Y, V);
  return B.CreateSelect(B.CreateICmpEQ(I, B.getInt32(0)), D.X, V);
}

Value *Lowering::lowerWorkItem(IRBuilder<> &B, CallBase &CB, WorkItemFn Fn) {
  Value *Dim = CB.arg_size() ? CB.getArgOperand(0) : nullptr;
  switch (Fn) {
  case LocalId:
    return pick(B, dim3(B, "__wmc_gpu_thread_idx"), Dim, 0);
  case GroupId:
    return pick(B, dim3(B, "__wmc_gpu_block_idx"), Dim, 0);
  case LocalSize:
    return pick(B, dim3(B, "__wmc_gpu_block_dim"), Dim, 1);
  case NumGroups:
    return pick(B, dim3(B, "__wmc_gpu_grid_dim"), Dim, 1);
  case GlobalOffset:
    return B.getInt64(0);
  case GlobalSize:
    return B.CreateMul(pick(B, dim3(B, "__wmc_gpu_grid_dim"), Dim, 1),
                       pick(B, dim3(B, "__wmc_gpu_block_dim"), Dim, 1));
  case GlobalId:
    return B.CreateAdd(B.CreateMul(pick(B, dim3(B, "__wmc_gpu_block_idx"), Dim, 0),
                                   pick(B, dim3(B, "__wmc_gpu_block_dim"), Dim, 1)),
                       pick(B, dim3(B, "__wmc_gpu_thread_idx"), Dim, 0));
  case LocalLinearId: {
    Dim3 T = dim3(B, "__wmc_gpu_thread_idx"), S = dim3(B, "__wmc_gpu_block_dim");
    return B.CreateAdd(T.X, B.CreateMul(S.X, B.CreateAdd(T.Y, B.CreateMul(S.Y, T.Z))));
  }
  case GlobalLinearId: {
    Dim3 T = dim3(B, "__wmc_gpu_thread_idx"), G = dim3(B, "__wmc_gpu_block_idx");
    Dim3 S = dim3(B, "__wmc_gpu_block_dim"), N = dim3(B, "__wmc_gpu_grid_dim");
    Value *Id[3], *Size[3];
    for (unsigned I = 0; I < 3; ++I) {
      Id[I] = B.CreateAdd(B.CreateMul(G.get(I), S.get(I)), T.get(I));
      Size[I] = B.CreateMul(N.get(I), S.get(I));
    }
    return B.CreateAdd(Id[0], B.CreateMul(Size[0], B.CreateAdd(Id[1], B.CreateMul(Size[1], Id[2]))));
  }
  case WorkDim: {
    // The NDRange's dimension count is not passed to the runtime: the
    // highest dimension with a global size above 1 (at least 1).
    Dim3 N = dim3(B, "__wmc_gpu_grid_dim"), S = dim3(B, "__wmc_gpu_block_dim");
    Value *One = B.getInt64(1);
    Value *Has3 = B.CreateICmpUGT(B.CreateMul(N.Z, S.Z), One);
    Value *Has2 = B.CreateICmpUGT(B.CreateMul(N.Y, S.Y), One);
    return B.CreateSelect(Has3, B.getInt64(3), B.CreateSelect(Has2, B.getInt64(2), One));
  }
  }
  llvm_unreachable("work-item function");
}

bool Lowering::lowerCas(CallBase &CB, StringRef Text, Value *Succ, Value *Fail, bool Weak) {
  // bool atomic_compare_exchange_*(volatile atomic_T *p, T *expected, T desired, ...):
  // on failure the current value is written to *expected.
  Value *P = CB.getArgOperand(0), *ExpPtr = CB.getArgOperand(1), *Desired = CB.getArgOperand(2);
  Type *T = Desired->getType();
  std::optional<unsigned> Size = carriedSize(T, DL);
  if (!Size || !ExpPtr->getType()->isPointerTy())
    return false;
  IRBuilder<> B(&CB);
  Value *Expected = B.CreateAlignedLoad(T, ExpPtr, DL.getABITypeAlign(T), "wmc.expected");
  Value *ExpectedBits = toBits(B, Expected, DL);
  FunctionCallee F = rt(abi::Callee::CmpXchg, I64, {PtrTy, I64, I64, I32, I32, I32, I32, PtrTy});
  Value *Old = B.CreateCall(F, {ptr(B, P), ExpectedBits, toBits(B, Desired, DL), B.getInt32(*Size),
                                Succ, Fail, B.getInt32(Weak), Sites.site(CB, Text)});
  Value *Ok = B.CreateICmpEQ(Old, ExpectedBits, "wmc.ok");
  Instruction *Then = SplitBlockAndInsertIfThen(B.CreateNot(Ok), &CB, /*Unreachable=*/false);
  IRBuilder<> TB(Then);
  TB.SetCurrentDebugLocation(CB.getDebugLoc());
  TB.CreateAlignedStore(fromBits(TB, Old, T, DL), ExpPtr, DL.getABITypeAlign(T));
  B.SetInsertPoint(&CB);
  Value *Result = CB.getType()->isVoidTy() ? nullptr : B.CreateZExtOrTrunc(Ok, CB.getType());
  if (Result)
    CB.replaceAllUsesWith(Result);
  CB.eraseFromParent();
  return true;
}

void Lowering::flagUnsupported(CallBase &CB, StringRef Name) {
  // The call stays out of the binary (its symbol does not exist): an
  // execution reaching it stops at __wmc_unsupported with status 2.
  IRBuilder<> B(&CB);
  FunctionCallee F = rt(abi::Callee::Unsupported, Void, {PtrTy, PtrTy});
  B.CreateCall(F, {Sites.string(("OpenCL builtin " + Name).str()), Sites.site(CB, Name)});
  if (!CB.getType()->isVoidTy())
    CB.replaceAllUsesWith(Constant::getNullValue(CB.getType()));
  auto *Callee = cast<Function>(CB.getCalledOperand());
  if (Warned.insert(Callee).second)
    Ctx.diagnose(DiagnosticInfoUnsupported(
        *CB.getFunction(),
        "wmc: OpenCL builtin '" + Name + "' is not supported; an execution reaching it stops",
        CB.getDebugLoc(), DS_Warning));
  CB.eraseFromParent();
  ++NumOpenClUnsupported;
}

StringRef calleeName(const CallBase &CB) { return CB.getCalledOperand()->getName(); }

bool Lowering::lowerCall(CallBase &CB, const Builtin &Bi, const Demangled &D, bool Explicit) {
  unsigned N = CB.arg_size();
  StringRef Text = D.Base;
  auto Arg = [&](unsigned I) { return CB.getArgOperand(I); };
  // Optional order(s) and scope after the values: their count decides.
  unsigned Orders = Bi.K == Kind::Cas ? 2 : 1;
  bool Is20Atomic = Bi.K >= Kind::Init && Bi.K <= Kind::FlagClear;
  if (Is20Atomic) {
    if (N != Bi.Values && !(Explicit && (N == Bi.Values + Orders || N == Bi.Values + Orders + 1)))
      return false;
  } else if (Bi.K == Kind::Barrier) {
    if (N != 1 && N != 2)
      return false;
  } else if (Bi.K == Kind::ItemFence) {
    if (N != 3)
      return false;
  } else if (Bi.K == Kind::Collective) {
    if (N < 1 || N > 4)
      return false;
  } else if (Bi.K == Kind::HalfAccess) {
    // vload_half*(offset, p), vstore_half*(data, offset, p): checked below
  } else if (N != Bi.Values) {
    return false;
  }
  Value *OrderArg = Is20Atomic && N > Bi.Values ? Arg(Bi.Values) : nullptr;
  Value *ScopeArg = Is20Atomic && N == Bi.Values + Orders + 1 ? Arg(N - 1) : nullptr;
  for (Value *V : {OrderArg, ScopeArg})
    if (V && !V->getType()->isIntegerTy())
      return false;
  if (Is20Atomic || Bi.K == Kind::LegacyRmw || Bi.K == Kind::LegacyCas)
    if (!Arg(0)->getType()->isPointerTy())
      return false;

  IRBuilder<> B(&CB);
  Value *Result = nullptr; // replaces CB's value
  auto rmw = [&](Value *P, Value *Operand, Type *T, uint32_t Op, Value *Order) -> Value * {
    std::optional<unsigned> Size = carriedSize(T, DL);
    if (!Size)
      return nullptr;
    if (T->isFloatingPointTy()) {
      switch (Op) {
      case WMC_RMW_XCHG:
        break;
      case WMC_RMW_ADD:
        Op = WMC_RMW_FADD;
        break;
      case WMC_RMW_SUB:
        Op = WMC_RMW_FSUB;
        break;
      case WMC_RMW_MIN:
        Op = WMC_RMW_FMIN;
        break;
      case WMC_RMW_MAX:
        Op = WMC_RMW_FMAX;
        break;
      default:
        return nullptr;
      }
    } else if (D.Unsigned && Op == WMC_RMW_MIN) {
      Op = WMC_RMW_UMIN;
    } else if (D.Unsigned && Op == WMC_RMW_MAX) {
      Op = WMC_RMW_UMAX;
    }
    // An old value the program never uses makes a blind update (a
    // commutative counter), as for an unused atomicrmw or CUDA atomicAdd.
    if (isResultUnused(CB))
      Order = B.CreateOr(Order, WMC_FLAG_RESULT_UNUSED);
    FunctionCallee F = rt(abi::Callee::Rmw, I64, {PtrTy, I64, I32, I32, I32, PtrTy});
    Value *Old = B.CreateCall(F, {ptr(B, P), toBits(B, Operand, DL), B.getInt32(*Size),
                                  B.getInt32(Op), Order, Sites.site(CB, Text)});
    return fromBits(B, Old, T, DL);
  };

  switch (Bi.K) {
  case Kind::WorkItem:
    if (!CB.getType()->isIntegerTy() || (N == 1 && !Arg(0)->getType()->isIntegerTy()))
      return false;
    Result = B.CreateZExtOrTrunc(lowerWorkItem(B, CB, static_cast<WorkItemFn>(Bi.Sub)),
                                 CB.getType());
    break;
  case Kind::Barrier:
    // The runtime's barrier synchronises the whole work-group (all memory):
    // the fence flags and a barrier's scope add nothing under its model.
    B.CreateCall(rt("__wmc_gpu_barrier", Void, {PtrTy}), {Sites.site(CB, Text)});
    break;
  case Kind::Init: {
    Value *V = Arg(1);
    B.CreateAlignedStore(V, Arg(0), DL.getABITypeAlign(V->getType()));
    break;
  }
  case Kind::Load: {
    Type *T = CB.getType();
    std::optional<unsigned> Size = carriedSize(T, DL);
    if (!Size)
      return false;
    FunctionCallee F = rt(abi::Callee::Load, I64, {PtrTy, I32, I32, PtrTy});
    Value *Bits = B.CreateCall(F, {ptr(B, Arg(0)), B.getInt32(*Size),
                                   packed(B, OrderArg, ScopeArg), Sites.site(CB, Text)});
    Result = fromBits(B, Bits, T, DL);
    break;
  }
  case Kind::Store:
  case Kind::FlagClear: {
    Value *V = Bi.K == Kind::Store ? Arg(1) : B.getInt32(0);
    std::optional<unsigned> Size = carriedSize(V->getType(), DL);
    if (!Size)
      return false;
    FunctionCallee F = rt(abi::Callee::Store, Void, {PtrTy, I64, I32, I32, PtrTy});
    B.CreateCall(F, {ptr(B, Arg(0)), toBits(B, V, DL), B.getInt32(*Size),
                     packed(B, OrderArg, ScopeArg), Sites.site(CB, Text)});
    break;
  }
  case Kind::Rmw:
    Result = rmw(Arg(0), Arg(1), Arg(1)->getType(), Bi.Sub, packed(B, OrderArg, ScopeArg));
    if (!Result)
      return false;
    break;
  case Kind::FlagTest: {
    // atomic_flag is an atomic_int: test_and_set exchanges in 1.
    Value *Old = rmw(Arg(0), B.getInt32(1), I32, WMC_RMW_XCHG, packed(B, OrderArg, ScopeArg));
    Result = B.CreateZExtOrTrunc(B.CreateICmpNE(Old, B.getInt32(0)), CB.getType());
    break;
  }
  case Kind::Cas: {
    Value *FailArg = OrderArg ? Arg(Bi.Values + 1) : nullptr;
    if (FailArg && !FailArg->getType()->isIntegerTy())
      return false;
    // Without explicit orders the failure order is seq_cst too.
    Value *Succ = packed(B, OrderArg, ScopeArg);
    Value *Fail = packed(B, FailArg, ScopeArg, FailOrderMap);
    if (!lowerCas(CB, Text, Succ, Fail, Bi.Sub != 0))
      return false;
    ++NumOpenClLowered;
    return true;
  }
  case Kind::ItemFence:
  case Kind::MemFence: {
    if (Bi.K == Kind::ItemFence &&
        (!Arg(1)->getType()->isIntegerTy() || !Arg(2)->getType()->isIntegerTy()))
      return false;
    Value *Order = Bi.K == Kind::ItemFence
                       ? packed(B, Arg(1), Arg(2))
                       : B.getInt32(pack(Bi.Sub, WMC_SCOPE_BLOCK));
    FunctionCallee F = rt(abi::Callee::Fence, Void, {I32, PtrTy});
    B.CreateCall(F, {Order, Sites.site(CB, Text)});
    break;
  }
  case Kind::LegacyRmw: {
    Type *T = CB.getType();
    if (!T->isIntegerTy() && !T->isFloatingPointTy())
      return false;
    Value *Operand = Bi.Values == 2 ? Arg(1) : ConstantInt::get(T, 1);
    Result = rmw(Arg(0), Operand, T, Bi.Sub, B.getInt32(LegacyOrder));
    if (!Result)
      return false;
    break;
  }
  case Kind::LegacyCas: {
    Type *T = CB.getType();
    std::optional<unsigned> Size = carriedSize(T, DL);
    if (!Size)
      return false;
    FunctionCallee F = rt(abi::Callee::CmpXchg, I64, {PtrTy, I64, I64, I32, I32, I32, I32, PtrTy});
    Value *Old = B.CreateCall(F, {ptr(B, Arg(0)), toBits(B, Arg(1), DL), toBits(B, Arg(2), DL),
                                  B.getInt32(*Size), B.getInt32(LegacyOrder),
                                  B.getInt32(LegacyOrder), B.getInt32(0), Sites.site(CB, Text)});
    Result = fromBits(B, Old, T, DL);
    break;
  }
  case Kind::Convert: {
    std::optional<ConvertSpec> Spec = parseConvertName(D.Base);
    std::optional<SmallVector<ClType, 4>> Params = parseClParams(calleeName(CB));
    if (!Spec || !Params || Params->size() != 1 || (*Params)[0].Lanes != Spec->To.Lanes)
      return false;
    ClType From = (*Params)[0];
    Value *X = logicalArg(B, CB, 0, From.type(Ctx));
    if (!X)
      return false;
    Result = coerceResult(B, lowerConvert(B, X, From, *Spec), CB.getType());
    if (!Result)
      return false;
    break;
  }
  case Kind::VLoad:
  case Kind::VStore: {
    // vloadN(offset, p) reads N elements at p + offset * N; vstoreN(data,
    // offset, p) writes them. Only the element's alignment is assumed. The
    // vector's element type comes from the mangled pointer (vload) or data
    // (vstore) parameter; the call carries it coerced by the calling
    // convention (float2 as a double, float8 through a byval pointer).
    bool Load = Bi.K == Kind::VLoad;
    Value *Offset = Arg(Load ? 0 : 1), *P = Arg(Load ? 1 : 2);
    std::optional<SmallVector<ClType, 4>> Params = parseClParams(calleeName(CB));
    if (!Offset->getType()->isIntegerTy() || !P->getType()->isPointerTy() || !Params ||
        Params->size() != (Load ? 2u : 3u))
      return false;
    ClType Vec = Params->front();
    if (Load)
      Vec = {Params->back().Code, Bi.Sub};
    if (Vec.Lanes != Bi.Sub)
      return false;
    Type *T = Vec.type(Ctx);
    uint64_t ElemBytes = Vec.bits() / 8;
    Value *Index = B.CreateMul(B.CreateZExtOrTrunc(Offset, I64), B.getInt64(ElemBytes * Bi.Sub));
    Value *Addr = B.CreateGEP(B.getInt8Ty(), P, Index);
    if (Load) {
      // Exactly N elements are read: a 3-vector's padding lane is not.
      Result = coerceResult(B, B.CreateAlignedLoad(T, Addr, Align(ElemBytes)), CB.getType());
      if (!Result)
        return false;
      break;
    }
    Value *Data = logicalArg(B, CB, 0, T);
    if (!Data)
      return false;
    B.CreateAlignedStore(Data, Addr, Align(ElemBytes));
    break;
  }
  case Kind::Collective: {
    std::optional<CollectiveSpec> Spec = parseCollectiveName(D.Base);
    if (!Spec || (Spec->K != CollectiveSpec::Broadcast && N != 1))
      return false;
    SmallVector<Value *, 3> Ids;
    for (unsigned I = 1; I < N; ++I)
      Ids.push_back(Arg(I));
    Dim3 Sizes = dim3(B, "__wmc_gpu_block_dim");
    CollectiveRuntime RT{lowerWorkItem(B, CB, LocalLinearId),
                         {Sizes.X, Sizes.Y, Sizes.Z},
                         rt("__wmc_gpu_barrier", Void, {PtrTy}),
                         rt("__wmc_gpu_block_shared", PtrTy, {PtrTy, I64}),
                         collectiveKey(),
                         Sites.site(CB, Text)};
    Result = lowerCollective(B, CB, *Spec, Arg(0), D.Unsigned, Ids, RT);
    if (!Result)
      return false;
    break;
  }
  case Kind::HalfAccess: {
    std::optional<HalfAccessSpec> Spec = parseHalfAccessName(D.Base);
    std::optional<SmallVector<ClType, 4>> Params = parseClParams(calleeName(CB));
    unsigned Want = Spec && Spec->Store ? 3 : 2;
    if (!Spec || N != Want || !Params || Params->size() != Want || Params->back().Code != 'H')
      return false;
    Value *Offset = Arg(Want - 2), *P = Arg(Want - 1);
    if (!Offset->getType()->isIntegerTy() || !P->getType()->isPointerTy())
      return false;
    Value *Addr = B.CreateGEP(B.getInt8Ty(), P, halfByteOffset(B, *Spec, Offset));
    if (!Spec->Store) {
      Result = coerceResult(B, loadHalves(B, *Spec, Addr), CB.getType());
      if (!Result)
        return false;
      break;
    }
    ClType From = Params->front();
    if ((From.Code != 'f' && From.Code != 'd') || From.Lanes != Spec->Lanes)
      return false;
    Value *Data = logicalArg(B, CB, 0, From.type(Ctx));
    if (!Data)
      return false;
    storeHalves(B, *Spec, Data, From, Addr);
    break;
  }
  case Kind::Math: {
    // The arguments as their OpenCL types (a float2 arrives as a double).
    auto Fn = static_cast<MathFn>(Bi.Sub);
    std::optional<SmallVector<ClType, 4>> Params = parseClParams(calleeName(CB));
    if (!Params || Params->size() != N)
      return false;
    // fract(x, iptr) and the like: the pointer is the last argument.
    Value *OutPtr = hasOutParam(Fn) ? Arg(N - 1) : nullptr;
    if (OutPtr && !OutPtr->getType()->isPointerTy())
      return false;
    SmallVector<Value *, 3> Args;
    for (unsigned I = 0; I < (OutPtr ? N - 1 : N); ++I) {
      Args.push_back(logicalArg(B, CB, I, (*Params)[I].type(Ctx)));
      if (!Args.back())
        return false;
    }
    std::optional<Value *> V;
    Value *Out = nullptr;
    if (isLibmFn(Fn)) {
      if (std::optional<LibmResult> R = lowerLibm(B, Fn, Args, *Params)) {
        V = R->Result;
        Out = R->Out;
      }
    } else {
      V = lowerMath(B, Fn, Args, *Params);
    }
    if (!V || !(Result = coerceResult(B, *V, CB.getType())) || (OutPtr && !Out))
      return false;
    // An ordinary store: the instrumenter makes it an event (the pointer
    // may be global or local memory other work-items read).
    if (OutPtr)
      B.CreateAlignedStore(Out, OutPtr, DL.getABITypeAlign(Out->getType()->getScalarType()));
    break;
  }
  }
  if (Result && !CB.getType()->isVoidTy()) {
    Result->takeName(&CB);
    CB.replaceAllUsesWith(Result);
  }
  CB.eraseFromParent();
  ++NumOpenClLowered;
  return true;
}

bool Lowering::run(FunctionAnalysisManager &FAM) {
  // Collected first: lowering erases calls and splits blocks.
  SmallVector<CallBase *, 64> Calls;
  for (Function &F : M) {
    if (F.isDeclaration() || F.getName().starts_with(abi::ReservedPrefix))
      continue;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallInst>(&I))
        if (auto *Callee = dyn_cast<Function>(CB->getCalledOperand());
            Callee && Callee->isDeclaration() && !Callee->isIntrinsic())
          Calls.push_back(CB);
  }
  SmallPtrSet<Function *, 16> Touched, Callees;
  for (CallBase *CB : Calls) {
    auto *Callee = cast<Function>(CB->getCalledOperand());
    StringRef Name = Callee->getName();
    if (Name.starts_with(abi::ReservedPrefix))
      continue;
    Function *Caller = CB->getFunction();
    if (Name.starts_with("_Z")) {
      std::optional<Demangled> D = demangleBuiltin(Name);
      if (!D)
        continue;
      bool Explicit = false;
      const Builtin *Bi = lookup(D->Base, Explicit);
      if (!Bi || !lowerCall(*CB, *Bi, *D, Explicit))
        flagUnsupported(*CB, D->Base);
    } else if (llvm::any_of(UnmangledUnsupportedPrefixes,
                            [&](std::string_view P) { return Name.starts_with(P); })) {
      flagUnsupported(*CB, Name.drop_front(2));
    } else {
      continue; // printf, wmc_assert_expr, ...: the instrumenter's business
    }
    Touched.insert(Caller);
    Callees.insert(Callee);
  }
  for (Function *F : Callees)
    if (F->use_empty())
      F->eraseFromParent();
  for (Function *F : Touched)
    FAM.invalidate(*F, PreservedAnalyses::none()); // blocks were split
  return !Touched.empty();
}

} // namespace

bool isOpenClModule(const Module &M) { return M.getNamedMetadata("opencl.ocl.version") != nullptr; }

bool lowerOpenClBuiltins(Module &M, FunctionAnalysisManager &FAM) {
  if (!isOpenClModule(M))
    return false;
  return Lowering(M).run(FAM);
}

} // namespace wmc
