#include "Print.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <sstream>

namespace wmc::litmus {

namespace {

std::string_view kindWord(Quantifier q) {
  switch (q) {
  case Quantifier::Exists:
    return "Allowed";
  case Quantifier::NotExists:
    return "Forbidden";
  case Quantifier::Forall:
    return "Required";
  }
  return "?";
}

std::string_view quantifierWord(Quantifier q) {
  switch (q) {
  case Quantifier::Exists:
    return "exists";
  case Quantifier::NotExists:
    return "~exists";
  case Quantifier::Forall:
    return "forall";
  }
  return "?";
}

/// Values are 32-bit; shown signed, as herd does.
int64_t shown(Value v) { return static_cast<int32_t>(static_cast<uint32_t>(v)); }

std::string observedName(const LitmusTest &t, const Observed &o) {
  if (o.thread < 0)
    return t.locations[static_cast<size_t>(o.index)].name;
  return std::to_string(o.thread) + ":" +
         t.threads[static_cast<size_t>(o.thread)].regs[static_cast<size_t>(o.index)];
}

std::string stateText(const LitmusTest &t, const StateCount &s) {
  std::string out;
  for (size_t i = 0; i < t.observed.size(); ++i)
    out += observedName(t, t.observed[i]) + "=" + std::to_string(shown(s.values[i])) + "; ";
  if (!out.empty())
    out.pop_back();
  return out;
}

std::string_view observation(const LitmusOutcome &out) {
  if (out.positive == 0)
    return "Never";
  return out.negative == 0 ? "Always" : "Sometimes";
}

std::string conditionLine(const LitmusTest &t) {
  return std::string(quantifierWord(t.quantifier)) + " " + t.conditionText;
}

std::string threadName(const LitmusTest &t, int th) {
  return th < 0 ? "main" : t.threads[static_cast<size_t>(th)].name;
}

/// Positive/Negative as herd counts them: executions validating the
/// quantified condition (for ~exists, those where the proposition fails).
std::pair<uint64_t, uint64_t> witnesses(const LitmusTest &t, const LitmusOutcome &out) {
  if (t.quantifier == Quantifier::NotExists)
    return {out.negative, out.positive};
  return {out.positive, out.negative};
}

} // namespace

std::string herdReport(const LitmusTest &t, const LitmusOutcome &out) {
  std::ostringstream s;
  s << "Test " << t.name << " " << kindWord(t.quantifier) << "\n";
  s << "States " << out.states.size() << "\n";
  for (const StateCount &st : out.states)
    s << st.executions << (st.satisfies ? " *> " : " :> ") << stateText(t, st)
      << (st.flagged ? " (error)" : "") << "\n";
  s << (out.ok(t.quantifier) ? "Ok" : "No") << "\n";
  auto [pos, neg] = witnesses(t, out);
  s << "Witnesses\nPositive: " << pos << " Negative: " << neg << "\n";
  for (ErrorKind k : {ErrorKind::DataRace, ErrorKind::HeterogeneousRace})
    if (std::any_of(out.errors.begin(), out.errors.end(),
                    [&](const LitmusError &e) { return e.kind == k; }))
      s << "Flag " << toString(k) << "\n";
  s << "Condition " << conditionLine(t) << "\n";
  s << "Observation " << t.name << " " << observation(out) << " " << out.positive << " "
    << out.negative << "\n";
  s << "Model " << out.model << "\n";
  s << "Executions " << out.executions << " (" << out.blocked << " without a final state)\n";
  for (const LitmusError &e : out.errors) {
    s << "Error " << toString(e.kind);
    bool race = e.kind == ErrorKind::DataRace || e.kind == ErrorKind::HeterogeneousRace;
    const Instr *first = e.accesses.empty() ? nullptr : e.accesses[0].instr;
    if (race && first && first->loc >= 0)
      s << " on " << t.locations[static_cast<size_t>(first->loc)].name;
    s << ":";
    if (!race)
      s << " " << e.message << ";";
    const char *sep = " ";
    for (const ErrorAccess &a : e.accesses) {
      if (!a.instr)
        continue;
      s << sep << threadName(t, a.thread) << " line " << a.instr->line << " '" << a.instr->text
        << "'";
      sep = " and ";
    }
    s << "\n";
  }
  return s.str();
}

std::string jsonReport(const LitmusTest &t, const LitmusOutcome &out) {
  using nlohmann::json;
  json states = json::array();
  for (const StateCount &st : out.states) {
    json values = json::object();
    for (size_t i = 0; i < t.observed.size(); ++i)
      values[observedName(t, t.observed[i])] = shown(st.values[i]);
    states.push_back({{"values", values},
                      {"executions", st.executions},
                      {"satisfies", st.satisfies},
                      {"error", st.flagged}});
  }
  json errors = json::array();
  for (const LitmusError &e : out.errors) {
    json accesses = json::array();
    for (const ErrorAccess &a : e.accesses) {
      if (!a.instr)
        continue;
      json acc = {
          {"thread", threadName(t, a.thread)}, {"line", a.instr->line}, {"text", a.instr->text}};
      if (a.instr->loc >= 0)
        acc["location"] = t.locations[static_cast<size_t>(a.instr->loc)].name;
      accesses.push_back(acc);
    }
    errors.push_back({{"kind", toString(e.kind)}, {"message", e.message}, {"events", accesses}});
  }
  auto [pos, neg] = witnesses(t, out);
  json j = {{"test", t.name},
            {"arch", toString(t.arch)},
            {"model", out.model},
            {"kind", kindWord(t.quantifier)},
            {"condition", conditionLine(t)},
            {"ok", out.ok(t.quantifier)},
            {"states", states},
            {"positive", pos},
            {"negative", neg},
            {"observation", observation(out)},
            {"executions", out.executions},
            {"blocked", out.blocked},
            {"errors", errors}};
  return j.dump(2) + "\n";
}

} // namespace wmc::litmus
