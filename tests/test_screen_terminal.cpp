// The terminal of the full-screen face (sys/screen_terminal.hpp), on a
// pseudo-terminal the test opens itself: raw mode and the alternate screen
// on entry, and the terminal exactly as it was after every way out:
// restore, fatal signals, std::terminate, and Ctrl-Z (stopped, then
// continued).

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <csignal>
#include <cstring>
#include <exception>
#include <memory>
#include <string>

#include "app/sys/screen_terminal.hpp"
#include "support/text.hpp"

namespace test_screen_terminal {

using namespace tictactoe::app;
using namespace std::chrono_literals;
using tictactoe::test::contains;
using tictactoe::test::occurrences;

namespace {

// A pseudo-terminal pair, closed at the end.
struct Pty {
  int master = -1;
  int slave = -1;
  Pty() {
    struct winsize size {};
    size.ws_col = 80;
    size.ws_row = 24;
    REQUIRE(openpty(&master, &slave, nullptr, nullptr, &size) == 0);
  }
  Pty(const Pty&) = delete;
  Pty& operator=(const Pty&) = delete;
  ~Pty() {
    close(master);
    close(slave);
  }
  // What the program wrote, read until `wanted` is in it or nothing more
  // comes within a second.
  [[nodiscard]] std::string output(std::string_view wanted) const {
    std::string out;
    std::array<char, 4096> buffer{};
    while (!contains(out, wanted)) {
      pollfd fd{master, POLLIN, 0};
      if (poll(&fd, 1, 1000) <= 0) break;
      const ssize_t got = read(master, buffer.data(), buffer.size());
      if (got <= 0) break;
      out.append(buffer.data(), static_cast<std::size_t>(got));
    }
    return out;
  }
};

termios modes_of(int fd) {
  termios modes{};
  REQUIRE(tcgetattr(fd, &modes) == 0);
  return modes;
}

// The input still waiting on `pty`'s terminal side (what a shell would read
// next), read raw for up to 100 ms; its modes are put back after.
std::string left_for_the_shell(const Pty& pty) {
  const termios modes = modes_of(pty.slave);
  termios raw = modes;
  cfmakeraw(&raw);
  REQUIRE(tcsetattr(pty.slave, TCSANOW, &raw) == 0);
  std::string left;
  std::array<char, 256> buffer{};
  pollfd fd{pty.slave, POLLIN, 0};
  while (poll(&fd, 1, 100) > 0) {
    const ssize_t got = read(pty.slave, buffer.data(), buffer.size());
    if (got <= 0) break;
    left.append(buffer.data(), static_cast<std::size_t>(got));
  }
  REQUIRE(tcsetattr(pty.slave, TCSANOW, &modes) == 0);
  return left;
}

// Types `bytes` on `pty`'s keyboard, and waits until the terminal side can
// read them (so no later change of modes races with them).
void type(const Pty& pty, std::string_view bytes) {
  REQUIRE(write(pty.master, bytes.data(), bytes.size()) == static_cast<ssize_t>(bytes.size()));
  pollfd fd{pty.slave, POLLIN, 0};
  REQUIRE(poll(&fd, 1, 1000) == 1);
}

bool same_modes(const termios& a, const termios& b) {
  return a.c_iflag == b.c_iflag && a.c_oflag == b.c_oflag && a.c_cflag == b.c_cflag && a.c_lflag == b.c_lflag &&
         std::memcmp(a.c_cc, b.c_cc, sizeof a.c_cc) == 0;
}

// Runs `body` in a child process on `pty`, and returns its wait status
// (WUNTRACED: a stop is reported too).
template <typename Body>
int in_child(const Pty& pty, Body body, pid_t* child = nullptr) {
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    setpgid(0, 0);  // a process group of its own, not orphaned, so that a SIGTSTP stops it
    body(pty.slave);
    _exit(0);
  }
  if (child != nullptr) *child = pid;
  int status = 0;
  REQUIRE(waitpid(pid, &status, WUNTRACED) == pid);
  return status;
}

}  // namespace

