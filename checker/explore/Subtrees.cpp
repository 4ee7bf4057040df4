// Subtrees named by their path, so that parallel workers (--wmc-jobs,
// docs/scale.md) hand work to each other: a busy worker donates a pending
// item by its path, and the worker that takes it replays the runs along the
// path (the exploration is deterministic) and explores the item's subtree.
#include "explore/Explorer.h"

namespace wmc {

uint32_t Explorer::itemCheck(const WorkItem &item) {
  // FNV-1a over the fields that say what the item changes.
  uint32_t h = 2166136261u;
  auto mix = [&](uint64_t v) {
    for (int i = 0; i < 8; ++i, v >>= 8)
      h = (h ^ static_cast<uint8_t>(v)) * 16777619u;
  };
  mix(static_cast<uint64_t>(item.kind));
  mix(uint64_t{item.event.thread} << 32 | item.event.index);
  mix(uint64_t{item.write.thread} << 32 | item.write.index);
  mix(item.pos);
  mix(item.depth);
  // Not the stamp: a graph's stamps count every event it was given, so they
  // depend on the runs explored before (they differ between processes).
  return h;
}

void Explorer::failToReachSubtree() {
  fatal_ = "wmc internal error: a worker of --wmc-jobs could not reach the subtree it took "
           "(is the test deterministic?)";
  wrongSubtree_ = done_ = true;
}

void Explorer::exploreSubtree(SubtreePath path, std::optional<uint32_t> check) {
  for (Frame &f : frames_)
    if (spareGraphs_.size() < 8)
      spareGraphs_.push_back(std::move(f.graph));
  frames_.clear();
  started_ = done_ = false;
  target_ = std::move(path);
  targetCheck_ = check;
}

std::optional<WorkItem> Explorer::takeTowardTarget() {
  uint32_t depth = static_cast<uint32_t>(path_.size()) + 1;
  std::vector<WorkItem> &items = frames_.back().items;
  auto it = std::find_if(items.begin(), items.end(), [&](const WorkItem &i) {
    return i.depth == depth && i.ordinal == target_[depth - 1];
  });
  if (it == items.end())
    return std::nullopt;
  WorkItem item = *it;
  if (depth == target_.size() && targetCheck_ && itemCheck(item) != *targetCheck_)
    return std::nullopt;   // another item than the one given: the paths diverged
  for (Frame &f : frames_) // the other items are not this subtree's
    f.items.clear();
  if (depth < target_.size()) { // above the subtree: not counted here
    saveUncounted();
    savedUncounted_ = true;
  }
  return item;
}

bool Explorer::donate(const std::function<bool(const SubtreePath &, uint32_t)> &give) {
  if (done_ || onTheWay() || frames_.empty())
    return false;
  // The shallowest pending item has the largest subtree, probably.
  std::vector<WorkItem> *in = nullptr;
  size_t at = 0;
  for (Frame &f : frames_)
    for (size_t i = 0; i < f.items.size(); ++i)
      if (!in || f.items[i].depth < (*in)[at].depth) {
        in = &f.items;
        at = i;
      }
  if (!in)
    return false;
  const WorkItem &item = (*in)[at];
  // Its parent run is the current run or one of the runs on its path.
  if (item.depth == 0 || item.depth - 1 > path_.size())
    return false;
  SubtreePath path(path_.begin(), path_.begin() + (item.depth - 1));
  path.push_back(item.ordinal);
  if (!give(path, itemCheck(item)))
    return false;
  in->erase(in->begin() + static_cast<std::ptrdiff_t>(at));
  return true;
}

void Explorer::dropResults() {
  stats_ = ExplorationStats{};
  errors_.clear();
}

} // namespace wmc
