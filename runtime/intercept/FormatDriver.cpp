// The printf format driver behind sprintf/snprintf (sprintf.cpp): it walks
// the format, takes each conversion's arguments, and lets the C library
// format that one conversion, so the output is the library's; only the
// memory a conversion reads (%s) or writes (%n) goes through `access`.
#include "runtime/intercept/FormatDriver.h"

#include <cctype>
#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cwchar>

using namespace wmc::rt;

namespace {

enum class Length { None, Char, Short, Long, LongLong, IntMax, Size, PtrDiff, LongDouble };

/// Appends what snprintf(spec, value) prints.
template <class T> void appendFormatted(std::string &out, const std::string &spec, T value) {
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
  int n = std::snprintf(nullptr, 0, spec.c_str(), value);
  if (n <= 0)
    return;
  size_t at = out.size();
  out.resize(at + static_cast<size_t>(n) + 1);
  std::snprintf(out.data() + at, static_cast<size_t>(n) + 1, spec.c_str(), value);
  out.resize(at + static_cast<size_t>(n));
#pragma GCC diagnostic pop
}

void appendInteger(std::string &out, const std::string &spec, Length len, bool isSigned,
                   va_list &ap) {
  switch (len) {
  case Length::Long:
    return isSigned ? appendFormatted(out, spec, va_arg(ap, long))
                    : appendFormatted(out, spec, va_arg(ap, unsigned long));
  case Length::LongLong:
    return isSigned ? appendFormatted(out, spec, va_arg(ap, long long))
                    : appendFormatted(out, spec, va_arg(ap, unsigned long long));
  case Length::IntMax:
    return isSigned ? appendFormatted(out, spec, va_arg(ap, intmax_t))
                    : appendFormatted(out, spec, va_arg(ap, uintmax_t));
  case Length::Size:
  case Length::PtrDiff:
    return isSigned ? appendFormatted(out, spec, va_arg(ap, ptrdiff_t))
                    : appendFormatted(out, spec, va_arg(ap, size_t));
  default: // hh and h arguments are promoted to int
    return isSigned ? appendFormatted(out, spec, va_arg(ap, int))
                    : appendFormatted(out, spec, va_arg(ap, unsigned));
  }
}

/// %n: the count so far, stored through the argument with its length.
void storeCount(size_t count, Length len, va_list &ap, const FormatAccess &access) {
  void *p = va_arg(ap, void *);
  uint32_t size = len == Length::Char ? 1 : len == Length::Short ? 2 : len == Length::None ? 4 : 8;
  access.storeCount(p, static_cast<uint64_t>(count), size);
}

} // namespace

std::string wmc::rt::formatWith(const char *fmt, va_list given, const FormatAccess &access) {
  va_list ap;
  va_copy(ap, given);
  std::string out;
  auto stop = [&](const std::string &what) {
    va_end(ap);
    access.unsupported(what);
    return out;
  };
  for (const char *p = fmt; *p;) {
    if (*p != '%') {
      out.push_back(*p++);
      continue;
    }
    ++p;
    if (*p == '%') {
      out.push_back('%');
      ++p;
      continue;
    }
    const char *digits = p;
    while (std::isdigit(static_cast<unsigned char>(*digits)))
      ++digits;
    if (*digits == '$' && digits != p)
      return stop("sprintf with positional arguments (%N$) is not supported yet");
    std::string spec = "%";
    while (*p && std::strchr("-+ #0'I", *p))
      spec.push_back(*p++);
    if (*p == '*') {
      spec += std::to_string(va_arg(ap, int)); // a negative width is the '-' flag
      ++p;
    } else {
      while (std::isdigit(static_cast<unsigned char>(*p)))
        spec.push_back(*p++);
    }
    long precision = -1;
    if (*p == '.') {
      ++p;
      if (*p == '*') {
        ++p;
        int given = va_arg(ap, int);
        if (given >= 0) // a negative precision is as if none was given
          precision = given;
      } else {
        precision = 0;
        while (std::isdigit(static_cast<unsigned char>(*p)))
          precision = precision * 10 + (*p++ - '0');
      }
      if (precision >= 0)
        spec += "." + std::to_string(precision);
    }
    Length len = Length::None;
    const char *lenStart = p;
    if (p[0] == 'h' && p[1] == 'h')
      len = Length::Char, p += 2;
    else if (p[0] == 'l' && p[1] == 'l')
      len = Length::LongLong, p += 2;
    else if (*p == 'h')
      len = Length::Short, ++p;
    else if (*p == 'l')
      len = Length::Long, ++p;
    else if (*p == 'q')
      len = Length::LongLong, ++p;
    else if (*p == 'j')
      len = Length::IntMax, ++p;
    else if (*p == 'z' || *p == 'Z')
      len = Length::Size, ++p;
    else if (*p == 't')
      len = Length::PtrDiff, ++p;
    else if (*p == 'L')
      len = Length::LongDouble, ++p;
    spec.append(lenStart, p);
    char conv = *p;
    if (!conv) // an incomplete conversion at the end prints nothing (glibc)
      break;
    ++p;
    spec.push_back(conv);
    switch (conv) {
    case 'd':
    case 'i':
      appendInteger(out, spec, len, true, ap);
      break;
    case 'u':
    case 'o':
    case 'x':
    case 'X':
    case 'b':
    case 'B':
      appendInteger(out, spec, len, false, ap);
      break;
    case 'c':
      if (len == Length::Long)
        appendFormatted(out, spec, va_arg(ap, wint_t));
      else
        appendFormatted(out, spec, va_arg(ap, int));
      break;
    case 's': {
      if (len == Length::Long)
        return stop("sprintf of a wide string (%ls) is not supported yet");
      const char *s = va_arg(ap, const char *);
      if (!s) {
        appendFormatted(out, spec, s); // glibc prints "(null)"
        break;
      }
      std::string copy = access.readString(s, precision < 0 ? SIZE_MAX : size_t(precision));
      appendFormatted(out, spec, copy.c_str());
      break;
    }
    case 'p':
      appendFormatted(out, spec, va_arg(ap, void *));
      break;
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A':
      if (len == Length::LongDouble)
        appendFormatted(out, spec, va_arg(ap, long double));
      else
        appendFormatted(out, spec, va_arg(ap, double));
      break;
    case 'n':
      storeCount(out.size(), len, ap, access);
      break;
    case 'm':
      out += std::strerror(errno);
      break;
    default:
      return stop(std::string("sprintf conversion %") + conv + " is not supported yet");
    }
  }
  va_end(ap);
  return out;
}
