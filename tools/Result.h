// A value-or-error return type for the wmc tools. Library code returns
// Result<T> (or std::optional<Error>); only main() turns errors into exit
// codes.
#ifndef WMC_TOOLS_RESULT_H
#define WMC_TOOLS_RESULT_H

#include <string>
#include <utility>
#include <variant>

namespace wmc::tools {

struct Error {
  std::string message; // one line, without the "wmc: " prefix
};

template <class T> class Result {
public:
  Result(T value) : state_(std::move(value)) {}
  Result(Error error) : state_(std::move(error)) {}

  explicit operator bool() const { return state_.index() == 0; }
  T &operator*() { return std::get<0>(state_); }
  const T &operator*() const { return std::get<0>(state_); }
  T *operator->() { return &std::get<0>(state_); }
  const T *operator->() const { return &std::get<0>(state_); }
  const Error &error() const { return std::get<1>(state_); }

private:
  std::variant<T, Error> state_;
};

} // namespace wmc::tools

#endif
