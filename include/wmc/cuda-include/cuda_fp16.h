// wmc: half-precision types are not modelled.
#error "wmc: <cuda_fp16.h> (half-precision types) is not supported yet; see docs/cuda.md"
