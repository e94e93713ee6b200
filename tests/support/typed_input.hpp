#pragma once

// Standard input as a terminal shows it, for replaying a transcript that
// shows what was typed after each prompt (README's, docs/playing.md's).

#include <sstream>
#include <streambuf>
#include <string>
#include <utility>

namespace tictactoe::test {

/// Each line is handed out only when the program asks for it, and echoed
/// into `out` there, after the prompt, as the terminal echoes what is
/// typed. The line is what `expected` has after the output so far (the
/// answer on the prompt's line); the input ends where the output stops
/// being a start of `expected`.
class TypedInput : public std::streambuf {
 public:
  TypedInput(std::ostringstream& out, std::string expected) : out_(out), expected_(std::move(expected)) {}

 protected:
  int_type underflow() override {
    const std::string shown = out_.str();
    if (!expected_.starts_with(shown)) return traits_type::eof();
    const std::size_t end = expected_.find('\n', shown.size());
    if (end == std::string::npos) return traits_type::eof();
    line_ = expected_.substr(shown.size(), end + 1 - shown.size());
    out_ << line_;
    setg(line_.data(), line_.data(), line_.data() + line_.size());
    return traits_type::to_int_type(line_.front());
  }

 private:
  std::ostringstream& out_;
  std::string expected_;
  std::string line_;
};

}  // namespace tictactoe::test
