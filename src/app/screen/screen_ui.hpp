#pragma once

// The full-screen face: the second face of the game flow. It draws the board
// in place (screen/view.hpp) and reads keys and the mouse (screen/keys.hpp)
// from a ScreenIo, the real terminal or a test's scripted one: arrows or
// h j k l move the cursor, Enter or Space plays its cell, a digit plays at
// once, u t ? and the buttons give the flow's commands, menus and names are
// asked in a box over the board. Every sentence comes from the catalogue,
// through the same narration as the line face; every rule and menu from
// the flow.

#include <chrono>
#include <deque>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/prompter.hpp"
#include "app/flow/score.hpp"
#include "app/flow/seat.hpp"
#include "app/flow/session.hpp"
#include "app/screen/grid.hpp"
#include "app/screen/keys.hpp"
#include "app/screen/layout.hpp"
#include "app/screen/screen_session.hpp"
#include "app/screen/view.hpp"
#include "app/sys/screen_terminal.hpp"
#include "app/text/render.hpp"
#include "app/text/review.hpp"

namespace tictactoe::app::screen {

/// The pace between computers: a move every this long to start with, and
/// its bounds and step for + and -.
inline constexpr std::chrono::milliseconds kDefaultPace{500};
inline constexpr std::chrono::milliseconds kFastestPace{100};
inline constexpr std::chrono::milliseconds kSlowestPace{2000};
inline constexpr std::chrono::milliseconds kPaceStep{100};

/// The full screen's face, over `io` in `style`'s colour, numbering and
/// language: it shows every event in place (a sink), asks the session's
/// questions in a box over the board (a prompter) and the person's moves
/// with keys and the mouse (a seat).
class ScreenUi final : public EventSink, public Prompter, public Seat {
 public:
  ScreenUi(ScreenIo& io, const Style& style);

  Reply<Choice> choose(const Menu& menu) override;
  Reply<Entry> name(core::Mark mark, const std::string& fallback) override;
  Reply<Command> play_again(const Players& players) override;
  std::optional<Stop> must_stop() override { return stop_; }

  Reply<TurnInput> move(const core::Game& game, const Players& players) override;

  void on(const Event& event) override;

  /// What the terminal shows now, as the last frame drew it.
  [[nodiscard]] const Grid& shown() const { return shown_; }
  /// The lines to print once the terminal is given back (the farewell:
  /// the last score, the seed, goodbye), each without newline.
  [[nodiscard]] const std::vector<std::string>& after() const { return after_; }
  /// The pace between computers now.
  [[nodiscard]] std::chrono::milliseconds pace() const { return pace_; }

