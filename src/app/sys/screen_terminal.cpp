#include "app/sys/screen_terminal.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <exception>

#include "app/base/io.hpp"

namespace tictactoe::app {

namespace {

// The terminal while the full screen is on, for the handlers that undo it
// (set before g_screen_active, which they test first).
volatile std::sig_atomic_t g_screen_active = 0;
int g_screen_in = -1;
int g_screen_out = -1;
termios g_screen_saved{};
// What leaving writes (leave_screen of the terminal's traits), made before
// the screen is entered, so that a handler only reads it.
std::array<char, 128> g_leave{};
std::size_t g_leave_size = 0;

// The self-pipe: a handler writes a byte naming its signal, the loop reads it.
std::array<int, 2> g_wake_pipe{-1, -1};
volatile std::sig_atomic_t g_stop_signal = 0;

// What the full screen does with a signal while it is on. Every signal
// whose default action ends the process has a row (and so do the
// real-time ones, each a stop), so that none ends it with the terminal
// left raw; the others (SIGCHLD, SIGURG, SIGTTIN, SIGTTOU) keep theirs.
enum class OnSignal : std::uint8_t {
  wake,    // tell the loop (SIGWINCH, SIGTSTP, SIGCONT)
  stop,    // sent to end the process: the loop ends the session, restores, raises it again
  fatal,   // a fault or a failed call: restore in the handler, then die of it
  ignore,  // a file too large is the write's error (EFBIG), reported, not an end
};

struct SignalRow {
  int signal;
  OnSignal action;
};

constexpr std::array kSignals{
    SignalRow{SIGWINCH, OnSignal::wake},  SignalRow{SIGTSTP, OnSignal::wake},   SignalRow{SIGCONT, OnSignal::wake},
    SignalRow{SIGINT, OnSignal::stop},    SignalRow{SIGTERM, OnSignal::stop},   SignalRow{SIGHUP, OnSignal::stop},
    SignalRow{SIGQUIT, OnSignal::stop},   SignalRow{SIGUSR1, OnSignal::stop},   SignalRow{SIGUSR2, OnSignal::stop},
    SignalRow{SIGALRM, OnSignal::stop},   SignalRow{SIGVTALRM, OnSignal::stop}, SignalRow{SIGPROF, OnSignal::stop},
    SignalRow{SIGXCPU, OnSignal::stop},   SignalRow{SIGIO, OnSignal::stop},     SignalRow{SIGPWR, OnSignal::stop},
    SignalRow{SIGSTKFLT, OnSignal::stop}, SignalRow{SIGSEGV, OnSignal::fatal},  SignalRow{SIGABRT, OnSignal::fatal},
    SignalRow{SIGBUS, OnSignal::fatal},   SignalRow{SIGFPE, OnSignal::fatal},   SignalRow{SIGILL, OnSignal::fatal},
    SignalRow{SIGTRAP, OnSignal::fatal},  SignalRow{SIGSYS, OnSignal::fatal},   SignalRow{SIGPIPE, OnSignal::fatal},
    SignalRow{SIGXFSZ, OnSignal::ignore},
};

// The actions the handlers replaced, by signal number, to put back.
std::array<struct sigaction, NSIG> g_old_actions{};
std::array<bool, NSIG> g_replaced{};
std::terminate_handler g_old_terminate = nullptr;

// Async-signal-safe: write(2) and tcsetattr only.
void emergency_restore() {
  if (g_screen_active == 0) return;
  g_screen_active = 0;
  (void)!::write(g_screen_out, g_leave.data(), g_leave_size);
  tcsetattr(g_screen_in, TCSADRAIN, &g_screen_saved);
}

// Runs only in a process that then dies of the signal, whose coverage
// counts are never written: tests/test_screen_terminal.cpp and
// full_screen_test.sh check what it does.
extern "C" void on_fatal(int signal) {
  emergency_restore();  // GCOVR_EXCL_LINE: see above
  // SA_RESETHAND has put the default action back: the signal, raised
  // again (or the fault, met again on return), ends the process as it would have.
  raise(signal);  // GCOVR_EXCL_LINE: see above
}

extern "C" void on_wake(int signal) {
  const int saved = errno;
  char byte = 'q';
  if (signal == SIGWINCH) byte = 'w';
  if (signal == SIGTSTP) byte = 'z';
  if (signal == SIGCONT) byte = 'c';
  if (byte == 'q' && g_stop_signal == 0) g_stop_signal = signal;
  (void)!::write(g_wake_pipe[1], &byte, 1);
  errno = saved;
}

extern "C" void restore_at_exit() { emergency_restore(); }

[[noreturn]] void on_terminate() {
  emergency_restore();
  if (g_old_terminate != nullptr) g_old_terminate();
  std::abort();  // GCOVR_EXCL_LINE: the default terminate handler aborts first
}

void make_wake_pipe() {
  if (g_wake_pipe[0] >= 0) return;
  if (pipe2(g_wake_pipe.data(), O_CLOEXEC | O_NONBLOCK) != 0) g_wake_pipe = {-1, -1};  // GCOVR_EXCL_LINE: no fds
}

void install(int signal, void (*handler)(int), int flags, struct sigaction* old) {
  struct sigaction action {};
  sigemptyset(&action.sa_mask);
  action.sa_handler = handler;
  action.sa_flags = flags;
  sigaction(signal, &action, old);
}

// Gives `signal` the handler its action asks for, keeping the old action to
// put back. A signal that ends the process but was ignored when the screen
// was taken (nohup, trap '' PIPE) stays ignored: it ends nothing.
void take_signal(int signal, OnSignal action) {
  struct sigaction old {};
  if (sigaction(signal, nullptr, &old) != 0) return;  // GCOVR_EXCL_LINE: every signal of the table exists
  if (action != OnSignal::wake && old.sa_handler == SIG_IGN) return;
  switch (action) {
    case OnSignal::wake:
    case OnSignal::stop: install(signal, on_wake, SA_RESTART, nullptr); break;
    case OnSignal::fatal: install(signal, on_fatal, static_cast<int>(SA_RESETHAND | SA_NODEFER), nullptr); break;
    case OnSignal::ignore: install(signal, SIG_IGN, 0, nullptr); break;
  }
  g_old_actions.at(static_cast<std::size_t>(signal)) = old;
  g_replaced.at(static_cast<std::size_t>(signal)) = true;
}

void install_handlers() {
  for (const SignalRow& row : kSignals) take_signal(row.signal, row.action);
  for (int signal = SIGRTMIN; signal <= SIGRTMAX; ++signal) take_signal(signal, OnSignal::stop);
  g_old_terminate = std::set_terminate(on_terminate);
  static const bool kRegistered = std::atexit(restore_at_exit) == 0;
  (void)kRegistered;
}

void remove_handlers() {
  for (std::size_t signal = 1; signal < g_replaced.size(); ++signal) {
    if (g_replaced[signal]) sigaction(static_cast<int>(signal), &g_old_actions[signal], nullptr);
    g_replaced[signal] = false;
  }
  std::set_terminate(g_old_terminate);
}

// A row of the table of terminals that cannot do everything: TERM is its
// name or starts with its name and '-'.
struct TermRow {
  std::string_view name;
  TerminalTraits traits;
};

constexpr TerminalTraits kLinuxConsole{
    .alternate_screen = false, .mouse = MouseReports::clicks, .bracketed_paste = false, .sync_query = false};
constexpr TerminalTraits kDecTerminal{
    .alternate_screen = false, .mouse = MouseReports::none, .bracketed_paste = false, .sync_query = false};

constexpr std::array kTerms{
    TermRow{"linux", kLinuxConsole}, TermRow{"vt52", kDecTerminal},   TermRow{"vt100", kDecTerminal},
    TermRow{"vt102", kDecTerminal},  TermRow{"vt220", kDecTerminal},  TermRow{"vt320", kDecTerminal},
    TermRow{"vt420", kDecTerminal},  TermRow{"vt520", kDecTerminal},  TermRow{"ansi", kDecTerminal},
    TermRow{"pcansi", kDecTerminal}, TermRow{"cons25", kDecTerminal}, TermRow{"sun", kDecTerminal},
    TermRow{"wsvt25", kDecTerminal},
};

// Reads what the handlers wrote to the self-pipe into `wakeup`.
void drain_wake_pipe(Wakeup& wakeup) {
  std::array<char, 64> bytes{};
  for (;;) {
    const ssize_t got = ::read(g_wake_pipe[0], bytes.data(), bytes.size());
    if (got <= 0) break;
    for (ssize_t i = 0; i < got; ++i) {
      const char byte = bytes[static_cast<std::size_t>(i)];
      wakeup.resized = wakeup.resized || byte == 'w';
      wakeup.suspend = wakeup.suspend || byte == 'z';
      wakeup.resumed = wakeup.resumed || byte == 'c';
    }
  }
  wakeup.stop_signal = g_stop_signal;
}

}  // namespace

TerminalTraits terminal_traits(std::string_view term) {
  for (const TermRow& row : kTerms) {
    if (term == row.name || (term.starts_with(row.name) && term.substr(row.name.size()).starts_with('-'))) {
      return row.traits;
    }
  }
  return TerminalTraits{};
}

std::string enter_screen(const TerminalTraits& traits) {
  std::string out;
  if (traits.alternate_screen) out += "\x1b[?1049h";
  out += "\x1b[?25l";
  if (traits.mouse != MouseReports::none) out += "\x1b[?1000h";
  if (traits.mouse == MouseReports::sgr) out += "\x1b[?1002h\x1b[?1006h";
  if (traits.bracketed_paste) out += "\x1b[?2004h";
  if (traits.sync_query) out += "\x1b[?2026$p";
  return out;
}

std::string leave_screen(const TerminalTraits& traits) {
  std::string out = "\x1b[0m";
  if (traits.mouse == MouseReports::sgr) out += "\x1b[?1006l\x1b[?1002l";
  if (traits.mouse != MouseReports::none) out += "\x1b[?1000l";
  if (traits.bracketed_paste) out += "\x1b[?2004l";
  out += "\x1b[?25h";
  out += traits.alternate_screen ? "\x1b[?1049l" : "\x1b[999;1H\r\n";  // below the last frame
  return out;
}

std::chrono::milliseconds escape_timeout(const char* escdelay) {
  const std::string_view text = escdelay == nullptr ? std::string_view() : std::string_view(escdelay);
  if (text.empty() || text.find_first_not_of("0123456789") != std::string_view::npos) return kDefaultEscapeTimeout;
  if (text.size() > 9) return kLongestEscapeTimeout;
  long milliseconds = 0;
  std::from_chars(text.data(), text.data() + text.size(), milliseconds);
  return std::clamp(std::chrono::milliseconds(milliseconds), kShortestEscapeTimeout, kLongestEscapeTimeout);
}

void AnswerCounter::feed(std::string_view bytes) {
  static constexpr std::string_view kStart = "\x1b[?2026;";
  for (const char byte : bytes) {
    if (matched_ < kStart.size()) {
      matched_ = byte == kStart[matched_] ? matched_ + 1 : byte == kStart[0] ? 1 : 0;
      continue;
    }
    if (!dollar_ && ((byte >= '0' && byte <= '9') || byte == '$')) {
      dollar_ = byte == '$';
      continue;
    }
    if (dollar_ && byte == 'y') ++count_;
    matched_ = byte == kStart[0] ? 1 : 0;
    dollar_ = false;
  }
}

std::optional<TerminalSize> terminal_size(int fd) {
  struct winsize size {};
  if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) return std::nullopt;
  return TerminalSize{size.ws_col, size.ws_row};
}

