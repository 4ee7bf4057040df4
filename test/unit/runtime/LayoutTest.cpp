// The runtime's memory layout: which pieces an access maps to, and when a
// refinement invalidates the graphs explored so far.
#include "runtime/Layout.h"

#include <gtest/gtest.h>

#include <utility>
#include <vector>

using wmc::rt::Layout;

namespace {

std::vector<std::pair<uintptr_t, unsigned>> pieces(const Layout::Cover &c) {
  std::vector<std::pair<uintptr_t, unsigned>> out;
  for (unsigned i = 0; i < c.count; ++i)
    out.emplace_back(c.pieces[i].addr, c.pieces[i].size);
  return out;
}

using P = std::vector<std::pair<uintptr_t, unsigned>>;

TEST(Layout, NewAccessIsOnePieceEvenUnaligned) {
  Layout l;
  auto c = l.cover(0x1003, 4);
  EXPECT_EQ(pieces(c), (P{{0x1003, 4}}));
  EXPECT_FALSE(c.refined);
  EXPECT_EQ(l.pieceAt(0x1003), 4u);
}

TEST(Layout, WideAccessOverSmallerPiecesIsOneEventPerPiece) {
  Layout l;
  l.cover(0x1000, 4);
  auto c = l.cover(0x1000, 8); // the high half is new: an aligned piece
  EXPECT_EQ(pieces(c), (P{{0x1000, 4}, {0x1004, 4}}));
  EXPECT_FALSE(c.refined);
}

TEST(Layout, SmallerAccessCutsThePiece) {
  Layout l;
  l.cover(0x1000, 8);
  auto c = l.cover(0x1002, 1);
  EXPECT_TRUE(c.cut);
  EXPECT_TRUE(c.refined);
  EXPECT_EQ(pieces(c), (P{{0x1002, 1}}));
  // The rest of the 8 bytes is tiled with aligned pieces.
  EXPECT_EQ(l.pieceAt(0x1000), 2u);
  EXPECT_EQ(l.pieceAt(0x1003), 1u);
  EXPECT_EQ(l.pieceAt(0x1004), 4u);
  EXPECT_FALSE(l.cover(0x1000, 8).refined); // now known: 4 pieces, no change
  EXPECT_EQ(l.cover(0x1000, 8).count, 4);
}

TEST(Layout, PartialOverlapCutsBothEnds) {
  Layout l;
  l.cover(0x1000, 8);
  l.cover(0x1008, 8);
  auto c = l.cover(0x1004, 8);
  EXPECT_TRUE(c.cut);
  EXPECT_EQ(pieces(c), (P{{0x1004, 4}, {0x1008, 4}}));
}

TEST(Layout, NewPieceOverPrivateBytesIsARefinementWithoutCut) {
  Layout l;
  l.notePrivate(0x2000, 8);
  l.notePrivate(0x2008, 4); // merged with the first range
  EXPECT_FALSE(l.anyPiece(0x2000, 12));
  auto c = l.cover(0x2008, 4);
  EXPECT_TRUE(c.refined);
  EXPECT_FALSE(c.cut);
  EXPECT_TRUE(l.anyPiece(0x2000, 12));
  EXPECT_FALSE(l.cover(0x2010, 4).refined); // outside the private range
}

} // namespace
