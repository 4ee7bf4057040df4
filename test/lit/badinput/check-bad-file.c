// `wmc check` on a file that does not exist, or that does not compile:
// status 2 and a message naming the file.
//
// RUN: sh -c '%wmc check %t.does-not-exist.c 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=MISSING
// RUN: sh -c '%wmc check --model=tso %s -- -DBROKEN 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=BROKEN
// MISSING: wmc: no such file: '{{.*}}does-not-exist.c'
// MISSING: exit status 2
// BROKEN: check-bad-file.c:[[#@LINE+7]]:{{[0-9]+}}: error: use of undeclared identifier 'undeclared_variable'
// BROKEN: wmc: compilation of {{.*}}check-bad-file.c failed
// BROKEN-NOT: Summary
// BROKEN: exit status 2

int main(void) {
#ifdef BROKEN
  return undeclared_variable;
#else
  return 0;
#endif
}
