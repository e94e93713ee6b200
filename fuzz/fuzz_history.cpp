// libFuzzer target: the history file's reader (src/app/store/) on any
// bytes.
//
// The input is a history file. The first byte chooses the size of the
// pieces the bytes are fed in (1-256), the rest is the file. For any input
// the reader must not crash or hang, and:
// - every game it passes on writes back (to_line) as a line that parses to
//   the same game, whose JSON is strict (json::parse) and whose moves
//   replay to its result;
// - the games passed on are as many as the summary says, with distinct ids;
// - the skipped lines are no more than the lines in the file, and a first
//   skipped line is named exactly when one was skipped;
// - feeding the same bytes whole gives the same games and counts;
// - each line that json::parse accepts writes back through append_string
//   (for strings) without changing;
// - the fast scan (scan.hpp) never says anything parse_line would not: a
//   game it reads is the game parse_line reads, a withdrawal the same
//   withdrawal, whatever the record it scans into held before;
// - the reader (scan first, reused slots) passes on the same games and
//   counts as a plain one built on parse_line alone (reference_read).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "app/store/json.hpp"
#include "app/store/reader.hpp"
#include "app/store/record.hpp"
#include "app/store/scan.hpp"
#include "check.hpp"

namespace {

using namespace tictactoe::app::storage;
namespace json = tictactoe::app::json;

struct Outcome {
  std::vector<std::string> lines;
  ReadSummary summary;
};

Outcome read_in_pieces(std::string_view file, std::size_t piece) {
  Outcome outcome;
  HistoryParser parser([&](const GameRecord& record) {
    const std::string line = to_line(record);
    FUZZ_CHECK(json::parse(line).has_value());
    const auto back = parse_line(line);
    FUZZ_CHECK(back.has_value());
    FUZZ_CHECK(std::get<GameRecord>(*back) == record);
    outcome.lines.push_back(line);
  });
  for (std::size_t at = 0; at < file.size(); at += piece) parser.feed(file.substr(at, piece));
  outcome.summary = parser.finish();
  return outcome;
}

// Every string in `value` writes as JSON that reads back as itself.
void check_strings(const json::Value& value) {
  if (value.kind == json::Kind::string) {
    const auto back = json::parse(json::quoted(value.text));
    FUZZ_CHECK(back.has_value() && back->text == value.text);
  }
  for (const std::string& key : value.keys) FUZZ_CHECK(json::parse(json::quoted(key))->text == key);
  for (const json::Value& item : value.items) check_strings(item);
}

// The reader as it was before the fast scan: every line through
// parse_line, the games held in a deque.
Outcome reference_read(std::string_view file) {
  Outcome outcome;
  std::deque<GameRecord> window;
  std::size_t number = 1;  // the line's, 1-based
  const auto skip = [&] {
    if (outcome.summary.skipped++ == 0) outcome.summary.first_skipped = number;
  };
  const auto pass_on = [&] {
    outcome.lines.push_back(to_line(window.front()));
    window.pop_front();
  };
  for (std::size_t start = 0; start < file.size(); ++number) {
    const auto end = std::min(file.find('\n', start), file.size());
    const std::string_view line = file.substr(start, end - start);
    start = end + 1;
    const auto entry = line.size() <= kMaxLineBytes ? parse_line(line) : std::nullopt;
    if (!entry) {
      skip();
    } else if (const auto* record = std::get_if<GameRecord>(&*entry)) {
      if (std::ranges::find(window, record->id, &GameRecord::id) != window.end()) {
        skip();
        continue;
      }
      window.push_back(*record);
      if (window.size() > kWithdrawalReach) pass_on();
    } else if (const auto found = std::ranges::find(window, std::get<Withdrawal>(*entry).id, &GameRecord::id);
               found != window.end()) {
      window.erase(found);
      ++outcome.summary.withdrawn;
    } else {
      skip();
    }
  }
  while (!window.empty()) pass_on();
  outcome.summary.games = outcome.lines.size();
  return outcome;
}

// A record whose members all differ from a fresh one's: what a scan fails
// to set would show.
GameRecord leftovers() {
  GameRecord record;
  record.id = "left over";
  record.time = "left over too";
  record.x = Side{std::nullopt, tictactoe::core::Difficulty::easy};
  record.o = Side{"Zed", std::nullopt};
  record.computer_first = true;
  record.seed = 7;
  record.moves = {4, 0, 8};
  return record;
}

// What scan_line says of `line` is what parse_line says.
void check_scan(std::string_view line) {
  GameRecord record = leftovers();
  const Scan scan = scan_line(line, record);
  if (scan == Scan::unsure) return;
  const auto entry = parse_line(line);
  FUZZ_CHECK(entry.has_value());
  if (scan == Scan::game) {
    FUZZ_CHECK(std::holds_alternative<GameRecord>(*entry) && std::get<GameRecord>(*entry) == record);
  } else {
    FUZZ_CHECK(std::holds_alternative<Withdrawal>(*entry) &&
               std::get<Withdrawal>(*entry) == (Withdrawal{record.id, record.time}));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::size_t piece = std::size_t{data[0]} + 1;
  const std::string_view file(reinterpret_cast<const char*>(data) + 1, size - 1);
  const Outcome pieces = read_in_pieces(file, piece);
  const Outcome whole = read_in_pieces(file, file.size() + 1);
  FUZZ_CHECK(pieces.lines == whole.lines);
  FUZZ_CHECK(pieces.summary.skipped == whole.summary.skipped);
  FUZZ_CHECK(pieces.summary.first_skipped == whole.summary.first_skipped);
  FUZZ_CHECK(pieces.summary.games == pieces.lines.size());
  std::set<std::string> ids;
  for (const std::string& line : pieces.lines) ids.insert(std::get<GameRecord>(*parse_line(line)).id);
  FUZZ_CHECK(ids.size() == pieces.lines.size());
  std::size_t lines = 0;
  for (const char c : file) lines += c == '\n' ? 1 : 0;
  if (!file.empty() && file.back() != '\n') ++lines;
  FUZZ_CHECK(pieces.summary.skipped <= lines);
  FUZZ_CHECK((pieces.summary.skipped == 0) == (pieces.summary.first_skipped == 0));
  FUZZ_CHECK(pieces.summary.first_skipped <= lines);
  for (std::size_t start = 0; start < file.size();) {
    const auto end = std::min(file.find('\n', start), file.size());
    if (const auto value = json::parse(file.substr(start, end - start))) check_strings(*value);
    check_scan(file.substr(start, end - start));
    start = end + 1;
  }
  const Outcome reference = reference_read(file);
  FUZZ_CHECK(reference.lines == whole.lines);
  FUZZ_CHECK(reference.summary.games == whole.summary.games);
  FUZZ_CHECK(reference.summary.withdrawn == whole.summary.withdrawn);
  FUZZ_CHECK(reference.summary.skipped == whole.summary.skipped);
  FUZZ_CHECK(reference.summary.first_skipped == whole.summary.first_skipped);
  return 0;
}