 private:
  // The next key, drawing first and sleeping in the wait; std::nullopt when
  // the session must stop, once `timeout` has passed without one, or (with
  // `until_help_closes`) when the help open at the call has been closed.
  std::optional<Key> next_key(std::optional<std::chrono::milliseconds> timeout = std::nullopt,
                              bool until_help_closes = false);
  // The key bar of `place` (kKeys), in games of the mode now; or a sentence.
  void show_keys(std::uint8_t place);
  void show_keys(Msg sentence, std::initializer_list<Arg> args = {});
  void take(const Wakeup& wakeup);
  bool handled_anywhere(const Key& key);
  void present();
  void relayout();
  void suspend();
  [[nodiscard]] Stop stopped() const { return stop_.value_or(Stop::end_of_input); }
  [[nodiscard]] std::string text(Msg id, std::initializer_list<Arg> args = {}) const { return style_.text(id, args); }
  // "X to move", or with a name "Ann (X) to move".
  [[nodiscard]] std::string turn_status(const core::Game& game, const Players& players) const;
  // The cell a digit key names (1-9 in the numbering), if it is one.
  [[nodiscard]] std::optional<core::Cell> digit_cell(const Key& key) const;
  std::optional<Reply<TurnInput>> turn_key(const Key& key, const core::Game& game, const Players& players);
  std::optional<Reply<TurnInput>> turn_click(const Key& key, const core::Game& game, const Players& players);
  // n or the New game button: the command, once confirmed when a person
  // has moved in `game`.
  std::optional<Reply<TurnInput>> new_game(const core::Game& game, const Players& players);
  // A key or button of Play again pressed during a game: the sentence that says so.
  void not_now(std::string_view what);
  // A key of a person's game (n, u, t; s or u at Play again) pressed between
  // computers (`modes` use_cvc): says so, and true; else false.
  bool not_between_computers(const Key& key, std::uint8_t modes);
  // Asks `question` on the notes' line: true for y or `again` (the key that
  // asked), or when the session must stop.
  bool confirm(Msg question, char32_t again);
  // q or Esc (or the Quit button) where a game is under way (`begun`: a
  // move is on the board): true to quit. Esc always asks; q once begun.
  bool quits(const Key& key, bool begun);
  std::optional<Reply<Command>> again_action(KeyAction action, const Key& key);
  void show_score(const Players& players);
  std::optional<Reply<Command>> again_key(const Key& key, const Players& players);
  // A key at the menu `asked`, shown as `menu`: up and down, left (back),
  // Enter, a digit, a click, F1 (its help), q; a letter starts a word.
  std::optional<Reply<Choice>> menu_key(const Key& key, MenuView& menu, const Menu& asked);
  // A key while a word is typed at a menu (typed_): letters add to it and
  // the item it names is highlighted, Backspace takes one back, Esc clears
  // it, Enter reads it (menu_word).
  std::optional<Reply<Choice>> menu_word_key(const Key& key, MenuView& menu, const Menu& asked);
  // The word typed at a menu (it starts with a letter), as the line menus
  // read a line (pick_item), or a command of the menus (back, help, quit).
  std::optional<Reply<Choice>> menu_word(const Menu& asked);
  [[nodiscard]] std::string menu_help(const Menu& asked) const;
  bool confirm_quit();
  // A key at a name question, `typed` the name so far: the answer, once
  // Enter, or left in an empty box, gives one.
  std::optional<Reply<Entry>> name_key(const Key& key, std::string& typed);
  // A menu or a name is asked: the first of a run of questions keeps what
  // was said before it (said_), shown again after each answer.
  void begin_question();
  // The board, whose turn and the keys of a person's turn.
  void show_turn(const core::Game& game, const Players& players);
  void watch_pause(std::chrono::milliseconds shown);
  void watch_key(const Key& key, bool& waiting);
  void hold(Msg note, const Players& players);
  void show_winning(const core::Board& board);
  void review_step(const core::Game& game, const std::vector<ReviewedMove>& moves, std::size_t at);

  // What each event shows.
  void started(Msg banner);
  void notice(Msg id, const std::vector<Arg>& args);
  void remarked(const Remarked& remark);
  void turn(const TurnBegins& turn);
  void computer_moved(const Moved& moved);
  void hinted(const core::Hint& hint);
  void cell_taken(const core::Game& game, core::Cell cell);
  void took_back(const core::Game& game, const std::vector<core::TakenBack>& taken, const Players& players);
  void game_over(const GameOver& over);
  void help();
  void name_help(core::Mark mark, const std::string& fallback);
  void review(const core::Game& game, const Players& players);
  void scored(ScoreNews news, const Score& score, const Players& players);
  void farewell(const Farewell& farewell);
  // The score named for who plays which mark now.
  void show_score(const Score& score, const Players& players);

  ScreenIo& io_;
  Style style_;
  ViewText text_;
  Layout layout_;
  View view_;
  Grid shown_;
  bool repaint_ = true;
  bool sync_ = false;    // the terminal reported synchronized output
  bool typing_ = false;  // a name is typed: pasted text is taken
  std::string typed_;    // the word typed at a menu so far
  KeyReader reader_;
  std::deque<Key> keys_;
  std::optional<Stop> stop_;
  core::Cell cursor_ = 4;  // the centre
  std::chrono::milliseconds pace_ = kDefaultPace;
  bool paused_ = false;
  std::uint8_t place_ = on_turn;  // where keys are read now (kKeys' Place), for the key bar and the help
  Mode mode_ = Mode::hvh;         // the games being played, for the keys that work in them
  bool held_ = false;             // a result is shown that no question has kept on screen yet
  std::vector<std::string> after_;
  bool asking_ = false;         // a run of questions (menus, names) is under way
  bool just_remarked_ = false;  // the last event told was a remark
  std::string said_;            // what was said before it, shown again after each answer
};

}  // namespace tictactoe::app::screen
