// The container algorithms of runtime/instrumented/StdContainers.cpp (the
// instrumented stand-ins for libstdc++'s red-black tree and list node code),
// compiled here without the plugin and checked against a model: after every
// random insert or erase the tree is a valid red-black tree in libstdc++'s
// layout (header links, colours, black heights, parent links), and its
// in-order walks by increment and decrement give the model's keys.
#include <gtest/gtest.h>

#include <algorithm>
#include <list>
#include <map>
#include <memory>
#include <random>
#include <set>
#include <vector>

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

struct KeyNode : Node {
  int key = 0;
};

int keyOf(const Node *n) { return static_cast<const KeyNode *>(n)->key; }

class Tree {
public:
  Tree() {
    header_._M_color = std::_S_red;
    header_._M_parent = nullptr;
    header_._M_left = header_._M_right = &header_;
  }
  Node *root() const { return header_._M_parent; }
  Node *header() { return &header_; }

  // As _Rb_tree::_M_insert_unique: descend to the leaf position.
  bool insert(int key) {
    Node *p = &header_;
    Node *x = root();
    bool left = true;
    while (x) {
      p = x;
      if (key == keyOf(x))
        return false;
      left = key < keyOf(x);
      x = left ? x->_M_left : x->_M_right;
    }
    auto n = std::make_unique<KeyNode>();
    n->key = key;
    wmc_cxx_rb_insert_and_rebalance(left || p == &header_, n.get(), p, &header_);
    nodes_.push_back(std::move(n));
    return true;
  }

  bool erase(int key) {
    Node *x = root();
    while (x && keyOf(x) != key)
      x = key < keyOf(x) ? x->_M_left : x->_M_right;
    if (!x)
      return false;
    EXPECT_EQ(wmc_cxx_rb_rebalance_for_erase(x, &header_), x);
    std::erase_if(nodes_, [&](const auto &n) { return n.get() == x; });
    return true;
  }

  // Black height of the subtree at n; checks order, colours and links.
  int check(const Node *n, const Node *parent, long lo, long hi) const {
    if (!n)
      return 1;
    EXPECT_EQ(n->_M_parent, parent);
    EXPECT_GT(keyOf(n), lo);
    EXPECT_LT(keyOf(n), hi);
    if (n->_M_color == std::_S_red) {
      EXPECT_TRUE(!n->_M_left || n->_M_left->_M_color == std::_S_black);
      EXPECT_TRUE(!n->_M_right || n->_M_right->_M_color == std::_S_black);
    }
    int l = check(n->_M_left, n, lo, keyOf(n));
    int r = check(n->_M_right, n, keyOf(n), hi);
    EXPECT_EQ(l, r);
    return l + (n->_M_color == std::_S_black ? 1 : 0);
  }

  void expectValid(const std::set<int> &model) {
    if (model.empty()) {
      EXPECT_EQ(root(), nullptr);
      EXPECT_EQ(header_._M_left, &header_);
      EXPECT_EQ(header_._M_right, &header_);
      return;
    }
    ASSERT_NE(root(), nullptr);
    EXPECT_EQ(root()->_M_color, std::_S_black);
    EXPECT_EQ(header_._M_color, std::_S_red);
    check(root(), &header_, -1, 1L << 40);
    EXPECT_EQ(keyOf(header_._M_left), *model.begin());
    EXPECT_EQ(keyOf(header_._M_right), *model.rbegin());
    std::vector<int> forward, backward;
    for (Node *n = header_._M_left; n != &header_; n = wmc_cxx_rb_increment(n))
      forward.push_back(keyOf(n));
    for (Node *n = wmc_cxx_rb_decrement(&header_); ; n = wmc_cxx_rb_decrement(n)) {
      backward.push_back(keyOf(n));
      if (n == header_._M_left)
        break;
    }
    std::reverse(backward.begin(), backward.end());
    std::vector<int> expected(model.begin(), model.end());
    EXPECT_EQ(forward, expected);
    EXPECT_EQ(backward, expected);
  }

private:
  Node header_;
  std::vector<std::unique_ptr<KeyNode>> nodes_;
};