TEST_CASE("raw_mode turns off line editing, echo, signal keys, flow control and output processing",
          "[screen][terminal]") {
  termios cooked{};
  cooked.c_iflag = ICRNL | IXON | BRKINT;
  cooked.c_oflag = OPOST | ONLCR;
  cooked.c_lflag = ICANON | ECHO | ISIG | IEXTEN | ECHOE;
  cooked.c_cflag = CS7 | PARENB | CREAD;
  const termios raw = raw_mode(cooked);
  CHECK((raw.c_lflag & (ICANON | ECHO | ISIG | IEXTEN)) == 0);
  CHECK((raw.c_iflag & (ICRNL | IXON | BRKINT)) == 0);
  CHECK((raw.c_oflag & OPOST) == 0);
  CHECK((raw.c_cflag & CSIZE) == CS8);
  CHECK((raw.c_cflag & CREAD) != 0);
  CHECK(raw.c_cc[VMIN] == 1);
  CHECK(raw.c_cc[VTIME] == 0);
}

TEST_CASE("terminal_size reads a terminal's size, and is empty for a pipe or a zero size", "[screen][terminal]") {
  const Pty pty;
  CHECK(terminal_size(pty.slave) == TerminalSize{80, 24});
  struct winsize zero {};
  REQUIRE(ioctl(pty.master, TIOCSWINSZ, &zero) == 0);
  CHECK_FALSE(terminal_size(pty.slave));
  std::array<int, 2> pipe_fds{};
  REQUIRE(pipe(pipe_fds.data()) == 0);
  CHECK_FALSE(terminal_size(pipe_fds[1]));
  close(pipe_fds[0]);
  close(pipe_fds[1]);
}

TEST_CASE("A pipe is not a terminal to take over", "[screen][terminal]") {
  std::array<int, 2> pipe_fds{};
  REQUIRE(pipe(pipe_fds.data()) == 0);
  CHECK_FALSE(ScreenTerminal::open(pipe_fds[0], pipe_fds[1]));
  close(pipe_fds[0]);
  close(pipe_fds[1]);
}

TEST_CASE("Taking over a terminal makes it raw and enters the screen, restoring undoes both exactly",
          "[screen][terminal]") {
  const Pty pty;
  const termios before = modes_of(pty.slave);
  struct sigaction old_term {};
  sigaction(SIGTERM, nullptr, &old_term);
  {
    auto terminal = ScreenTerminal::open(pty.slave, pty.slave);
    REQUIRE(terminal);
    const termios raw = modes_of(pty.slave);
    CHECK((raw.c_lflag & (ICANON | ECHO | ISIG)) == 0);
    CHECK(contains(pty.output(kEnterScreen), kEnterScreen));
    CHECK(terminal->size() == TerminalSize{80, 24});
    CHECK(terminal->write("frame"));
    CHECK(pty.output("frame") == "frame");
    terminal->restore();
    CHECK(same_modes(modes_of(pty.slave), before));
    terminal->restore();  // twice is harmless
  }
  const std::string after = pty.output(kLeaveScreen);
  CHECK(occurrences(after, kLeaveScreen) == 1);
  CHECK(same_modes(modes_of(pty.slave), before));
  // The signal handlers are the old ones again.
  struct sigaction term {};
  sigaction(SIGTERM, nullptr, &term);
  CHECK(term.sa_handler == old_term.sa_handler);
}

TEST_CASE("Waiting gives the bytes typed, a timeout, and signals through the self-pipe", "[screen][terminal]") {
  const Pty pty;
  auto terminal = ScreenTerminal::open(pty.slave, pty.slave);
  REQUIRE(terminal);
  REQUIRE(write(pty.master, "5\x1b[A", 4) == 4);
  Wakeup typed = terminal->wait(std::nullopt, 100);
  CHECK(typed.bytes == "5\x1b[A");
  CHECK_FALSE(typed.timed_out);
  CHECK(terminal->wait(0ms, 100).timed_out);
  raise(SIGWINCH);
  CHECK(terminal->wait(std::nullopt, 100).resized);
  raise(SIGCONT);
  CHECK(terminal->wait(std::nullopt, 100).resumed);
  raise(SIGTSTP);  // from outside (kill -TSTP): the loop is told to suspend
  CHECK(terminal->wait(std::nullopt, 100).suspend);
  CHECK(terminal->stop_signal() == 0);
  raise(SIGTERM);
  const Wakeup stopped = terminal->wait(std::nullopt, 100);
  CHECK(stopped.stop_signal == SIGTERM);
  CHECK(terminal->stop_signal() == SIGTERM);
  raise(SIGHUP);  // the first stop signal is the one kept
  CHECK(terminal->wait(0ms, 100).stop_signal == SIGTERM);
}

