// Where a SARIF log says a source file is: every artifactLocation of wmc's
// log (result locations, code flows, the repair's fixes) is built here, so
// that one file always has one form. A file under the source root (the
// directory the check ran in) is a URI relative to the base id SRCROOT,
// which run.originalUriBaseIds resolves; any other file is an absolute
// file:// URI.
#pragma once

#include <nlohmann/json.hpp>

#include <string>

namespace wmc {

inline constexpr const char *kSarifSourceRootId = "SRCROOT";

/// `path` with the characters a URI path may not hold percent-encoded.
std::string uriEscape(const std::string &path);

/// The artifactLocation of `file`, a path as the compiler was given it:
/// relative to `dir` (its compilation directory) if that is not empty,
/// else to `root`. `root` is the absolute source root ("" when unknown:
/// a relative path then stays relative to SRCROOT).
nlohmann::json sarifArtifact(const std::string &file, const std::string &dir,
                             const std::string &root);

/// run.originalUriBaseIds for `root` (null when it is empty).
nlohmann::json sarifBaseIds(const std::string &root);

} // namespace wmc
