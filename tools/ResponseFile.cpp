#include "ResponseFile.h"

#include <cctype>
#include <fstream>
#include <optional>
#include <sstream>

namespace wmc::tools {

namespace {

constexpr int kMaxDepth = 16; // guards against files that include themselves

std::optional<std::string> readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

void expand(std::span<const std::string> args, int depth,
            std::vector<std::string> &out) {
  for (const std::string &arg : args) {
    std::optional<std::string> text;
    if (arg.size() > 1 && arg[0] == '@' && depth < kMaxDepth)
      text = readFile(arg.substr(1));
    if (!text) {
      out.push_back(arg);
      continue;
    }
    std::vector<std::string> inner = splitResponseFile(*text);
    expand(inner, depth + 1, out);
  }
}

} // namespace

std::vector<std::string> splitResponseFile(std::string_view text) {
  std::vector<std::string> args;
  std::string current;
  bool inArg = false;
  char quote = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\\' && i + 1 < text.size()) {
      current += text[++i];
      inArg = true;
    } else if (quote) {
      if (c == quote)
        quote = 0;
      else
        current += c;
    } else if (c == '\'' || c == '"') {
      quote = c;
      inArg = true;
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      if (inArg)
        args.push_back(std::move(current));
      current.clear();
      inArg = false;
    } else {
      current += c;
      inArg = true;
    }
  }
  if (inArg)
    args.push_back(std::move(current));
  return args;
}

std::vector<std::string>
expandResponseFiles(std::span<const std::string> args) {
  std::vector<std::string> out;
  expand(args, 0, out);
  return out;
}

} // namespace wmc::tools
