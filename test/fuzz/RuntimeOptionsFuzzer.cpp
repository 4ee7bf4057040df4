// Fuzzes the --wmc-* options of a test binary (runtime/Options.cpp): the
// arguments become argv (after a program name); parseOptions must keep every
// argument that is not a --wmc-* option, in order.
#include "FuzzInput.h"

#include "runtime/Options.h"

using namespace wmc::rt;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::vector<std::string> args = wmc::fuzz::splitArgs(data, size);
  args.insert(args.begin(), "test");
  std::vector<char *> argv;
  for (std::string &a : args)
    argv.push_back(a.data());
  argv.push_back(nullptr);
  int argc = static_cast<int>(args.size());
  Options options;
  if (parseOptions(argc, argv.data(), options))
    return 0;
  std::vector<std::string> kept;
  for (const std::string &a : args)
    if (!a.starts_with("--wmc-"))
      kept.push_back(a);
  wmc::fuzz::require(argc == static_cast<int>(kept.size()), "argc counts the kept arguments");
  for (int i = 0; i < argc; ++i)
    wmc::fuzz::require(kept[i] == argv[i], "the kept arguments, in order");
  wmc::fuzz::require(argv[argc] == nullptr, "argv ends with a null pointer");
  return 0;
}