termios raw_mode(const termios& saved) {
  termios raw = saved;
  raw.c_iflag &= ~static_cast<tcflag_t>(BRKINT | ICRNL | INLCR | IGNCR | INPCK | ISTRIP | IXON);
  raw.c_oflag &= ~static_cast<tcflag_t>(OPOST);
  raw.c_cflag = (raw.c_cflag & ~static_cast<tcflag_t>(CSIZE | PARENB)) | CS8;
  raw.c_lflag &= ~static_cast<tcflag_t>(ECHO | ECHONL | ICANON | ISIG | IEXTEN);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  return raw;
}

std::optional<ScreenTerminal> ScreenTerminal::open(int in, int out, const TerminalSetup& setup) {
  if (isatty(in) != 1 || tcgetattr(in, &g_screen_saved) != 0) return std::nullopt;
  make_wake_pipe();
  ScreenTerminal terminal(in, out, setup);
  g_stop_signal = 0;
  install_handlers();
  terminal.enter();
  if (!terminal.active_) {  // a terminal that will not take raw mode (GCOVR_EXCL_START: no test terminal refuses)
    remove_handlers();
    return std::nullopt;
  }  // GCOVR_EXCL_STOP
  return terminal;
}

void ScreenTerminal::enter() {
  g_screen_in = in_;
  g_screen_out = out_;
  const std::string leave = leave_screen(traits_);
  g_leave_size = std::min(leave.size(), g_leave.size());
  std::copy_n(leave.begin(), g_leave_size, g_leave.begin());
  const termios raw = raw_mode(g_screen_saved);
  if (tcsetattr(in_, TCSADRAIN, &raw) != 0) return;
  g_screen_active = 1;
  active_ = true;
  write_all(out_, enter_screen(traits_));
  if (traits_.sync_query) ++queries_;
}

