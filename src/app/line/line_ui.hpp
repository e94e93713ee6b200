#pragma once

// The line face: the game as lines of text over a pair of streams, for a
// terminal, a pipe or a screen reader. Asks through the prompt layer
// (Prompt) and writes each board, move and result as it comes.

#include <iosfwd>

#include "app/flow/session.hpp"
#include "app/flow/ui.hpp"
#include "app/line/prompt.hpp"
#include "app/sys/terminal.hpp"

namespace tictactoe::app {

/// The Ui of the line game.
class LineUi final : public Ui {
 public:
  /// Reads `in` and writes `out` in `style`; `environment` gives the
  /// terminal's width, Ctrl-C, read errors and the prompt shown.
  LineUi(std::istream& in, std::ostream& out, const Style& style, const Environment& environment = {});

  Reply<Choice> choose(const Menu& menu) override;
  Reply<Entry> name(core::Mark mark, const std::string& fallback) override;
  Reply<TurnInput> move(const core::Game& game, const Players& players) override;
  Reply<Command> play_again(const Players& players) override;
  std::optional<Stop> must_stop() override { return prompt_.must_stop(); }

  void started(Msg banner) override { prompt_.say(banner); }
  void notice(Msg id, std::vector<Arg> args) override { prompt_.line(prompt_.style().text(id, args)); }
  void asking_names() override;
  void turn(const core::Game& game, const Players& players) override;
  void computer_moved(const core::Game& game, const core::Move& move, const Players& players, Shown shown) override;
  void hinted(const core::Game& game, const core::Hint& hint) override;
  void cell_taken(const core::Game& game, core::Cell cell) override;
  void took_back(const core::Game& game, const std::vector<core::TakenBack>& taken, const Players& players) override;
  void game_over(const core::Game& game, const Players& players, Shown shown) override;
  void help(Where where, const core::Game& game, const Players& players) override;
  void name_help(core::Mark mark, const std::string& fallback) override;
  void review(const core::Game& game, const Players& players) override;
  void scored(ScoreNews news, const Score& score, const Players& players) override;
  void farewell(const Farewell& farewell, const Score& score, const Players& players) override;

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

  Prompt prompt_;
};

/// A whole line-game session: its settings, the style its text is written
/// in, and the process it runs in.
struct LineSession {
  Options options;                  ///< unset options are asked for in menus
  Style style;                      ///< colour, numbering and language of the output
  Environment environment{};        ///< Ctrl-C, read errors, the terminal's width, the prompt shown
  SessionEvents* events = nullptr;  ///< told what happens, as values; may be nullptr
};

/// Runs a whole session of the line game over `in` and `out` (see
/// run_session). Never throws on any input.
int run_line_session(std::istream& in, std::ostream& out, const LineSession& session);

}  // namespace tictactoe::app
