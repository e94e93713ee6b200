// The menus of a session and the options that skip them: quit at each
// prompt, bad answers asked again, defaults, and the computer-vs-computer
// menus.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "app/cli/unused.hpp"
#include "app/text/input.hpp"
#include "support/command_line.hpp"
#include "support/cvc.hpp"
#include "support/program.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"

namespace test_session_menus {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
namespace core = tictactoe::core;

// ===========================================================================
// Quit

TEST_CASE("q and quit end the session at once with status 0", "[session]") {
  const auto word = GENERATE(as<std::string>{}, "q", "quit", "Q", "QUIT", " quit\r");
  INFO("word: '" << visible(word) << "'");

  SECTION("at a move prompt, the rest of the input is not read") {
    const Result result = run("5\n" + word + "\n1\n2\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with(kO + "\nGoodbye.\n"));
    CHECK(occurrences(result.out, " to move (1-9): ") == 2);
  }
  SECTION("at the mode menu") {
    const Result result = run(word + "\n1\n5\n");
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with("Goodbye.\n"));
    CHECK_FALSE(contains(result.out, "to move"));
  }
  SECTION("at the play-again prompt, with the final score") {
    const Result result = run(kXWinsTopRow + word + "\n5\n", hvh());
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with("Goodbye.\n"));
    CHECK(occurrences(result.out, " to move (1-9): ") == 5);
    CHECK(contains(result.out.substr(result.out.rfind(kPlayAgain)), "X 1, O 0, ties 0"));
  }
}

// ===========================================================================
// Menus and options

TEST_CASE("menu answers are checked and a bad one is asked again", "[session]") {
  const std::string long_line(300, '1');
  const std::string script = "0\n4\nx\n" + long_line + "\n-1\nhv\nhvc\n" +   // mode: 6 bad, then hvc
                             "9\nme\n2\n" +                                  // first: 2 bad, then computer
                             past_last_level() + "\n" + long_line + "\n\n";  // level: 2 bad, then the default
  LineSession settings;
  settings.options.seed = 1;
  const Result result = run(script + "q\n", settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, "Mode:\n") == 1);
  CHECK(occurrences(result.out, "Choose 1-3 [2]: ") == 7);   // the mode menu
  CHECK(occurrences(result.out, level_menu_prompt()) == 3);  // the level menu
  CHECK(occurrences(result.out, "Choose 1-2 [1]: ") == 3);
  const std::string modes = " Type a number 1-3 or a word (hvh, hvc, cvc); h for help, q to quit.\n";
  CHECK(occurrences(result.out, "Choose 1-3 [2]: \n0 is out of range." + modes) == 1);
  CHECK(occurrences(result.out, "Choose 1-3 [2]: \n4 is out of range." + modes) == 1);
  CHECK(occurrences(result.out, "Choose 1-3 [2]: \n'x' is not one of the choices." + modes) == 1);
  CHECK(occurrences(result.out, "Choose 1-3 [2]: \n-1 is out of range." + modes) == 1);
  CHECK(occurrences(result.out, "Choose 1-3 [2]: \n'hv' could be more than one choice." + modes) == 1);
  const std::string movers = " Type a number 1-2 or a word (human, computer); h for help, q to quit.\n";
  CHECK(occurrences(result.out, "Choose 1-2 [1]: \n9 is out of range." + movers) == 1);
  CHECK(occurrences(result.out, "Choose 1-2 [1]: \n'me' is not one of the choices." + movers) == 1);
  CHECK(occurrences(result.out, level_menu_prompt() + "\n" + past_last_level() + " is out of range." +
                                    level_menu_retry() + "\n") == 1);
  CHECK(occurrences(result.out, "too long") == 2);
  // The computer moved first, so the answers were taken as given.
  CHECK(contains(result.out, "X plays "));
  CHECK(contains(result.out, kO + "\nGoodbye.\n"));
}

