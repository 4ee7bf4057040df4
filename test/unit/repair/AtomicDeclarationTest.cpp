#include "repair/SourceEdit.h"

#include <gtest/gtest.h>

namespace wmc::repair {
namespace {

Change makeAtomic(const std::string &file, const std::string &variable) {
  return Change{SiteKey{file, 0, 0, variable}, ChangeKind::MakeAtomic, 1};
}

/// The source after the edit, or "error: why".
std::string edited(const std::string &file, const std::string &source,
                   const std::string &variable) {
  std::string why;
  auto e = editFor(makeAtomic(file, variable), source, why);
  if (!e)
    return "error: " + why;
  return source.substr(0, e->offset) + e->replacement + source.substr(e->offset + e->length);
}

TEST(RepairAtomicDeclaration, CInsertsAtomicBeforeTheType) {
  const std::string src = "int data;\nint flag;\nvoid f(void) { flag = 1; }\n";
  std::string why;
  auto e = editFor(makeAtomic("t.c", "flag"), src, why);
  ASSERT_TRUE(e.has_value()) << why;
  EXPECT_EQ(e->line, 2u);
  EXPECT_EQ(e->column, 1u);
  EXPECT_EQ(e->offset, 10u);
  EXPECT_EQ(e->length, 0u);
  EXPECT_EQ(e->replacement, "_Atomic ");
  EXPECT_EQ(e->lineText, "int flag;");
  EXPECT_EQ(e->kind, "make-atomic");
}

TEST(RepairAtomicDeclaration, CKeepsQualifiersAndMultiWordTypes) {
  EXPECT_EQ(edited("t.c", "static volatile unsigned long n = 0;\n", "n"),
            "static volatile _Atomic unsigned long n = 0;\n");
  EXPECT_EQ(edited("t.c", "int a[2];\n", "a"), "_Atomic int a[2];\n");
  EXPECT_EQ(edited("t.c", "size_t n;\n", "n"), "_Atomic size_t n;\n");
}

TEST(RepairAtomicDeclaration, CxxWrapsTheTypeInStdAtomic) {
  EXPECT_EQ(edited("t.cpp", "#include <atomic>\nunsigned int x = 0;\n", "x"),
            "#include <atomic>\nstd::atomic<unsigned int> x = 0;\n");
  EXPECT_EQ(edited("t.cpp", "volatile int x;\n", "x"),
            "error: std::atomic needs #include <atomic>, which t.cpp does not have");
}

TEST(RepairAtomicDeclaration, SkipsUsesLocalsCommentsAndExternDeclarations) {
  const std::string src = "// int x;\n"
                          "extern int x;\n"
                          "void f(int x) { int y = x; }\n"
                          "const char *s = \"int x;\";\n"
                          "int x = 1;\n";
  EXPECT_EQ(edited("t.c", src, "x"), "// int x;\n"
                                     "extern int x;\n"
                                     "void f(int x) { int y = x; }\n"
                                     "const char *s = \"int x;\";\n"
                                     "_Atomic int x = 1;\n");
}

TEST(RepairAtomicDeclaration, WhatCannotBeMadeAtomicSaysWhy) {
  EXPECT_EQ(edited("t.c", "int *p;\n", "p"), "error: p is not declared with a scalar type alone");
  EXPECT_EQ(edited("t.c", "struct S { int a; } s;\n", "s"),
            "error: no file-scope definition of s with a scalar type was found");
  EXPECT_EQ(edited("t.c", "_Atomic int x;\n", "x"), "error: x is already declared _Atomic");
  EXPECT_EQ(edited("k.cu", "__device__ int x;\n", "x"),
            "error: making x atomic: a one-token edit of a declaration makes a variable atomic "
            "only in C (_Atomic) and C++ (std::atomic), not in k.cu");
}

} // namespace
} // namespace wmc::repair
