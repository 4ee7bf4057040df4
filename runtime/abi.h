/* The C ABI between instrumented code (emitted by instrument/) and the wmc
 * runtime. Every function here is called only by code that the wmc IR pass
 * inserted or renamed; users never call them directly (see <wmc/wmc.h>).
 *
 * Conventions
 *  - Values travel as uint64_t bit patterns: integers are zero-extended,
 *    floating-point values are bitcast to the integer of the same width,
 *    pointers go through ptrtoint. `size` is the access width in bytes
 *    (1, 2, 4 or 8).
 *  - `order` packs the memory order (low 4 bits, enum wmc_order), the scope
 *    (bits 4..7, enum wmc_scope) and flags (bit 8: volatile).
 *  - `site` points to a constant wmc_site emitted by the pass, one per
 *    instrumented instruction; it may be NULL for calls that reach the runtime
 *    from uninstrumented code (e.g. pthread_create from libstdc++).
 */
#ifndef WMC_RUNTIME_ABI_H
#define WMC_RUNTIME_ABI_H

#include <pthread.h>
#include <semaphore.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

enum wmc_order {
  WMC_ORDER_PLAIN = 0, /* non-atomic access */
  WMC_ORDER_RELAXED = 1,
  WMC_ORDER_ACQUIRE = 2, /* consume is mapped to acquire */
  WMC_ORDER_RELEASE = 3,
  WMC_ORDER_ACQ_REL = 4,
  WMC_ORDER_SEQ_CST = 5,
};

enum wmc_scope {
  WMC_SCOPE_SYSTEM = 0, /* default for CPU code */
  WMC_SCOPE_DEVICE = 1,
  WMC_SCOPE_BLOCK = 2,
  WMC_SCOPE_THREAD = 3,
};

#define WMC_ORDER_MASK 0xFu
#define WMC_SCOPE_SHIFT 4u
#define WMC_SCOPE_MASK 0xF0u
#define WMC_FLAG_VOLATILE 0x100u
/* The accessed value is a float / a double (reports print it as a number). */
#define WMC_FLAG_FLOAT 0x200u
#define WMC_FLAG_DOUBLE 0x400u
/* An atomic read-modify-write whose old value the program never uses. */
#define WMC_FLAG_RESULT_UNUSED 0x800u
/* The accessed value is a pointer (reports print it in hex). */
#define WMC_FLAG_POINTER 0x1000u
/* A plain access the compile-time analysis proved to touch the calling GPU
 * thread's own slot: no event while no other thread touches those bytes. */
#define WMC_FLAG_PRIVATE 0x2000u
/* The load or the store of a compound update of a plain variable (`x++`,
 * `x += e`): explored as one atomic read-modify-write if a repair makes the
 * variable atomic, as `_Atomic` does. */
#define WMC_FLAG_UPDATE 0x4000u
/* A plain load through a kernel pointer parameter the compile-time analysis
 * proved read-only (no thread of the kernel writes it): no event while no
 * event touches those bytes. */
#define WMC_FLAG_READONLY 0x8000u

/* Read-modify-write operations (LLVM atomicrmw kinds). */
enum wmc_rmw_op {
  WMC_RMW_XCHG = 0,
  WMC_RMW_ADD = 1,
  WMC_RMW_SUB = 2,
  WMC_RMW_AND = 3,
  WMC_RMW_NAND = 4,
  WMC_RMW_OR = 5,
  WMC_RMW_XOR = 6,
  WMC_RMW_MAX = 7,  /* signed */
  WMC_RMW_MIN = 8,  /* signed */
  WMC_RMW_UMAX = 9,
  WMC_RMW_UMIN = 10,
  WMC_RMW_FADD = 11,
  WMC_RMW_FSUB = 12,
  WMC_RMW_FMAX = 13,
  WMC_RMW_FMIN = 14,
  WMC_RMW_UINC_WRAP = 15, /* old >= operand ? 0 : old + 1 */
  WMC_RMW_UDEC_WRAP = 16, /* (old == 0 || old > operand) ? operand : old - 1 */
};

/* The struct field an access addresses, from the debug info of the struct
 * type its pointer selects a field of: `path` is ".next" or ".hdr.len";
 * `offset` is the field's byte offset in the outermost struct of the path
 * and `size` that struct's size, so a report can tell `buf[3].next` from
 * the bytes of some other object. */
typedef struct wmc_field {
  const char *path;
  uint32_t offset;
  uint32_t size;
} wmc_field;

/* The source ranges a repair edits at one site, from the plugin's site
 * table (analysis/SiteTable.h, docs/repair.md): byte offsets into the site's
 * file, `end` exclusive; an empty range (begin == end) is an insertion
 * point, and WMC_NO_OFFSET in `begin` means there is none. */
