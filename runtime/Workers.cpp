// --wmc-jobs=N: parallel exploration by N forked worker processes (the test
// runs natively with its own globals and heap, so workers are processes).
// The parent explores the first runs alone (--wmc-jobs-warmup), so that
// small trees and the restarts of the first runs stay in one process, then
// forks the workers. Worker 0 goes on from the parent's exploration; the
// others start idle. A busy worker whose board shows an idle worker gives
// its shallowest pending item away by its path (Explorer::donate); an idle
// worker takes it, replays the runs along the path (not counted) and
// explores its subtree, giving work away in turn. Workers write JSON
// reports to pipes; the parent merges them (checker/report/ReadReport) into
// the report of one process.
#include "runtime/Session.h"

#include "report/ReadReport.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <functional>
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
  rusage usage{};
};

void stopAll(std::vector<Worker> &workers) {
  for (Worker &w : workers)
    if (!w.reaped && w.pid > 0)
      kill(w.pid, SIGKILL);
  for (Worker &w : workers) {
    if (!w.reaped && w.pid > 0)
      wait4(w.pid, &w.status, 0, &w.usage);
    w.reaped = true;
    if (w.out >= 0)
      close(w.out);
    w.out = -1;
  }
}

bool endedNormally(int status) {
  return WIFEXITED(status) &&
         (WEXITSTATUS(status) == 0 || WEXITSTATUS(status) == 1 || WEXITSTATUS(status) == 3);
}

/// Reads every worker's report to its end, calling `tick` now and then; a
/// worker that ends badly stops the others at once. Returns the index of
/// that worker, or -1.
int collect(std::vector<Worker> &workers, int tickMs, const std::function<void()> &tick) {
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
    int ready = poll(fds.data(), fds.size(), tickMs);
    if (tickMs >= 0)
      tick();
    if (ready <= 0)
      continue; // a tick, or EINTR (the watchdog alarm)
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
      wait4(w.pid, &w.status, 0, &w.usage);
      w.reaped = true;
      if (!endedNormally(w.status)) {
        stopAll(workers);
        return static_cast<int>(who[k]);
      }
    }
  }
}

double cpuSeconds(const rusage &u) {
  return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
         static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

} // namespace

void Session::becomeWorker(uint32_t index, int reportFd) {
  isWorker_ = true;
  workerIndex_ = index;
  reportFd_ = reportFd;
  opts_.report = "json";
  progressMode_ = ProgressMode::Off;
  testStdout_ = dup(1);
  installSignalHandlers(); // the watchdog's alarm is not inherited
}

void Session::showTestOutput(bool show) {
  if (show == outputShown_)
    return;
  std::fflush(stdout);
  if (show) {
    dup2(testStdout_, 1);
  } else if (int devnull = open("/dev/null", O_WRONLY); devnull >= 0) {
    dup2(devnull, 1);
    close(devnull);
  }
  outputShown_ = show;
}

