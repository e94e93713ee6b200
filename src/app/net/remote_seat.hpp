#pragma once

// The seat of a friend on another machine: a Seat like any other, asked
// for the friend's moves, which it reads from the connection and checks
// (their turn, the next ply, a free cell) before the flow checks them
// again; an EventSink, which sends the moves made here; and a Partner,
// which asks the friend at "Play again?". Anything else from the friend (a
// bad frame, a move out of turn, a taken cell, silence, a closed
// connection) ends the session: the seat stops it and keeps the one line
// that says why, for the program to print once the terminal is restored.

#include <optional>
#include <string>

#include "app/flow/events.hpp"
#include "app/flow/partner.hpp"
#include "app/flow/seat.hpp"
#include "app/net/link.hpp"
#include "app/text/input.hpp"

namespace tictactoe::app::net {

/// The friend at the other end of `link`, named `name` (made safe to show).
class RemoteSeat final : public Seat, public EventSink, public Partner {
 public:
  /// `numbering` names a cell in the line that refuses a taken one.
  RemoteSeat(Link& link, std::string name, Numbering numbering)
      : link_(link), name_(std::move(name)), numbering_(numbering) {}

  Reply<TurnInput> move(const core::Game& game, const Players& players) override;
  void on(const Event& event) override;
  Reply<bool> again(bool yes) override;

  /// Why the connection ended the session, when it did: the line to print.
  [[nodiscard]] const std::optional<Notice>& trouble() const { return trouble_; }

 private:
  Stop fail(Notice notice);
  Stop lost(const Received& received);
  Stop unexpected(const Frame& frame);

  Link& link_;
  std::string name_;
  Numbering numbering_;
  std::optional<Notice> trouble_;
};

}  // namespace tictactoe::app::net