#define WMC_NO_OFFSET 0xffffffffu

typedef struct wmc_range {
  uint32_t begin;
  uint32_t end;
} wmc_range;

enum wmc_site_flag {
  /* Several different operations share the position (a macro's): no edit. */
  WMC_SITE_AMBIGUOUS = 1,
  /* The statement is an unbraced if/else/loop body: an inserted statement
   * goes inside braces around it, as it runs where the operation runs. */
  WMC_SITE_BRACES = 2,
  /* A plain access that is `++`, `--` or a compound assignment of `variable`. */
  WMC_SITE_COMPOUND_UPDATE = 4,
  /* `order` is where an order argument would be added (it is defaulted). */
  WMC_SITE_ORDER_MISSING = 8,
};

/* How the scope of `scope` is written. */
enum wmc_scope_spelling {
  WMC_SCOPE_SPELLING_NONE = 0,
  WMC_SCOPE_SPELLING_NAME = 1,     /* atomicAdd_block, __threadfence_block */
  WMC_SCOPE_SPELLING_ARGUMENT = 2, /* memory_scope_work_group, cuda::thread_scope_block */
  WMC_SCOPE_SPELLING_MISSING = 3,  /* OpenCL: where `, memory_scope_...` would go */
  WMC_SCOPE_SPELLING_TEMPLATE = 4, /* the object's type: cuda::atomic_ref<T, S> */
};

/* Why no statement can be inserted before (after) the operation; the order
 * of analysis::NoPlace. */
enum wmc_no_place {
  WMC_PLACE_OK = 0,
  WMC_PLACE_NO_STATEMENT = 1,
  WMC_PLACE_MACRO = 2,
  WMC_PLACE_LOOP_HEADER = 3,
  WMC_PLACE_CONDITION = 4,
  WMC_PLACE_JUMP = 5,
  WMC_PLACE_CONDITIONAL = 6,
  WMC_PLACE_NOT_FIRST = 7,
  WMC_PLACE_NOT_LAST = 8,
  WMC_PLACE_AMBIGUOUS = 9,
};

typedef struct wmc_site_ranges {
  uint32_t offset; /* the site's own position (its line and column): its key */
  uint32_t flags;  /* wmc_site_flag */
  wmc_range expr;  /* the call or expression */
  wmc_range order; /* the memory-order argument's name token */
  wmc_range scope; /* the scope, spelled as `scope_spelling` says */
  wmc_range stmt;  /* the statement that contains the operation, with its ';' */
  uint32_t before; /* where a statement can go before it (stmt.begin), or WMC_NO_OFFSET */
  uint32_t after;  /* ... after it (stmt.end), or WMC_NO_OFFSET */
  uint32_t no_before, no_after; /* wmc_no_place: why not */
  uint32_t scope_spelling;      /* wmc_scope_spelling */
  /* The global variable a plain access names itself (x, arr[i], x = ...),
   * or NULL; `decl` is the type words of its definition (what making it
   * atomic replaces). */
  const char *variable;
  wmc_range decl;
} wmc_site_ranges;

/* Source position of one instrumented instruction. Emitted as a constant by
 * the pass; `text` is a short description such as "load x" or "store" and may
 * be NULL; `field` is NULL unless the access selects a named struct field. */
typedef struct wmc_site {
  const char *file;
  uint32_t line;
  uint32_t col;
  const char *function;
  const char *text;
  const wmc_field *field;
  /* The compilation directory when `file` is relative (else NULL): a
   * repair reads and edits the file (docs/repair.md). */
  const char *dir;
  /* The ranges of the plugin's site table at (file, line, col), or NULL
   * (compiled without the plugin, or no table entry). */
  const wmc_site_ranges *ranges;
} wmc_site;

/* One loop that contains instrumented operations. `spin` is 1 when the pass
 * proved that an iteration has no effect besides the shared reads it makes
 * (no stores, no loop-carried values): such an iteration that completes
 * without a write is an await and blocks the thread. */
typedef struct wmc_loop {
  wmc_site site;
  uint32_t spin;
  /* 1 when the pass proved the loop's trip count is fixed on entry (a
   * counted loop: its exit does not wait for other threads), so the
   * --wmc-unroll bound does not apply to it. */
  uint32_t finite;
} wmc_loop;

/* One global variable defined by an instrumented module; registered by a
 * module constructor so the runtime can restore it between executions and
 * name it in reports. `elem_size` is the element size for arrays (else the
 * variable size). */
typedef struct wmc_global {
  void *addr;
  uint64_t size;
  const char *name;
  uint64_t elem_size;
} wmc_global;

