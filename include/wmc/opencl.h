/* Assertions for OpenCL C kernels checked with wmc (docs/opencl.md).
 *   #include <wmc/opencl.h>          (compile with -I<wmc>/include)
 *   wmc_assert(cond)  - a failure is reported with the witness execution;
 *   wmc_assume(cond)  - executions where cond is false are not interesting:
 *                       the work-item blocks and the execution counts as blocked.
 * They are the functions of <wmc/wmc.h>, declared for OpenCL C (whose string
 * literals are in the constant address space); the wmc pass renames the calls
 * to the runtime. OpenCL's own builtins need no header: clang declares them. */
#ifndef WMC_OPENCL_H
#define WMC_OPENCL_H

void wmc_assume(int cond);
void wmc_assert_expr(int cond, const __constant char *expr);

#define wmc_assert(cond) wmc_assert_expr(!!(cond), #cond)

#endif /* WMC_OPENCL_H */
