#include "app/cli/batch.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <cstring>
#include <istream>
#include <ostream>
#include <string>
#include <variant>
#include <vector>

#include "app/text/input.hpp"
#include "app/text/review.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::app {

using core::Board;

namespace {

// One board's answer: the line to print, or why the board is bad.
struct Answer {
  std::string line;
  bool ok = true;
};

// The catalogue whose frames the error lines of --move keep in every
// language ("error: '...': " before the reason, which is translated): like
// its rule tokens, a format for programs.
const Catalogue kProgramFormat(Language::en);

// The parsed board, or the error answer for `text`: its reason in `text`'s
// language, framed by `frame` (the same catalogue, or kProgramFormat).
std::variant<Board, Answer> read_board(std::string_view board, const Catalogue& frame, const Catalogue& text) {
  const auto parsed = core::parse_board(board);
  if (const auto* bad = std::get_if<core::BoardError>(&parsed)) {
    return Answer{frame(Msg::board_error, {printable(board), text(message_for(*bad), {core::kCellCount})}), false};
  }
  return std::get<Board>(parsed);
}

// The answer to a line over kMaxLineLength characters: `reason` framed by
// `frame` ("error: line too long; ...").
std::string too_long(const Catalogue& frame, const std::string& reason) { return frame(Msg::error_line, {reason}); }

// "X wins (cells 1-5-9)" or "tie"; empty while the game is in progress.
std::string result_summary(const Board& board, const Style& style) {
  if (const auto win = core::find_win(board)) {
    return style.text(Msg::analysis_won, {core::symbol(win->mark), win_cells(board, style)});
  }
  return core::is_full(board) ? style.text(Msg::analysis_tie) : "";
}

// "X to move: win with 4 7 9": `best` as the player numbers them, ascending.
std::string analysis_summary(core::Mark mover, core::Value value, core::CellSet best, const Style& style) {
  std::vector<int> labels;
  for (const core::Cell cell : best) labels.push_back(style.numbering.label(cell));
  std::ranges::sort(labels);
  std::string cells;
  for (const int label : labels) cells += (cells.empty() ? "" : " ") + std::to_string(label);
  const Msg summary = value == core::Value::win    ? Msg::analysis_win
                      : value == core::Value::draw ? Msg::analysis_draw
                                                   : Msg::analysis_loss;
  return style.text(summary, {core::symbol(mover), cells});
}

// The summary line of a valid board: its result once the game is over.
std::string summary_of(const Board& board, const Style& style) {
  if (auto finished = result_summary(board, style); !finished.empty()) return finished;
  const core::Solution& table = core::solution();
  const std::size_t index = core::position_index(board);
  return analysis_summary(core::side_to_move(board), table.value_at(index), table.best_cells(index), style);
}

// --analyze for one board: the picture too unless in batch mode.
Answer analyze_one(std::string_view text, bool batch, const Style& style) {
  auto parsed = read_board(text, style.text, style.text);
  if (auto* bad = std::get_if<Answer>(&parsed)) return *bad;
  const Board& position = std::get<Board>(parsed);
  std::string summary = summary_of(position, style);
  if (batch) return {summary};
  // A finished board is drawn as in the game, the winning line marked.
  const std::string picture = core::outcome(position) != core::Outcome::in_progress
                                  ? render_final_board(position, style)
                                  : render_analysis(position, core::analyze(position), style);
  return {picture + summary};
}

// --review for one move record: each move's verdict and the summary, or in
// batch mode the summary alone; or why the record is not a game.
Answer review_one(std::string_view text, bool batch, const Style& style) {
  const ParsedRecord parsed = parse_record(text, style);
  if (const auto* reason = std::get_if<std::string>(&parsed)) {
    return {style.text(Msg::record_error, {printable(text), *reason}), false};
  }
  const auto& cells = std::get<std::vector<core::Cell>>(parsed);
  if (batch) return {review_summary(core::review(cells), style.text)};
  std::string lines = review_text(cells, style);
  lines.pop_back();  // the answer's line is ended where it is written
  return {lines};
}

// --move for one board: "5 center", or why there is no move (after the
// English "error: ", see kProgramFormat).
Answer move_one(std::string_view text, core::Difficulty difficulty, std::mt19937& rng, const Style& style) {
  auto parsed = read_board(text, kProgramFormat, style.text);
  if (auto* bad = std::get_if<Answer>(&parsed)) return *bad;
  const Board& position = std::get<Board>(parsed);
  const auto move = core::choose_move(position, difficulty, rng);
  if (!move) {
    const std::string over = style.text(Msg::board_game_over, {result_summary(position, style)});
    return {kProgramFormat(Msg::board_error, {printable(text), over}), false};
  }
  return {std::to_string(style.numbering.label(move->cell)) + " " + std::string(core::name(move->rule))};
}

// How many bytes after a pooled line may be read: lines are copied in moves
// of this fixed size (one for a line of this length or less), not by a call.
constexpr std::size_t kPadding = 64;

// Answer lines, each kept once and followed by at least kPadding bytes.
class LinePool {
 public:
  LinePool() : text_(kPadding, '\0') {}

