#include "DiagnosticPragmas.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/SourceManager.h"

#include <cctype>
#include <string>

namespace wmc::plugin {

using analysis::CheckKind;

namespace {

bool isSpace(char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; }

void skipSpace(std::string_view &text) {
  while (!text.empty() && isSpace(text.front()))
    text.remove_prefix(1);
}

std::string_view takeWord(std::string_view &text) {
  skipSpace(text);
  std::size_t n = 0;
  while (n < text.size() && (std::isalnum(static_cast<unsigned char>(text[n])) || text[n] == '_'))
    ++n;
  std::string_view word = text.substr(0, n);
  text.remove_prefix(n);
  return word;
}

// The contents of the string literal at the start of `text` (after spaces),
// with \" and \\ unescaped; `text` is advanced past it.
std::optional<std::string> takeString(std::string_view &text) {
  skipSpace(text);
  if (text.empty() || text.front() != '"')
    return std::nullopt;
  std::string out;
  for (std::size_t i = 1; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\\' && i + 1 < text.size()) {
      out += text[++i];
    } else if (c == '"') {
      text.remove_prefix(i + 1);
      return out;
    } else if (c == '\n') {
      break;
    } else {
      out += c;
    }
  }
  return std::nullopt;
}

// The pragma's text after "pragma" and the length of the directive in the
// buffer, for `source` starting at the '#' of a #pragma or at _Pragma.
struct PragmaText {
  std::string body;
  std::size_t length;
};

std::optional<PragmaText> hashPragmaText(std::string_view source) {
  std::string line;
  std::size_t i = 1; // past '#'
  for (; i < source.size() && source[i] != '\n'; ++i) {
    if (source[i] == '\\' && i + 1 < source.size() && source[i + 1] == '\n') {
      line += ' ';
      ++i;
      continue;
    }
    line += source[i];
  }
  std::string_view rest = line;
  if (takeWord(rest) != "pragma")
    return std::nullopt;
  return PragmaText{std::string(rest), i};
}

std::optional<PragmaText> underscorePragmaText(std::string_view source) {
  std::string_view rest = source;
  if (takeWord(rest) != "_Pragma")
    return std::nullopt;
  skipSpace(rest);
  if (rest.empty() || rest.front() != '(')
    return std::nullopt;
  rest.remove_prefix(1);
  std::optional<std::string> body = takeString(rest);
  if (!body)
    return std::nullopt;
  return PragmaText{*body, source.size() - rest.size()};
}

class PragmaTracker : public clang::PPCallbacks {
public:
  PragmaTracker(clang::SourceManager &sm, clang::DiagnosticsEngine &diags,
                std::shared_ptr<DiagnosticPragmaLog> log)
      : sm_(sm), diags_(diags), log_(std::move(log)) {}

  void PragmaDirective(clang::SourceLocation loc, clang::PragmaIntroducerKind introducer) override {
    clang::SourceLocation spelling = sm_.getSpellingLoc(loc);
    bool invalid = false;
    llvm::StringRef buffer = sm_.getBufferData(sm_.getFileID(spelling), &invalid);
    if (invalid)
      return;
    std::string_view source(buffer.data(), buffer.size());
    source.remove_prefix(std::min<std::size_t>(sm_.getFileOffset(spelling), source.size()));
    std::optional<PragmaText> text;
    if (introducer == clang::PIK_HashPragma)
      text = hashPragmaText(source);
    else if (introducer == clang::PIK__Pragma)
      text = underscorePragmaText(source);
    if (!text)
      return;
    std::optional<DiagnosticPragma> pragma = parseDiagnosticPragma(text->body);
    if (!pragma)
      return;
    log_->add(sm_.getExpansionLoc(loc), *pragma);
    if (pragma->op == DiagnosticPragma::Op::Set && loc.isFileID())
      silenceUnknownGroupWarning(loc, loc.getLocWithOffset(static_cast<int>(text->length)));
  }

private:
  // clang is about to warn "unknown warning group '-Wwmc-...'" inside
  // [begin, end): ignore that one diagnostic there, and restore its mapping
  // (including -Werror) after the pragma.
  void silenceUnknownGroupWarning(clang::SourceLocation begin, clang::SourceLocation end) {
    diags_.pushMappings(begin);
    diags_.setSeverity(clang::diag::warn_pragma_diagnostic_unknown_warning,
                       clang::diag::Severity::Ignored, begin);
    diags_.popMappings(end);
  }

  clang::SourceManager &sm_;
  clang::DiagnosticsEngine &diags_;
  std::shared_ptr<DiagnosticPragmaLog> log_;
};

} // namespace

std::optional<DiagnosticPragma> parseDiagnosticPragma(std::string_view text) {
  std::string_view rest = text;
  std::string_view ns = takeWord(rest);
  if ((ns != "clang" && ns != "GCC") || takeWord(rest) != "diagnostic")
    return std::nullopt;
  std::string_view op = takeWord(rest);
  if (op == "push")
    return DiagnosticPragma{DiagnosticPragma::Op::Push, std::nullopt};
  if (op == "pop")
    return DiagnosticPragma{DiagnosticPragma::Op::Pop, std::nullopt};
  Severity severity;
  if (op == "ignored")
    severity = Severity::Ignored;
  else if (op == "warning")
    severity = Severity::Warning;
  else if (op == "error")
    severity = Severity::Error;
  else
    return std::nullopt;
  std::optional<std::string> group = takeString(rest);
  if (!group || !std::string_view(*group).starts_with("-W"))
    return std::nullopt;
  std::optional<CheckKind> check = analysis::checkFromName(std::string_view(*group).substr(2));
  if (!check)
    return std::nullopt;
  return DiagnosticPragma{DiagnosticPragma::Op::Set, check, severity};
}

void DiagnosticPragmaLog::add(clang::SourceLocation loc, DiagnosticPragma pragma) {
  events_.push_back({loc, pragma});
}

CheckMapping DiagnosticPragmaLog::mappingAt(const clang::SourceManager &sm,
                                            clang::SourceLocation loc, CheckKind check,
                                            const WarningPolicy &policy) const {
  clang::SourceLocation at = sm.getExpansionLoc(loc);
  CheckMapping mapping = policy.mapping(check);
  std::vector<CheckMapping> pushed;
  for (const Event &event : events_) {
    if (!sm.isBeforeInTranslationUnit(event.loc, at))
      break;
    switch (event.pragma.op) {
    case DiagnosticPragma::Op::Push:
      pushed.push_back(mapping);
      break;
    case DiagnosticPragma::Op::Pop:
      if (!pushed.empty()) {
        mapping = pushed.back();
        pushed.pop_back();
      }
      break;
    case DiagnosticPragma::Op::Set:
      if (event.pragma.check != check)
        break;
      // A "warning" pragma is not upgraded by -Werror (clang does the same).
      mapping = {event.pragma.severity,
                 event.pragma.severity == Severity::Warning || mapping.noWarningAsError};
      break;
    }
  }
  return mapping;
}

std::unique_ptr<clang::PPCallbacks> makePragmaTracker(clang::SourceManager &sm,
                                                      clang::DiagnosticsEngine &diags,
                                                      std::shared_ptr<DiagnosticPragmaLog> log) {
  return std::make_unique<PragmaTracker>(sm, diags, std::move(log));
}

} // namespace wmc::plugin
