#include "app/cli/cli.hpp"

#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <exception>
#include <istream>
#include <ostream>
#include <random>

#include "app/cli/batch.hpp"
#include "app/cli/history.hpp"
#include "app/cli/preferences.hpp"
#include "app/cli/unused.hpp"
#include "app/flow/session.hpp"
#include "app/line/line_session.hpp"
#include "app/net/net_game.hpp"
#include "app/screen/screen_session.hpp"
#include "app/store/config.hpp"
#include "app/store/paths.hpp"
#include "app/sys/screen_terminal.hpp"
#include "app/tables/help.hpp"
#include "app/tables/options.hpp"
#include "app/tables/topics.hpp"
#include "app/text/input.hpp"
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
    if (args[i] == flag && i + 1 < args.size()) named = parse_lang_value(args[i + 1]);
    if (args[i].starts_with(std::string(flag) + "=")) named = parse_lang_value(args[i].substr(flag.size() + 1));
    if (named) return *named;
  }
  return environment_language(environment);
}

// Why the full screen cannot be drawn here, if it cannot: standard input
// and output must be a terminal, and TERM set and not dumb.
std::optional<std::string> no_full_screen(const Environment& environment, const Catalogue& text) {
  if (!environment.stdin_is_terminal || !environment.stdout_is_terminal) return text(Msg::screen_reason_not_terminal);
  if (environment.term == nullptr || *environment.term == '\0') return text(Msg::screen_reason_no_term);
  if (std::string_view(environment.term) == "dumb") return text(Msg::screen_reason_dumb);
  return std::nullopt;
}

// --full-screen: the session on the full screen, or, where it cannot be
// drawn, one line on `err` saying why and std::nullopt (the line game follows).
std::optional<int> full_screen(const SessionSettings& settings, const Style& style, std::ostream& out,
                               std::ostream& err, const Environment& environment) {
  // The full screen points at cells and numbers them 1-9: with --coords
  // too (its board keeps its own numbers, and so do its sentences).
  screen::ScreenSession session{settings, style};
  if (session.style.numbering.coords()) session.style.numbering = Numbering();
  auto why = no_full_screen(environment, style.text);
  if (!why) {
    const TerminalSetup setup{.traits = terminal_traits(environment.term),
                              .escape_timeout = escape_timeout(environment.escdelay)};
    if (auto terminal = ScreenTerminal::open(STDIN_FILENO, STDOUT_FILENO, setup)) {
      const int status = screen::run_screen_session(*terminal, session, out);
      // A session ended by a signal other than SIGINT (which ends with
      // status 130, as Ctrl-C) raises it again once the terminal is
      // restored, so the process ends of it as it would have.
      if (const int signal = terminal->stop_signal(); signal != 0 && signal != SIGINT) {
        std::signal(signal, SIG_DFL);  // GCOVR_EXCL_LINE: the process ends here (tested end to end)
        std::raise(signal);            // GCOVR_EXCL_LINE
      }
      return status;
    }
    why = style.text(Msg::screen_reason_not_terminal);  // GCOVR_EXCL_LINE: a terminal whose modes cannot be set
  }
  err << style.text(Msg::screen_fallback, {*why}) << '\n';
  return std::nullopt;
}

// The history file: --history-file, else the XDG default (made with its
// directories when missing); std::nullopt when there is none, said on
// `err` when that is for want of HOME.
struct HistoryFile {
  std::string path;
  bool is_default = false;
  std::size_t made_from = 0;  // the folders made are those past this many bytes (not HOME itself)
};

// The bytes of the default history's path that must exist already: HOME,
// or the folder holding XDG_STATE_HOME, and its slash.
std::size_t existing_part(const FileVariables& files) {
  const char* state = files.state_home;
  if (state != nullptr && state[0] == '/') {
    const std::string_view folder(state);
    return folder.substr(0, folder.find_last_of('/', folder.size() - 1)).size() + 1;
  }
  return std::string_view(files.home).size() + 1;
}

std::optional<HistoryFile> history_file(const Options& options, const Environment& environment, std::ostream& err,
                                        const Catalogue& text) {
  if (options.history_file) return HistoryFile{*options.history_file};
  if (!environment.files) return std::nullopt;
  auto path = storage::history_path(environment.files->home, environment.files->state_home);
  if (!path) {
    err << text(Msg::history_no_home) << '\n';
    return std::nullopt;
  }
  return HistoryFile{*path, true, existing_part(*environment.files)};
}

// --stats, --history and --review @K: the saved games read.
int run_records(const CommandLine& command_line, std::ostream& out, std::ostream& err, const Style& style,
                const Environment& environment) {
  const Options& options = command_line.options;
  const auto file = history_file(options, environment, err, style.text);
  if (!file) return kExitOutputError;
  const HistoryQuery query{.path = file->path, .json = options.json, .given = !file->is_default};
  switch (command_line.action) {
    case Action::stats: return run_stats(query, out, err, style);
    case Action::history:
      return run_history(query, static_cast<std::size_t>(options.history_count.value_or(10)), out, err, style);
    case Action::review:  // --review @K, below
    // Not the saved games' (run_parsed sends none of them here).
    case Action::play:
    case Action::help:
    case Action::version:
    case Action::analyze:
    case Action::host:
    case Action::join:
    case Action::move: break;
  }
  return run_saved_review(query, *parse_saved_game(command_line.board), out, err, style);
}