TEST_CASE("back at a menu or a name asks the question before again, with the answer given there as its default",
          "[session][back]") {
  // hvc, the computer first, back (level -> first), back (first -> mode),
  // back at the mode (nothing before it); then hvh, Ann, back (O -> X), Bob, Cy.
  const std::string script = "2\n2\nback\nBACK\n back\n1\nAnn\nback\nBob\nCy\n" + kXWinsTopRow + "n\n";
  const Result result = run(script);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, "Mode:\n") == 3);
  CHECK(occurrences(result.out, "Choose 1-2 [1]: ") == 1);   // who moves first, its default you
  CHECK(occurrences(result.out, "Choose 1-2 [2]: ") == 1);   // again after back: the computer, as answered
  CHECK(occurrences(result.out, level_menu_prompt()) == 1);  // the level, left by back
  CHECK(occurrences(result.out, "Choose 1-3 [2]: ") == 3);   // the mode: its default, hvc as answered, again
  CHECK(occurrences(result.out, "Choose 1-3 [2]: \nThis is the first question: there is nothing to go back to.\n") ==
        1);
  CHECK(occurrences(result.out, "Choose 1-3 [1]: ") == 0);
  CHECK(occurrences(result.out, "Choose 1-3 [3]: ") == 0);
  CHECK(occurrences(result.out, "Name for X [X]: ") == 1);
  CHECK(occurrences(result.out, "Name for X [Ann]: ") == 1);  // again after back, Ann the default
  CHECK(contains(result.out, "Name for X [X]: \nName for O [O]: \nName for X [Ann]: \nName for O [O]: "));
  CHECK(occurrences(result.out, "Names (") == 1);
  CHECK(contains(result.out, "Bob wins! (cells 1-2-3)"));
  CHECK(contains(result.out, "Final score: Bob (X) 1, Cy (O) 0, ties 0"));
}

TEST_CASE("back is a word of the menus and names: the help says so, and it cannot name a player", "[session][back]") {
  SECTION("h at a menu ends with how to go back") {
    std::string out = run("h\nq\n").out;
    std::ranges::replace(out, '\n', ' ');  // as wrapped at 72 columns
    CHECK(contains(out, "q quits. back goes back to the previous question. "));
  }
  SECTION("the native words work: назад in Russian") {
    LineSession russian;
    russian.style.text = Catalogue(language_coded("ru"));
    const Result result = run("назад\nq\n", russian);
    CHECK(contains(result.out, "Это первый вопрос: возвращаться некуда."));
  }
  SECTION("at the move prompt and at Play again it is answered not now, with what works there") {
    const Result result = run("back\n" + kXWinsTopRow + "back\nn\n", hvh());
    CHECK(contains(result.out, "Not now: 'back' works at a question before the game. Type a cell number 1-9"));
    CHECK(contains(result.out,
                   "Not now: 'back' works at a question before the game. Type y, n, r, s or settings, or h for help."));
    CHECK_FALSE(contains(result.out, "'back' is not"));
  }
}

TEST_CASE("every menu has a default in brackets and takes words, prefixes and numbers in any case", "[session]") {
  // Issue 10: the defaults are human vs computer, you first, medium.
  const auto [script, first] = GENERATE(table<std::string, std::string>({
      {"\n\n\n", "hvc, you first, medium"},
      {"hvc\nHUMAN\nmedium\n", "hvc, you first, medium"},
      {"2\n1\n2\n", "hvc, you first, medium"},
      {"HvC\nh\nhu\nMed\n", "hvc, you first, medium, after help"},
  }));
  INFO(first << ": " << visible(script));
  const Result by_menu = run(script, seeded(7));
  const Result by_option = run("", hvc(FirstMover::human, Difficulty::medium, 7));
  INFO("menus:\n" << by_menu.out);
  CHECK(contains(by_menu.out,
                 "\nMode:\n  1) hvh  human vs human\n  2) hvc  human vs computer\n"
                 "  3) cvc  computer vs computer\nChoose 1-3 [2]: "));
  CHECK(contains(by_menu.out,
                 "\nWho moves first (and plays X)?\n  1) human     you\n  2) computer  the computer\n"
                 "Choose 1-2 [1]: "));
  CHECK(contains(by_menu.out, "\nDifficulty:\n" + level_menu_rows() + level_menu_prompt()));
  // After the menus, the same game as with the options given.
  CHECK(by_menu.out.ends_with(by_option.out.substr(kBanner.size())));
}

