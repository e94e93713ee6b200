// libFuzzer target: whole interactive sessions, run_session() on arbitrary
// standard input under fuzzed options.
//
// Input layout: the first 8 bytes choose the settings (missing bytes read as
// 0), the rest is standard input:
//
//   byte 0     mode: % 4 = 0 unset (menu), 1 hvh, 2 hvc, 3 cvc
//   byte 1     first mover: % 3 = 0 unset (menu), 1 human, 2 computer
//   byte 2     difficulty: % 4 = 0 unset (menu), 1 easy, 2 medium, 3 hard
//   byte 3     bit 0 keypad numbering, bit 1 colour,
//              bits 2-3 O's difficulty (0 unset, 1 easy, 2 medium, 3 hard),
//              bits 4-5 rounds (0 unset, else 1-3)
//   bytes 4-7  seed, little-endian (always set, so runs are reproducible)
//
// Checked on every run (a violation prints what failed and aborts):
// - run_session returns kExitOk (interrupted() is always false here);
// - the output is bounded: at most kFixedOutput + kPerLineOutput bytes per
//   line of input (see below);
// - without colour there is no ESC byte; with colour every ESC starts one of
//   the few sequences render.cpp writes, each closed by a reset; apart from
//   those the output is printable ASCII and newlines (input is never echoed
//   raw);
// - it starts with the banner and ends with "Goodbye.\n";
// - every board drawn is a legal position (validate), each free cell shows
//   its own number in the session's numbering, and only a won board has
//   highlighted cells, exactly its winning line;
// - a board in progress is followed by the prompt of the side to move; a
//   finished board by the right result line (the winning line's numbers
//   ascending), then "Moves:" with 5-9 distinct numbers 1-9 whose replay is
//   a legal game ending on that board, then "Score:" with the tally of the
//   games so far, or after the last of --rounds N games "After N games:"
//   with it and the end (no more games than asked for);
// - a session that played a game ends with "Final score:" (unless the
//   --rounds tally was just shown) and "Goodbye.";
// - a hint names a free cell that keeps the solver's value of the board on
//   screen, and says what that value is;
// - the hard computer never loses a game (it plays every game from the
//   start, and the help text promises it).

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "options.hpp"
#include "render.hpp"
#include "session.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/solver.hpp"