/* Memory accesses. */
uint64_t __wmc_load(const void *addr, uint32_t size, uint32_t order, const wmc_site *site);
void __wmc_store(void *addr, uint64_t value, uint32_t size, uint32_t order, const wmc_site *site);
uint64_t __wmc_rmw(void *addr, uint64_t operand, uint32_t size, uint32_t op, uint32_t order,
                   const wmc_site *site);
/* Returns the old value; the exchange happened iff old == expected. */
uint64_t __wmc_cmpxchg(void *addr, uint64_t expected, uint64_t desired, uint32_t size,
                       uint32_t success_order, uint32_t failure_order, uint32_t weak,
                       const wmc_site *site);
void __wmc_fence(uint32_t order, const wmc_site *site);
void __wmc_memcpy(void *dst, const void *src, uint64_t n, const wmc_site *site);
void __wmc_memmove(void *dst, const void *src, uint64_t n, const wmc_site *site);
void __wmc_memset(void *dst, uint32_t byte, uint64_t n, const wmc_site *site);

/* Loops: `enter` on the edge into the loop header from outside the loop,
 * `latch` on every back edge. */
void __wmc_loop_enter(const wmc_loop *loop);
void __wmc_loop_latch(const wmc_loop *loop);

/* Around a call into code not compiled with the plugin that receives the
 * address of a local variable: `begin` remembers the variable's bytes, `end`
 * turns every change the callee made into a store event of the calling
 * thread (e.g. libstdc++ releasing a unique_ptr inside std::thread). */
void __wmc_external_begin(const void *addr, uint64_t size);
void __wmc_external_end(const void *addr, uint64_t size, const wmc_site *site);
/* After a library constructor (ObjectWriters with Constructs): every byte
 * of [addr, addr+size) is stored as it is now. */
void __wmc_external_wrote(void *addr, uint64_t size, const wmc_site *site);

/* Module registration (called from a module constructor). */
void __wmc_register_globals(const wmc_global *table, uint64_t count);

/* Calls the pass rewrites: the original arguments, then the site. */
int __wmc_pthread_create(pthread_t *thread, const pthread_attr_t *attr, void *(*fn)(void *),
                         void *arg, const wmc_site *site);
int __wmc_pthread_join(pthread_t thread, void **ret, const wmc_site *site);
void __wmc_pthread_exit(void *ret, const wmc_site *site) __attribute__((noreturn));
pthread_t __wmc_pthread_self(const wmc_site *site);
int __wmc_pthread_detach(pthread_t thread, const wmc_site *site);
int __wmc_pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *attr,
                             const wmc_site *site);
int __wmc_pthread_mutex_lock(pthread_mutex_t *m, const wmc_site *site);
int __wmc_pthread_mutex_trylock(pthread_mutex_t *m, const wmc_site *site);
int __wmc_pthread_mutex_unlock(pthread_mutex_t *m, const wmc_site *site);
int __wmc_pthread_mutex_destroy(pthread_mutex_t *m, const wmc_site *site);
/* Condition variables, semaphores, barriers, rwlocks, spin locks, once
 * (intercept/sync.cpp) and C11 <threads.h> (intercept/c11threads.cpp). */
int __wmc_pthread_cond_init(pthread_cond_t *c, const pthread_condattr_t *attr,
                            const wmc_site *site);
int __wmc_pthread_cond_destroy(pthread_cond_t *c, const wmc_site *site);
int __wmc_pthread_cond_wait(pthread_cond_t *c, pthread_mutex_t *m, const wmc_site *site);
int __wmc_pthread_cond_timedwait(pthread_cond_t *c, pthread_mutex_t *m, const struct timespec *ts,
                                 const wmc_site *site);
int __wmc_pthread_cond_clockwait(pthread_cond_t *c, pthread_mutex_t *m, clockid_t clock,
                                 const struct timespec *ts, const wmc_site *site);
int __wmc_pthread_cond_signal(pthread_cond_t *c, const wmc_site *site);
int __wmc_pthread_cond_broadcast(pthread_cond_t *c, const wmc_site *site);
int __wmc_pthread_barrier_init(pthread_barrier_t *b, const pthread_barrierattr_t *attr,
                               unsigned count, const wmc_site *site);
int __wmc_pthread_barrier_destroy(pthread_barrier_t *b, const wmc_site *site);
int __wmc_pthread_barrier_wait(pthread_barrier_t *b, const wmc_site *site);
int __wmc_pthread_rwlock_init(pthread_rwlock_t *l, const pthread_rwlockattr_t *attr,
                              const wmc_site *site);
