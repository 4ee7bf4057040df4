__device__ unsigned counter;

__global__ void count() {
  atomicAdd_block(&counter, 1u)
  atomicAdd_block(&counter, undeclared);
}