  // Keeps `line` (ending in '\n'); returns its number for line().
  std::uint16_t add(std::string_view line) {
    spans_.emplace_back(text_.size() - kPadding, line.size());
    text_.resize(text_.size() - kPadding);
    text_.append(line);
    text_.append(kPadding, '\0');
    return static_cast<std::uint16_t>(spans_.size() - 1);
  }

  [[nodiscard]] std::string_view line(std::uint16_t number) const {
    const auto& [start, size] = spans_[number];
    return {text_.data() + start, size};
  }

 private:
  std::string text_;                                        // the lines, then kPadding bytes
  std::vector<std::pair<std::size_t, std::size_t>> spans_;  // where each line is
};

// The output of a batch: answers collect in a buffer that goes out in large
// writes, and is flushed whenever the input has nothing more ready, so a
// program that sends one board and waits gets its answer at once.
class BatchOutput {
 public:
  explicit BatchOutput(std::ostream& out) : out_(out), pending_(kWriteSize) {}

  // Adds one answer line, `line` ending in '\n'.
  void add(std::string_view line) {
    while (!line.empty()) {
      if (used_ == kWriteSize) write();
      const std::size_t piece = std::min(line.size(), kWriteSize - used_);
      std::memcpy(pending_.data() + used_, line.data(), piece);
      used_ += piece;
      line.remove_prefix(piece);
    }
  }

  // add() for a line of a LinePool, copied in fixed-size moves (one for a
  // short line): the bytes after it are read from the pool's padding and
  // written past the end here, to be overwritten by the next line.
  void add_pooled(std::string_view line) {
    assert(line.size() <= kWriteSize - kPadding);
    if (used_ + line.size() + kPadding > kWriteSize) write();
    for (std::size_t done = 0; done < line.size(); done += kPadding) {
      std::memcpy(pending_.data() + used_ + done, line.data() + done, kPadding);
    }
    used_ += line.size();
  }

  void flush() {
    write();
    out_.flush();
  }

  // False once a write failed (a closed pipe, a full disk).
  [[nodiscard]] bool good() const { return out_.good(); }

