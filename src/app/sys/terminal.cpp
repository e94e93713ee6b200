#include "app/sys/terminal.hpp"

#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <ios>
#include <istream>
#include <streambuf>

namespace tictactoe::app {

namespace {

volatile std::sig_atomic_t g_interrupted = 0;

// The prompt on screen, for the SIGCONT handler to write again: its bytes,
// then its size, set last (0 while it changes or no prompt waits).
std::array<char, 512> g_prompt{};
volatile std::sig_atomic_t g_prompt_size = 0;

// The errno of the read that failed; 0 while none has.
int g_input_errno = 0;

extern "C" void on_interrupt(int /*signal*/) { g_interrupted = 1; }

extern "C" void on_continue(int /*signal*/) {
  const int saved = errno;
  const auto size = static_cast<std::size_t>(g_prompt_size);
  if (size > 0) (void)!write(STDOUT_FILENO, g_prompt.data(), size);
  errno = saved;
}

void showing_prompt(std::string_view prompt) {
  g_prompt_size = 0;
  std::atomic_signal_fence(std::memory_order_seq_cst);
  const std::size_t size = std::min(prompt.size(), g_prompt.size());
  std::copy_n(prompt.begin(), size, g_prompt.begin());
  std::atomic_signal_fence(std::memory_order_seq_cst);
  g_prompt_size = static_cast<std::sig_atomic_t>(size);
}

void catch_signals() {
  struct sigaction action {};
  sigemptyset(&action.sa_mask);
  action.sa_handler = on_interrupt;
  action.sa_flags = 0;  // no SA_RESTART: a blocked read returns
  sigaction(SIGINT, &action, nullptr);
  action.sa_handler = on_continue;
  action.sa_flags = SA_RESTART;  // the read goes on once the prompt is back
  sigaction(SIGCONT, &action, nullptr);
}

std::size_t terminal_columns() {
  struct winsize size {};
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

// Standard input through read(2), so that a read error is told apart from
// the end of input, and a read cut short by a signal other than Ctrl-C is
// simply tried again. Reads in blocks of 64 KiB, and says how much more is
// ready without waiting (FIONREAD), so that a batch flushes its answers only
// before it would wait (see LineReader).
class InputBuffer final : public std::streambuf {
 protected:
  std::streamsize showmanyc() override {
    int ready = 0;
    if (ioctl(STDIN_FILENO, FIONREAD, &ready) != 0 || ready <= 0) return 0;
    return ready;
  }

  int_type underflow() override {
    for (;;) {
      const ssize_t got = read(STDIN_FILENO, buffer_.data(), buffer_.size());
      if (got > 0) {
        setg(buffer_.data(), buffer_.data(), buffer_.data() + got);
        return traits_type::to_int_type(buffer_[0]);
      }
      if (got < 0 && errno == EINTR && g_interrupted == 0) continue;
      if (got < 0 && errno != EINTR) g_input_errno = errno;
      return traits_type::eof();
    }
  }

 private:
  std::array<char, std::size_t{64} * 1024> buffer_{};
};

}  // namespace

Environment process_environment() {
  const bool terminal = isatty(STDOUT_FILENO) == 1;
  return Environment{
      .stdout_is_terminal = terminal,
      .stdin_is_terminal = isatty(STDIN_FILENO) == 1,
      .columns = terminal ? std::function<std::size_t()>(terminal_columns) : [] { return std::size_t{0}; },
      .no_color = std::getenv("NO_COLOR"),
      .term = std::getenv("TERM"),
      .escdelay = std::getenv("ESCDELAY"),
      .locale = {std::getenv("LANGUAGE"), std::getenv("LC_ALL"), std::getenv("LC_MESSAGES"), std::getenv("LANG")},
      .catch_signals = catch_signals,
      .interrupted = [] { return g_interrupted != 0; },
      .input_error =
          [] {
            return g_input_errno == 0 ? std::error_code{} : std::error_code(g_input_errno, std::generic_category());
          },
      .showing_prompt = showing_prompt,
      .unsync_stdio = [] { std::ios::sync_with_stdio(false); },
      .files = FileVariables{std::getenv("HOME"), std::getenv("XDG_STATE_HOME"), std::getenv("XDG_CONFIG_HOME")}};
}

std::istream& standard_input() {
  static InputBuffer buffer;
  static std::istream stream(&buffer);
  return stream;
}

}  // namespace tictactoe::app
