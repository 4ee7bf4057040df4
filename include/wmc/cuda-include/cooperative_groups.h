// wmc: cooperative groups are not modelled.
#error "wmc: <cooperative_groups.h> (cooperative groups) is not supported yet; see docs/cuda.md"
