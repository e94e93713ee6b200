#pragma once

// Stream buffers for testing how the batch commands read and write: input
// that arrives in packets, as from a program that sends a few lines and
// waits for the answers, and output that records each write and flush.

#include <functional>
#include <sstream>
#include <streambuf>
#include <string>
#include <utility>
#include <vector>

namespace tictactoe::test {

/// Input in packets: what is ready is the rest of one packet; reading past
/// it waits for the next, and `on_wait` is told how many packets were
/// served before that wait (then 1 + the last packet, at the end).
class PacedInput : public std::streambuf {
 public:
  PacedInput(std::vector<std::string> packets, std::function<void(std::size_t served)> on_wait)
      : packets_(std::move(packets)), on_wait_(std::move(on_wait)) {}

  /// How many packets have been served.
  [[nodiscard]] std::size_t served() const { return next_; }

 protected:
  int_type underflow() override {
    on_wait_(next_);
    if (next_ == packets_.size()) return traits_type::eof();
    current_ = packets_[next_++];
    setg(current_.data(), current_.data(), current_.data() + current_.size());
    return traits_type::to_int_type(current_.front());
  }
  std::streamsize showmanyc() override { return 0; }  // nothing ready beyond this packet

 private:
  std::vector<std::string> packets_;
  std::function<void(std::size_t)> on_wait_;
  std::size_t next_ = 0;
  std::string current_;
};

/// Output that keeps what it was given, counts the writes that gave it
/// (calls of sputn, i.e. ostream::write) and remembers what had arrived at
/// the last flush. With `fail_after` set, every write after that many bytes
/// fails, as on a full disk or a closed pipe.
class RecordedOutput : public std::stringbuf {
 public:
  explicit RecordedOutput(std::size_t fail_after = std::string::npos) : fail_after_(fail_after) {}

  int writes = 0;                        ///< sputn calls
  std::vector<std::size_t> flush_sizes;  ///< how much had been written at each flush
  std::string flushed;                   ///< everything written before the last flush

 protected:
  std::streamsize xsputn(const char* text, std::streamsize count) override {
    ++writes;
    if (str().size() + static_cast<std::size_t>(count) > fail_after_) return 0;
    return std::stringbuf::xsputn(text, count);
  }
  int sync() override {
    flushed = str();
    flush_sizes.push_back(flushed.size());
    return 0;
  }

 private:
  std::size_t fail_after_;
};

}  // namespace tictactoe::test
