#include "AtomicOps.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <map>

namespace wmc::analysis {

using namespace clang;

namespace {

std::optional<MemoryOrder> evaluateOrder(const Expr *arg, const ASTContext &ctx) {
  if (const auto *defaulted = dyn_cast<CXXDefaultArgExpr>(arg))
    arg = defaulted->getExpr();
  Expr::EvalResult result;
  if (arg->isValueDependent() || !arg->EvaluateAsInt(result, ctx))
    return std::nullopt;
  int64_t value = result.Val.getInt().getExtValue();
  if (value < 0 || value > 5)
    return std::nullopt;
  return static_cast<MemoryOrder>(value);
}

bool isImplicitOrder(const Expr *arg) { return isa<CXXDefaultArgExpr>(arg); }

// Shape of a call form: kind, index of the order argument (-1: implicit
// seq_cst), whether argument 0 is the object pointer (fences have none).
struct CallShape {
  AtomicKind kind;
  int orderIndex;
  bool hasObject = true;
};

std::optional<CallShape> callShape(llvm::StringRef name) {
  static const std::map<std::string, CallShape, std::less<>> kShapes = {
      {"atomic_load", {AtomicKind::Load, -1}},
      {"atomic_load_explicit", {AtomicKind::Load, 1}},
      {"atomic_store", {AtomicKind::Store, -1}},
      {"atomic_store_explicit", {AtomicKind::Store, 2}},
      {"atomic_exchange", {AtomicKind::ReadModifyWrite, -1}},
      {"atomic_exchange_explicit", {AtomicKind::ReadModifyWrite, 2}},
      {"atomic_compare_exchange_strong", {AtomicKind::ReadModifyWrite, -1}},
      {"atomic_compare_exchange_weak", {AtomicKind::ReadModifyWrite, -1}},
      {"atomic_compare_exchange_strong_explicit", {AtomicKind::ReadModifyWrite, 3}},
      {"atomic_compare_exchange_weak_explicit", {AtomicKind::ReadModifyWrite, 3}},
      {"atomic_flag_test_and_set", {AtomicKind::ReadModifyWrite, -1}},
      {"atomic_flag_test_and_set_explicit", {AtomicKind::ReadModifyWrite, 1}},
      {"atomic_flag_clear", {AtomicKind::Store, -1}},
      {"atomic_flag_clear_explicit", {AtomicKind::Store, 1}},
      {"atomic_thread_fence", {AtomicKind::Fence, 0, false}},
      {"__c11_atomic_thread_fence", {AtomicKind::Fence, 0, false}},
      {"__atomic_thread_fence", {AtomicKind::Fence, 0, false}},
      {"atomic_work_item_fence", {AtomicKind::Fence, 1, false}},
      {"__sync_synchronize", {AtomicKind::Fence, -1, false}},
      {"__threadfence", {AtomicKind::Fence, -1, false}},
      {"__threadfence_system", {AtomicKind::Fence, -1, false}},
  };
  auto it = kShapes.find(name);
  if (it != kShapes.end())
    return it->second;
  for (const char *rmw : {"atomic_fetch_add", "atomic_fetch_sub", "atomic_fetch_or",
                          "atomic_fetch_xor", "atomic_fetch_and", "atomic_fetch_min",
                          "atomic_fetch_max"}) {
    if (name == rmw)
      return CallShape{AtomicKind::ReadModifyWrite, -1};
    if (name == std::string(rmw) + "_explicit")
      return CallShape{AtomicKind::ReadModifyWrite, 2};
  }
  if (name.starts_with("__sync_") && name != "__sync_lock_release")
    return CallShape{AtomicKind::ReadModifyWrite, -1};
  return std::nullopt;
}

// Members of std::atomic, std::atomic_ref, cuda::atomic(_ref), atomic_flag.
std::optional<CallShape> memberShape(llvm::StringRef name, unsigned numArgs) {
  if (name == "load" || name == "test")
    return CallShape{AtomicKind::Load, 0};
  if (name == "store")
    return CallShape{AtomicKind::Store, 1};
  if (name == "clear")
    return CallShape{AtomicKind::Store, 0};
  if (name == "test_and_set")
    return CallShape{AtomicKind::ReadModifyWrite, 0};
  if (name == "exchange" || name.starts_with("fetch_"))
    return CallShape{AtomicKind::ReadModifyWrite, 1};
  if (name.starts_with("compare_exchange"))
    return CallShape{AtomicKind::ReadModifyWrite, numArgs >= 3 ? 2 : -1};
  return std::nullopt;
}

bool isAtomicClass(const CXXRecordDecl *record) {
  return record && record->getIdentifier() && record->getName().contains_insensitive("atomic");
}

// `x` of `&x` (parentheses and casts aside); null for any other pointer.
const Expr *addressee(const Expr *pointer) {
  const auto *addr = dyn_cast<UnaryOperator>(pointer->IgnoreParenCasts());
  return addr && addr->getOpcode() == UO_AddrOf ? addr->getSubExpr() : nullptr;
}

// The failure order C++ derives from a compare-exchange's single order.
MemoryOrder failureOrderOf(MemoryOrder success) {
  switch (success) {
  case MemoryOrder::Release:
    return MemoryOrder::Relaxed;
  case MemoryOrder::AcqRel:
    return MemoryOrder::Acquire;
  default:
    return success;
  }
}

// The written value, and a compare-exchange's expected pointer and failure
// order, of a builtin. The generic __atomic_store / __atomic_exchange /
// __atomic_compare_exchange pass the value by pointer: no value then.
void addAtomicExprOperands(const AtomicExpr *atomic, const ASTContext &ctx, AtomicOp &op) {
  using AE = AtomicExpr;
  AE::AtomicOp kind = atomic->getOp();
  bool byPointer = kind == AE::AO__atomic_store || kind == AE::AO__atomic_exchange ||
                   kind == AE::AO__atomic_compare_exchange || kind == AE::AO__scoped_atomic_store ||
                   kind == AE::AO__scoped_atomic_exchange ||
                   kind == AE::AO__scoped_atomic_compare_exchange;
  if (atomic->isCmpXChg()) {
    op.compareExchange = true;
    op.expected = addressee(atomic->getVal1());
    if (!byPointer)
      op.value = atomic->getVal2();
    op.failureOrderArg = atomic->getOrderFail();
    if (std::optional<MemoryOrder> failure = evaluateOrder(op.failureOrderArg, ctx))
      op.failureOrder = *failure;
    return;
  }
  if (byPointer)
    return;
  switch (kind) {
  case AE::AO__c11_atomic_store:
  case AE::AO__atomic_store_n:
  case AE::AO__opencl_atomic_store:
  case AE::AO__hip_atomic_store:
  case AE::AO__scoped_atomic_store_n:
  case AE::AO__c11_atomic_exchange:
  case AE::AO__atomic_exchange_n:
  case AE::AO__opencl_atomic_exchange:
  case AE::AO__hip_atomic_exchange:
  case AE::AO__scoped_atomic_exchange_n:
    op.value = atomic->getVal1();
    break;
  default:
    break;
  }
}

std::optional<AtomicOp> fromAtomicExpr(const AtomicExpr *atomic, const ASTContext &ctx) {
  AtomicOp op;
  op.expr = atomic;
  switch (atomic->getOp()) {
  case AtomicExpr::AO__c11_atomic_init:
  case AtomicExpr::AO__opencl_atomic_init:
    return std::nullopt;
  case AtomicExpr::AO__c11_atomic_load:
  case AtomicExpr::AO__atomic_load:
  case AtomicExpr::AO__atomic_load_n:
  case AtomicExpr::AO__opencl_atomic_load:
  case AtomicExpr::AO__hip_atomic_load:
  case AtomicExpr::AO__scoped_atomic_load:
  case AtomicExpr::AO__scoped_atomic_load_n:
    op.kind = AtomicKind::Load;
    break;
  case AtomicExpr::AO__c11_atomic_store:
  case AtomicExpr::AO__atomic_store:
  case AtomicExpr::AO__atomic_store_n:
  case AtomicExpr::AO__opencl_atomic_store:
  case AtomicExpr::AO__hip_atomic_store:
  case AtomicExpr::AO__scoped_atomic_store:
  case AtomicExpr::AO__scoped_atomic_store_n:
    op.kind = AtomicKind::Store;
    break;
  default:
    op.kind = AtomicKind::ReadModifyWrite;
  }
  op.orderArg = atomic->getOrder();
  std::optional<MemoryOrder> order = evaluateOrder(op.orderArg, ctx);
  if (!order)
    return std::nullopt;
  op.order = *order;
  op.object = atomic->getPtr();
  op.pointerObject = true;
  addAtomicExprOperands(atomic, ctx, op);
  return op;
}

// The order argument `index` of a call into op.order (seq_cst when the call
// has no such argument); false when it is not a constant.
bool readOrder(const CallExpr *call, int index, const ASTContext &ctx, AtomicOp &op) {
  if (index < 0 || index >= static_cast<int>(call->getNumArgs()))
    return true; // seq_cst
  const Expr *arg = call->getArg(index);
  std::optional<MemoryOrder> order = evaluateOrder(arg, ctx);
  if (!order)
    return false;
  op.order = *order;
  op.orderArg = isImplicitOrder(arg) ? nullptr : arg;
  return true;
}

// The value, expected object and failure order of a call whose arguments
// after the atomic object are (value, ...) for a store or exchange and
// (expected, desired, success, failure, ...) for a compare-exchange; the
// expected object is passed by pointer (C) or by reference (C++ members).
void addCallOperands(const CallExpr *call, unsigned first, bool expectedByPointer,
                     const ASTContext &ctx, AtomicOp &op) {
  auto arg = [&](unsigned i) { return i < call->getNumArgs() ? call->getArg(i) : nullptr; };
  if (!op.compareExchange) {
    if (op.kind != AtomicKind::Load)
      op.value = arg(first);
    return;
  }
  if (const Expr *expected = arg(first))
    op.expected = expectedByPointer ? addressee(expected) : expected;
  op.value = arg(first + 1);
  op.failureOrder = op.order;
  if (const Expr *failure = arg(first + 3); failure && !isImplicitOrder(failure)) {
    if (std::optional<MemoryOrder> order = evaluateOrder(failure, ctx)) {
      op.failureOrder = *order;
      op.failureOrderArg = failure;
    }
  } else if (!expectedByPointer) {
    op.failureOrder = failureOrderOf(op.order); // C++'s single-order form
  }
}

std::optional<AtomicOp> fromCall(const CallExpr *call, const ASTContext &ctx) {
  const FunctionDecl *callee = call->getDirectCallee();
  if (!callee || !callee->getIdentifier())
    return std::nullopt;
  AtomicOp op;
  op.expr = call;
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call)) {
    const CXXMethodDecl *method = member->getMethodDecl();
    if (!method || !isAtomicClass(method->getParent()))
      return std::nullopt;
    std::optional<CallShape> shape = memberShape(method->getName(), call->getNumArgs());
    if (!shape)
      return std::nullopt;
    op.kind = shape->kind;
    op.object = member->getImplicitObjectArgument();
    op.pointerObject = member->getImplicitObjectArgument()->getType()->isPointerType();
    op.compareExchange = method->getName().starts_with("compare_exchange");
    if (!readOrder(call, shape->orderIndex, ctx, op))
      return std::nullopt;
    if (method->getName() == "store" || method->getName() == "exchange" || op.compareExchange)
      addCallOperands(call, 0, /*expectedByPointer=*/false, ctx, op);
    return op;
  }
  llvm::StringRef name = callee->getName();
  if (name == "__sync_lock_release") {
    op.kind = AtomicKind::Store;
    op.order = MemoryOrder::Release;
    op.object = call->getNumArgs() > 0 ? call->getArg(0) : nullptr;
    op.pointerObject = true;
    return op;
  }
  std::optional<CallShape> shape = callShape(name);
  if (!shape)
    return std::nullopt;
  op.kind = shape->kind;
  if (shape->hasObject) {
    if (call->getNumArgs() == 0)
      return std::nullopt;
    op.object = call->getArg(0);
    op.pointerObject = true;
  }
  if (shape->orderIndex >= static_cast<int>(call->getNumArgs()) ||
      !readOrder(call, shape->orderIndex, ctx, op))
    return std::nullopt;
  op.compareExchange = name.starts_with("atomic_compare_exchange");
  if (name.starts_with("atomic_store") || name.starts_with("atomic_exchange") || op.compareExchange)
    addCallOperands(call, 1, /*expectedByPointer=*/true, ctx, op);
  return op;
}

} // namespace

