#include "session.hpp"

#include <algorithm>
#include <array>
#include <istream>
#include <ostream>
#include <random>
#include <string>
#include <vector>

#include "input.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe {

namespace {

// Who plays a mark: a person (std::nullopt) or the computer at a level.
using Player = std::optional<Difficulty>;

struct Score {
  int x_wins = 0;
  int o_wins = 0;
  int ties = 0;

  [[nodiscard]] int games() const { return x_wins + o_wins + ties; }
};

// Why the session stops before its natural end.
enum class Stop { none, quit, end_of_input, interrupted, output_closed };

// What a player did at the move prompt.
struct TurnInput {
  enum class Kind { move, undo, stop } kind;
  Cell cell = 0;
};

Board replay(const std::vector<Cell>& moves) {
  Board board = kEmptyBoard;
  for (const Cell cell : moves) board = play(board, cell);
  return board;
}

bool is_yes_no(std::string_view word, bool yes) {
  std::string lower(word);
  for (char& c : lower) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  return yes ? (lower == "y" || lower == "yes") : (lower == "n" || lower == "no");
}

constexpr std::string_view kHelpTip = ", or h for help";

// One sitting at the game: the settings chosen once, then rounds until the
// player stops. Holds the streams, the random generator, who plays X and O,
// and the score; each game's state is its list of moves.
class Session {
 public:
  Session(std::istream& in, std::ostream& out, const SessionSettings& settings)
      : in_(in), out_(out), settings_(settings), style_(settings.style),
        rng_(settings.options.seed ? *settings.options.seed : std::random_device{}()) {}

  int run() {
    out_ << "tictactoe - three in a row wins. At a move prompt, h shows help and q quits.\n";
    if (!choose_players()) return finish();
    const auto rounds = settings_.options.rounds;
    for (;;) {
      const auto result = play_game();
      if (!result) return finish();
      record(*result);
      if (rounds && score_.games() >= *rounds) {
        out_ << "After " << score_.games() << (score_.games() == 1 ? " game: " : " games: ") << tally() << '\n';
        return finish(/*tally_shown=*/true);
      }
      out_ << "Score: " << tally() << '\n';
      if (rounds) continue;
      if (!ask_play_again()) return finish();
    }
  }

 private:
  // ---- Reading answers --------------------------------------------------

  // Prints `prompt`, reads one line. At end of input, records the stop and
  // returns std::nullopt.
  std::optional<InputLine> ask(std::string_view prompt) {
    out_ << prompt << std::flush;
    if (!out_) {  // nobody is reading any more (e.g. a closed pipe): stop
      stop_ = Stop::output_closed;
      return std::nullopt;
    }
    auto line = read_line(in_);
    if (!line) stop_ = settings_.interrupted() ? Stop::interrupted : Stop::end_of_input;
    return line;
  }

  // A numbered menu; returns the choice 1..choices.size(), `fallback` for an
  // empty line when given, or std::nullopt when the session stops.
  std::optional<int> ask_choice(std::string_view title, std::initializer_list<std::string_view> choices,
                                std::optional<int> fallback = std::nullopt) {
    out_ << '\n' << title << '\n';
    int number = 0;
    for (const auto choice : choices) out_ << "  " << ++number << ") " << choice << '\n';
    const std::string range = "1-" + std::to_string(number);
    const std::string prompt =
        "Choose " + range + (fallback ? " [" + std::to_string(*fallback) + "]" : std::string()) + ": ";
    for (;;) {
      const auto line = ask(prompt);
      if (!line) return std::nullopt;
      const auto text = trim(line->text);
      if (text.empty() && fallback && !line->too_long) return fallback;
      if (!line->too_long && parse_command(text) == Command::quit) {
        stop_ = Stop::quit;
        return std::nullopt;
      }
      const auto parsed = line->too_long ? std::variant<int, InputError>(InputError::too_long)
                                         : parse_number(text, 1, number);
      if (const int* choice = std::get_if<int>(&parsed)) return *choice;
      out_ << reject(std::get<InputError>(parsed), text, "a choice", range) << '\n';
    }
  }

  bool ask_play_again() {
    for (;;) {
      const auto line = ask("Play again? [Y/n] ");
      if (!line) return false;
      const auto text = trim(line->text);
      if (line->too_long) {
        out_ << "Please answer y or n.\n";
        continue;
      }
      if (text.empty() || is_yes_no(text, true)) return true;
      if (is_yes_no(text, false)) return false;
      if (parse_command(text) == Command::quit) {
        stop_ = Stop::quit;
        return false;
      }
      out_ << "Please answer y or n.\n";
    }
  }

  // A one-line answer to a rejected number.
  // E.g. "'5abc' is not a number. Type a cell number 1-9, or h for help."
  static std::string reject(InputError error, std::string_view text, std::string_view what,
                            std::string_view range, std::string_view tip = "") {
    std::string ask_again = "Type " + std::string(what) + " " + std::string(range) + std::string(tip) + ".";
    switch (error) {
      case InputError::empty: return "Nothing typed. " + ask_again;
      case InputError::too_long: return "That line is too long. " + ask_again;
      case InputError::not_a_number: return "'" + printable(text) + "' is not a number. " + ask_again;
      case InputError::out_of_range: return printable(text) + " is out of range. " + ask_again;
    }
    return ask_again;
  }

