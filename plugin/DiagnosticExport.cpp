#include "DiagnosticExport.h"

#include <cstdio>

namespace wmc::plugin {

namespace {

// A double-quoted string for JSON; YAML accepts the same escapes.
std::string quoted(const std::string &text) {
  std::string out = "\"";
  for (char c : text) {
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\t':
      out += "\\t";
      break;
    case '\r':
      out += "\\r";
      break;
    default:
      if (static_cast<unsigned char>(c) < 0x20) {
        char buf[8];
        std::snprintf(buf, sizeof buf, "\\u%04x", c);
        out += buf;
      } else {
        out += c;
      }
    }
  }
  return out + "\"";
}

std::string placeFields(const ExportedPlace &place) {
  return "\"file\": " + quoted(place.file) + ", \"line\": " + std::to_string(place.line) +
         ", \"column\": " + std::to_string(place.column);
}

} // namespace

std::string toJson(const std::vector<ExportedDiagnostic> &diagnostics) {
  std::string out = "{\"diagnostics\": [";
  for (std::size_t i = 0; i < diagnostics.size(); ++i) {
    const ExportedDiagnostic &d = diagnostics[i];
    out += i ? ",\n  " : "\n  ";
    out += "{\"check\": " + quoted(d.check) + ", \"severity\": " + quoted(d.severity) + ", " +
           placeFields(d.place) + ", \"message\": " + quoted(d.message) + ", \"notes\": [";
    for (std::size_t n = 0; n < d.notes.size(); ++n)
      out += std::string(n ? ", " : "") + "{" + placeFields(d.notes[n].place) +
             ", \"message\": " + quoted(d.notes[n].message) + "}";
    out += "], \"fixits\": [";
    for (std::size_t f = 0; f < d.fixits.size(); ++f) {
      const ExportedFixit &fix = d.fixits[f];
      out += std::string(f ? ", " : "") + "{" + placeFields(fix.place) +
             ", \"offset\": " + std::to_string(fix.place.offset) +
             ", \"length\": " + std::to_string(fix.length) +
             ", \"replacement\": " + quoted(fix.replacement) + "}";
    }
    out += "]}";
  }
  out += diagnostics.empty() ? "]}\n" : "\n]}\n";
  return out;
}

std::string toFixesYaml(const std::string &mainSourceFile,
                        const std::vector<ExportedDiagnostic> &diagnostics) {
  std::string out = "---\nMainSourceFile: " + quoted(mainSourceFile) + "\nDiagnostics:";
  if (diagnostics.empty())
    out += " []";
  out += "\n";
  for (const ExportedDiagnostic &d : diagnostics) {
    out += "  - DiagnosticName: " + quoted(d.check) + "\n";
    out += "    DiagnosticMessage:\n";
    out += "      Message: " + quoted(d.message) + "\n";
    out += "      FilePath: " + quoted(d.place.absoluteFile) + "\n";
    out += "      FileOffset: " + std::to_string(d.place.offset) + "\n";
    out += "      Replacements:";
    out += d.fixits.empty() ? " []\n" : "\n";
    for (const ExportedFixit &fix : d.fixits) {
      out += "        - FilePath: " + quoted(fix.place.absoluteFile) + "\n";
      out += "          Offset: " + std::to_string(fix.place.offset) + "\n";
      out += "          Length: " + std::to_string(fix.length) + "\n";
      out += "          ReplacementText: " + quoted(fix.replacement) + "\n";
    }
    out += "    Level: " + std::string(d.severity == "error" ? "Error" : "Warning") + "\n";
  }
  out += "...\n";
  return out;
}

} // namespace wmc::plugin
