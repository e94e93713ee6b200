#include "cli.hpp"

#include <exception>
#include <istream>
#include <ostream>
#include <random>

#include "batch.hpp"
#include "help.hpp"
#include "options.hpp"
#include "session.hpp"

namespace tictactoe::app {

namespace {

int run_parsed(const CommandLine& command_line, std::istream& in, std::ostream& out, std::ostream& err,
               const Environment& environment) {
  const Options& options = command_line.options;
  const Style style{
      .color = use_color(options.color, environment.stdout_is_terminal, environment.no_color, environment.term),
      .numbering = Numbering(options.keypad),
      .text = Catalogue()};
  switch (command_line.action) {
    case Action::help: out << help_text(style); return kExitOk;
    case Action::version: out << version_text(); return kExitOk;
    case Action::analyze: environment.unsync_stdio(); return run_analyze(command_line.board, in, out, err, style);
    case Action::move: {
      environment.unsync_stdio();
      std::mt19937 rng(options.seed ? *options.seed : std::random_device{}());
      return run_move(command_line.board, in, out, err, options.difficulty.value_or(core::kDefaultDifficulty), rng,
                      style);
    }
    case Action::play: break;
  }
  environment.catch_interrupt();
  return run_session(
      in, out,
      SessionSettings{.options = options, .style = style, .interrupted = environment.interrupted, .events = nullptr});
}

}  // namespace

int run_program(std::span<const std::string_view> args, std::istream& in, std::ostream& out, std::ostream& err,
                const Environment& environment) {
  const Catalogue text;
  try {
    const auto parsed = parse_command_line(args);
    if (const auto* error = std::get_if<UsageError>(&parsed)) {
      err << text(Msg::usage_error, {describe(*error, text)}) << '\n' << usage(text) << text(Msg::try_help) << '\n';
      return kExitUsage;
    }
    const int status = run_parsed(std::get<CommandLine>(parsed), in, out, err, environment);
    if (out.flush()) return status;
    err << text(Msg::cannot_write_output) << '\n';
    return kExitOutputError;
  } catch (const std::exception& error) {  // e.g. out of memory: say so, don't abort
    err << text(Msg::fatal_error, {error.what()}) << '\n';
    return kExitOutputError;
  }
}

}  // namespace tictactoe::app