namespace {

using namespace tictactoe;


// The output bound. Every line of input the session reads is answered by a
// bounded amount of output. Measured worst cases (colour on): "h" at a move
// prompt prints the in-game help and the board again, about 650 bytes; in
// computer vs computer an answer to "Play again?" plays a whole game (up to
// 9 "X plays N (rule)" lines, the final board, result, moves, score), about
// 400 bytes; a rejected line about 100. 4 KiB a line leaves room for the
// texts to grow (even the full --help, 2.4 KB, as help once was) while still
// catching output that multiplies per line. 20 KiB covers what needs no
// input (measured at most 1.3 KB): banner, menus, up to three --rounds games
// between computers, the closing lines. A session reads at most one line per
// input byte, so this also bounds the output at 4 KiB per input byte + 20 KiB.
constexpr std::size_t kFixedOutput = std::size_t{20} * 1024;
constexpr std::size_t kPerLineOutput = std::size_t{4} * 1024;

constexpr std::size_t kHeaderSize = 8;

bool starts_with(std::string_view text, std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; }

bool ends_with(std::string_view text, std::string_view suffix) {
  return text.size() >= suffix.size() && text.substr(text.size() - suffix.size()) == suffix;
}

std::size_t occurrences(std::string_view text, std::string_view what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string_view::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// ---- Colour ----------------------------------------------------------------

// The output with every colour sequence removed, a highlighted cell (reverse
// video) written "[X]" as it is without colour. Aborts on an ESC that does
// not start one of the sequences render.cpp writes, or on any other byte
// that is neither printable ASCII nor a newline.
std::string plain_text(std::string_view out) {
  struct Painted {
    std::string_view sequence;
    std::string_view plain;
  };
  static const std::array<Painted, 4> kPainted{{
      {"\x1b[7m\x1b[1;31m X \x1b[0m", "[X]"},
      {"\x1b[7m\x1b[1;36m O \x1b[0m", "[O]"},
      {"\x1b[1;31mX\x1b[0m", "X"},
      {"\x1b[1;36mO\x1b[0m", "O"},
  }};
  std::string plain;
  plain.reserve(out.size());
  for (std::size_t i = 0; i < out.size();) {
    const char c = out[i];
    if (c != '\x1b') {
      FUZZ_CHECK(c == '\n' || (c >= ' ' && c <= '~'));
      plain.push_back(c);
      ++i;
      continue;
    }
    const std::string_view rest = out.substr(i);
    bool matched = false;
    for (const auto& painted : kPainted) {
      if (starts_with(rest, painted.sequence)) {
        plain += painted.plain;
        i += painted.sequence.size();
        matched = true;
        break;
      }
    }
    if (matched) continue;
    // A free cell's number, dimmed.
    FUZZ_CHECK(rest.size() >= 9 && starts_with(rest, "\x1b[2m") && rest[4] >= '1' && rest[4] <= '9' &&
               rest.substr(5, 4) == "\x1b[0m");
    plain.push_back(rest[4]);
    i += 9;
  }
  return plain;
}

// ---- Boards as drawn -------------------------------------------------------

constexpr std::string_view kSeparator = "  ---+---+---";

struct DrawnCell {
  char mark = kEmpty;  // 'X', 'O' or kEmpty
  int label = 0;       // the number shown in a free cell
  bool lit = false;    // shown as "[X]"
};

// A board row is "  " and three cells of three characters between '|', with
// trailing blanks removed: "   X | 2 | O", "  [X]|[X]|[X]". Anything shaped
// like one (length, leading blanks, the bars) must parse as one.
bool looks_like_row(std::string_view line) {
  return (line.size() == 12 || line.size() == 13) && starts_with(line, "  ") && line[5] == '|' && line[9] == '|';
}

std::array<DrawnCell, 3> parse_row(std::string_view line) {
  std::string padded(line);
  padded.resize(13, ' ');
  std::array<DrawnCell, 3> cells{};
  for (std::size_t column = 0; column < 3; ++column) {
    const std::string_view text = std::string_view(padded).substr(2 + 4 * column, 3);
    DrawnCell& cell = cells[column];
    if (text == " X " || text == " O ") {
      cell.mark = text[1];
    } else if (text == "[X]" || text == "[O]") {
      cell.mark = text[1];
      cell.lit = true;
    } else {
      FUZZ_CHECK(text[0] == ' ' && text[2] == ' ' && text[1] >= '1' && text[1] <= '9');
      cell.label = text[1] - '0';
    }
  }
  return cells;
}

// ---- Tallies ---------------------------------------------------------------

struct Tally {
  std::string x_label, o_label;  // "" between people, else "computer", "you" or a level
  int x = 0, o = 0, ties = 0;
};

// Parses `text` as "X[ (label)] N, O[ (label)] N, ties N" to its end.
Tally parse_tally(std::string_view text) {
  Tally tally;
  std::size_t at = 0;
  const auto expect = [&](std::string_view what) {
    FUZZ_CHECK(text.substr(at, what.size()) == what);
    at += what.size();
  };
  const auto label = [&]() {
    std::string found;
    if (text.substr(at, 2) == " (") {
      const auto close = text.find(')', at);
      FUZZ_CHECK(close != std::string_view::npos);
      found = std::string(text.substr(at + 2, close - at - 2));
      at = close + 1;
      FUZZ_CHECK(found == "computer" || found == "you" || found == "easy" || found == "medium" || found == "hard");
    }
    return found;
  };
  const auto number = [&]() {
    int n = 0;
    const std::size_t start = at;
    while (at < text.size() && text[at] >= '0' && text[at] <= '9' && at - start < 6) n = n * 10 + (text[at++] - '0');
    FUZZ_CHECK(at > start);
    return n;
  };
  expect("X");
  tally.x_label = label();
  expect(" ");
  tally.x = number();
  expect(", O");
  tally.o_label = label();
  expect(" ");
  tally.o = number();
  expect(", ties ");
  tally.ties = number();
  FUZZ_CHECK(at == text.size());
  return tally;
}

// ---- The transcript --------------------------------------------------------

struct Expectations {
  Numbering numbering;
  std::optional<int> rounds;
  bool hvc_computer_is_hard = false;  // --difficulty hard: the computer's level if the mode is hvc
};

std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') {
      lines.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  FUZZ_CHECK(start == text.size());  // the output ends with a newline
  return lines;
}

// `line` without the prompt it may start with: output that follows a prompt
// (a reply to the line read, or the closing lines after "q") goes on the
// prompt's line, since the player's typing is not part of the output.
std::string_view after_prompt(std::string_view line) {
  for (const std::string_view prompt : {"X to move (1-9): ", "O to move (1-9): ", "Play again? [Y/n] "}) {
    if (starts_with(line, prompt)) return line.substr(prompt.size());
  }
  return line;
}

void check_transcript(std::string_view text, const Expectations& expect) {
  const auto lines = split_lines(text);
  const std::size_t n = lines.size();
  int x_wins = 0, o_wins = 0, ties = 0;
  const auto games = [&] { return x_wins + o_wins + ties; };
  std::optional<Board> on_screen;  // the last board in progress drawn
  const auto same_as_played = [&](const Tally& tally) {
    FUZZ_CHECK(tally.x == x_wins && tally.o == o_wins && tally.ties == ties);
  };

  for (std::size_t i = 0; i < n;) {
    const std::string_view line = lines[i];
    FUZZ_CHECK(line != kSeparator);            // a separator only inside a board
    FUZZ_CHECK(!starts_with(line, "Moves:"));  // only right after a finished board
    FUZZ_CHECK(!starts_with(line, "Score:"));  // only right after "Moves:"
    if (const auto closing = after_prompt(line); starts_with(closing, "Final score: ")) {
      FUZZ_CHECK(games() > 0 && i + 2 == n);  // only as the next-to-last line
      same_as_played(parse_tally(closing.substr(13)));
    }
    if (const auto reply = after_prompt(line); starts_with(reply, "hint: ")) {
      // "hint: N - draws with best play": a best free cell of the board on
      // screen (the last one drawn), and what it leads to.
      FUZZ_CHECK(on_screen.has_value());
      const Analysis analysis = analyze(*on_screen);
      const std::string_view consequence = analysis.value == Value::win    ? " - wins with best play"
                                           : analysis.value == Value::draw ? " - draws with best play"
                                                                           : " - loses against best play";
      FUZZ_CHECK(reply.size() == 7 + consequence.size() && reply.substr(7) == consequence);
      FUZZ_CHECK(reply[6] >= '1' && reply[6] <= '9');
      const auto cell = static_cast<std::size_t>(expect.numbering.cell(reply[6] - '0'));
      FUZZ_CHECK(analysis.after_move[cell] == analysis.value);
    }
    if (!looks_like_row(line)) {
      ++i;
      continue;
    }

    // A board: row, separator, row, separator, row.
    FUZZ_CHECK(i + 5 < n);
    FUZZ_CHECK(lines[i + 1] == kSeparator && lines[i + 3] == kSeparator);
    FUZZ_CHECK(looks_like_row(lines[i + 2]) && looks_like_row(lines[i + 4]));
    Board board = kEmptyBoard;
    std::array<bool, 9> lit{};
    bool any_lit = false;
    for (std::size_t row = 0; row < 3; ++row) {
      const auto cells = parse_row(lines[i + 2 * row]);
      for (std::size_t column = 0; column < 3; ++column) {
        const auto cell = static_cast<Cell>(row * 3 + column);
        const DrawnCell& drawn = cells[column];
        board[static_cast<std::size_t>(cell)] = drawn.mark;
        if (drawn.mark == kEmpty) FUZZ_CHECK(drawn.label == expect.numbering.label(cell));
        lit[static_cast<std::size_t>(cell)] = drawn.lit;
        any_lit = any_lit || drawn.lit;
      }
    }
    FUZZ_CHECK(!validate(board).has_value());
    const Outcome result = outcome(board);
    const std::string_view after = lines[i + 5];

    if (result == Outcome::in_progress) {
      on_screen = board;
      FUZZ_CHECK(!any_lit);
      const std::string prompt = std::string(1, symbol(side_to_move(board))) + " to move (1-9): ";
      FUZZ_CHECK(starts_with(after, prompt));
      i += 5;
      continue;
    }

    // A finished game: board, result, moves, score.
    const auto win = find_win(board);
    for (Cell cell = 0; cell < kCellCount; ++cell) {
      bool on_line = false;
      if (win) {
        for (const Cell c : win->line) on_line = on_line || c == cell;
      }
      FUZZ_CHECK(lit[static_cast<std::size_t>(cell)] == on_line);
    }
    on_screen.reset();
    if (win) {
      FUZZ_CHECK(starts_with(after, std::string(1, symbol(win->mark)) + " wins! ("));
      // The line's cells as numbered on screen, ascending: "1-5-9", "3-5-7".
      std::array<int, 3> labels{};
      for (std::size_t k = 0; k < 3; ++k) labels[k] = expect.numbering.label(win->line[k]);
      std::sort(labels.begin(), labels.end());
      const std::string cells =
          std::to_string(labels[0]) + "-" + std::to_string(labels[1]) + "-" + std::to_string(labels[2]);
      FUZZ_CHECK(ends_with(after, "cells " + cells + ")"));
      (win->mark == Mark::x ? x_wins : o_wins) += 1;
    } else {
      FUZZ_CHECK(result == Outcome::tie);
      FUZZ_CHECK(after == "It's a tie!");
      ++ties;
    }

    FUZZ_CHECK(i + 7 < n);
    const std::string_view moves = lines[i + 6];
    FUZZ_CHECK(starts_with(moves, "Moves:"));
    const std::string_view numbers = moves.substr(6);
    FUZZ_CHECK(numbers.size() % 2 == 0);
    const std::size_t count = numbers.size() / 2;
    FUZZ_CHECK(count >= 5 && count <= 9);
    Board replayed = kEmptyBoard;
    std::array<bool, 10> seen{};
    for (std::size_t k = 0; k < count; ++k) {
      const char space = numbers[2 * k];
      const char digit = numbers[2 * k + 1];
      FUZZ_CHECK(space == ' ' && digit >= '1' && digit <= '9');
      const int label = digit - '0';
      FUZZ_CHECK(!seen[static_cast<std::size_t>(label)]);
      seen[static_cast<std::size_t>(label)] = true;
      const Cell cell = expect.numbering.cell(label);
      FUZZ_CHECK(outcome(replayed) == Outcome::in_progress);  // no move after the end
      FUZZ_CHECK(replayed[static_cast<std::size_t>(cell)] == kEmpty);
      replayed = play(replayed, cell);
    }
    FUZZ_CHECK(replayed == board);

    // Then the tally: "Score: ..." after each game, except that the game
    // completing --rounds N is followed by "After N games: ..." and the end.
    const bool rounds_done = expect.rounds && games() == *expect.rounds;
    if (expect.rounds) FUZZ_CHECK(games() <= *expect.rounds);
    const std::string head = rounds_done ? "After " + std::to_string(games()) + (games() == 1 ? " game: " : " games: ")
                                         : std::string("Score: ");
    FUZZ_CHECK(starts_with(lines[i + 7], head));
    const Tally tally = parse_tally(lines[i + 7].substr(head.size()));
    same_as_played(tally);
    if (win) {
      // The hard computer never loses.
      const std::string& loser = win->mark == Mark::x ? tally.o_label : tally.x_label;
      FUZZ_CHECK(loser != "hard");
      FUZZ_CHECK(!(loser == "computer" && expect.hvc_computer_is_hard));
    }
    i += 8;
    if (rounds_done) {
      // The tally was the last word: no final score, just goodbye.
      FUZZ_CHECK(i + 1 == n && lines[i] == "Goodbye.");
      return;
    }
  }

  // The end: after a game, a final score, then goodbye.
  FUZZ_CHECK(n >= 1 && ends_with(lines[n - 1], "Goodbye."));
  if (games() > 0) {
    FUZZ_CHECK(n >= 2 && lines[n - 1] == "Goodbye.");
    FUZZ_CHECK(starts_with(after_prompt(lines[n - 2]), "Final score: "));
  }
}

}  // namespace

