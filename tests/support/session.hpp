#pragma once

// Driving whole sessions through string streams: running one, the settings
// the tests use, the prompts and scripts they type, and reading back the
// boards a session draws.

#include <catch2/catch.hpp>

#include <cstdint>
#include <functional>
#include <iterator>
#include <optional>
#include <regex>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/line/line_ui.hpp"
#include "app/tables/options.hpp"
#include "app/text/render.hpp"
#include "support/boards.hpp"
#include "support/text.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::test {

// ---- Running sessions -------------------------------------------------------

/// What a session did: its exit status, its output, and the input it left
/// unread.
struct Result {
  int status;
  std::string out;
  std::string unread;
};

inline Result run(const std::string& script, const app::LineSession& settings = {}) {
  std::istringstream in(script);
  std::ostringstream out;
  const int status = app::run_line_session(in, out, settings);
  std::string unread{std::istreambuf_iterator<char>(in.rdbuf()), std::istreambuf_iterator<char>()};
  return {status, out.str(), unread};
}

// ---- Settings -----------------------------------------------------------------

/// Options with the fields given and the rest unset. (Designated
/// initializers that leave fields out would warn under -Wextra.)
inline app::Options options(std::optional<app::Mode> mode, std::optional<app::FirstMover> first = std::nullopt,
                            std::optional<core::Difficulty> difficulty = std::nullopt,
                            std::optional<std::uint32_t> seed = std::nullopt) {
  app::Options given;
  given.mode = mode;
  given.first = first;
  given.difficulty = difficulty;
  given.seed = seed;
  return given;
}

inline app::Style styled(bool color, bool keypad) {
  app::Style style;
  style.color = color;
  style.numbering = app::Numbering(keypad);
  return style;
}

/// Every option left to the menus, but a fixed seed.
inline app::LineSession seeded(std::uint32_t seed, const app::Style& style = {}) {
  app::LineSession settings;
  settings.options.seed = seed;
  settings.style = style;
  return settings;
}

/// Two people at one keyboard.
inline app::LineSession hvh(const app::Style& style = {}) {
  app::LineSession settings;
  settings.options.mode = app::Mode::hvh;
  settings.style = style;
  return settings;
}

/// A person against the computer, everything given.
inline app::LineSession hvc(app::FirstMover first, core::Difficulty level, std::uint32_t seed,
                            const app::Style& style = {}) {
  app::LineSession settings;
  settings.options = options(app::Mode::hvc, first, level, seed);
  settings.style = style;
  return settings;
}

/// The computer against itself.
inline app::LineSession cvc(core::Difficulty x_level, std::optional<core::Difficulty> o_level = std::nullopt,
                            std::optional<int> rounds = std::nullopt, std::uint32_t seed = 1,
                            const app::Style& style = {}) {
  app::LineSession settings;
  settings.options.mode = app::Mode::cvc;
  settings.options.difficulty = x_level;
  settings.options.o_difficulty = o_level;
  settings.options.rounds = rounds;
  settings.options.seed = seed;
  settings.style = style;
  return settings;
}

// ---- What is typed and shown ----------------------------------------------------

/// The banner of a session between people or against the computer, the
/// mode given.
inline const std::string kBanner = "tictactoe - three in a row wins. Type a cell, h for help, q to quit.\n";
/// The banner of a session whose mode is left to the menu.
inline const std::string kMenuBanner = "tictactoe - three in a row wins. At any prompt: h for help, q to quit.\n";
inline const std::string kX = "X to move (1-9): ";
inline const std::string kO = "O to move (1-9): ";
/// Play again between people or against the computer, and between computers.
inline const std::string kPlayAgain = "Play again? [Y/n/s, r: review, settings] ";
inline const std::string kPlayAgainCvc = "Play again? [Y/n, r: review, settings] ";
inline const std::string kGoodbye = "Goodbye.\n";

// Games between two people by the cells typed, X first.
inline const std::string kXWinsTopRow = "1\n4\n2\n5\n3\n";       // X 1-2-3
inline const std::string kOWinsDiagonal = "1\n5\n2\n3\n4\n7\n";  // O 3-5-7
inline const std::string kTie = "1\n2\n3\n5\n4\n6\n8\n7\n9\n";   // no line