int __wmc_pthread_rwlock_destroy(pthread_rwlock_t *l, const wmc_site *site);
int __wmc_pthread_rwlock_rdlock(pthread_rwlock_t *l, const wmc_site *site);
int __wmc_pthread_rwlock_wrlock(pthread_rwlock_t *l, const wmc_site *site);
int __wmc_pthread_rwlock_tryrdlock(pthread_rwlock_t *l, const wmc_site *site);
int __wmc_pthread_rwlock_trywrlock(pthread_rwlock_t *l, const wmc_site *site);
int __wmc_pthread_rwlock_unlock(pthread_rwlock_t *l, const wmc_site *site);
int __wmc_pthread_spin_init(pthread_spinlock_t *l, int pshared, const wmc_site *site);
int __wmc_pthread_spin_destroy(pthread_spinlock_t *l, const wmc_site *site);
int __wmc_pthread_spin_lock(pthread_spinlock_t *l, const wmc_site *site);
int __wmc_pthread_spin_trylock(pthread_spinlock_t *l, const wmc_site *site);
int __wmc_pthread_spin_unlock(pthread_spinlock_t *l, const wmc_site *site);
int __wmc_pthread_once(pthread_once_t *once, void (*routine)(void), const wmc_site *site);
int __wmc_sem_init(sem_t *sem, int pshared, unsigned value, const wmc_site *site);
int __wmc_sem_destroy(sem_t *sem, const wmc_site *site);
int __wmc_sem_wait(sem_t *sem, const wmc_site *site);
int __wmc_sem_trywait(sem_t *sem, const wmc_site *site);
int __wmc_sem_post(sem_t *sem, const wmc_site *site);
void *__wmc_malloc(size_t n, const wmc_site *site);
void *__wmc_calloc(size_t count, size_t n, const wmc_site *site);
void *__wmc_realloc(void *p, size_t n, const wmc_site *site);
void *__wmc_aligned_alloc(size_t align, size_t n, const wmc_site *site);
int __wmc_posix_memalign(void **out, size_t align, size_t n, const wmc_site *site);
void __wmc_free(void *p, const wmc_site *site);
void __wmc_assert_fail(const char *expr, const char *file, unsigned line, const char *function,
                       const wmc_site *site) __attribute__((noreturn));
void __wmc_abort(const wmc_site *site) __attribute__((noreturn));
void __wmc_exit(int status, const wmc_site *site) __attribute__((noreturn));
/* Called by main just before it returns `status` (the pass inserts it at
 * every return of main): a non-zero status is an exit-status error. */
void __wmc_main_return(int status, const wmc_site *site);
/* <string.h>, the string conversions of <stdlib.h> and sprintf/snprintf on
 * the test's memory (runtime/intercept/strings.cpp, sprintf.cpp): the same
 * arguments as the library function, then the site; the variadic ones take
 * the site first. */
