// combineInsertions (SourceEdit.h): the statements a repair inserts next to
// one statement, and the braces around it, as the edits that write them.
#include "repair/EditText.h"
#include "repair/SourceEdit.h"

#include <algorithm>
#include <numeric>

namespace wmc::repair {

namespace {

// std::stable_sort without its temporary buffer, which is a deprecation
// warning under clang 19 with libstdc++ 12: sorts positions, equal
// elements keep their order.
template <class T, class Less> void stableSort(std::vector<T> &items, Less less) {
  std::vector<size_t> order(items.size());
  std::iota(order.begin(), order.end(), size_t{0});
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    if (less(items[a], items[b]))
      return true;
    if (less(items[b], items[a]))
      return false;
    return a < b;
  });
  std::vector<T> sorted;
  sorted.reserve(items.size());
  for (size_t i : order)
    sorted.push_back(std::move(items[i]));
  items = std::move(sorted);
}

/// The insertions next to one statement.
struct Group {
  std::string file;
  uint32_t stmtBegin = 0, stmtEnd = 0;
  bool braces = false;
  std::vector<SourceEdit> before, after;
  size_t first = 0; ///< the index of its first edit among all
};

std::string joinedReasons(const std::vector<SourceEdit> &edits) {
  std::string out;
  for (const SourceEdit &e : edits)
    if (out.find(e.reason) == std::string::npos)
      out += (out.empty() ? "" : "; ") + e.reason;
  return out;
}

/// The one edit at `at` that writes `text` for `parts` (or only braces).
SourceEdit endEdit(const std::string &source, const Group &g, uint32_t at, std::string text,
                   const std::vector<SourceEdit> &parts) {
  SourceEdit e = placedEdit(source, at, at, std::move(text), g.file,
                            parts.empty() ? "add-braces" : parts.front().kind);
  e.reason = parts.empty() ? "braces keep the statement inserted next to this one in the body of "
                             "its if, else or loop, which runs it exactly when the exploration did"
                           : joinedReasons(parts);
  e.insertion = SourceEdit::Insertion{g.stmtBegin, g.stmtEnd, g.braces, at == g.stmtBegin};
  return e;
}

} // namespace

std::vector<SourceEdit> combineInsertions(std::vector<SourceEdit> edits,
                                          const std::map<std::string, std::string> &sources) {
  // Each edit with the index of the first of the edits it writes: the
  // result keeps their order.
  std::vector<std::pair<size_t, SourceEdit>> out;
  std::vector<Group> groups;
  for (size_t i = 0; i < edits.size(); ++i) {
    SourceEdit &e = edits[i];
    auto source = sources.find(e.file);
    if (!e.insertion || source == sources.end()) {
      out.emplace_back(i, std::move(e));
      continue;
    }
    auto g = std::find_if(groups.begin(), groups.end(), [&](const Group &x) {
      return x.file == e.file && x.stmtBegin == e.insertion->stmtBegin &&
             x.stmtEnd == e.insertion->stmtEnd;
    });
    if (g == groups.end())
      g = groups.insert(
          groups.end(),
          Group{e.file, e.insertion->stmtBegin, e.insertion->stmtEnd, false, {}, {}, i});
    g->braces = g->braces || e.insertion->braces;
    (e.insertion->before ? g->before : g->after).push_back(std::move(e));
  }
  std::vector<std::pair<size_t, SourceEdit>> ends;
  for (const Group &g : groups) {
    const std::string &source = sources.at(g.file);
    std::string open = g.braces ? "{ " : "", close;
    for (const SourceEdit &e : g.before)
      open += e.replacement;
    for (const SourceEdit &e : g.after)
      close += e.replacement;
    if (g.braces)
      close += " }";
    if (!open.empty())
      ends.emplace_back(g.first, endEdit(source, g, g.stmtBegin, open, g.before));
    if (!close.empty())
      ends.emplace_back(g.first, endEdit(source, g, g.stmtEnd, close, g.after));
  }
  // Statements that end (or begin) together, one in the other (`if (a) if
  // (b) x = 1;`): one edit, the inner statement's text closest to it.
  stableSort(ends, [](const auto &x, const auto &y) {
    const SourceEdit &a = x.second, &b = y.second;
    if (a.file != b.file || a.offset != b.offset)
      return std::tie(a.file, a.offset) < std::tie(b.file, b.offset);
    if (a.insertion->before != b.insertion->before)
      return !a.insertion->before; // one statement's end, then the next one's start
    return a.insertion->before ? a.insertion->stmtEnd > b.insertion->stmtEnd
                               : a.insertion->stmtBegin > b.insertion->stmtBegin;
  });
  std::vector<std::pair<size_t, SourceEdit>> merged;
  for (auto &[index, e] : ends) {
    if (!merged.empty() && merged.back().second.file == e.file &&
        merged.back().second.offset == e.offset) {
      merged.back().first = std::min(merged.back().first, index);
      merged.back().second.replacement += e.replacement;
      merged.back().second.reason += "; " + e.reason;
      continue;
    }
    merged.emplace_back(index, std::move(e));
  }
  for (auto &m : merged)
    out.push_back(std::move(m));
  stableSort(out, [](const auto &a, const auto &b) { return a.first < b.first; });
  std::vector<SourceEdit> result;
  for (auto &[index, e] : out)
    result.push_back(std::move(e));
  return result;
}

} // namespace wmc::repair