std::optional<AtomicOp> recognizeAtomic(const Expr *e, const ASTContext &ctx) {
  if (const auto *atomic = dyn_cast<AtomicExpr>(e))
    return fromAtomicExpr(atomic, ctx);
  if (const auto *op = dyn_cast<CXXOperatorCallExpr>(e)) {
    const auto *method = dyn_cast_or_null<CXXMethodDecl>(op->getDirectCallee());
    if (!method || !isAtomicClass(method->getParent()) || op->getNumArgs() == 0)
      return std::nullopt;
    AtomicOp result;
    result.expr = op;
    result.object = op->getArg(0);
    if (op->getOperator() == OO_Equal)
      result.kind = AtomicKind::Store;
    else if (op->isAssignmentOp() || op->getOperator() == OO_PlusPlus ||
             op->getOperator() == OO_MinusMinus)
      result.kind = AtomicKind::ReadModifyWrite;
    else
      return std::nullopt;
    return result;
  }
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(e)) {
    if (const auto *conversion = dyn_cast_or_null<CXXConversionDecl>(member->getMethodDecl());
        conversion && isAtomicClass(conversion->getParent())) {
      AtomicOp result;
      result.expr = member;
      result.kind = AtomicKind::Load;
      result.object = member->getImplicitObjectArgument();
      return result;
    }
  }
  if (const auto *call = dyn_cast<CallExpr>(e))
    return fromCall(call, ctx);
  // C11 _Atomic objects used as plain lvalues: seq_cst.
  if (const auto *binary = dyn_cast<BinaryOperator>(e);
      binary && binary->isAssignmentOp() && binary->getLHS()->getType()->isAtomicType()) {
    AtomicOp result;
    result.expr = binary;
    result.kind = binary->getOpcode() == BO_Assign ? AtomicKind::Store
                                                   : AtomicKind::ReadModifyWrite;
    result.object = binary->getLHS();
    return result;
  }
  if (const auto *unary = dyn_cast<UnaryOperator>(e);
      unary && unary->isIncrementDecrementOp() && unary->getSubExpr()->getType()->isAtomicType()) {
    AtomicOp result;
    result.expr = unary;
    result.kind = AtomicKind::ReadModifyWrite;
    result.object = unary->getSubExpr();
    return result;
  }
  if (const auto *cast = dyn_cast<ImplicitCastExpr>(e);
      cast && cast->getCastKind() == CK_LValueToRValue &&
      cast->getSubExpr()->getType()->isAtomicType()) {
    AtomicOp result;
    result.expr = cast;
    result.kind = AtomicKind::Load;
    result.object = cast->getSubExpr();
    return result;
  }
  return std::nullopt;
}

