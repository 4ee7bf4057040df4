// Running other programs without a shell.
#ifndef WMC_TOOLS_SPAWN_H
#define WMC_TOOLS_SPAWN_H

#include "Result.h"

#include <string>
#include <vector>

namespace wmc::tools {

struct ExitStatus {
  bool signaled = false; // true: killed by signal `code`
  int code = 0;          // exit status, or signal number when signaled
};

// Runs argv[0] (a path, not searched in PATH) with the given arguments,
// inheriting stdin/stdout/stderr, and waits for it. While it runs, SIGINT and
// SIGQUIT are ignored by the caller (as system() does) so that a ^C reaches
// only the child and the caller can clean up afterwards.
Result<ExitStatus> runProcess(const std::vector<std::string> &argv);

// Replaces the current process image with argv[0] (execv). Returns only on
// failure.
Error execProgram(const std::vector<std::string> &argv);

// The command as a shell-quoted line, for -v output.
std::string formatCommand(const std::vector<std::string> &argv);

} // namespace wmc::tools

#endif
