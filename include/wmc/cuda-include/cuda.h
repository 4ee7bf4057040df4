// wmc: <cuda.h> of a .cu file checked by wmc is wmc's CUDA shim (docs/cuda.md).
#include <wmc/cuda_runtime.h>
