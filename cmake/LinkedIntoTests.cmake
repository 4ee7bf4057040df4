# The checker, repair and the runtime are linked into every test binary a
# user builds (build/lib/libwmc_rt.a). With full debug info each such
# binary was 35 MB, 1.4 MB of it code, and one run of the lit suite wrote
# over 7 GB (a CI machine ran out of disk). Line tables (-g1) keep
# backtraces and source lines for a debugger; -DWMC_FULL_DEBUG_INFO=ON
# keeps full debug info for work on these libraries.
option(WMC_FULL_DEBUG_INFO "Full debug info in the libraries linked into test binaries" OFF)

function(wmc_linked_into_tests target)
  if(NOT WMC_FULL_DEBUG_INFO)
    target_compile_options(${target} PRIVATE $<$<CONFIG:RelWithDebInfo,Debug>:-g1>)
  endif()
endfunction()
