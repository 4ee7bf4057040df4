// Interposes libstdc++'s out-of-line container algorithms (red-black tree
// rebalancing and iterator steps, std::list node links): when the test calls
// them, the instrumented copies in runtime/instrumented/StdContainers.cpp
// run, so that their reads and writes of the test's memory are events; when
// the runtime (or start-up code) calls them, libstdc++'s own do.
#include "runtime/intercept/LibStdCxx.h"
#include "runtime/Session.h"
#include "runtime/Stores.h"

#include <dlfcn.h>
#include <list>  // std::__detail::_List_node_base
#include <map>   // std::_Rb_tree_node_base
#include <mutex> // std::__once_call, std::__once_proxy
#include <system_error>
#include <thread> // std::thread::join

#include <cstdio>
#include <cstdlib>

using Node = std::_Rb_tree_node_base;
using ListNode = std::__detail::_List_node_base;

extern "C" {
void wmc_cxx_rb_insert_and_rebalance(bool insertLeft, Node *x, Node *p, Node *header);
Node *wmc_cxx_rb_rebalance_for_erase(Node *z, Node *header);
Node *wmc_cxx_rb_increment(Node *x);
Node *wmc_cxx_rb_decrement(Node *x);
void wmc_cxx_list_hook(ListNode *node, ListNode *position);
void wmc_cxx_list_unhook(ListNode *node);
void wmc_cxx_list_transfer(ListNode *position, ListNode *first, ListNode *last);
void wmc_cxx_list_reverse(ListNode *header);
void wmc_cxx_list_swap(ListNode *a, ListNode *b);
}

namespace {

/// libstdc++'s definition of `symbol` (the next one after this binary's).
template <typename Fn> Fn library(const char *symbol) {
  void *f = dlsym(RTLD_NEXT, symbol);
  if (!f) {
    std::fprintf(stderr, "wmc: %s not found in libstdc++\n", symbol);
    std::_Exit(2);
  }
  return reinterpret_cast<Fn>(f);
}

using wmc::rt::inTestCode;

} // namespace

namespace std {

void _Rb_tree_insert_and_rebalance(const bool insertLeft, Node *x, Node *p, Node &header) throw() {
  if (inTestCode())
    return wmc_cxx_rb_insert_and_rebalance(insertLeft, x, p, &header);
  static auto lib = library<void (*)(bool, Node *, Node *, Node &)>(
      "_ZSt29_Rb_tree_insert_and_rebalancebPSt18_Rb_tree_node_baseS0_RS_");
  lib(insertLeft, x, p, header);
}

Node *_Rb_tree_rebalance_for_erase(Node *const z, Node &header) throw() {
  if (inTestCode())
    return wmc_cxx_rb_rebalance_for_erase(z, &header);
  static auto lib = library<Node *(*)(Node *, Node &)>(
      "_ZSt28_Rb_tree_rebalance_for_erasePSt18_Rb_tree_node_baseRS_");
  return lib(z, header);
}

Node *_Rb_tree_increment(Node *x) throw() {
  if (inTestCode())
    return wmc_cxx_rb_increment(x);
  static auto lib = library<Node *(*)(Node *)>("_ZSt18_Rb_tree_incrementPSt18_Rb_tree_node_base");
  return lib(x);
}

const Node *_Rb_tree_increment(const Node *x) throw() {
  return _Rb_tree_increment(const_cast<Node *>(x));
}

Node *_Rb_tree_decrement(Node *x) throw() {
  if (inTestCode())
    return wmc_cxx_rb_decrement(x);
  static auto lib = library<Node *(*)(Node *)>("_ZSt18_Rb_tree_decrementPSt18_Rb_tree_node_base");
  return lib(x);
}

const Node *_Rb_tree_decrement(const Node *x) throw() {
  return _Rb_tree_decrement(const_cast<Node *>(x));
}

namespace __detail {

void _List_node_base::_M_hook(_List_node_base *const position) noexcept {
  if (inTestCode())
    return wmc_cxx_list_hook(this, position);
  static auto lib =
      library<void (*)(ListNode *, ListNode *)>("_ZNSt8__detail15_List_node_base7_M_hookEPS0_");
  lib(this, position);
}

void _List_node_base::_M_unhook() noexcept {
  if (inTestCode())
    return wmc_cxx_list_unhook(this);
  static auto lib = library<void (*)(ListNode *)>("_ZNSt8__detail15_List_node_base9_M_unhookEv");
  lib(this);
}

void _List_node_base::_M_transfer(_List_node_base *const first,
                                  _List_node_base *const last) noexcept {
  if (inTestCode())
    return wmc_cxx_list_transfer(this, first, last);
  static auto lib = library<void (*)(ListNode *, ListNode *, ListNode *)>(
      "_ZNSt8__detail15_List_node_base11_M_transferEPS0_S1_");
  lib(this, first, last);
}

void _List_node_base::_M_reverse() noexcept {
  if (inTestCode())
    return wmc_cxx_list_reverse(this);
  static auto lib = library<void (*)(ListNode *)>("_ZNSt8__detail15_List_node_base10_M_reverseEv");
  lib(this);
}

void _List_node_base::swap(_List_node_base &a, _List_node_base &b) noexcept {
  if (inTestCode())
    return wmc_cxx_list_swap(&a, &b);
  static auto lib =
      library<void (*)(ListNode &, ListNode &)>("_ZNSt8__detail15_List_node_base4swapERS0_S1_");
  lib(a, b);
}

} // namespace __detail
} // namespace std

void (*wmc::rt::onceRoutine(void (*routine)()))() {
#ifdef _GLIBCXX_HAVE_TLS
  if (routine == &std::__once_proxy && Session::active()) {
    // The key of the test thread's copy is the OS thread's instance, as in
    // the instrumented code's __wmc_thread_local(@_ZSt11__once_call, ...).
    void *copy = __wmc_thread_local(&std::__once_call, sizeof(void (*)()), alignof(void (*)()),
                                    "std::__once_call");
    return *static_cast<void (**)()>(copy);
  }
#endif
  return routine;
}

// std::thread::join, also when the test reaches it through a pointer to
// member (std::async's state joins with call_once(&thread::join, ...)),
// where the pass cannot wrap the call: the id is read and cleared as
// events, so a later joinable() sees the join.
void std::thread::join() {
  if (!inTestCode()) {
    static auto lib = library<void (*)(std::thread *)>("_ZNSt6thread4joinEv");
    return lib(this);
  }
  auto handle = static_cast<native_handle_type>(
      wmc::rt::loadPlain(&_M_id._M_thread, sizeof(native_handle_type), nullptr));
  if (handle == native_handle_type())
    throw std::system_error(std::make_error_code(std::errc::invalid_argument));
  if (int e = __wmc_pthread_join(handle, nullptr, nullptr))
    throw std::system_error(e, std::generic_category());
  wmc::rt::storePlain(&_M_id._M_thread, 0, sizeof(native_handle_type), nullptr);
}
