// The fast scan of a history line (store/scan.hpp) against the full reader
// (parse_line): the lines the game writes go the fast way, and whatever the
// line, the scan never says anything parse_line would not.

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "app/store/reader.hpp"
#include "app/store/record.hpp"
#include "app/store/scan.hpp"
#include "support/records.hpp"

namespace test_store_scan {

using namespace tictactoe::app::storage;
using tictactoe::core::Difficulty;
using tictactoe::core::Outcome;
using namespace tictactoe::test::records;

namespace {

// A record whose every member differs from ann_beats_hard's, to scan into:
// what the scan does not set would show.
GameRecord leftovers() {
  GameRecord record;
  record.id = "left over from the line before";
  record.time = "left over";
  record.mode = GameMode::hvh;
  record.x = Side{std::nullopt, Difficulty::easy};
  record.o = Side{"Zed", std::nullopt};
  record.computer_first = true;
  record.seed = 7;
  record.moves = {4, 0, 8, 2, 1, 7, 6, 5, 3};
  record.result = Outcome::tie;
  return record;
}

// Scans `line` and checks that what the scan says is what parse_line says;
// returns what the scan said.
Scan agreed(std::string_view line) {
  GameRecord record = leftovers();
  const Scan scan = scan_line(line, record);
  const auto entry = parse_line(line);
  INFO(line);
  if (scan == Scan::game) {
    REQUIRE(entry);
    REQUIRE(std::holds_alternative<GameRecord>(*entry));
    CHECK(std::get<GameRecord>(*entry) == record);
  } else if (scan == Scan::withdrawal) {
    REQUIRE(entry);
    REQUIRE(std::holds_alternative<Withdrawal>(*entry));
    CHECK(std::get<Withdrawal>(*entry) == Withdrawal{record.id, record.time});
  }
  return scan;
}

}  // namespace

TEST_CASE("the lines the game writes are read the fast way, as parse_line reads them", "[scan]") {
  GameRecord people = ann_beats_hard();
  people.mode = GameMode::hvh;
  people.o = Side{"Bob", std::nullopt};
  GameRecord computer_first = ann_beats_hard();
  computer_first.x = computer_first.o;
  computer_first.o = Side{};
  computer_first.computer_first = true;
  computer_first.seed = 4294967295U;
  computer_first.moves = {4, 0, 8, 2, 1, 7, 6, 5, 3};
  computer_first.result = Outcome::tie;
  GameRecord unicode = people;
  unicode.x.name = "Аня 安 آنا 😀";
  unicode.o.name = "";
  unicode.seed = 0;
  unicode.moves = {0, 1, 3, 2, 6};
  for (const GameRecord& record : {ann_beats_hard(), people, computer_first, unicode}) {
    const std::string line = to_line(record);
    CHECK(agreed(line) == Scan::game);
    CHECK(agreed(" \t" + line + "\r") == Scan::game);
    GameRecord scanned;
    REQUIRE(scan_line(line, scanned) == Scan::game);
    CHECK(scanned == record);
  }
  const std::string withdrawal = to_line(Withdrawal{"abc", "2026-12-01T08:00:05Z"});
  CHECK(agreed(withdrawal) == Scan::withdrawal);
  const std::string spaced = R"( { "v" : 1 , "withdraw" : "abc" , "time" : "t" } )";
  CHECK(agreed(spaced) == Scan::withdrawal);
}

TEST_CASE("a scan reuses the record's storage", "[scan]") {
  GameRecord record = ann_beats_hard();
  record.id.reserve(100);
  record.moves.reserve(9);
  const char* id = record.id.data();
  const auto* moves = record.moves.data();
  GameRecord other = ann_beats_hard();
  other.id = "20261201T080000Z-2-0000000000000abc";
  other.moves = {4, 0, 8, 2, 1, 7, 6, 5, 3};
  other.result = Outcome::tie;
  REQUIRE(scan_line(to_line(other), record) == Scan::game);
  CHECK(record == other);
  CHECK(record.id.data() == id);
  CHECK(record.moves.data() == moves);
}

TEST_CASE("the scan leaves to parse_line what it is not sure of, and refuses nothing itself", "[scan]") {
  const std::string good = to_line(ann_beats_hard());
  for (const auto& [from, to] : std::initializer_list<std::pair<std::string_view, std::string_view>>{
           // read by parse_line, not by the scan
           {"\"v\":1,", R"("v":1,"extra":{"a":[1]},)"},
           {"\"name\":\"Ann\"", R"("name":"A\"nn")"},
           {"\"name\":\"Ann\"", R"("name":"\u0041nn")"},
           {"\"v\":1", R"("\u0076":1)"},
           {"\"v\":1", "\"v\":1.0"},
           {"\"v\":1", "\"v\":1e0"},
           {"\"v\":1", "\"v\":10"},
           {"\"seed\":42", "\"seed\":4.2"},
           {"\"seed\":42", "\"seed\":42e1"},
           {"\"seed\":42", "\"seed\":4294967296"},
           {"\"seed\":42", "\"seed\":12345678901"},
           {"\"seed\":42", "\"seed\":042"},
           {"[1,4,2,5,3]", "[1,4,2,5,3.0]"},
           {"[1,4,2,5,3]", "[1,4,2,5,30]"},
           {"[1,4,2,5,3]", "[]"},
           {"[1,4,2,5,3]", "[1,2,3,4,5,6,7,8,9,1]"},
           {"[1,4,2,5,3]", "[1,4,2,5,3,6]"},
           {"[1,4,2,5,3]", "[1,1,2,5,3]"},
           {"[1,4,2,5,3]", "[1,4,2,5]"},
           {"[1,4,2,5,3]", "[1,4,2,5,:]"},
           {"[1,4,2,5,3]", "[1,4,2,5,0]"},
           {"[1,4,2,5,3]", "[1,4,2,5,3,]"},
           {"[1,4,2,5,3]", "[1,4,2,5,3"},
           {"\"v\":1,", R"("v":1,"v":1,)"},
           {"\"name\":\"Ann\"", R"("name":"Ann","name":"Ann")"},
           {"\"name\":\"Ann\"", R"("name":"Ann","nick":"A")"},
           {"\"name\":\"Ann\",\"level\":null", R"("name":"Ann")"},
           {"{\"name\":\"Ann\",\"level\":null}", "{}"},
           {"{\"name\":\"Ann\",\"level\":null}", "{\"name\":\"Ann\",\"level\":null,}"},
           {"\"name\":\"Ann\"", "\"name\":nul"},
           {"\"name\":\"Ann\"", "\"name\":\"Ann"},
           {"\"name\":\"Ann\"", "\"name\":\"A\xC3\""},
           {"\"name\":\"Ann\"", "\"name\":\"A\x01\""},
           {"\"mode\":\"hvc\"", "\"mode\":\"hvh\""},
           {"\"mode\":\"hvc\"", "\"mode\":\"cvc\""},
           {"\"first\":\"human\"", "\"first\":\"computer\""},
           {"\"first\":\"human\"", "\"first\":\"nobody\""},
           {"\"result\":\"X\"", "\"result\":\"tie\""},
           {"\"level\":\"hard\"", "\"level\":\"brutal\""},
           {"{\"name\":null,\"level\":\"hard\"}", "{\"name\":\"Cy\",\"level\":\"hard\"}"},
           {"\"time\":\"2026-12-01T08:00:00Z\",", ""},
           {"\"v\":1,", ""},
           {"\"id\":\"20261201T080000Z-1-00000000000000ff\",", ""},
           {"\"result\":\"X\"}", "\"result\":\"X\"} x"},
           {"\"result\":\"X\"}", "\"result\":\"X\""},
           {"\"result\":\"X\"}", "\"result\":\"X\",}"},
           {"\"result\":\"X\"}", "\"result\":\"X\" \"seed\":1}"},
       }) {
    const std::string line = replaced(good, from, to);
    INFO(from << " -> " << to);
    CHECK(agreed(line) == Scan::unsure);
  }
  for (const std::string_view line : {"", " ", "[]", "{}", "{\"v\":1}", "{\"v\":1,\"withdraw\":3,\"time\":\"t\"}",
                                      "{\"v\":1,\"withdraw\":\"a\",\"time\":\"t\",\"mode\":5}", "\"v\""}) {
    CHECK(agreed(line) == Scan::unsure);
  }
  // Sure of these: the odd spacing and order parse_line takes too.
  CHECK(agreed(replaced(good, "\"seed\":42", "\"seed\" :\t42 ")) == Scan::game);
  CHECK(agreed(replaced(good, "\"seed\":42", "\"seed\":0")) == Scan::game);
  CHECK(agreed(replaced(good, "[1,4,2,5,3]", "[ 1 , 4 , 2 , 5 , 3 ]")) == Scan::game);
  CHECK(agreed(replaced(good, "\"name\":\"Ann\",\"level\":null", "\"level\": null, \"name\": \"Ann\"")) == Scan::game);
}

TEST_CASE("every byte of a line deleted, doubled or changed: the scan and parse_line agree", "[scan]") {
  GameRecord people = ann_beats_hard();
  people.mode = GameMode::hvh;
  people.o = Side{"Бо", std::nullopt};
  const std::vector<std::string> lines{to_line(ann_beats_hard()), to_line(people),
                                       to_line(Withdrawal{"abc", "2026-12-01T08:00:05Z"})};
  const std::string bytes = std::string(" \t\r\n\"\\,:{}[]01234569-.eEnulx\x80\xC3\xED\xF0\xFF", 34) + '\0';
  std::size_t games = 0;
  for (const std::string& line : lines) {
    for (std::size_t at = 0; at < line.size(); ++at) {
      games += agreed(std::string(line).erase(at, 1)) == Scan::game ? 1U : 0U;
      games += agreed(std::string(line).insert(at, 1, line[at])) == Scan::game ? 1U : 0U;
      agreed(line.substr(0, at));
      for (const char c : bytes) {
        std::string changed = line;
        changed[at] = c;
        games += agreed(changed) == Scan::game ? 1U : 0U;
      }
    }
  }
  CHECK(games > 0);  // some changes still make a game (a digit of the seed, say)
}

TEST_CASE("games read the fast way and the slow way mix in one file as before", "[scan][reader]") {
  // Escaped ids go through parse_line, plain ones through the scan; the
  // withdrawals of either kind find their games, and a repeated id is one
  // game while the first is still held.
  GameRecord escaped = ann_beats_hard();
  escaped.id = "id\"1";
  GameRecord plain = ann_beats_hard();
  plain.id = "id2";
  std::string file = to_line(escaped) + "\n" + to_line(plain) + "\n" + to_line(plain) + "\n";
  for (int i = 0; i < 1100; ++i) {
    plain.id = "g" + std::to_string(i);
    file += to_line(plain) + "\n";
  }
  file += to_line(Withdrawal{"id\"1", "t"}) + "\n" + to_line(Withdrawal{"g1099", "t"}) + "\n";
  file += to_line(Withdrawal{"g500", "t"}) + "\n" + to_line(Withdrawal{"g50", "t"}) + "\n";
  std::vector<std::string> ids;
  HistoryParser parser([&](const GameRecord& record) { ids.push_back(record.id); });
  parser.feed(file);
  const ReadSummary summary = parser.finish();
  CHECK(summary.withdrawn == 2);  // g1099 and g500; id"1 and g50 are out of reach
  CHECK(summary.skipped == 3);    // the repeated id2, the two withdrawals out of reach
  CHECK(summary.first_skipped == 3);
  REQUIRE(ids.size() == 1100);
  CHECK(ids[0] == "id\"1");
  CHECK(ids[1] == "id2");
  CHECK(ids[2] == "g0");
  CHECK(ids[502] == "g501");
  CHECK(ids.back() == "g1098");
}

}  // namespace test_store_scan
