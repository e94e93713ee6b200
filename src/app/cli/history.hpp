#pragma once

// The history of the games played, as the program uses it: a
// sink of the session's events that appends each finished game between people
// or against the computer to the history file before "Play again?" (and
// withdraws it again on undo there), and the commands that read the file:
// --stats, --history and --review @K. The file itself is store/'s.

#include <cstddef>
#include <cstdint>
#include <ctime>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <system_error>

#include "app/flow/events.hpp"
#include "app/flow/players.hpp"
#include "app/flow/remarks.hpp"
#include "app/store/record.hpp"
#include "app/text/messages.hpp"
#include "app/text/render.hpp"

namespace tictactoe::app {

/// The record of `game` (finished) as played by `players`, with the
/// session's `seed`, at `seconds` since the epoch, under the id `id`.
/// Precondition: `game` is over and players.mode is not cvc.
storage::GameRecord record_of(const core::Game& game, const Players& players, std::uint32_t seed, long long seconds,
                              std::string id);

/// The person's lifetime record against each level in the history file
/// at `path`, for the computer's remarks: std::nullopt for a level with no
/// game, and for every level when the file cannot be read (said nowhere:
/// the game's own append reports a bad file).
PastRecords past_records(const std::string& path);

/// Appends each finished game of a session with a person in it to the
/// history file, and a withdrawal when undo at "Play again?" reopens a
/// recorded game. The first failure is said once on `err` (naming the file
/// and the reason); later games are still tried (after a lock held past
/// storage::kLockWait, without waiting again), and failed() stays true.
class HistoryRecorder final : public EventSink {
 public:
  /// Appends to `path`, making its missing directories first when
  /// `make_parents` (the default file, under XDG_STATE_HOME). `clock`
  /// gives the seconds since the epoch.
  HistoryRecorder(
      std::string path, bool make_parents, std::ostream& err, const Catalogue& text,
      std::function<long long()> clock = [] { return static_cast<long long>(std::time(nullptr)); });

  void on(const Event& event) override;

  /// True once an append failed.
  [[nodiscard]] bool failed() const { return failed_; }

  /// The line that said the first failure ("cannot save games to ..."),
  /// to say again after the full screen; empty before one.
  [[nodiscard]] const std::string& warning() const { return warning_; }

  /// Makes only the missing directories past the first `bytes` of the path
  /// (those under HOME or under XDG_STATE_HOME's parent, never HOME itself).
  void make_parents_from(std::size_t bytes) { made_from_ = bytes; }

 private:
  void game_over(const GameOver& over);
  void reopened();
  bool append(const std::string& line);

  std::string path_;
  bool make_parents_;
  std::ostream& err_;
  Catalogue text_;
  std::function<long long()> clock_;
  std::optional<std::string> last_id_;  // the game just recorded, until the next starts
  bool failed_ = false;
  std::string warning_;
  bool waited_ = false;  // a lock was waited for in vain: later games do not wait again
  std::size_t made_from_ = 0;
};

/// The reason `error` gives, in `text`'s language when it is a Refusal
/// (store/owned.hpp), else the system's words for it.
std::string error_text(std::error_code error, const Catalogue& text);

/// What --stats, --history and --review @K read and how they write.
struct HistoryQuery {
  std::string path;   ///< the history file
  bool json = false;  ///< --json: JSON (Lines) instead of sentences
  /// Named by --history-file: its directory must exist (a missing file is
  /// no games yet). The XDG default may lack both, before the first game.
  bool given = false;
};

/// --stats: the lifetime statistics of the games in the history file, in
/// `style`'s language (or JSON with query.json). A missing file is no games.
/// Lines that are not games are skipped, with one warning on `err`.
/// Returns 0, or 1 when the file could not be read (said on `err`).
int run_stats(const HistoryQuery& query, std::ostream& out, std::ostream& err, const Style& style);

/// --history [N]: the `count` most recent games, oldest first, one line
/// each (when, who, result, moves in `style.numbering`), or each as its
/// JSON line with query.json. Status and warnings as run_stats.
int run_history(const HistoryQuery& query, std::size_t count, std::ostream& out, std::ostream& err, const Style& style);

/// --review @K: the review (see review_text) of the K-th most recent game,
/// `back` = K >= 1. Returns 0; 1 when the file cannot be read; kExitUsage
/// (2) when there are fewer than K games (said on `err`).
int run_saved_review(const HistoryQuery& query, std::size_t back, std::ostream& out, std::ostream& err,
                     const Style& style);

/// The K of "@K" (K >= 1, plain digits) or of "last" (1); std::nullopt
/// for anything else.
std::optional<std::size_t> parse_saved_game(std::string_view text);

/// `number` as an argument of a message (plural forms read it; the
/// catalogue writes it in the language's digits).
Arg count_arg(std::uint64_t number);

}  // namespace tictactoe::app
