// Included by unsupported.cu: a launch in a macro defined outside the
// checked file, which wmc-cuda-lower does not rewrite.
#define HEADER_LAUNCH(kernel, arg) kernel<<<1, 1>>>(arg)
