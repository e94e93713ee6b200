#include "app/cli/cli.hpp"

#include <exception>
#include <istream>
#include <ostream>
#include <random>

#include "app/cli/batch.hpp"
#include "app/flow/session.hpp"
#include "app/line/line_ui.hpp"
#include "app/tables/help.hpp"
#include "app/tables/options.hpp"
#include "app/text/language.hpp"

namespace tictactoe::app {

namespace {

// The language the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES,
// LANG).
Language environment_language(const Environment& environment) {
  const auto& [language_list, lc_all, lc_messages, lang] = environment.locale;
  return language_from_environment(language_list, lc_all, lc_messages, lang);
}

// The language of a usage error: --lang when it names one (the rest of the
// line may be what is wrong), else the environment's.
Language usage_language(std::span<const std::string_view> args, const Environment& environment) {
  const std::string_view flag = "--lang";
  for (std::size_t i = 0; i < args.size(); ++i) {
    std::optional<Language> named;
    if (args[i] == flag && i + 1 < args.size()) named = parse_locale(args[i + 1]);
    if (args[i].starts_with(std::string(flag) + "=")) named = parse_locale(args[i].substr(flag.size() + 1));
    if (named) return *named;
  }
  return environment_language(environment);
}

int run_parsed(const CommandLine& command_line, std::istream& in, std::ostream& out, std::ostream& err,
               const Environment& environment) {
  const Options& options = command_line.options;
  const Language language = options.language ? *options.language : environment_language(environment);
  const Style style{
      .color = use_color(options.color, environment.stdout_is_terminal, environment.no_color, environment.term),
      .numbering = Numbering(options.keypad),
      .text = Catalogue(language),
      .columns = environment.columns ? environment.columns() : 0};
  switch (command_line.action) {
    case Action::help: out << help_text(style); return kExitOk;
    case Action::version: out << version_text(); return kExitOk;
    case Action::analyze: environment.unsync_stdio(); return run_analyze(command_line.board, in, out, err, style);
    case Action::review: environment.unsync_stdio(); return run_review(command_line.board, in, out, err, style);
    case Action::move: {
      environment.unsync_stdio();
      std::mt19937 rng(options.seed ? *options.seed : std::random_device{}());
      return run_move(command_line.board, in, out, err, options.difficulty.value_or(core::kDefaultDifficulty), rng,
                      style);
    }
    case Action::play: break;
  }
  environment.catch_signals();
  return run_line_session(
      in, out, LineSession{.options = options, .style = style, .environment = environment, .events = nullptr});
}

}  // namespace

int run_program(std::span<const std::string_view> args, std::istream& in, std::ostream& out, std::ostream& err,
                const Environment& environment) {
  const Catalogue text(usage_language(args, environment));
  try {
    const auto parsed = parse_command_line(args);
    if (const auto* error = std::get_if<UsageError>(&parsed)) {
      err << text(Msg::usage_error, {describe(*error, text)}) << '\n'
          << (error->with_usage ? usage(text) : std::string()) << text(Msg::try_help) << '\n';
      return kExitUsage;
    }
    const int status = run_parsed(std::get<CommandLine>(parsed), in, out, err, environment);
    if (!out.flush()) {
      err << text(Msg::cannot_write_output) << '\n';
      return kExitOutputError;
    }
    // Input that could not be read is an error, not the end of input.
    if (const std::error_code error = environment.input_error(); error && status != kExitInterrupted) {
      err << text(Msg::cannot_read_input, {error.message()}) << '\n';
      return kExitInputError;
    }
    return status;
  } catch (const std::exception& error) {  // e.g. out of memory: say so, don't abort
    err << text(Msg::fatal_error, {error.what()}) << '\n';
    return kExitOutputError;
  }
}

}  // namespace tictactoe::app
