#pragma once

// A scripted terminal for the full-screen face (screen/screen_ui.hpp): it
// hands out wakeups (keys, resizes, timeouts, signals) and records every
// frame written, and the whole screen after each, so whole sessions play
// without a terminal. Its clock moves only by the waits that time out,
// so paced tests run at once.

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/flow/session.hpp"
#include "app/screen/screen_ui.hpp"
#include "app/tables/options.hpp"
#include "support/recorder.hpp"

namespace tictactoe::test::screen_io {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;

inline const std::string kUp = "\x1b[A";
inline const std::string kDown = "\x1b[B";
inline const std::string kRight = "\x1b[C";
inline const std::string kLeft = "\x1b[D";

inline Wakeup timeout() {
  Wakeup wakeup;
  wakeup.timed_out = true;
  return wakeup;
}

inline Wakeup closed_input() {
  Wakeup wakeup;
  wakeup.input_closed = true;
  return wakeup;
}

inline Wakeup stop_signal(int signal) {
  Wakeup wakeup;
  wakeup.stop_signal = signal;
  return wakeup;
}

// A terminal that hands out scripted wakeups and records what was written.
// When the script runs out, input ends.
class ScriptedIo final : public ScreenIo {
 public:
  std::deque<Wakeup> script;
  std::vector<std::string> frames;
  TerminalSize current{80, 24};
  int suspended = 0;
  bool writable = true;
  /// When set, the whole screen as text after each frame, in `screens`.
  const ScreenUi* ui = nullptr;
  std::vector<std::string> screens;

  void type(const std::string& bytes) {
    Wakeup wakeup;
    wakeup.bytes = bytes;
    script.push_back(wakeup);
  }
  void resize(TerminalSize size) {
    Wakeup wakeup;
    wakeup.resized = true;
    script.push_back(wakeup);
    sizes.push_back(size);
  }

  Wakeup wait(std::optional<std::chrono::milliseconds> timeout, std::size_t room) override {
    waits.push_back(timeout);
    if (script.empty()) return closed_input();
    Wakeup wakeup = script.front();
    script.pop_front();
    if (wakeup.timed_out && timeout) clock += *timeout;  // the wait ran its whole time
    if (wakeup.resized && !sizes.empty()) {
      current = sizes.front();
      sizes.pop_front();
    }
    if (wakeup.bytes.size() > room) wakeup.bytes.resize(room);
    return wakeup;
  }
  [[nodiscard]] TerminalSize size() const override { return current; }
  bool write(std::string_view bytes) override {
    frames.emplace_back(bytes);
    waits_before_write = waits.size();
    if (ui != nullptr) screens.push_back(ui->shown().text());  // drawn before it is written
    if (ui != nullptr) lines.push_back(rows_of(ui->shown()));
    return writable;
  }
  void suspend() override { ++suspended; }
  [[nodiscard]] std::chrono::steady_clock::time_point now() const override { return clock; }
  [[nodiscard]] std::chrono::milliseconds escape_timeout() const override { return escape; }

  std::vector<std::optional<std::chrono::milliseconds>> waits;  // each wait's timeout, in turn
  std::size_t waits_before_write = 0;                           // how many came before the last write
  std::chrono::milliseconds escape = kDefaultEscapeTimeout;
  std::chrono::steady_clock::time_point clock{};
  /// With `ui`: each screen's rows as drawn (isolates and marks kept).
  std::vector<std::vector<std::string>> lines;

 private:
  static std::vector<std::string> rows_of(const Grid& grid) {
    std::vector<std::string> rows;
    for (std::size_t row = 0; row < grid.rows(); ++row) rows.push_back(grid.line(row));
    return rows;
  }
  std::deque<TerminalSize> sizes;
};

struct Played {
  int status;
  std::string screen;  // the last frame, as text
  std::vector<std::string> after;
  Facts facts;
};

/// Plays a session with `settings` on the full screen over `io`.
inline Played play(ScriptedIo& io, SessionSettings settings, const Style& style = {}) {
  Recorder recorder;
  settings.sinks.push_back(&recorder);
  ScreenUi ui(io, style);
  io.ui = &ui;
  const int status = run_session(Face{ui, ui, ui}, settings);
  io.ui = nullptr;
  return {status, ui.shown().text(), ui.after(), facts_of(recorder.events)};
}

/// Plays a session with `options` through `ui` (whose terminal is `io`),
/// its facts into `facts` when given; the exit status.
inline int run_with(ScreenUi& ui, Options options, Facts* facts = nullptr) {
  Recorder recorder;
  SessionSettings settings;
  settings.options = std::move(options);
  settings.sinks.push_back(&recorder);
  const int status = run_session(Face{ui, ui, ui}, settings);
  if (facts != nullptr) *facts = facts_of(recorder.events);
  return status;
}

/// The same with `options` alone.
inline Played play(ScriptedIo& io, Options options, const Style& style = {}) {
  SessionSettings settings;
  settings.options = std::move(options);
  return play(io, std::move(settings), style);
}

inline Options hvh() {
  Options options;
  options.mode = Mode::hvh;
  return options;
}

/// Between computers, from `seed`, for `rounds` when given.
inline Options watch(unsigned seed, std::optional<long long> rounds = std::nullopt) {
  Options options;
  options.mode = Mode::cvc;
  options.seed = seed;
  if (rounds) options.rounds = *rounds;
  return options;
}

// Each byte string typed as its own read.
inline void type_each(ScriptedIo& io, const std::vector<std::string>& keys) {
  for (const std::string& key : keys) io.type(key);
}

inline void timeouts(ScriptedIo& io, int count) {
  for (int i = 0; i < count; ++i) io.script.push_back(timeout());
}

/// A mouse report in the SGR form at (`column`, `row`), 0-based: button 0
/// (left) pressed unless told otherwise.
inline std::string sgr_click(std::size_t column, std::size_t row, int button = 0, char end = 'M') {
  return "\x1b[<" + std::to_string(button) + ";" + std::to_string(column + 1) + ";" + std::to_string(row + 1) + end;
}

/// A left press in the X10 form at (`column`, `row`), 0-based.
inline std::string x10_click(std::size_t column, std::size_t row) {
  return std::string("\x1b[M") + static_cast<char>(32) + static_cast<char>(33 + column) + static_cast<char>(33 + row);
}

/// The layout of an English screen of that size.
inline Layout english_layout(std::size_t columns = 80, std::size_t rows = 24) {
  const ViewText text = view_text(Catalogue(), Numbering(), columns, rows);
  return make_layout(columns, rows, text.buttons);
}

/// True when a frame written held `text`.
inline bool any_frame(const ScriptedIo& io, const std::string& text) {
  return std::ranges::any_of(io.frames,
                             [&](const std::string& frame) { return frame.find(text) != std::string::npos; });
}

/// True when the screen showed `text` after one of the frames written (`io.ui` set).
inline bool drew(const ScriptedIo& io, const std::string& text) {
  return std::ranges::any_of(io.screens,
                             [&](const std::string& screen) { return screen.find(text) != std::string::npos; });
}

}  // namespace tictactoe::test::screen_io
