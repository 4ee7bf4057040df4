// Two threads count hits in an atomic counter, but with a load and a store
// instead of fetch_add: an update can be lost, and the final assertion fails
// in the execution where both threads read 0.
#include <atomic>
#include <cassert>
#include <thread>

std::atomic<int> hits{0};

void hit() { hits.store(hits.load() + 1); } // should be hits.fetch_add(1)

int main() {
  std::thread a(hit), b(hit);
  a.join();
  b.join();
  assert(hits.load() == 2);
  return 0;
}