size_t __wmc_strlen(const char *s, const wmc_site *site);
size_t __wmc_strnlen(const char *s, size_t n, const wmc_site *site);
int __wmc_strcmp(const char *a, const char *b, const wmc_site *site);
int __wmc_strncmp(const char *a, const char *b, size_t n, const wmc_site *site);
int __wmc_strcasecmp(const char *a, const char *b, const wmc_site *site);
int __wmc_strncasecmp(const char *a, const char *b, size_t n, const wmc_site *site);
int __wmc_memcmp(const void *a, const void *b, size_t n, const wmc_site *site);
void *__wmc_memchr(const void *s, int c, size_t n, const wmc_site *site);
void *__wmc_memrchr(const void *s, int c, size_t n, const wmc_site *site);
char *__wmc_strchr(const char *s, int c, const wmc_site *site);
char *__wmc_strrchr(const char *s, int c, const wmc_site *site);
char *__wmc_strstr(const char *h, const char *needle, const wmc_site *site);
size_t __wmc_strspn(const char *s, const char *accept, const wmc_site *site);
size_t __wmc_strcspn(const char *s, const char *reject, const wmc_site *site);
char *__wmc_strpbrk(const char *s, const char *accept, const wmc_site *site);
char *__wmc_strcpy(char *d, const char *s, const wmc_site *site);
char *__wmc_stpcpy(char *d, const char *s, const wmc_site *site);
char *__wmc_strncpy(char *d, const char *s, size_t n, const wmc_site *site);
char *__wmc_stpncpy(char *d, const char *s, size_t n, const wmc_site *site);
char *__wmc_strcat(char *d, const char *s, const wmc_site *site);
char *__wmc_strncat(char *d, const char *s, size_t n, const wmc_site *site);
void *__wmc_lib_memcpy(void *d, const void *s, size_t n, const wmc_site *site);
void *__wmc_lib_memmove(void *d, const void *s, size_t n, const wmc_site *site);
void *__wmc_lib_memset(void *d, int c, size_t n, const wmc_site *site);
void *__wmc_mempcpy(void *d, const void *s, size_t n, const wmc_site *site);
void __wmc_bzero(void *d, size_t n, const wmc_site *site);
char *__wmc_strdup(const char *s, const wmc_site *site);
char *__wmc_strndup(const char *s, size_t n, const wmc_site *site);
void *__wmc_memcpy_chk(void *d, const void *s, size_t n, size_t size, const wmc_site *site);
void *__wmc_memmove_chk(void *d, const void *s, size_t n, size_t size, const wmc_site *site);
void *__wmc_mempcpy_chk(void *d, const void *s, size_t n, size_t size, const wmc_site *site);
void *__wmc_memset_chk(void *d, int c, size_t n, size_t size, const wmc_site *site);
char *__wmc_strcpy_chk(char *d, const char *s, size_t size, const wmc_site *site);
char *__wmc_stpcpy_chk(char *d, const char *s, size_t size, const wmc_site *site);
char *__wmc_strncpy_chk(char *d, const char *s, size_t n, size_t size, const wmc_site *site);
char *__wmc_stpncpy_chk(char *d, const char *s, size_t n, size_t size, const wmc_site *site);
char *__wmc_strcat_chk(char *d, const char *s, size_t size, const wmc_site *site);
char *__wmc_strncat_chk(char *d, const char *s, size_t n, size_t size, const wmc_site *site);
int __wmc_atoi(const char *s, const wmc_site *site);
long __wmc_atol(const char *s, const wmc_site *site);
long long __wmc_atoll(const char *s, const wmc_site *site);
double __wmc_atof(const char *s, const wmc_site *site);
long __wmc_strtol(const char *s, char **end, int base, const wmc_site *site);
unsigned long __wmc_strtoul(const char *s, char **end, int base, const wmc_site *site);
long long __wmc_strtoll(const char *s, char **end, int base, const wmc_site *site);
unsigned long long __wmc_strtoull(const char *s, char **end, int base, const wmc_site *site);
double __wmc_strtod(const char *s, char **end, const wmc_site *site);
float __wmc_strtof(const char *s, char **end, const wmc_site *site);
long double __wmc_strtold(const char *s, char **end, const wmc_site *site);
int __wmc_sprintf(const wmc_site *site, char *d, const char *fmt, ...);
int __wmc_snprintf(const wmc_site *site, char *d, size_t n, const char *fmt, ...);
int __wmc_sprintf_chk(const wmc_site *site, char *d, int flag, size_t size, const char *fmt, ...);
int __wmc_snprintf_chk(const wmc_site *site, char *d, size_t n, int flag, size_t size,
                       const char *fmt, ...);
int __wmc_vsprintf(char *d, const char *fmt, va_list ap, const wmc_site *site);
int __wmc_vsnprintf(char *d, size_t n, const char *fmt, va_list ap, const wmc_site *site);
int __wmc_vsprintf_chk(char *d, int flag, size_t size, const char *fmt, va_list ap,
                       const wmc_site *site);
int __wmc_vsnprintf_chk(char *d, size_t n, int flag, size_t size, const char *fmt, va_list ap,
                        const wmc_site *site);
/* wmc_assume / wmc_assert from <wmc/wmc.h>; `cond` is the evaluated condition. */
void __wmc_assume(int cond, const wmc_site *site);
void __wmc_assert(int cond, const char *expr, const wmc_site *site);
/* SV-COMP: __VERIFIER_assert(cond), __VERIFIER_error() / reach_error() (an
 * assertion failure), __VERIFIER_atomic_begin/end (a block no other atomic
 * block interleaves with: a lock of one runtime mutex). */
void __wmc_verifier_assert(int cond, const wmc_site *site);
void __wmc_verifier_error(const wmc_site *site) __attribute__((noreturn));
void __wmc_verifier_atomic_begin(const wmc_site *site);
void __wmc_verifier_atomic_end(const wmc_site *site);
/* Thread-specific data (intercept/keys.cpp). */
int __wmc_pthread_key_create(pthread_key_t *key, void (*destructor)(void *),
                             const wmc_site *site);
int __wmc_pthread_key_delete(pthread_key_t key, const wmc_site *site);
int __wmc_pthread_setspecific(pthread_key_t key, const void *value, const wmc_site *site);
void *__wmc_pthread_getspecific(pthread_key_t key, const wmc_site *site);
/* The calling test thread's copy of the thread_local variable `var` (`size`
 * bytes, aligned to `align`; `name` for reports): the pass rewrites every
 * llvm.threadlocal.address(var) into a call to this. */
void *__wmc_thread_local(void *var, uint64_t size, uint64_t align, const char *name);
/* syscall(SYS_futex, addr, op, val, ...) from libstdc++'s atomic waits:
 * FUTEX_WAIT reads *addr and blocks the thread until it differs from val
 * (-1 with errno EAGAIN if it already does), FUTEX_WAKE does nothing. */
