// The sprintf format driver (runtime/intercept/FormatDriver.cpp) must print
// exactly what the C library's vsnprintf prints, with %s read and %n stored
// through its callbacks only.
#include "runtime/intercept/FormatDriver.h"

#include <gtest/gtest.h>

#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <vector>

using namespace wmc::rt;

namespace {

struct Recorder {
  std::vector<std::string> strings; // what %s read, in order
  std::vector<std::pair<uint64_t, uint32_t>> counts;
  std::string unsupported;
  FormatAccess access() {
    return {[this](const char *s, size_t max) {
              std::string r(s, strnlen(s, max));
              strings.push_back(r);
              return r;
            },
            [this](void *, uint64_t count, uint32_t size) { counts.emplace_back(count, size); },
            [this](const std::string &what) { unsupported = what; }};
  }
};

std::string driver(Recorder &r, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  std::string out = formatWith(fmt, ap, r.access());
  va_end(ap);
  return out;
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
std::string library(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char buf[512];
  vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return buf;
}
#pragma GCC diagnostic pop

} // namespace

TEST(FormatDriver, IntegersMatchTheLibrary) {
  Recorder r;
  const char *fmt = "%d|%5i|%-5u|%05x|%#X|%+hhd|%hu|%ld|%llx|%zu|%jd|%td|%o";
  EXPECT_EQ(driver(r, fmt, -12, 34, 56u, 255u, 0xabu, 300, 70000, -5L, 0x123456789abcULL, size_t{9},
                   intmax_t{-7}, ptrdiff_t{-3}, 8u),
            library(fmt, -12, 34, 56u, 255u, 0xabu, 300, 70000, -5L, 0x123456789abcULL, size_t{9},
                    intmax_t{-7}, ptrdiff_t{-3}, 8u));
  EXPECT_TRUE(r.strings.empty());
}

TEST(FormatDriver, FloatsCharsPointersAndStars) {
  Recorder r;
  int x = 0;
  const char *fmt = "%.3f|%10.2e|%g|%La|%c|%*d|%-*d|%.*f|%p|%%";
  EXPECT_EQ(driver(r, fmt, 3.14159, 12345.678, 0.0001, 1.5L, 'z', 6, 42, 4, 7, 2, 2.71828,
                   static_cast<void *>(&x)),
            library(fmt, 3.14159, 12345.678, 0.0001, 1.5L, 'z', 6, 42, 4, 7, 2, 2.71828,
                    static_cast<void *>(&x)));
}

TEST(FormatDriver, NegativeStarWidthIsLeftAlignAndNegativePrecisionIsNone) {
  Recorder r;
  EXPECT_EQ(driver(r, "[%*d][%.*f]", -5, 3, -1, 1.25), library("[%*d][%.*f]", -5, 3, -1, 1.25));
}

TEST(FormatDriver, StringsAreReadThroughTheCallbackUpToThePrecision) {
  Recorder r;
  const char *s = "hello world";
  EXPECT_EQ(driver(r, "<%s><%.5s><%8.3s><%-8s>", s, s, s, "ab"),
            "<hello world><hello><     hel><ab      >");
  EXPECT_EQ(r.strings, (std::vector<std::string>{"hello world", "hello", "hel", "ab"}));
}

TEST(FormatDriver, NullStringIsTheLibrarysAndNotRead) {
  Recorder r;
  const char *null = nullptr;
  EXPECT_EQ(driver(r, "%s", null), library("%s", null));
  EXPECT_TRUE(r.strings.empty());
}

TEST(FormatDriver, PercentNStoresTheCountWithItsSize) {
  Recorder r;
  int n = 0;
  signed char hh = 0;
  long l = 0;
  EXPECT_EQ(driver(r, "abc%n%d%hhn%ln", &n, 12345, &hh, &l), "abc12345");
  EXPECT_EQ(r.counts, (std::vector<std::pair<uint64_t, uint32_t>>{{3, 4}, {8, 1}, {8, 8}}));
  EXPECT_EQ(n, 0); // stored by the callback only
}

TEST(FormatDriver, UnsupportedConversionsAreReported) {
  Recorder r;
  driver(r, "%2$d %1$d", 1, 2);
  EXPECT_EQ(r.unsupported, "sprintf with positional arguments (%N$) is not supported yet");
  Recorder w;
  driver(w, "%ls", L"wide");
  EXPECT_EQ(w.unsupported, "sprintf of a wide string (%ls) is not supported yet");
  Recorder k;
  driver(k, "%k", 1);
  EXPECT_EQ(k.unsupported, "sprintf conversion %k is not supported yet");
}

TEST(FormatDriver, AnIncompleteConversionAtTheEndPrintsAsTheLibraryDoes) {
  Recorder r;
  const char *percent = "50%", *flags = "x%-5";
  EXPECT_EQ(driver(r, percent), library(percent));
  EXPECT_EQ(driver(r, flags), library(flags));
}
