// One game flow, every face: whole sessions played by steps through the
// scripted face (no text at all), and the same scripts typed into the line
// game, which must establish the same moves, results and score; and a
// person through each face against a scripted bot at a remote seat.

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "app/flow/session.hpp"
#include "support/screen_io.hpp"
#include "support/scripted_face.hpp"
#include "support/scripted_seat.hpp"
#include "support/string_makers.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

namespace test_faces {

using namespace tictactoe::app;
using namespace tictactoe::test;
namespace core = tictactoe::core;

Options with_mode(std::optional<Mode> mode) {
  Options options;
  options.mode = mode;
  options.seed = 11;  // the computer's choices the same on both faces
  return options;
}

Options against(core::Difficulty level, std::uint32_t seed) {
  Options options = with_mode(Mode::hvc);
  options.first = FirstMover::human;
  options.difficulty = level;
  options.seed = seed;
  return options;
}

// Tries the cells in order: a taken one is refused and the next is tried,
// so on either face the person plays the first free cell of the list.
std::vector<Step> try_cells(const std::vector<int>& labels) {
  std::vector<Step> steps;
  for (const int label : labels) steps.emplace_back(PlayCell{label});
  return steps;
}

std::vector<Step> operator+(std::vector<Step> a, const std::vector<Step>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

const std::vector<int> kEveryCell{5, 1, 2, 3, 4, 6, 7, 8, 9};

SessionSettings settings_of(const Options& options) {
  SessionSettings settings;
  settings.options = options;
  return settings;
}

TEST_CASE("a whole session against the computer plays through the scripted face: moves, results and score", "[faces]") {
  const std::uint32_t seed = GENERATE(1u, 7u, 42u);
  const auto level = GENERATE(core::Difficulty::hard, core::Difficulty::perfect);
  INFO("seed " << seed);
  const std::vector<Step> game = try_cells(kEveryCell);
  ScriptedFace ui(game + std::vector<Step>{Give{Command::yes}} + game + std::vector<Step>{Give{Command::no}});
  const int status = run_session(ui.face(), settings_of(against(level, seed)));
  const Facts facts = ui.facts();
  CHECK(status == kExitOk);
  CHECK_FALSE(ui.script.misfit);
  REQUIRE(facts.results.size() == 2);
  // Person and computer take turns, the person first, in both games.
  core::Game replayed;
  std::size_t game_moves = 0;
  for (const auto& [cell, seat] : facts.moves) {
    CHECK(seat == (game_moves % 2 == 0 ? core::Seat::person : core::Seat::computer));
    replayed.play(cell);
    ++game_moves;
    if (replayed.is_over()) {
      CHECK(game_moves >= 5);
      replayed = core::Game{};
      game_moves = 0;
    }
  }
  CHECK(game_moves == 0);  // every move belongs to a finished game
  // A person who plays the first free cell never beats these levels, and the
  // score counts each result once.
  for (const core::Outcome result : facts.results) CHECK(result != core::Outcome::x_wins);
  REQUIRE(facts.final_score);
  CHECK(facts.final_score->games() == 2);
  CHECK(facts.final_score->first_wins == 0);
  const int computer_wins =
      static_cast<int>(std::count(facts.results.begin(), facts.results.end(), core::Outcome::o_wins));
  CHECK(facts.final_score->second_wins == computer_wins);
  CHECK(facts.final_score->ties == 2 - computer_wins);
  // The score is told after each game, nothing asked but the moves and Play again.
  CHECK(ui.news() == std::vector{ScoreNews::after_game, ScoreNews::after_game});
  CHECK(ui.prompter.menus.empty());
  REQUIRE(ui.farewell());
  CHECK(ui.farewell()->news == ScoreNews::final);
  CHECK(ui.farewell()->goodbye);
  CHECK_FALSE(ui.farewell()->replay_seed);  // the seed was given
}

TEST_CASE("the scripted face answers menus and names, and an action that does not fit ends the input", "[faces]") {
  SECTION("the mode menu, then the names between people") {
    ScriptedFace ui({Pick{0}, Name{"Ann"}, Name{"Bob"}, PlayCell{1}, PlayCell{4}, PlayCell{2}, PlayCell{5}, PlayCell{3},
                     Give{Command::no}});
    CHECK(run_session(ui.face(), settings_of({})) == kExitOk);
    CHECK(ui.prompter.menus == std::vector{Msg::mode_menu_title});
    CHECK(ui.facts().results == std::vector{core::Outcome::x_wins});
    CHECK_FALSE(ui.script.misfit);
  }
  SECTION("a cell at a menu") {
    ScriptedFace ui({PlayCell{5}});
    CHECK(run_session(ui.face(), settings_of({})) == kExitOk);
    CHECK(ui.script.misfit);
    REQUIRE(ui.farewell());
    CHECK(ui.farewell()->stop == Stop::end_of_input);
  }
}

// Scripts whose every answer is known in advance (between people, or
// against the computer with cells tried in order), each a behaviour of the
// flow: both faces must come to the same facts and exit status.
struct Scenario {
  const char* what;
  Options options;
  std::vector<Step> steps;
};

std::vector<Scenario> scenarios() {
  const std::vector<Step> x_top_row = try_cells({1, 4, 2, 5, 3});
  const std::vector<Step> tie = try_cells({1, 2, 3, 5, 4, 6, 8, 7, 9});
  return {
      {"X wins, then no", with_mode(Mode::hvh), x_top_row + std::vector<Step>{Give{Command::no}}},
      {"a tie, again, a win, then quit", with_mode(Mode::hvh),
       tie + std::vector<Step>{Give{Command::yes}} + x_top_row + std::vector<Step>{Give{Command::quit}}},
      {"a taken cell is refused and asked again", with_mode(Mode::hvh),
       try_cells({1, 1, 4, 4, 2, 5, 3}) + std::vector<Step>{Give{Command::no}}},
      {"undo, hint and help at the move prompt", with_mode(Mode::hvh),
       std::vector<Step>{PlayCell{1}, Give{Command::undo}, Give{Command::undo}, Give{Command::hint},
                         Give{Command::help}} +
           x_top_row + std::vector<Step>{Give{Command::no}}},
      {"undo at Play again reopens the game, out of the score", with_mode(Mode::hvh),
       try_cells({1, 4, 2, 5}) +
           std::vector<Step>{PlayCell{3}, Give{Command::undo}, PlayCell{9}, PlayCell{6}, Give{Command::no}}},
      {"swap, review and help at Play again", with_mode(Mode::hvh),
       x_top_row + std::vector<Step>{Give{Command::review}, Give{Command::help}, Give{Command::swap}} + x_top_row +
           std::vector<Step>{Give{Command::no}}},
      {"settings: new menus, a new score", with_mode(Mode::hvh),
       x_top_row + std::vector<Step>{Give{Command::settings}, Pick{0}, Name{"Ann"}, Name{"Bob"}} + x_top_row +
           std::vector<Step>{Give{Command::no}}},
      {"against the computer, two games and end of input", against(core::Difficulty::medium, 3),
       try_cells(kEveryCell) + std::vector<Step>{Give{Command::yes}} + try_cells(kEveryCell)},
      {"against the computer, undo takes back its reply too", against(core::Difficulty::easy, 5),
       std::vector<Step>{PlayCell{5}, Give{Command::undo}} + try_cells(kEveryCell) +
           std::vector<Step>{Give{Command::no}}},
      {"new at the move prompt drops the game; the same players start a new one", with_mode(Mode::hvh),
       std::vector<Step>{PlayCell{1}, PlayCell{5}, Give{Command::new_game}} + x_top_row +
           std::vector<Step>{Give{Command::no}}},
      {"new against the computer drops the game, its reply and all", against(core::Difficulty::medium, 3),
       std::vector<Step>{PlayCell{5}, Give{Command::new_game}} + try_cells(kEveryCell) +
           std::vector<Step>{Give{Command::no}}},
      {"back at the menus and the names asks the question before again", with_mode(std::nullopt),
       std::vector<Step>{Pick{1}, Pick{1}, Give{Command::back}, Give{Command::back}, Give{Command::back}, Pick{0},
                         Name{"Ann"}, Give{Command::back}, Name{"Bob"}, Name{"Cy"}} +
           x_top_row + std::vector<Step>{Give{Command::no}}},
      {"menus for everything: hvc, who first, the level", with_mode(std::nullopt),
       std::vector<Step>{Pick{1}, Pick{1}, Pick{2}} + try_cells(kEveryCell) + std::vector<Step>{Give{Command::no}}},
  };
}

TEST_CASE("the line face and the scripted face come to the same moves, results and score", "[faces]") {
  for (const Scenario& scenario : scenarios()) {
    INFO(scenario.what);
    const Played line = play(Through::line, scenario.options, scenario.steps);
    const Played scripted = play(Through::scripted, scenario.options, scenario.steps);
    CHECK(line.status == scripted.status);
    CHECK(line.facts.moves == scripted.facts.moves);
    CHECK(line.facts.results == scripted.facts.results);
    CHECK(line.facts.scores == scripted.facts.scores);
    CHECK(line.facts.taken_back == scripted.facts.taken_back);
    CHECK(line.facts.dropped == scripted.facts.dropped);
    CHECK(line.facts.final_score == scripted.facts.final_score);
    // Every scenario finishes at least one game.
    CHECK_FALSE(scripted.facts.results.empty());
  }
}

TEST_CASE("the flow's own rules hold on the scripted face", "[faces]") {
  SECTION("a taken cell is told, not played") {
    ScriptedFace ui(try_cells({1, 1, 4, 4, 2, 5, 3}) + std::vector<Step>{Give{Command::no}});
    run_session(ui.face(), settings_of(with_mode(Mode::hvh)));
    const auto notices = ui.notices();
    CHECK(ui.facts().moves.size() == 5);
    CHECK(std::count(notices.begin(), notices.end(), Msg::cell_taken) == 2);
  }
  SECTION("undo with nothing to take back is a notice, and the game goes on") {
    ScriptedFace ui(std::vector<Step>{Give{Command::undo}} + try_cells({1, 4, 2, 5, 3}) +
                    std::vector<Step>{Give{Command::no}});
    run_session(ui.face(), settings_of(with_mode(Mode::hvh)));
    const Facts facts = ui.facts();
    CHECK(ui.notices() == std::vector{Msg::nothing_to_undo});
    CHECK(facts.taken_back.empty());
    CHECK(facts.results == std::vector{core::Outcome::x_wins});
  }
  SECTION("undo at Play again: the reopened game is out of the score, and the game played instead counts") {
    ScriptedFace ui(try_cells({1, 4, 2, 5, 3}) +
                    std::vector<Step>{Give{Command::undo}, PlayCell{9}, PlayCell{6}, Give{Command::no}});
    run_session(ui.face(), settings_of(with_mode(Mode::hvh)));
    const Facts facts = ui.facts();
    CHECK(facts.results == std::vector{core::Outcome::x_wins, core::Outcome::o_wins});
    REQUIRE(facts.final_score);
    CHECK(facts.final_score->games() == 1);
    CHECK(facts.final_score->second_wins == 1);
  }
  SECTION("a hint is told with the cells it names, and review and help are shown") {
    ScriptedFace ui(std::vector<Step>{Give{Command::hint}} + try_cells({1, 4, 2, 5, 3}) +
                    std::vector<Step>{Give{Command::review}, Give{Command::help}, Give{Command::no}});
    run_session(ui.face(), settings_of(with_mode(Mode::hvh)));
    REQUIRE(ui.hints().size() == 1);
    CHECK(ui.hints()[0].value == core::Value::draw);
    CHECK(ui.reviews() == 1);
    CHECK(ui.helps() == 1);
  }
  SECTION("new drops the game in progress, out of the score; the next game has the same players") {
    ScriptedFace ui(std::vector<Step>{PlayCell{1}, PlayCell{5}, PlayCell{9}, Give{Command::new_game}} +
                    try_cells({1, 4, 2, 5, 3}) + std::vector<Step>{Give{Command::no}});
    run_session(ui.face(), settings_of(with_mode(Mode::hvh)));
    const Facts facts = ui.facts();
    CHECK(ui.notices() == std::vector{Msg::game_abandoned});
    CHECK(facts.dropped == std::vector<std::size_t>{3});
    CHECK(facts.results == std::vector{core::Outcome::x_wins});  // X again: the same seats
    REQUIRE(facts.final_score);
    CHECK(facts.final_score->games() == 1);
    CHECK(facts.moves.size() == 8);
  }
  SECTION("back walks the questions back to the first, which says there is nothing before it") {
    // hvc, the computer first, then back from the level to who moves
    // first (whose default is now the computer), to the mode, and at the
    // mode once more; then cvc with both levels, back from O's to X's.
    ScriptedFace ui({Pick{1}, Pick{1}, Give{Command::back}, Give{Command::back}, Give{Command::back}, Pick{2}, Pick{0},
                     Give{Command::back}, Pick{}, Pick{3}, Give{Command::no}});
    run_session(ui.face(), settings_of(with_mode(std::nullopt)));
    CHECK_FALSE(ui.script.misfit);
    CHECK(ui.prompter.menus == std::vector{Msg::mode_menu_title, Msg::first_menu_title, Msg::level_menu_title,
                                           Msg::first_menu_title, Msg::mode_menu_title, Msg::mode_menu_title,
                                           Msg::mark_level_menu_title, Msg::mark_level_menu_title,
                                           Msg::mark_level_menu_title, Msg::mark_level_menu_title});
    CHECK(ui.notices() == std::vector{Msg::nothing_before});
    REQUIRE(ui.facts().results.size() == 1);  // easy X (the default kept after back) against perfect O
  }
  SECTION("back skips the questions the options answered: to the mode from the only one left") {
    Options first_given = with_mode(std::nullopt);
    first_given.first = FirstMover::computer;  // hvc asks only the level
    ScriptedFace hvc({Pick{1}, Give{Command::back}, Pick{1}, Pick{0}, Give{Command::quit}});
    run_session(hvc.face(), settings_of(first_given));
    CHECK_FALSE(hvc.script.misfit);
    CHECK(hvc.prompter.menus ==
          std::vector{Msg::mode_menu_title, Msg::level_menu_title, Msg::mode_menu_title, Msg::level_menu_title});
    Options o_given = with_mode(std::nullopt);
    o_given.o_difficulty = core::Difficulty::hard;  // cvc asks only X's level
    ScriptedFace cvc({Pick{2}, Give{Command::back}, Pick{2}, Pick{0}, Give{Command::no}});
    run_session(cvc.face(), settings_of(o_given));
    CHECK_FALSE(cvc.script.misfit);
    CHECK(cvc.prompter.menus == std::vector{Msg::mode_menu_title, Msg::mark_level_menu_title, Msg::mode_menu_title,
                                            Msg::mark_level_menu_title});
    CHECK(cvc.facts().results.size() == 1);
  }
  SECTION("quit at the move prompt ends the session with a goodbye") {
    ScriptedFace ui({PlayCell{5}, Give{Command::quit}});
    CHECK(run_session(ui.face(), settings_of(with_mode(Mode::hvh))) == kExitOk);
    REQUIRE(ui.farewell());
    CHECK(ui.farewell()->stop == Stop::quit);
    CHECK(ui.farewell()->goodbye);
    CHECK_FALSE(ui.farewell()->news);  // no game finished
  }
}

}  // namespace test_faces

namespace test_faces {

// ---- Against a scripted bot at a remote seat ------------------------------------

TEST_CASE("a person through each face against a scripted bot comes to the same moves, results and score",
          "[faces][seat]") {
  using core::Seat;
  const std::vector<Step> person = try_cells({1, 2, 3});
  const std::vector<int> bot_cells{5, 9};
  const std::vector<std::pair<core::Cell, Seat>> moves{
      {0, Seat::person}, {4, Seat::remote}, {1, Seat::person}, {8, Seat::remote}, {2, Seat::person}};
  Score won;
  won.first_wins = 1;

  ScriptedSeat line_bot(bot_cells);
  const Played line =
      play(Through::line, with_bot(settings_of({}), line_bot), person + std::vector<Step>{Give{Command::no}});
  ScriptedSeat scripted_bot(bot_cells);
  const Played scripted =
      play(Through::scripted, with_bot(settings_of({}), scripted_bot), person + std::vector<Step>{Give{Command::no}});
  ScriptedSeat screen_bot(bot_cells);
  screen_io::ScriptedIo io;
  screen_io::type_each(io, {"1", "2", "3", "q"});  // digits play at once; q at Play again stops
  const screen_io::Played screen = screen_io::play(io, with_bot(settings_of({}), screen_bot));

  for (const Facts& facts : {line.facts, scripted.facts, screen.facts}) {
    CHECK(facts.moves == moves);
    CHECK(facts.results == std::vector{core::Outcome::x_wins});
    CHECK(facts.scores == std::vector{won});
    CHECK(facts.final_score == won);
  }
  CHECK(line.status == kExitOk);
  CHECK(scripted.status == kExitOk);
  CHECK(screen.status == kExitOk);
  CHECK(line_bot.asked() == 2);
  CHECK(screen_bot.asked() == 2);
}

TEST_CASE("the flow's rules hold against the scripted bot: a taken cell asks it again, undo takes its reply back",
          "[faces][seat]") {
  SECTION("a taken cell is told and the bot is asked again, its turn not lost") {
    ScriptedSeat bot({1, 5, 9});
    ScriptedFace ui(try_cells({1, 2, 3}) + std::vector<Step>{Give{Command::no}});
    CHECK(run_session(ui.face(), with_bot(settings_of({}), bot)) == kExitOk);
    CHECK(bot.asked() == 3);
    CHECK(ui.notices() == std::vector{Msg::cell_taken});
    CHECK(ui.facts().moves.size() == 5);
    CHECK(ui.facts().results == std::vector{core::Outcome::x_wins});
  }
  SECTION("undo takes back the bot's reply with the person's move, and the bot plays again") {
    ScriptedSeat bot({5, 5, 9});
    const std::vector<Step> steps = std::vector<Step>{PlayCell{1}, Give{Command::undo}} + try_cells({1, 2, 3}) +
                                    std::vector<Step>{Give{Command::no}};
    const Played line = play(Through::line, with_bot(settings_of({}), bot), steps);
    CHECK(line.facts.taken_back == std::vector<std::size_t>{2});
    CHECK(line.facts.results == std::vector{core::Outcome::x_wins});
    CHECK(bot.asked() == 3);
    ScriptedSeat again({5, 5, 9});
    CHECK(play(Through::scripted, with_bot(settings_of({}), again), steps).facts == line.facts);
  }
  SECTION("the bot running out of cells ends the session as the end of input does") {
    ScriptedSeat bot({5});
    ScriptedFace ui(try_cells({1, 2, 3}));
    CHECK(run_session(ui.face(), with_bot(settings_of({}), bot)) == kExitOk);
    REQUIRE(ui.farewell());
    CHECK(ui.farewell()->stop == Stop::end_of_input);
    CHECK(ui.facts().moves.size() == 3);
  }
}

}  // namespace test_faces
