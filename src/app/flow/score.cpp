#include "app/flow/score.hpp"

#include <cassert>

#include "app/text/sanitise.hpp"

namespace tictactoe::app {

int* Score::counter(core::Outcome result, const Players& players) {
  assert(result != core::Outcome::in_progress && "only a finished game is scored");
  if (result == core::Outcome::tie) return &ties;
  const core::Mark winner = result == core::Outcome::x_wins ? core::Mark::x : core::Mark::o;
  return players.index(winner) == 0 ? &first_wins : &second_wins;
}

void Score::record(core::Outcome result, const Players& players) { ++*counter(result, players); }

void Score::forget(core::Outcome result, const Players& players) {
  int& count = *counter(result, players);
  assert(count > 0 && "only a recorded game is forgotten");
  --count;
}

std::string player_label(const Players& players, core::Mark mark, const Catalogue& text) {
  const char glyph = core::symbol(mark);
  switch (role(players, mark)) {
    case Role::person: {
      // Between people named X and O as they started, the mark says it all.
      // A name is checked where it comes in; sanitised again here, where
      // every name is shown (the history's, the network peer's).
      const std::string& name = players.at(mark).name;
      return name == std::string(1, glyph) ? text(Msg::player_mark, {glyph})
                                           : text(Msg::player_named, {sanitised(name), glyph});
    }
    case Role::you: return text(Msg::player_you, {glyph});
    case Role::computer: return text(Msg::player_computer, {glyph});
    case Role::level: return text(Msg::player_level, {glyph, text(message_for(*players.level(mark)))});
  }
  return text(Msg::player_mark, {glyph});  // GCOVR_EXCL_LINE: after an exhaustive switch
}

std::string tally(const Score& score, const Players& players, const Catalogue& text) {
  return text(Msg::tally, {player_label(players, players.mark_of(0), text), score.first_wins,
                           player_label(players, players.mark_of(1), text), score.second_wins, score.ties});
}

}  // namespace tictactoe::app
