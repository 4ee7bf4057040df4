#include "PrivateSlots.h"
#include "AstFixture.h"
#include "GpuSnippet.h"

#include "clang/AST/ASTContext.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

// The own-slot parameters of kernel `k` in `code`.
std::vector<unsigned> ownSlots(std::string_view code, Lang lang = Lang::Cuda) {
  std::unique_ptr<clang::ASTUnit> unit = parse(code, lang);
  if (!unit)
    return {99};
  return ownSlotParams(functionNamed(*unit, "k"), unit->getASTContext());
}

using Indices = std::vector<unsigned>;

// The read-only (not own-slot) parameters of kernel `k` in `code`.
std::vector<unsigned> readOnlys(std::string_view code, Lang lang = Lang::Cuda) {
  std::unique_ptr<clang::ASTUnit> unit = parse(code, lang);
  if (!unit)
    return {99};
  return readOnlyParams(functionNamed(*unit, "k"), unit->getASTContext());
}

TEST(PrivateSlots, GlobalIndexSpellings) {
  EXPECT_EQ(ownSlots(R"(__global__ void k(int *a, int *b, int *c, int *d) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = 1;
  b[threadIdx.x + blockIdx.x * blockDim.x] = 2;
  c[blockDim.x * blockIdx.x + threadIdx.x] += 3;
  unsigned i = threadIdx.x + blockDim.x * blockIdx.x;
  d[i]++;
})"),
            (Indices{0, 1, 2, 3}));
  EXPECT_EQ(ownSlots(R"(__kernel void k(__global float *out, __global const float *in) {
  size_t i = get_global_id(0);
  out[i] = in[i] * 2.0f;
})",
                     Lang::OpenCl),
            (Indices{0, 1}));
}

TEST(PrivateSlots, ReadOnlyOwnSlotInputsArePrivateToo) {
  EXPECT_EQ(ownSlots(R"(__global__ void k(const int *a, const int *b, int *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = a[i] + b[i];
})"),
            (Indices{0, 1, 2}));
}

TEST(PrivateSlots, OtherIndicesFail) {
  // Neighbour, block-local index, 2-D component, another dimension.
  EXPECT_EQ(ownSlots(R"(__global__ void k(int *a, int *b, int *c, int *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i + 1] = 0;
  b[threadIdx.x] = 0;
  c[blockIdx.y * blockDim.y + threadIdx.y] = 0;
  d[i] = 0;
  d[0] = 1;
})"),
            Indices{});
  EXPECT_EQ(
      ownSlots(R"(__kernel void k(__global int *a) { a[get_global_id(1)] = 0; })", Lang::OpenCl),
      Indices{});
}

TEST(PrivateSlots, ChangedIndexVariableFails) {
  EXPECT_EQ(ownSlots(R"(__global__ void k(int *a, int *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = 0;
  i = 0;
  b[i] = 0;
})"),
            Indices{});
  EXPECT_EQ(ownSlots(R"(__global__ void k(int *a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int *p = &i;
  a[i] = *p;
})"),
            Indices{});
}

TEST(PrivateSlots, EscapingPointerFails) {
  EXPECT_EQ(ownSlots(R"(__device__ void use(int *p);
__device__ int *saved;
__global__ void k(int *a, int *b, int *c, int *d) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = 0; use(a);
  b[i] = 0; saved = b;
  c[i] = 0; atomicAdd(&c[i], 1);
  d[i] = 0; *(d + i) = 1;
})"),
            Indices{});
}

TEST(PrivateSlots, WritableAliasOfTheSameTypeFails) {
  // b may be a: written at another index.
  EXPECT_EQ(ownSlots(R"(__global__ void k(int *a, int *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = 0;
  b[0] = 1;
})"),
            Indices{});
  // ... unless one of them is __restrict__, or of another element type.
  EXPECT_EQ(ownSlots(R"(__global__ void k(int *__restrict__ a, int *b, float *c) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i] = 0;
  b[0] = 1;
  c[0] = 1;
})"),
            Indices{0});
  // A char pointer may alias anything.
  EXPECT_EQ(ownSlots(R"(__global__ void k(int *a, char *b) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = 0;
  b[0] = 1;
})"),
            Indices{});
}

// Only read, at any index: read-only (own-slot ones are own-slot instead).
// A written alias of the same type at another index, a pointer passed on,
// or a non-scalar element fails; an own-slot written alias is harmless.
TEST(PrivateSlots, ReadOnlyParameters) {
  EXPECT_EQ(readOnlys(R"(__global__ void k(int *out, const int *in, const int *own) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = in[(i + 1) % 4] + in[0] + own[i];
})"),
            (Indices{1}));
  EXPECT_EQ(readOnlys(R"(__global__ void k(int *out, const int *in) {
  out[0] = in[threadIdx.x];
})"),
            Indices{});
  EXPECT_EQ(readOnlys(R"(__device__ int use(const int *p) { return p[0]; }
__global__ void k(int *out, const int *in, float *f) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = use(in) + (int)f[2];
})"),
            (Indices{2}));
  EXPECT_EQ(readOnlys(R"(__kernel void k(__global int *out, __global const int *in) {
  size_t i = get_global_id(0);
  out[i] = in[(i + 3) % 4];
})",
                      Lang::OpenCl),
            (Indices{1}));
}

TEST(PrivateSlots, OnlyScalarElementsOfKernels) {
  EXPECT_EQ(ownSlots(R"(struct P { int x, y; };
__global__ void k(P *a, volatile int *b) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  a[i].x = 0;
  b[i] = 0;
})"),
            Indices{});
  EXPECT_EQ(
      ownSlots(R"(__device__ void k(int *a) { a[blockIdx.x * blockDim.x + threadIdx.x] = 0; })"),
      Indices{});
}

TEST(PrivateSlots, SymbolsAreIrNames) {
  // The form wmc check compiles: CUDA lowered to C++ (wmc_kernel kernels).
  std::unique_ptr<clang::ASTUnit> unit = parse(R"(#include <wmc/cuda_runtime.h>
__global__ void k(int *a) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = 0;
}
__global__ void other(int *a) { a[0] = 0; }
)",
                                               Lang::Cxx);
  ASSERT_TRUE(unit);
  std::vector<PrivateParams> found = findPrivateParams(unit->getASTContext());
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].symbol, "_Z1kPi");
  EXPECT_EQ(found[0].indices, Indices{0});
  // A clang CUDA host compile has only launch stubs: nothing to mark.
  std::unique_ptr<clang::ASTUnit> cuda = parse(R"(__global__ void k(int *a) {
  a[blockIdx.x * blockDim.x + threadIdx.x] = 0;
})",
                                               Lang::Cuda);
  ASSERT_TRUE(cuda);
  EXPECT_TRUE(findPrivateParams(cuda->getASTContext()).empty());
}

} // namespace
} // namespace wmc::analysis::test
