#include "app/sys/screen_terminal.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <csignal>
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

// The self-pipe: a handler writes a byte naming its signal, the loop reads it.
std::array<int, 2> g_wake_pipe{-1, -1};
volatile std::sig_atomic_t g_stop_signal = 0;

constexpr std::array kWakeSignals{SIGWINCH, SIGTSTP, SIGCONT, SIGINT, SIGTERM, SIGHUP, SIGQUIT};
constexpr std::array kFatalSignals{SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL};
std::array<struct sigaction, kWakeSignals.size()> g_old_wake{};
std::array<struct sigaction, kFatalSignals.size()> g_old_fatal{};
std::terminate_handler g_old_terminate = nullptr;

// Async-signal-safe: write(2) and tcsetattr only.
void emergency_restore() {
  if (g_screen_active == 0) return;
  g_screen_active = 0;
  (void)!::write(g_screen_out, kLeaveScreen.data(), kLeaveScreen.size());
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

void install_handlers() {
  for (std::size_t i = 0; i < kWakeSignals.size(); ++i) install(kWakeSignals[i], on_wake, SA_RESTART, &g_old_wake[i]);
  for (std::size_t i = 0; i < kFatalSignals.size(); ++i) {
    install(kFatalSignals[i], on_fatal, static_cast<int>(SA_RESETHAND | SA_NODEFER), &g_old_fatal[i]);
  }
  g_old_terminate = std::set_terminate(on_terminate);
  static const bool kRegistered = std::atexit(restore_at_exit) == 0;
  (void)kRegistered;
}

void remove_handlers() {
  for (std::size_t i = 0; i < kWakeSignals.size(); ++i) sigaction(kWakeSignals[i], &g_old_wake[i], nullptr);
  for (std::size_t i = 0; i < kFatalSignals.size(); ++i) sigaction(kFatalSignals[i], &g_old_fatal[i], nullptr);
  std::set_terminate(g_old_terminate);
}

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

std::optional<ScreenTerminal> ScreenTerminal::open(int in, int out) {
  if (isatty(in) != 1 || tcgetattr(in, &g_screen_saved) != 0) return std::nullopt;
  make_wake_pipe();
  ScreenTerminal terminal(in, out);
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
  const termios raw = raw_mode(g_screen_saved);
  if (tcsetattr(in_, TCSADRAIN, &raw) != 0) return;
  g_screen_active = 1;
  active_ = true;
  write_all(out_, kEnterScreen);
}

ScreenTerminal::ScreenTerminal(ScreenTerminal&& other) noexcept
    : in_(other.in_), out_(other.out_), active_(other.active_), stop_signal_(other.stop_signal_) {
  other.active_ = false;
}

ScreenTerminal::~ScreenTerminal() { restore(); }

void ScreenTerminal::restore() {
  if (!active_) return;
  active_ = false;
  emergency_restore();
  remove_handlers();
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
  stop_signal_ = wakeup.stop_signal;
  if (ready == 0) wakeup.timed_out = true;
  if (ready <= 0) return wakeup;
  if ((fds[0].revents & POLLIN) != 0 && room > 0) {
    std::string bytes(room, '\0');
    const ssize_t got = ::read(in_, bytes.data(), room);
    if (got > 0) bytes.resize(static_cast<std::size_t>(got));
    wakeup.input_closed = got == 0 || (got < 0 && errno != EINTR && errno != EAGAIN);
    if (got > 0) wakeup.bytes = std::move(bytes);
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

}  // namespace tictactoe::app
