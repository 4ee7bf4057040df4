// Thread-specific data, pthread_key_* (docs/sync.md): each thread's values
// are private to it, so they are not events. The key is written into the
// program's pthread_key_t like a store of the program (other threads read
// it back), keys are numbered per execution in creation order, and a
// thread's values start at NULL in every execution. When a thread other
// than main ends (return or pthread_exit), the destructors of its non-null
// values run, as POSIX says, up to PTHREAD_DESTRUCTOR_ITERATIONS rounds.
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/Stores.h"
#include "runtime/intercept/Keys.h"

#include <cerrno>
#include <climits>
#include <map>
#include <utility>
#include <vector>

using namespace wmc;
using namespace wmc::rt;

namespace {

struct Key {
  void (*destructor)(void *) = nullptr;
  bool live = false;
};

// Per execution: the keys created so far (index = key), and each thread's
// non-null values.
std::vector<Key> keys;
std::map<std::pair<ThreadId, pthread_key_t>, void *> values;

bool valid(pthread_key_t k) { return k < keys.size() && keys[k].live; }

} // namespace

namespace wmc::rt {

void resetThreadKeys() {
  keys.clear();
  values.clear();
}

void runKeyDestructors(ThreadId t) {
  if (t == 0) // main's end is the program's exit: no destructors
    return;
  for (int round = 0; round < PTHREAD_DESTRUCTOR_ITERATIONS; ++round) {
    bool ran = false;
    for (pthread_key_t k = 0; k < keys.size(); ++k) {
      auto it = values.find({t, k});
      if (it == values.end() || !keys[k].live || !keys[k].destructor)
        continue;
      void *v = it->second;
      {
        RuntimeScope scope; // the runtime's own map, not the test's memory
        values.erase(it);
      }
      keys[k].destructor(v); // user code
      ran = true;
    }
    if (!ran)
      return;
  }
}

} // namespace wmc::rt

extern "C" {

int __wmc_pthread_key_create(pthread_key_t *key, void (*destructor)(void *), const wmc_site *site) {
  // Runtime bookkeeping on a test thread: its allocations and its
  // std::map's tree algorithms must not become the test's events.
  RuntimeScope scope;
  if (keys.size() >= PTHREAD_KEYS_MAX)
    return EAGAIN;
  auto k = static_cast<pthread_key_t>(keys.size());
  keys.push_back(Key{destructor, true});
  storeValue(key, k, sizeof(pthread_key_t), site);
  return 0;
}

int __wmc_pthread_key_delete(pthread_key_t key, const wmc_site *) {
  RuntimeScope scope;
  if (!valid(key))
    return EINVAL;
  keys[key].live = false;
  for (auto it = values.begin(); it != values.end();)
    it = it->first.second == key ? values.erase(it) : std::next(it);
  return 0;
}

int __wmc_pthread_setspecific(pthread_key_t key, const void *value, const wmc_site *) {
  RuntimeScope scope;
  if (!valid(key))
    return EINVAL;
  ThreadId t = Session::get().current();
  if (value)
    values[{t, key}] = const_cast<void *>(value);
  else
    values.erase({t, key});
  return 0;
}

void *__wmc_pthread_getspecific(pthread_key_t key, const wmc_site *) {
  RuntimeScope scope;
  if (!valid(key))
    return nullptr;
  auto it = values.find({Session::get().current(), key});
  return it == values.end() ? nullptr : it->second;
}

} // extern "C"
