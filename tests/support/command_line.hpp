#pragma once

// Parsing command lines in tests: accepted or rejected, the error's
// message, and what was set.

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/tables/options.hpp"
#include "app/text/language.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::test {

using app::Catalogue;
using app::ColorChoice;
using app::CommandLine;
using app::FirstMover;
using app::Mode;
using app::Options;
using app::parse_command_line;
using app::UsageError;

inline std::variant<CommandLine, UsageError> parse(const std::vector<std::string>& args) {
  const std::vector<std::string_view> views(args.begin(), args.end());
  return parse_command_line(views);
}

// The one-line reason of a usage error, in English.
inline std::string message_of(const UsageError& error) { return describe(error, Catalogue()); }

// The command line `args` parse to; they must be accepted.
inline CommandLine accepted(const std::vector<std::string>& args) {
  const auto parsed = parse(args);
  if (const auto* error = std::get_if<UsageError>(&parsed)) FAIL("rejected: " << message_of(*error));
  return std::get<CommandLine>(parsed);
}

// The error `args` give; they must be rejected.
inline UsageError rejection(const std::vector<std::string>& args) {
  const auto parsed = parse(args);
  REQUIRE(std::holds_alternative<UsageError>(parsed));
  return std::get<UsageError>(parsed);
}

// The message of the error `args` give; they must be rejected.
inline std::string rejected(const std::vector<std::string>& args) { return message_of(rejection(args)); }

inline std::string joined(const std::vector<std::string>& args) {
  std::string text;
  for (const auto& arg : args) text += "[" + arg + "] ";
  return text;
}

// The options that were set, as "name=value" words in a fixed order, so one
// string comparison checks every field (and that nothing else was set).
inline std::string set_fields(const Options& options) {
  std::string text;
  const auto add = [&](const std::string& word) { text += (text.empty() ? "" : " ") + word; };
  if (options.mode) {
    add(std::string("mode=") + (*options.mode == Mode::hvh ? "hvh" : *options.mode == Mode::hvc ? "hvc" : "cvc"));
  }
  if (options.first) add(std::string("first=") + (*options.first == FirstMover::human ? "human" : "computer"));
  if (options.difficulty) add("difficulty=" + std::string(tictactoe::core::name(*options.difficulty)));
  if (options.o_difficulty) add("o-difficulty=" + std::string(tictactoe::core::name(*options.o_difficulty)));
  if (options.rounds) add("rounds=" + std::to_string(*options.rounds));
  if (options.seed) add("seed=" + std::to_string(*options.seed));
  // The default, automatic colour, is not shown.
  if (options.color != ColorChoice::automatic) {
    add(std::string("color=") + (options.color == ColorChoice::always ? "always" : "never"));
  }
  if (options.keypad) add("keypad");
  if (options.history_count) add("history=" + std::to_string(*options.history_count));
  if (options.history_file) add("history-file=" + *options.history_file);
  if (options.no_history) add("no-history");
  if (options.no_config) add("no-config");
  if (options.json) add("json");
  if (options.language) {
    add("lang=" + std::string(app::spec(*options.language).code));
  }
  return text;
}

}  // namespace tictactoe::test