/// `board` drawn as a session draws it.
inline std::string shown(std::string_view board, const app::Style& style = {},
                         std::optional<core::Line> highlight = std::nullopt) {
  return app::render_board(board_of(board), style, highlight);
}

/// The level's name as players read it, e.g. "hard".
inline std::string level_name(core::Difficulty level) { return app::Catalogue()(app::message_for(level)); }

/// The rule's name as players read it after a computer move, e.g. "block fork".
inline std::string rule_name(core::Rule rule) { return app::Catalogue()(app::message_for(rule)); }

// ---- Reading the output -----------------------------------------------------------

/// A board drawn without colour, read back: where its first line starts in
/// the output, and the cells. Free cells show their label, checked against
/// the numbering.
struct Drawn {
  std::size_t at;
  core::Board board;
  bool labels_ok;
};

inline std::vector<Drawn> boards_in(std::string_view out, const app::Numbering& numbering = app::Numbering{}) {
  const std::string separator = "  ---+---+---";
  const auto lines = lines_of(out);
  std::vector<std::size_t> offsets;
  std::size_t offset = 0;
  for (const auto& line : lines) {
    offsets.push_back(offset);
    offset += line.size() + 1;
  }
  const auto is_row = [](const std::string& line) { return line.size() >= 12 && line[5] == '|' && line[9] == '|'; };
  std::vector<Drawn> boards;
  for (std::size_t i = 0; i + 4 < lines.size(); ++i) {
    if (!(is_row(lines[i]) && lines[i + 1] == separator && is_row(lines[i + 2]) && lines[i + 3] == separator &&
          is_row(lines[i + 4]))) {
      continue;
    }
    Drawn drawn{offsets[i], core::kEmptyBoard, true};
    for (int row = 0; row < 3; ++row) {
      const std::string& line = lines[i + 2 * static_cast<std::size_t>(row)];
      for (int column = 0; column < 3; ++column) {
        const core::Cell cell = row * 3 + column;
        const char c = line[static_cast<std::size_t>(3 + 4 * column)];
        if (c == 'X' || c == 'O') {
          drawn.board[static_cast<std::size_t>(cell)] = c;
        } else if (c != '0' + numbering.label(cell)) {
          drawn.labels_ok = false;
        }
      }
    }
    boards.push_back(drawn);
    i += 4;
  }
  return boards;
}

/// The output of a session that ended at end of input, up to and including
/// the prompt it was waiting at: without "Goodbye.", the seed line, a final
/// score line and the newline that ends the prompt's line.
inline std::string before_goodbye(const std::string& out) {
  REQUIRE(out.ends_with(kGoodbye));
  std::string text = out.substr(0, out.size() - kGoodbye.size());
  if (const auto last = text.rfind('\n', text.empty() ? 0 : text.size() - 2);
      last != std::string::npos && std::string_view(text).substr(last + 1).starts_with("Replay with --seed ")) {
    text.erase(last + 1);
  }
  if (const auto last = text.rfind('\n', text.empty() ? 0 : text.size() - 2);
      last != std::string::npos && std::string_view(text).substr(last + 1).starts_with("Final score: ")) {
    text.erase(last + 1);
  }
  REQUIRE(text.ends_with("\n"));
  text.pop_back();
  return text;
}

/// True when `text` ends at a move prompt: "X to move (1-9): ", or with a
/// name, "Ann (X) to move (1-9): ".
inline bool waits_for_move(const std::string& text) {
  return text.ends_with(kX) || text.ends_with(kO) || text.ends_with(" (X) to move (1-9): ") ||
         text.ends_with(" (O) to move (1-9): ");
}

/// True when `text` ends at "Play again?", in any mode.
inline bool waits_to_play_again(const std::string& text) {
  return text.ends_with(kPlayAgain) || text.ends_with(kPlayAgainCvc);
}

