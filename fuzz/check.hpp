#pragma once

// FUZZ_CHECK: an invariant of a fuzz target. A violation names the file and
// line and aborts, so libFuzzer saves the input (unlike assert, it stays on
// whatever NDEBUG says).

#include <cstdio>
#include <cstdlib>

namespace tictactoe::fuzz {

[[noreturn]] inline void fail(const char* what, const char* file, int line) {
  std::fprintf(stderr, "%s:%d: invariant violated: %s\n", file, line, what);
  std::abort();
}

}  // namespace tictactoe::fuzz

#define FUZZ_CHECK(condition)                                                  \
  do {                                                                         \
    if (!(condition)) ::tictactoe::fuzz::fail(#condition, __FILE__, __LINE__); \
  } while (false)
