// SV-COMP's nondeterministic inputs, __VERIFIER_nondet_NAME(): each call is
// a choice event (Explorer::choose) over the values of --wmc-nondet-domain
// that fit the result type, so every value is explored once. The report
// notes that inputs were bounded (docs/guide.md).
#include "abi.h"

#include "runtime/Session.h"

#include <algorithm>
#include <limits>

using namespace wmc;
using namespace wmc::rt;

namespace {

/// A value of the domain [lo, hi] of a type, chosen by the explorer.
int64_t choose(int64_t typeLo, int64_t typeHi, const char *name, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  int64_t lo = std::max(s.options().nondetLo, typeLo);
  int64_t hi = std::min(s.options().nondetHi, typeHi);
  if (lo > hi)
    s.fatal(std::string("__VERIFIER_nondet_") + name +
                ": no value of --wmc-nondet-domain=" + std::to_string(s.options().nondetLo) + ".." +
                std::to_string(s.options().nondetHi) + " fits its type",
            site);
  Value count = static_cast<Value>(hi) - static_cast<Value>(lo) + 1;
  Value v = s.perform(site, [&](Explorer &ex, ThreadId t) {
    return ex.choose(t, static_cast<Value>(lo), count, site);
  });
  return static_cast<int64_t>(v);
}

template <typename T> T nondet(const char *name, const wmc_site *site) {
  static_assert(std::numeric_limits<T>::is_specialized);
  constexpr int64_t typeLo = std::numeric_limits<T>::is_integer
                                 ? static_cast<int64_t>(std::numeric_limits<T>::min())
                                 : std::numeric_limits<int64_t>::min();
  constexpr int64_t typeHi = std::numeric_limits<T>::is_integer && sizeof(T) < 8
                                 ? static_cast<int64_t>(std::numeric_limits<T>::max())
                                 : std::numeric_limits<int64_t>::max();
  return static_cast<T>(choose(typeLo, typeHi, name, site));
}

/// 128-bit integers: their numeric_limits need GNU mode; the domain fits in
/// 64 bits anyway.
template <bool isSigned> auto nondet128(const char *name, const wmc_site *site) {
  int64_t v = choose(isSigned ? std::numeric_limits<int64_t>::min() : 0,
                     std::numeric_limits<int64_t>::max(), name, site);
  if constexpr (isSigned)
    return static_cast<__int128>(v);
  else
    return static_cast<unsigned __int128>(v);
}

} // namespace

extern "C" {

int __wmc_nondet_bool(const wmc_site *site) { return nondet<bool>("bool", site); }
int __wmc_nondet__Bool(const wmc_site *site) { return nondet<bool>("_Bool", site); }
__int128 __wmc_nondet_int128(const wmc_site *site) { return nondet128<true>("int128", site); }
unsigned __int128 __wmc_nondet_uint128(const wmc_site *site) {
  return nondet128<false>("uint128", site);
}
#define WMC_NONDET(type, name)                                                                     \
  type __wmc_nondet_##name(const wmc_site *site) { return nondet<type>(#name, site); }
WMC_NONDET(char, char)
WMC_NONDET(unsigned char, uchar)
WMC_NONDET(short, short)
WMC_NONDET(unsigned short, ushort)
WMC_NONDET(int, int)
WMC_NONDET(unsigned, uint)
WMC_NONDET(unsigned, unsigned)
WMC_NONDET(uint32_t, u32)
WMC_NONDET(long, long)
WMC_NONDET(unsigned long, ulong)
WMC_NONDET(long long, longlong)
WMC_NONDET(unsigned long long, ulonglong)
WMC_NONDET(float, float)
WMC_NONDET(double, double)
WMC_NONDET(unsigned long, size_t)
WMC_NONDET(long, loff_t)           // glibc: off64_t
WMC_NONDET(unsigned long, sector)  // sector_t
WMC_NONDET(unsigned long, pthread_t)
#undef WMC_NONDET

} // extern "C"
