#pragma once

// The terminal as the full-screen face needs it (POSIX): raw mode, the
// alternate screen, mouse reporting and bracketed paste on entry, and all
// of it undone on every way out: a normal return, exit(), std::terminate,
// Ctrl-C and SIGTERM, SIGHUP and SIGQUIT (which set a flag and leave
// through the normal path), fatal signals (undone with write(2) and
// tcsetattr only, then re-raised), and Ctrl-Z (undone before stopping,
// redone on fg). Signals reach the waiting loop through a self-pipe: a
// handler only writes a byte, never draws.

#include <termios.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace tictactoe::app {

/// A terminal's size in character cells.
struct TerminalSize {
  std::size_t columns = 0;
  std::size_t rows = 0;
  bool operator==(const TerminalSize&) const = default;
};

/// The size of the terminal `fd` is (TIOCGWINSZ); std::nullopt when it is
/// not a terminal, the call fails, or a side is 0.
std::optional<TerminalSize> terminal_size(int fd);

/// `saved` made raw: no line editing, echo or signal keys (Ctrl-C and
/// Ctrl-Z come as bytes 0x03 and 0x1a), no flow control (Ctrl-S, Ctrl-Q),
/// no CR-to-NL on input, no output processing, 8-bit characters, reads
/// returning each byte as it comes (VMIN 1, VTIME 0).
termios raw_mode(const termios& saved);

/// What entering the full-screen state writes: the alternate screen, the
/// cursor hidden, mouse reporting (1000 clicks, 1002 drags, 1006 SGR form),
/// bracketed paste, and a DECRQM query for synchronized output (mode 2026).
inline constexpr std::string_view kEnterScreen =
    "\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1002h\x1b[?1006h\x1b[?2004h\x1b[?2026$p";
/// What leaving it writes, in the order that undoes it: attributes reset,
/// mouse and paste off, the cursor shown, the alternate screen left.
inline constexpr std::string_view kLeaveScreen =
    "\x1b[0m\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[?2004l\x1b[?25h\x1b[?1049l";
/// Synchronized output: a frame between these is shown at once.
inline constexpr std::string_view kBeginFrame = "\x1b[?2026h";
inline constexpr std::string_view kEndFrame = "\x1b[?2026l";

/// What woke the loop waiting for input (see ScreenTerminal::wait).
struct Wakeup {
  std::string bytes;          ///< read from the terminal (at most `room` bytes)
  bool timed_out = false;     ///< the wait ran out with nothing else
  bool resized = false;       ///< SIGWINCH: ask the size again
  bool suspend = false;       ///< SIGTSTP from outside: call suspend()
  bool resumed = false;       ///< SIGCONT: the process was stopped and is back; repaint
  int stop_signal = 0;        ///< SIGINT, SIGTERM, SIGHUP or SIGQUIT: leave through the normal path
  bool input_closed = false;  ///< the terminal hung up or reading failed
};

/// What the full-screen face needs of its terminal: ScreenTerminal is the
/// real one; tests script one.
class ScreenIo {
 public:
  ScreenIo() = default;
  ScreenIo(const ScreenIo&) = delete;
  ScreenIo& operator=(const ScreenIo&) = delete;
  ScreenIo(ScreenIo&&) = default;
  ScreenIo& operator=(ScreenIo&&) = delete;
  virtual ~ScreenIo() = default;

  /// Waits up to `timeout` (forever when std::nullopt) for input or a
  /// signal, then reads at most `room` bytes.
  virtual Wakeup wait(std::optional<std::chrono::milliseconds> timeout, std::size_t room) = 0;
  /// The terminal's size now.
  [[nodiscard]] virtual TerminalSize size() const = 0;
  /// Writes `bytes` in one piece; false when the terminal cannot be written to.
  virtual bool write(std::string_view bytes) = 0;
  /// Ctrl-Z: gives the terminal back, stops, and takes it again on fg.
  virtual void suspend() = 0;
  /// The time now, that the face's waits are measured in (the steady
  /// clock; a test's terminal keeps its own, moved on by its waits).
  [[nodiscard]] virtual std::chrono::steady_clock::time_point now() const { return std::chrono::steady_clock::now(); }
};

/// The terminal taken over for the full screen. One at a time per process.
class ScreenTerminal final : public ScreenIo {
 public:
  /// Takes over the terminal `in` (read) and `out` (written): saves its
  /// modes, makes it raw, writes kEnterScreen, installs the signal
  /// handlers, the terminate handler and the exit hook. std::nullopt when
  /// `in` is not a terminal or its modes cannot be set (nothing changed).
  static std::optional<ScreenTerminal> open(int in, int out);

  ScreenTerminal(ScreenTerminal&& other) noexcept;
  ScreenTerminal& operator=(ScreenTerminal&&) = delete;
  ScreenTerminal(const ScreenTerminal&) = delete;
  ScreenTerminal& operator=(const ScreenTerminal&) = delete;
  /// Restores the terminal (see restore()).
  ~ScreenTerminal() override;

  /// Writes kLeaveScreen and the saved modes back, and puts the signal
  /// handlers back as they were. Safe to call twice.
  void restore();

  /// Ctrl-Z: restores the terminal, stops the process (SIGTSTP with its
  /// default action), and once continued takes the terminal over again.
  /// The caller repaints everything after.
  void suspend() override;

  /// Waits up to `timeout` (forever when std::nullopt) for input or a
  /// signal, sleeping in poll(2), then reads at most `room` bytes.
  Wakeup wait(std::optional<std::chrono::milliseconds> timeout, std::size_t room) override;

  /// The terminal's size now (a failing TIOCGWINSZ gives 80x24).
  [[nodiscard]] TerminalSize size() const override;

  /// Writes `bytes` to the terminal in one write(2) unless the terminal
  /// takes less (write_all, base/io.hpp); false when it cannot be written to.
  bool write(std::string_view bytes) override;

  /// The signal that stopped the session (SIGINT, SIGTERM, SIGHUP,
  /// SIGQUIT), once wait() reported it; 0 when none.
  [[nodiscard]] int stop_signal() const { return stop_signal_; }

 private:
  ScreenTerminal(int in, int out) : in_(in), out_(out) {}
  void enter();

  int in_;
  int out_;
  bool active_ = false;
  int stop_signal_ = 0;
};

}  // namespace tictactoe::app
