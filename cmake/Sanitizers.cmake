# The sanitizer and fuzzing configurations (docs/dev/sanitizers.md).
#
#   -DWMC_SANITIZE=address,undefined  builds the checker, the runtime, the
#       tools and the tests with these sanitizers; test binaries linked by
#       wmc, wmc-cc and lit's %wmc_rt get the same -fsanitize flags.
#   -DWMC_FUZZ=ON  adds the libFuzzer targets of test/fuzz/ (needs clang and
#       a sanitizer configuration).
#
# The clang plugin, the analysis and the instrumentation pass are never
# sanitized: they are loaded into clang-19, which is not.
set(WMC_SANITIZE "" CACHE STRING "Sanitizers for checker, runtime, tools and tests (e.g. address,undefined)")
option(WMC_FUZZ "Build the libFuzzer targets in test/fuzz (clang with WMC_SANITIZE)" OFF)

set(WMC_SANITIZE_FLAGS "")
set(WMC_SANITIZE_LINK_FLAGS "")
if(WMC_SANITIZE)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang" OR NOT CMAKE_CXX_COMPILER_VERSION VERSION_GREATER_EQUAL 19)
    message(FATAL_ERROR "WMC_SANITIZE needs clang 19 as the compiler (test binaries are linked "
                        "by clang-19 with its sanitizer runtime): -DCMAKE_CXX_COMPILER=clang++-19 "
                        "-DCMAKE_C_COMPILER=clang-19")
  endif()
  # No fake stacks (detect_stack_use_after_return, on by default since LLVM
  # 15): the runtime needs a test thread's locals on its fiber stack, at the
  # same address in every execution.
  set(WMC_SANITIZE_FLAGS -fsanitize=${WMC_SANITIZE} -fno-sanitize-recover=undefined
      -fno-omit-frame-pointer)
  if(WMC_SANITIZE MATCHES "address")
    list(APPEND WMC_SANITIZE_FLAGS -fsanitize-address-use-after-return=never)
  endif()
  # What a test binary's link adds after libwmc_rt.a: the runtime is C++
  # (UBSan's vptr check needs its C++ part) and a C test is linked by the C
  # driver.
  set(WMC_SANITIZE_LINK_FLAGS ${WMC_SANITIZE_FLAGS} -fsanitize-link-c++-runtime)
endif()
if(WMC_FUZZ AND NOT WMC_SANITIZE)
  message(FATAL_ERROR "WMC_FUZZ needs a sanitizer configuration: -DWMC_SANITIZE=address,undefined")
endif()

# Called at the top of a directory whose code runs in wmc's own processes.
macro(wmc_sanitize_directory)
  if(WMC_SANITIZE_FLAGS)
    add_compile_options(${WMC_SANITIZE_FLAGS})
    add_link_options(${WMC_SANITIZE_FLAGS})
  endif()
endmacro()

# wmc_add_fuzzer(NAME SOURCES... [LIBS libraries...]): a libFuzzer target
# bin/fuzz-NAME whose seed corpus is test/fuzz/NAME/corpus. SOURCES are
# compiled with coverage instrumentation (list the parser's own .cpp files
# here, not only the harness); LIBS are linked as they are.
function(wmc_add_fuzzer name)
  if(NOT WMC_FUZZ)
    return()
  endif()
  cmake_parse_arguments(PARSE_ARGV 1 FUZZ "" "" "LIBS")
  set(target fuzz-${name})
  add_executable(${target} ${FUZZ_UNPARSED_ARGUMENTS})
  target_compile_options(${target} PRIVATE -fsanitize=fuzzer)
  target_link_options(${target} PRIVATE -fsanitize=fuzzer)
  target_include_directories(${target} PRIVATE ${CMAKE_SOURCE_DIR})
  target_link_libraries(${target} PRIVATE ${FUZZ_LIBS})
  if(NOT TARGET wmc_fuzzers)
    add_custom_target(wmc_fuzzers)
  endif()
  add_dependencies(wmc_fuzzers ${target})
endfunction()
