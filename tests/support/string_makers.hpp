#pragma once

// How Catch2 prints the project's enums in failure messages: by name, not
// as a number or a raw byte. Every test file includes this before its
// first CHECK, so each enum prints the same way in every translation unit.

#include <catch2/catch.hpp>

#include <string>

#include "app/line/prompt.hpp"
#include "app/tables/commands.hpp"
#include "app/tables/options.hpp"
#include "app/text/input.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/game.hpp"
#include "tictactoe/review.hpp"
#include "tictactoe/solver.hpp"

namespace Catch {

template <>
struct StringMaker<tictactoe::core::Mark> {
  static std::string convert(tictactoe::core::Mark value) {
    return std::string("Mark::") + tictactoe::core::symbol(value);
  }
};

template <>
struct StringMaker<tictactoe::core::Outcome> {
  static std::string convert(tictactoe::core::Outcome value) {
    using tictactoe::core::Outcome;
    switch (value) {
      case Outcome::in_progress: return "in_progress";
      case Outcome::x_wins: return "x_wins";
      case Outcome::o_wins: return "o_wins";
      case Outcome::tie: return "tie";
    }
    return "Outcome(?)";
  }
};

template <>
struct StringMaker<tictactoe::core::BoardError> {
  static std::string convert(tictactoe::core::BoardError value) {
    using tictactoe::core::BoardError;
    switch (value) {
      case BoardError::wrong_length: return "wrong_length";
      case BoardError::bad_character: return "bad_character";
      case BoardError::impossible_counts: return "impossible_counts";
      case BoardError::both_won: return "both_won";
      case BoardError::play_after_win: return "play_after_win";
    }
    return "BoardError(?)";
  }
};

template <>
struct StringMaker<tictactoe::core::Rule> {
  static std::string convert(tictactoe::core::Rule value) {
    using tictactoe::core::Rule;
    switch (value) {
      case Rule::win: return "Rule::win";
      case Rule::block: return "Rule::block";
      case Rule::fork: return "Rule::fork";
      case Rule::block_fork: return "Rule::block_fork";
      case Rule::center: return "Rule::center";
      case Rule::opposite_corner: return "Rule::opposite_corner";
      case Rule::corner: return "Rule::corner";
      case Rule::side: return "Rule::side";
      case Rule::random: return "Rule::random";
      case Rule::forced_win: return "Rule::forced_win";
      case Rule::trap: return "Rule::trap";
      case Rule::draw: return "Rule::draw";
      case Rule::hold_out: return "Rule::hold_out";
      case Rule::count_: return "Rule::count_";
    }
    return "Rule(?)";
  }
};

template <>
struct StringMaker<tictactoe::core::Difficulty> {
  static std::string convert(tictactoe::core::Difficulty value) {
    using tictactoe::core::Difficulty;
    switch (value) {
      case Difficulty::easy: return "Difficulty::easy";
      case Difficulty::medium: return "Difficulty::medium";
      case Difficulty::hard: return "Difficulty::hard";
      case Difficulty::perfect: return "Difficulty::perfect";
    }
    return "Difficulty(?)";
  }
};

template <>
struct StringMaker<tictactoe::core::Value> {
  static std::string convert(tictactoe::core::Value value) {
    using tictactoe::core::Value;
    switch (value) {
      case Value::win: return "Value::win";
      case Value::draw: return "Value::draw";
      case Value::loss: return "Value::loss";
    }
    return "Value(?)";
  }
};

template <>
struct StringMaker<tictactoe::core::Grade> {
  static std::string convert(tictactoe::core::Grade value) {
    using tictactoe::core::Grade;
    switch (value) {
      case Grade::best: return "Grade::best";
      case Grade::mistake: return "Grade::mistake";
      case Grade::blunder: return "Grade::blunder";
    }
    return "Grade(?)";
  }
};

template <>
struct StringMaker<tictactoe::core::Miss> {
  static std::string convert(tictactoe::core::Miss value) {
    using tictactoe::core::Miss;
    switch (value) {
      case Miss::none: return "Miss::none";
      case Miss::win: return "Miss::win";
      case Miss::block: return "Miss::block";
    }
    return "Miss(?)";
  }
};

template <>
struct StringMaker<tictactoe::core::Seat> {
  static std::string convert(tictactoe::core::Seat value) {
    using tictactoe::core::Seat;
    switch (value) {
      case Seat::person: return "Seat::person";
      case Seat::computer: return "Seat::computer";
      case Seat::remote: return "Seat::remote";
    }
    return "Seat(?)";
  }
};

template <>
struct StringMaker<tictactoe::core::MoveError> {
  static std::string convert(tictactoe::core::MoveError value) {
    using tictactoe::core::MoveError;
    switch (value) {
      case MoveError::out_of_range: return "MoveError::out_of_range";
      case MoveError::game_over: return "MoveError::game_over";
      case MoveError::taken: return "MoveError::taken";
    }
    return "MoveError(?)";
  }
};

template <>
struct StringMaker<tictactoe::app::InputError> {
  static std::string convert(tictactoe::app::InputError value) {
    using tictactoe::app::InputError;
    switch (value) {
      case InputError::empty: return "empty";
      case InputError::too_long: return "too_long";
      case InputError::not_a_number: return "not_a_number";
      case InputError::out_of_range: return "out_of_range";
    }
    return "InputError(?)";
  }
};

template <>
struct StringMaker<tictactoe::app::Command> {
  static std::string convert(tictactoe::app::Command value) {
    using tictactoe::app::Command;
    switch (value) {
      case Command::quit: return "quit";
      case Command::help: return "help";
      case Command::hint: return "hint";
      case Command::undo: return "undo";
      case Command::yes: return "yes";
      case Command::no: return "no";
      case Command::review: return "review";
      case Command::swap: return "swap";
      case Command::settings: return "settings";
      case Command::new_game: return "new_game";
      case Command::back: return "back";
    }
    return "Command(?)";
  }
};

template <>
struct StringMaker<tictactoe::app::Action> {
  static std::string convert(tictactoe::app::Action value) {
    using tictactoe::app::Action;
    switch (value) {
      case Action::play: return "play";
      case Action::help: return "help";
      case Action::version: return "version";
      case Action::analyze: return "analyze";
      case Action::move: return "move";
      case Action::review: return "review";
      case Action::stats: return "stats";
      case Action::history: return "history";
      case Action::host: return "host";
      case Action::join: return "join";
    }
    return "Action(?)";
  }
};

template <>
struct StringMaker<tictactoe::app::ColorChoice> {
  static std::string convert(tictactoe::app::ColorChoice value) {
    using tictactoe::app::ColorChoice;
    switch (value) {
      case ColorChoice::automatic: return "automatic";
      case ColorChoice::always: return "always";
      case ColorChoice::never: return "never";
    }
    return "ColorChoice(?)";
  }
};

template <>
struct StringMaker<tictactoe::app::Stop> {
  static std::string convert(tictactoe::app::Stop value) {
    using tictactoe::app::Stop;
    switch (value) {
      case Stop::quit: return "Stop::quit";
      case Stop::end_of_input: return "Stop::end_of_input";
      case Stop::interrupted: return "Stop::interrupted";
      case Stop::output_closed: return "Stop::output_closed";
      case Stop::read_error: return "Stop::read_error";
    }
    return "Stop(?)";
  }
};

template <>
struct StringMaker<tictactoe::core::CellSet> {
  static std::string convert(tictactoe::core::CellSet value) {
    std::string text = "{";
    for (const tictactoe::core::Cell cell : value.cells()) text += (text.size() > 1 ? " " : "") + std::to_string(cell);
    return text + "}";
  }
};

template <>
struct StringMaker<tictactoe::core::CandidateSet> {
  static std::string convert(const tictactoe::core::CandidateSet& value) {
    return StringMaker<tictactoe::core::Rule>::convert(value.rule) + " " +
           StringMaker<tictactoe::core::CellSet>::convert(value.cells);
  }
};

template <>
struct StringMaker<tictactoe::app::Msg> {
  static std::string convert(tictactoe::app::Msg value) {
    return "Msg(" + std::to_string(static_cast<unsigned>(value)) + ")";
  }
};

}  // namespace Catch
