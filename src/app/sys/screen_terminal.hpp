#pragma once

// The terminal as the full-screen face needs it (POSIX): raw mode, the
// alternate screen, mouse reporting and bracketed paste on entry, and all
// of it undone on every way out: a normal return, exit(), std::terminate,
// Ctrl-Z (undone before stopping, redone on fg), and every signal whose
// default action ends the process. Those sent to end it (SIGINT, SIGTERM,
// SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
// SIGIO, SIGPWR, SIGSTKFLT and the real-time ones) set a flag and leave
// through the normal path, then are raised again; faults and failed calls
// (SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS, SIGPIPE) are
// undone in the handler with write(2) and tcsetattr only, then raised
// again. SIGXFSZ is ignored while the screen is on (a file too large is
// the write's error, EFBIG), and a signal that was ignored when the screen
// was taken stays ignored. Signals reach the waiting loop through a
// self-pipe: a handler only writes a byte, never draws.

#include <termios.h>

#include <chrono>
#include <cstddef>
#include <cstdint>
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

/// What entering the full-screen state writes on a terminal that can do
/// all of it (see enter_screen): the alternate screen, the cursor hidden,
/// mouse reporting (1000 clicks, 1002 drags, 1006 SGR form), bracketed
/// paste, and a DECRQM query for synchronized output (mode 2026).
inline constexpr std::string_view kEnterScreen =
    "\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1002h\x1b[?1006h\x1b[?2004h\x1b[?2026$p";
/// What leaving it writes, in the order that undoes it: attributes reset,
/// mouse and paste off, the cursor shown, the alternate screen left.
inline constexpr std::string_view kLeaveScreen =
    "\x1b[0m\x1b[?1006l\x1b[?1002l\x1b[?1000l\x1b[?2004l\x1b[?25h\x1b[?1049l";

/// How a terminal reports the mouse, as far as the full screen asks it to.
enum class MouseReports : std::uint8_t {
  none,    ///< not at all (a VT100)
  clicks,  ///< clicks in the X10 form only (1000: the Linux console)
  sgr,     ///< clicks and drags in the SGR form (1000, 1002, 1006: xterm and its kin)
};

/// What a terminal can do of what the full screen would send it. Each
/// sequence left out is one the terminal would ignore or, worse, show.
struct TerminalTraits {
  bool alternate_screen = true;  ///< ?1049: a screen of its own, the shell's given back at the end
  MouseReports mouse = MouseReports::sgr;
  bool bracketed_paste = true;  ///< ?2004
  bool sync_query = true;       ///< may answer DECRQM for mode 2026 (synchronized output)
  bool operator==(const TerminalTraits&) const = default;
};

/// The traits of the terminal TERM names, from a small table (no terminfo):
/// the Linux console (linux) has no alternate screen, X10 clicks only, no
/// bracketed paste and no DECRQM; the DEC terminals and their emulations
/// (vt52, vt100, vt102, vt220, vt320, vt420, vt520, ansi, pcansi, cons25,
/// sun, wsvt25) have none of these; a name matches with any "-suffix"
/// (linux-16color, vt100-am). Any other TERM is taken to be xterm-like,
/// which every terminal of today is: all of them.
TerminalTraits terminal_traits(std::string_view term);

/// What entering the full screen writes to a terminal with `traits`:
/// kEnterScreen less what it cannot do.
std::string enter_screen(const TerminalTraits& traits);
/// What leaving it writes: kLeaveScreen less what entering did not turn
/// on. Without an alternate screen the last frame stays, and the cursor
/// goes to a new line below it (the last row, then CR LF), so what is
/// printed next starts on a clean line.
std::string leave_screen(const TerminalTraits& traits);

/// How long a lone Esc waits for the rest of a sequence unless ESCDELAY
/// says otherwise: long enough for a sequence split by ssh or mosh (vim
/// waits 100 ms too; ncurses 1000 ms).
inline constexpr std::chrono::milliseconds kDefaultEscapeTimeout{100};
/// ESCDELAY's bounds: a shorter wait splits sequences, a longer one makes
/// Esc feel dead.
inline constexpr std::chrono::milliseconds kShortestEscapeTimeout{10};
inline constexpr std::chrono::milliseconds kLongestEscapeTimeout{1000};