long __wmc_futex(int *addr, int op, int val, const wmc_site *site);
/* std::__atomic_futex_unsigned_base::_M_futex_wait_until(_steady)(this,
 * addr, val, has_timeout, seconds, nanoseconds) and _M_futex_notify_all
 * (addr): std::future/promise's waits, as futex waits (futex.cpp). */
bool __wmc_futex_wait_until(void *self, unsigned *addr, unsigned val, bool has_timeout,
                            long seconds, long nanoseconds, const wmc_site *site);
void __wmc_futex_notify_all(unsigned *addr, const wmc_site *site);
/* __cxa_thread_atexit: a C++ thread_local object's destructor, run when the
 * calling thread (not main) ends. */
int __wmc_cxa_thread_atexit(void (*dtor)(void *), void *object, void *dso,
                            const wmc_site *site);
/* SV-COMP's __VERIFIER_nondet_NAME(): a choice among the values of the
 * --wmc-nondet-domain that fit the type (bool: 0 and 1). */
int __wmc_nondet_bool(const wmc_site *site);
int __wmc_nondet__Bool(const wmc_site *site);
char __wmc_nondet_char(const wmc_site *site);
unsigned char __wmc_nondet_uchar(const wmc_site *site);
short __wmc_nondet_short(const wmc_site *site);
unsigned short __wmc_nondet_ushort(const wmc_site *site);
int __wmc_nondet_int(const wmc_site *site);
unsigned __wmc_nondet_uint(const wmc_site *site);
long __wmc_nondet_long(const wmc_site *site);
unsigned long __wmc_nondet_ulong(const wmc_site *site);
long long __wmc_nondet_longlong(const wmc_site *site);
unsigned long long __wmc_nondet_ulonglong(const wmc_site *site);
float __wmc_nondet_float(const wmc_site *site);
double __wmc_nondet_double(const wmc_site *site);
unsigned long __wmc_nondet_size_t(const wmc_site *site);
unsigned __wmc_nondet_unsigned(const wmc_site *site);
uint32_t __wmc_nondet_u32(const wmc_site *site);
long __wmc_nondet_loff_t(const wmc_site *site);
unsigned long __wmc_nondet_sector(const wmc_site *site);
unsigned long __wmc_nondet_pthread_t(const wmc_site *site);
__int128 __wmc_nondet_int128(const wmc_site *site);
unsigned __int128 __wmc_nondet_uint128(const wmc_site *site);
/* GPUMC's annotated pthreads (docs/gpu.md, "Annotated C"): a thread places
 * itself in kernel k, work-group g (scope inclusion, group barriers) before
 * its first memory operation; __wmc_verifier_scope(s) sets the scope (enum
 * wmc_scope) of the calling thread's next atomic operation or fence. */
void __wmc_verifier_kernel_id(int k, const wmc_site *site);
void __wmc_verifier_group_id(int g, const wmc_site *site);
void __wmc_verifier_local_id(int l, const wmc_site *site);
void __wmc_verifier_global_id(int n, const wmc_site *site);
void __wmc_verifier_groupsize(int n, const wmc_site *site);
void __wmc_verifier_scope_work_group(const wmc_site *site);
void __wmc_verifier_scope_device(const wmc_site *site);
void __wmc_verifier_scope_system(const wmc_site *site);
/* A call to a function wmc knows it cannot model (e.g. pthread_cond_wait):
 * reports "unsupported call NAME" at the site and stops with status 2. */
void __wmc_unsupported(const char *name, const wmc_site *site) __attribute__((noreturn));

/* ---- GPU programs (CUDA, OpenCL C, <wmc/gpu.h>) ---------------------------
 * A launch creates grid x block GPU threads (fibers) that run fn(arg); like a
 * CUDA launch it is asynchronous: the launching thread goes on, and
 * __wmc_gpu_synchronize (cudaDeviceSynchronize, a blocking cudaMemcpy, the
 * end of main) waits for every GPU thread launched so far. The runtime copies
 * the arg_size bytes at `arg` (the kernel's arguments) and passes each GPU
 * thread a pointer to that copy; with arg_size == 0, `arg` itself is passed
 * (like pthread_create's argument). Each GPU thread has a Place (launch,
 * block) that decides scope inclusion. See docs/gpu.md. */
typedef struct wmc_dim3 {
  uint32_t x, y, z;
} wmc_dim3;
void __wmc_gpu_launch(wmc_dim3 grid, wmc_dim3 block, void (*fn)(void *), const void *arg,
                      uint64_t arg_size, const wmc_site *site);
void __wmc_gpu_synchronize(const wmc_site *site);
/* The calling GPU thread's coordinates (CUDA threadIdx, blockIdx, blockDim,
 * gridDim). Not events: no site. */
