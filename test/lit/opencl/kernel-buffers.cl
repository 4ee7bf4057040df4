// Kernel-only OpenCL runs: every global-pointer argument gets a buffer of at
// least one element per work-item (docs/gpu.md), and an access past the end
// of a buffer is an invalid access naming the argument and the offset, never
// an access to the neighbouring buffer (GPUVerify's
// test_part_load_store/load_ptr_and_int shape).
//
// Kernel copy: 2048 work-items each copy their own 16-byte struct from `in` to `out`.
// With 4096-byte buffers, work-items 256 and up used to write into `in`: a
// false race with the work-items reading it. Now `out` and `in` have 32768
// bytes each; every work-item touches only its own elements, which no other
// work-item accesses: one execution, no error (under SRC11, which reports
// races).
//
// Kernel past: out[i + 1] with 2 work-items and --wmc-buffer-size=16: the buffers
// have 2 elements (32 bytes), so work-item 1 writes at offset 32 of `out`.
// Work-item 0 runs first and writes out[1] without error; one execution,
// erroneous.
//
// RUN: %ocl_cc -c %s -o %t.o
// RUN: %clang %t.o -o %t %wmc_rt
// RUN: %t --wmc-model=src11 --wmc-kernel=copy --wmc-grid=2 --wmc-block=1024 | FileCheck %s --check-prefix=COPY
// RUN: sh -c '%t --wmc-model=src11 --wmc-kernel=past --wmc-block=2 --wmc-buffer-size=16; echo "exit status $?"' | FileCheck %s --check-prefix=PAST
// COPY-NOT: error:
// COPY: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0

typedef struct {
  long ptr;
  int value;
} S; // 16 bytes with its padding

kernel void copy(global S *out, global const S *in) {
  size_t i = get_global_id(0);
  out[i] = in[i];
}

kernel void past(global S *out, global const S *in) {
  size_t i = get_global_id(0);
  out[i + 1] = in[i]; // PAST: error: invalid-access: invalid 8-byte access: out of bounds of out (32 bytes) at offset 32 at {{.*}}kernel-buffers.cl:[[@LINE]] (thread T0.2(b0,t1))
}

// PAST: Summary: model=SRC11 complete=0 erroneous=1 blocked=0 errors=1
// PAST: exit status 1
