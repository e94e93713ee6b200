#include "app/store/stats.hpp"

#include "app/store/json.hpp"

namespace tictactoe::app::storage {

namespace {

void count(Results& results, core::Outcome result) {
  if (result == core::Outcome::x_wins) {
    ++results.x;
  } else if (result == core::Outcome::o_wins) {
    ++results.o;
  } else {
    ++results.tie;
  }
}

void count(Record3& record, Personal result) {
  if (result == Personal::won) {
    ++record.won;
  } else if (result == Personal::lost) {
    ++record.lost;
  } else {
    ++record.tied;
  }
}

std::string number(std::uint64_t n) { return std::to_string(n); }

std::string results_json(const Results& results) {
  return "{\"games\":" + number(results.games()) + ",\"X\":" + number(results.x) + ",\"O\":" + number(results.o) +
         ",\"tie\":" + number(results.tie) + "}";
}

std::string record_json(const Record3& record) {
  return "\"games\":" + number(record.games()) + ",\"won\":" + number(record.won) + ",\"lost\":" + number(record.lost) +
         ",\"tied\":" + number(record.tied);
}

std::string_view personal_token(Personal kind) {
  if (kind == Personal::won) return "won";
  return kind == Personal::lost ? "lost" : "tied";
}

std::string players_json(const std::vector<PlayerStats>& players) {
  std::string out = "[";
  for (const PlayerStats& player : players) {
    if (out.size() > 1) out += ',';
    out += "{\"name\":" + json::quoted(player.name) + "," + record_json(player.results) +
           ",\"as_x\":" + number(player.as_x) + ",\"as_o\":" + number(player.as_o) + "}";
  }
  return out + "]";
}

std::string levels_json(const Stats& stats) {
  std::string out = "{";
  for (const core::Level& level : core::kLevels) {
    if (out.size() > 1) out += ',';
    out += json::quoted(level.token) + ":{" + record_json(stats.levels.at(static_cast<std::size_t>(level.difficulty))) +
           "}";
  }
  return out + "}";
}

}  // namespace

Personal personal(core::Outcome result, core::Mark mark) {
  if (result == core::Outcome::tie || result == core::Outcome::in_progress) return Personal::tied;
  const bool x_won = result == core::Outcome::x_wins;
  return x_won == (mark == core::Mark::x) ? Personal::won : Personal::lost;
}

PlayerStats* Stats::player(const std::string& name) {
  if (const auto found = index_.find(name); found != index_.end()) return &players[found->second];
  if (players.size() >= kMaxPlayers) return nullptr;
  index_.emplace(name, players.size());
  PlayerStats& added = players.emplace_back();
  added.name = name;
  return &added;
}

void Stats::add(const GameRecord& record) {
  count(results, record.result);
  count(modes.at(static_cast<std::size_t>(record.mode)), record.result);
  for (const core::Mark mark : {core::Mark::x, core::Mark::o}) {
    const Side& side = mark == core::Mark::x ? record.x : record.o;
    const Side& other = mark == core::Mark::x ? record.o : record.x;
    const Personal result = personal(record.result, mark);
    if (side.name) {
      if (PlayerStats* stats = player(*side.name)) {
        count(stats->results, result);
        ++(mark == core::Mark::x ? stats->as_x : stats->as_o);
      }
    }
    if (side.level || !other.level) continue;  // from here on: the person against the computer
    count(levels.at(static_cast<std::size_t>(*other.level)), result);
    current.length = current.length > 0 && current.kind == result ? current.length + 1 : 1;
    current.kind = result;
    if (result == Personal::won && current.length > longest_win) longest_win = current.length;
  }
}

std::string to_json(const Stats& stats, const ReadSummary& summary) {
  std::string out = "{\"games\":" + number(stats.results.games()) + R"(,"results":{"X":)" + number(stats.results.x) +
                    ",\"O\":" + number(stats.results.o) + ",\"tie\":" + number(stats.results.tie) + "}";
  out += R"(,"modes":{"hvh":)" + results_json(stats.modes[0]) + ",\"hvc\":" + results_json(stats.modes[1]) + "}";
  out += ",\"levels\":" + levels_json(stats);
  out += ",\"players\":" + players_json(stats.players);
  out += R"(,"streak":{"current":{"result":)";
  out += stats.current.length > 0 ? "\"" + std::string(personal_token(stats.current.kind)) + "\"" : "null";
  out += ",\"length\":" + number(stats.current.length) + "},\"longest_win\":" + number(stats.longest_win) + "}";
  out += ",\"skipped_lines\":" + number(summary.skipped) + "}\n";
  return out;
}

}  // namespace tictactoe::app::storage
