// Memory that several C/C++ threads can reach, named at the level of source
// variables: globals and statics (not thread-local, not const), locals of a
// thread's creator shared by reference (a lambda's by-reference capture, `&x`
// or std::ref(x) passed as the thread argument) and the memory a pointer
// passed as the thread argument points to. Inside a thread entry, the
// parameter (and locals initialised from it by a cast) stand for the
// argument the spawn passed. A pointer field of the structure the argument
// points to (`&slices[w]`) that the creator sets to `&v` for every element
// (`slices[w].total = &total`) points to v in the thread (`*s->total`). The
// pointer parameters of a GPU kernel point to shared memory. Anything else (other pointers, arrays
// indexed by a non-constant) is not resolved: the checks stay silent about it.
#ifndef WMC_ANALYSIS_SHAREDLOCATION_H
#define WMC_ANALYSIS_SHAREDLOCATION_H

#include "AtomicOps.h"
#include "ThreadEntries.h"

#include <compare>
#include <map>
#include <optional>
#include <string>
#include <tuple>

namespace wmc::analysis {

struct MemoryLocation {
  const clang::VarDecl *base = nullptr;
  bool pointee = false; // the memory `base` (a pointer) points to
  std::string path;     // ".f", "[2]", ...
  std::string display;  // as the user would write it: "s.f", "p->f", "counter"

  bool operator==(const MemoryLocation &other) const {
    return base == other.base && pointee == other.pointee && path == other.path;
  }
  bool operator<(const MemoryLocation &other) const {
    if (base != other.base)
      return base < other.base;
    if (pointee != other.pointee)
      return pointee < other.pointee;
    return path < other.path;
  }
};

class SharedLocations {
public:
  explicit SharedLocations(const ThreadModel &threads);

  // The shared memory lvalue `e` names when evaluated by `fn` in context `c`.
  std::optional<MemoryLocation> resolve(const clang::Expr *e, const clang::FunctionDecl *fn,
                                        ThreadContext c) const;

  // The object a pointer expression (`&x`, a parameter alias, ...) points to.
  std::optional<MemoryLocation> pointeeOf(const clang::Expr *pointer,
                                          const clang::FunctionDecl *fn, ThreadContext c) const;

  // The object an atomic operation works on (an atomic_ref: the object it
  // refers to).
  std::optional<MemoryLocation> atomicObject(const AtomicOp &op, const clang::FunctionDecl *fn,
                                             ThreadContext c) const;

private:
  struct Target {
    MemoryLocation location;
    bool arrayDecay = false; // the argument was an array: p[k] is base[k]
  };
  std::optional<Target> targetOfArgument(const clang::Expr *arg) const;
  const Target *aliasTarget(const clang::VarDecl *var, const clang::FunctionDecl *fn,
                            ThreadContext c) const;
  void addAliases(size_t spawn);
  void addFieldPointees(size_t spawn, const clang::ParmVarDecl *param, const clang::Expr *arg);
  std::optional<MemoryLocation> fieldPointee(const clang::MemberExpr *member,
                                             const clang::FunctionDecl *fn, ThreadContext c) const;

  const ThreadModel &threads_;
  std::set<const clang::VarDecl *> sharedLocals_;
  std::set<const clang::VarDecl *> sharedPointers_;
  // Per spawn: parameter (or parameter-initialised local) -> what it stands for.
  std::map<std::pair<ThreadContext, const clang::VarDecl *>, Target> aliases_;
  // Per spawn: (parameter or copy, pointer field) -> what the field points to.
  std::map<std::tuple<ThreadContext, const clang::VarDecl *, const clang::FieldDecl *>,
           MemoryLocation>
      fieldPointees_;
};

// Global or static storage, not thread-local: shared by every thread.
bool isSharedGlobal(const clang::VarDecl *var);

} // namespace wmc::analysis

#endif