/// The Esc timeout ESCDELAY asks for, read as ncurses does (milliseconds,
/// digits only) and clamped to the bounds above (a number of any length);
/// kDefaultEscapeTimeout when it is unset, empty or not a number.
std::chrono::milliseconds escape_timeout(const char* escdelay);

/// What the full screen is told of its terminal: its traits and its Esc
/// timeout (from TERM and ESCDELAY).
struct TerminalSetup {
  TerminalTraits traits{};
  std::chrono::milliseconds escape_timeout = kDefaultEscapeTimeout;
};
/// Synchronized output: a frame between these is shown at once.
inline constexpr std::string_view kBeginFrame = "\x1b[?2026h";
inline constexpr std::string_view kEndFrame = "\x1b[?2026l";

/// Counts the terminal's answers to the DECRQM query for synchronized
/// output (CSI ? 2026 ; Ps $ y) in the bytes read from it, however the
/// reads cut them.
class AnswerCounter {
 public:
  void feed(std::string_view bytes);
  [[nodiscard]] std::size_t count() const { return count_; }

 private:
  std::size_t count_ = 0;
  std::size_t matched_ = 0;  // bytes of "ESC [ ? 2026 ;" matched so far
  bool dollar_ = false;      // and the '$' after its digits
};

/// What woke the loop waiting for input (see ScreenTerminal::wait).
struct Wakeup {
  std::string bytes;          ///< read from the terminal (at most `room` bytes)
  bool timed_out = false;     ///< the wait ran out with nothing else
  bool resized = false;       ///< SIGWINCH: ask the size again
  bool suspend = false;       ///< SIGTSTP from outside: call suspend()
  bool resumed = false;       ///< SIGCONT: the process was stopped and is back; repaint
  int stop_signal = 0;        ///< a signal sent to end the process (SIGTERM...): leave through the normal path
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
  /// How long a lone Esc waits for the rest of a sequence.
  [[nodiscard]] virtual std::chrono::milliseconds escape_timeout() const { return kDefaultEscapeTimeout; }
};

/// The terminal taken over for the full screen. One at a time per process.
class ScreenTerminal final : public ScreenIo {
 public:
  /// Takes over the terminal `in` (read) and `out` (written) described by
  /// `setup`: saves its modes, makes it raw, writes enter_screen, installs
  /// the signal handlers, the terminate handler and the exit hook.
  /// std::nullopt when `in` is not a terminal or its modes cannot be set
  /// (nothing changed).
  static std::optional<ScreenTerminal> open(int in, int out, const TerminalSetup& setup = {});

  ScreenTerminal(ScreenTerminal&& other) noexcept;
  ScreenTerminal& operator=(ScreenTerminal&&) = delete;
  ScreenTerminal(const ScreenTerminal&) = delete;
  ScreenTerminal& operator=(const ScreenTerminal&) = delete;
  /// Restores the terminal (see restore()).
  ~ScreenTerminal() override;

  /// Writes leave_screen and the saved modes back, and puts the signal
  /// handlers back as they were. Safe to call twice. When a DECRQM query
  /// was sent and its answer has not been read yet, first waits for it a
  /// little (kAnswerWait at most, in poll) and drops it, so that it does
  /// not land in the shell's input once the game has gone.
  void restore();

  /// The longest restore() waits for the answer to the DECRQM query.
  static constexpr std::chrono::milliseconds kAnswerWait{200};

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

  /// The Esc timeout of the setup it was opened with.
  [[nodiscard]] std::chrono::milliseconds escape_timeout() const override { return escape_timeout_; }

  /// The signal sent to end the session (see Wakeup::stop_signal), the
  /// first if several came; 0 while none has. One that came after the last
  /// wait counts too: the caller raises it again once the terminal is
  /// restored, so the process ends of it as it would have.
  [[nodiscard]] static int stop_signal();

 private:
  ScreenTerminal(int in, int out, const TerminalSetup& setup)
      : in_(in), out_(out), traits_(setup.traits), escape_timeout_(setup.escape_timeout) {}
  void enter();
  // Reads and drops input until every DECRQM query sent has its answer, or
  // kAnswerWait has passed.
  void drop_answers();

  int in_;
  int out_;
  TerminalTraits traits_;
  std::chrono::milliseconds escape_timeout_;
  bool active_ = false;
  std::size_t queries_ = 0;  // DECRQM queries sent (one on each entry)
  AnswerCounter answers_;    // and their answers read
};

}  // namespace tictactoe::app