TEST_CASE("A closed terminal ends the wait as input closed", "[screen][terminal]") {
  auto pty = std::make_unique<Pty>();
  auto terminal = ScreenTerminal::open(pty->slave, pty->slave);
  REQUIRE(terminal);
  close(pty->master);
  pty->master = open("/dev/null", O_RDONLY);  // so the destructor closes something
  CHECK(terminal->wait(std::nullopt, 100).input_closed);
  CHECK(terminal->wait(std::nullopt, 0).input_closed);  // with no room to read: the hang-up alone says it
}

TEST_CASE("An output that is not a terminal gives the 80x24 fallback size, and a failing one a failed write",
          "[screen][terminal]") {
  const Pty pty;
  const int full = open("/dev/full", O_WRONLY | O_CLOEXEC);
  REQUIRE(full >= 0);
  {
    auto terminal = ScreenTerminal::open(pty.slave, full);
    REQUIRE(terminal);
    CHECK(terminal->size() == TerminalSize{80, 24});
    CHECK_FALSE(terminal->write("frame"));
    ScreenTerminal moved(std::move(*terminal));  // the moved-from one restores nothing
    CHECK_FALSE(moved.write("x"));
  }
  close(full);
}

TEST_CASE("A fatal signal or std::terminate restores the terminal, then the process dies of it", "[screen][terminal]") {
  const auto [how, signal] = GENERATE(table<std::string, int>({{"SIGSEGV", SIGSEGV},
                                                               {"SIGABRT", SIGABRT},
                                                               {"SIGBUS", SIGBUS},
                                                               {"SIGFPE", SIGFPE},
                                                               {"SIGILL", SIGILL},
                                                               {"SIGTRAP", SIGTRAP},
                                                               {"SIGSYS", SIGSYS},
                                                               {"SIGPIPE", SIGPIPE},
                                                               {"terminate", SIGABRT}}));
  INFO(how);
  const Pty pty;
  const termios before = modes_of(pty.slave);
  const int status = in_child(pty, [how = how, signal = signal](int fd) {
    auto terminal = ScreenTerminal::open(fd, fd);
    if (!terminal) _exit(3);
    if (how == "terminate") std::terminate();
    raise(signal);
    _exit(4);
  });
  REQUIRE(WIFSIGNALED(status));
  CHECK(WTERMSIG(status) == signal);
  const std::string shown = pty.output(kLeaveScreen);
  CHECK(contains(shown, kEnterScreen));
  CHECK(occurrences(shown, kLeaveScreen) == 1);
  CHECK(same_modes(modes_of(pty.slave), before));
}

TEST_CASE("Every signal sent to end the process reaches the loop as a stop, the terminal still taken",
          "[screen][terminal][signals]") {
  const int signal = GENERATE(SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU,
                              SIGIO, SIGPWR, SIGSTKFLT, SIGRTMIN, SIGRTMIN + 1, SIGRTMAX);
  INFO("signal " << signal << " (" << strsignal(signal) << ")");
  const Pty pty;
  // In a child, so that a signal nothing catches ends the child, not the tests.
  const int status = in_child(pty, [signal = signal](int fd) {
    auto terminal = ScreenTerminal::open(fd, fd);
    if (!terminal) _exit(3);
    raise(signal);
    const Wakeup wakeup = terminal->wait(std::nullopt, 100);
    _exit(wakeup.stop_signal == signal && terminal->stop_signal() == signal ? 0 : 5);
  });
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
}

TEST_CASE(
    "A signal ignored when the terminal is taken stays ignored, SIGXFSZ is ignored while it is, and restoring "
    "puts every handler back",
    "[screen][terminal][signals]") {
  const Pty pty;
  const auto handler_of = [](int signal) {
    struct sigaction now {};
    sigaction(signal, nullptr, &now);
    return now.sa_handler;
  };
  struct sigaction old_pipe {};
  struct sigaction old_usr1 {};
  struct sigaction ignore {};
  ignore.sa_handler = SIG_IGN;
  sigaction(SIGPIPE, &ignore, &old_pipe);
  sigaction(SIGUSR1, &ignore, &old_usr1);
  {
    auto terminal = ScreenTerminal::open(pty.slave, pty.slave);
    REQUIRE(terminal);
    CHECK(handler_of(SIGPIPE) == SIG_IGN);
    CHECK(handler_of(SIGUSR1) == SIG_IGN);
    CHECK(handler_of(SIGXFSZ) == SIG_IGN);
    CHECK(handler_of(SIGUSR2) != SIG_DFL);
    raise(SIGPIPE);
    raise(SIGUSR1);
    raise(SIGXFSZ);
    CHECK(terminal->wait(0ms, 100).stop_signal == 0);  // none of them stops the session
    terminal->restore();
  }
  CHECK(handler_of(SIGPIPE) == SIG_IGN);
  CHECK(handler_of(SIGUSR1) == SIG_IGN);
  CHECK(handler_of(SIGXFSZ) == SIG_DFL);
  CHECK(handler_of(SIGUSR2) == SIG_DFL);
  CHECK(handler_of(SIGRTMIN) == SIG_DFL);
  sigaction(SIGPIPE, &old_pipe, nullptr);
  sigaction(SIGUSR1, &old_usr1, nullptr);
}

