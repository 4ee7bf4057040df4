#include "report/SarifUri.h"

#include <filesystem>
#include <optional>

namespace wmc {

namespace fs = std::filesystem;

std::string uriEscape(const std::string &path) {
  // RFC 3986: unreserved characters, sub-delims, ':' '@' and the '/' that
  // separates segments stay; everything else (space, '%', '#', '?', bytes
  // of non-ASCII characters) is escaped.
  static const std::string kept = "-._~!$&'()*+,;=:@/";
  static const char hex[] = "0123456789ABCDEF";
  std::string out;
  for (char c : path) {
    auto u = static_cast<unsigned char>(c);
    if ((u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ||
        kept.find(c) != std::string::npos) {
      out += c;
    } else {
      out += '%';
      out += hex[u >> 4];
      out += hex[u & 0xF];
    }
  }
  return out;
}

namespace {

// `dir` in normal form, without a trailing separator.
fs::path directory(const std::string &dir) {
  fs::path d = fs::path(dir).lexically_normal();
  return d.has_filename() || d == d.root_path() ? d : d.parent_path();
}

// The relative path from `root` to `path` when `path` lies under it.
std::optional<std::string> under(const fs::path &path, const fs::path &root) {
  fs::path rel = path.lexically_relative(root);
  if (rel.empty() || *rel.begin() == "..")
    return std::nullopt;
  return rel.generic_string();
}

} // namespace

nlohmann::json sarifArtifact(const std::string &file, const std::string &dir,
                             const std::string &root) {
  fs::path p(file);
  if (p.is_relative() && !dir.empty())
    p = fs::path(dir) / p;
  p = p.lexically_normal();
  if (p.is_relative()) // no directory known: as given, against the source root
    return {{"uri", uriEscape(p.generic_string())}, {"uriBaseId", kSarifSourceRootId}};
  if (!root.empty())
    if (auto rel = under(p, directory(root)))
      return {{"uri", uriEscape(*rel)}, {"uriBaseId", kSarifSourceRootId}};
  return {{"uri", "file://" + uriEscape(p.generic_string())}};
}

nlohmann::json sarifBaseIds(const std::string &root) {
  if (root.empty())
    return nullptr;
  std::string uri = "file://" + uriEscape(directory(root).generic_string());
  if (uri.back() != '/') // a base URI names a directory
    uri += '/';
  return {{kSarifSourceRootId, {{"uri", uri}}}};
}

} // namespace wmc