namespace {

class AtomicCollector : public RecursiveASTVisitor<AtomicCollector> {
public:
  explicit AtomicCollector(const ASTContext &ctx) : ctx_(ctx) {}
  bool TraverseLambdaExpr(LambdaExpr *) { return true; }
  bool VisitExpr(Expr *e) {
    if (std::optional<AtomicOp> op = recognizeAtomic(e, ctx_))
      ops.push_back(*op);
    return true;
  }
  std::vector<AtomicOp> ops;

private:
  const ASTContext &ctx_;
};

} // namespace

const char *orderName(MemoryOrder order) {
  switch (order) {
  case MemoryOrder::Relaxed:
    return "relaxed";
  case MemoryOrder::Consume:
    return "consume";
  case MemoryOrder::Acquire:
    return "acquire";
  case MemoryOrder::Release:
    return "release";
  case MemoryOrder::AcqRel:
    return "acq_rel";
  case MemoryOrder::SeqCst:
    return "seq_cst";
  }
  return "seq_cst";
}

void Fences::add(const AtomicOp &fence) {
  fences_.push_back({fence.expr->getBeginLoc(), isReleaseOrStronger(fence.order),
                     isAcquireOrStronger(fence.order)});
}

bool Fences::between(SourceLocation from, SourceLocation to, bool release,
                     const SourceManager &sm) const {
  auto before = [&](SourceLocation a, SourceLocation b) {
    return sm.isBeforeInTranslationUnit(sm.getExpansionLoc(a), sm.getExpansionLoc(b));
  };
  for (const Fence &fence : fences_)
    if ((release ? fence.release : fence.acquire) && before(from, fence.loc) &&
        before(fence.loc, to))
      return true;
  return false;
}

