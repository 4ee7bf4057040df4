/* GenMC's test header, as far as its helpers have a meaning under wmc
 * (docs/guide.md, "Other tools' tests"). GenMC tests include it unchanged:
 *   __VERIFIER_assume(c)         - block executions where c is false
 *   __VERIFIER_spin_start()      - marks the start of a spin loop iteration
 *                                  (wmc finds await loops itself: no-op)
 *   __VERIFIER_spin_end(c)       - an iteration that should not repeat ends
 *                                  here: assume(c), as in GenMC
 *   __VERIFIER_nondet_int()      - a choice over a small domain (--nondet-domain)
 * The SV-COMP functions (__VERIFIER_assert, __VERIFIER_error, reach_error,
 * __VERIFIER_atomic_begin/end) are declared too, and so are GPUMC's thread
 * placement and scope calls (docs/gpu.md, "Annotated C"). */
#ifndef WMC_GENMC_H
#define WMC_GENMC_H

#ifdef __cplusplus
extern "C" {
#endif

void __VERIFIER_assume(int cond);
void __VERIFIER_assert(int cond);
void __VERIFIER_error(void) __attribute__((noreturn));
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int __VERIFIER_nondet_int(void);

static inline void __VERIFIER_spin_start(void) {}
static inline void __VERIFIER_spin_end(int cond) { __VERIFIER_assume(cond); }

/* GPUMC: the calling pthread is a GPU thread of kernel k, work-group g
 * (before its first memory operation); the scope of its next atomic
 * operation or fence. */
void __VERIFIER_thread_kernel_id(int k);
void __VERIFIER_thread_group_id(int g);
void __VERIFIER_thread_local_id(int l);
void __VERIFIER_thread_global_id(int n);
void __VERIFIER_groupsize(int n);
void __VERIFIER_memory_scope_work_group(void);
void __VERIFIER_memory_scope_device(void);
void __VERIFIER_memory_scope_system(void);

#ifdef __cplusplus
}
#endif

#endif /* WMC_GENMC_H */