 private:
  static constexpr std::size_t kWriteSize = std::size_t{64} * 1024;
  void write() {
    if (used_ == 0) return;
    out_.write(pending_.data(), static_cast<std::streamsize>(used_));
    used_ = 0;
  }
  std::ostream& out_;
  std::vector<char> pending_;  // kWriteSize bytes
  std::size_t used_ = 0;
};

// Answers the lines at the start of what `lines` has read that are exactly
// a board and a newline, in place, while `fast` knows them: the common case
// of a long batch, without making a line of each.
template <typename Fast>
void answer_plain_lines(LineReader& lines, BatchOutput& output, Fast& fast) {
  const std::string_view ready = lines.buffered();
  constexpr auto kLength = static_cast<std::size_t>(core::kCellCount) + 1;  // a board and '\n'
  std::size_t done = 0;
  for (; ready.size() - done >= kLength && ready[done + kLength - 1] == '\n'; done += kLength) {
    const auto index = core::board_string_index(ready.substr(done, kLength - 1));
    if (!index || !fast(*index, output)) break;
  }
  lines.consume(done);
}

// Answers one board (or move record) per input line until input ends or the
// output fails: `fast` answers a board by its position index when a table
// knows it (and returns false when not), `slow` answers any line, and a
// line over kMaxLineLength characters is answered `too_long`. Returns the
// exit status.
template <typename Fast, typename Slow>
int answer_lines(std::istream& in, std::ostream& out, const std::string& too_long, Fast fast, Slow slow) {
  BatchOutput output(out);
  LineReader lines(in, [&output] { output.flush(); });
  bool all_ok = true;
  for (;;) {
    answer_plain_lines(lines, output, fast);
    const auto line = output.good() ? lines.next() : std::nullopt;
    if (!line) break;
    if (line->too_long) {
      output.add(too_long + '\n');
      all_ok = false;
      continue;
    }
    const std::string_view board = trim(line->text);
    if (const auto index = core::board_string_index(board); index && fast(*index, output)) continue;
    const Answer answer = slow(board);
    all_ok = all_ok && answer.ok;
    output.add(answer.line + '\n');
  }
  output.flush();
  return all_ok ? 0 : kExitUsage;
}

// One board given on the command line: its answer on `out`, or the error on
// `err`. Returns the exit status.
int answer_one(const Answer& answer, std::ostream& out, std::ostream& err) {
  (answer.ok ? out : err) << answer.line << '\n';
  return answer.ok ? 0 : kExitUsage;
}

// The summary line of each position (with its newline), made once, so that
// --analyze - answers a position it has seen with a look-up. Positions in play with the same
// mover, value and best cells share one line, so only a few hundred
// sentences are ever formatted.
class SummaryCache {
 public:
  explicit SummaryCache(const Style& style) : style_(style), line_of_(core::kBoardCount) {}

  // The summary of the position `index`, from lines(); std::nullopt if no
  // game reaches it.
  std::optional<std::string_view> find(std::size_t index) {
    std::uint16_t& slot = line_of_[index];
    if (slot == 0) {
      if (!table_.reachable(index)) return std::nullopt;
      slot = line_for(index);
    }
    return lines_.line(static_cast<std::uint16_t>(slot - 1));
  }

 private:
  // 1 + the index in lines_ of the position's summary, adding it if new.
  std::uint16_t line_for(std::size_t index) {
    const core::CellSet best = table_.best_cells(index);
    if (best.empty()) return add(summary_of(core::board_at(index), style_));  // the game is over
    const Board board = core::board_at(index);
    const auto mover = core::seat_index(core::side_to_move(board));
    const int value = static_cast<int>(table_.value_at(index)) + 1;  // loss 0, draw 1, win 2
    std::uint16_t& shared =
        by_summary_[(mover * 3 + static_cast<std::size_t>(value)) << core::kCellCount | best.bits()];
    if (shared == 0) shared = add(analysis_summary(core::kMarks[mover], table_.value_at(index), best, style_));
    return shared;
  }

  std::uint16_t add(const std::string& line) { return static_cast<std::uint16_t>(lines_.add(line + '\n') + 1); }

  const Style& style_;
  const core::Solution& table_ = core::solution();
  std::vector<std::uint16_t> line_of_;  // by position index: 0 not yet known, else 1 + its line's number
  std::array<std::uint16_t, 2 * 3 << core::kCellCount> by_summary_{};  // by mover, value and best cells: the same
  LinePool lines_;
};

// The answers of --move - ("5 center\n") from a level's table: each line
// made once, and a position with one candidate answered with one look-up.
class MoveAnswers {
 public:
  MoveAnswers(const core::LevelTable& table, const Numbering& numbering)
      : table_(table), numbering_(numbering), known_(core::kBoardCount) {}

