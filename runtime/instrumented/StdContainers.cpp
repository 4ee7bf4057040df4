// libstdc++ keeps a few container algorithms out of line, in libstdc++.so:
// the red-black tree of std::set/std::map/std::multimap (insert and erase
// rebalancing, iterator steps) and the node links of std::list. They write
// the test's own memory, so uninstrumented they would hide those writes from
// the explorer (a later load reads a stale link: false errors, crashes).
// This file is compiled WITH the wmc plugin: every access below is an event.
// runtime/intercept/libstdcxx.cpp interposes the library's entry points and
// calls these when the test itself called them. The algorithms are the
// textbook ones (red-black insert/delete fix-up), written for libstdc++'s
// node layout and its header conventions: header.parent is the root,
// header.left the leftmost and header.right the rightmost node; an empty
// tree's header points to itself; the header is red, the root black.
#include <list> // std::__detail::_List_node_base
#include <map>  // std::_Rb_tree_node_base

#include <utility>

using Node = std::_Rb_tree_node_base;
using ListNode = std::__detail::_List_node_base;

namespace {

constexpr std::_Rb_tree_color kRed = std::_S_red;
constexpr std::_Rb_tree_color kBlack = std::_S_black;

bool isBlack(const Node *n) { return !n || n->_M_color == kBlack; }

void rotateLeft(Node *x, Node *&root) {
  Node *y = x->_M_right;
  x->_M_right = y->_M_left;
  if (y->_M_left)
    y->_M_left->_M_parent = x;
  y->_M_parent = x->_M_parent;
  if (x == root)
    root = y;
  else if (x == x->_M_parent->_M_left)
    x->_M_parent->_M_left = y;
  else
    x->_M_parent->_M_right = y;
  y->_M_left = x;
  x->_M_parent = y;
}

void rotateRight(Node *x, Node *&root) {
  Node *y = x->_M_left;
  x->_M_left = y->_M_right;
  if (y->_M_right)
    y->_M_right->_M_parent = x;
  y->_M_parent = x->_M_parent;
  if (x == root)
    root = y;
  else if (x == x->_M_parent->_M_right)
    x->_M_parent->_M_right = y;
  else
    x->_M_parent->_M_left = y;
  y->_M_right = x;
  x->_M_parent = y;
}

Node *minimum(Node *x) {
  while (x->_M_left)
    x = x->_M_left;
  return x;
}

Node *maximum(Node *x) {
  while (x->_M_right)
    x = x->_M_right;
  return x;
}

} // namespace

