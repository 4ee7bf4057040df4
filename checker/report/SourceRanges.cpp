#include "report/SourceRanges.h"

namespace wmc {

const char *describe(NoPlace why) {
  switch (why) {
  case NoPlace::None:
    return "a statement can go there";
  case NoPlace::NoStatement:
    return "it is not in a statement of a function body";
  case NoPlace::Macro:
    return "its statement is (part of) a macro expansion";
  case NoPlace::LoopHeader:
    return "it is in the header of a loop";
  case NoPlace::Condition:
    return "it is in the condition of an if or switch";
  case NoPlace::Jump:
    return "its statement returns";
  case NoPlace::Conditional:
    return "its statement evaluates it conditionally (&&, ||, ?:)";
  case NoPlace::NotFirst:
    return "another operation of its statement may come before it";
  case NoPlace::NotLast:
    return "another operation of its statement may come after it";
  case NoPlace::Ambiguous:
    return "operations of several statements share its position (a macro)";
  }
  return "";
}

} // namespace wmc