TEST(StdContainers, RedBlackTreeStaysValidUnderRandomInsertAndErase) {
  std::mt19937 rng(7);
  Tree tree;
  std::set<int> model;
  for (int step = 0; step < 3000; ++step) {
    int key = static_cast<int>(rng() % 200);
    bool insert = rng() % 3 != 0;
    if (insert)
      EXPECT_EQ(tree.insert(key), model.insert(key).second);
    else
      EXPECT_EQ(tree.erase(key), model.erase(key) == 1);
    tree.expectValid(model);
    if (HasFailure())
      FAIL() << "at step " << step;
  }
}

TEST(StdContainers, AscendingAndDescendingInsertsThenEraseAll) {
  Tree tree;
  std::set<int> model;
  for (int k = 0; k < 64; ++k) {
    tree.insert(k);
    model.insert(k);
    tree.insert(1000 - k);
    model.insert(1000 - k);
  }
  tree.expectValid(model);
  for (int k : std::vector<int>(model.begin(), model.end())) {
    tree.erase(k);
    model.erase(k);
    tree.expectValid(model);
  }
}

struct IntNode : ListNode {
  int value = 0;
};

class List {
public:
  List() { header._M_next = header._M_prev = &header; }
  ListNode header;
  std::vector<std::unique_ptr<IntNode>> nodes;

  IntNode *pushBack(int v) {
    auto n = std::make_unique<IntNode>();
    n->value = v;
    wmc_cxx_list_hook(n.get(), &header);
    nodes.push_back(std::move(n));
    return nodes.back().get();
  }
  std::vector<int> values() const {
    std::vector<int> out;
    for (const ListNode *n = header._M_next; n != &header; n = n->_M_next) {
      EXPECT_EQ(n->_M_next->_M_prev, n);
      out.push_back(static_cast<const IntNode *>(n)->value);
    }
    return out;
  }
};

TEST(StdContainers, ListHookUnhookTransferReverseSwap) {
  List a, b;
  std::vector<IntNode *> an;
  for (int v = 1; v <= 5; ++v)
    an.push_back(a.pushBack(v));
  wmc_cxx_list_unhook(an[2]); // remove 3
  EXPECT_EQ(a.values(), (std::vector<int>{1, 2, 4, 5}));
  wmc_cxx_list_hook(an[2], an[0]); // 3 before 1
  EXPECT_EQ(a.values(), (std::vector<int>{3, 1, 2, 4, 5}));
  for (int v = 10; v <= 12; ++v)
    b.pushBack(v);
  // Splice b's [11, end) before a's 2.
  wmc_cxx_list_transfer(an[1], b.header._M_next->_M_next, &b.header);
  EXPECT_EQ(a.values(), (std::vector<int>{3, 1, 11, 12, 2, 4, 5}));
  EXPECT_EQ(b.values(), (std::vector<int>{10}));
  wmc_cxx_list_reverse(&a.header);
  EXPECT_EQ(a.values(), (std::vector<int>{5, 4, 2, 12, 11, 1, 3}));
  wmc_cxx_list_swap(&a.header, &b.header);
  EXPECT_EQ(a.values(), (std::vector<int>{10}));
  EXPECT_EQ(b.values(), (std::vector<int>{5, 4, 2, 12, 11, 1, 3}));
  List empty;
  wmc_cxx_list_swap(&a.header, &empty.header);
  EXPECT_EQ(a.values(), std::vector<int>{});
  EXPECT_EQ(empty.values(), (std::vector<int>{10}));
  wmc_cxx_list_swap(&a.header, &empty.header);
  EXPECT_EQ(a.values(), (std::vector<int>{10}));
  EXPECT_EQ(empty.values(), std::vector<int>{});
}

} // namespace