  // ---- Setting up -------------------------------------------------------

  // A level from the option, or from a menu with medium as the default.
  std::optional<Difficulty> choose_level(std::optional<Difficulty> given, std::string_view title) {
    if (given) return given;
    const auto choice = ask_choice(title, {"easy", "medium", "hard"}, 2);
    if (!choice) return std::nullopt;
    return static_cast<Difficulty>(*choice - 1);
  }

  // Asks for what the options leave open. The players are set only once
  // every answer is in, so a session stopped in a menu labels no one.
  bool choose_players() {
    const Options& options = settings_.options;
    Mode mode = options.mode.value_or(Mode::hvh);
    if (!options.mode) {
      const auto choice = ask_choice("Mode:", {"human vs human", "human vs computer", "computer vs computer"});
      if (!choice) return false;
      mode = static_cast<Mode>(*choice - 1);
    }
    std::array<Player, 2> players{};
    switch (mode) {
      case Mode::hvh: break;
      case Mode::cvc: {
        const auto x_level = choose_level(options.difficulty, "X's difficulty:");
        if (!x_level) return false;
        // --difficulty alone sets both sides; the menu asks for O apart.
        const auto o_level =
            choose_level(options.o_difficulty ? options.o_difficulty : options.difficulty, "O's difficulty:");
        if (!o_level) return false;
        players = {x_level, o_level};
        break;
      }
      case Mode::hvc: {
        FirstMover first = FirstMover::human;
        if (options.first) {
          first = *options.first;
        } else {
          const auto choice = ask_choice("Who moves first (and plays X)?", {"you", "the computer"});
          if (!choice) return false;
          first = *choice == 1 ? FirstMover::human : FirstMover::computer;
        }
        const auto level = choose_level(options.difficulty, "Difficulty:");
        if (!level) return false;
        players[first == FirstMover::human ? 1 : 0] = level;
        break;
      }
    }
    mode_ = mode;
    players_ = players;
    return true;
  }

  [[nodiscard]] const Player& player(Mark mark) const { return players_[mark == Mark::x ? 0 : 1]; }

  // Who plays `mark`, for result and score lines: "you" or "the computer"
  // against the computer, the level between computers, empty between people.
  [[nodiscard]] std::string who(Mark mark) const {
    switch (mode_) {
      case Mode::hvh: return {};
      case Mode::hvc: return player(mark) ? "the computer" : "you";
      case Mode::cvc: return std::string(name(*player(mark)));
    }
    return {};
  }

  // ---- Playing ----------------------------------------------------------

  // Plays one game; its outcome, or std::nullopt when the session stops.
  std::optional<Outcome> play_game() {
    std::vector<Cell> moves;
    for (;;) {
      if (settings_.interrupted()) {
        stop_ = Stop::interrupted;
        return std::nullopt;
      }
      if (!out_) {
        stop_ = Stop::output_closed;
        return std::nullopt;
      }
      const Board board = replay(moves);
      const Outcome result = outcome(board);
      if (result != Outcome::in_progress) {
        announce(board, result, moves);
        return result;
      }
      const Mark side = side_to_move(board);
      if (const Player& computer = player(side)) {
        const auto move = choose_move(board, *computer, rng_);
        out_ << symbol(side) << " plays " << style_.numbering.label(move->cell) << " (" << name(move->rule)
             << ")\n";
        moves.push_back(move->cell);
        continue;
      }
      out_ << '\n' << render_board(board, style_);
      const TurnInput input = ask_move(board, side);
      switch (input.kind) {
        case TurnInput::Kind::stop: return std::nullopt;
        case TurnInput::Kind::move: moves.push_back(input.cell); break;
        case TurnInput::Kind::undo: undo(moves); break;
      }
    }
  }

  TurnInput ask_move(const Board& board, Mark side) {
    const std::string prompt = std::string(1, symbol(side)) + " to move (1-9): ";
    for (;;) {
      const auto line = ask(prompt);
      if (!line) return {TurnInput::Kind::stop};
      const auto text = trim(line->text);
      if (line->too_long) {
        out_ << reject(InputError::too_long, text, "a cell number", "1-9", kHelpTip) << '\n';
        continue;
      }
      if (const auto command = parse_command(text)) {
        switch (*command) {
          case Command::quit: stop_ = Stop::quit; return {TurnInput::Kind::stop};
          case Command::help: out_ << game_help(style_.numbering) << '\n' << render_board(board, style_); continue;
          case Command::undo: return {TurnInput::Kind::undo};
          case Command::hint: out_ << hint(board) << '\n'; continue;
        }
      }
      const auto parsed = parse_number(text, 1, 9);
      if (const auto* error = std::get_if<InputError>(&parsed)) {
        out_ << reject(*error, text, "a cell number", "1-9", kHelpTip) << '\n';
        continue;
      }
      const int label = std::get<int>(parsed);
      const Cell cell = style_.numbering.cell(label);
      if (const char held = board[static_cast<std::size_t>(cell)]; held != kEmpty) {
        out_ << "Sorry, cell " << label << " is taken by " << held << ". Choose a free cell.\n";
        continue;
      }
      return {TurnInput::Kind::move, cell};
    }
  }