  // Adds the answer for the position `index`; false if the table has no
  // move there (the game is over, or no game reaches it).
  bool add(std::size_t index, std::mt19937& rng, BatchOutput& output) {
    std::uint16_t& known = known_[index];
    if (known == kUnknown) known = learn(index);
    if (known == kNoMove) return false;
    if (known < kFirstSeveral) {
      output.add_pooled(lines_.line(static_cast<std::uint16_t>(known - kFirstLine)));
    } else {
      const core::CandidateSet& candidates = several_[known - kFirstSeveral];
      output.add_pooled(lines_.line(line_number(core::pick(candidates.cells, rng), candidates.rule)));
    }
    return true;
  }

 private:
  // known_ holds, by position index: kUnknown (not looked at yet), kNoMove,
  // kFirstLine + the number of the only answer's line, or kFirstSeveral +
  // where its candidates are in several_ (kept apart, and dense, so that a
  // look-up by position index reads two bytes).
  static constexpr std::uint16_t kUnknown = 0;
  static constexpr std::uint16_t kNoMove = 1;
  static constexpr std::uint16_t kFirstLine = 2;
  static constexpr std::uint16_t kFirstSeveral = 0x1000;                      // above any line number
  static constexpr std::size_t kRuleSlots = 1U << (8U * sizeof(core::Rule));  // every value a Rule can hold

  std::uint16_t learn(std::size_t index) {
    const auto candidates = table_.at(index);
    if (!candidates) return kNoMove;
    if (candidates->cells.size() == 1)
      return static_cast<std::uint16_t>(kFirstLine + line_number(*candidates->cells.begin(), candidates->rule));
    several_.push_back(*candidates);
    return static_cast<std::uint16_t>(kFirstSeveral + several_.size() - 1);
  }

  std::uint16_t line_number(core::Cell cell, core::Rule rule) {
    std::uint16_t& number = numbers_[static_cast<std::size_t>(cell) * kRuleSlots + static_cast<std::size_t>(rule)];
    if (number == 0) {
      const std::string line = std::to_string(numbering_.label(cell)) + " " + std::string(core::name(rule)) + "\n";
      number = static_cast<std::uint16_t>(lines_.add(line) + 1);
    }
    return static_cast<std::uint16_t>(number - 1);
  }

  const core::LevelTable& table_;
  const Numbering& numbering_;
  std::vector<std::uint16_t> known_;
  std::vector<core::CandidateSet> several_;
  std::vector<std::uint16_t> numbers_ = std::vector<std::uint16_t>(core::kCellCount * kRuleSlots);  // 0, or 1 + line
  LinePool lines_;
};

}  // namespace

int run_analyze(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err, const Style& style) {
  if (board != "-") return answer_one(analyze_one(trim(board), false, style), out, err);
  SummaryCache summaries(style);
  return answer_lines(
      in, out, too_long(style.text, style.text(Msg::board_too_long, {core::kCellCount})),
      [&](std::size_t index, BatchOutput& output) {
        const auto summary = summaries.find(index);
        if (summary) output.add_pooled(*summary);
        return summary.has_value();
      },
      [&](std::string_view text) { return analyze_one(text, true, style); });
}

int run_move(std::string_view board, std::istream& in, std::ostream& out, std::ostream& err,
             core::Difficulty difficulty, std::mt19937& rng, const Style& style) {
  if (board != "-") return answer_one(move_one(trim(board), difficulty, rng, style), out, err);
  MoveAnswers answers(core::level_table(difficulty), style.numbering);
  return answer_lines(
      in, out, too_long(kProgramFormat, style.text(Msg::board_too_long, {core::kCellCount})),
      [&](std::size_t index, BatchOutput& output) { return answers.add(index, rng, output); },
      [&](std::string_view text) { return move_one(text, difficulty, rng, style); });
}

int run_review(std::string_view record, std::istream& in, std::ostream& out, std::ostream& err, const Style& style) {
  if (record != "-") return answer_one(review_one(trim(record), false, style), out, err);
  return answer_lines(
      in, out, too_long(style.text, style.text(Msg::record_too_long, {kMaxLineLength})),
      [](std::size_t /*index*/, BatchOutput& /*output*/) { return false; },  // no table of records
      [&](std::string_view text) { return review_one(text, true, style); });
}

}  // namespace tictactoe::app
