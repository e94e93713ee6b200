#pragma once

// A place in a JSON text read from left to right: what the strict reader
// (json.cpp) and the history line's one-pass scan (scan.cpp) both step
// through, with RFC 8259's four blanks. No allocation, no I/O.

#include <cstddef>
#include <string_view>

namespace tictactoe::app::json {

/// The text being read and the index (0-based) of the next byte. Readers
/// derive from it and move `at_` themselves.
class Cursor {
 public:
  explicit Cursor(std::string_view text) : text_(text) {}

 protected:
  /// True while a byte is left.
  [[nodiscard]] bool more() const { return at_ < text_.size(); }
  /// The next byte; precondition: more().
  [[nodiscard]] char peek() const { return text_[at_]; }
  /// True when every byte has been read.
  [[nodiscard]] bool at_end() const { return at_ == text_.size(); }

  /// Steps over JSON's blanks: space, tab, line feed, carriage return.
  void skip_blanks() {
    while (more() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r')) ++at_;
  }

  /// Steps over `word` if the text goes on with it; false (and no step) if not.
  bool literal(std::string_view word) {
    if (text_.substr(at_, word.size()) != word) return false;
    at_ += word.size();
    return true;
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace tictactoe::app::json
