// The litmus parser rejects bad input with the line and a message that
// names the problem.
#include "Parse.h"

#include <gtest/gtest.h>

namespace wmc::litmus {
namespace {

ParseError error(std::string_view text) {
  ParseResult r = parseLitmus(text, "bad.litmus");
  if (!std::holds_alternative<ParseError>(r)) {
    ADD_FAILURE() << "accepted";
    return {};
  }
  return std::get<ParseError>(r);
}

constexpr const char *kX86Tail = R"(
{ x=0; }
 P0          ;
 MOV [x],$1  ;
exists (x=1)
)";

TEST(LitmusParseError, UnknownDialect) {
  ParseError e = error(std::string("\n\nRISCV t") + kX86Tail);
  EXPECT_EQ(e.str(),
            "bad.litmus:3: unknown litmus dialect 'RISCV' (supported: C, X86, OPENCL, PTX)");
}

TEST(LitmusParseError, EmptyAndTruncatedFiles) {
  EXPECT_EQ(error("").message, "empty litmus file");
  EXPECT_EQ(error("X86 t\n").message, "missing initial state '{ ... }'");
  EXPECT_EQ(error("X86 t\n{ x=0;\n").message, "unterminated initial state '{'");
  EXPECT_EQ(error("X86\n{ x=0; }").message, "missing test name after 'X86'");
  EXPECT_EQ(error("X86 t\n{ x=0; }\n P0 ;\n MOV [x],$1 ;\n").message,
            "missing final condition ('exists', '~exists' or 'forall')");
}

TEST(LitmusParseError, UnknownInstructionsNameTheLine) {
  ParseError e = error("X86 t\n{ x=0; }\n P0 ;\n CLFLUSH [x] ;\nexists (x=0)\n");
  EXPECT_EQ(e.line, 4u);
  EXPECT_EQ(e.message, "unknown instruction 'CLFLUSH' in a X86 litmus test");
  e = error("PTX t\n{ x=0; }\n P0 ;\n ld.global.nc r0, [x] ;\nexists (x=0)\n");
  EXPECT_EQ(e.message, "unknown PTX qualifier '.nc' in 'ld.global.nc'");
  e = error(
      "C t\n{ x=0; }\nP0(atomic_int *x) {\n  atomic_flag_test_and_set(x);\n}\nexists (x=0)\n");
  EXPECT_EQ(e.line, 4u);
  EXPECT_EQ(e.message, "unknown instruction 'atomic_flag_test_and_set' in a C litmus test");
}

TEST(LitmusParseError, BadOperandsAndNames) {
  EXPECT_EQ(error("X86 t\n{ x=0; }\n P0 ;\n MOV [x] ;\nexists (x=0)\n").message,
            "'MOV [x]': expected 2 operands");
  EXPECT_EQ(error("C t\n{ x=0; }\nP0(atomic_int *x) {\n  int r0 = atomic_load_explicit(x, "
                  "memory_order_sloppy);\n}\nexists (x=0)\n")
                .message,
            "unknown memory order 'memory_order_sloppy'");
  EXPECT_EQ(error("C t\n{ x=0; }\nP0(atomic_int *x) {\n  *x = r9;\n}\nexists (x=0)\n").message,
            "unknown register 'r9'");
  EXPECT_EQ(error("C t\n{ x=0; }\nP0(atomic_int *x) {\n  *q = 1;\n}\nexists (x=0)\n").message,
            "unknown location 'q'");
  EXPECT_EQ(error("C t\n{ x=0; }\nP0(atomic_int *x) {\n  *x = 1\n}\nexists (x=0)\n").message,
            "missing ';' after '*x = 1'");
  EXPECT_EQ(error("C t\n{ x=0; }\nP1(atomic_int *x) {\n}\nexists (x=0)\n").message,
            "expected thread 'P0', found 'P1'");
  EXPECT_EQ(error("C t\n{ x=0; }\nP0(atomic_int *x) {\n  atomic_store_explicit(x, 1, "
                  "memory_order_relaxed, memory_scope_device);\n}\nexists (x=0)\n")
                .message,
            "memory scope argument 'memory_scope_device' needs the OPENCL dialect");
  EXPECT_EQ(error("X86 t\n{ x=y; }\n P0 ;\n MOV [x],$1 ;\nexists (x=0)\n").message,
            "not supported yet: initial value 'y' (only integers)");
}

TEST(LitmusParseError, Conditions) {
  auto cond = [](std::string c) {
    return error("X86 t\n{ x=0; }\n P0 ;\n MOV EAX,[x] ;\n" + c + "\n").message;
  };
  EXPECT_EQ(cond("exists (5:EAX=0)"), "unknown register '5:EAX' in the final condition");
  EXPECT_EQ(cond("exists (x=0"), "missing ')' in the final condition");
  EXPECT_EQ(cond("exists (x=y)"),
            "not supported yet: value 'y' in the final condition (only integers)");
  EXPECT_EQ(cond("exists (x=0) junk"), "unexpected 'junk' in the final condition");
  EXPECT_EQ(cond("filter (x=0)"), "not supported yet: 'filter'");
  EXPECT_EQ(cond("~forall (x=0)"), "expected 'exists' after '~'");
}

TEST(LitmusParseError, Placement) {
  EXPECT_EQ(error("C t\n{ x=0; }\nP0@wg 0 (atomic_int *x) {\n}\nexists (x=0)\n").message,
            "thread placement '@wg 0' needs the OPENCL or PTX dialect");
  EXPECT_EQ(error("PTX t\n{ x=0; }\n P0@wg 0 ;\n st.weak [x], 1 ;\nexists (x=0)\n").message,
            "unknown placement 'wg' (expected 'cta' or 'gpu')");
}

} // namespace
} // namespace wmc::litmus

namespace wmc::litmus {
namespace {

// Deep nesting is an error, not a stack overflow.
TEST(LitmusParseError, DeepNesting) {
  std::string deepIf = "C t\n{ x=0; }\nP0(atomic_int *x) {\n";
  for (int i = 0; i < 5000; ++i)
    deepIf += "if (1) {";
  deepIf += std::string(5000, '}') + "\n}\nexists (x=0)\n";
  EXPECT_EQ(error(deepIf).message, "blocks nested too deeply (more than 100)");
  std::string deepCond = "X86 t\n{ x=0; }\n P0 ;\n MOV EAX,[x] ;\nexists " +
                         std::string(100000, '(') + "x=0" + std::string(100000, ')') + "\n";
  EXPECT_EQ(error(deepCond).message, "final condition nested too deeply");
  EXPECT_EQ(
      error("X86 t\n{ x=0; }\n P0 ;\n MOV EAX,[x] ;\nexists " + std::string(100000, '~') + "x=0\n")
          .message,
      "final condition nested too deeply");
}

} // namespace
} // namespace wmc::litmus
