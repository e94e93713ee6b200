#pragma once

// Reading the history file as a stream, in memory bounded whatever its
// size: bytes go in as they come, lines are cut at a bound, each line is
// parsed (record.hpp), and the games come out in file order once no later
// line can withdraw them. Blank lines, NUL runs, a torn last line, invalid
// UTF-8, lines over the bound, lines that are not records or whose moves do
// not replay, repeated ids and withdrawals of nothing are skipped and
// counted; nothing is ever fatal.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory_resource>
#include <string>
#include <string_view>
#include <system_error>
#include <unordered_set>
#include <vector>

#include "app/store/owned.hpp"
#include "app/store/record.hpp"

namespace tictactoe::app::storage {

/// The longest line read, in bytes; a longer one is skipped without being
/// kept.
inline constexpr std::size_t kMaxLineBytes = 16384;

/// How many games back a withdrawal may reach: the game taken back at
/// "Play again?" was written moments before, so only other sessions' games
/// can come between. A withdrawal naming an older game is skipped.
inline constexpr std::size_t kWithdrawalReach = 1024;

/// What reading found besides the games.
struct ReadSummary {
  std::size_t games = 0;          ///< games passed on (recorded and not withdrawn)
  std::size_t withdrawn = 0;      ///< games a later line withdrew
  std::size_t skipped = 0;        ///< lines skipped (see above)
  std::size_t first_skipped = 0;  ///< the first skipped line's number, 1-based; 0 if none
};

/// Turns bytes into games. Feed the file in pieces of any size, then call
/// finish(); `visit` sees each game that stays, in file order. Each line
/// goes through scan_line (scan.hpp) first and through parse_line only
/// when the scan is unsure, and the games held are kept in reused slots,
/// so the usual line costs no allocation.
class HistoryParser {
 public:
  using Visit = std::function<void(const GameRecord&)>;
  explicit HistoryParser(Visit visit);

  /// Reads the next bytes of the file.
  void feed(std::string_view bytes);
  /// Ends the input: a last line without its newline is read as a line
  /// (a whole record there is kept; a torn one is skipped), and every game
  /// still held is passed on. Returns what was found.
  ReadSummary finish();

 private:
  void end_line(std::string_view line);
  void take(std::string_view line);
  void skip();
  GameRecord& spare();
  void hold();
  void withdraw(std::string_view id);
  void pass_on();

  Visit visit_;
  std::string line_;  // the start of a line cut by the end of a piece
  bool too_long_ = false;
  std::size_t line_number_ = 0;
  std::vector<GameRecord> slots_;     // games held and spare ones, never moved (reserved)
  std::vector<std::uint16_t> free_;   // the slots not held; the last is the spare one
  std::deque<std::uint16_t> window_;  // the slots held, in file order
  std::pmr::unsynchronized_pool_resource pool_;
  std::pmr::unordered_set<std::string_view> ids_{&pool_};  // the ids in window_, views into slots_
  ReadSummary summary_;
};

/// Reads the file at `path` into `parser` with read(2), 64 KiB at a time
/// (EINTR tried again), then finishes it. The file is opened without
/// blocking and checked for `use` first (owned.hpp): read_own (the default
/// history) takes only the user's own regular file and no symbolic link;
/// read_given (--history-file) also a pipe, anyone's. Returns a Refusal,
/// the error of open or read (ENOENT for a missing file: no games yet),
/// else an empty code.
std::error_code read_history(const std::string& path, HistoryParser& parser, ReadSummary& summary,
                             FileUse use = FileUse::read_given);

}  // namespace tictactoe::app::storage
