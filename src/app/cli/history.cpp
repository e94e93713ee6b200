#include "app/cli/history.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <chrono>
#include <deque>
#include <filesystem>
#include <ostream>
#include <variant>

#include "app/base/exit_status.hpp"
#include "app/flow/narration.hpp"
#include "app/store/append.hpp"
#include "app/store/owned.hpp"
#include "app/store/reader.hpp"
#include "app/store/stats.hpp"
#include "app/tables/options.hpp"
#include "app/text/input.hpp"
#include "app/text/review.hpp"
#include "app/text/sanitise.hpp"

namespace tictactoe::app {

namespace {

using storage::GameRecord;

// A name or a time from the file, as the terminal may show it.
std::string shown(std::string_view text) { return sanitised(text, kShownCap); }

// A path in a message.
std::string shown_path(std::string_view path) { return sanitised(path, kShownPathCap); }

// Who plays `mark`: the computer's level, or a person's name; none for
// "you", nor for a person between people left with the default name (X
// for the first of the roster, O for the second, whatever they play now).
storage::Side side_of(const Players& players, core::Mark mark) {
  const Player& player = players.at(mark);
  const std::string default_name = players.index(mark) == 0 ? "X" : "O";
  storage::Side side;
  side.level = player.level;
  if (!player.level && !player.name.empty() && player.name != default_name) side.name = player.name;
  return side;
}

// Says on `err` what reading found wrong: the file unreadable (true), or
// lines skipped (a warning only).
bool report_read(const HistoryQuery& query, std::error_code error, const storage::ReadSummary& summary,
                 std::ostream& err, const Catalogue& text) {
  // A file named in a directory that is not there is a mistake (a typo?),
  // not a history with no games yet.
  const std::filesystem::path directory = std::filesystem::path(query.path).parent_path();
  std::error_code ignored;
  if (error == std::errc::no_such_file_or_directory && query.given && !directory.empty() &&
      !std::filesystem::is_directory(directory, ignored)) {
    err << text(Msg::history_no_directory, {shown_path(query.path), shown_path(directory.string())}) << '\n';
    return true;
  }
  if (error && error != std::errc::no_such_file_or_directory) {
    err << text(Msg::file_cannot_read, {shown_path(query.path), error_text(error, text)}) << '\n';
    return true;
  }
  if (summary.skipped > 0) {
    err << text(Msg::history_skipped,
                {shown_path(query.path), count_arg(summary.skipped), count_arg(summary.first_skipped)})
        << '\n';
  }
  return false;
}

// Reads the history at query.path, each game to `visit`. False when the
// file could not be read (said on `err`).
bool read_games(const HistoryQuery& query, const storage::HistoryParser::Visit& visit, std::ostream& err,
                const Catalogue& text, storage::ReadSummary& summary) {
  storage::HistoryParser parser(visit);
  const auto use = query.given ? storage::FileUse::read_given : storage::FileUse::read_own;
  const std::error_code error = storage::read_history(query.path, parser, summary, use);
  return !report_read(query, error, summary, err, text);
}

// A side of a saved game: its level, its name, else "you" against the
// computer and the mark alone between people (both "you" would say nothing).
std::string side_label(const GameRecord& record, const storage::Side& side, char mark, const Catalogue& text) {
  if (side.level) return text(Msg::player_level, {mark, text(message_for(*side.level))});
  if (side.name) return text(Msg::player_named, {shown(*side.name), mark});
  return text(record.mode == storage::GameMode::hvh ? Msg::player_mark : Msg::player_you, {mark});
}

// True when `time` starts as the game writes it: "dddd-dd-ddTdd:dd".
bool starts_rfc3339(std::string_view time) {
  static constexpr std::string_view kShape = "dddd-dd-ddTdd:dd";
  if (time.size() < kShape.size()) return false;
  for (std::size_t at = 0; at < kShape.size(); ++at) {
    const bool digit = time[at] >= '0' && time[at] <= '9';
    if (kShape[at] == 'd' ? !digit : time[at] != kShape[at]) return false;
  }
  return true;
}

// "2026-12-01 08:00" from "2026-12-01T08:00:00Z"; any other time as it is,
// sanitised. (The catalogue writes the digits of a Persian sentence in
// Persian.)
std::string when(const std::string& time) {
  return starts_rfc3339(time) ? time.substr(0, 10) + " " + time.substr(11, 5) : shown(time);
}

std::string history_line(const GameRecord& record, const Style& style) {
  const Catalogue& text = style.text;
  std::string moves;
  for (const core::Cell cell : record.moves) {
    if (!moves.empty()) moves += ' ';
    moves += std::to_string(style.numbering.label(cell));
  }
  const std::string result = record.result == core::Outcome::tie
                                 ? text(Msg::history_tied)
                                 : text(Msg::history_won, {record.result == core::Outcome::x_wins ? 'X' : 'O'});
  return text(Msg::history_line, {when(record.time), side_label(record, record.x, 'X', text),
                                  side_label(record, record.o, 'O', text), result, moves});
}

}  // namespace

Arg count_arg(std::uint64_t number) { return static_cast<long long>(number); }

std::string error_text(std::error_code error, const Catalogue& text) {
  if (error.category() != storage::refusal_category()) return error.message();
  using storage::Refusal;
  static constexpr std::array<std::pair<Refusal, Msg>, 7> kReasons{{
      {Refusal::link, Msg::file_refused_link},
      {Refusal::not_regular, Msg::file_refused_not_regular},
      {Refusal::owner, Msg::file_refused_owner},
      {Refusal::writable, Msg::file_refused_writable},
      {Refusal::folder_owner, Msg::folder_refused_owner},
      {Refusal::folder_writable, Msg::folder_refused_writable},
      {Refusal::locked, Msg::history_locked},
  }};
  const auto* row = std::ranges::find(kReasons, static_cast<Refusal>(error.value()), &std::pair<Refusal, Msg>::first);
  return row == kReasons.end() ? error.message() : text(row->second);
}

storage::GameRecord record_of(const core::Game& game, const Players& players, std::uint32_t seed, long long seconds,
                              std::string id) {
  GameRecord record;
  record.id = std::move(id);
  record.time = storage::rfc3339(seconds);
  record.mode = players.mode == Mode::hvh ? storage::GameMode::hvh : storage::GameMode::hvc;
  record.x = side_of(players, core::Mark::x);
  record.o = side_of(players, core::Mark::o);
  record.computer_first = players.level(core::Mark::x).has_value();
  record.seed = seed;
  record.moves = game.moves();
  record.result = game.outcome();
  return record;
}

HistoryRecorder::HistoryRecorder(std::string path, bool make_parents, std::ostream& err, const Catalogue& text,
                                 std::function<long long()> clock)
    : path_(std::move(path)), make_parents_(make_parents), err_(err), text_(text), clock_(std::move(clock)) {}

void HistoryRecorder::on(const Event& event) {
  std::visit(Overloaded{
                 [&](const GameOver& over) { game_over(over); },
                 [&](const Reopened&) { reopened(); },
                 Ignore<Started, PlayersSeated, NamesAsked, GameStarted, TurnBegins, Moved, Hinted, CellTaken, TookBack,
                        Abandoned, Scored, Notice, HelpShown, NameHelpShown, ReviewShown, Farewell, Remarked>{},
             },
             event);
}

void HistoryRecorder::game_over(const GameOver& over) {
  last_id_.reset();
  if (over.players.mode == Mode::cvc) return;
  const long long now = clock_();
  GameRecord record = record_of(over.game, over.players, over.seed, now, storage::new_id(now));
  if (append(storage::to_line(record))) last_id_ = std::move(record.id);
}

void HistoryRecorder::reopened() {
  if (!last_id_) return;
  append(storage::to_line(storage::Withdrawal{*last_id_, storage::rfc3339(clock_())}));
  last_id_.reset();
}

bool HistoryRecorder::append(const std::string& line) {
  const auto wait = waited_ ? std::chrono::milliseconds(0) : storage::kLockWait;
  const std::error_code error = storage::append_line(path_, line, {make_parents_, made_from_, wait});
  if (!error) return true;
  if (error == storage::Refusal::locked) waited_ = true;
  if (!failed_) {
    warning_ = text_(Msg::history_cannot_save, {shown_path(path_), error_text(error, text_)});
    err_ << warning_ << std::endl;
  }
  failed_ = true;
  return false;
}

namespace {

void print_results_row(std::ostream& out, Msg row, const std::string& label, const storage::Record3& record,
                       const Catalogue& text) {
  out << text(row,
              {label, count_arg(record.games()), count_arg(record.won), count_arg(record.lost), count_arg(record.tied)})
      << '\n';
}

void print_modes(std::ostream& out, const storage::Stats& stats, const Catalogue& text) {
  out << text(Msg::stats_by_mode) << '\n';
  for (const Mode mode : {Mode::hvh, Mode::hvc}) {
    const storage::Results& results = stats.modes.at(mode == Mode::hvh ? 0 : 1);
    if (results.games() == 0) continue;
    out << text(Msg::stats_mode_row, {text(message_for(mode)), count_arg(results.games()), count_arg(results.x),
                                      count_arg(results.o), count_arg(results.tie)})
        << '\n';
  }
}

std::string streak_text(const storage::Streak& streak, const Catalogue& text) {
  if (streak.length == 0) return text(Msg::streak_none);
  const Msg id = streak.kind == storage::Personal::won    ? Msg::streak_won
                 : streak.kind == storage::Personal::lost ? Msg::streak_lost
                                                          : Msg::streak_tied;
  return text(id, {count_arg(streak.length)});
}

void print_computer(std::ostream& out, const storage::Stats& stats, const Catalogue& text) {
  if (stats.modes[1].games() == 0) return;
  out << text(Msg::stats_by_level) << '\n';
  for (const core::Level& level : core::kLevels) {
    const storage::Record3& record = stats.levels.at(static_cast<std::size_t>(level.difficulty));
    if (record.games() > 0)
      print_results_row(out, Msg::stats_results_row, text(message_for(level.difficulty)), record, text);
  }
  out << text(Msg::stats_streak, {streak_text(stats.current, text),
                                  streak_text(storage::Streak{storage::Personal::won, stats.longest_win}, text)})
      << '\n';
}

void print_players(std::ostream& out, const storage::Stats& stats, const Catalogue& text) {
  if (stats.players.empty()) return;
  out << text(Msg::stats_by_player) << '\n';
  for (const storage::PlayerStats& player : stats.players) {
    const storage::Record3& record = player.results;
    out << text(Msg::stats_player_row,
                {shown(player.name), count_arg(record.games()), count_arg(record.won), count_arg(record.lost),
                 count_arg(record.tied), count_arg(player.as_x), count_arg(player.as_o)})
        << '\n';
  }
}

void print_stats(std::ostream& out, const storage::Stats& stats, const std::string& path, const Catalogue& text) {
  if (stats.results.games() == 0) {
    out << text(Msg::history_none, {shown_path(path)}) << '\n';
    return;
  }
  out << text(Msg::stats_total, {count_arg(stats.results.games()), count_arg(stats.results.x),
                                 count_arg(stats.results.o), count_arg(stats.results.tie)})
      << '\n';
  print_modes(out, stats, text);
  print_computer(out, stats, text);
  print_players(out, stats, text);
}

}  // namespace

PastRecords past_records(const std::string& path) {
  storage::Stats stats;
  storage::HistoryParser parser([&](const GameRecord& record) { stats.add(record); });
  storage::ReadSummary summary;
  PastRecords past;
  if (storage::read_history(path, parser, summary)) return past;
  for (std::size_t level = 0; level < past.size(); ++level) {
    const storage::Record3& record = stats.levels.at(level);
    if (record.games() > 0) past.at(level) = LevelRecord{record.won, record.lost, record.tied};
  }
  return past;
}

int run_stats(const HistoryQuery& query, std::ostream& out, std::ostream& err, const Style& style) {
  storage::Stats stats;
  storage::ReadSummary summary;
  if (!read_games(
          query, [&](const GameRecord& record) { stats.add(record); }, err, style.text, summary))
    return 1;
  if (query.json) {
    out << storage::to_json(stats, summary);
  } else {
    print_stats(out, stats, query.path, style.text);
  }
  return 0;
}

int run_history(const HistoryQuery& query, std::size_t count, std::ostream& out, std::ostream& err,
                const Style& style) {
  // One pass (a pipe reads once), the last `count` games kept as shown.
  std::deque<std::string> last;
  storage::ReadSummary summary;
  const bool read = read_games(
      query,
      [&](const GameRecord& record) {
        if (count == 0) return;
        if (last.size() == count) last.pop_front();
        last.push_back(query.json ? storage::to_line(record) : history_line(record, style));
      },
      err, style.text, summary);
  if (!read) return 1;
  for (const std::string& line : last) out << line << '\n';
  if (summary.games == 0 && !query.json) out << style.text(Msg::history_none, {shown_path(query.path)}) << '\n';
  return 0;
}

namespace {

// The players a record names, as the game had them: the names, "you" for
// an unnamed person against the computer, the computer's level (between
// people, an unnamed player keeps the default name of their mark).
Players players_of(const GameRecord& record) {
  Players players;
  players.mode = record.mode == storage::GameMode::hvh ? Mode::hvh : Mode::hvc;
  const auto player = [&](const storage::Side& side, const char* mark) {
    const std::string unnamed = players.mode == Mode::hvh ? mark : "";
    return Player{side.level, side.level ? std::string() : side.name.value_or(unnamed)};
  };
  players.roster = {player(record.x, "X"), player(record.o, "O")};
  return players;
}

}  // namespace

int run_saved_review(const HistoryQuery& query, std::size_t back, std::ostream& out, std::ostream& err,
                     const Style& style) {
  // One pass (a pipe reads once, a game appended meanwhile counts from
  // the end as it should), the last `back` games kept.
  std::deque<GameRecord> last;
  storage::ReadSummary summary;
  const bool read = read_games(
      query,
      [&](const GameRecord& record) {
        if (last.size() == back) last.pop_front();
        last.push_back(record);
      },
      err, style.text, summary);
  if (!read) return 1;
  const std::optional<GameRecord> game =
      last.size() == back ? std::optional<GameRecord>(last.front()) : std::optional<GameRecord>();
  if (!game) {
    err << style.text(Msg::review_no_saved_game,
                      {"@" + std::to_string(back), count_arg(summary.games), shown_path(query.path)})
        << '\n';
    return kExitUsage;
  }
  // Named as the line game's review names them.
  out << review_text(game->moves, style, review_names(style, players_of(*game)));
  return 0;
}

std::optional<std::size_t> parse_saved_game(std::string_view text) {
  if (text == "last") return 1;
  if (!text.starts_with('@') || text.size() == 1) return std::nullopt;
  std::size_t back = 0;
  const char* end = text.data() + text.size();
  const auto [ptr, error] = std::from_chars(text.data() + 1, end, back);
  if (error != std::errc{} || ptr != end || back == 0 || text[1] == '+') return std::nullopt;
  return back;
}

}  // namespace tictactoe::app