TEST_CASE("between people chosen in the menu, two questions ask the names, an empty line keeping X and O",
          "[session][names]") {
  const auto [answers, x_name, o_name] = GENERATE(table<std::string, std::string, std::string>({
      {"\n\n", "X", "O"},
      {"Ann\nBob\n", "Ann", "Bob"},
      {" Ann \n\n", "Ann", "O"},
      {"\nZo\xc3\xab\n", "X", "Zo\xc3\xab"},
      {"O\nAnn\n\n", "Ann", "O"},  // O is the other player's mark: asked again
      {"X\n\n", "X", "O"},         // X is the first player's own name
  }));
  INFO("answers: " << visible(answers));
  const Result result = run("hvh\n" + answers, LineSession{});
  INFO("output:\n" << result.out);
  CHECK(contains(result.out, "\nNames (an empty line keeps the one in brackets; X moves first):\nName for X [X]: "));
  const std::string first_prompt = x_name == "X" ? kX : x_name + " (X) to move (1-9): ";
  CHECK(before_goodbye(result.out).ends_with(shown(".........") + first_prompt));
}

TEST_CASE("a bad name is answered and asked again, h explains, the two names must differ", "[session][names]") {
  const std::string long_name(kMaxNameLength + 1, 'a');
  const Result result = run("1\n\x1b[31m\n" + long_name + "\nA\\B\nh\nAnn\nANN\n\n", LineSession{});
  INFO("output:\n" << result.out);
  const std::string bad =
      "A name is 1 to 20 characters, none of them a control or invisible character or a backslash.\n";
  CHECK(contains(result.out, "Name for X [X]: \n" + bad + "Name for X [X]: \n" + bad + "Name for X [X]: \n" + bad +
                                 "Name for X [X]: "));
  CHECK(contains(unwrapped(result.out), "Type the name of the player of X and press Enter, or an empty line for X."));
  // Issue 19: typing ANN when X is Ann echoed 'Ann'; what was typed is echoed.
  CHECK(contains(result.out,
                 "Name for O [O]: \n'ANN' reads as the other player's name, 'Ann'; the two names must differ.\n"
                 "Name for O [O]: "));
  CHECK(before_goodbye(result.out).ends_with("Ann (X) to move (1-9): "));
  const Result same = run("1\nAnn\nAnn\nann\n\n", LineSession{});
  CHECK(contains(same.out,
                 "Name for O [O]: \n'Ann' is the other player's name; the two names must differ.\n"
                 "Name for O [O]: \n'ann' reads as the other player's name, 'Ann'; the two names must differ.\n"));
}

TEST_CASE("a name question refuses a word for quit, help or back in another language, saying why", "[session][names]") {
  // Issue 19: a name may not be a word command valid at the name question
  // in any language; in English, "выход" (quit in Russian) is not a command.
  const Result result = run("1\n\u0432\u044b\u0445\u043e\u0434\nAnn\n\n", LineSession{});
  INFO("output:\n" << result.out);
  CHECK(contains(result.out,
                 "Name for X [X]: \n'\u0432\u044b\u0445\u043e\u0434' is a word for quit, help or back in one of "
                 "the game's languages; choose another name.\nName for X [X]: "));
  CHECK(before_goodbye(result.out).ends_with("Ann (X) to move (1-9): "));
}

