// Names of the work-group collective functions.
#include "OpenClCollectives.h"

#include <gtest/gtest.h>

namespace wmc {
namespace {

TEST(OpenClCollectiveName, ReadsKindAndOperation) {
  auto S = parseCollectiveName("work_group_broadcast");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->K, CollectiveSpec::Broadcast);
  EXPECT_EQ(S->O, CollectiveSpec::None);
  S = parseCollectiveName("work_group_any");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->K, CollectiveSpec::Any);
  S = parseCollectiveName("work_group_reduce_min");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->K, CollectiveSpec::Reduce);
  EXPECT_EQ(S->O, CollectiveSpec::Min);
  S = parseCollectiveName("work_group_scan_exclusive_max");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->K, CollectiveSpec::ScanExclusive);
  EXPECT_EQ(S->O, CollectiveSpec::Max);
  S = parseCollectiveName("work_group_scan_inclusive_add");
  ASSERT_TRUE(S);
  EXPECT_EQ(S->K, CollectiveSpec::ScanInclusive);
  EXPECT_EQ(S->O, CollectiveSpec::Add);
}

TEST(OpenClCollectiveName, RejectsOtherNames) {
  EXPECT_FALSE(parseCollectiveName("work_group_barrier"));
  EXPECT_FALSE(parseCollectiveName("work_group_reduce_mul"));
  EXPECT_FALSE(parseCollectiveName("work_group_scan_add"));
  EXPECT_FALSE(parseCollectiveName("sub_group_reduce_add"));
  EXPECT_FALSE(parseCollectiveName("work_group_reserve_read_pipe"));
}

} // namespace
} // namespace wmc
