#include "Spawn.h"

#include <cctype>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

namespace wmc::tools {

namespace {

std::vector<char *> cArgv(const std::vector<std::string> &argv) {
  std::vector<char *> out;
  out.reserve(argv.size() + 1);
  for (const std::string &arg : argv)
    out.push_back(const_cast<char *>(arg.c_str()));
  out.push_back(nullptr);
  return out;
}

// Ignores SIGINT and SIGQUIT for its lifetime; remembers which of them the
// child should get back at their default action.
class IgnoreInterrupts {
public:
  IgnoreInterrupts() {
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigemptyset(&restoreInChild_);
    for (std::size_t i = 0; i < 2; ++i) {
      sigaction(kSignals[i], &ignore, &saved_[i]);
      if (saved_[i].sa_handler != SIG_IGN)
        sigaddset(&restoreInChild_, kSignals[i]);
    }
  }
  ~IgnoreInterrupts() {
    for (std::size_t i = 0; i < 2; ++i)
      sigaction(kSignals[i], &saved_[i], nullptr);
  }
  IgnoreInterrupts(const IgnoreInterrupts &) = delete;
  IgnoreInterrupts &operator=(const IgnoreInterrupts &) = delete;

  const sigset_t &restoreInChild() const { return restoreInChild_; }

private:
  static constexpr int kSignals[2] = {SIGINT, SIGQUIT};
  struct sigaction saved_[2];
  sigset_t restoreInChild_;
};

bool needsQuoting(const std::string &arg) {
  if (arg.empty())
    return true;
  for (char c : arg)
    if (!(std::isalnum(static_cast<unsigned char>(c)) ||
          std::strchr("+-_./=:,@%", c)))
      return true;
  return false;
}

} // namespace

Result<ExitStatus> runProcess(const std::vector<std::string> &argv) {
  if (argv.empty())
    return Error{"internal error: empty command"};
  IgnoreInterrupts guard;

  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setsigdefault(&attr, &guard.restoreInChild());
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGDEF);
  std::vector<char *> args = cArgv(argv);
  pid_t pid = 0;
  int rc = posix_spawn(&pid, args[0], nullptr, &attr, args.data(), environ);
  posix_spawnattr_destroy(&attr);
  if (rc != 0)
    return Error{"cannot run '" + argv[0] + "': " + std::strerror(rc)};

  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR)
      return Error{"waiting for '" + argv[0] +
                   "' failed: " + std::strerror(errno)};
  }
  if (WIFSIGNALED(status))
    return ExitStatus{true, WTERMSIG(status)};
  return ExitStatus{false, WEXITSTATUS(status)};
}

Error execProgram(const std::vector<std::string> &argv) {
  if (argv.empty())
    return Error{"internal error: empty command"};
  std::vector<char *> args = cArgv(argv);
  ::execv(args[0], args.data());
  return Error{"cannot run '" + argv[0] + "': " + std::strerror(errno)};
}

std::string formatCommand(const std::vector<std::string> &argv) {
  std::string line;
  for (const std::string &arg : argv) {
    if (!line.empty())
      line += ' ';
    if (!needsQuoting(arg)) {
      line += arg;
      continue;
    }
    line += '\'';
    for (char c : arg) {
      if (c == '\'')
        line += "'\\''";
      else
        line += c;
    }
    line += '\'';
  }
  return line;
}

} // namespace wmc::tools
