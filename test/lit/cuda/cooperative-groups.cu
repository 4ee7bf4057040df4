// Cooperative groups of one block (issue 10 item 6): this_thread_block()
// and tiled_partition<4>. One block of 8 threads, two tiles of 4; each tile
// exchanges values through shared memory with tile.sync() only, and the
// first thread of each tile sums its tile. With the tile barrier: exactly 1
// execution (every read has one write it may read), both sums right. Without
// it (-DNO_TILE_SYNC): the first read of a slot another thread of the tile
// writes races. A tile barrier only the first two threads of a tile reach
// (-DDIVERGENT) is barrier divergence of that tile.
// RUN: %wmc check %s | FileCheck %s --check-prefix=OK
// OK-NOT: error:
// OK: Summary: model=SRC11 complete=1 erroneous=0 blocked=0 errors=0
// RUN: not %wmc check %s -- -DNO_TILE_SYNC | FileCheck %s --check-prefix=RACE
// RACE: error: data-race: {{.*}} at {{.*}}cooperative-groups.cu:[[#WRITE:]] (thread T0.2(b0,t1))
// RACE-NEXT: T0.1(b0,t0)#{{[0-9]+}}: load(na) s[1]@b0 = {{.*}} @ {{.*}}cooperative-groups.cu:[[#WRITE+10]]
// RACE-NEXT: T0.2(b0,t1)#{{[0-9]+}}: store(na) s[1]@b0 = 1 @ {{.*}}cooperative-groups.cu:[[#WRITE]]
// -DSHUFFLE: two tiles of 8 sum their ranks with shfl_down (width 8) and
// vote: collectives, no memory, so 1 execution.
// RUN: %wmc check %s -- -DSHUFFLE | FileCheck %s --check-prefix=OK
// RUN: not %wmc check %s -- -DDIVERGENT | FileCheck %s --check-prefix=DIVERGE
// DIVERGE: error: barrier-divergence: {{.*}}(2 of 4 arrived)
#include <cooperative_groups.h>
namespace cg = cooperative_groups;

// Each tile of 4 threads sums its slots in shared memory: the tile's
// threads exchange values through the tile barrier only.
__global__ void tiles(int *out) {
  __shared__ int s[8];
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<4> tile = cg::tiled_partition<4>(block);
  unsigned r = block.thread_rank();
  s[r] = (int)r;
#if defined(DIVERGENT)
  if (tile.thread_rank() < 2)
    tile.sync();
#elif !defined(NO_TILE_SYNC)
  tile.sync();
#endif
  if (tile.thread_rank() == 0) {
    int sum = 0;
    for (unsigned i = 0; i < tile.size(); ++i)
      sum += s[r + i];
    out[tile.meta_group_rank()] = sum;
  }
  block.sync();
}

__global__ void tileShuffle(int *out) {
  cg::thread_block_tile<8> tile = cg::tiled_partition<8>(cg::this_thread_block());
  int v = (int)cg::this_thread_block().thread_rank();
  for (unsigned offset = 4; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  // Rank 0 holds its tile's sum (0+...+7 = 28, 8+...+15 = 92): shared with all.
  wmc_assert(tile.shfl(v, 0) == (tile.meta_group_rank() == 0 ? 28 : 92));
  wmc_assert(tile.ballot(tile.thread_rank() % 2) == 0xaau);
  wmc_assert(tile.any(tile.thread_rank() == 7) && !tile.all(tile.thread_rank() < 7));
  if (tile.thread_rank() == 0)
    out[tile.meta_group_rank()] = v;
}

int main() {
  int *out;
  cudaMallocManaged(&out, 2 * sizeof(int));
#ifdef SHUFFLE
  tileShuffle<<<1, 16>>>(out);
  cudaDeviceSynchronize();
  wmc_assert(out[0] == 0 + 1 + 2 + 3 + 4 + 5 + 6 + 7 && out[1] == 8 + 9 + 10 + 11 + 12 + 13 + 14 + 15);
  return 0;
#endif
  tiles<<<1, 8>>>(out);
  cudaDeviceSynchronize();
  wmc_assert(out[0] == 0 + 1 + 2 + 3 && out[1] == 4 + 5 + 6 + 7);
  return 0;
}