TEST_CASE("a name question refuses the other player's mark and a name of digits, saying why", "[session][names]") {
  // New-user tests: X named "O" and O named "X" gave "O wins! (cells 3-5-7)" for the mark X, and
  // a player named 5 read like a cell ("5 (X) to move").
  const Result result = run("1\nO\no\n5\n\u041e\nAnn\nX\n007\nx\nBob\n", LineSession{});
  INFO("output:\n" << result.out);
  const std::string mark_o = "Only the player of O can be called O; choose another name.\n";
  const std::string mark_x = "Only the player of X can be called X; choose another name.\n";
  const std::string digits = "A name cannot be a number: it would read like a cell number.\n";
  // (Piped, each answer leaves its prompt's line to what follows.)
  const std::string x_question = "Name for X [X]: \n";
  const std::string o_question = "Name for O [O]: \n";
  CHECK(contains(result.out, x_question + mark_o + x_question + mark_o + x_question + digits + x_question + mark_o +
                                 x_question + o_question + mark_x + o_question + digits + o_question + mark_x +
                                 o_question));
  CHECK(before_goodbye(result.out).ends_with("Ann (X) to move (1-9): "));
}

TEST_CASE("the name questions after settings offer each player's own mark, never the other's", "[session][names]") {
  // Unnamed players keep the names X and O across a swap ("O (X) to move"); new settings
  // start again from the marks, so the defaults are X for X and O for O.
  const std::string x_wins = "1\n4\n2\n5\n3\n";
  const Result result = run("1\n\n\n" + x_wins + "s\n" + x_wins + "settings\n\n\n\nq\n", LineSession{});
  INFO("output:\n" << result.out);
  CHECK(contains(result.out, "O (X) to move (1-9): "));  // after the swap
  const std::string settings = result.out.substr(result.out.find("Score so far"));
  CHECK(contains(settings, "Name for X [X]: \nName for O [O]: "));
  CHECK_FALSE(contains(settings, "choose another name"));
}

TEST_CASE("against the computer, settings keeps the person's name when the menus are answered with Enter",
          "[session][names]") {
  LineSession settings;
  settings.options.names = {"Zed"};
  // The menus: hvc, you first, easy; a whole game, then settings at Play
  // again, and Enter at each menu.
  const Result first_game = run("2\n1\n1\n", settings);
  REQUIRE(contains(first_game.out, "Zed (X) to move (1-9): "));
  settings.options.seed = 3;
  const std::string played = finish_game(settings, "2\n1\n1\n", first_free);
  const Result result = run(played + "settings\n\n\n\n", settings);
  INFO("output:\n" << result.out);
  const auto after = result.out.find("Score so far");
  REQUIRE(after != std::string::npos);
  CHECK(contains(result.out.substr(after), "Zed (X) to move (1-9): "));
}

TEST_CASE("an empty line at the difficulty menu means medium", "[session]") {
  // Computer first: medium opens in the center and, after O takes a corner,
  // answers with a plain corner (hard would take the opposite corner).
  const std::uint32_t seed = GENERATE(1u, 2u, 3u, 4u);
  INFO("seed " << seed);
  LineSession menus;
  menus.options.seed = seed;
  const std::string moves = "1\n";
  const Result by_menu = run("2\n2\n\n" + moves, menus);
  const Result by_option = run(moves, hvc(FirstMover::computer, Difficulty::medium, seed));
  INFO("menus:\n" << by_menu.out);
  CHECK(contains(by_menu.out, "X plays 5 (center)\n"));
  CHECK(contains(by_menu.out, "(corner)\n"));
  CHECK_FALSE(contains(by_menu.out, "opposite corner"));
  // After the menus, the same game as with the option given.
  REQUIRE(by_menu.out.starts_with(kMenuBanner));
  REQUIRE(by_option.out.starts_with(kBanner));
  CHECK(by_menu.out.ends_with(by_option.out.substr(kBanner.size())));
}

