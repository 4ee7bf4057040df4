// The event API the instrumentation calls: memory accesses, fences, memory
// intrinsics and loops. Each function: mark runtime code, wait for the
// thread's turn if the operation is new (not replayed), ask the explorer,
// then leave the fiber if the thread may not continue.
#include "abi.h"

#include "runtime/Session.h"
#include "runtime/Stores.h"

#include <cstring>
#include <optional>

using namespace wmc;
using namespace wmc::rt;

namespace {

MemOrder toOrder(uint32_t o) {
  switch (o & WMC_ORDER_MASK) {
  case WMC_ORDER_RELAXED:
    return MemOrder::Relaxed;
  case WMC_ORDER_ACQUIRE:
    return MemOrder::Acquire;
  case WMC_ORDER_RELEASE:
    return MemOrder::Release;
  case WMC_ORDER_ACQ_REL:
    return MemOrder::AcqRel;
  case WMC_ORDER_SEQ_CST:
    return MemOrder::SeqCst;
  default:
    return MemOrder::Plain;
  }
}

Scope toScope(uint32_t o) {
  switch ((o & WMC_SCOPE_MASK) >> WMC_SCOPE_SHIFT) {
  case WMC_SCOPE_DEVICE:
    return Scope::Device;
  case WMC_SCOPE_BLOCK:
    return Scope::Block;
  case WMC_SCOPE_THREAD:
    return Scope::Thread;
  default:
    return Scope::System;
  }
}

/// The scope of an access or fence: a __VERIFIER_memory_scope_* call
/// before it (Annotated.cpp) overrides the scope of the next atomic one.
Scope scopeOf(uint32_t order, bool atomic) {
  Scope sc = toScope(order);
  if (!atomic)
    return sc;
  Session &s = Session::get();
  std::optional<Scope> &next = s.thread(s.current()).gpu.nextScope;
  if (next) {
    sc = *next;
    next.reset();
  }
  return sc;
}

void checkSize(Session &s, uint32_t size, const wmc_site *site) {
  if (size != 1 && size != 2 && size != 4 && size != 8)
    s.fatal(std::to_string(size) + "-byte accesses are not supported yet", site);
}

/// What an access does, for a repair's stronger order (Overrides::order).
enum class Does { Read, Write, ReadWrite };

/// `whole`: the piece is the whole access (one location). A compound
/// update (`x++`) of a variable the repair made atomic is the atomic
/// read-modify-write `_Atomic` makes of it: its load is the RMW's read
/// (kRmwAttempt), and its store's access carries kRmwWrite, which tells
/// storePieces to perform it as that RMW's write (Explorer::rmwStore).
Access pieceAccess(Layout::Piece p, uint32_t order, const wmc_site *site, Does does,
                   bool whole = false) {
  Access a;
  a.addr = p.addr;
  a.size = p.size;
  Overrides &changes = Session::get().overrides();
  a.order = changes.order(site, toOrder(order), does != Does::Write, does != Does::Read);
  a.scope = changes.scope(site).value_or(scopeOf(order, a.order != MemOrder::Plain));
  // A variable the repair made atomic: its plain accesses take the scope of
  // the declaration's edit (system, or device for a CUDA cuda::atomic).
  if (a.order == MemOrder::Plain && changes.makesAtomic()) {
    std::string variable = Session::get().memory().globalName(p.addr);
    // Only where the access names the variable: the edit that makes it
    // `_Atomic` leaves accesses through a pointer (`*p`, a callee's
    // parameter) plain, so they stay plain here too.
    auto atomic = changes.atomicOrder(variable, does != Does::Write, does != Does::Read);
    if (atomic && changes.namesVariable(site, variable)) {
      a.order = *atomic;
      a.scope = changes.atomicScope(variable);
      if (whole && (order & WMC_FLAG_UPDATE) && changes.compoundUpdate(site))
        a.flags |= does == Does::Read ? kRmwAttempt : kRmwWrite;
    }
  }
  a.site = site;
  a.flags |= (order & WMC_FLAG_VOLATILE) ? kVolatile : 0;
  if (order & WMC_FLAG_RESULT_UNUSED)
    a.flags |= kResultUnused;
  // Volatile block-shared memory is how pre-Volta warp-synchronous code
  // communicates; the model treats it as non-atomic (Rc11Model::orderOf).
  if ((order & WMC_FLAG_VOLATILE) && Session::get().memory().blockShared().contains(p.addr))
    a.flags |= kBlockShared;
  // A value type only names a whole location's value, not a piece of it.
  if (p.size == 4 && (order & WMC_FLAG_FLOAT))
    a.flags |= kFloat;
  if (p.size == 8 && (order & WMC_FLAG_DOUBLE))
    a.flags |= kDouble;
  if (p.size == 8 && (order & WMC_FLAG_POINTER))
    a.flags |= kPointer;
  return a;
}

void writeThrough(void *addr, uint64_t v, uint32_t size) { std::memcpy(addr, &v, size); }

/// A repair's fence and block barrier after (or before) the operation at
/// `site` (Overrides), if any. (The barrier is a GPU thread's only: a CPU
/// thread running the same code has no block.)
void repairNext(Session &s, const wmc_site *site, bool after) {
  Overrides &changes = s.overrides();
  if (changes.empty())
    return;
  if (auto fence = after ? changes.fenceAfter(site) : changes.fenceBefore(site))
    s.perform(site, [&](Explorer &ex, ThreadId t) {
      ex.fence(t, *fence, Scope::System, site);
      return 0;
    });
  bool barrier = after ? changes.barrierAfter(site) : changes.barrierBefore(site);
  if (barrier && s.thread(s.current()).gpu.isGpu)
    __wmc_gpu_barrier(site);
}
void repairBefore(Session &s, const wmc_site *site) { repairNext(s, site, false); }
void repairAfter(Session &s, const wmc_site *site) { repairNext(s, site, true); }

uint64_t lowBytes(uint64_t v, unsigned size) {
  return size >= 8 ? v : v & ((1ull << (8 * size)) - 1);
}

/// Is an access over several locations single-copy atomic? An atomic (or
/// volatile) load or store of the program (not a piece of a block copy) of
/// up to 8 bytes aligned to its size is, as on the hardware (x86, Arm,
/// PTX): its pieces must not tear (Explorer::jointAccessEnd). A plain one
/// may tear, as C and C++ allow (and a plain copy of a small struct need
/// not pay for the check).
bool singleCopy(const Layout::Cover &c, uintptr_t base, uint32_t size, uint32_t order) {
  bool atomic = toOrder(order) != MemOrder::Plain || (order & WMC_FLAG_VOLATILE);
  return atomic && c.count > 1 && size <= 8 && base % size == 0;
}

/// Performs the events of one access, one per piece. The pieces of a
/// single-copy-atomic access are added in one turn, so that no other
/// thread runs between them (no state shows half of it; a revisit that
/// keeps its first pieces adds the rest while replaying), and the explorer
/// then checks that they did not tear (Explorer::jointAccessEnd).
/// How piece i of an access is joined to the others (none: not joint).
struct Joint {
  uint16_t flags = 0;
  uint8_t more = 0; ///< pieces after it (Event::jointMore)
  void mark(Access &a) const {
    a.flags |= flags;
    a.jointMore = more;
  }
};

template <typename Piece>
void performPieces(Session &s, const Layout::Cover &c, bool joint, const wmc_site *site,
                   Piece &&piece) {
  if (!joint) {
    for (unsigned i = 0; i < c.count; ++i)
      s.perform(site, [&](Explorer &ex, ThreadId t) {
        piece(ex, t, i, Joint{});
        return 0;
      });
    return;
  }
  s.perform(site, [&](Explorer &ex, ThreadId t) {
    for (unsigned i = 0; i < c.count; ++i) {
      if (ex.runStopped() || ex.thread(t).status != ThreadStatus::Runnable)
        return 0; // the thread or the run stopped at a piece
      piece(ex, t, i,
            Joint{static_cast<uint16_t>(i > 0 ? kJointWithPrev : 0),
                  static_cast<uint8_t>(c.count - 1 - i)});
    }
    ex.jointAccessEnd(t, site);
    return 0;
  });
}

/// A load of [addr, addr+size): one event per location it covers (a
/// mixed-size load combines the values of its pieces, little-endian).
/// `whole`: one access of the program (not a piece of a block copy).
uint64_t loadPieces(Session &s, const void *addr, uint32_t size, uint32_t order,
                    const wmc_site *site, bool whole = false) {
  Layout::Cover c = s.locate(addr, size, site);
  auto base = reinterpret_cast<uintptr_t>(addr);
  uint64_t v = 0;
  performPieces(s, c, whole && singleCopy(c, base, size, order), site,
                [&](Explorer &ex, ThreadId t, unsigned i, Joint joint) {
                  Access a = pieceAccess(c.pieces[i], order, site, Does::Read, c.count == 1);
                  joint.mark(a);
                  v |= lowBytes(ex.load(t, a), a.size) << (8 * (c.pieces[i].addr - base));
                });
  return v;
}

/// A store of [addr, addr+size): one event per location it covers, then the
/// bytes are written to memory.
void storePieces(Session &s, void *addr, uint64_t v, uint32_t size, uint32_t order,
                 const wmc_site *site, bool whole = false) {
  Layout::Cover c = s.locate(addr, size, site);
  auto base = reinterpret_cast<uintptr_t>(addr);
  performPieces(s, c, whole && singleCopy(c, base, size, order), site,
                [&](Explorer &ex, ThreadId t, unsigned i, Joint joint) {
                  Access a = pieceAccess(c.pieces[i], order, site, Does::Write, c.count == 1);
                  joint.mark(a);
                  Value piece = lowBytes(v >> (8 * (c.pieces[i].addr - base)), a.size);
                  if (a.flags & kRmwWrite) { // the write of a compound update's RMW
                    a.flags &= static_cast<uint16_t>(~kRmwWrite);
                    ex.rmwStore(t, a, piece);
                  } else {
                    ex.store(t, a, piece);
                  }
                });
  writeThrough(addr, v, size);
}

/// The order of a compare-exchange's read when it fails with failure
/// order `failure` or succeeds with success order `success`: do the two
/// read alike (seq_cst/seq_cst, acq_rel/acquire, relaxed/relaxed... as the
/// one-order forms give)?
bool casOrdersReadAlike(uint32_t success, uint32_t failure) {
  MemOrder o = toOrder(success);
  MemOrder read = o == MemOrder::Release  ? MemOrder::Relaxed
                  : o == MemOrder::AcqRel ? MemOrder::Acquire
                                          : o;
  return read == toOrder(failure);
}

/// An atomic read-modify-write of [addr, addr+size): the old value, and
/// `update` gives the new one (none: a failed compare-exchange writes
/// nothing). Over one location it is one RMW event pair. Over several
/// (a 64-bit RMW of two 32-bit halves) it is a single-copy-atomic load of
/// the pieces, each with kRmwAttempt, then a single-copy-atomic store whose
/// pieces are each their read's RMW write (Explorer::rmwStore), all in one
/// turn: no write to any of the locations comes between a piece's read and
/// its write, and neither the reads nor the writes tear, so the whole is
/// atomic. `casFailure`: the failure order of a compare-exchange.
template <typename Single, typename Update>
uint64_t rmwPieces(Session &s, void *addr, uint32_t size, uint32_t order,
                   std::optional<uint32_t> casFailure, const wmc_site *site, Single &&single,
                   Update &&update) {
  checkSize(s, size, site);
  Layout::Cover c = s.locate(addr, size, site);
  if (c.count == 1)
    return single(pieceAccess(c.pieces[0], order, site, Does::ReadWrite));
  auto base = reinterpret_cast<uintptr_t>(addr);
  // Whether a compare-exchange fails is known only once every piece is
  // read; if its orders read differently, the explorer guesses the outcome
  // for the pieces' order and drops the runs that guessed wrong.
  bool guess = casFailure && !casOrdersReadAlike(order, *casFailure);
  uint64_t old = 0;
  std::optional<uint64_t> nv;
  s.perform(site, [&](Explorer &ex, ThreadId t) {
    auto stopped = [&] { return ex.runStopped() || ex.thread(t).status != ThreadStatus::Runnable; };
    bool guessedFail = guess && ex.guessCasFails(t, site);
    // The failure order with the access's scope and flags.
    uint32_t readOrder =
        guessedFail ? (order & ~WMC_ORDER_MASK) | (*casFailure & WMC_ORDER_MASK) : order;
    auto piece = [&](unsigned i) {
      Access a = pieceAccess(c.pieces[i], readOrder, site, Does::ReadWrite);
      Joint{static_cast<uint16_t>(i > 0 ? kJointWithPrev : 0),
            static_cast<uint8_t>(c.count - 1 - i)}
          .mark(a);
      return a;
    };
    for (unsigned i = 0; i < c.count; ++i) {
      if (stopped())
        return 0;
      Access a = piece(i);
      a.flags |= kRmwAttempt | (guessedFail ? kCasFailed : 0);
      old |= lowBytes(ex.load(t, a), a.size) << (8 * (c.pieces[i].addr - base));
    }
    ex.jointAccessEnd(t, site);
    nv = update(old);
    if (guess && !ex.casOutcome(t, guessedFail, !nv, site)) {
      nv.reset();
      return 0;
    }
    for (unsigned i = 0; nv && i < c.count; ++i) {
      if (stopped())
        return 0;
      Access a = piece(i);
      ex.rmwStore(t, a, lowBytes(*nv >> (8 * (c.pieces[i].addr - base)), a.size));
    }
    if (nv)
      ex.jointAccessEnd(t, site);
    return 0;
  });
  if (nv)
    writeThrough(addr, *nv, size);
  return old;
}

/// Largest access size (8, 4, 2, 1) that fits `left` bytes and keeps every
/// address aligned.
uint32_t alignedChunk(uintptr_t a, uintptr_t b, uint64_t left) {
  for (uint32_t s = 8; s > 1; s /= 2)
    if (left >= s && a % s == 0 && b % s == 0)
      return s;
  return 1;
}

/// The access size to split a block operation into at address a (and b):
/// the size of the location at a (else at b) if known, else the element
/// size of a global array or named block there, else aligned words.
uint32_t chunkSize(uintptr_t a, uintptr_t b, uint64_t left) {
  Session &s = Session::get();
  uint32_t hint = s.knownLocationSize(a);
  if (!hint)
    hint = s.knownLocationSize(b);
  if (!hint)
    hint = static_cast<uint32_t>(s.memory().elementSize(a));
  if (hint == 1 || hint == 2 || hint == 4 || hint == 8)
    if (left >= hint && a % hint == 0 && b % hint == 0)
      return hint;
  return alignedChunk(a, b, left);
}

uint64_t loadAny(Session &s, const void *p, uint32_t size, const wmc_site *site) {
  if (s.privateRange(p, size)) {
    uint64_t v = 0;
    std::memcpy(&v, p, size);
    return v;
  }
  return loadPieces(s, p, size, WMC_ORDER_PLAIN, site);
}

void storeAny(Session &s, void *p, uint64_t v, uint32_t size, const wmc_site *site) {
  if (s.privateRange(p, size))
    writeThrough(p, v, size);
  else
    storePieces(s, p, v, size, WMC_ORDER_PLAIN, site);
}

/// Before main (C++ dynamic initialisers, constructors) there is no
/// exploration yet: operations act on memory directly, as in the plain
/// program. What start-up code leaves in globals and in the heap blocks it
/// allocated is the state every execution starts from (Memory::snapshot).
bool startingUp() { return !Session::active(); }

uint64_t rawLoad(const void *addr, uint32_t size) {
  uint64_t v = 0;
  std::memcpy(&v, addr, size > 8 ? 8 : size);
  return v;
}

} // namespace

