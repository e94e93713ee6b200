#include "terminal.hpp"

#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <ios>

namespace tictactoe::app {

namespace {

volatile std::sig_atomic_t g_interrupted = 0;

extern "C" void on_interrupt(int /*signal*/) { g_interrupted = 1; }

void catch_interrupt() {
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: a blocked read returns
  sigaction(SIGINT, &action, nullptr);
}

}  // namespace

Environment process_environment() {
  return Environment{.stdout_is_terminal = isatty(STDOUT_FILENO) == 1,
                     .no_color = std::getenv("NO_COLOR"),
                     .term = std::getenv("TERM"),
                     .catch_interrupt = catch_interrupt,
                     .interrupted = [] { return g_interrupted != 0; },
                     .unsync_stdio = [] { std::ios::sync_with_stdio(false); }};
}

}  // namespace tictactoe::app
