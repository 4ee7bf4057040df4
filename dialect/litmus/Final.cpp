// The final section: `locations [x; 0:r0;]` and the condition
// `exists P`, `~exists P`, `forall P` with `/\`, `\/`, `~`, `true`, `false`,
// and atoms `0:r0=1`, `P0:r0=1`, `x=1`, `[x]=1`.
#include "ParseParts.h"

#include <algorithm>
#include <cctype>

namespace wmc::litmus::detail {

namespace {

Prop node(Prop::Kind k) {
  Prop p;
  p.kind = k;
  return p;
}

class PropParser {
public:
  PropParser(Span text, LitmusTest &test) : s_(text), test_(test) {}

  Prop parseAll() {
    Prop p = parseOr();
    skipSpace();
    if (at_ < s_.text.size())
      fail(s_.lineAt(at_), "unexpected '" + std::string(word(at_)) + "' in the final condition");
    return p;
  }

  std::vector<Observed> mentioned;

private:
  /// The text at `at` up to the next white space (for messages).
  std::string_view word(size_t at) const {
    std::string_view rest = s_.text.substr(at);
    size_t end = 0;
    while (end < rest.size() && end < 20 && !std::isspace(static_cast<unsigned char>(rest[end])))
      ++end;
    return rest.substr(0, std::max<size_t>(end, 1));
  }
  void skipSpace() {
    while (at_ < s_.text.size() && std::isspace(static_cast<unsigned char>(s_.text[at_])))
      ++at_;
  }
  bool eat(std::string_view tok) {
    skipSpace();
    if (s_.text.substr(at_).starts_with(tok)) {
      at_ += tok.size();
      return true;
    }
    return false;
  }
  Prop parseOr() {
    Prop left = parseAnd();
    while (eat("\\/")) {
      Prop p = node(Prop::Kind::Or);
      p.args = {std::move(left), parseAnd()};
      left = std::move(p);
    }
    return left;
  }
  Prop parseAnd() {
    Prop left = parseUnary();
    while (eat("/\\")) {
      Prop p = node(Prop::Kind::And);
      p.args = {std::move(left), parseUnary()};
      left = std::move(p);
    }
    return left;
  }
  Prop parseUnary() {
    // Nesting is recursion: bounded, so that no input exhausts the stack.
    if (++depth_ > kMaxNesting)
      fail(s_.lineAt(at_), "final condition nested too deeply");
    struct Leave {
      int &d;
      ~Leave() { --d; }
    } leave{depth_};
    if (eat("~") || eatWord("not")) {
      Prop p = node(Prop::Kind::Not);
      p.args = {parseUnary()};
      return p;
    }
    if (eat("(")) {
      Prop p = parseOr();
      if (!eat(")"))
        fail(s_.lineAt(at_), "missing ')' in the final condition");
      return p;
    }
    if (eatWord("true"))
      return node(Prop::Kind::True);
    if (eatWord("false"))
      return node(Prop::Kind::False);
    return parseAtom();
  }
  bool eatWord(std::string_view w) {
    skipSpace();
    std::string_view rest = s_.text.substr(at_);
    if (rest.starts_with(w) && (rest.size() == w.size() || !isIdentChar(rest[w.size()]))) {
      at_ += w.size();
      return true;
    }
    return false;
  }
  Prop parseAtom() {
    skipSpace();
    size_t start = at_;
    unsigned line = s_.lineAt(at_);
    while (at_ < s_.text.size() && (isIdentChar(s_.text[at_]) || s_.text[at_] == ':' ||
                                    s_.text[at_] == '[' || s_.text[at_] == ']'))
      ++at_;
    std::string_view lhs = s_.text.substr(start, at_ - start);
    if (lhs.empty())
      fail(line,
           "expected a condition like '0:r0=1' or 'x=1', found '" + std::string(word(start)) + "'");
    bool negated = false;
    if (eat("!="))
      negated = true;
    else if (!eat("==") && !eat("="))
      fail(line, "expected '=' after '" + std::string(lhs) + "' in the final condition");
    skipSpace();
    size_t vstart = at_;
    if (at_ < s_.text.size() && (s_.text[at_] == '-' || s_.text[at_] == '+'))
      ++at_;
    while (at_ < s_.text.size() && std::isalnum(static_cast<unsigned char>(s_.text[at_])))
      ++at_;
    std::optional<Value> v = parseInt(s_.text.substr(vstart, at_ - vstart));
    if (!v)
      fail(line, "not supported yet: value '" + std::string(s_.text.substr(vstart, at_ - vstart)) +
                     "' in the final condition (only integers)");
    Prop p = atom(lhs, line);
    p.value = *v;
    if (!negated)
      return p;
    Prop n = node(Prop::Kind::Not);
    n.args = {std::move(p)};
    return n;
  }

public:
  /// A register `0:r0` / `P0:r0` or a location `x` / `[x]`.
  Prop atom(std::string_view lhs, unsigned line) {
    Prop p;
    if (size_t colon = lhs.find(':'); colon != std::string_view::npos) {
      int th = threadNumber(lhs.substr(0, colon));
      std::string_view reg = lhs.substr(colon + 1);
      if (th < 0 || th >= static_cast<int>(test_.threads.size()) || !isIdentifier(reg))
        fail(line, "unknown register '" + std::string(lhs) + "' in the final condition");
      Thread &t = test_.threads[static_cast<size_t>(th)];
      p.kind = Prop::Kind::RegEq;
      p.thread = th;
      p.reg = t.addReg(reg); // a register the code never writes keeps its initial value
      mentioned.push_back(Observed{th, p.reg});
      return p;
    }
    if (lhs.size() > 2 && lhs.front() == '[' && lhs.back() == ']')
      lhs = lhs.substr(1, lhs.size() - 2);
    int loc = test_.locIndex(lhs);
    if (loc < 0)
      fail(line, "unknown location '" + std::string(lhs) + "' in the final condition");
    p.kind = Prop::Kind::LocEq;
    p.loc = loc;
    mentioned.push_back(Observed{-1, loc});
    return p;
  }

private:
  Span s_;
  LitmusTest &test_;
  size_t at_ = 0;
  static constexpr int kMaxNesting = 200;
  int depth_ = 0;
};

} // namespace

void parseFinal(Span tail, LitmusTest &test) {
  std::string_view t = tail.text;
  size_t at = t.find_first_not_of(" \t\r\n");
  std::vector<Observed> observed;
  PropParser names(tail, test);
  if (at != std::string_view::npos && t.substr(at).starts_with("locations")) {
    size_t open = t.find('[', at), close = t.find(']', open == t.npos ? at : open);
    if (open == t.npos || close == t.npos)
      fail(tail.lineAt(at), "expected 'locations [...]'");
    // `[x]` inside the list is not supported; names only.
    for (std::string_view name : splitTop(t.substr(open + 1, close - open - 1), ';'))
      if (!name.empty())
        names.atom(name, tail.lineAt(open));
    at = t.find_first_not_of(" \t\r\n", close + 1);
  }
  if (at == std::string_view::npos)
    fail(tail.lineAt(t.size()), "missing final condition ('exists', '~exists' or 'forall')");
  unsigned line = tail.lineAt(at);
  std::string_view rest = t.substr(at);
  size_t skip;
  if (rest.starts_with("filter"))
    fail(line, "not supported yet: 'filter'");
  if (rest.starts_with("forall")) {
    test.quantifier = Quantifier::Forall;
    skip = 6;
  } else if (rest.starts_with("exists")) {
    test.quantifier = Quantifier::Exists;
    skip = 6;
  } else if (rest.starts_with("~")) {
    size_t w = rest.find_first_not_of(" \t", 1);
    if (w == std::string_view::npos || !rest.substr(w).starts_with("exists"))
      fail(line, "expected 'exists' after '~'");
    test.quantifier = Quantifier::NotExists;
    skip = w + 6;
  } else {
    fail(line, "expected 'exists', '~exists' or 'forall', found '" +
                   std::string(trim(rest.substr(0, rest.find('\n')))) + "'");
  }
  Span propText = tail.sub(at + skip);
  PropParser parser(propText, test);
  test.condition = parser.parseAll();
  // Normalised text: single spaces.
  std::string text;
  for (char c : trim(propText.text)) {
    bool space = std::isspace(static_cast<unsigned char>(c));
    if (space && (text.empty() || text.back() == ' '))
      continue;
    text += space ? ' ' : c;
  }
  test.conditionText = text;
  observed = names.mentioned;
  observed.insert(observed.end(), parser.mentioned.begin(), parser.mentioned.end());
  std::sort(observed.begin(), observed.end(), [](const Observed &a, const Observed &b) {
    // registers by thread first, locations (thread -1) last
    if ((a.thread < 0) != (b.thread < 0))
      return b.thread < 0;
    return a < b;
  });
  observed.erase(std::unique(observed.begin(), observed.end()), observed.end());
  test.observed = std::move(observed);
}

} // namespace wmc::litmus::detail
