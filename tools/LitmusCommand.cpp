#include "LitmusCommand.h"

#include "Help.h"

#include "Parse.h"
#include "Print.h"
#include "Run.h"
#include "models/Model.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>

namespace wmc::tools {

namespace {

constexpr int kExitBadInput = 2;
constexpr const char *kUsageLine =
    "Usage: wmc litmus [--model=MODEL] [--report=text|json|sarif] FILE.litmus\n"
    "Run 'wmc litmus --help' for the options.\n";

int usage(const std::string &message) {
  std::cerr << "wmc: " << message << '\n' << kUsageLine;
  return kExitBadInput;
}

std::string modelNames() {
  std::string names;
  for (const ModelInfo &m : modelRegistry())
    names += (names.empty() ? "" : ", ") + std::string(m.name);
  return names;
}

} // namespace

int runLitmusCommand(std::span<const std::string> args) {
  std::optional<std::string> model;
  std::string report = "text", file;
  for (size_t i = 0; i < args.size(); ++i) {
    std::string_view arg = args[i];
    auto value = [&](std::string_view name) -> std::optional<std::string> {
      if (arg.starts_with(name) && arg.size() > name.size() && arg[name.size()] == '=')
        return std::string(arg.substr(name.size() + 1));
      if (arg == name && i + 1 < args.size())
        return args[++i];
      return std::nullopt;
    };
    if (arg == "-h" || arg == "--help") {
      std::cout << kLitmusHelp;
      return 0;
    }
    if (arg == "--model" || arg.starts_with("--model=")) {
      model = value("--model");
      if (!model)
        return usage("missing value for --model");
    } else if (arg == "--report" || arg.starts_with("--report=")) {
      std::optional<std::string> r = value("--report");
      if (!r)
        return usage("missing value for --report");
      if (*r != "text" && *r != "json" && *r != "sarif")
        return usage("invalid value '" + *r + "' for --report (expected text, json or sarif)");
      report = *r;
    } else if (arg.starts_with("-") && arg != "-") {
      return usage("unknown option '" + std::string(arg) + "'");
    } else if (!file.empty()) {
      return usage("more than one input file: '" + file + "' and '" + std::string(arg) + "'");
    } else {
      file = std::string(arg);
    }
  }
  if (model && !createModel(*model))
    return usage("unknown model '" + *model + "' (expected one of: " + modelNames() + ")");
  if (file.empty())
    return usage("no input file given");
  std::error_code ec;
  if (!std::filesystem::is_regular_file(file, ec))
    return usage("no such file: '" + file + "'");
  std::ifstream in(file, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in)
    return usage("cannot read '" + file + "'");

  litmus::ParseResult parsed = litmus::parseLitmus(text.str(), file);
  if (const auto *err = std::get_if<litmus::ParseError>(&parsed)) {
    std::cerr << "wmc: " << err->str() << '\n';
    return kExitBadInput;
  }
  const litmus::LitmusTest &test = std::get<litmus::LitmusTest>(parsed);
  std::string modelName = model ? *model : std::string(litmus::defaultModel(test.arch));
  std::optional<litmus::LitmusOutcome> out = litmus::runLitmus(test, modelName);
  if (!out)
    return usage("unknown model '" + modelName + "' (expected one of: " + modelNames() + ")");
  if (out->fatal) {
    std::cerr << "wmc: " << file << ": " << *out->fatal << '\n';
    return kExitBadInput;
  }
  if (report == "sarif")
    std::cout << renderSarif(out->report);
  else if (report == "json")
    std::cout << litmus::jsonReport(test, *out);
  else
    std::cout << litmus::herdReport(test, *out);
  std::cout << std::flush;
  return out->errors.empty() ? 0 : 1;
}

} // namespace wmc::tools