wmc_dim3 __wmc_gpu_thread_idx(void);
wmc_dim3 __wmc_gpu_block_idx(void);
wmc_dim3 __wmc_gpu_block_dim(void);
wmc_dim3 __wmc_gpu_grid_dim(void);
/* Block-wide barrier (__syncthreads, OpenCL barrier/work_group_barrier). */
void __wmc_gpu_barrier(const wmc_site *site);
/* The barrier of the calling thread's tile of `tile_size` threads (linear
 * thread order within the block). */
void __wmc_gpu_tile_barrier(uint32_t tile_size, const wmc_site *site);
/* CUDA warp collectives (docs/cuda.md, "Warps"): a warp is 32 consecutive
 * threads of a block by linear thread index; `mask` names lanes of the
 * caller's warp, its own included. The caller waits until every named lane
 * that exists in the block reached a collective with the same op and mask
 * (at any site: Volta's independent thread scheduling), then gets the
 * result below from the values they brought. A named lane that never gets
 * there is barrier divergence. WMC_WARP_SYNC (__syncwarp) orders the
 * participants' memory accesses like a barrier; the others order none. */
enum wmc_warp_op {
  WMC_WARP_SYNC = 0,        /* __syncwarp: result 0 */
  WMC_WARP_SHFL_IDX = 1,    /* value of lane `arg` of the caller's width-lane segment */
  WMC_WARP_SHFL_UP = 2,     /* value of lane - arg (own value below the segment) */
  WMC_WARP_SHFL_DOWN = 3,   /* value of lane + arg (own value past the segment) */
  WMC_WARP_SHFL_XOR = 4,    /* value of lane ^ arg (own value in a later segment) */
  WMC_WARP_BALLOT = 5,      /* lanes whose value is nonzero */
  WMC_WARP_ALL = 6,         /* 1 if every value is nonzero */
  WMC_WARP_ANY = 7,         /* 1 if some value is nonzero */
  WMC_WARP_MATCH_ANY = 8,   /* lanes with the caller's value */
  WMC_WARP_MATCH_ALL = 9,   /* the participating lanes if all values are equal, else 0 */
  WMC_WARP_REDUCE_ADD = 10, /* 32-bit sums and bitwise reductions of the values */
  WMC_WARP_REDUCE_MIN = 11, /* signed */
  WMC_WARP_REDUCE_MAX = 12, /* signed */
  WMC_WARP_REDUCE_UMIN = 13,
  WMC_WARP_REDUCE_UMAX = 14,
  WMC_WARP_REDUCE_AND = 15,
  WMC_WARP_REDUCE_OR = 16,
  WMC_WARP_REDUCE_XOR = 17,
};
uint64_t __wmc_gpu_warp_collective(uint32_t op, uint32_t mask, uint64_t value, uint32_t arg,
                                   uint32_t width, const wmc_site *site);
/* The calling thread's block's instance of a __shared__ (CUDA) or __local
 * (OpenCL) variable `var` of `size` bytes: the pass rewrites every use of such
 * a variable into a call to this. With size WMC_DYNAMIC_SHARED, `var` is a
 * CUDA extern __shared__ variable: the block's dynamic shared memory, of the
 * size its launch gave, whatever variable names it. */
#define WMC_DYNAMIC_SHARED UINT64_MAX
void *__wmc_gpu_block_shared(void *var, uint64_t size);
/* Names of a module's block-shared variables for reports (module
 * constructor; `addr` is the variable the pass passes as `var` above). */
void __wmc_register_block_shared(const wmc_global *table, uint64_t count);

/* CUDA launches (docs/cuda.md): <<<grid, block, shared_bytes, stream>>>;
 * shared_bytes of dynamic shared memory per block; stream null is the legacy
 * default stream, whose launches wait for the work launched before. */
void __wmc_cuda_launch(wmc_dim3 grid, wmc_dim3 block, uint64_t shared_bytes, void *stream,
                       void (*fn)(void *), void *arg, const wmc_site *site);
/* CUDA streams (docs/cuda.md, "Streams"): handles are numbers, not memory.
 * flags: cudaStreamNonBlocking (1) or 0. Synchronizing stream 0 waits for
 * the legacy default stream (every blocking stream's work); a task runs
 * fn(arg) in stream order (an asynchronous copy). */
void *__wmc_cuda_stream_create(uint32_t flags, const wmc_site *site);
void __wmc_cuda_stream_destroy(void *stream, const wmc_site *site);
void __wmc_cuda_stream_synchronize(void *stream, const wmc_site *site);
void __wmc_cuda_stream_task(void *stream, void (*fn)(void *), void *arg, const wmc_site *site);
/* CUDA events: recording one captures the work started on the stream so
 * far; synchronizing joins it; a stream told to wait for it makes its next
 * operation join it too. */
