#include "ThreadIndex.h"
#include "AstFixture.h"
#include "GpuSnippet.h"

#include "clang/AST/ParentMap.h"

#include <gtest/gtest.h>

namespace wmc::analysis::test {
namespace {

// The forms of the array subscripts of kernel `k`, in source order, and
// whether pairs of them may collide.
class Indices {
public:
  explicit Indices(std::string_view code, Lang lang = Lang::Cuda) : unit_(parse(code, lang)) {
    if (!unit_)
      return;
    fn_ = functionNamed(*unit_, "k");
    uniformity_ = std::make_unique<Uniformity>(unit_->getASTContext());
    const FunctionUniformity &analysis = uniformity_->of(fn_);
    parents_ = std::make_unique<clang::ParentMap>(fn_->getBody());
    builder_ = std::make_unique<ThreadIndexBuilder>(unit_->getASTContext(), analysis);
    for (int c = 0; c < 3; ++c)
      blockDim_[c] = builder_->blockDimAtom(c);
    for (const clang::ArraySubscriptExpr *sub : subscripts(fn_)) {
      std::vector<const clang::Expr *> dims;
      const clang::Expr *e = sub;
      while (const auto *s = llvm::dyn_cast<clang::ArraySubscriptExpr>(e->IgnoreParenImpCasts())) {
        dims.insert(dims.begin(), s->getIdx());
        e = s->getBase();
      }
      accesses_.push_back(builder_->access(dims, sub, *parents_));
    }
  }

  size_t size() const { return accesses_.size(); }
  bool hasForm(size_t i) const { return accesses_.at(i).has_value(); }
  const AffineIndex &form(size_t i) const { return accesses_.at(i)->dims.at(0); }
  bool collide(size_t i, size_t j) const {
    return mayCollide(*accesses_.at(i), *accesses_.at(j), builder_->usedComponents(), blockDim_);
  }

private:
  std::unique_ptr<clang::ASTUnit> unit_;
  const clang::FunctionDecl *fn_ = nullptr;
  std::unique_ptr<Uniformity> uniformity_;
  std::unique_ptr<clang::ParentMap> parents_;
  std::unique_ptr<ThreadIndexBuilder> builder_;
  std::vector<std::optional<IndexedAccess>> accesses_;
  int blockDim_[3] = {0, 0, 0};
};

TEST(ThreadIndex, AffineForms) {
  Indices idx(R"(__global__ void k(int *a, int s) {
  unsigned t = threadIdx.x;
  a[t] = 0;
  a[2 * t + 3] = 0;
  a[blockIdx.x * blockDim.x + threadIdx.x] = 0;
  a[t << 2] = 0;
  a[threadIdx.y * 16 + t - 1] = 0;
  a[t ^ 1] = 0;
  a[t * t] = 0;
  a[s / 2] = 0;
}
)");
  ASSERT_EQ(idx.size(), 8u);
  EXPECT_EQ(idx.form(0).tid[0], Poly::constant(1));
  EXPECT_TRUE(idx.form(0).rest.isZero());
  EXPECT_EQ(idx.form(1).tid[0], Poly::constant(2));
  EXPECT_EQ(idx.form(1).rest, Poly::constant(3));
  EXPECT_EQ(idx.form(2).tid[0], Poly::constant(1));
  EXPECT_FALSE(idx.form(2).rest.asConstant()); // blockIdx.x * blockDim.x
  EXPECT_EQ(idx.form(3).tid[0], Poly::constant(4));
  EXPECT_EQ(idx.form(4).tid[1], Poly::constant(16));
  EXPECT_EQ(idx.form(4).rest, Poly::constant(-1));
  EXPECT_FALSE(idx.hasForm(5)); // xor: not affine
  EXPECT_FALSE(idx.hasForm(6)); // tid * tid
  EXPECT_TRUE(idx.hasForm(7));  // a uniform atom
  EXPECT_FALSE(idx.form(7).dependsOnThread());
}

TEST(ThreadIndex, Collisions) {
  Indices idx(R"(__global__ void k(int *a, int s) {
  unsigned t = threadIdx.x;
  a[t] = 0;
  a[t + 1] = 0;
  a[0] = 0;
  a[t + s] = 0;
  a[2 * t] = 0;
  a[2 * t + 1] = 0;
  a[s] = 0;
  a[s + 1] = 0;
}
)");
  ASSERT_EQ(idx.size(), 8u);
  EXPECT_FALSE(idx.collide(0, 0)); // one slot per thread
  EXPECT_TRUE(idx.collide(0, 1));  // thread 1's a[t] is thread 0's a[t + 1]
  EXPECT_TRUE(idx.collide(2, 2));  // every thread writes a[0]
  EXPECT_TRUE(idx.collide(0, 2));
  EXPECT_TRUE(idx.collide(0, 3));  // a[t] vs a[t + s], s unknown
  EXPECT_TRUE(idx.collide(0, 4));  // thread 1's a[2t] is thread 2's a[t]
  EXPECT_FALSE(idx.collide(4, 5)); // even vs odd
  EXPECT_TRUE(idx.collide(6, 6));  // one uniform element for all threads
  EXPECT_FALSE(idx.collide(6, 7)); // two different uniform elements: silent
}

