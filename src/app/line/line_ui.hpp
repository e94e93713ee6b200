#pragma once

// The line face: the game as lines of text over a pair of streams, for a
// terminal, a pipe or a screen reader. Asks through the prompt layer
// (Prompt) and writes each board, move and result as it comes.

#include <iosfwd>

#include "app/flow/events.hpp"
#include "app/flow/prompter.hpp"
#include "app/flow/seat.hpp"
#include "app/flow/session.hpp"
#include "app/line/line_session.hpp"
#include "app/line/prompt.hpp"
#include "app/sys/terminal.hpp"

namespace tictactoe::app {

/// The line game's face: it shows every event as lines (a sink), asks the
/// session's questions (a prompter) and the person's moves (a seat).
class LineUi final : public EventSink, public Prompter, public Seat {
 public:
  /// Reads `in` and writes `out` in `style`; `environment` gives the
  /// terminal's width, Ctrl-C, read errors and the prompt shown.
  LineUi(std::istream& in, std::ostream& out, const Style& style, const Environment& environment = {});

  Reply<Choice> choose(const Menu& menu) override;
  Reply<Entry> name(core::Mark mark, const std::string& fallback) override;
  Reply<Command> play_again(const Players& players) override;
  std::optional<Stop> must_stop() override { return prompt_.must_stop(); }

  /// The move of the person at this keyboard: a cell typed as a number, or
  /// under --coords as a row and a column, or a command.
  Reply<TurnInput> move(const core::Game& game, const Players& players) override;

  void on(const Event& event) override;

 private:
  [[nodiscard]] const Style& style() const { return prompt_.style(); }
  // Answers a rejected move line: the reason and what to type, or where a
  // word of Play again works.
  void rejected(InputError error, const std::string& text, const Players& players);
  // In coords, the cell `entry` names (for a row alone, with the column
  // asked for; or a command typed there, or a stop); std::nullopt after a
  // rejected line, answered here.
  std::optional<Reply<TurnInput>> coords_move(const Entry& entry, const Players& players);
  // Asks the column of a cell in `row` (1-3) until one comes: a bad column
  // asks again for the column; a command typed instead comes back.
  Reply<TurnInput> column_for(int row, const Players& players);

  // What each event shows.
  void turn(const TurnBegins& turn);
  void moved(const Moved& moved);
  void game_over(const GameOver& over);
  void help(const HelpShown& help);
  void name_help(const NameHelpShown& help);
  void scored(ScoreNews news, const Score& score, const Players& players);
  void farewell(const Farewell& farewell);

  Prompt prompt_;
};

}  // namespace tictactoe::app
