// Atomic operations and fences in C, C++, CUDA and OpenCL source, with their
// memory order: C11 <stdatomic.h> (atomic_*_explicit and the implicit seq_cst
// forms, also OpenCL's overloads with a scope argument), _Atomic variables
// used as plain lvalues, the GNU __atomic_* builtins, std::atomic /
// std::atomic_ref / cuda::atomic(_ref) member calls and operators, and the
// fences atomic_thread_fence, __atomic_thread_fence, __sync_synchronize.
#ifndef WMC_ANALYSIS_ATOMICOPS_H
#define WMC_ANALYSIS_ATOMICOPS_H

#include "clang/AST/Expr.h"

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class SourceManager;
class LangOptions;
} // namespace clang

namespace wmc::analysis {

// Values as in C11 / __ATOMIC_* (relaxed = 0 ... seq_cst = 5).
enum class MemoryOrder { Relaxed, Consume, Acquire, Release, AcqRel, SeqCst };

enum class AtomicKind { Load, Store, ReadModifyWrite, Fence };

struct AtomicOp {
  const clang::Expr *expr = nullptr; // the whole operation
  AtomicKind kind = AtomicKind::Load;
  MemoryOrder order = MemoryOrder::SeqCst; // the success order of a compare-exchange
  const clang::Expr *orderArg = nullptr;   // null when the order is implicit
  // The atomic object: a pointer to it (pointerObject) or the object itself.
  const clang::Expr *object = nullptr;
  bool pointerObject = false;
  // A store or exchange: the value it writes; a compare-exchange: the desired
  // value (null when passed by pointer, as to the generic __atomic builtins).
  const clang::Expr *value = nullptr;
  // A compare-exchange: the object holding the expected value, which a
  // failure overwrites with the value read (`old` in `&old` or in C++'s
  // `compare_exchange_weak(old, ...)`; null when not written as such), and
  // the order of that failure read.
  bool compareExchange = false;
  const clang::Expr *expected = nullptr;
  MemoryOrder failureOrder = MemoryOrder::SeqCst;
  const clang::Expr *failureOrderArg = nullptr; // null when implicit
};

// `e` as an atomic operation; nullopt when it is none (or its order is not a
// constant).
std::optional<AtomicOp> recognizeAtomic(const clang::Expr *e, const clang::ASTContext &ctx);

// Every atomic operation evaluated by `body` (lambda bodies excluded).
std::vector<AtomicOp> atomicOpsIn(const clang::Stmt *body, const clang::ASTContext &ctx);

inline bool isAcquireOrStronger(MemoryOrder o) {
  return o == MemoryOrder::Acquire || o == MemoryOrder::Consume || o == MemoryOrder::AcqRel ||
         o == MemoryOrder::SeqCst;
}
inline bool isReleaseOrStronger(MemoryOrder o) {
  return o == MemoryOrder::Release || o == MemoryOrder::AcqRel || o == MemoryOrder::SeqCst;
}

// "relaxed", "acquire", ..., "seq_cst".
const char *orderName(MemoryOrder order);

// The fences of one function, to ask whether a release (or acquire) fence
// lies between two points of it in source order.
class Fences {
public:
  void add(const AtomicOp &fence);
  bool between(clang::SourceLocation from, clang::SourceLocation to, bool release,
               const clang::SourceManager &sm) const;

private:
  struct Fence {
    clang::SourceLocation loc;
    bool release = false, acquire = false;
  };
  std::vector<Fence> fences_;
};

// The edit that changes an explicit relaxed order argument to `wanted`
// (release or acquire) by replacing one token: `memory_order_relaxed`,
// `std::memory_order_relaxed` (its last token), `std::memory_order::relaxed`,
// `cuda::memory_order_relaxed`, `__ATOMIC_RELAXED`. nullopt when the argument
// is spelled otherwise (a variable, a macro of the user's, ...).
struct TokenEdit {
  clang::CharSourceRange range;
  std::string replacement;
};
std::optional<TokenEdit> relaxedOrderFix(const AtomicOp &op, MemoryOrder wanted,
                                         const clang::SourceManager &sm,
                                         const clang::LangOptions &lang);

} // namespace wmc::analysis

#endif