// libFuzzer's entry point; the name is libFuzzer's.
extern "C" int LLVMFuzzerTestOneInput(  // NOLINT(readability-identifier-naming)
    const std::uint8_t* data, std::size_t size) {
  const auto byte = [&](std::size_t i) -> unsigned { return i < size ? data[i] : 0U; };
  const auto level = [](unsigned choice) -> std::optional<Difficulty> {
    if (choice % 4 == 0) return std::nullopt;
    return static_cast<Difficulty>(choice % 4 - 1);
  };

  SessionSettings settings;
  Options& options = settings.options;
  switch (byte(0) % 4) {
    case 1: options.mode = Mode::hvh; break;
    case 2: options.mode = Mode::hvc; break;
    case 3: options.mode = Mode::cvc; break;
    default: break;
  }
  switch (byte(1) % 3) {
    case 1: options.first = FirstMover::human; break;
    case 2: options.first = FirstMover::computer; break;
    default: break;
  }
  options.difficulty = level(byte(2));
  const unsigned flags = byte(3);
  const bool keypad = (flags & 1U) != 0;
  const bool color = (flags & 2U) != 0;
  options.o_difficulty = level(flags >> 2U);
  if (const unsigned rounds = (flags >> 4U) % 4; rounds != 0) options.rounds = static_cast<int>(rounds);
  options.seed = byte(4) | byte(5) << 8U | byte(6) << 16U | byte(7) << 24U;
  options.color = color ? ColorChoice::always : ColorChoice::never;
  options.keypad = keypad;
  settings.style = Style{color, Numbering(keypad)};

  const std::string_view input =
      size > kHeaderSize ? std::string_view(reinterpret_cast<const char*>(data) + kHeaderSize, size - kHeaderSize)
                         : std::string_view();
  std::istringstream in{std::string(input)};
  std::ostringstream out;
  const int status = run_session(in, out, settings);
  FUZZ_CHECK(status == kExitOk);
  const std::string output = out.str();

  // The bound: lines read <= newlines + a last line without one.
  std::size_t input_lines = occurrences(input, "\n");
  if (!input.empty() && input.back() != '\n') ++input_lines;
  FUZZ_CHECK(output.size() <= kFixedOutput + kPerLineOutput * input_lines);

  if (!color) FUZZ_CHECK(output.find('\x1b') == std::string::npos);
  const std::string text = plain_text(output);
  FUZZ_CHECK(starts_with(text, "tictactoe - three in a row wins."));
  FUZZ_CHECK(ends_with(text, "Goodbye.\n"));

  Expectations expect{Numbering(keypad), options.rounds, options.difficulty == Difficulty::hard};
  check_transcript(text, expect);
  return 0;
}
