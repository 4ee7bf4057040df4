// wmc-weak-publication for data reached through a published pointer (the
// nodes of a Treiber stack or a Michael-Scott queue). One thread fills an
// object through a local pointer `n` (`n->value = v`, or a relaxed atomic
// store to a field) and then stores `n` itself to shared memory with a
// store, exchange or compare-exchange that is not release; another thread
// loads that pointer with a load that is not acquire (or the failure of a
// compare-exchange, which writes it into its expected object `old`) and
// reads a field the writer wrote through it (`old->value`, `*old`). The
// pointer is message passing's flag and the object its data: the store needs
// release, the load acquire, as in WeakPublicationCheck.cpp.
//
// The flag is named as in wmc-data-race when that resolves it (a global
// `top`); otherwise, when the atomic object is a field (`tail->next`,
// `queue->tail`), by that field: two accesses of one field of one struct type
// through unknown pointers are taken to be the same flag. A written and a
// read field must be the same field (or the whole object, `*n`).
#ifndef WMC_ANALYSIS_POINTERPUBLICATION_H
#define WMC_ANALYSIS_POINTERPUBLICATION_H

#include "Finding.h"
#include "SharedLocation.h"

#include <set>
#include <vector>

namespace wmc::analysis {

// The flag accesses already warned by WeakPublicationCheck (one warning each).
struct ReportedSides {
  std::set<const clang::Expr *> stores, loads;
};

void checkPointerPublication(clang::ASTContext &ctx, const ThreadModel &threads,
                             const SharedLocations &locations, ReportedSides &reported,
                             std::vector<Finding> &out);

} // namespace wmc::analysis

#endif
