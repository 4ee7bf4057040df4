// Included by lowering.cu with quotes: found next to the .cu file, not next
// to the lowered copy that wmc compiles.
#define MARKS 5
