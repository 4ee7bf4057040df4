#include "repair/EditText.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace wmc::repair {

namespace {

constexpr std::array<std::string_view, 3> kOpenClScopes = {
    "memory_scope_work_group", "memory_scope_device", "memory_scope_all_svm_devices"};
constexpr std::array<std::string_view, 3> kCudaScopes = {
    "thread_scope_block", "thread_scope_device", "thread_scope_system"};
constexpr std::array<std::string_view, 3> kGpuHeaderScopes = {"WMC_SCOPE_BLOCK", "WMC_SCOPE_DEVICE",
                                                              "WMC_SCOPE_SYSTEM"};
constexpr std::string_view kBlockSuffix = "_block", kSystemSuffix = "_system";

std::string lowered(std::string_view word) {
  std::string out(word);
  for (char &ch : out)
    ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return out;
}

} // namespace

std::optional<size_t> offsetOf(const std::string &text, uint32_t line, uint32_t col) {
  size_t pos = 0;
  for (uint32_t l = 1; l < line; ++l) {
    pos = text.find('\n', pos);
    if (pos == std::string::npos)
      return std::nullopt;
    ++pos;
  }
  if (col == 0 || pos + col - 1 > text.size())
    return std::nullopt;
  return pos + col - 1;
}

SourceEdit placedEdit(const std::string &source, size_t begin, size_t end, std::string replacement,
                      const Change &c) {
  return placedEdit(source, begin, end, std::move(replacement), c.site.file,
                    std::string(toString(c.kind)));
}

SourceEdit placedEdit(const std::string &source, size_t begin, size_t end, std::string replacement,
                      const std::string &file, std::string kind) {
  SourceEdit e;
  e.file = file;
  e.kind = std::move(kind);
  size_t lineStart = begin == 0 ? std::string::npos : source.rfind('\n', begin - 1);
  lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
  size_t lineEnd = source.find('\n', begin);
  if (lineEnd == std::string::npos)
    lineEnd = source.size();
  e.offset = static_cast<uint32_t>(begin);
  e.length = static_cast<uint32_t>(end - begin);
  e.line = static_cast<uint32_t>(
      1 + std::count(source.begin(), source.begin() + static_cast<long>(begin), '\n'));
  e.column = static_cast<uint32_t>(begin - lineStart + 1);
  e.lineText = source.substr(lineStart, lineEnd - lineStart);
  e.original = source.substr(begin, end - begin);
  e.replacement = std::move(replacement);
  return e;
}

std::optional<std::string> cudaScopedName(std::string_view name, uint8_t level) {
  // CUDA's atomicAdd, atomicCAS, ... (not OpenCL's atomic_store_explicit).
  bool cudaAtomic = name.size() > 6 && name.starts_with("atomic") &&
                    std::isupper(static_cast<unsigned char>(name[6]));
  if (!cudaAtomic && !name.starts_with("__threadfence"))
    return std::nullopt;
  std::string base(name);
  if (name.ends_with(kBlockSuffix))
    base.resize(base.size() - kBlockSuffix.size());
  else if (name.ends_with(kSystemSuffix))
    base.resize(base.size() - kSystemSuffix.size());
  return level >= 2 ? base + std::string(kSystemSuffix) : base;
}

std::optional<std::string> scopeConstant(std::string_view word, uint8_t level) {
  level = std::min<uint8_t>(level, 2);
  for (const auto *names : {&kOpenClScopes, &kCudaScopes, &kGpuHeaderScopes})
    if (std::find(names->begin(), names->end(), word) != names->end())
      return std::string((*names)[level]);
  return std::nullopt;
}

std::string_view openClScope(uint8_t level) { return kOpenClScopes[std::min<uint8_t>(level, 2)]; }

std::optional<std::string> strongerOrder(std::string_view word, ChangeKind kind, uint8_t level) {
  constexpr std::array<std::string_view, 6> kOrders = {"relaxed", "consume", "acquire",
                                                       "release", "acq_rel", "seq_cst"};
  bool cxx = word.starts_with("memory_order_"), builtin = word.starts_with("__ATOMIC_");
  std::string bare = lowered(cxx ? word.substr(13) : builtin ? word.substr(9) : word);
  if (std::find(kOrders.begin(), kOrders.end(), bare) == kOrders.end())
    return std::nullopt;
  // An order that already has the other half becomes acq_rel.
  bool release = kind == ChangeKind::ReleaseStore || kind == ChangeKind::ReleaseFence;
  bool other = release ? bare == "acquire" || bare == "consume" : bare == "release";
  std::string order = level >= 2 ? "seq_cst" : other ? "acq_rel" : release ? "release" : "acquire";
  if (builtin)
    for (char &ch : order)
      ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  return (cxx ? "memory_order_" : builtin ? "__ATOMIC_" : "") + order;
}

std::string insertedStatement(const Change &c) {
  // A fence: a builtin every C and C++ compiler has, so no header is needed.
  if (c.kind == ChangeKind::FenceAfter || c.kind == ChangeKind::FenceBefore)
    return c.level >= 2 ? "__atomic_thread_fence(__ATOMIC_SEQ_CST);"
                        : "__atomic_thread_fence(__ATOMIC_RELEASE);";
  if (!c.site.file.ends_with(".cl"))
    return "__syncthreads();";
  return c.level >= 2 ? "barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);"
                      : "barrier(CLK_LOCAL_MEM_FENCE);";
}

} // namespace wmc::repair
