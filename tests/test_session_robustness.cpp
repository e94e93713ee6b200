// Sessions that end early or are fed anything: end of input at every
// prompt, Ctrl-C (the interrupted hook), and random bytes.

#include <catch2/catch.hpp>

#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support/colour.hpp"
#include "support/session.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"

namespace test_session_robustness {

using namespace tictactoe::app;
using namespace tictactoe::core;
using namespace tictactoe::test;
namespace core = tictactoe::core;

// ===========================================================================
// End of input

TEST_CASE("end of input at every prompt ends the session cleanly with status 0", "[session]") {
  // Full scripts through every kind of prompt; each is cut after every
  // character, so input ends at each prompt and in the middle of each line.
  const auto [settings, script] = GENERATE_COPY(table<LineSession, std::string>({
      {LineSession{}, "1\nAnn\n\n" + kXWinsTopRow + "y\n" + kOWinsDiagonal + "n\n"},
      {seeded(5), "2\n1\n3\n5\n1\n2\n3\n4\n6\n7\n8\n9\nn\n"},
      {seeded(9), "2\n2\n1\n1\n2\n3\n4\n6\n7\n8\n9\nn\n"},
      {seeded(9), "2\n2\n\n1\n2\n3\n4\n6\n7\n8\n9\nn\n"},
  }));
  INFO("full script: " << visible(script));
  const Result full = run(script, settings);
  REQUIRE(full.status == kExitOk);

  std::set<std::string> ended_at;
  for (std::size_t cut = 0; cut <= script.size(); ++cut) {
    const std::string prefix = script.substr(0, cut);
    INFO("input cut to: " << visible(prefix));
    const Result result = run(prefix, settings);
    INFO("output:\n" << result.out);
    REQUIRE(result.status == kExitOk);
    REQUIRE(result.out.ends_with("Goodbye.\n"));
    CHECK_FALSE(contains(result.out, "Interrupted"));
    if (cut < script.size() && (cut == 0 || script[cut - 1] == '\n')) {
      // Input ended at a prompt: the output so far is what the full session
      // printed up to that prompt.
      const std::string text = before_goodbye(result.out);
      CHECK(full.out.starts_with(text));
      // The menu asked last, if any.
      std::string menu;
      std::size_t menu_at = 0;
      for (const std::string title : {"Mode:\n", "Who moves first", "Difficulty:\n", "Names ("}) {
        const auto at = text.rfind(title);
        if (at != std::string::npos && at + 1 > menu_at) {
          menu = title;
          menu_at = at + 1;
        }
      }
      if (text.ends_with(kPlayAgain)) {
        ended_at.insert("play again");
      } else if (waits_for_move(text)) {
        const auto boards = boards_in(text);
        REQUIRE_FALSE(boards.empty());
        // A person's first move (X's, or O's after the computer opened), or later.
        const Board& board = boards.back().board;
        ended_at.insert(core::count(board, Mark::x) + core::count(board, Mark::o) < 2 ? "first move" : "mid-game");
      } else if (menu == "Mode:\n" && text.ends_with("Choose 1-3 [2]: ")) {
        ended_at.insert("mode menu");
      } else if (menu == "Names (" && (text.ends_with("Name for X [X]: ") || text.ends_with("Name for O [O]: "))) {
        ended_at.insert("names");
      } else if (menu == "Who moves first" && text.ends_with("Choose 1-2 [1]: ")) {
        ended_at.insert("first-mover menu");
      } else if (menu == "Difficulty:\n" && text.ends_with(level_menu_prompt())) {
        ended_at.insert("difficulty menu");
      } else {
        FAIL("input ended at no known prompt");
      }
    }
  }
  const std::vector<std::string> everywhere{"mode menu", "first move", "mid-game", "play again"};
  for (const auto& prompt : everywhere) {
    INFO("never ended at: " << prompt);
    CHECK(ended_at.count(prompt) == 1);
  }
  if (script.starts_with("2\n")) {
    CHECK(ended_at.count("first-mover menu") == 1);
    CHECK(ended_at.count("difficulty menu") == 1);
  } else {
    CHECK(ended_at.count("names") == 1);
  }
}

TEST_CASE("end of input after finished games reports the final score", "[session]") {
  const Result result = run(kXWinsTopRow + "\n" + kTie, hvh());
  INFO("output:\n" << result.out);
  CHECK(result.status == kExitOk);
  CHECK(result.out.ends_with(kPlayAgain + "\nFinal score: X 1, O 0, ties 1\nGoodbye.\n"));
}

// ===========================================================================
// Interruption

TEST_CASE("the interrupted hook makes end of input exit 130 with the score", "[session]") {
  // The hook is asked before every turn as well, so here it says true only
  // once input has ended, as when Ctrl-C cuts a read short.
  int asked = 0;
  LineSession settings = hvh();
  const auto run_hooked = [&](const std::string& script, const LineSession& given) {
    std::istringstream in(script);
    std::ostringstream out;
    LineSession with_hook = given;
    with_hook.environment.interrupted = [&asked, &in] {
      ++asked;
      return in.eof();
    };
    const int status = run_line_session(in, out, with_hook);
    return Result{status, out.str(), {}};
  };

  SECTION("in the middle of the second game") {
    const Result result = run_hooked(kXWinsTopRow + "y\n5\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInterrupted);
    CHECK(asked >= 1);
    const std::string line = line_with(result.out, "Interrupted");
    CHECK(contains(line, "X 1, O 0, ties 0"));
    CHECK_FALSE(contains(result.out.substr(result.out.find("Interrupted")), "to move"));
  }
  SECTION("at the mode menu, with nothing played: no score (issue 10)") {
    settings.options.mode.reset();
    const Result result = run_hooked("", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInterrupted);
    CHECK(result.out.ends_with("\nInterrupted.\n"));
    CHECK_FALSE(contains(result.out, "Score"));
  }
  SECTION("in the first game, before it ends: no score") {
    const Result result = run_hooked("5\n1\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInterrupted);
    CHECK(result.out.ends_with(kX + "\nInterrupted.\n"));
    CHECK_FALSE(contains(result.out, "Score"));
  }
  SECTION("quitting or declining is not an interruption") {
    for (const std::string& script : {std::string("q\n"), kXWinsTopRow + "n\n", kXWinsTopRow + "quit\n"}) {
      INFO("script: " << visible(script));
      const Result result = run_hooked(script, settings);
      INFO("output:\n" << result.out);
      CHECK(result.status == kExitOk);
      CHECK_FALSE(contains(result.out, "Interrupted"));
      CHECK(result.out.ends_with("Goodbye.\n"));
    }
  }
}

TEST_CASE("the interrupted hook stops a computer-vs-computer rounds session before its next turn", "[session][cvc]") {
  SECTION("after two whole games, the third is not finished and nothing follows") {
    int calls = 0;
    LineSession settings = cvc(Difficulty::hard, std::nullopt, 100, 5);
    settings.environment.interrupted = [&calls] { return ++calls > 25; };
    const Result result = run("y\n", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInterrupted);
    CHECK(result.unread == "y\n");
    CHECK(result.out.ends_with("\nInterrupted. Score: X (hard) 0, O (hard) 0, ties 2\n"));
    CHECK(occurrences(result.out, "Interrupted") == 1);
    CHECK(occurrences(result.out, "\nMoves: ") == 2);
    CHECK_FALSE(contains(result.out, "After "));
    CHECK_FALSE(contains(result.out, "Goodbye"));
    CHECK_FALSE(contains(result.out, "Play again"));
    // The third game was cut short between two moves.
    const std::string third = result.out.substr(result.out.rfind("\nScore: "));
    const std::size_t moves = occurrences(third, " plays ");
    CHECK(moves >= 1);
    CHECK(moves <= 8);
    CHECK_FALSE(contains(third, "wins!"));
    CHECK_FALSE(contains(third, "tie!"));
    CHECK(calls > 20);
    CHECK(calls < 40);
  }
  SECTION("before the first move, no game is played") {
    LineSession settings = cvc(Difficulty::hard, Difficulty::easy, 100, 5);
    settings.environment.interrupted = [] { return true; };
    const Result result = run("", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInterrupted);
    CHECK_FALSE(contains(result.out, " plays "));
    CHECK(result.out.ends_with("\nInterrupted.\n"));
    CHECK_FALSE(contains(result.out, "Score"));
  }
  SECTION("with colour, attributes are reset before the message") {
    int calls = 0;
    LineSession settings = cvc(Difficulty::hard, std::nullopt, 100, 5, styled(true, false));
    settings.environment.interrupted = [&calls] { return ++calls > 25; };
    const Result result = run("", settings);
    INFO("output:\n" << visible(result.out));
    CHECK(result.status == kExitInterrupted);
    CHECK(contains(result.out, "\x1b[0mInterrupted. Score: X (hard) 0, O (hard) 0, ties 2\n"));
    CHECK(check_escapes_closed(result.out) > 0);
  }
}

// ===========================================================================
// A read error

TEST_CASE("input that cannot be read ends the session with status 1 and no goodbye, unlike end of input", "[session]") {
  // Issue 10: `tictactoe --mode hvh < /` ended silently with status 0.
  LineSession settings = hvh();
  settings.environment.input_error = [] { return std::make_error_code(std::errc::is_a_directory); };
  SECTION("at the first move") {
    const Result result = run("", settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInputError);
    CHECK(result.out.ends_with(kX + "\n"));
    CHECK_FALSE(contains(result.out, "Goodbye"));
  }
  SECTION("after a game, with the final score") {
    const Result result = run(kXWinsTopRow, settings);
    INFO("output:\n" << result.out);
    CHECK(result.status == kExitInputError);
    CHECK(result.out.ends_with(kPlayAgain + "\nFinal score: X 1, O 0, ties 0\n"));
  }
  SECTION("end of input is still a clean end") {
    const Result result = run("", hvh());
    CHECK(result.status == kExitOk);
    CHECK(result.out.ends_with(kX + "\nGoodbye.\n"));
  }
}

// ===========================================================================
// Any input

TEST_CASE("a session survives any input: random bytes and lines", "[session]") {
  std::mt19937 rng(20240601);
  const std::string alphabet = std::string("0123456789 \t\r\n\n\n\nqhuyn?+-xX\x1b") + std::string(1, '\0') + "\xff";
  std::uniform_int_distribution<std::size_t> pick(0, alphabet.size() - 1);
  std::uniform_int_distribution<std::size_t> length(0, 400);
  std::uniform_int_distribution<int> kind(0, 2);
  for (int i = 0; i < 300; ++i) {
    std::string script;
    const std::size_t n = length(rng);
    for (std::size_t j = 0; j < n; ++j) script += alphabet[pick(rng)];
    LineSession settings;
    settings.options.seed = static_cast<std::uint32_t>(i);
    if (kind(rng) == 0) settings.options.mode = Mode::hvh;
    INFO("script: " << visible(script));
    Result result{-1, {}, {}};
    REQUIRE_NOTHROW(result = run(script, settings));
    INFO("output:\n" << visible(result.out));
    REQUIRE(result.status == kExitOk);
    REQUIRE(result.out.ends_with("Goodbye.\n"));
    REQUIRE(result.out.find('\x1b') == std::string::npos);
  }
}

}  // namespace test_session_robustness
