#include "DeviceArch.h"

#include <algorithm>

namespace wmc::dialect {

std::vector<LineInsertion> deviceArchInsertions(std::vector<std::pair<unsigned, unsigned>> ranges) {
  std::sort(ranges.begin(), ranges.end());
  std::vector<std::pair<unsigned, unsigned>> merged;
  for (auto [first, last] : ranges) {
    if (!merged.empty() && first <= merged.back().second + 1)
      merged.back().second = std::max(merged.back().second, last);
    else
      merged.emplace_back(first, last);
  }
  std::vector<LineInsertion> out;
  for (auto [first, last] : merged) {
    out.push_back(
        {first, "#define __CUDA_ARCH__ WMC_CUDA_ARCH\n#line " + std::to_string(first) + "\n"});
    out.push_back({last + 1, "#undef __CUDA_ARCH__\n#line " + std::to_string(last + 1) + "\n"});
  }
  return out;
}

} // namespace wmc::dialect
