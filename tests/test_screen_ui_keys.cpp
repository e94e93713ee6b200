// The full screen's keys as a new user tried them (issues 17 and 19): a
// new game during a game, back at the menus and names, words typed at a
// menu, the keys of Play again and between computers, the help that stays
// until closed, the banner's help key, and the score's labels after a swap.

#include <catch2/catch.hpp>

#include <algorithm>
#include <regex>
#include <string>
#include <vector>

#include "app/flow/session.hpp"
#include "app/screen/screen_ui.hpp"
#include "support/screen_io.hpp"
#include "support/text.hpp"

namespace test_screen_ui_keys {

using namespace tictactoe::app;
using namespace tictactoe::app::screen;
using namespace tictactoe::test::screen_io;
namespace core = tictactoe::core;
using tictactoe::test::contains;

namespace {

// The bytes of a left click on the middle of `button` at 80x24.
std::string click(Button button) {
  const ViewText text = view_text(Catalogue(), Numbering(), 80, 24);
  const Layout layout = make_layout(80, 24, text.buttons);
  const Rect& at = layout.buttons.at(static_cast<std::size_t>(button));
  return "\x1b[<0;" + std::to_string(at.column + 2) + ";" + std::to_string(at.row + 1) + "M";
}

const std::vector<std::string> kTopRow{"1", "4", "2", "5", "3"};  // X wins on 1-2-3

Options cvc() {
  Options options;
  options.mode = Mode::cvc;
  options.seed = 5;
  return options;
}

// The screen after the first frame that showed `text` ("" when none did).
std::string screen_with(const ScriptedIo& io, const std::string& text) {
  const auto found =
      std::ranges::find_if(io.screens, [&](const std::string& screen) { return contains(screen, text); });
  return found == io.screens.end() ? std::string() : *found;
}

// True when a frame written underlined something (the hinted cells' numbers).
bool underlined(const ScriptedIo& io) {
  static const std::regex kUnderline("\x1b\\[0(;[0-9]+)*;4(;[0-9]+)*m");
  return std::ranges::any_of(io.frames, [](const std::string& frame) { return std::regex_search(frame, kUnderline); });
}

}  // namespace

TEST_CASE("n during a game asks first once a person has moved, then drops the game unscored", "[screen][keys][new]") {
  ScriptedIo io;
  type_each(io, {"5", "n", "x", "n", "y"});  // asked: x goes on; asked again: y drops the game
  type_each(io, kTopRow);
  io.type("q");
  const Played played = play(io, hvh());
  CHECK(drew(io, "Drop this game for a new one? It is not scored."));
  CHECK(drew(io, "Game dropped, not scored or recorded; a new game starts."));
  CHECK(played.facts.dropped == std::vector<std::size_t>{1});
  CHECK(played.facts.results == std::vector{core::Outcome::x_wins});  // X starts again
  REQUIRE(played.facts.moves.size() == 6);
  CHECK(played.facts.moves[1].first == 0);
  CHECK(played.after.front() == "Final score: X 1, O 0, ties 0");
}

TEST_CASE("n before anyone has moved, or the New game button, starts again at once or after y", "[screen][keys][new]") {
  ScriptedIo at_once;
  type_each(at_once, {"n", "5", "q", "y"});
  const Played fresh = play(at_once, hvh());
  CHECK_FALSE(drew(at_once, "Drop this game"));
  CHECK(fresh.facts.dropped == std::vector<std::size_t>{0});
  ScriptedIo twice;  // n answers its own question, as q does
  type_each(twice, {"5", "n", "n", "1", "q", "y"});
  CHECK(play(twice, hvh()).facts.dropped == std::vector<std::size_t>{1});
  Options computer_first;
  computer_first.mode = Mode::hvc;
  computer_first.first = FirstMover::computer;
  computer_first.seed = 2;
  ScriptedIo only_computer;  // only the computer has moved: nothing to lose, nothing asked
  type_each(only_computer, {"n", "q", "y"});
  const Played restarted = play(only_computer, computer_first);
  CHECK_FALSE(drew(only_computer, "Drop this game"));
  CHECK(restarted.facts.dropped == std::vector<std::size_t>{1});
  ScriptedIo hinted;  // a hint and the computer's last move are not left on the new board
  Options person_first = computer_first;
  person_first.first = FirstMover::human;
  type_each(hinted, {"5", "t", "n", "y", "q", "y"});
  const Played after_hint = play(hinted, person_first);
  CHECK(drew(hinted, "hint:"));
  CHECK_FALSE(contains(after_hint.screen, "O plays"));
  CHECK_FALSE(contains(after_hint.screen, "hint:"));
  ScriptedIo button;
  type_each(button, {"5", "1", click(Button::new_game), "y", "9", "q", "y"});
  const Played pressed = play(button, hvh());
  CHECK(drew(button, "Drop this game"));
  CHECK(pressed.facts.dropped == std::vector<std::size_t>{2});
  REQUIRE(pressed.facts.moves.size() == 3);
  CHECK(pressed.facts.moves[2].first == 8);
}

TEST_CASE("r, s, e and the Review button during a game say where they work", "[screen][keys]") {
  ScriptedIo io;
  type_each(io, {"5", "r"});
  io.type("s");
  io.type("e");
  io.type(click(Button::review));
  type_each(io, {"q", "y"});
  const Played played = play(io, hvh());
  CHECK(drew(io, "Not now: 'r' works after the game, at Play again?"));
  CHECK(drew(io, "Not now: 's' works"));
  CHECK(drew(io, "Not now: 'e' works"));
  CHECK(drew(io, "Not now: 'Review' works"));
  CHECK(played.facts.moves.size() == 1);
}

TEST_CASE("Play again shows the screen's keys, e opens the settings, and the prompt goes with the game",
          "[screen][keys][again]") {
  ScriptedIo io;
  type_each(io, kTopRow);
  type_each(io, {"e", "1", "\r", "\r", "5", "q", "y"});  // settings: hvh, both names kept, then a move
  const Played played = play(io, hvh());
  CHECK(drew(io, "Play again? y or Enter: yes  n: no  s: the other player starts"));
  CHECK(drew(io, "y: again  n: stop  u: undo  s: swap  e: settings  r: review  ?: help  q: quit"));
  CHECK_FALSE(drew(io, "[Y/n/s"));
  CHECK(drew(io, "Mode:"));
  CHECK(played.facts.results.size() == 1);
  CHECK(played.facts.moves.size() == 6);
  CHECK_FALSE(contains(played.screen, "Play again?"));
  CHECK_FALSE(contains(played.screen, "Moves: "));  // the last game's record is gone too
  ScriptedIo swap;
  type_each(swap, kTopRow);
  type_each(swap, {"s", "5", "q", "y"});
  const Played swapped = play(swap, hvh());
  CHECK_FALSE(contains(swapped.screen, "Play again?"));
  CHECK_FALSE(contains(swapped.screen, "Moves: "));
}

TEST_CASE("Between computers the key bars show only what works there", "[screen][keys][cvc]") {
  ScriptedIo io;
  for (int move = 0; move < 9; ++move) io.type(".");  // one move at a time, to the end
  io.type("q");
  const Played played = play(io, cvc());
  REQUIRE(played.facts.results.size() == 1);
  CHECK(drew(io, "+ -: pace  Space: pause  .: one move"));
  CHECK(drew(io, "Play again? y or Enter: yes  n: no"));
  CHECK(drew(io, "y: again  n: stop  e: settings  r: review  ?: help  q: quit"));
  CHECK_FALSE(drew(io, "s: swap"));
  CHECK_FALSE(drew(io, "u: undo"));
}

TEST_CASE("The banner on screen says ? or F1 for help, since h moves the cursor there", "[screen][keys]") {
  ScriptedIo io;
  type_each(io, {"q"});
  play(io, Options{});
  CHECK(drew(io, "? or F1 for help, q to quit."));
  CHECK_FALSE(drew(io, "h for help"));
}

TEST_CASE("The help stays up until Esc, ?, F1 or q, and other keys do nothing meanwhile", "[screen][keys][help]") {
  const std::string closer = GENERATE(as<std::string>{}, "\x1b", "?", "\x1bOP", "q");
  INFO("closed by " << (closer == "\x1b" ? "Esc" : closer));
  ScriptedIo io;
  type_each(io, {"?", "5", "x", closer});
  if (closer == "\x1b") io.script.push_back(timeout());
  type_each(io, {"1", "q", "y"});
  const Played played = play(io, hvh());
  CHECK(drew(io, "Keys and mouse"));
  REQUIRE(played.facts.moves.size() == 1);
  CHECK(played.facts.moves[0].first == 0);  // 5 was ignored under the help; 1 played after it closed
  CHECK(played.status == kExitOk);
}

TEST_CASE("A word typed at a menu and Enter chooses as the line menus do", "[screen][keys][menu]") {
  SECTION("hvh typed whole") {
    ScriptedIo io;
    type_each(io, {"h", "v", "h", "\r", "\r", "\r", "5"});
    const Played played = play(io, Options{});
    CHECK(drew(io, "Choose 1-3 [2]: hvh_"));
    REQUIRE(played.facts.moves.size() == 1);  // between people: no computer replies
    CHECK(played.facts.moves[0].second == core::Seat::person);
  }
  SECTION("a prefix two words share is refused with the line game's sentence, and a word of the label works") {
    ScriptedIo io;
    type_each(io, {"hv", "\r", "HUMAN VS HUMAN", "\r", "\r", "\r", "5"});
    const Played played = play(io, Options{});
    CHECK(drew(io, "'hv' could be more than one choice."));
    ScriptedIo long_word;  // kept to its first 64 characters, and no choice
    type_each(long_word, {std::string(300, 'z'), "\r", "q"});
    play(long_word, Options{});
    CHECK(drew(long_word, "is not one of the choices."));
    REQUIRE(played.facts.moves.size() == 1);
  }
  SECTION("Backspace takes a letter back, Esc the word; help and quit are words too") {
    ScriptedIo help;
    help.current = {240, 60};  // room for the menu's help on one line
    type_each(help, {"x", "\x7f", "c", "v", "\x1b"});
    help.script.push_back(timeout());  // the lone Esc's
    type_each(help, {"\x1bOP", "h", "\r"});
    help.type("quit");
    help.type("\r");
    const Played played = play(help, Options{});
    CHECK(drew(help, "Choose 1-3 [2]: cv_"));
    CHECK(drew(help, "back goes back to the previous question."));
    CHECK(played.after == std::vector<std::string>{"Goodbye."});
  }
}

TEST_CASE("back at a menu or a name: the left arrow, or the word", "[screen][keys][back]") {
  SECTION("at the first question there is nothing before it") {
    ScriptedIo io;
    type_each(io, {kLeft, "q"});
    play(io, Options{});
    CHECK(drew(io, "This is the first question: there is nothing to go back to."));
  }
  SECTION("from who moves first back to the mode, by the left arrow and by the word") {
    const std::vector<std::string> back =
        GENERATE(std::vector<std::string>{kLeft}, std::vector<std::string>{"back", "\r"});
    ScriptedIo io;
    io.type("2");  // hvc: who moves first is asked next
    type_each(io, back);
    type_each(io, {"1", "\r", "\r", "5"});  // hvh after all: two names, a move, no computer reply
    const Played played = play(io, Options{});
    CHECK(drew(io, "left: back"));
    REQUIRE(played.facts.moves.size() == 1);
    CHECK(played.facts.moves[0].second == core::Seat::person);
  }
  SECTION("from O's name back to X's, which keeps the name typed") {
    ScriptedIo io;
    type_each(io, {"1", "Ann", "\r", kLeft, "\r", "Bob", "\r", "5"});
    play(io, Options{});
    CHECK(drew(io, "Name for X [Ann]"));
    CHECK(drew(io, "Bob (O) to move"));
  }
}

TEST_CASE("After a swap against the computer the score names the person at the new mark", "[screen][keys][score]") {
  Options options;
  options.mode = Mode::hvc;
  options.first = FirstMover::human;
  options.difficulty = core::Difficulty::easy;
  options.seed = 4;
  ScriptedIo io;
  type_each(io, {"5", "1", "2", "3", "4", "6", "7", "8", "9"});  // the first free cell, to the end
  type_each(io, {"s", "q", "y"});                                // the computer starts, as X
  const Played played = play(io, options);
  REQUIRE(played.facts.results.size() == 1);
  CHECK(contains(played.screen, "O (you)"));
  CHECK(contains(played.screen, "X (computer)"));
  CHECK_FALSE(contains(played.screen, "X (you)"));
}

TEST_CASE("u at Play again takes the game out of the score on screen, as the line game does", "[screen][keys][score]") {
  Options options = hvh();
  options.names = {"Ann", "Bob"};
  ScriptedIo io;
  type_each(io, kTopRow);
  type_each(io, {"u", "3", "s"});  // reopened, won again, swapped
  type_each(io, kTopRow);          // Bob (X) wins
  type_each(io, {"q"});
  const Played played = play(io, options);
  const std::string reopened = screen_with(io, "Took back Ann's move on 3.");
  CHECK(contains(reopened, "Score: Ann (X) 0, Bob (O) 0, ties 0"));
  CHECK(drew(io, "Score: Ann (O) 1, Bob (X) 1, ties 0"));
  CHECK_FALSE(drew(io, "Bob (X) 2"));
  CHECK(played.after.front() == "Final score: Ann (O) 1, Bob (X) 1, ties 0");
}

TEST_CASE("A hint on the empty board highlights the cells it names", "[screen][keys][hint]") {
  ScriptedIo io;
  type_each(io, {"t", "5", "q", "y"});
  play(io, hvh());
  CHECK(drew(io, "hint: "));
  CHECK(underlined(io));
}

TEST_CASE("What is said at a question goes once it is answered", "[screen][keys][notes]") {
  SECTION("nothing to go back to, then a whole game between computers") {
    ScriptedIo io;
    type_each(io, {kLeft, "3", "\r", "\r"});  // cvc, both levels as they are
    for (int move = 0; move < 9; ++move) io.type(".");
    io.type("q");
    const Played played = play(io, Options{});
    CHECK(drew(io, "This is the first question: there is nothing to go back to."));
    CHECK_FALSE(contains(screen_with(io, "X plays"), "first question"));
    CHECK_FALSE(contains(played.screen, "first question"));
  }
  SECTION("a name refused, and the names' help, do not stay into the next question or the game") {
    ScriptedIo io;
    type_each(io, {"1", "O", "\r", "Ann", "\r", "help", "\r", "Bob", "\r"});
    io.type("5");
    const Played played = play(io, Options{});
    CHECK(drew(io, "Only the player of O can be called O"));
    CHECK_FALSE(contains(screen_with(io, "Name for O"), "Only the player of O"));
    CHECK_FALSE(contains(played.screen, "Only the player of O"));
    CHECK_FALSE(contains(played.screen, "back goes back"));
    CHECK(contains(played.screen, "Bob (O) to move"));
  }
}

TEST_CASE("Esc at a name clears what is typed and never takes the default, left goes back only from an empty box",
          "[screen][keys][names]") {
  ScriptedIo io;
  type_each(io, {"1", "\x1b"});  // Esc in an empty box asks before quitting; n: still X's name
  io.script.push_back(timeout());
  io.type("n");
  type_each(io, {"Zed", "\x1b"});  // Esc clears Zed
  io.script.push_back(timeout());
  type_each(io, {"Ab", kLeft, "c", "\r", "\r", "5"});  // left keeps Ab: X is Abc, O keeps O
  const Played played = play(io, Options{});
  CHECK(drew(io, "Esc: clear  left: back"));
  CHECK(drew(io, "Zed_"));
  CHECK(drew(io, "Abc_"));
  CHECK(contains(played.screen, "Abc (X)"));
  CHECK_FALSE(contains(played.screen, "Zed"));
  CHECK(contains(played.screen, "O to move"));
  ScriptedIo back;  // an empty box: left goes back to the mode
  type_each(back, {"1", "Ab", "\x7f", "\x7f", kLeft, "1", "\r", "\r", "5"});
  play(back, Options{});
  CHECK(contains(screen_with(back, "Ab_"), "Name for X"));
  const auto typed =
      std::ranges::find_if(back.screens, [](const std::string& screen) { return contains(screen, "Ab_"); });
  CHECK(std::any_of(typed, back.screens.end(), [](const std::string& screen) { return contains(screen, "Mode:"); }));
  CHECK(drew(back, "O to move"));
}

TEST_CASE("? or F1 as the first key at a menu shows its help, as the banner says", "[screen][keys][help]") {
  const std::string key = GENERATE(as<std::string>{}, "?", "\x1bOP");
  ScriptedIo io;
  io.current = {240, 60};  // room for the menu's help on one line
  type_each(io, {key, "q"});
  play(io, Options{});
  CHECK(drew(io, "back goes back to the previous question."));
  CHECK_FALSE(drew(io, "[2]: ?_"));
}

TEST_CASE("? or F1 in the review shows its keys", "[screen][keys][help]") {
  const std::string key = GENERATE(as<std::string>{}, "?", "\x1bOP");
  ScriptedIo io;
  type_each(io, kTopRow);
  type_each(io, {"r", key, "?", "\x1b"});  // the second ? closes the help; Esc leaves the review
  io.script.push_back(timeout());
  type_each(io, {"q"});
  play(io, hvh());
  CHECK(contains(screen_with(io, "Keys and mouse"), "left, right: step through the moves"));
}

TEST_CASE("Between computers n, u and t say they are for a person's game, and u and s at Play again",
          "[screen][keys][cvc]") {
  ScriptedIo io;
  type_each(io, {"n", "u", "t"});
  for (int move = 0; move < 9; ++move) io.type(".");
  type_each(io, {"u", "s", "q"});
  const Played played = play(io, cvc());
  for (const char* key : {"n", "u", "t", "s"}) {
    CHECK(drew(io, std::string("Not between computers: '") + key + "' works when a person plays."));
  }
  CHECK(played.facts.results.size() == 1);
  CHECK(played.facts.dropped.empty());
}

TEST_CASE("A terminal's strings and Alt keys typed during a game play nothing and open nothing", "[screen][ui][keys]") {
  ScriptedIo io;
  type_each(io, {"\x1bP1$r0m\x1b\\", "5", "\x1b]0;title\x07", "\x1b_Gi=1;OK\x1b\\", "\x1by", "\x1bq", "1", "q", "y"});
  const Played played = play(io, hvh());
  CHECK(played.status == kExitOk);
  REQUIRE(played.facts.moves.size() == 2);
  CHECK(played.facts.moves[0].first == 4);  // 5, not the DCS's 1
  CHECK(played.facts.moves[1].first == 0);
  CHECK_FALSE(drew(io, "Not now"));  // the OSC's e and t
  CHECK(std::ranges::count_if(io.screens, [](const std::string& screen) {
          return contains(screen, "Quit? The session ends here.");
        }) == 1);  // only the last q asked it (not Alt+q, nor the strings' Esc)
}

}  // namespace test_screen_ui_keys