void wmc::rt::storeValue(void *p, uint64_t v, uint32_t size, const wmc_site *site) {
  // Always an event, even on the thread's own stack: whether a local is a
  // location may differ between executions, and the replay must not.
  Session &s = Session::get();
  RuntimeScope scope;
  checkSize(s, size, site);
  storePieces(s, p, v, size, WMC_ORDER_PLAIN, site);
}

uint64_t wmc::rt::loadPlain(const void *p, uint32_t size, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  return loadAny(s, p, size, site);
}

void wmc::rt::storePlain(void *p, uint64_t v, uint32_t size, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  storeAny(s, p, v, size, site);
}

void wmc::rt::storeBytes(void *dst, const void *bytes, uint64_t n, const wmc_site *site) {
  Session &s = Session::get();
  RuntimeScope scope;
  auto d = reinterpret_cast<uintptr_t>(dst);
  auto *from = static_cast<const unsigned char *>(bytes);
  for (uint64_t off = 0; off < n;) {
    uint32_t c = chunkSize(d + off, d + off, n - off);
    uint64_t v = 0;
    std::memcpy(&v, from + off, c);
    storeAny(s, reinterpret_cast<void *>(d + off), v, c, site);
    off += c;
  }
}

extern "C" {

uint64_t __wmc_load(const void *addr, uint32_t size, uint32_t order, const wmc_site *site) {
  if (startingUp())
    return rawLoad(addr, size);
  Session &s = Session::get();
  RuntimeScope scope;
  checkSize(s, size, site);
  if ((order & WMC_FLAG_PRIVATE) && s.claimPrivate(addr, size, /*write=*/false, site))
    return rawLoad(addr, size);
  if ((order & WMC_FLAG_READONLY) && s.claimReadOnly(addr, size, site))
    return rawLoad(addr, size);
  // The load and the store of a compound update (`x++`, WMC_FLAG_UPDATE)
  // are one operation: a repair's statement goes before the load and after
  // the store, not between them.
  repairBefore(s, site);
  uint64_t v = loadPieces(s, addr, size, order, site, /*whole=*/true);
  if (!(order & WMC_FLAG_UPDATE))
    repairAfter(s, site);
  return v;
}

void __wmc_store(void *addr, uint64_t value, uint32_t size, uint32_t order, const wmc_site *site) {
  if (startingUp())
    return writeThrough(addr, value, size);
  Session &s = Session::get();
  RuntimeScope scope;
  checkSize(s, size, site);
  if ((order & WMC_FLAG_PRIVATE) && s.claimPrivate(addr, size, /*write=*/true, site))
    return writeThrough(addr, value, size);
  if (!(order & WMC_FLAG_UPDATE))
    repairBefore(s, site);
  storePieces(s, addr, value, size, order, site, /*whole=*/true);
  repairAfter(s, site);
}

uint64_t __wmc_rmw(void *addr, uint64_t operand, uint32_t size, uint32_t op, uint32_t order,
                   const wmc_site *site) {
  if (startingUp() && op <= WMC_RMW_UDEC_WRAP) {
    uint64_t old = rawLoad(addr, size);
    writeThrough(addr, applyRmw(static_cast<RmwOp>(op), old, operand, size), size);
    return old;
  }
  Session &s = Session::get();
  RuntimeScope scope;
  if (op > WMC_RMW_UDEC_WRAP)
    s.fatal("unknown atomic read-modify-write operation " + std::to_string(op), site);
  auto rop = static_cast<RmwOp>(op);
  repairBefore(s, site);
  uint64_t old = rmwPieces(
      s, addr, size, order, std::nullopt, site,
      [&](const Access &a) {
        uint64_t o =
            s.perform(site, [&](Explorer &ex, ThreadId t) { return ex.rmw(t, a, rop, operand); });
        writeThrough(addr, applyRmw(rop, o, operand, size), size);
        return o;
      },
      [&](uint64_t o) { return std::optional<uint64_t>(applyRmw(rop, o, operand, size)); });
  repairAfter(s, site);
  return old;
}

uint64_t __wmc_cmpxchg(void *addr, uint64_t expected, uint64_t desired, uint32_t size,
                       uint32_t success_order, uint32_t failure_order, uint32_t weak,
                       const wmc_site *site) {
  (void)weak; // spurious failures add nothing but blocked retries; a weak CAS is explored as strong
  if (startingUp()) {
    uint64_t old = rawLoad(addr, size);
    if (old == truncate(expected, size))
      writeThrough(addr, desired, size);
    return old;
  }
  Session &s = Session::get();
  RuntimeScope scope;
  repairBefore(s, site);
  uint64_t old = rmwPieces(
      s, addr, size, success_order, failure_order, site,
      [&](const Access &a) {
        auto r = s.perform(site, [&](Explorer &ex, ThreadId t) {
          return ex.cas(t, a, expected, desired, toOrder(failure_order));
        });
        if (r.success)
          writeThrough(addr, desired, size);
        return r.old;
      },
      [&](uint64_t o) {
        return truncate(o, size) == truncate(expected, size)
                   ? std::optional<uint64_t>(truncate(desired, size))
                   : std::nullopt;
      });
  repairAfter(s, site);
  return old;
}

void __wmc_fence(uint32_t order, const wmc_site *site) {
  if (startingUp())
    return;
  Session &s = Session::get();
  RuntimeScope scope;
  // A repair's stronger order (Overrides): a fence both releases and acquires.
  MemOrder o = s.overrides().order(site, toOrder(order), true, true);
  if (o == MemOrder::Plain || o == MemOrder::Relaxed)
    return;
  Scope fenceScope = s.overrides().scope(site).value_or(scopeOf(order, true));
  s.perform(site, [&](Explorer &ex, ThreadId t) {
    ex.fence(t, o, fenceScope, site);
    return 0;
  });
}

void __wmc_memcpy(void *dst, const void *src, uint64_t n, const wmc_site *site) {
  if (startingUp()) {
    std::memcpy(dst, src, n);
    return;
  }
  Session &s = Session::get();
  RuntimeScope scope;
  auto d = reinterpret_cast<uintptr_t>(dst), sr = reinterpret_cast<uintptr_t>(src);
  for (uint64_t off = 0; off < n;) {
    uint32_t c = chunkSize(d + off, sr + off, n - off);
    uint64_t v = loadAny(s, reinterpret_cast<const void *>(sr + off), c, site);
    storeAny(s, reinterpret_cast<void *>(d + off), v, c, site);
    off += c;
  }
}

void __wmc_memmove(void *dst, const void *src, uint64_t n, const wmc_site *site) {
  if (startingUp()) {
    std::memmove(dst, src, n);
    return;
  }
  Session &s = Session::get();
  RuntimeScope scope;
  auto d = reinterpret_cast<uintptr_t>(dst), sr = reinterpret_cast<uintptr_t>(src);
  std::vector<std::pair<uint64_t, uint32_t>> chunks; // read everything first: ranges may overlap
  for (uint64_t off = 0; off < n;) {
    uint32_t c = chunkSize(d + off, sr + off, n - off);
    chunks.emplace_back(loadAny(s, reinterpret_cast<const void *>(sr + off), c, site), c);
    off += c;
  }
  uint64_t off = 0;
  for (auto [v, c] : chunks) {
    storeAny(s, reinterpret_cast<void *>(d + off), v, c, site);
    off += c;
  }
}

void __wmc_memset(void *dst, uint32_t byte, uint64_t n, const wmc_site *site) {
  if (startingUp()) {
    std::memset(dst, static_cast<int>(byte), n);
    return;
  }
  Session &s = Session::get();
  RuntimeScope scope;
  auto d = reinterpret_cast<uintptr_t>(dst);
  uint64_t pattern = 0x0101010101010101ull * (byte & 0xFF);
  for (uint64_t off = 0; off < n;) {
    uint32_t c = chunkSize(d + off, d + off, n - off);
    storeAny(s, reinterpret_cast<void *>(d + off), pattern, c, site);
    off += c;
  }
}

void __wmc_external_begin(const void *addr, uint64_t size) {
  if (startingUp())
    return;
  Session &s = Session::get();
  RuntimeScope scope;
  auto *p = static_cast<const unsigned char *>(addr);
  s.thread(s.current()).externalSaved.emplace_back(p, p + size);
}

void __wmc_external_end(const void *addr, uint64_t size, const wmc_site *site) {
  if (startingUp())
    return;
  Session &s = Session::get();
  RuntimeScope scope;
  auto &saved = s.thread(s.current()).externalSaved;
  if (saved.empty())
    return;
  std::vector<unsigned char> before = std::move(saved.back());
  saved.pop_back();
  auto base = reinterpret_cast<uintptr_t>(addr);
  for (uint64_t off = 0; off < size && off < before.size();) {
    // Chunks as the program accesses them where known, else aligned words.
    uint32_t c = s.knownLocationSize(base + off);
    if (c == 0 || off + c > size)
      c = chunkSize(base + off, base + off, size - off);
    if (std::memcmp(before.data() + off, reinterpret_cast<const void *>(base + off), c) != 0) {
      uint64_t v = 0;
      std::memcpy(&v, reinterpret_cast<const void *>(base + off), c);
      storePieces(s, reinterpret_cast<void *>(base + off), v, c, WMC_ORDER_PLAIN, site);
    }
    off += c;
  }
}

void __wmc_external_wrote(void *addr, uint64_t size, const wmc_site *site) {
  if (startingUp())
    return;
  Session &s = Session::get();
  RuntimeScope scope;
  auto base = reinterpret_cast<uintptr_t>(addr);
  for (uint64_t off = 0; off < size;) {
    uint32_t c = s.knownLocationSize(base + off);
    if (c == 0 || off + c > size)
      c = chunkSize(base + off, base + off, size - off);
    uint64_t v = 0;
    std::memcpy(&v, reinterpret_cast<const void *>(base + off), c);
    storeAny(s, reinterpret_cast<void *>(base + off), v, c, site);
    off += c;
  }
}

void __wmc_loop_enter(const wmc_loop *loop) {
  if (startingUp())
    return;
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId t = s.current();
  s.thread(t).loops[loop] = LoopState{0, s.explorer().eventCount(t)};
}

void __wmc_loop_latch(const wmc_loop *loop) {
  if (startingUp())
    return;
  Session &s = Session::get();
  RuntimeScope scope;
  ThreadId t = s.current();
  Explorer &ex = s.explorer();
  auto [it, fresh] = s.thread(t).loops.try_emplace(loop, LoopState{0, ex.eventCount(t)});
  LoopState &st = it->second;
  uint32_t now = ex.eventCount(t);
  ++st.iterations;
  if (loop->spin && !fresh) {
    // An iteration that only read shared memory (and fenced: a fence writes
    // nothing another thread could see) leaves the thread exactly where it
    // was: it is an await. Executions where it fails are blocked; the one
    // where it reads what it waits for is explored separately. Dropping a
    // failed iteration's reads and fences from a consistent execution leaves
    // a consistent execution, so no behaviour is lost.
    bool onlyReads = true;
    for (uint32_t i = st.iterationStart; i < now && onlyReads; ++i) {
      const Event &e = ex.graph()[EventId{t, i}];
      onlyReads = e.isRead() || e.isFence();
    }
    if (onlyReads) {
      if (!ex.awaitFailed(t, &loop->site, st.iterationStart))
        s.suspendForever();
      // Taken back (deferred): the thread runs the iteration again when it
      // is scheduled next, which its first new event waits for.
      --st.iterations;
      st.iterationStart = ex.eventCount(t);
      return;
    }
  }
  s.noteLoopIterations(loop, st.iterations);
  // Counted loops end by themselves: only loops that may wait are bounded.
  if (s.options().unroll && !loop->finite && st.iterations >= s.options().unroll) {
    ex.block(t, BlockReason::LoopBound, &loop->site, now);
    s.suspendForever();
  }
  st.iterationStart = now;
}

} // extern "C"
