// `wmc merge` adds up the JSON reports of the shards of one check: the text
// report of two shards of a racy RC11 program under --wmc-keep-going is the
// unsharded one (same race, seen in 2 executions, same summary); JSON and
// SARIF too. Bad input is exit status 2 with a message.
//
// RUN: %clang -fplugin=%wmc_plugin -I%wmc_include -g -O1 %S/../rc11/keep-going.c -o %t %wmc_rt 2> /dev/null
// RUN: %t --wmc-model=rc11 --wmc-keep-going --wmc-shard=0/2 --wmc-shard-fanout=1 --wmc-report=json > %t.0.json || true
// RUN: %t --wmc-model=rc11 --wmc-keep-going --wmc-shard=1/2 --wmc-shard-fanout=1 --wmc-report=json > %t.1.json || true
// RUN: not %wmc merge %t.1.json %t.0.json | FileCheck %s
// CHECK: error: data-race: conflicting accesses, at least one non-atomic, not ordered by happens-before at {{.*}}keep-going.c:31 (thread T0.2)
// CHECK-NEXT: T0.1#1: store(na) data = 42 @ {{.*}}keep-going.c:36
// CHECK-NEXT: T0.2#2: load(na) data = 42  [reads T0.1#1] @ {{.*}}keep-going.c:31
// CHECK-NEXT: (seen in 2 executions)
// CHECK: Summary: model=RC11 complete=1 erroneous=2 blocked=0 errors=1
// CHECK-NOT: shard
//
// Each shard alone has part of it, and says that it is a shard.
// RUN: %t --wmc-model=rc11 --wmc-keep-going --wmc-shard=1/2 --wmc-shard-fanout=1 | FileCheck %s --check-prefix=SHARD
// SHARD: Summary: model=RC11 complete=1 erroneous=0 blocked=0 errors=0
// SHARD-NEXT: note: shard 1/2 of the search tree; 'wmc merge' adds up the JSON reports of all shards
//
// RUN: not %wmc merge --report=json %t.0.json %t.1.json > %t.merged.json
// RUN: python3 -c 'import json,sys; r = json.load(open(sys.argv[1])); assert (r["executions"], r["erroneous"], r["blocked"], r["verdict"], [(e["kind"], e["count"]) for e in r["errors"]], "shard" in r) == (1, 2, 0, "error", [("data-race", 2)], False), r' %t.merged.json
// RUN: not %wmc merge --report sarif %t.0.json %t.1.json > %t.sarif
// RUN: python3 -c 'import json,sys; r = json.load(open(sys.argv[1]))["runs"][0]; assert (r["properties"]["erroneous"], len(r["results"]), r["results"][0]["ruleId"]) == (2, 1, "data-race"), r' %t.sarif
//
// Bad input.
// RUN: sh -c '%wmc merge %t.0.json 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=MISSING
// MISSING: wmc: cannot merge: shards missing (of 2): 1
// MISSING: exit status 2
// RUN: sh -c '%wmc merge %t.0.json %t.0.json %t.1.json 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=TWICE
// TWICE: wmc: cannot merge: shard 0/2 is given twice
// TWICE: exit status 2
// RUN: %t --wmc-model=sc --wmc-report=json > %t.sc.json || true
// RUN: sh -c '%wmc merge %t.merged.json %t.sc.json 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=MODELS
// MODELS: wmc: cannot merge: reports of different models (RC11 and SC)
// MODELS: exit status 2
// RUN: echo '{"model": 1' > %t.bad.json
// RUN: sh -c '%wmc merge %t.bad.json 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=BADJSON
// BADJSON: wmc: {{.*}}.bad.json: not a JSON object
// BADJSON: exit status 2
// RUN: sh -c '%wmc merge %t.nosuch.json 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=NOFILE
// NOFILE: wmc: cannot read '{{.*}}nosuch.json'
// NOFILE: exit status 2
// RUN: sh -c '%wmc merge 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=NOARGS
// NOARGS: wmc: no report given
// NOARGS: exit status 2
// RUN: sh -c '%t --wmc-shard=2/2 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=BADSHARD
// BADSHARD: invalid value '2/2' for --wmc-shard: expected I/N with 0 <= I < N <= 65536, e.g. 0/4
// BADSHARD: exit status 2
// RUN: sh -c '%wmc check --shard=1 %S/../rc11/keep-going.c 2>&1; echo "exit status $?"' | FileCheck %s --check-prefix=CHECKSHARD
// CHECKSHARD: wmc: invalid value '1' for --shard (expected I/N with 0 <= I < N <= 65536, e.g. 0/4)
// CHECKSHARD: exit status 2
