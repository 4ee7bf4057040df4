// Which expressions may perform an operation the checker explores (a load or
// store of memory other threads can see, an atomic, a call): the site table
// places an inserted statement before or after an operation only when no
// other such operation of its statement lies in between.
#ifndef WMC_ANALYSIS_EXPREFFECTS_H
#define WMC_ANALYSIS_EXPREFFECTS_H

namespace clang {
class Expr;
} // namespace clang

namespace wmc::analysis {

/// Does `e` itself (not its operands) access shared memory or call code
/// that may? A load or store of a local variable, a thread-index query and
/// designating an lvalue do not.
bool accessesItself(const clang::Expr *e);

/// Does evaluating `e` (operands included) perform no such operation?
bool isQuiet(const clang::Expr *e);

} // namespace wmc::analysis

#endif
