#include "repair/AtomicDeclaration.h"
#include "repair/SourceEdit.h"

#include <gtest/gtest.h>

namespace wmc::repair {
namespace {

Change makeAtomic(const std::string &file, const std::string &variable) {
  return Change{SiteKey{file, 0, 0, variable}, ChangeKind::MakeAtomic, 1};
}

/// The source after the edit, or "error: why".
std::string edited(const std::string &file, const std::string &source,
                   const std::string &variable) {
  std::string why;
  auto e = editFor(makeAtomic(file, variable), source, why);
  if (!e)
    return "error: " + why;
  return source.substr(0, e->offset) + e->replacement + source.substr(e->offset + e->length);
}

TEST(RepairAtomicDeclaration, CInsertsAtomicBeforeTheType) {
  const std::string src = "int data;\nint flag;\nvoid f(void) { flag = 1; }\n";
  std::string why;
  auto e = editFor(makeAtomic("t.c", "flag"), src, why);
  ASSERT_TRUE(e.has_value()) << why;
  EXPECT_EQ(e->line, 2u);
  EXPECT_EQ(e->column, 1u);
  EXPECT_EQ(e->offset, 10u);
  EXPECT_EQ(e->length, 0u);
  EXPECT_EQ(e->replacement, "_Atomic ");
  EXPECT_EQ(e->lineText, "int flag;");
  EXPECT_EQ(e->kind, "make-atomic");
}

TEST(RepairAtomicDeclaration, CKeepsQualifiersAndMultiWordTypes) {
  EXPECT_EQ(edited("t.c", "static volatile unsigned long n = 0;\n", "n"),
            "static volatile _Atomic unsigned long n = 0;\n");
  EXPECT_EQ(edited("t.c", "int a[2];\n", "a"), "_Atomic int a[2];\n");
  EXPECT_EQ(edited("t.c", "size_t n;\n", "n"), "_Atomic size_t n;\n");
}

TEST(RepairAtomicDeclaration, CxxWrapsTheTypeInStdAtomic) {
  EXPECT_EQ(edited("t.cpp", "#include <atomic>\nunsigned int x = 0;\n", "x"),
            "#include <atomic>\nstd::atomic<unsigned int> x = 0;\n");
  EXPECT_EQ(edited("t.cpp", "volatile int x;\n", "x"),
            "error: std::atomic needs #include <atomic>, which t.cpp does not have");
}

TEST(RepairAtomicDeclaration, SkipsUsesLocalsCommentsAndExternDeclarations) {
  const std::string src = "// int x;\n"
                          "extern int x;\n"
                          "void f(int x) { int y = x; }\n"
                          "const char *s = \"int x;\";\n"
                          "int x = 1;\n";
  EXPECT_EQ(edited("t.c", src, "x"), "// int x;\n"
                                     "extern int x;\n"
                                     "void f(int x) { int y = x; }\n"
                                     "const char *s = \"int x;\";\n"
                                     "_Atomic int x = 1;\n");
}

TEST(RepairAtomicDeclaration, WhatCannotBeMadeAtomicSaysWhy) {
  EXPECT_EQ(edited("t.c", "int *p;\n", "p"), "error: p is not declared with a scalar type alone");
  EXPECT_EQ(edited("t.c", "struct S { int a; } s;\n", "s"),
            "error: no file-scope definition of s with a scalar type was found");
  EXPECT_EQ(edited("t.c", "_Atomic int x;\n", "x"), "error: x is already declared _Atomic");
  EXPECT_EQ(edited("t.cpp", "#include <atomic>\nint n;\nvoid f() { g(&n); }\n", "n"),
            "error: the address of n is taken (&n), which would not be a plain pointer once it "
            "is atomic");
  EXPECT_EQ(edited("t.f90", "integer x\n", "x"),
            "error: making x atomic: a one-token edit of a declaration makes a variable atomic "
            "only in C (_Atomic), C++ (std::atomic) and CUDA (cuda::atomic), not in t.f90");
}

TEST(RepairAtomicDeclaration, CudaDeviceVariableBecomesDeviceScopeCudaAtomic) {
  EXPECT_EQ(edited("k.cu", "#include <cuda/atomic>\n__device__ int flag;\n", "flag"),
            "#include <cuda/atomic>\n__device__ cuda::atomic<int, cuda::thread_scope_device> "
            "flag;\n");
  EXPECT_EQ(edited("k.cu", "#include <cuda/atomic>\nstatic __device__ unsigned int n = 0;\n", "n"),
            "#include <cuda/atomic>\nstatic __device__ cuda::atomic<unsigned int, "
            "cuda::thread_scope_device> n = 0;\n");
  EXPECT_EQ(atomicDeclarationScope("k.cu"), Scope::Device);
  EXPECT_EQ(atomicDeclarationScope("t.cpp"), Scope::System);
}

TEST(RepairAtomicDeclaration, CudaVariablesThatCannotBeCudaAtomicSayWhy) {
  EXPECT_EQ(edited("k.cu", "// no <cuda/atomic>\n__device__ int flag;\n", "flag"),
            "error: cuda::atomic needs #include <cuda/atomic>, which k.cu does not have");
  EXPECT_EQ(edited("k.cu", "#include <cuda/atomic>\n__shared__ int s;\n", "s"),
            "error: s is __shared__: block-shared memory is not made atomic (a barrier or a flag "
            "repairs its races)");
  EXPECT_EQ(edited("k.cu", "#include <cuda/atomic>\nint h;\n", "h"),
            "error: h is not a __device__ variable (only those are made cuda::atomic at device "
            "scope)");
  EXPECT_EQ(edited("k.cu", "#include <cuda/atomic>\n__device__ volatile int v;\n", "v"),
            "error: v is volatile, and cuda::atomic has no volatile operations");
  // atomicAdd(&n, 1) takes an int*, which a cuda::atomic<int> does not give.
  EXPECT_EQ(edited("k.cu",
                   "#include <cuda/atomic>\n__device__ int n;\n"
                   "__global__ void k() { atomicAdd(&n, 1); if (n) {} }\n",
                   "n"),
            "error: the address of n is taken (&n), which would not be a plain pointer once it "
            "is atomic");
  EXPECT_EQ(
      edited("k.cu",
             "#include <cuda/atomic>\n__device__ int X;\n"
             "__global__ void k() { cuda::atomic_ref<int, cuda::thread_scope_block> x(X); }\n",
             "X"),
      "error: X is accessed through an atomic_ref, which needs a plain object");
}

TEST(RepairAtomicDeclaration, OpenClSaysWhyNot) {
  EXPECT_EQ(edited("k.cl", "global int flag;\n", "flag"),
            "error: making flag atomic: in OpenCL C an atomic type (atomic_int) is accessed only "
            "through the atomic_* functions and needs ATOMIC_VAR_INIT: making a variable atomic "
            "changes every access, not one declaration (k.cl)");
}

} // namespace
} // namespace wmc::repair
