// Whole sessions in each language, chosen the ways players choose them
// (LANGUAGE=ru, LANG=zh_CN.UTF-8, --lang fa): a game between two people to
// a win, with bad input, help, a hint and an undo typed in the language,
// new settings, a game against the computer to a tie, and "no" at Play
// again in the language. The output must hold no English sentence.

#include <catch2/catch.hpp>

#include <array>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/tables/commands.hpp"
#include "app/text/language.hpp"
#include "app/text/messages.hpp"
#include "support/english.hpp"
#include "support/program.hpp"
#include "support/string_makers.hpp"
#include "support/text.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/game.hpp"

namespace test_languages_play {

using namespace tictactoe::app;
namespace core = tictactoe::core;
using tictactoe::test::contains;
using tictactoe::test::english_in;
using tictactoe::test::lines_of;
using tictactoe::test::Program;
using tictactoe::test::run_with;

namespace {

constexpr std::uint32_t kSeed = 7;

// A word the language has for `command` (its own, not English).
std::string word(const Catalogue& text, Command command) {
  const auto words = text.words(spec(command).local_words);
  REQUIRE_FALSE(words.empty());
  return std::string(words.back());
}

// The moves of a game against the hard computer, seeded with kSeed, where
// the person (X) always plays the hint: both sides play perfectly, so it is
// a tie. The session's generator makes only the computer's choices, so the
// same seed replays them.
std::string tie_against_hard() {
  std::mt19937 rng(kSeed);
  core::Game game;
  std::string script;
  while (!game.is_over()) {
    if (game.side_to_move() == core::Mark::x) {
      const core::Cell cell = core::hint(game.board()).named.front();
      script += std::to_string(cell + 1) + "\n";
      game.play(cell);
    } else {
      game.play(core::choose_move(game.board(), core::Difficulty::hard, rng)->cell);
    }
  }
  REQUIRE(game.outcome() == core::Outcome::tie);
  return script;
}

// The whole session's input, its words in `text`'s language.
std::string script_in(const Catalogue& text) {
  return std::string("1\n") +                             // mode: between people
         "\n\n" +                                         // names: X and O
         "abc\n0\n" + word(text, Command::help) + "\n" +  // bad input, then help
         "1\n4\n" + word(text, Command::hint) + "\n" +    // X 1, O 4, a hint for X
         "2\n5\n" + word(text, Command::undo) + "\n" +    // X 2, O 5, O takes it back
         "5\n3\n" +                                       // O 5 again, X wins the top row
         word(text, Command::settings) + "\n" +           // new settings:
         "2\n1\n3\n" +                                    // against the computer, you first, hard
         tie_against_hard() +                             // to a tie
         word(text, Command::review) + "\n" +             // the review
         word(text, Command::no) + "\n";                  // and no more
}

void check_session(const Program& run, const Catalogue& text) {
  INFO("output:\n" << run.out);
  CHECK(run.status == 0);
  CHECK(run.err.empty());
  // Both games were played to their ends, and said so in the language.
  CHECK(contains(run.out, text(Msg::result_win, {'X', "1-2-3"})));
  CHECK(contains(run.out, text(Msg::result_tie)));
  CHECK(contains(run.out, text(Msg::input_not_a_number, {"abc"})));
  CHECK(contains(run.out, text(Msg::input_out_of_range, {"0"})));
  CHECK(contains(run.out, text(Msg::game_help_intro)));
  CHECK(contains(run.out, text(Msg::took_back_player, {"O", text(Msg::cell_phrase, {5})})));
  CHECK(contains(run.out, text(Msg::goodbye)));
  for (const auto& line : lines_of(run.out)) {
    INFO("line: " << line);
    CHECK(english_in(line).empty());
  }
}

}  // namespace

TEST_CASE("a whole session in Russian, chosen by LANGUAGE=ru, holds no English", "[language][session]") {
  Environment environment;
  environment.locale = {"ru", nullptr, nullptr, "C.UTF-8"};
  const Catalogue text(language_coded("ru"));
  check_session(run_with({"--seed", std::to_string(kSeed)}, script_in(text), environment), text);
}

TEST_CASE("a whole session in Chinese, chosen by LANG=zh_CN.UTF-8, holds no English", "[language][session]") {
  Environment environment;
  environment.locale = {nullptr, nullptr, nullptr, "zh_CN.UTF-8"};
  const Catalogue text(language_coded("zh_CN"));
  check_session(run_with({"--seed", std::to_string(kSeed)}, script_in(text), environment), text);
}

TEST_CASE("a whole session in Persian, chosen by --lang fa, holds no English", "[language][session]") {
  Environment environment;
  environment.locale = {"ru", nullptr, nullptr, "zh_CN.UTF-8"};  // --lang comes first
  const Catalogue text(language_coded("fa"));
  check_session(run_with({"--lang", "fa", "--seed", std::to_string(kSeed)}, script_in(text), environment), text);
}

TEST_CASE("the help, analysis, review and usage errors speak the language too", "[language]") {
  for (const LanguageSpec& language : kLanguages) {
    if (language_of(language) == Language::en) continue;
    INFO("--lang " << language.code);
    const std::string code(language.code);
    const Environment environment;
    for (const auto& args : std::vector<std::vector<std::string>>{{"--help"},
                                                                  {"--analyze", "X.O......"},
                                                                  {"--analyze", "XXXOO...."},
                                                                  {"--review", "1 5 9 3 7 2"},
                                                                  {"--mode", "xyz"},
                                                                  {"--mode", "hvh", "--first", "human"}}) {
      std::vector<std::string> with_lang = args;
      with_lang.insert(with_lang.end(), {"--lang", code});
      const Program run = run_with(with_lang, "", environment);
      INFO("arguments: " << args.front() << "\nstdout:\n" << run.out << "\nstderr:\n" << run.err);
      CHECK_FALSE((run.out + run.err).empty());
      for (const auto& line : lines_of(run.out + run.err)) {
        INFO("line: " << line);
        CHECK(english_in(line).empty());
      }
    }
  }
}

TEST_CASE("LANGUAGE is ignored under the C locale and a locale that is not UTF-8, but not under C.UTF-8",
          "[language]") {
  const auto analysis = [](std::array<const char*, 4> locale) {
    Environment environment;
    environment.locale = locale;
    return run_with({"--analyze", "X.O......"}, "", environment).out;
  };
  const std::string english = analysis({nullptr, nullptr, nullptr, nullptr});
  const std::string russian = analysis({"ru", nullptr, nullptr, nullptr});
  REQUIRE(contains(english, "X to move: win with 4 7 9"));
  REQUIRE(english != russian);
  CHECK(analysis({"ru", "C", nullptr, nullptr}) == english);             // LANGUAGE=ru LC_ALL=C
  CHECK(analysis({"ru", nullptr, nullptr, "POSIX"}) == english);         // LANGUAGE=ru LANG=POSIX
  CHECK(analysis({"ru", nullptr, nullptr, "ru_RU.KOI8-R"}) == english);  // the game writes UTF-8 only
  CHECK(analysis({"ru", "C.UTF-8", nullptr, nullptr}) == russian);
  CHECK(analysis({nullptr, nullptr, nullptr, "ru_RU.UTF-8"}) == russian);
}

TEST_CASE("the English scanner of these tests finds English and nothing else", "[language]") {
  CHECK_FALSE(english_in("Play again? [Y/n/s] ").empty());
  CHECK_FALSE(english_in("Goodbye.").empty());
  CHECK_FALSE(english_in("Moves: 1 4 2").empty());
  CHECK(english_in("Сыграть ещё? [Y/n/s] ").empty());
  CHECK(english_in("  2) hvc  человек против компьютера").empty());
  CHECK(english_in("  --difficulty LEVEL        уровень: easy, medium, hard, perfect").empty());
  CHECK(english_in("X (you) 1").size() == 1);  // "you" is a word of the English sentences
  CHECK(english_in("   X | 2 | O").empty());
}

}  // namespace test_languages_play