TEST_CASE("with the mode given, no menu is shown: what is not given takes its default", "[session]") {
  // Issue 10: `--mode cvc --rounds 1000 </dev/null` showed two level menus,
  // played no game and printed no tally. Each row: the options, whether the
  // computer opens, and the levels it plays.
  const auto [given, computer_first, result_part] = GENERATE(table<Options, bool, std::string>({
      {options(Mode::hvh), false, ""},
      {options(Mode::hvc, {}, {}, 1), false, "O plays "},
      {options(Mode::hvc, FirstMover::computer, {}, 1), true, "X plays "},
      {options(Mode::hvc, {}, Difficulty::easy, 1), false, "O plays "},
  }));
  LineSession settings;
  settings.options = given;
  const Result result = run("5\n", settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK_FALSE(contains(result.out, "Choose 1-"));
  CHECK_FALSE(contains(result.out, "Mode:"));
  CHECK_FALSE(contains(result.out, "Name for"));
  CHECK(result.out.starts_with(kBanner));
  CHECK(contains(result.out, "X plays ") == computer_first);
  if (!result_part.empty()) CHECK(contains(result.out, result_part));
}

TEST_CASE("computer vs computer with only the mode and rounds given plays medium against medium, reading nothing",
          "[session][cvc]") {
  // Issue 10: the two level menus met the end of input and no game was played.
  LineSession settings;
  settings.options.mode = Mode::cvc;
  settings.options.rounds = 3;
  settings.options.seed = 1;
  const Result result = run("", settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK_FALSE(contains(result.out, "Choose"));
  CHECK(check_cvc_games(result.out, Difficulty::medium, Difficulty::medium, Numbering{}, 3).size() == 3);
  CHECK(contains(result.out, "\nAfter 3 games: X (medium) "));
}

TEST_CASE("with the mode left to the menu, options given skip their menus", "[session]") {
  // Each row: the options, the answers to the menus still asked, which
  // menus appear, and whether the computer opens.
  const auto [given, answers, menus, computer_first] =
      GENERATE(table<Options, std::string, std::vector<std::string>, bool>({
          {options({}, FirstMover::computer, Difficulty::hard, 1), "2\n", {"Mode:"}, true},
          {options({}, FirstMover::computer, Difficulty::hard), "1\n\n\n", {"Mode:", "Names"}, false},
          {options({}, {}, Difficulty::hard, 1), "2\n1\n", {"Mode:", "Who moves first"}, false},
          {options({}, FirstMover::computer, {}, 1), "2\n\n", {"Mode:", "Difficulty:"}, true},
          {options({}, {}, {}, 1), "\n\n\n", {"Mode:", "Who moves first", "Difficulty:"}, false},
      }));
  LineSession settings;
  settings.options = given;
  INFO("answers: " << visible(answers));
  const Result result = run(answers, settings);
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  for (const std::string title : {"Mode:", "Who moves first", "Difficulty:", "Names"}) {
    const bool asked = std::find(menus.begin(), menus.end(), title) != menus.end();
    INFO("menu: " << title);
    CHECK(occurrences(result.out, title) == (asked ? 1u : 0u));
  }
  // Input ends at the first move prompt: the answers were all used by menus.
  const std::string text = before_goodbye(result.out);
  CHECK(text.ends_with(computer_first ? kO : kX));
  CHECK(contains(text, "X plays ") == computer_first);
  CHECK(occurrences(text, " to move (1-9): ") == 1);
}

// ===========================================================================
// The computer-vs-computer menus

TEST_CASE("mode 3 in the menu is computer vs computer, asking X's and then O's difficulty", "[session][cvc]") {
  // Each row: the answers to the three menus, X's level, O's level. An empty
  // line at a level menu means medium.
  const auto [answers, x_level, o_level] = GENERATE(table<std::string, Difficulty, Difficulty>({
      {"3\n3\n1\n", Difficulty::hard, Difficulty::easy},
      {"3\n1\n3\n", Difficulty::easy, Difficulty::hard},
      {"3\n\n\n", Difficulty::medium, Difficulty::medium},
      {"3\n\n1\n", Difficulty::medium, Difficulty::easy},
      {"3\n3\n\n", Difficulty::hard, Difficulty::medium},
      {"3\n2\n2\n", Difficulty::medium, Difficulty::medium},
      {"CVC\nhard\nE\n", Difficulty::hard, Difficulty::easy},
  }));
  const std::uint32_t seed = GENERATE(1u, 5u);
  INFO("answers: " << visible(answers) << ", seed " << seed);
  const Result result = run(answers, seeded(seed));
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(occurrences(result.out, "  3) cvc  computer vs computer\n") == 1);
  CHECK(occurrences(result.out, "X's difficulty:\n") == 1);
  CHECK(occurrences(result.out, "O's difficulty:\n") == 1);
  CHECK(result.out.find("X's difficulty:") < result.out.find("O's difficulty:"));
  CHECK(occurrences(result.out, "Choose 1-3 [2]: ") == 1);   // the mode menu
  CHECK(occurrences(result.out, level_menu_prompt()) == 2);  // the two level menus
  CHECK(occurrences(result.out, "Choose ") == 3);
  CHECK_FALSE(contains(result.out, "Who moves first"));
  CHECK_FALSE(contains(result.out, "Difficulty:"));
  // Nobody is asked for a move: one whole game, then play again, where
  // input ends.
  CHECK_FALSE(contains(result.out, "to move (1-9)"));
  CHECK(before_goodbye(result.out).ends_with(kPlayAgainCvc));
  const auto games = check_cvc_games(result.out, x_level, o_level);
  CHECK(games.size() == 1);
  CHECK(contains(result.out, "\nFinal score: X (" + level_name(x_level) + ") "));
}

TEST_CASE("end of input or quit at the computer-vs-computer menus ends the session before any game", "[session][cvc]") {
  // Each row: the script, the menu it stops at, and whether by end of input
  // (the prompt's line is ended) or by quitting.
  const auto [script, title, at_end] = GENERATE(table<std::string, std::string, bool>({
      {"3\n", "X's difficulty:", true},
      {"3\n1\n", "O's difficulty:", true},
      {"3\nq\n", "X's difficulty:", false},
      {"3\n\nquit\n", "O's difficulty:", false},
  }));
  INFO("script: " << visible(script));
  const Result result = run(script, seeded(1));
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK_FALSE(contains(result.out, " plays "));
  CHECK_FALSE(contains(result.out, "Score"));
  CHECK(occurrences(result.out, title) == 1);
  const std::string menu = "\n" + title + "\n" + level_menu_rows() + level_menu_prompt();
  CHECK(result.out.ends_with(menu + "\nGoodbye.\n"));  // on its own line either way (issue 19)
}

TEST_CASE("options that the mode chosen at the menu makes pointless are named in one line", "[session][menus]") {
  // Issue 19: printf 'hvh\n\n\n' | tictactoe --first computer --difficulty hard dropped both silently.
  // The session as the program runs it from its command line.
  const auto from = [](const std::vector<std::string>& args) {
    const CommandLine command_line = accepted(args);
    LineSession session;
    session.options = command_line.options;
    session.unused = unused_options(command_line, Catalogue{});
    return session;
  };
  const LineSession given = from({"--first", "computer", "--difficulty", "hard"});
  const Result people = run("hvh\n\n\n", given);
  INFO("output:\n" << people.out);
  CHECK(contains(people.out,
                 "Choose 1-3 [2]: \n--first, --difficulty do not apply to the mode chosen, human vs "
                 "human; they are ignored.\n\nNames ("));
  // One option, and an option that applies says nothing.
  const Result computer = run("hvc\n\n\n", from({"--quiet"}));
  CHECK(contains(computer.out, "--quiet does not apply to the mode chosen, human vs computer; it is ignored.\n"));
  const Result applies = run("hvc\n\n", given);
  CHECK_FALSE(contains(applies.out, "ignored"));
  // The program itself, from its command line (no files read or written).
  const Program program =
      run_with({"--first", "computer", "--seed", "1", "--no-history", "--no-config"}, "hvh\n\n\n", Environment{});
  CHECK(
      contains(program.out, "\n--first, --seed do not apply to the mode chosen, human vs human; they are ignored.\n"));
}

TEST_CASE("new at Play again plays again, as y does, and the help there says so", "[session][back]") {
  const Result result = run(kXWinsTopRow + "new\n" + kXWinsTopRow + "h\nn\n", hvh());
  CHECK_FALSE(contains(result.out, "'new' is not"));
  CHECK(occurrences(result.out, "X wins! (cells 1-2-3)") == 2);
  std::string out = result.out;
  std::ranges::replace(out, '\n', ' ');
  CHECK(contains(out, "plays again, as y does"));
}

}  // namespace test_session_menus