ScreenTerminal::ScreenTerminal(ScreenTerminal&& other) noexcept
    : in_(other.in_),
      out_(other.out_),
      traits_(other.traits_),
      escape_timeout_(other.escape_timeout_),
      active_(other.active_),
      queries_(other.queries_),
      answers_(other.answers_) {
  other.active_ = false;
}

ScreenTerminal::~ScreenTerminal() { restore(); }

void ScreenTerminal::restore() {
  if (!active_) return;
  active_ = false;
  drop_answers();
  emergency_restore();
  remove_handlers();
}

void ScreenTerminal::drop_answers() {
  const auto deadline = std::chrono::steady_clock::now() + kAnswerWait;
  std::array<char, 256> bytes{};
  while (answers_.count() < queries_) {
    const auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
    pollfd fd{in_, POLLIN, 0};
    if (left.count() <= 0 || poll(&fd, 1, static_cast<int>(left.count())) <= 0) return;
    const ssize_t got = ::read(in_, bytes.data(), bytes.size());
    if (got <= 0) return;
    answers_.feed(std::string_view(bytes.data(), static_cast<std::size_t>(got)));
  }
}

void ScreenTerminal::suspend() {
  emergency_restore();
  struct sigaction own {};
  install(SIGTSTP, SIG_DFL, 0, &own);
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &stop, nullptr);
  raise(SIGTSTP);  // stops here until fg (SIGCONT); an orphaned process group goes on at once
  sigaction(SIGTSTP, &own, nullptr);
  enter();
}

