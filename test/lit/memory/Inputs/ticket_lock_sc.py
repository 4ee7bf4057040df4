"""Counts the SC executions of atomic-rmw-pieces.c's ticket lock with N
workers, independently of wmc: every interleaving of the workers' steps,
each step atomic, and one execution per distinct (reads-from, coherence).

The lock is {u16 owner, u16 next} in one 32-bit word. A worker takes its
ticket with a 32-bit fetch_add on next (it reads and writes both halves),
waits until owner equals its ticket (an await: a complete execution has
only its successful iteration, so the step is enabled only then), does
counter++ (a load, then a store) and releases with a 16-bit fetch_add on
owner.

usage: ticket_lock_sc.py N    prints the number of executions
"""
import sys

STEPS = ["ticket", "await", "load", "store", "release"]


def count(workers):
    executions = set()

    def run(pcs, mem, last, rf, co, ticket, loaded):
        if all(pc == len(STEPS) for pc in pcs):
            executions.add((tuple(sorted(rf.items())),
                            tuple(sorted((k, tuple(v)) for k, v in co.items()))))
            return
        for t in range(workers):
            if pcs[t] == len(STEPS):
                continue
            step, event = STEPS[pcs[t]], (t, pcs[t])
            if step == "await" and mem["owner"] != ticket.get(t):
                continue
            mem2, last2, rf2 = dict(mem), dict(last), dict(rf)
            co2 = {k: list(v) for k, v in co.items()}
            ticket2, loaded2 = dict(ticket), dict(loaded)

            def read(loc):
                rf2[(event, loc)] = last.get(loc, "init")

            def write(loc, value):
                mem2[loc] = value & 0xFFFF
                last2[loc] = event
                co2.setdefault(loc, []).append(event)

            if step == "ticket":
                read("owner")
                read("next")
                ticket2[t] = mem["next"]
                write("owner", mem["owner"])
                write("next", mem["next"] + 1)
            elif step == "await":
                read("owner")
            elif step == "load":
                read("counter")
                loaded2[t] = mem["counter"]
            elif step == "store":
                write("counter", loaded[t] + 1)
            else:
                read("owner")
                write("owner", mem["owner"] + 1)
            next_pcs = list(pcs)
            next_pcs[t] += 1
            run(next_pcs, mem2, last2, rf2, co2, ticket2, loaded2)

    run([0] * workers, {"owner": 0, "next": 0, "counter": 0}, {}, {}, {}, {}, {})
    return len(executions)


if __name__ == "__main__":
    print(count(int(sys.argv[1])))
