// The plugin defines no arguments yet; an unknown one is an error.
// RUN: not %clang -fplugin=%wmc_plugin -fplugin-arg-wmc-bogus -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: error: unknown wmc plugin argument 'bogus'

int x;