TEST_CASE("TERM chooses what the terminal is sent: the Linux console and the DEC terminals get what they can do",
          "[screen][terminal][term]") {
  for (const char* xterm_like : {"xterm-256color", "xterm", "screen-256color", "tmux-256color", "vte-256color",
                                 "rxvt-unicode", "alacritty", "foot", "xterm-kitty", "linuxish", "vt1000", ""}) {
    INFO("TERM " << xterm_like);
    CHECK(terminal_traits(xterm_like) == TerminalTraits{});
  }
  const TerminalTraits console = terminal_traits("linux");
  CHECK(terminal_traits("linux-16color") == console);
  CHECK_FALSE(console.alternate_screen);
  CHECK(console.mouse == MouseReports::clicks);
  CHECK_FALSE(console.sync_query);
  for (const char* dec : {"vt100", "vt102", "vt220", "vt220-8bit", "vt100-am", "vt52", "ansi", "cons25", "sun"}) {
    INFO("TERM " << dec);
    CHECK(terminal_traits(dec) ==
          TerminalTraits{
              .alternate_screen = false, .mouse = MouseReports::none, .bracketed_paste = false, .sync_query = false});
  }
  // What each is sent.
  CHECK(enter_screen(TerminalTraits{}) == kEnterScreen);
  CHECK(leave_screen(TerminalTraits{}) == kLeaveScreen);
  CHECK(enter_screen(console) == "\x1b[?25l\x1b[?1000h");
  CHECK(leave_screen(console) == "\x1b[0m\x1b[?1000l\x1b[?25h\x1b[999;1H\r\n");
  CHECK(enter_screen(terminal_traits("vt100")) == "\x1b[?25l");
  // No alternate screen: the farewell starts on a line of its own, below the last frame.
  CHECK(leave_screen(terminal_traits("vt100")).ends_with("\x1b[999;1H\r\n"));
}

TEST_CASE("ESCDELAY sets the Esc timeout in milliseconds, clamped, and 100 ms without it", "[screen][terminal][term]") {
  using std::chrono::milliseconds;
  CHECK(escape_timeout(nullptr) == milliseconds(100));
  CHECK(escape_timeout("") == milliseconds(100));
  CHECK(escape_timeout("fast") == milliseconds(100));
  CHECK(escape_timeout("25ms") == milliseconds(100));
  CHECK(escape_timeout("-5") == milliseconds(100));
  CHECK(escape_timeout("25") == milliseconds(25));
  CHECK(escape_timeout("250") == milliseconds(250));
  CHECK(escape_timeout("0") == milliseconds(10));
  CHECK(escape_timeout("5000") == milliseconds(1000));
  CHECK(escape_timeout("99999999999999999999") == milliseconds(1000));
  const Pty pty;
  auto terminal = ScreenTerminal::open(pty.slave, pty.slave, {.escape_timeout = milliseconds(250)});
  REQUIRE(terminal);
  CHECK(terminal->escape_timeout() == milliseconds(250));
}

TEST_CASE("A terminal without the alternate screen, mouse or DECRQM is not sent them, and its restore matches",
          "[screen][terminal][term]") {
  const Pty pty;
  const termios before = modes_of(pty.slave);
  {
    auto terminal = ScreenTerminal::open(pty.slave, pty.slave, {.traits = terminal_traits("vt100")});
    REQUIRE(terminal);
    CHECK(pty.output("\x1b[?25l") == "\x1b[?25l");
    type(pty, "5");  // typed at once, and not taken for an answer to wait for
    terminal->restore();
  }
  CHECK(pty.output("\r\n") == leave_screen(terminal_traits("vt100")));
  CHECK(same_modes(modes_of(pty.slave), before));
  CHECK(left_for_the_shell(pty) == "5");  // no query was sent: nothing is dropped
}

