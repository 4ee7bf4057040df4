// wmc: CUDA cooperative groups, as far as they have a meaning for one block.
//   thread_block (this_thread_block()): sync() is __syncthreads(); ranks,
//     sizes and indices of the block;
//   thread_block_tile<N> (tiled_partition<N>(block)): the block's threads in
//     linear order split into tiles of N; sync() waits for the threads of
//     the caller's tile only (a barrier of the tile: divergence rules apply).
//     Its shuffles, votes and match_any are the warp collectives of the
//     tile's lanes (docs/cuda.md, "Warps").
// Not modelled (a compile error naming it): grid and multi-grid groups
// (they need cooperative launches), coalesced groups and tiled_partition
// with a run-time size.
#ifndef WMC_CUDA_COOPERATIVE_GROUPS_H
#define WMC_CUDA_COOPERATIVE_GROUPS_H

#pragma GCC system_header

#ifdef __CUDA__
#pragma clang force_cuda_host_device begin
#endif

namespace cooperative_groups {

class thread_block {
public:
  void sync() const { wmc_gpu_barrier(); }
  unsigned thread_rank() const {
    wmc_dim3 t = __wmc_gpu_thread_idx(), d = __wmc_gpu_block_dim();
    return t.x + d.x * (t.y + d.y * t.z);
  }
  unsigned size() const {
    wmc_dim3 d = __wmc_gpu_block_dim();
    return d.x * d.y * d.z;
  }
  unsigned num_threads() const { return size(); }
  dim3 group_index() const { return blockIdx; }
  dim3 thread_index() const { return threadIdx; }
  dim3 group_dim() const { return blockDim; }
  dim3 dim_threads() const { return blockDim; }
};

inline thread_block this_thread_block() { return thread_block(); }
inline void sync(const thread_block &block) { block.sync(); }

template <unsigned Size> class thread_block_tile {
  static_assert(Size > 0 && Size <= 32 && (Size & (Size - 1)) == 0,
                "wmc: tiles of 1, 2, 4, 8, 16 or 32 threads");

public:
  void sync() const { wmc_gpu_tile_barrier(Size); }
  unsigned thread_rank() const { return thread_block().thread_rank() % Size; }
  unsigned size() const { return Size; }
  unsigned num_threads() const { return Size; }
  unsigned meta_group_rank() const { return thread_block().thread_rank() / Size; }
  unsigned meta_group_size() const { return (thread_block().size() + Size - 1) / Size; }

  // Shuffles and votes of the tile: the warp collectives (<wmc/cuda/warp.h>)
  // of the tile's lanes, with the tile's size as the width.
  template <class T> T shfl(T var, int srcRank) const {
    return __shfl_sync(mask(), var, srcRank, Size);
  }
  template <class T> T shfl_down(T var, unsigned delta) const {
    return __shfl_down_sync(mask(), var, delta, Size);
  }
  template <class T> T shfl_up(T var, unsigned delta) const {
    return __shfl_up_sync(mask(), var, delta, Size);
  }
  template <class T> T shfl_xor(T var, unsigned laneMask) const {
    return __shfl_xor_sync(mask(), var, static_cast<int>(laneMask), Size);
  }
  int any(int predicate) const { return __any_sync(mask(), predicate); }
  int all(int predicate) const { return __all_sync(mask(), predicate); }
  // Bit N: the tile's thread of rank N.
  unsigned ballot(int predicate) const { return __ballot_sync(mask(), predicate) >> firstLane(); }
  template <class T> unsigned match_any(T value) const {
    return __match_any_sync(mask(), value) >> firstLane();
  }

private:
  unsigned firstLane() const { return thread_block().thread_rank() % 32 / Size * Size; }
  unsigned mask() const { return Size == 32 ? 0xffffffffu : ((1u << Size) - 1) << firstLane(); }
};

template <unsigned Size> thread_block_tile<Size> tiled_partition(const thread_block &) {
  return thread_block_tile<Size>();
}
template <unsigned Size> void sync(const thread_block_tile<Size> &tile) { tile.sync(); }

class grid_group;
class coalesced_group;
grid_group this_grid() __attribute__((unavailable("not supported by wmc yet: grid groups")));
coalesced_group coalesced_threads()
    __attribute__((unavailable("not supported by wmc yet: coalesced groups")));

} // namespace cooperative_groups

#ifdef __CUDA__
#pragma clang force_cuda_host_device end
#endif

#endif // WMC_CUDA_COOPERATIVE_GROUPS_H
