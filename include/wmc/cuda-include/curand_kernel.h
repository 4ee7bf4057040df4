// wmc: cuRAND is not modelled.
#error "wmc: <curand_kernel.h> (cuRAND) is not supported yet; see docs/cuda.md"
