#include "runtime/Memory.h"

#include <sys/mman.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>

namespace wmc::rt {
namespace {
constexpr size_t kArenaSize = size_t(64) << 20; // per thread
constexpr size_t kMaxArenas = 4096;
constexpr size_t kChunk = size_t(1) << 20; // made accessible in 1 MiB steps
constexpr size_t kMaxRedZone = size_t(1) << 20;

/// Unused bytes after a block, so that an access past its end (up to twice
/// its size, or 1 MiB) is reported as out of bounds instead of hitting the
/// next block.
size_t redZone(size_t size) { return std::clamp<size_t>((size + 15) / 16 * 16, 16, kMaxRedZone); }
} // namespace

size_t Memory::arenaBytes() { return kArenaSize * kMaxArenas; }

Memory::Memory() {
  void *m = mmap(nullptr, kArenaSize * kMaxArenas, PROT_NONE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (m == MAP_FAILED) {
    std::fprintf(stderr, "wmc: cannot reserve address space for the test's heap\n");
    std::exit(2);
  }
  arenaBase_ = static_cast<char *>(m);
}

Memory::~Memory() { munmap(arenaBase_, kArenaSize * kMaxArenas); }

void Memory::registerGlobals(const wmc_global *table, uint64_t count) {
  for (uint64_t i = 0; i < count; ++i)
    globals_.push_back(Global{reinterpret_cast<uintptr_t>(table[i].addr),
                              table[i].size,
                              table[i].name ? table[i].name : "?",
                              table[i].elem_size ? table[i].elem_size : table[i].size,
                              {}});
}

namespace {
/// "malloc@queue.c:12", "new@q.cc:8": the allocating call and where it is.
std::string allocationSiteName(const wmc_site &site) {
  // operator new(unsigned long) reads better as `new`.
  std::string call = site.text ? site.text : "malloc";
  if (call.rfind("operator new[]", 0) == 0)
    call = "new[]";
  else if (call.rfind("operator new", 0) == 0)
    call = "new";
  return call + "@" + site.file + ":" + std::to_string(site.line);
}
} // namespace

void Memory::registerStartupBlock(void *addr, uint64_t size, const wmc_site *site) {
  std::string name = site && site->file ? allocationSiteName(*site)
                                        : std::string("heap block allocated before main");
  Global g{
      reinterpret_cast<uintptr_t>(addr), size ? size : 1, std::move(name), size ? size : 1, {}};
  g.startupBlock = true;
  globals_.push_back(std::move(g));
}

const Memory::Global *Memory::findStartupBlock(const void *p) const {
  for (const auto &g : globals_)
    if (g.startupBlock && g.addr == reinterpret_cast<uintptr_t>(p))
      return &g;
  return nullptr;
}

void Memory::snapshotGlobals() {
  for (auto &g : globals_) {
    g.snapshot.resize(g.size);
    std::memcpy(g.snapshot.data(), reinterpret_cast<void *>(g.addr), g.size);
  }
  snapshotted_ = true;
}

void Memory::resetForExecution() {
  for (auto &g : globals_) {
    std::memcpy(reinterpret_cast<void *>(g.addr), g.snapshot.data(), g.size);
    g.freed = false;
  }
  std::fill(arenaUsed_.begin(), arenaUsed_.end(), 0);
  std::fill(blockCount_.begin(), blockCount_.end(), 0);
  siteCount_.clear();
  blocks_.clear();
  shared_.resetForExecution();
}

void Memory::nameBlock(const void *p, std::string name, uint64_t elemSize) {
  for (auto *m : {&blocks_, &everBlocks_})
    if (auto it = m->find(reinterpret_cast<uintptr_t>(p)); it != m->end()) {
      it->second.name = name;
      it->second.elemSize = elemSize;
    }
}

void Memory::markDevice(const void *p, bool managed) {
  for (auto *m : {&blocks_, &everBlocks_})
    if (auto it = m->find(reinterpret_cast<uintptr_t>(p)); it != m->end()) {
      it->second.device = true;
      it->second.managed = managed;
    }
}

const Memory::Block *Memory::deviceBlock(const void *addr) const {
  auto a = reinterpret_cast<uintptr_t>(addr);
  // everBlocks_ for a thread that replays the copy before the allocating
  // thread replayed its cudaMalloc (see withinBlock).
  const auto *b = findBlock(a);
  if (!b)
    b = findIn(everBlocks_, a);
  return b && b->second.device ? &b->second : nullptr;
}

bool Memory::isDeviceMemory(const void *addr) const { return deviceBlock(addr) != nullptr; }

bool Memory::isManagedMemory(const void *addr) const {
  const Block *b = deviceBlock(addr);
  return b && b->managed;
}

void *Memory::allocate(uint32_t thread, size_t size, size_t align, bool zeroed,
                       const wmc_site *site) {
  if (thread >= kMaxArenas) {
    std::fprintf(stderr, "wmc: more than %zu threads allocate memory; not supported\n", kMaxArenas);
    std::exit(2);
  }
  if (arenaUsed_.size() <= thread) {
    arenaUsed_.resize(thread + 1, 0);
    arenaMapped_.resize(thread + 1, 0);
    blockCount_.resize(thread + 1, 0);
  }
  if (align < 16)
    align = 16;
  size_t start = (arenaUsed_[thread] + align - 1) / align * align;
  size_t end = start + (size ? size : 1);
  if (end > kArenaSize)
    return nullptr;
  char *arena = arenaBase_ + kArenaSize * thread;
  if (end > arenaMapped_[thread]) {
    size_t want = (end + kChunk - 1) / kChunk * kChunk;
    mprotect(arena + arenaMapped_[thread], want - arenaMapped_[thread], PROT_READ | PROT_WRITE);
    arenaMapped_[thread] = want;
  }
  arenaUsed_[thread] = std::min(end + redZone(size), kArenaSize);
  char *p = arena + start;
  if (zeroed)
    std::memset(p, 0, size);
  Block b{size, thread, blockCount_[thread]++, zeroed, false, {}, 0, site, 0};
  if (site)
    b.siteOrdinal = siteCount_[{thread, site}]++;
  auto [ever, fresh] = everBlocks_.try_emplace(reinterpret_cast<uintptr_t>(p), b);
  if (!fresh && ever->second.size < size)
    ever->second = b;
  blocks_[reinterpret_cast<uintptr_t>(p)] = std::move(b);
  return p;
}

void *Memory::allocateCopy(uint32_t thread, const void *image, size_t size, size_t align,
                           std::string name) {
  auto [it, fresh] = images_.try_emplace(image);
  if (fresh) {
    auto *bytes = static_cast<const unsigned char *>(image);
    it->second.assign(bytes, bytes + size);
  }
  void *p = allocate(thread, size, align, false);
  if (!p)
    return nullptr;
  std::memcpy(p, it->second.data(), std::min(size, it->second.size()));
  for (auto *m : {&blocks_, &everBlocks_})
    if (auto b = m->find(reinterpret_cast<uintptr_t>(p)); b != m->end()) {
      b->second.image = &it->second;
      b->second.name = name;
    }
  return p;
}

bool Memory::release(void *p) {
  if (const Global *found =
          findStartupBlock(p)) { // never really freed: the next execution restores it
    Global &g = globals_[static_cast<size_t>(found - globals_.data())];
    if (g.freed)
      return false;
    g.freed = true;
    return true;
  }
  auto it = blocks_.find(reinterpret_cast<uintptr_t>(p));
  if (it == blocks_.end() || it->second.freed)
    return false;
  it->second.freed = true;
  return true;
}

size_t Memory::blockSize(const void *p) const {
  if (const Global *g = findStartupBlock(p))
    return g->freed ? 0 : g->size;
  auto it = blocks_.find(reinterpret_cast<uintptr_t>(p));
  return it == blocks_.end() || it->second.freed ? 0 : it->second.size;
}

const Memory::Global *Memory::findGlobal(uintptr_t addr) const {
  for (const auto &g : globals_)
    if (addr >= g.addr && addr < g.addr + g.size)
      return &g;
  return nullptr;
}

std::string Memory::globalName(uintptr_t addr) const {
  const Global *g = findGlobal(addr);
  return g && !g->startupBlock ? g->name : std::string();
}

const std::pair<const uintptr_t, Memory::Block> *Memory::findBlock(uintptr_t addr) const {
  return findIn(blocks_, addr);
}

const std::pair<const uintptr_t, Memory::Block> *
Memory::findIn(const std::map<uintptr_t, Block> &blocks, uintptr_t addr) {
  auto it = blocks.upper_bound(addr);
  if (it == blocks.begin())
    return nullptr;
  --it;
  if (addr >= it->first + (it->second.size ? it->second.size : 1))
    return nullptr;
  return &*it;
}

uint64_t Memory::elementSize(uintptr_t addr) const {
  if (const Global *g = findGlobal(addr))
    return g->elemSize;
  if (auto *b = findBlock(addr))
    return b->second.elemSize;
  return shared_.elementSize(addr);
}

bool Memory::isFreed(uintptr_t addr) const {
  if (const Global *g = findGlobal(addr); g && g->startupBlock)
    return g->freed;
  auto *b = findBlock(addr);
  return b && b->second.freed;
}

bool Memory::withinBlock(uintptr_t addr, uint64_t size) const {
  auto it = everBlocks_.upper_bound(addr);
  if (it == everBlocks_.begin())
    return false;
  --it;
  return addr + size <= it->first + it->second.size;
}

std::string Memory::outOfBounds(uintptr_t addr, const std::vector<std::string> &threadNames) const {
  auto next = everBlocks_.upper_bound(addr);
  auto prev = next == everBlocks_.begin() ? everBlocks_.end() : std::prev(next);
  auto named = prev != everBlocks_.end() ? prev : next;
  if (named == everBlocks_.end())
    return "outside every heap block";
  auto off = static_cast<int64_t>(addr - named->first);
  return "out of bounds of " + blockName(named->second, threadNames) + " (" +
         std::to_string(named->second.size) + " bytes) at offset " + std::to_string(off);
}

std::string Memory::blockName(const Block &b, const std::vector<std::string> &threadNames) {
  if (!b.name.empty())
    return b.name;
  std::string who = b.thread < threadNames.size() ? threadNames[b.thread] : "?";
  if (!b.site || !b.site->file)
    return "heap#" + std::to_string(b.ordinal + 1) + "(" + who + ")";
  std::string n = allocationSiteName(*b.site);
  if (b.siteOrdinal)
    n += "#" + std::to_string(b.siteOrdinal + 1);
  if (b.thread != 0)
    n += "(" + who + ")";
  return n;
}

namespace {
// The current bytes of memory wmc does not own (a stack, an object of code
// built without the plugin). A location's piece may reach past the object
// the program touched, into a neighbour or an AddressSanitizer redzone of
// the same page: reading it is the checker's business, not the program's.
__attribute__((no_sanitize("address"))) uint64_t readForeign(uintptr_t addr, unsigned size) {
  uint64_t v = 0;
  const auto *from = reinterpret_cast<const volatile unsigned char *>(addr);
  auto *to = reinterpret_cast<unsigned char *>(&v);
  for (unsigned i = 0; i < size && i < sizeof v; ++i)
    to[i] = from[i];
  return v;
}
} // namespace

uint64_t Memory::initialValue(uintptr_t addr, unsigned size, bool &uninitialized) const {
  uint64_t v = 0;
  uninitialized = false;
  if (const Global *g = findGlobal(addr)) {
    size_t off = addr - g->addr;
    std::memcpy(&v, g->snapshot.data() + off, std::min<size_t>(size, g->size - off));
    return v;
  }
  if (auto *b = findBlock(addr)) {
    if (const auto *image = b->second.image) {
      size_t off = addr - b->first;
      if (off < image->size())
        std::memcpy(&v, image->data() + off, std::min<size_t>(size, image->size() - off));
      return v;
    }
    if (!b->second.zeroed)
      uninitialized = true;
    return 0;
  }
  if (shared_.contains(addr)) { // a block's fresh instance, like fresh heap memory
    uninitialized = true;
    return 0;
  }
  return readForeign(addr, size); // stack or foreign memory
}

namespace {
// `name[k].next` / `name.next` when the object is an array of (or one) struct
// of the field's type and the access is at the field; otherwise nothing.
std::optional<std::string> fieldName(const std::string &name, uint64_t off, uint64_t size,
                                     uint64_t elemSize, const wmc_field &f) {
  if (f.size == 0 || off % f.size != f.offset)
    return std::nullopt;
  if (size == f.size)
    return name + f.path;
  if (elemSize == f.size)
    return name + "[" + std::to_string(off / f.size) + "]" + f.path;
  return std::nullopt;
}
} // namespace

std::string Memory::describe(uintptr_t addr, const std::vector<std::string> &threadNames,
                             const wmc_field *field) const {
  bool fieldShown = false;
  std::string s = describeObject(addr, threadNames, field, fieldShown);
  // Where the object's layout does not show the field, name it after.
  if (field && !fieldShown)
    s += " (" + std::string(field->path) + ")";
  return s;
}

std::string Memory::describeObject(uintptr_t addr, const std::vector<std::string> &threadNames,
                                   const wmc_field *field, bool &fieldShown) const {
  if (const Global *g = findGlobal(addr)) {
    size_t off = addr - g->addr;
    if (field)
      if (auto n = fieldName(g->name, off, g->size, g->elemSize, *field))
        return fieldShown = true, *n;
    if (off == 0 && g->elemSize == g->size)
      return g->name;
    if (g->elemSize && off % g->elemSize == 0 && g->elemSize != g->size)
      return g->name + "[" + std::to_string(off / g->elemSize) + "]";
    return g->name + "+" + std::to_string(off);
  }
  if (auto *b = findBlock(addr)) {
    size_t off = addr - b->first;
    if (const Block &bl = b->second; !bl.name.empty()) {
      if (field)
        if (auto n = fieldName(bl.name, off, bl.size, bl.elemSize, *field))
          return fieldShown = true, *n;
      if (bl.elemSize && bl.elemSize < bl.size && off % bl.elemSize == 0)
        return bl.name + "[" + std::to_string(off / bl.elemSize) + "]";
      return off ? bl.name + "+" + std::to_string(off) : bl.name;
    }
    std::string s = blockName(b->second, threadNames);
    return off ? s + "+" + std::to_string(off) : s;
  }
  if (shared_.contains(addr))
    return shared_.describe(addr);
  if (args_.contains(addr))
    return args_.describe(addr);
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%lx", static_cast<unsigned long>(addr));
  return buf;
}

} // namespace wmc::rt
