#pragma once

// The one layer between the session and its streams: it shows a prompt,
// reads one line, and handles what every prompt shares (end of input, an
// interrupt, a closed output, over-long lines and `quit`) in one place. It
// returns what happened, an answer or why the session stops, instead of
// setting shared state.

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <iosfwd>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <variant>

#include "app/flow/prompter.hpp"
#include "app/sys/terminal.hpp"
#include "app/tables/commands.hpp"
#include "app/text/input.hpp"
#include "app/text/render.hpp"

namespace tictactoe::app {

/// Prompts over a pair of streams, in the session's Style.
class Prompt {
 public:
  /// A prompt reading `in` and writing `out`; `environment` tells Ctrl-C,
  /// read errors and the terminal's width, and is told the prompt shown.
  Prompt(std::istream& in, std::ostream& out, const Style& style, Environment environment = {});

  /// The style (colour, numbering, catalogue, the terminal's width as of
  /// the last line read) output is written in.
  [[nodiscard]] const Style& style() const { return style_; }
  /// The message `id` in the session's language.
  [[nodiscard]] std::string text(Msg id, std::initializer_list<Arg> args = {}) const { return style_.text(id, args); }
  /// Writes `text` as it is, on a line of its own if a prompt's answer
  /// left the cursor on the prompt's line (see ask).
  void write(std::string_view text);
  /// Sends what was written on its way, the prompt's line ended first if
  /// the cursor still waits on it (see ask).
  void flush();
  /// Writes `text`, one sentence or two, as a line. On a terminal narrower
  /// than the line it is wrapped at blanks (see wrap), so that no word is
  /// cut where the terminal would break it; elsewhere it is written as it is.
  void line(std::string_view text);
  /// Writes the message `id` as a line (see line).
  void say(Msg id, std::initializer_list<Arg> args = {});

  /// Whether an answer's Enter shows: standard input is a terminal.
  [[nodiscard]] bool input_echoed() const { return environment_.stdin_is_terminal; }
  /// Why the session must stop before the next turn (Ctrl-C, a closed
  /// output), if it must.
  [[nodiscard]] std::optional<Stop> must_stop() const;

  /// Shows `prompt` and reads a line. When the answer does not show (input
  /// piped, or none: end of input, Ctrl-C), the cursor stays on the
  /// prompt's line, and whatever is written next starts a new line. A line naming a command valid at
  /// `where` in games of `modes` (Use bits) comes back as that command;
  /// quit (valid everywhere) stops.
  Reply<Entry> ask(std::string_view prompt, Where where, std::uint8_t modes = use_play);

  /// A menu: `title`, then one line per item ("  2) hvc  human vs
  /// computer"), then "Choose 1-N [D]", D being `fallback` + 1. Asks until
  /// an item is chosen by its number, its word or a prefix of the word no
  /// other word has (any case), or by an empty line, which chooses
  /// `fallback`; h shows how, q quits. Returns the 0-based item, or
  /// std::nullopt for "back" (the question before this one).
  Reply<Choice> choose(std::string_view title, std::span<const MenuItem> items, std::size_t fallback);

  /// Asks `prompt` until a command valid at `where` in games of `modes` is
  /// typed, or an empty line (which means `fallback`); anything else is
  /// answered by the line echoed as not an answer, or, for a command valid
  /// at another prompt, "not now" and where it works, then the sentence
  /// `retry` ("'maybe' is not an answer here. Type y or n, or h for help.").
  Reply<Command> answer(std::string_view prompt, Where where, std::uint8_t modes, Command fallback,
                        std::string_view retry);

  /// The one-line answer to a rejected number: the reason, then `what`
  /// ("Type a cell number {1}, ...") with `range`, e.g. "'5abc' is not a
  /// number. Type a cell number 1-9, or h for help."
  [[nodiscard]] std::string reject(InputError error, std::string_view text, Msg what, std::string_view range) const;

 private:
  // The menu's items, one line each.
  [[nodiscard]] std::string menu_lines(std::span<const MenuItem> items) const;

  // Ends the prompt's line before `text` if the cursor is still on it and
  // `text` does not start with a newline of its own.
  void new_line_after_prompt(std::string_view text);

  std::istream& in_;
  std::ostream& out_;
  bool after_prompt_ = false;  // the cursor waits after a prompt, on its line
  Style style_;
  Environment environment_;
};

}  // namespace tictactoe::app
