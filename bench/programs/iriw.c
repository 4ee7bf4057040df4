/* IRIW: two writers, two readers reading in opposite orders: 15 executions. */
#include <pthread.h>
int x, y, r1, r2, r3, r4;
static void *w1(void *a) { x = 1; return 0; }
static void *w2(void *a) { y = 1; return 0; }
static void *rd1(void *a) { r1 = x; r2 = y; return 0; }
static void *rd2(void *a) { r3 = y; r4 = x; return 0; }
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, w1, 0);
  pthread_create(&t[1], 0, w2, 0);
  pthread_create(&t[2], 0, rd1, 0);
  pthread_create(&t[3], 0, rd2, 0);
  for (int i = 0; i < 4; i++)
    pthread_join(t[i], 0);
  return 0;
}
