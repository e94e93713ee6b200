#pragma once

// What every question of the game flow returns: an answer, or why the
// session stops instead.

#include <cstdint>
#include <utility>
#include <variant>

namespace tictactoe::app {

/// Why a session stops before its natural end.
enum class Stop : std::uint8_t {
  quit,           ///< the player typed quit
  end_of_input,   ///< no more input (Ctrl-D, the end of a piped file)
  interrupted,    ///< Ctrl-C
  output_closed,  ///< the output cannot be written (a closed pipe, a full disk)
  read_error,     ///< the input cannot be read (e.g. standard input is a directory)
};

/// An answer of type T, or why there is none: the session stops.
template <typename T>
class Reply {
 public:
  Reply(T value) : value_(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  Reply(Stop stop) : value_(stop) {}            // NOLINT(google-explicit-constructor)

  /// True when there is an answer.
  explicit operator bool() const { return std::holds_alternative<T>(value_); }
  /// Why there is none. Precondition: !*this.
  [[nodiscard]] Stop stop() const { return std::get<Stop>(value_); }
  /// The answer. Precondition: *this.
  T& operator*() { return std::get<T>(value_); }
  const T& operator*() const { return std::get<T>(value_); }
  T* operator->() { return &std::get<T>(value_); }
  const T* operator->() const { return &std::get<T>(value_); }

 private:
  std::variant<T, Stop> value_;
};

}  // namespace tictactoe::app
