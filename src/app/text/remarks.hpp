#pragma once

// The computer's remarks: what each level says, in its own voice, in each
// situation of a game (the flow's Remarker, flow/remarks.hpp, decides when
// a situation is true and which variant to say). One row per remark: its
// level, its situation and its Msg, whose text each catalogue writes in
// its own words. A new remark is a Msg, a row here and a row per
// catalogue.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "app/text/messages.hpp"
#include "tictactoe/ai.hpp"

namespace tictactoe::app {

/// When the computer speaks. The move remarks follow the person's move and
/// claim only what the solver confirms (flow/remarks.hpp); none names a
/// cell, so none gives a trap away.
enum class Situation : std::uint8_t {
  start_you,     ///< a game starts, the person moves first
  start_me,      ///< a game starts, the computer moves first
  fork,          ///< the person's move made two lines that each need one more mark
  slip,          ///< the person's move gave a drawn (or won) position away: the computer now wins with best play
  trap,          ///< the person fell into the trap the computer's last move set
  win,           ///< the computer won
  loss,          ///< the person won
  tie,           ///< a tie against the person
  streak_win,    ///< the computer won {1} games in a row (3 or more)
  streak_loss,   ///< the person won {1} games in a row (2 or more)
  record,        ///< the lifetime record against this level: the person {1}, the computer {2}, ties {3}
  banter_open,   ///< between computers, X to O as a game starts
  banter_reply,  ///< between computers, O's answer
  banter_win,    ///< between computers, the winner
  banter_lose,   ///< between computers, the loser
  banter_tie,    ///< between computers, each after a tie
  count_,        ///< not a situation: how many there are
};

inline constexpr std::size_t kSituationCount = static_cast<std::size_t>(Situation::count_);

/// One remark: who says it (a level), when, and its sentence.
struct RemarkRow {
  core::Difficulty level;
  Situation situation;
  Msg id;
};

/// Every remark.
inline constexpr auto kRemarks = std::to_array<RemarkRow>({
    {core::Difficulty::easy, Situation::start_you, Msg::remark_easy_start_you_1},
    {core::Difficulty::easy, Situation::start_you, Msg::remark_easy_start_you_2},
    {core::Difficulty::easy, Situation::start_you, Msg::remark_easy_start_you_3},
    {core::Difficulty::easy, Situation::start_you, Msg::remark_easy_start_you_4},
    {core::Difficulty::medium, Situation::start_you, Msg::remark_medium_start_you_1},
    {core::Difficulty::medium, Situation::start_you, Msg::remark_medium_start_you_2},
    {core::Difficulty::medium, Situation::start_you, Msg::remark_medium_start_you_3},
    {core::Difficulty::medium, Situation::start_you, Msg::remark_medium_start_you_4},
    {core::Difficulty::hard, Situation::start_you, Msg::remark_hard_start_you_1},
    {core::Difficulty::hard, Situation::start_you, Msg::remark_hard_start_you_2},
    {core::Difficulty::hard, Situation::start_you, Msg::remark_hard_start_you_3},
    {core::Difficulty::hard, Situation::start_you, Msg::remark_hard_start_you_4},
    {core::Difficulty::perfect, Situation::start_you, Msg::remark_perfect_start_you_1},
    {core::Difficulty::perfect, Situation::start_you, Msg::remark_perfect_start_you_2},
    {core::Difficulty::perfect, Situation::start_you, Msg::remark_perfect_start_you_3},
    {core::Difficulty::perfect, Situation::start_you, Msg::remark_perfect_start_you_4},
    {core::Difficulty::easy, Situation::start_me, Msg::remark_easy_start_me_1},
    {core::Difficulty::easy, Situation::start_me, Msg::remark_easy_start_me_2},
    {core::Difficulty::easy, Situation::start_me, Msg::remark_easy_start_me_3},
    {core::Difficulty::easy, Situation::start_me, Msg::remark_easy_start_me_4},
    {core::Difficulty::medium, Situation::start_me, Msg::remark_medium_start_me_1},
    {core::Difficulty::medium, Situation::start_me, Msg::remark_medium_start_me_2},
    {core::Difficulty::medium, Situation::start_me, Msg::remark_medium_start_me_3},
    {core::Difficulty::medium, Situation::start_me, Msg::remark_medium_start_me_4},
    {core::Difficulty::hard, Situation::start_me, Msg::remark_hard_start_me_1},
    {core::Difficulty::hard, Situation::start_me, Msg::remark_hard_start_me_2},
    {core::Difficulty::hard, Situation::start_me, Msg::remark_hard_start_me_3},
    {core::Difficulty::hard, Situation::start_me, Msg::remark_hard_start_me_4},
    {core::Difficulty::perfect, Situation::start_me, Msg::remark_perfect_start_me_1},
    {core::Difficulty::perfect, Situation::start_me, Msg::remark_perfect_start_me_2},
    {core::Difficulty::perfect, Situation::start_me, Msg::remark_perfect_start_me_3},
    {core::Difficulty::perfect, Situation::start_me, Msg::remark_perfect_start_me_4},
    {core::Difficulty::easy, Situation::fork, Msg::remark_easy_fork_1},
    {core::Difficulty::easy, Situation::fork, Msg::remark_easy_fork_2},
    {core::Difficulty::easy, Situation::fork, Msg::remark_easy_fork_3},
    {core::Difficulty::easy, Situation::fork, Msg::remark_easy_fork_4},
    {core::Difficulty::medium, Situation::fork, Msg::remark_medium_fork_1},
    {core::Difficulty::medium, Situation::fork, Msg::remark_medium_fork_2},
    {core::Difficulty::medium, Situation::fork, Msg::remark_medium_fork_3},
    {core::Difficulty::medium, Situation::fork, Msg::remark_medium_fork_4},
    {core::Difficulty::hard, Situation::fork, Msg::remark_hard_fork_1},
    {core::Difficulty::hard, Situation::fork, Msg::remark_hard_fork_2},
    {core::Difficulty::hard, Situation::fork, Msg::remark_hard_fork_3},
    {core::Difficulty::hard, Situation::fork, Msg::remark_hard_fork_4},
    {core::Difficulty::perfect, Situation::fork, Msg::remark_perfect_fork_1},
    {core::Difficulty::perfect, Situation::fork, Msg::remark_perfect_fork_2},
    {core::Difficulty::perfect, Situation::fork, Msg::remark_perfect_fork_3},
    {core::Difficulty::perfect, Situation::fork, Msg::remark_perfect_fork_4},
    {core::Difficulty::easy, Situation::slip, Msg::remark_easy_slip_1},
    {core::Difficulty::easy, Situation::slip, Msg::remark_easy_slip_2},
    {core::Difficulty::easy, Situation::slip, Msg::remark_easy_slip_3},
    {core::Difficulty::easy, Situation::slip, Msg::remark_easy_slip_4},
    {core::Difficulty::medium, Situation::slip, Msg::remark_medium_slip_1},
    {core::Difficulty::medium, Situation::slip, Msg::remark_medium_slip_2},
    {core::Difficulty::medium, Situation::slip, Msg::remark_medium_slip_3},
    {core::Difficulty::medium, Situation::slip, Msg::remark_medium_slip_4},
    {core::Difficulty::hard, Situation::slip, Msg::remark_hard_slip_1},
    {core::Difficulty::hard, Situation::slip, Msg::remark_hard_slip_2},
    {core::Difficulty::hard, Situation::slip, Msg::remark_hard_slip_3},
    {core::Difficulty::hard, Situation::slip, Msg::remark_hard_slip_4},
    {core::Difficulty::perfect, Situation::slip, Msg::remark_perfect_slip_1},
    {core::Difficulty::perfect, Situation::slip, Msg::remark_perfect_slip_2},
    {core::Difficulty::perfect, Situation::slip, Msg::remark_perfect_slip_3},
    {core::Difficulty::perfect, Situation::slip, Msg::remark_perfect_slip_4},
    {core::Difficulty::easy, Situation::trap, Msg::remark_easy_trap_1},
    {core::Difficulty::easy, Situation::trap, Msg::remark_easy_trap_2},
    {core::Difficulty::easy, Situation::trap, Msg::remark_easy_trap_3},
    {core::Difficulty::easy, Situation::trap, Msg::remark_easy_trap_4},
    {core::Difficulty::medium, Situation::trap, Msg::remark_medium_trap_1},
    {core::Difficulty::medium, Situation::trap, Msg::remark_medium_trap_2},
    {core::Difficulty::medium, Situation::trap, Msg::remark_medium_trap_3},
    {core::Difficulty::medium, Situation::trap, Msg::remark_medium_trap_4},
    {core::Difficulty::hard, Situation::trap, Msg::remark_hard_trap_1},
    {core::Difficulty::hard, Situation::trap, Msg::remark_hard_trap_2},
    {core::Difficulty::hard, Situation::trap, Msg::remark_hard_trap_3},
    {core::Difficulty::hard, Situation::trap, Msg::remark_hard_trap_4},
    {core::Difficulty::perfect, Situation::trap, Msg::remark_perfect_trap_1},
    {core::Difficulty::perfect, Situation::trap, Msg::remark_perfect_trap_2},
    {core::Difficulty::perfect, Situation::trap, Msg::remark_perfect_trap_3},
    {core::Difficulty::perfect, Situation::trap, Msg::remark_perfect_trap_4},
    {core::Difficulty::easy, Situation::win, Msg::remark_easy_win_1},
    {core::Difficulty::easy, Situation::win, Msg::remark_easy_win_2},
    {core::Difficulty::easy, Situation::win, Msg::remark_easy_win_3},
    {core::Difficulty::easy, Situation::win, Msg::remark_easy_win_4},
    {core::Difficulty::medium, Situation::win, Msg::remark_medium_win_1},
    {core::Difficulty::medium, Situation::win, Msg::remark_medium_win_2},
    {core::Difficulty::medium, Situation::win, Msg::remark_medium_win_3},
    {core::Difficulty::medium, Situation::win, Msg::remark_medium_win_4},
    {core::Difficulty::hard, Situation::win, Msg::remark_hard_win_1},
    {core::Difficulty::hard, Situation::win, Msg::remark_hard_win_2},
    {core::Difficulty::hard, Situation::win, Msg::remark_hard_win_3},
    {core::Difficulty::hard, Situation::win, Msg::remark_hard_win_4},
    {core::Difficulty::perfect, Situation::win, Msg::remark_perfect_win_1},
    {core::Difficulty::perfect, Situation::win, Msg::remark_perfect_win_2},
    {core::Difficulty::perfect, Situation::win, Msg::remark_perfect_win_3},
    {core::Difficulty::perfect, Situation::win, Msg::remark_perfect_win_4},
    {core::Difficulty::easy, Situation::loss, Msg::remark_easy_loss_1},
    {core::Difficulty::easy, Situation::loss, Msg::remark_easy_loss_2},
    {core::Difficulty::easy, Situation::loss, Msg::remark_easy_loss_3},
    {core::Difficulty::easy, Situation::loss, Msg::remark_easy_loss_4},
    {core::Difficulty::medium, Situation::loss, Msg::remark_medium_loss_1},
    {core::Difficulty::medium, Situation::loss, Msg::remark_medium_loss_2},
    {core::Difficulty::medium, Situation::loss, Msg::remark_medium_loss_3},
    {core::Difficulty::medium, Situation::loss, Msg::remark_medium_loss_4},
    {core::Difficulty::hard, Situation::loss, Msg::remark_hard_loss_1},
    {core::Difficulty::hard, Situation::loss, Msg::remark_hard_loss_2},
    {core::Difficulty::hard, Situation::loss, Msg::remark_hard_loss_3},
    {core::Difficulty::hard, Situation::loss, Msg::remark_hard_loss_4},
    {core::Difficulty::perfect, Situation::loss, Msg::remark_perfect_loss_1},
    {core::Difficulty::perfect, Situation::loss, Msg::remark_perfect_loss_2},
    {core::Difficulty::perfect, Situation::loss, Msg::remark_perfect_loss_3},
    {core::Difficulty::perfect, Situation::loss, Msg::remark_perfect_loss_4},
    {core::Difficulty::easy, Situation::tie, Msg::remark_easy_tie_1},
    {core::Difficulty::easy, Situation::tie, Msg::remark_easy_tie_2},
    {core::Difficulty::easy, Situation::tie, Msg::remark_easy_tie_3},
    {core::Difficulty::easy, Situation::tie, Msg::remark_easy_tie_4},
    {core::Difficulty::medium, Situation::tie, Msg::remark_medium_tie_1},
    {core::Difficulty::medium, Situation::tie, Msg::remark_medium_tie_2},
    {core::Difficulty::medium, Situation::tie, Msg::remark_medium_tie_3},
    {core::Difficulty::medium, Situation::tie, Msg::remark_medium_tie_4},
    {core::Difficulty::hard, Situation::tie, Msg::remark_hard_tie_1},
    {core::Difficulty::hard, Situation::tie, Msg::remark_hard_tie_2},
    {core::Difficulty::hard, Situation::tie, Msg::remark_hard_tie_3},
    {core::Difficulty::hard, Situation::tie, Msg::remark_hard_tie_4},
    {core::Difficulty::perfect, Situation::tie, Msg::remark_perfect_tie_1},
    {core::Difficulty::perfect, Situation::tie, Msg::remark_perfect_tie_2},
    {core::Difficulty::perfect, Situation::tie, Msg::remark_perfect_tie_3},
    {core::Difficulty::perfect, Situation::tie, Msg::remark_perfect_tie_4},
    {core::Difficulty::easy, Situation::streak_win, Msg::remark_easy_streak_win_1},
    {core::Difficulty::easy, Situation::streak_win, Msg::remark_easy_streak_win_2},
    {core::Difficulty::easy, Situation::streak_win, Msg::remark_easy_streak_win_3},
    {core::Difficulty::easy, Situation::streak_win, Msg::remark_easy_streak_win_4},
    {core::Difficulty::medium, Situation::streak_win, Msg::remark_medium_streak_win_1},
    {core::Difficulty::medium, Situation::streak_win, Msg::remark_medium_streak_win_2},
    {core::Difficulty::medium, Situation::streak_win, Msg::remark_medium_streak_win_3},
    {core::Difficulty::medium, Situation::streak_win, Msg::remark_medium_streak_win_4},
    {core::Difficulty::hard, Situation::streak_win, Msg::remark_hard_streak_win_1},
    {core::Difficulty::hard, Situation::streak_win, Msg::remark_hard_streak_win_2},
    {core::Difficulty::hard, Situation::streak_win, Msg::remark_hard_streak_win_3},
    {core::Difficulty::hard, Situation::streak_win, Msg::remark_hard_streak_win_4},
    {core::Difficulty::perfect, Situation::streak_win, Msg::remark_perfect_streak_win_1},
    {core::Difficulty::perfect, Situation::streak_win, Msg::remark_perfect_streak_win_2},
    {core::Difficulty::perfect, Situation::streak_win, Msg::remark_perfect_streak_win_3},
    {core::Difficulty::perfect, Situation::streak_win, Msg::remark_perfect_streak_win_4},
    {core::Difficulty::easy, Situation::streak_loss, Msg::remark_easy_streak_loss_1},
    {core::Difficulty::easy, Situation::streak_loss, Msg::remark_easy_streak_loss_2},
    {core::Difficulty::easy, Situation::streak_loss, Msg::remark_easy_streak_loss_3},
    {core::Difficulty::easy, Situation::streak_loss, Msg::remark_easy_streak_loss_4},
    {core::Difficulty::medium, Situation::streak_loss, Msg::remark_medium_streak_loss_1},
    {core::Difficulty::medium, Situation::streak_loss, Msg::remark_medium_streak_loss_2},
    {core::Difficulty::medium, Situation::streak_loss, Msg::remark_medium_streak_loss_3},
    {core::Difficulty::medium, Situation::streak_loss, Msg::remark_medium_streak_loss_4},
    {core::Difficulty::hard, Situation::streak_loss, Msg::remark_hard_streak_loss_1},
    {core::Difficulty::hard, Situation::streak_loss, Msg::remark_hard_streak_loss_2},
    {core::Difficulty::hard, Situation::streak_loss, Msg::remark_hard_streak_loss_3},
    {core::Difficulty::hard, Situation::streak_loss, Msg::remark_hard_streak_loss_4},
    {core::Difficulty::perfect, Situation::streak_loss, Msg::remark_perfect_streak_loss_1},
    {core::Difficulty::perfect, Situation::streak_loss, Msg::remark_perfect_streak_loss_2},
    {core::Difficulty::perfect, Situation::streak_loss, Msg::remark_perfect_streak_loss_3},
    {core::Difficulty::perfect, Situation::streak_loss, Msg::remark_perfect_streak_loss_4},
    {core::Difficulty::easy, Situation::record, Msg::remark_easy_record_1},
    {core::Difficulty::easy, Situation::record, Msg::remark_easy_record_2},
    {core::Difficulty::easy, Situation::record, Msg::remark_easy_record_3},
    {core::Difficulty::easy, Situation::record, Msg::remark_easy_record_4},
    {core::Difficulty::medium, Situation::record, Msg::remark_medium_record_1},
    {core::Difficulty::medium, Situation::record, Msg::remark_medium_record_2},
    {core::Difficulty::medium, Situation::record, Msg::remark_medium_record_3},
    {core::Difficulty::medium, Situation::record, Msg::remark_medium_record_4},
    {core::Difficulty::hard, Situation::record, Msg::remark_hard_record_1},
    {core::Difficulty::hard, Situation::record, Msg::remark_hard_record_2},
    {core::Difficulty::hard, Situation::record, Msg::remark_hard_record_3},
    {core::Difficulty::hard, Situation::record, Msg::remark_hard_record_4},
    {core::Difficulty::perfect, Situation::record, Msg::remark_perfect_record_1},
    {core::Difficulty::perfect, Situation::record, Msg::remark_perfect_record_2},
    {core::Difficulty::perfect, Situation::record, Msg::remark_perfect_record_3},
    {core::Difficulty::perfect, Situation::record, Msg::remark_perfect_record_4},
    {core::Difficulty::easy, Situation::banter_open, Msg::remark_easy_banter_open_1},
    {core::Difficulty::easy, Situation::banter_open, Msg::remark_easy_banter_open_2},
    {core::Difficulty::easy, Situation::banter_open, Msg::remark_easy_banter_open_3},
    {core::Difficulty::easy, Situation::banter_open, Msg::remark_easy_banter_open_4},
    {core::Difficulty::medium, Situation::banter_open, Msg::remark_medium_banter_open_1},
    {core::Difficulty::medium, Situation::banter_open, Msg::remark_medium_banter_open_2},
    {core::Difficulty::medium, Situation::banter_open, Msg::remark_medium_banter_open_3},
    {core::Difficulty::medium, Situation::banter_open, Msg::remark_medium_banter_open_4},
    {core::Difficulty::hard, Situation::banter_open, Msg::remark_hard_banter_open_1},
    {core::Difficulty::hard, Situation::banter_open, Msg::remark_hard_banter_open_2},
    {core::Difficulty::hard, Situation::banter_open, Msg::remark_hard_banter_open_3},
    {core::Difficulty::hard, Situation::banter_open, Msg::remark_hard_banter_open_4},
    {core::Difficulty::perfect, Situation::banter_open, Msg::remark_perfect_banter_open_1},
    {core::Difficulty::perfect, Situation::banter_open, Msg::remark_perfect_banter_open_2},
    {core::Difficulty::perfect, Situation::banter_open, Msg::remark_perfect_banter_open_3},
    {core::Difficulty::perfect, Situation::banter_open, Msg::remark_perfect_banter_open_4},
    {core::Difficulty::easy, Situation::banter_reply, Msg::remark_easy_banter_reply_1},
    {core::Difficulty::easy, Situation::banter_reply, Msg::remark_easy_banter_reply_2},
    {core::Difficulty::easy, Situation::banter_reply, Msg::remark_easy_banter_reply_3},
    {core::Difficulty::easy, Situation::banter_reply, Msg::remark_easy_banter_reply_4},
    {core::Difficulty::medium, Situation::banter_reply, Msg::remark_medium_banter_reply_1},
    {core::Difficulty::medium, Situation::banter_reply, Msg::remark_medium_banter_reply_2},
    {core::Difficulty::medium, Situation::banter_reply, Msg::remark_medium_banter_reply_3},
    {core::Difficulty::medium, Situation::banter_reply, Msg::remark_medium_banter_reply_4},
    {core::Difficulty::hard, Situation::banter_reply, Msg::remark_hard_banter_reply_1},
    {core::Difficulty::hard, Situation::banter_reply, Msg::remark_hard_banter_reply_2},
    {core::Difficulty::hard, Situation::banter_reply, Msg::remark_hard_banter_reply_3},
    {core::Difficulty::hard, Situation::banter_reply, Msg::remark_hard_banter_reply_4},
    {core::Difficulty::perfect, Situation::banter_reply, Msg::remark_perfect_banter_reply_1},
    {core::Difficulty::perfect, Situation::banter_reply, Msg::remark_perfect_banter_reply_2},
    {core::Difficulty::perfect, Situation::banter_reply, Msg::remark_perfect_banter_reply_3},
    {core::Difficulty::perfect, Situation::banter_reply, Msg::remark_perfect_banter_reply_4},
    {core::Difficulty::easy, Situation::banter_win, Msg::remark_easy_banter_win_1},
    {core::Difficulty::easy, Situation::banter_win, Msg::remark_easy_banter_win_2},
    {core::Difficulty::easy, Situation::banter_win, Msg::remark_easy_banter_win_3},
    {core::Difficulty::easy, Situation::banter_win, Msg::remark_easy_banter_win_4},
    {core::Difficulty::medium, Situation::banter_win, Msg::remark_medium_banter_win_1},
    {core::Difficulty::medium, Situation::banter_win, Msg::remark_medium_banter_win_2},
    {core::Difficulty::medium, Situation::banter_win, Msg::remark_medium_banter_win_3},
    {core::Difficulty::medium, Situation::banter_win, Msg::remark_medium_banter_win_4},
    {core::Difficulty::hard, Situation::banter_win, Msg::remark_hard_banter_win_1},
    {core::Difficulty::hard, Situation::banter_win, Msg::remark_hard_banter_win_2},
    {core::Difficulty::hard, Situation::banter_win, Msg::remark_hard_banter_win_3},
    {core::Difficulty::hard, Situation::banter_win, Msg::remark_hard_banter_win_4},
    {core::Difficulty::perfect, Situation::banter_win, Msg::remark_perfect_banter_win_1},
    {core::Difficulty::perfect, Situation::banter_win, Msg::remark_perfect_banter_win_2},
    {core::Difficulty::perfect, Situation::banter_win, Msg::remark_perfect_banter_win_3},
    {core::Difficulty::perfect, Situation::banter_win, Msg::remark_perfect_banter_win_4},
    {core::Difficulty::easy, Situation::banter_lose, Msg::remark_easy_banter_lose_1},
    {core::Difficulty::easy, Situation::banter_lose, Msg::remark_easy_banter_lose_2},
    {core::Difficulty::easy, Situation::banter_lose, Msg::remark_easy_banter_lose_3},
    {core::Difficulty::easy, Situation::banter_lose, Msg::remark_easy_banter_lose_4},
    {core::Difficulty::medium, Situation::banter_lose, Msg::remark_medium_banter_lose_1},
    {core::Difficulty::medium, Situation::banter_lose, Msg::remark_medium_banter_lose_2},
    {core::Difficulty::medium, Situation::banter_lose, Msg::remark_medium_banter_lose_3},
    {core::Difficulty::medium, Situation::banter_lose, Msg::remark_medium_banter_lose_4},
    {core::Difficulty::hard, Situation::banter_lose, Msg::remark_hard_banter_lose_1},
    {core::Difficulty::hard, Situation::banter_lose, Msg::remark_hard_banter_lose_2},
    {core::Difficulty::hard, Situation::banter_lose, Msg::remark_hard_banter_lose_3},
    {core::Difficulty::hard, Situation::banter_lose, Msg::remark_hard_banter_lose_4},
    {core::Difficulty::perfect, Situation::banter_lose, Msg::remark_perfect_banter_lose_1},
    {core::Difficulty::perfect, Situation::banter_lose, Msg::remark_perfect_banter_lose_2},
    {core::Difficulty::perfect, Situation::banter_lose, Msg::remark_perfect_banter_lose_3},
    {core::Difficulty::perfect, Situation::banter_lose, Msg::remark_perfect_banter_lose_4},
    {core::Difficulty::easy, Situation::banter_tie, Msg::remark_easy_banter_tie_1},
    {core::Difficulty::easy, Situation::banter_tie, Msg::remark_easy_banter_tie_2},
    {core::Difficulty::easy, Situation::banter_tie, Msg::remark_easy_banter_tie_3},
    {core::Difficulty::easy, Situation::banter_tie, Msg::remark_easy_banter_tie_4},
    {core::Difficulty::medium, Situation::banter_tie, Msg::remark_medium_banter_tie_1},
    {core::Difficulty::medium, Situation::banter_tie, Msg::remark_medium_banter_tie_2},
    {core::Difficulty::medium, Situation::banter_tie, Msg::remark_medium_banter_tie_3},
    {core::Difficulty::medium, Situation::banter_tie, Msg::remark_medium_banter_tie_4},
    {core::Difficulty::hard, Situation::banter_tie, Msg::remark_hard_banter_tie_1},
    {core::Difficulty::hard, Situation::banter_tie, Msg::remark_hard_banter_tie_2},
    {core::Difficulty::hard, Situation::banter_tie, Msg::remark_hard_banter_tie_3},
    {core::Difficulty::hard, Situation::banter_tie, Msg::remark_hard_banter_tie_4},
    {core::Difficulty::perfect, Situation::banter_tie, Msg::remark_perfect_banter_tie_1},
    {core::Difficulty::perfect, Situation::banter_tie, Msg::remark_perfect_banter_tie_2},
    {core::Difficulty::perfect, Situation::banter_tie, Msg::remark_perfect_banter_tie_3},
    {core::Difficulty::perfect, Situation::banter_tie, Msg::remark_perfect_banter_tie_4},
});

/// The fewest variants a level has for a situation, so that none is said
/// twice in a row.
inline constexpr std::size_t kMinVariants = 4;

/// The remarks `level` has for `situation`, in table order.
inline std::vector<Msg> remarks_for(core::Difficulty level, Situation situation) {
  std::vector<Msg> found;
  for (const RemarkRow& row : kRemarks) {
    if (row.level == level && row.situation == situation) found.push_back(row.id);
  }
  return found;
}

static_assert(
    [] {
      for (const core::Level& level : core::kLevels) {
        for (std::size_t s = 0; s < kSituationCount; ++s) {
          const auto count = std::ranges::count_if(kRemarks, [&](const RemarkRow& row) {
            return row.level == level.difficulty && static_cast<std::size_t>(row.situation) == s;
          });
          if (static_cast<std::size_t>(count) < kMinVariants) return false;
        }
      }
      return true;
    }(),
    "every level has at least kMinVariants remarks for every situation");

}  // namespace tictactoe::app