std::vector<AtomicOp> atomicOpsIn(const Stmt *body, const ASTContext &ctx) {
  AtomicCollector collector(ctx);
  collector.TraverseStmt(const_cast<Stmt *>(body));
  return std::move(collector.ops);
}

std::optional<TokenEdit> relaxedOrderFix(const AtomicOp &op, MemoryOrder wanted,
                                         const SourceManager &sm, const LangOptions &lang) {
  if (!op.orderArg || op.order != MemoryOrder::Relaxed)
    return std::nullopt;
  const Expr *arg = op.orderArg->IgnoreParenImpCasts();
  std::string word = orderName(wanted);
  if (const auto *ref = dyn_cast<DeclRefExpr>(arg)) {
    SourceLocation name = ref->getLocation();
    if (name.isMacroID())
      return std::nullopt; // spelled through a macro: not one token of the user's
    CharSourceRange range = CharSourceRange::getTokenRange(name, name);
    llvm::StringRef text = Lexer::getSourceText(range, sm, lang);
    if (text == "memory_order_relaxed")
      return TokenEdit{range, "memory_order_" + word};
    if (text == "relaxed")
      return TokenEdit{range, word};
    return std::nullopt;
  }
  SourceLocation begin = arg->getBeginLoc();
  if (!begin.isMacroID() || Lexer::getImmediateMacroName(begin, sm, lang) != "__ATOMIC_RELAXED")
    return std::nullopt;
  CharSourceRange expansion = sm.getImmediateExpansionRange(begin);
  if (expansion.getBegin().isMacroID())
    return std::nullopt;
  std::string upper;
  for (char c : word)
    upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return TokenEdit{expansion, "__ATOMIC_" + upper};
}

} // namespace wmc::analysis