// What --host or --join asks for.
net::NetRequest net_request(const Options& options, Action action) {
  return net::NetRequest{.host = action == Action::host,
                         .address = options.address,
                         .code = options.code,
                         .name = options.names.empty() ? std::string() : options.names.front(),
                         .alternate = options.alternate};
}

// The game, with its finished games saved unless --no-history (or there
// is no history file). Returns the session's status, or kExitOutputError
// when it ended well but a game could not be saved.
int run_game(const CommandLine& command_line, std::istream& in, std::ostream& out, std::ostream& err,
             const Style& style, const Environment& environment) {
  const Options& options = command_line.options;
  std::optional<HistoryRecorder> recorder;
  SessionSettings settings;
  if (!options.no_history) {
    if (auto file = history_file(options, environment, err, style.text)) {
      recorder.emplace(file->path, file->is_default, err, style.text);
      recorder->make_parents_from(file->made_from);
      // The record against each level, for the computer's remarks (a game
      // against it may follow).
      const bool against_computer = !options.mode || options.mode == Mode::hvc;
      if (against_computer && !options.no_remarks && !options.quiet) settings.past = past_records(file->path);
    }
  }
  settings.options = options;
  settings.unused = unused_options(command_line, style.text);
  if (recorder) settings.sinks.push_back(&*recorder);
  bool screen = false;
  const auto session = [&](const SessionSettings& played) {
    // Between computers under --quiet nothing is drawn: the line game prints
    // the results, and the terminal is never taken over for nothing.
    if (options.full_screen && !(options.quiet && options.mode == Mode::cvc)) {
      if (const auto status = full_screen(played, style, out, err, environment)) {
        screen = true;
        return *status;
      }
    }
    environment.catch_signals();
    return run_line_session(in, out, LineSession{played, style, environment});
  };
  const bool net = command_line.action == Action::host || command_line.action == Action::join;
  if (net) environment.catch_signals();  // Ctrl-C ends the wait for a friend
  const int status =
      net ? net::run_net_game(net_request(options, command_line.action), settings,
                              net::NetPorts{out, err, style.text, environment.interrupted, style.numbering, session})
          : session(settings);
  // A failed save said on the full screen went with it: said again, on the
  // terminal as it was given back.
  if (screen && recorder && recorder->failed()) err << recorder->warning() << '\n';
  return status == kExitOk && recorder && recorder->failed() ? kExitOutputError : status;
}

int run_parsed(const CommandLine& command_line, std::istream& in, std::ostream& out, std::ostream& err,
               const Environment& environment) {
  const Options& options = command_line.options;
  const Language language = options.language ? *options.language : environment_language(environment);
  const Style style{
      .color = use_color(options.color, environment.stdout_is_terminal, environment.no_color, environment.term),
      .numbering = options.coords ? Numbering(Numbering::Layout::coords) : Numbering(options.keypad),
      .text = Catalogue(language),
      .columns = environment.columns ? environment.columns() : 0};
  switch (command_line.action) {
    case Action::help:
      out << (command_line.help_topic ? kTopics.at(*command_line.help_topic).text(style) : help_text(style));
      return kExitOk;
    case Action::version: out << version_text(); return kExitOk;
    case Action::analyze: environment.unsync_stdio(); return run_analyze(command_line.board, in, out, err, style);
    case Action::review:
      if (parse_saved_game(command_line.board)) return run_records(command_line, out, err, style, environment);
      if (command_line.board.starts_with('@')) {
        err << style.text(Msg::review_bad_saved_game, {printable(command_line.board)}) << '\n';
        return kExitUsage;
      }
      environment.unsync_stdio();
      return run_review(command_line.board, in, out, err, style);
    case Action::stats:
    case Action::history: return run_records(command_line, out, err, style, environment);
    case Action::move: {
      environment.unsync_stdio();
      std::mt19937 rng(options.seed ? *options.seed : std::random_device{}());
      return run_move(command_line.board, in, out, err, options.difficulty.value_or(core::kDefaultDifficulty), rng,
                      style);
    }
    case Action::host:
    case Action::join:
    case Action::play: break;
  }
  return run_game(command_line, in, out, err, style, environment);
}

// The command line with the preferences file applied (see
// preferences.hpp), unless --no-config, --help or --version, or the
// program keeps no files.
CommandLine with_config(CommandLine command_line, std::span<const std::string_view> args,
                        const Environment& environment, std::ostream& err, const Catalogue& text) {
  const bool alone = command_line.action == Action::help || command_line.action == Action::version;
  if (alone || command_line.options.no_config || !environment.files) return command_line;
  const auto path = storage::config_path(environment.files->home, environment.files->config_home);
  if (!path) return command_line;
  std::string contents;
  if (const std::error_code error = storage::read_config_file(*path, contents)) {
    if (error != std::errc::no_such_file_or_directory)
      err << text(Msg::file_cannot_read, {sanitised(*path, kShownPathCap), error_text(error, text)}) << '\n';
    return command_line;
  }
  CommandLine result = with_preferences(command_line, args, contents, sanitised(*path, kShownPathCap), err, text);
  // history-file = ~/games.jsonl or games.jsonl: from HOME, or beside the
  // preferences file, never from the current directory.
  auto& history = result.options.history_file;
  if (history && std::ranges::find(command_line.given, OptionId::history_file) == command_line.given.end()) {
    history = storage::preference_path(*history, *path, environment.files->home);
  }
  return result;
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
    const CommandLine command_line = with_config(std::get<CommandLine>(parsed), args, environment, err, text);
    const int status = run_parsed(command_line, in, out, err, environment);
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