TEST_CASE("The DECRQM answers are counted however the reads cut them", "[screen][terminal][decrqm]") {
  const std::string answer = "\x1b[?2026;2$y";
  AnswerCounter whole;
  whole.feed("5" + answer + "\x1b[A" + answer);
  CHECK(whole.count() == 2);
  AnswerCounter bytewise;
  for (const char byte : "\x1b\x1b[?2026;1$y") bytewise.feed(std::string_view(&byte, 1));
  CHECK(bytewise.count() == 1);
  AnswerCounter others;
  others.feed("\x1b[?25;1$y\x1b[?2026$y\x1b[?2026;2y\x1b[?20261;2$y$y");
  CHECK(others.count() == 0);
}

TEST_CASE("The answer to the DECRQM query is read and dropped before the terminal is given back",
          "[screen][terminal][decrqm]") {
  const std::string answer = "\x1b[?2026;2$y";
  SECTION("it came before the restore, unread") {
    const Pty pty;
    auto terminal = ScreenTerminal::open(pty.slave, pty.slave);
    REQUIRE(terminal);
    type(pty, answer);
    terminal->restore();
    CHECK(left_for_the_shell(pty).empty());
  }
  SECTION("it comes during the restore") {
    const Pty pty;
    auto terminal = ScreenTerminal::open(pty.slave, pty.slave);
    REQUIRE(terminal);
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
      usleep(50'000);
      (void)!write(pty.master, answer.data(), answer.size());
      _exit(0);
    }
    terminal->restore();
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    CHECK(left_for_the_shell(pty).empty());
  }
  SECTION("it was read already: what is typed after it is left for the shell") {
    const Pty pty;
    auto terminal = ScreenTerminal::open(pty.slave, pty.slave);
    REQUIRE(terminal);
    type(pty, answer);
    CHECK(terminal->wait(std::nullopt, 100).bytes == answer);
    type(pty, "ls");
    terminal->restore();
    CHECK(left_for_the_shell(pty) == "ls");
  }
  SECTION("it never comes: the restore waits a little, then gives the terminal back") {
    const Pty pty;
    const termios before = modes_of(pty.slave);
    auto terminal = ScreenTerminal::open(pty.slave, pty.slave);
    REQUIRE(terminal);
    terminal->restore();
    CHECK(same_modes(modes_of(pty.slave), before));
  }
}

TEST_CASE("exit() without a restore still restores the terminal", "[screen][terminal]") {
  const Pty pty;
  const termios before = modes_of(pty.slave);
  const int status = in_child(pty, [](int fd) {
    static auto terminal = ScreenTerminal::open(fd, fd);  // never destroyed before the exit hook runs
    std::exit(terminal ? 0 : 3);
  });
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(contains(pty.output(kLeaveScreen), kLeaveScreen));
  CHECK(same_modes(modes_of(pty.slave), before));
}

TEST_CASE("Ctrl-Z restores the terminal before stopping, and takes it over again once continued",
          "[screen][terminal]") {
  const Pty pty;
  const termios before = modes_of(pty.slave);
  pid_t child = 0;
  const int status = in_child(
      pty,
      [](int fd) {
        auto terminal = ScreenTerminal::open(fd, fd);
        if (!terminal) _exit(3);
        terminal->suspend();
        const bool raw = [&] {
          termios now{};
          tcgetattr(fd, &now);
          return (now.c_lflag & ICANON) == 0;
        }();
        terminal->write("back");
        terminal->restore();
        _exit(raw ? 0 : 5);
      },
      &child);
  REQUIRE(WIFSTOPPED(status));
  const std::string stopped = pty.output(kLeaveScreen);
  CHECK(contains(stopped, kLeaveScreen));
  CHECK(same_modes(modes_of(pty.slave), before));
  REQUIRE(kill(child, SIGCONT) == 0);
  int end = 0;
  REQUIRE(waitpid(child, &end, 0) == child);
  REQUIRE(WIFEXITED(end));
  CHECK(WEXITSTATUS(end) == 0);
  const std::string resumed = pty.output("back");
  CHECK(contains(resumed, std::string(kEnterScreen) + "back"));
  CHECK(same_modes(modes_of(pty.slave), before));
}

}  // namespace test_screen_terminal
