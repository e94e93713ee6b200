// The lines of the history file (store/record.hpp): what a game and a
// withdrawal look like, and which lines are not records.

#include <catch2/catch.hpp>

#include <string>
#include <string_view>

#include "app/store/json.hpp"
#include "app/store/record.hpp"
#include "support/records.hpp"

namespace test_store_record {

using namespace tictactoe::app::storage;
using tictactoe::core::Outcome;
using namespace tictactoe::test::records;

TEST_CASE("a game's line has every member the issue names, moves numbered 1-9", "[record]") {
  CHECK(to_line(ann_beats_hard()) ==
        R"({"v":1,"id":"20261201T080000Z-1-00000000000000ff","time":"2026-12-01T08:00:00Z","mode":"hvc",)"
        R"("x":{"name":"Ann","level":null},"o":{"name":null,"level":"hard"},"first":"human","seed":42,)"
        R"("moves":[1,4,2,5,3],"result":"X"})");
}

TEST_CASE("a game's line reads back as the same game", "[record]") {
  const GameRecord record = ann_beats_hard();
  const auto entry = parse_line(to_line(record));
  REQUIRE(entry);
  CHECK(std::get<GameRecord>(*entry) == record);
  GameRecord people = record;
  people.mode = GameMode::hvh;
  people.o = Side{"Bob \"the \\ builder\" 😀", std::nullopt};
  people.moves = {4, 0, 8, 2, 1, 7, 6, 5, 3};
  people.result = Outcome::tie;
  CHECK(std::get<GameRecord>(*parse_line(to_line(people))) == people);
  GameRecord computer_first = record;
  computer_first.x = record.o;
  computer_first.o = Side{};
  computer_first.computer_first = true;
  computer_first.moves = {4, 0, 8, 2, 1, 7, 6, 5, 3};
  computer_first.result = Outcome::tie;
  CHECK(std::get<GameRecord>(*parse_line(to_line(computer_first))) == computer_first);
}

TEST_CASE("a withdrawal's line names the game and reads back", "[record]") {
  const Withdrawal withdrawal{"abc", "2026-12-01T08:00:05Z"};
  CHECK(to_line(withdrawal) == R"({"v":1,"withdraw":"abc","time":"2026-12-01T08:00:05Z"})");
  CHECK(std::get<Withdrawal>(*parse_line(to_line(withdrawal))) == withdrawal);
}

TEST_CASE("a record with unknown extra members is read", "[record]") {
  const std::string line = replaced(to_line(ann_beats_hard()), "\"v\":1,", R"("v":1,"extra":{"a":[1]},)");
  REQUIRE(parse_line(line));
  CHECK(std::get<GameRecord>(*parse_line(line)) == ann_beats_hard());
  CHECK(parse_line(line + "\r"));
}

TEST_CASE("lines that are not records are refused", "[record]") {
  const std::string good = to_line(ann_beats_hard());
  for (const auto& [from, to] : std::initializer_list<std::pair<std::string_view, std::string_view>>{
           {"\"v\":1", "\"v\":2"},
           {"\"v\":1,", ""},
           {"\"mode\":\"hvc\"", "\"mode\":\"cvc\""},
           {"\"mode\":\"hvc\"", "\"mode\":\"hvh\""},
           {"\"mode\":\"hvc\"", "\"mode\":1"},
           {"\"level\":\"hard\"", "\"level\":\"brutal\""},
           {"\"level\":\"hard\"", "\"level\":null"},
           {"\"level\":\"hard\"", "\"level\":3"},
           {"{\"name\":null,\"level\":\"hard\"}", "{\"name\":\"Cy\",\"level\":\"hard\"}"},
           {"{\"name\":null,\"level\":\"hard\"}", "{\"level\":\"hard\"}"},
           {"{\"name\":null,\"level\":\"hard\"}", "{\"name\":null}"},
           {"{\"name\":null,\"level\":\"hard\"}", "[]"},
           {"\"name\":\"Ann\"", "\"name\":7"},
           {"\"first\":\"human\"", "\"first\":\"computer\""},
           {"\"first\":\"human\"", "\"first\":\"nobody\""},
           {"\"first\":\"human\",", ""},
           {"\"seed\":42", "\"seed\":-1"},
           {"\"seed\":42,", ""},
           {"[1,4,2,5,3]", "[1,4,2,5]"},
           {"[1,4,2,5,3]", "[1,1,2,5,3]"},
           {"[1,4,2,5,3]", "[1,4,2,5,3,6]"},
           {"[1,4,2,5,3]", "[0,4,2,5,3]"},
           {"[1,4,2,5,3]", "[1,4,2,5,10]"},
           {"[1,4,2,5,3]", "[1,4,2,5,\"3\"]"},
           {"[1,4,2,5,3]", "[1,2,3,4,5,6,7,8,9,1]"},
           {"[1,4,2,5,3]", "\"1 4 2 5 3\""},
           {"\"result\":\"X\"", "\"result\":\"O\""},
           {"\"result\":\"X\"", "\"result\":\"x\""},
           {",\"result\":\"X\"", ""},
           {"\"id\":\"20261201T080000Z-1-00000000000000ff\",", ""},
           {"\"id\":\"20261201T080000Z-1-00000000000000ff\"", "\"id\":5"},
           {"\"time\":\"2026-12-01T08:00:00Z\",", ""},
       }) {
    INFO(from << " -> " << to);
    CHECK_FALSE(parse_line(replaced(good, from, to)));
  }
  for (const std::string_view bad : {"", "[]", "1", "{}", "{\"v\":1}", "{\"v\":1,\"withdraw\":3,\"time\":\"t\"}"}) {
    CHECK_FALSE(parse_line(bad));
  }
  CHECK_FALSE(parse_line(good.substr(0, good.size() - 1)));
}

TEST_CASE("two people's game may not name a computer, nor a game against it two", "[record]") {
  GameRecord both = ann_beats_hard();
  both.x = both.o;
  both.computer_first = true;
  CHECK_FALSE(parse_line(to_line(both)));
  GameRecord people = ann_beats_hard();
  people.mode = GameMode::hvh;
  CHECK_FALSE(parse_line(to_line(people)));
}

TEST_CASE("times are RFC 3339 UTC and ids differ from one call to the next", "[record]") {
  CHECK(rfc3339(0) == "1970-01-01T00:00:00Z");
  CHECK(rfc3339(1796112000) == "2026-12-01T08:00:00Z");
  const std::string id = new_id(1796112000);
  CHECK(id.starts_with("20261201T080000Z-"));
  CHECK(id.size() > 34);
  CHECK(new_id(1796112000) != id);
  CHECK(result_token(Outcome::o_wins) == "O");
  CHECK(result_token(Outcome::tie) == "tie");
  CHECK(mode_token(GameMode::hvh) == "hvh");
}

}  // namespace test_store_record
