#include "app/store/record.hpp"

#include <unistd.h>

#include <array>
#include <ctime>
#include <random>

#include "app/store/json.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app::storage {

namespace {

using json::Kind;
using json::Value;

void append_side(std::string& out, const Side& side) {
  out += "{\"name\":";
  if (side.name) {
    json::append_string(out, *side.name);
  } else {
    out += "null";
  }
  out += ",\"level\":";
  if (side.level) {
    json::append_string(out, core::name(*side.level));
  } else {
    out += "null";
  }
  out += '}';
}

// The string member `key` of `object`, or nullptr.
const std::string* string_member(const Value& object, std::string_view key) {
  const Value* member = object.find(key);
  return member != nullptr && member->kind == Kind::string ? &member->text : nullptr;
}

// A side: {"name": string or null, "level": a level's token or null}, not
// both null and not both set.
std::optional<Side> parse_side(const Value* value) {
  if (value == nullptr || value->kind != Kind::object) return std::nullopt;
  const Value* name = value->find("name");
  const Value* level = value->find("level");
  if (name == nullptr || level == nullptr) return std::nullopt;
  if ((name->kind != Kind::null && name->kind != Kind::string) ||
      (level->kind != Kind::null && level->kind != Kind::string)) {
    return std::nullopt;
  }
  Side side;
  if (name->kind == Kind::string) side.name = name->text;
  if (level->kind == Kind::string) {
    side.level = core::parse_difficulty(level->text);
    if (!side.level || side.name) return std::nullopt;
  }
  return side;
}

// The moves 1-9 as cells 0-8, if they replay to a finished game.
std::optional<std::vector<core::Cell>> parse_moves(const Value* value, core::Outcome& result) {
  if (value == nullptr || value->kind != Kind::array || value->items.size() > core::kCellCount) return std::nullopt;
  std::vector<core::Cell> moves;
  for (const Value& item : value->items) {
    const auto cell = item.whole();
    if (!cell || *cell < 1 || *cell > core::kCellCount) return std::nullopt;
    moves.push_back(static_cast<core::Cell>(*cell) - 1);
  }
  const auto game = core::Game::replay(moves);
  const auto* played = std::get_if<core::Game>(&game);
  if (played == nullptr || !played->is_over()) return std::nullopt;
  result = played->outcome();
  return moves;
}

std::optional<GameMode> parse_mode(const std::string* mode) {
  if (mode == nullptr) return std::nullopt;
  if (*mode == "hvh") return GameMode::hvh;
  if (*mode == "hvc") return GameMode::hvc;
  return std::nullopt;
}

// Who plays what must fit the mode: people only, or one computer.
bool sides_fit(const GameRecord& record) {
  const int computers = (record.x.level ? 1 : 0) + (record.o.level ? 1 : 0);
  return record.mode == GameMode::hvh ? computers == 0 : computers == 1;
}

std::optional<Entry> parse_game(const Value& object, const std::string& id, const std::string& time) {
  GameRecord record;
  record.id = id;
  record.time = time;
  const auto mode = parse_mode(string_member(object, "mode"));
  const auto x = parse_side(object.find("x"));
  const auto o = parse_side(object.find("o"));
  const std::string* first = string_member(object, "first");
  const Value* seed = object.find("seed");
  const std::string* result = string_member(object, "result");
  if (!mode || !x || !o || first == nullptr || (*first != "human" && *first != "computer")) return std::nullopt;
  if (seed == nullptr || !seed->whole() || result == nullptr) return std::nullopt;
  record.mode = *mode;
  record.x = *x;
  record.o = *o;
  record.computer_first = *first == "computer";
  record.seed = *seed->whole();
  auto moves = parse_moves(object.find("moves"), record.result);
  if (!moves || *result != result_token(record.result) || !sides_fit(record)) return std::nullopt;
  if (record.computer_first != record.x.level.has_value()) return std::nullopt;
  record.moves = std::move(*moves);
  return record;
}

}  // namespace

std::string_view result_token(core::Outcome result) {
  switch (result) {
    case core::Outcome::x_wins: return "X";
    case core::Outcome::o_wins: return "O";
    case core::Outcome::tie:
    case core::Outcome::in_progress: break;
  }
  return "tie";
}

std::string_view mode_token(GameMode mode) { return mode == GameMode::hvh ? "hvh" : "hvc"; }

std::string to_line(const GameRecord& record) {
  std::string out = R"({"v":1,"id":)";
  json::append_string(out, record.id);
  out += ",\"time\":";
  json::append_string(out, record.time);
  out += R"(,"mode":")";
  out += mode_token(record.mode);
  out += R"(","x":)";
  append_side(out, record.x);
  out += ",\"o\":";
  append_side(out, record.o);
  out += record.computer_first ? R"(,"first":"computer")" : R"(,"first":"human")";
  out += ",\"seed\":" + std::to_string(record.seed) + ",\"moves\":[";
  for (std::size_t i = 0; i < record.moves.size(); ++i) {
    if (i > 0) out += ',';
    out += std::to_string(record.moves[i] + 1);
  }
  out += R"(],"result":")";
  out += result_token(record.result);
  out += "\"}";
  return out;
}

std::string to_line(const Withdrawal& withdrawal) {
  std::string out = R"({"v":1,"withdraw":)";
  json::append_string(out, withdrawal.id);
  out += ",\"time\":";
  json::append_string(out, withdrawal.time);
  out += '}';
  return out;
}

std::optional<Entry> parse_line(std::string_view line) {
  const auto value = json::parse(line);
  if (!value || value->kind != Kind::object) return std::nullopt;
  const Value* version = value->find("v");
  const std::string* time = string_member(*value, "time");
  if (version == nullptr || version->whole() != 1U || time == nullptr) return std::nullopt;
  if (const std::string* withdrawn = string_member(*value, "withdraw")) return Withdrawal{*withdrawn, *time};
  const std::string* id = string_member(*value, "id");
  if (id == nullptr) return std::nullopt;
  return parse_game(*value, *id, *time);
}

std::string rfc3339(long long seconds) {
  const auto time = static_cast<std::time_t>(seconds);
  std::tm utc{};
  gmtime_r(&time, &utc);
  std::array<char, 32> text{};
  const std::size_t length = std::strftime(text.data(), text.size(), "%Y-%m-%dT%H:%M:%SZ", &utc);
  return {text.data(), length};
}

std::string new_id(long long seconds) {
  std::string stamp = rfc3339(seconds);
  std::erase(stamp, '-');
  std::erase(stamp, ':');
  std::random_device device;
  const std::uint64_t bits = (std::uint64_t{device()} << 32U) | device();
  std::array<char, 17> hex{};
  static constexpr std::string_view kHex = "0123456789abcdef";
  for (std::size_t i = 0; i < 16; ++i) hex.at(i) = kHex[(bits >> (60U - 4U * i)) & 0xFU];
  return stamp + "-" + std::to_string(getpid()) + "-" + std::string(hex.data(), 16);
}

}  // namespace tictactoe::app::storage
