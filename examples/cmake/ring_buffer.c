/* A one-slot buffer between a producer and a consumer, guarded by a mutex
 * with two condition variables. The consumer must receive 1 then 2. */
#include <assert.h>
#include <pthread.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t not_empty = PTHREAD_COND_INITIALIZER;
static pthread_cond_t not_full = PTHREAD_COND_INITIALIZER;
static int slot, full;

static void put(int v) {
  pthread_mutex_lock(&lock);
  while (full)
    pthread_cond_wait(&not_full, &lock);
  slot = v;
  full = 1;
  pthread_cond_signal(&not_empty);
  pthread_mutex_unlock(&lock);
}

static int take(void) {
  pthread_mutex_lock(&lock);
  while (!full)
    pthread_cond_wait(&not_empty, &lock);
  int v = slot;
  full = 0;
  pthread_cond_signal(&not_full);
  pthread_mutex_unlock(&lock);
  return v;
}

static void *producer(void *arg) {
  put(1);
  put(2);
  return arg;
}

int main(void) {
  pthread_t p;
  pthread_create(&p, 0, producer, 0);
  int a = take();
  int b = take();
  pthread_join(p, 0);
  assert(a == 1 && b == 2);
  return 0;
}