  // "hint: 5 - draws with best play". Of the cells that keep the solver's
  // value, the one the hard rules pick first (so an immediate win, or in a
  // lost position the block that holds out longest), else the lowest.
  [[nodiscard]] std::string hint(const Board& board) const {
    const Analysis analysis = analyze(board);
    const auto& best = analysis.best_cells;
    Cell cell = best.front();
    const auto hard = candidate_moves(board, Difficulty::hard);
    for (const Cell preferred : hard->cells) {
      if (std::ranges::find(best, preferred) != best.end()) {
        cell = preferred;
        break;
      }
    }
    const auto consequence = analysis.value == Value::win    ? "wins with best play"
                             : analysis.value == Value::draw ? "draws with best play"
                                                             : "loses against best play";
    return "hint: " + std::to_string(style_.numbering.label(cell)) + " - " + consequence;
  }

  // Takes back the last move; against the computer, back to before the
  // player's last move (the computer's reply goes too).
  void undo(std::vector<Cell>& moves) {
    const std::size_t before = moves.size();
    const auto human_moved = [&] {
      for (std::size_t i = 0; i < moves.size(); ++i) {
        if (!player(i % 2 == 0 ? Mark::x : Mark::o)) return true;
      }
      return false;
    };
    if (!human_moved()) {
      out_ << "Nothing to undo.\n";
      return;
    }
    for (;;) {
      const Mark mover = moves.size() % 2 == 1 ? Mark::x : Mark::o;
      moves.pop_back();
      if (!player(mover)) break;  // took back a person's move: done
    }
    out_ << (before - moves.size() == 1 ? "Took back the last move.\n" : "Took back your move and the computer's reply.\n");
  }

  // The final board, the result line and the move record.
  void announce(const Board& board, Outcome result, const std::vector<Cell>& moves) {
    const auto win = find_win(board);
    out_ << '\n' << render_board(board, style_, win ? std::optional<Line>(win->line) : std::nullopt);
    if (result == Outcome::tie) {
      out_ << "It's a tie!\n";
    } else {
      const std::string by = who(win->mark);
      out_ << symbol(win->mark) << " wins! (" << (by.empty() ? "" : by + ", ") << "cells "
           << style_.numbering.line(win->line) << ")\n";
    }
    out_ << "Moves:";
    for (const Cell cell : moves) out_ << ' ' << style_.numbering.label(cell);
    out_ << '\n';
  }

  void record(Outcome result) {
    switch (result) {
      case Outcome::x_wins: ++score_.x_wins; break;
      case Outcome::o_wins: ++score_.o_wins; break;
      case Outcome::tie: ++score_.ties; break;
      case Outcome::in_progress: break;
    }
  }

  // "X 1, O 0, ties 2", with who is who against the computer.
  [[nodiscard]] std::string tally() const {
    const auto label = [&](Mark mark) {
      const std::string by = who(mark) == "the computer" ? "computer" : who(mark);
      return std::string(1, symbol(mark)) + (by.empty() ? "" : " (" + by + ")");
    };
    return label(Mark::x) + " " + std::to_string(score_.x_wins) + ", " + label(Mark::o) + " " +
           std::to_string(score_.o_wins) + ", ties " + std::to_string(score_.ties);
  }

  // Ends the session: a final score unless the tally was just printed, then
  // goodbye (or the interrupted report). Returns the exit status.
  int finish(bool tally_shown = false) {
    if (stop_ == Stop::output_closed) return kExitOk;
    if (stop_ == Stop::end_of_input || stop_ == Stop::interrupted) out_ << '\n';
    if (stop_ == Stop::interrupted) {
      if (style_.color) out_ << kResetAttributes;
      out_ << "Interrupted. Score: " << tally() << '\n' << std::flush;
      return kExitInterrupted;
    }
    if (score_.games() > 0 && !tally_shown) out_ << "Final score: " << tally() << '\n';
    out_ << "Goodbye.\n" << std::flush;
    return kExitOk;
  }

  std::istream& in_;
  std::ostream& out_;
  const SessionSettings& settings_;
  Style style_;
  std::mt19937 rng_;
  Mode mode_ = Mode::hvh;
  std::array<Player, 2> players_{};  // X, O; std::nullopt is a person
  Score score_;
  Stop stop_ = Stop::none;
};

}  // namespace

int run_session(std::istream& in, std::ostream& out, const SessionSettings& settings) {
  return Session(in, out, settings).run();
}

}  // namespace tictactoe