/// The line of `out` holding `part` (the first one).
inline std::string line_with(const std::string& out, std::string_view part) {
  for (const auto& line : lines_of(out)) {
    if (contains(line, part)) return line;
  }
  return {};
}

// ---- Playing out games -----------------------------------------------------------

/// Picks a person's move on the board shown.
using Strategy = std::function<core::Cell(const core::Board&)>;

/// Plays out the game a script has reached, one move at a time: runs the
/// session with the script so far (input ends at the move prompt), reads the
/// board it shows, and adds the cell `choose` picks. Returns the script once
/// the game is over and the session asks to play again.
inline std::string finish_game(const app::LineSession& settings, std::string script, const Strategy& choose) {
  for (int turn = 0; turn <= core::kCellCount; ++turn) {
    const Result result = run(script, settings);
    REQUIRE(result.status == app::kExitOk);
    const std::string text = before_goodbye(result.out);
    if (waits_to_play_again(text)) return script;
    INFO("output:\n" << result.out);
    REQUIRE(waits_for_move(text));
    const auto boards = boards_in(text, settings.style.numbering);
    REQUIRE_FALSE(boards.empty());
    const core::Board& board = boards.back().board;
    const core::Cell cell = choose(board);
    REQUIRE(board[static_cast<std::size_t>(cell)] == core::kEmpty);
    script += std::to_string(settings.style.numbering.label(cell)) + "\n";
  }
  FAIL("the game did not end after nine moves: " << script);
  return script;
}

inline core::Cell first_free(const core::Board& board) {
  for (core::Cell cell = 0; cell < core::kCellCount; ++cell) {
    if (board[static_cast<std::size_t>(cell)] == core::kEmpty) return cell;
  }
  FAIL("no free cell");
  return 0;
}

/// Takes a win or a block when there is one, else the first free cell of
/// `preference`.
inline Strategy sharp(std::vector<core::Cell> preference) {
  return [preference](const core::Board& board) {
    const auto candidates = core::candidate_moves(board, core::Difficulty::hard);
    if (candidates && (candidates->rule == core::Rule::win || candidates->rule == core::Rule::block)) {
      return candidates->cells.front();
    }
    for (const core::Cell cell : preference) {
      if (board[static_cast<std::size_t>(cell)] == core::kEmpty) return cell;
    }
    return first_free(board);
  };
}

/// Checks every "X plays N (rule)" / "O plays N (rule)" line: the rule is a
/// known one (the perfect level's reasons included), the cell was free on the board shown before and holds the mark
/// on the next board shown. Such a line follows the person's prompt on the
/// same line, as the typed answer is not echoed. Returns how many there were.
inline std::size_t check_computer_moves(const std::string& out, const app::Numbering& numbering = app::Numbering{}) {
  static const std::regex kPlays(
      R"(^(?:[XO] to move \(1-9\): )?([XO]) plays ([1-9]) \((win|block|fork|block fork|center|opposite corner|corner|side|random|forces a win|draw|sets a trap: [0-9]+ of (?:your|[XO]'s) [0-9]+ repl(?:y|ies) (?:loses|lose)|every move loses; this one holds out longest)\)$)");
  const auto boards = boards_in(out, numbering);
  std::size_t moves = 0;
  std::size_t offset = 0;
  for (const auto& line : lines_of(out)) {
    const std::size_t at = offset;
    offset += line.size() + 1;
    if (!contains(line, " plays ")) continue;
    INFO("line: " << line);
    std::smatch match;
    REQUIRE(std::regex_match(line, match, kPlays));
    ++moves;
    const char mark = match[1].str()[0];
    const auto cell = static_cast<std::size_t>(numbering.cell(std::stoi(match[2].str())));
    const Drawn* before = nullptr;
    const Drawn* after = nullptr;
    for (const auto& drawn : boards) {
      if (drawn.at < at) before = &drawn;
      if (drawn.at > at && after == nullptr) after = &drawn;
    }
    if (before != nullptr) CHECK(before->board[cell] == core::kEmpty);
    REQUIRE(after != nullptr);
    CHECK(after->board[cell] == mark);
  }
  return moves;
}

}  // namespace tictactoe::test
