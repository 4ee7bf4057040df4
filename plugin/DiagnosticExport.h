// Findings as plain records (file names, lines, byte offsets) and their two
// file formats: the `wmc analyze --report=json` object and the
// clang-apply-replacements YAML of `--export-fixes`.
#ifndef WMC_PLUGIN_DIAGNOSTICEXPORT_H
#define WMC_PLUGIN_DIAGNOSTICEXPORT_H

#include <string>
#include <vector>

namespace wmc::plugin {

struct ExportedPlace {
  std::string file; // as clang names it (the command-line spelling)
  std::string absoluteFile;
  unsigned line = 0, column = 0; // 1-based; column in bytes
  unsigned offset = 0;           // bytes from the start of the file
};

struct ExportedNote {
  ExportedPlace place;
  std::string message;
};

struct ExportedFixit {
  ExportedPlace place; // where the replaced text starts
  unsigned length = 0; // bytes replaced
  std::string replacement;
};

struct ExportedDiagnostic {
  std::string check;    // wmc-scope, ...
  std::string severity; // warning or error
  ExportedPlace place;
  std::string message;
  std::vector<ExportedNote> notes;
  std::vector<ExportedFixit> fixits;
};

// {"diagnostics": [...]} followed by a newline.
std::string toJson(const std::vector<ExportedDiagnostic> &diagnostics);

// A clang-apply-replacements file for the fix-its of `diagnostics`.
std::string toFixesYaml(const std::string &mainSourceFile,
                        const std::vector<ExportedDiagnostic> &diagnostics);

} // namespace wmc::plugin

#endif
