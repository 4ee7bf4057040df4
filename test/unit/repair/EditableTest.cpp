// Changes no source edit can make are pruned from conflicts
// (repair/Editable): CUDA's atomic functions have no order argument.
#include "repair/Editable.h"
#include "repair/Solver.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

namespace wmc::repair {
namespace {

class RepairEditable : public ::testing::Test {
protected:
  void SetUp() override {
    path_ = (std::filesystem::temp_directory_path() /
             ("wmc-editable-" + std::to_string(::getpid()) + ".cu"))
                .string();
    std::ofstream(path_) << "__device__ int lock;\n"
                            "__global__ void k() {\n"
                            "  atomicExch_block(&lock, 0);\n"
                            "  __threadfence_block();\n"
                            "}\n";
  }
  void TearDown() override { std::remove(path_.c_str()); }
  Change at(uint32_t line, ChangeKind kind, uint8_t level = 1) const {
    return Change{SiteKey{path_, line, 3, ""}, kind, level};
  }
  std::string path_;
};

TEST_F(RepairEditable, CudaAtomicsHaveScopesButNoOrders) {
  EditableChanges e;
  EXPECT_TRUE(e.editable(at(3, ChangeKind::WidenScope)));
  EXPECT_FALSE(e.editable(at(3, ChangeKind::ReleaseStore)));
  EXPECT_TRUE(e.editable(at(4, ChangeKind::WidenScope)));
  EXPECT_FALSE(e.editable(at(4, ChangeKind::ReleaseFence)));
  // A file that cannot be read is left to the edit (which says so).
  EXPECT_TRUE(
      e.editable(Change{SiteKey{"/nonexistent/k.cu", 3, 3, ""}, ChangeKind::ReleaseStore, 1}));
}

TEST_F(RepairEditable, PrunedConflictsChooseTheEditThatExists) {
  // Release on the exchange (one edit, impossible) or the fence widened and
  // the exchange widened (two): after pruning, the two.
  Formula f = Formula::any({Formula::needs(at(3, ChangeKind::ReleaseStore)),
                            Formula::all({Formula::needs(at(4, ChangeKind::WidenScope)),
                                          Formula::needs(at(3, ChangeKind::WidenScope))})});
  EditableChanges e;
  auto changes = solve({Conflict{"race", e.prune(f)}});
  ASSERT_TRUE(changes.has_value());
  EXPECT_EQ(*changes,
            (std::vector<Change>{at(3, ChangeKind::WidenScope), at(4, ChangeKind::WidenScope)}));
  auto unpruned = solve({Conflict{"race", f}});
  ASSERT_TRUE(unpruned.has_value());
  EXPECT_EQ(*unpruned, (std::vector<Change>{at(3, ChangeKind::ReleaseStore)}));
}

} // namespace
} // namespace wmc::repair
