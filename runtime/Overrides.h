// Per-site changes a repair applies without recompiling: the scope an
// operation written at (file, line, column) uses, its order, a fence or a
// block barrier before or after it.
// Every instrumented operation at that source position takes the override.
// A variable made atomic changes every plain access to it, wherever written.
#pragma once

#include "abi.h"
#include "graph/Types.h"
#include "repair/Conflict.h"

#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace wmc::rt {

class Overrides {
public:
  /// Replaces every override with `changes`.
  void set(const std::vector<repair::Change> &changes);
  bool empty() const { return bySource_.empty() && atomicVariables_.empty(); }
  /// The scope an operation at `site` uses instead of its own, if any.
  std::optional<Scope> scope(const wmc_site *site) { return find(site).scope; }
  /// The order of a fence to run after the operation at `site`, if any.
  std::optional<MemOrder> fenceAfter(const wmc_site *site) { return find(site).fenceAfter; }
  /// ... before it.
  std::optional<MemOrder> fenceBefore(const wmc_site *site) { return find(site).fenceBefore; }
  /// Does a block barrier follow the operation at `site`?
  bool barrierAfter(const wmc_site *site) { return find(site).barrierAfter; }
  /// Does a block barrier precede it?
  bool barrierBefore(const wmc_site *site) { return find(site).barrierBefore; }
  /// `order` of an access at `site` that reads and/or writes, strengthened
  /// as the repair says (a store to release, a load to acquire...).
  MemOrder order(const wmc_site *site, MemOrder order, bool reads, bool writes);
  /// Is some variable made atomic? (Then plain accesses ask atomicOrder.)
  bool makesAtomic() const { return !atomicVariables_.empty(); }
  /// The order a plain access to global `variable` takes when the repair
  /// made the variable atomic (relaxed, or release/acquire), if it did.
  std::optional<MemOrder> atomicOrder(const std::string &variable, bool reads, bool writes) const;
  /// The scope of those accesses: the declaration's (device for a CUDA
  /// cuda::atomic, system otherwise).
  Scope atomicScope(const std::string &variable) const;
  /// Is the access at `site` (marked WMC_FLAG_UPDATE) part of a compound
  /// update that `_Atomic` makes one read-modify-write (`x++`, `x += e`)?
  /// The site table says (a macro's load and store share a location too);
  /// without one, the source text (repair::compoundUpdateAt).
  bool compoundUpdate(const wmc_site *site);
  /// Does the access at `site` name global `variable` itself, so that the
  /// source edit making it `_Atomic` changes it (not through a pointer)?
  /// The site table says; without one, the source text
  /// (repair::namesVariableAt).
  bool namesVariable(const wmc_site *site, const std::string &variable);

private:
  struct SiteChanges {
    std::optional<Scope> scope;
    std::optional<MemOrder> fenceAfter, fenceBefore;
    uint8_t storeLevel = 0, loadLevel = 0; ///< 1 release/acquire, 2 seq_cst
    bool barrierAfter = false, barrierBefore = false;
  };
  const SiteChanges &find(const wmc_site *site);

  std::map<repair::SiteKey, SiteChanges> bySource_;
  std::unordered_map<const wmc_site *, SiteChanges> bySite_; // lookup cache
  struct AtomicVariable {
    uint8_t level; ///< MakeAtomic level
    Scope scope;
  };
  std::map<std::string, AtomicVariable> atomicVariables_;      ///< by name
  std::unordered_map<const wmc_site *, bool> compoundUpdates_; // per site, once
  std::unordered_map<const wmc_site *, bool> namesVariable_;   // per site, once
  /// The text of the source file of `site` ("" if unreadable), read once.
  const std::string &sourceOf(const wmc_site *site);
  std::map<std::string, std::string> sources_; // path -> text ("" unreadable)
};

} // namespace wmc::rt
