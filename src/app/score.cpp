#include "score.hpp"

#include <cassert>

namespace tictactoe::app {

void Score::record(core::Outcome result) {
  switch (result) {
    case core::Outcome::x_wins: ++x_wins; break;
    case core::Outcome::o_wins: ++o_wins; break;
    case core::Outcome::tie: ++ties; break;
    case core::Outcome::in_progress: assert(false && "only a finished game is scored"); break;  // GCOVR_EXCL_LINE
  }
}

std::string player_label(const Players& players, core::Mark mark, const Catalogue& text) {
  const char glyph = core::symbol(mark);
  switch (role(players, mark)) {
    case Role::person: return text(Msg::player_mark, {glyph});
    case Role::you: return text(Msg::player_you, {glyph});
    case Role::computer: return text(Msg::player_computer, {glyph});
    case Role::level: return text(Msg::player_level, {glyph, text(message_for(*players.level(mark)))});
  }
  return text(Msg::player_mark, {glyph});  // GCOVR_EXCL_LINE: after an exhaustive switch
}

std::string tally(const Score& score, const Players& players, const Catalogue& text) {
  return text(Msg::tally, {player_label(players, core::Mark::x, text), score.x_wins,
                           player_label(players, core::Mark::o, text), score.o_wins, score.ties});
}

}  // namespace tictactoe::app
