#pragma once

// A scripted terminal for the full-screen face (screen/screen_ui.hpp): it
// hands out wakeups (keys, resizes, timeouts, signals) and records every
// frame written, and the whole screen after each, so whole sessions play
// without a terminal. (test_screen_ui.cpp has its own copy, from before
// this one; one of them is enough once both branches are in.)

#include <catch2/catch.hpp>

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

  Wakeup wait(std::optional<std::chrono::milliseconds> /*timeout*/, std::size_t room) override {
    if (script.empty()) return closed_input();
    Wakeup wakeup = script.front();
    script.pop_front();
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
    if (ui != nullptr) screens.push_back(ui->shown().text());  // drawn before it is written
    return writable;
  }
  void suspend() override { ++suspended; }

 private:
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

// Each byte string typed as its own read.
inline void type_each(ScriptedIo& io, const std::vector<std::string>& keys) {
  for (const std::string& key : keys) io.type(key);
}

}  // namespace tictactoe::test::screen_io