void *__wmc_cuda_event_create(const wmc_site *site);
void __wmc_cuda_event_destroy(void *event, const wmc_site *site);
void __wmc_cuda_event_record(void *event, void *stream, const wmc_site *site);
void __wmc_cuda_event_synchronize(void *event, const wmc_site *site);
void __wmc_cuda_stream_wait_event(void *stream, void *event, const wmc_site *site);
/* cudaMemcpyAsync (fill < 0) and cudaMemsetAsync (fill: the byte): `count`
 * bytes in plain accesses of `piece` bytes if that divides count, in stream
 * order, reported at the call's site. */
void __wmc_cuda_copy_async(void *dst, const void *src, uint64_t count, uint32_t piece, int32_t fill,
                           void *stream, const wmc_site *site);
/* cudaMalloc, cudaMallocManaged (managed != 0): the heap block at p is
 * device memory. */
void __wmc_cuda_mark_device(void *p, int32_t managed, const wmc_site *site);
/* cudaMemcpy(dst, src, count, kind) (docs/cuda.md, "Streams"): returns 1
 * after waiting for the legacy default stream, and the caller copies; a
 * copy between device memory (cudaMemcpyDeviceToDevice, or
 * cudaMemcpyDefault of two device pointers) is instead put on the legacy
 * default stream as by __wmc_cuda_copy_async, and it returns 0 at once.
 * Keeps neither pointer unless both are device memory. */
int32_t __wmc_cuda_memcpy(void *dst, const void *src, uint64_t count, uint32_t piece, int32_t kind,
                          const wmc_site *site);
/* cudaMemset(dst, value, count): returns 1 after waiting for the legacy
 * default stream, and the caller fills; a fill of memory from cudaMalloc
 * (not managed) is instead put on the legacy default stream as by
 * __wmc_cuda_copy_async, and it returns 0 at once. Keeps dst only then. */
int32_t __wmc_cuda_memset(void *dst, int32_t value, uint64_t count, uint32_t piece,
                          const wmc_site *site);
/* cudaLaunchKernel((void *)kernel, grid, block, args, shared_bytes, stream):
 * the kernel whose table entry has this fn; argument i is read through
 * args[i] at the launch. */
void __wmc_cuda_launch_kernel(const void *fn, wmc_dim3 grid, wmc_dim3 block, void **args,
                              uint64_t shared_bytes, void *stream, const wmc_site *site);

/* Kernels of a module, registered (like globals) so that a file with kernels
 * only can be checked: the runtime launches them with buffers for pointer
 * arguments. `invoke` calls the kernel with args[i] pointing at the bytes of
 * source parameter i. */
enum wmc_kernel_arg_kind {
  WMC_KARG_GLOBAL_PTR = 0, /* pointer to global/device memory: a zeroed buffer */
  WMC_KARG_LOCAL_PTR = 1,  /* OpenCL __local pointer: a per-work-group buffer */
  WMC_KARG_INT = 2,        /* integer scalar (size bytes) */
  WMC_KARG_FLOAT = 3,      /* floating-point scalar */
  WMC_KARG_OTHER = 4,      /* anything else: unsupported for kernel-only checks */
  WMC_KARG_STRUCT = 5,     /* struct by value: zeroed, each pointer field a zeroed buffer */
};
/* A pointer field of a by-value struct argument (through nested structs). */
typedef struct wmc_kernel_field {
  uint64_t offset;    /* bytes into the argument */
  const char *name;   /* "data", "inner.data" */
  uint64_t elem_size; /* size of the pointee from debug info, or 0 */
} wmc_kernel_field;
/* One source parameter (a struct that clang splits into two IR arguments is
 * one entry: the trampoline loads both from its bytes). */
typedef struct wmc_kernel_arg {
  uint32_t kind;
  uint32_t size;      /* bytes of the argument itself */
  const char *name;   /* source name of the parameter, or NULL */
  uint64_t elem_size; /* pointers: size of the pointee from debug info, or 0 */
  uint32_t num_fields;            /* WMC_KARG_STRUCT: its pointer fields */
  const wmc_kernel_field *fields; /* num_fields entries, or NULL */
} wmc_kernel_arg;
typedef struct wmc_kernel {
  const char *name;
  void (*invoke)(void **args);
  uint32_t num_args;
  const wmc_kernel_arg *args;
  wmc_site site;
  const void *fn; /* the kernel itself (cudaLaunchKernel((void *)k, ...)) */
} wmc_kernel;
void __wmc_register_kernels(const wmc_kernel *table, uint64_t count);

/* The program's own main, renamed by the pass. */
int __wmc_user_main(int argc, char **argv, char **envp);

#ifdef __cplusplus
}
#endif

#endif /* WMC_RUNTIME_ABI_H */
