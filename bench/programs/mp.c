/* MP (message passing): 3 / 3 / 4 executions. */
#include <pthread.h>
int x, y, r, s;
static void *t1(void *a) { x = 1; y = 1; return 0; }
static void *t2(void *a) { r = y; s = x; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1, 0);
  pthread_create(&b, 0, t2, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
