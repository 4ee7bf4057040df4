/* Public API for wmc tests. Include this in a concurrent test compiled with
 * the wmc plugin:
 *   wmc_assume(cond)  - executions where cond is false are not interesting:
 *                       the thread blocks and the execution counts as blocked.
 *   wmc_assert(cond)  - like assert(), but always checked (NDEBUG-proof);
 *                       a failure is reported with the witness execution.
 * Without the plugin these are ordinary functions from the wmc runtime. */
#ifndef WMC_WMC_H
#define WMC_WMC_H

#ifdef __cplusplus
extern "C" {
#endif

void wmc_assume(int cond);
void wmc_assert_expr(int cond, const char *expr);

#ifdef __cplusplus
}
#endif

#define wmc_assert(cond) wmc_assert_expr(!!(cond), #cond)

#endif /* WMC_WMC_H */
