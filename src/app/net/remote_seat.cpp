#include "app/net/remote_seat.hpp"

#include <variant>

#include "app/text/sanitise.hpp"

namespace tictactoe::app::net {

namespace {

constexpr std::size_t kShownCharacters = 40;  // of what came, in the line that refuses it

// `frame` as it was sent, without its '\n'.
std::string line_of(const Frame& frame) {
  std::string line = encode(frame);
  line.pop_back();
  return line;
}

}  // namespace

Stop RemoteSeat::fail(Notice notice) {
  if (!trouble_) trouble_ = std::move(notice);
  return Stop::read_error;
}

// Why no frame came, as the line that says it.
Stop RemoteSeat::lost(const Received& received) {
  switch (received.error) {
    case LinkError::interrupted: return Stop::interrupted;
    case LinkError::closed:
    case LinkError::broken: return fail(Notice{Msg::net_lost, {name_}});
    case LinkError::cut: return fail(Notice{Msg::net_cut, {name_}});
    case LinkError::silent: return fail(Notice{Msg::net_silent, {name_, static_cast<long long>(kSilenceMs / 1000)}});
    case LinkError::bad_frame: break;
  }
  if (received.frame_error == FrameError::too_long)
    return fail(Notice{Msg::net_frame_too_long, {name_, static_cast<long long>(kMaxFrame)}});
  return fail(Notice{Msg::net_bad_frame, {name_, sanitised(received.line, kShownCharacters)}});
}

// A frame that has no place here: the friend left, or broke the protocol.
Stop RemoteSeat::unexpected(const Frame& frame) {
  if (std::holds_alternative<Bye>(frame)) return fail(Notice{Msg::net_left, {name_}});
  return fail(Notice{Msg::net_out_of_turn, {name_, sanitised(line_of(frame), kShownCharacters)}});
}

Reply<TurnInput> RemoteSeat::move(const core::Game& game, const Players& /*players*/) {
  if (trouble_) return Stop::read_error;
  const Received received = link_.receive();
  if (!received.frame) return lost(received);
  const auto* move = std::get_if<Move>(&*received.frame);
  if (move == nullptr) return unexpected(*received.frame);
  const int due = static_cast<int>(game.moves().size()) + 1;
  if (move->ply != due) return fail(Notice{Msg::net_wrong_ply, {name_, move->ply, due}});
  if (game.check(move->cell)) return fail(Notice{Msg::net_cell_taken, {name_, numbering_.name(move->cell)}});
  return TurnInput{.command = std::nullopt, .cell = move->cell, .why = std::nullopt};
}

void RemoteSeat::on(const Event& event) {
  std::visit(
      Overloaded{
          [&](const Moved& moved) {
            if (moved.by != core::Seat::remote)
              link_.send(Move{static_cast<int>(moved.game.moves().size()), moved.cell});
          },
          [&](const Farewell&) {
            if (!trouble_) link_.send(Bye{});
          },
          Ignore<Started, PlayersSeated, NamesAsked, GameStarted, TurnBegins, Hinted, CellTaken, TookBack, Abandoned,
                 GameOver, Scored, Reopened, Notice, HelpShown, NameHelpShown, ReviewShown, Remarked>{},
      },
      event);
}

Reply<bool> RemoteSeat::again(bool yes) {
  if (trouble_) return Stop::read_error;
  link_.send(Again{yes});
  if (!yes) return false;
  const Received received = link_.receive();
  if (!received.frame) return lost(received);
  const auto* answer = std::get_if<Again>(&*received.frame);
  if (answer == nullptr) return unexpected(*received.frame);
  return answer->yes;
}

}  // namespace tictactoe::app::net