Wakeup ScreenTerminal::wait(std::optional<std::chrono::milliseconds> timeout, std::size_t room) {
  std::array<pollfd, 2> fds{{{in_, POLLIN, 0}, {g_wake_pipe[0], POLLIN, 0}}};
  const int wait_ms = timeout ? static_cast<int>(timeout->count()) : -1;
  const int ready = poll(fds.data(), fds.size(), wait_ms);
  Wakeup wakeup;
  drain_wake_pipe(wakeup);
  if (ready == 0) wakeup.timed_out = true;
  if (ready <= 0) return wakeup;
  if ((fds[0].revents & POLLIN) != 0 && room > 0) {
    std::string bytes(room, '\0');
    const ssize_t got = ::read(in_, bytes.data(), room);
    if (got > 0) bytes.resize(static_cast<std::size_t>(got));
    wakeup.input_closed = got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN);
    if (got > 0) wakeup.bytes = std::move(bytes);
    answers_.feed(wakeup.bytes);
  } else if ((fds[0].revents & (POLLHUP | POLLERR | POLLNVAL)) != 0) {
    wakeup.input_closed = true;
  }
  return wakeup;
}

TerminalSize ScreenTerminal::size() const {
  constexpr TerminalSize kFallback{80, 24};
  return terminal_size(out_).value_or(kFallback);
}

bool ScreenTerminal::write(std::string_view bytes) { return !write_all(out_, bytes); }

int ScreenTerminal::stop_signal() { return g_stop_signal; }

}  // namespace tictactoe::app
