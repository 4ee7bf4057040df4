// wmc: bfloat16 types are not modelled.
#error "wmc: <cuda_bf16.h> (bfloat16 types) is not supported yet; see docs/cuda.md"
