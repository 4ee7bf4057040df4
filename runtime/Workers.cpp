// --wmc-jobs=N: parallel exploration by N forked worker processes (the test
// runs natively with its own globals and heap, so workers are processes).
// The parent forks them after start-up, before the first execution. Each
// worker explores the search tree split as for --wmc-shard=I/N, but takes
// the subtrees at the split dynamically from a shared board (the first
// worker to reach a subtree explores it, so a worker that runs dry takes the
// next pending one). Workers write JSON reports to pipes; the parent merges
// them (checker/report/ReadReport) into the report of one process.
#include "runtime/Session.h"

#include "report/ReadReport.h"

#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace wmc::rt {
namespace {

struct Worker {
  pid_t pid = -1;
  int out = -1; ///< read end of its report pipe (-1 once read to the end)
  std::string report;
  int status = 0;
  bool reaped = false;
};

void stopAll(std::vector<Worker> &workers) {
  for (Worker &w : workers)
    if (!w.reaped && w.pid > 0)
      kill(w.pid, SIGKILL);
  for (Worker &w : workers) {
    if (!w.reaped && w.pid > 0)
      waitpid(w.pid, &w.status, 0);
    w.reaped = true;
    if (w.out >= 0)
      close(w.out);
    w.out = -1;
  }
}

/// Reads every worker's report to its end; a worker that ends badly stops
/// the others at once. Returns the index of that worker, or -1.
int collect(std::vector<Worker> &workers) {
  for (;;) {
    std::vector<pollfd> fds;
    std::vector<size_t> who;
    for (size_t i = 0; i < workers.size(); ++i)
      if (workers[i].out >= 0) {
        fds.push_back({workers[i].out, POLLIN, 0});
        who.push_back(i);
      }
    if (fds.empty())
      return -1;
    if (poll(fds.data(), fds.size(), -1) < 0)
      continue; // EINTR (the watchdog alarm)
    for (size_t k = 0; k < fds.size(); ++k) {
      if (!fds[k].revents)
        continue;
      Worker &w = workers[who[k]];
      char buf[1 << 16];
      ssize_t n = read(w.out, buf, sizeof buf);
      if (n > 0) {
        w.report.append(buf, static_cast<size_t>(n));
        continue;
      }
      if (n < 0 && errno == EINTR)
        continue;
      close(w.out); // end of the report: the worker is exiting
      w.out = -1;
      waitpid(w.pid, &w.status, 0);
      w.reaped = true;
      bool normal = WIFEXITED(w.status) &&
                    (WEXITSTATUS(w.status) == 0 || WEXITSTATUS(w.status) == 1 ||
                     WEXITSTATUS(w.status) == 3);
      if (!normal) {
        stopAll(workers);
        return static_cast<int>(who[k]);
      }
    }
  }
}

} // namespace

void Session::becomeWorker(uint32_t index, uint32_t count, int out) {
  isWorker_ = true;
  opts_.shardIndex = index;
  opts_.shardCount = count;
  opts_.report = "json";
  progressMode_ = ProgressMode::Off;
  std::fflush(stdout);
  dup2(out, 1);
  close(out);
  explorer_ = newExplorer();
}

int Session::runWorkers() {
  uint32_t count = opts_.jobs;
  board_ = JobBoard::create();
  if (!board_) {
    std::fprintf(stderr, "wmc: --wmc-jobs: cannot map memory shared by the workers (%s)\n",
                 std::strerror(errno));
    return 2;
  }
  std::fflush(nullptr);
  std::vector<Worker> workers(count);
  for (uint32_t i = 0; i < count; ++i) {
    int p[2];
    if (pipe(p) != 0) {
      stopAll(workers);
      std::fprintf(stderr, "wmc: --wmc-jobs: pipe failed (%s)\n", std::strerror(errno));
      return 2;
    }
    pid_t pid = fork();
    if (pid == 0) {
      close(p[0]);
      for (uint32_t j = 0; j < i; ++j)
        close(workers[j].out);
      becomeWorker(i, count, p[1]);
      return run();
    }
    close(p[1]);
    if (pid < 0) {
      close(p[0]);
      stopAll(workers);
      std::fprintf(stderr, "wmc: --wmc-jobs: fork failed (%s)\n", std::strerror(errno));
      return 2;
    }
    workers[i].pid = pid;
    workers[i].out = p[0];
  }
  int bad = collect(workers);
  if (bad >= 0) {
    int st = workers[static_cast<size_t>(bad)].status;
    if (WIFEXITED(st) && WEXITSTATUS(st) == kWorkerDiverged) {
      // The exploration had to restart inside one worker's subtree (a finer
      // memory layout, a counter that is not one): the workers no longer
      // explore the same tree. Explore it here, in one process.
      board_.reset();
      opts_.jobs = 1;
      return run();
    }
    if (WIFSIGNALED(st))
      std::fprintf(stderr, "wmc: worker %d of %u crashed (signal %d); its part of the search "
                           "was lost\n", bad, count, WTERMSIG(st));
    else if (WIFEXITED(st) && WEXITSTATUS(st) != 2) // status 2: the worker said why
      std::fprintf(stderr, "wmc: worker %d of %u failed (exit status %d)\n", bad, count,
                   WEXITSTATUS(st));
    return 2;
  }
  std::vector<Report> reports;
  for (uint32_t i = 0; i < count; ++i) {
    std::string error;
    std::optional<Report> r = parseJsonReport(workers[i].report, error);
    if (!r) {
      std::fprintf(stderr, "wmc: worker %u of %u wrote no report (%s)\n", i, count, error.c_str());
      return 2;
    }
    reports.push_back(std::move(*r));
  }
  std::string error;
  std::optional<Report> merged = mergeReports(reports, error);
  if (!merged) {
    std::fprintf(stderr, "wmc: cannot merge the workers' reports: %s\n", error.c_str());
    return 2;
  }
  std::string out = opts_.report == "json"    ? renderJson(*merged)
                    : opts_.report == "sarif" ? renderSarif(*merged)
                                              : renderText(*merged);
  std::fwrite(out.data(), 1, out.size(), stdout);
  std::fflush(stdout);
  return exitStatus(*merged, opts_.strictBounds);
}

} // namespace wmc::rt