extern "C" {

void wmc_cxx_rb_insert_and_rebalance(bool insertLeft, Node *x, Node *p, Node *header) {
  Node *&root = header->_M_parent;
  x->_M_parent = p;
  x->_M_left = nullptr;
  x->_M_right = nullptr;
  x->_M_color = kRed;
  if (insertLeft) {
    p->_M_left = x; // the leftmost too when p is the header (empty tree)
    if (p == header) {
      header->_M_parent = x;
      header->_M_right = x;
    } else if (p == header->_M_left) {
      header->_M_left = x;
    }
  } else {
    p->_M_right = x;
    if (p == header->_M_right)
      header->_M_right = x;
  }
  // A red node under a red parent: recolour, or rotate and stop.
  while (x != root && x->_M_parent->_M_color == kRed) {
    Node *grand = x->_M_parent->_M_parent;
    if (x->_M_parent == grand->_M_left) {
      Node *uncle = grand->_M_right;
      if (uncle && uncle->_M_color == kRed) {
        x->_M_parent->_M_color = kBlack;
        uncle->_M_color = kBlack;
        grand->_M_color = kRed;
        x = grand;
      } else {
        if (x == x->_M_parent->_M_right) {
          x = x->_M_parent;
          rotateLeft(x, root);
        }
        x->_M_parent->_M_color = kBlack;
        grand->_M_color = kRed;
        rotateRight(grand, root);
      }
    } else {
      Node *uncle = grand->_M_left;
      if (uncle && uncle->_M_color == kRed) {
        x->_M_parent->_M_color = kBlack;
        uncle->_M_color = kBlack;
        grand->_M_color = kRed;
        x = grand;
      } else {
        if (x == x->_M_parent->_M_left) {
          x = x->_M_parent;
          rotateRight(x, root);
        }
        x->_M_parent->_M_color = kBlack;
        grand->_M_color = kRed;
        rotateLeft(grand, root);
      }
    }
  }
  root->_M_color = kBlack;
}

Node *wmc_cxx_rb_rebalance_for_erase(Node *z, Node *header) {
  Node *&root = header->_M_parent;
  Node *&leftmost = header->_M_left;
  Node *&rightmost = header->_M_right;
  Node *y = z;          // the node that leaves its place in the tree
  Node *x = nullptr;    // the child that takes y's place (may be null)
  Node *xParent = nullptr;
  if (!y->_M_left) {
    x = y->_M_right;
  } else if (!y->_M_right) {
    x = y->_M_left;
  } else {
    y = minimum(y->_M_right); // z's successor, which has no left child
    x = y->_M_right;
  }
  if (y != z) {
    // Two children: the successor y moves into z's place (nodes hold the
    // values, so they are relinked, not copied).
    z->_M_left->_M_parent = y;
    y->_M_left = z->_M_left;
    if (y != z->_M_right) {
      xParent = y->_M_parent;
      if (x)
        x->_M_parent = y->_M_parent;
      y->_M_parent->_M_left = x;
      y->_M_right = z->_M_right;
      z->_M_right->_M_parent = y;
    } else {
      xParent = y;
    }
    if (root == z)
      root = y;
    else if (z->_M_parent->_M_left == z)
      z->_M_parent->_M_left = y;
    else
      z->_M_parent->_M_right = y;
    y->_M_parent = z->_M_parent;
    std::swap(y->_M_color, z->_M_color);
    y = z; // its colour is the one that left the tree
  } else {
    // At most one child: x replaces z. z may have been the leftmost or the
    // rightmost node (never both with two children).
    xParent = y->_M_parent;
    if (x)
      x->_M_parent = y->_M_parent;
    if (root == z)
      root = x;
    else if (z->_M_parent->_M_left == z)
      z->_M_parent->_M_left = x;
    else
      z->_M_parent->_M_right = x;
    if (leftmost == z)
      leftmost = z->_M_right ? minimum(x) : z->_M_parent;
    if (rightmost == z)
      rightmost = z->_M_left ? maximum(x) : z->_M_parent;
  }
  if (y->_M_color != kRed) {
    // A black node left: x carries an extra black until it can be dropped.
    while (x != root && isBlack(x)) {
      if (x == xParent->_M_left) {
        Node *w = xParent->_M_right;
        if (w->_M_color == kRed) {
          w->_M_color = kBlack;
          xParent->_M_color = kRed;
          rotateLeft(xParent, root);
          w = xParent->_M_right;
        }
        if (isBlack(w->_M_left) && isBlack(w->_M_right)) {
          w->_M_color = kRed;
          x = xParent;
          xParent = xParent->_M_parent;
        } else {
          if (isBlack(w->_M_right)) {
            w->_M_left->_M_color = kBlack;
            w->_M_color = kRed;
            rotateRight(w, root);
            w = xParent->_M_right;
          }
          w->_M_color = xParent->_M_color;
          xParent->_M_color = kBlack;
          if (w->_M_right)
            w->_M_right->_M_color = kBlack;
          rotateLeft(xParent, root);
          break;
        }
      } else {
        Node *w = xParent->_M_left;
        if (w->_M_color == kRed) {
          w->_M_color = kBlack;
          xParent->_M_color = kRed;
          rotateRight(xParent, root);
          w = xParent->_M_left;
        }
        if (isBlack(w->_M_right) && isBlack(w->_M_left)) {
          w->_M_color = kRed;
          x = xParent;
          xParent = xParent->_M_parent;
        } else {
          if (isBlack(w->_M_left)) {
            w->_M_right->_M_color = kBlack;
            w->_M_color = kRed;
            rotateLeft(w, root);
            w = xParent->_M_left;
          }
          w->_M_color = xParent->_M_color;
          xParent->_M_color = kBlack;
          if (w->_M_left)
            w->_M_left->_M_color = kBlack;
          rotateRight(xParent, root);
          break;
        }
      }
    }
    if (x)
      x->_M_color = kBlack;
  }
  return y;
}

// Iterator steps. Incrementing the rightmost node gives the header (end());
// decrementing the header gives the rightmost node.
Node *wmc_cxx_rb_increment(Node *x) {
  if (x->_M_right)
    return minimum(x->_M_right);
  Node *y = x->_M_parent;
  while (x == y->_M_right) {
    x = y;
    y = y->_M_parent;
  }
  // x is the header here only when the tree's root is its rightmost node.
  return x->_M_right != y ? y : x;
}

Node *wmc_cxx_rb_decrement(Node *x) {
  if (x->_M_color == kRed && x->_M_parent->_M_parent == x)
    return x->_M_right; // the header
  if (x->_M_left)
    return maximum(x->_M_left);
  Node *y = x->_M_parent;
  while (x == y->_M_left) {
    x = y;
    y = y->_M_parent;
  }
  return y;
}

// std::list: a circular doubly-linked list through its header node.
void wmc_cxx_list_hook(ListNode *node, ListNode *position) {
  node->_M_next = position;
  node->_M_prev = position->_M_prev;
  position->_M_prev->_M_next = node;
  position->_M_prev = node;
}

void wmc_cxx_list_unhook(ListNode *node) {
  ListNode *next = node->_M_next;
  ListNode *prev = node->_M_prev;
  prev->_M_next = next;
  next->_M_prev = prev;
}

// Moves [first, last) before `position`.
void wmc_cxx_list_transfer(ListNode *position, ListNode *first, ListNode *last) {
  if (position == last)
    return;
  last->_M_prev->_M_next = position;
  first->_M_prev->_M_next = last;
  position->_M_prev->_M_next = first;
  ListNode *before = position->_M_prev;
  position->_M_prev = last->_M_prev;
  last->_M_prev = first->_M_prev;
  first->_M_prev = before;
}

void wmc_cxx_list_reverse(ListNode *header) {
  ListNode *n = header;
  do {
    std::swap(n->_M_next, n->_M_prev);
    n = n->_M_prev; // the old next
  } while (n != header);
}

// Swaps the contents of two lists (their headers); an empty list's header
// points to itself.
void wmc_cxx_list_swap(ListNode *a, ListNode *b) {
  bool aEmpty = a->_M_next == a, bEmpty = b->_M_next == b;
  if (aEmpty && bEmpty)
    return;
  if (!aEmpty && !bEmpty) {
    std::swap(a->_M_next, b->_M_next);
    std::swap(a->_M_prev, b->_M_prev);
    a->_M_next->_M_prev = a->_M_prev->_M_next = a;
    b->_M_next->_M_prev = b->_M_prev->_M_next = b;
    return;
  }
  ListNode *full = aEmpty ? b : a, *empty = aEmpty ? a : b;
  empty->_M_next = full->_M_next;
  empty->_M_prev = full->_M_prev;
  empty->_M_next->_M_prev = empty->_M_prev->_M_next = empty;
  full->_M_next = full->_M_prev = full;
}

} // extern "C"