void Session::afterWorkerRun() {
  const ExplorationStats &st = explorer_->stats();
  JobBoard::WorkerCounts &c = board_->counts(workerIndex_);
  c.executions.store(st.executionsAndStops(), std::memory_order_relaxed);
  c.complete.store(st.complete, std::memory_order_relaxed);
  c.blocked.store(st.blocked, std::memory_order_relaxed);
  if (!explorer_->runCounted())
    c.replayed.store(c.replayed.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
  // Each run's output in one piece (runs of several workers interleave).
  std::fflush(stdout);
  if (!opts_.keepGoing && explorer_->stoppedEarly()) {
    board_->requestStop();
    return;
  }
  if (board_->wanted())
    explorer_->donate([&](const Explorer::SubtreePath &path, uint32_t check) {
      if (!board_->publish(path, check))
        return false;
      c.given.store(c.given.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
      return true;
    });
}

int Session::workerMain() {
  JobBoard::WorkerCounts &c = board_->counts(workerIndex_);
  pauseAt_ = 0;
  paused_ = false;
  // Worker 0 goes on from the parent's exploration (and its counts); the
  // others wait for subtrees.
  bool working = workerIndex_ == 0;
  if (!working)
    explorer_->dropResults();
  std::vector<uint32_t> path;
  uint32_t check = 0;
  for (;;) {
    if (working) {
      explore();
      if (restart_ != Restart::None || explorer_->counterViolation()) {
        std::fflush(stdout);
        return kWorkerDiverged;
      }
    }
    if (explorer_->reachedWrongSubtree()) { // the parent explores alone instead
      std::fflush(stdout);
      return kWorkerDiverged;
    }
    if (explorer_->fatal() || explorer_->stoppedEarly())
      break;
    if (!board_->take(path, check)) {
      if (board_->stopRequested()) // another worker found an error
        explorer_->stopEarly();
      break;
    }
    c.subtrees.store(c.subtrees.load(std::memory_order_relaxed) + 1, std::memory_order_relaxed);
    explorer_->exploreSubtree(std::move(path), check);
    working = true;
  }
  showTestOutput(true);
  std::fflush(stdout);
  std::optional<Report> report;
  if (!explorer_->fatal())
    report = localReport();
  return finish(report, std::nullopt);
}

std::optional<Report> Session::runWorkers(int &status) {
  uint32_t count = opts_.jobs;
  status = 2;
  board_ = JobBoard::create(count);
  if (!board_) {
    std::fprintf(stderr, "wmc: --wmc-jobs: cannot map memory shared by the workers (%s)\n",
                 std::strerror(errno));
    return std::nullopt;
  }
  std::fflush(nullptr);
  std::vector<Worker> workers(count);
  for (uint32_t i = 0; i < count; ++i) {
    int p[2];
    if (pipe(p) != 0) {
      stopAll(workers);
      std::fprintf(stderr, "wmc: --wmc-jobs: pipe failed (%s)\n", std::strerror(errno));
      return std::nullopt;
    }
    pid_t pid = fork();
    if (pid == 0) {
      close(p[0]);
      for (uint32_t j = 0; j < i; ++j)
        close(workers[j].out);
      becomeWorker(i, p[1]);
      std::_Exit(workerMain()); // the test's exit handlers are the parent's to run
    }
    close(p[1]);
    if (pid < 0) {
      close(p[0]);
      stopAll(workers);
      std::fprintf(stderr, "wmc: --wmc-jobs: fork failed (%s)\n", std::strerror(errno));
      return std::nullopt;
    }
    workers[i].pid = pid;
    workers[i].out = p[0];
  }
  int tickMs = progressMode_ == ProgressMode::Off ? -1 : 200;
  int bad = collect(workers, tickMs, [this] { printProgress(false); });
  if (opts_.jobsStats) {
    rusage self{};
    getrusage(RUSAGE_SELF, &self);
    std::fprintf(stderr, "wmc: parent: %llu runs before the workers started, cpu %.2f s\n",
                 static_cast<unsigned long long>(explorer_->stats().runs), cpuSeconds(self));
    for (uint32_t i = 0; i < count; ++i) {
      const JobBoard::WorkerCounts &c = board_->counts(i);
      std::fprintf(stderr,
                   "wmc: worker %u: %llu executions, %llu subtrees taken (%llu runs on the way), "
                   "%llu given away, cpu %.2f s\n",
                   i, static_cast<unsigned long long>(c.executions.load()),
                   static_cast<unsigned long long>(c.subtrees.load()),
                   static_cast<unsigned long long>(c.replayed.load()),
                   static_cast<unsigned long long>(c.given.load()), cpuSeconds(workers[i].usage));
    }
  }
  if (bad >= 0) {
    int st = workers[static_cast<size_t>(bad)].status;
    if (WIFEXITED(st) && WEXITSTATUS(st) == kWorkerDiverged) {
      status = kWorkerDiverged;
      return std::nullopt;
    }
    if (WIFSIGNALED(st))
      std::fprintf(stderr,
                   "wmc: worker %d of %u crashed (signal %d); its part of the search "
                   "was lost\n",
                   bad, count, WTERMSIG(st));
    else if (WIFEXITED(st) && WEXITSTATUS(st) != 2) // status 2: the worker said why
      std::fprintf(stderr, "wmc: worker %d of %u failed (exit status %d)\n", bad, count,
                   WEXITSTATUS(st));
    return std::nullopt;
  }
  std::vector<Report> reports;
  for (uint32_t i = 0; i < count; ++i) {
    std::string error;
    std::optional<Report> r = parseJsonReport(workers[i].report, error);
    if (!r) {
      std::fprintf(stderr, "wmc: worker %u of %u wrote no report (%s)\n", i, count, error.c_str());
      return std::nullopt;
    }
    reports.push_back(std::move(*r));
  }
  std::string error;
  std::optional<Report> merged = mergeReports(reports, error);
  if (!merged)
    std::fprintf(stderr, "wmc: cannot merge the workers' reports: %s\n", error.c_str());
  return merged;
}

} // namespace wmc::rt