TEST(ThreadIndex, GuardsSeparateRanges) {
  Indices idx(R"(__global__ void k(int *a, int s) {
  unsigned t = threadIdx.x;
  if (t < s) {
    a[t] = 0;
    a[t + s] = 0;
  }
  if (t == 0)
    a[0] = 0;
  if (t >= 32)
    a[t - 32] = 0;
  a[t + blockDim.x] = 0;
  if (t % (2 * s) == 0)
    a[t + s] = 0;
  a[2 * s * t] = 0;
  a[2 * s * t + s] = 0;
}
)");
  ASSERT_EQ(idx.size(), 8u);
  EXPECT_FALSE(idx.collide(0, 1)); // [0, s) and [s, 2s)
  EXPECT_FALSE(idx.collide(0, 2)); // a[0] only by thread 0, which owns a[0]
  EXPECT_TRUE(idx.collide(1, 2));  // [s, 2s) vs [0, 1): s >= 1 is not known, not excluded
  EXPECT_TRUE(idx.collide(0, 3));  // thread 32 writes thread 0's slot
  EXPECT_FALSE(idx.collide(0, 4)); // a[t + blockDim.x] is past every a[t]
  EXPECT_FALSE(idx.collide(5, 5)); // t a multiple of 2s: a[t + s] one per thread
  EXPECT_FALSE(idx.collide(6, 7)); // a[2st] vs a[2st + s]
  EXPECT_TRUE(idx.collide(0, 6));  // a[t] vs a[2st]
}

TEST(ThreadIndex, EqualityGuardsPinOneThread) {
  Indices idx(R"(__global__ void k(int *a) {
  unsigned t = threadIdx.x;
  if (t == 5)
    a[5] = 0;
  if (5 == t)
    a[t] = 0;
  if (0 == t % 2)
    a[t + 1] = 0;
  a[t] = 0;
}
)");
  ASSERT_EQ(idx.size(), 4u);
  EXPECT_FALSE(idx.collide(0, 1)); // both only thread 5
  EXPECT_FALSE(idx.collide(0, 3)); // a[5] by thread 5 is its own a[t]
  EXPECT_TRUE(idx.collide(2, 3));  // thread 0's a[t + 1] is thread 1's a[t]
  EXPECT_FALSE(idx.collide(2, 2));
}

TEST(ThreadIndex, TwoDimensionalTiles) {
  Indices idx(R"(__global__ void k(int *out) {
  __shared__ int tile[16][17];
  tile[threadIdx.y][threadIdx.x] = 1;
  out[0] = tile[threadIdx.x][threadIdx.y];
  out[1] = tile[threadIdx.y][threadIdx.x];
  out[2] = tile[threadIdx.y][0];
}
)");
  ASSERT_EQ(idx.size(), 7u);
  // Accesses 0, 2, 4, 6 are the tile's; the others write out[].
  EXPECT_TRUE(idx.collide(0, 2));  // transposed: (x, y) and (y, x)
  EXPECT_FALSE(idx.collide(0, 4)); // the same element per thread
  EXPECT_TRUE(idx.collide(0, 6));  // column 0 of each row: thread (0, y)'s
}

TEST(ThreadIndex, OpenClIds) {
  Indices idx(R"(kernel void k(local int *a) {
  size_t l = get_local_id(0);
  a[l] = 0;
  a[get_global_id(0)] = 0;
  a[l + get_local_size(0)] = 0;
}
)",
              Lang::OpenCl);
  ASSERT_EQ(idx.size(), 3u);
  EXPECT_EQ(idx.form(1).tid[0], Poly::constant(1));
  EXPECT_FALSE(idx.collide(0, 0));
  EXPECT_FALSE(idx.collide(0, 2));
}

} // namespace
} // namespace wmc::analysis::test
