#pragma once

// The sentences that tell what happens in a game, in the player's language:
// what the computer played and why, a hint, an undo, the result, the move
// record, the move prompt. Written once here from the catalogue, so every
// face (the line game, the full screen) says the same thing.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/players.hpp"
#include "app/flow/prompter.hpp"
#include "app/text/render.hpp"
#include "app/text/review.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/game.hpp"

namespace tictactoe::app {

/// "O plays 5 (center)": the computer's `move`, which `game` now includes.
/// Against a person a trap reads "X plays 1 (draw)" (core::announced: it
/// keeps the draw, and the trap is not given away); between computers "X
/// plays 1 (sets a trap: 7 of O's 8 replies lose)".
std::string announcement(const Style& style, const core::Game& game, const core::Move& move, const Players& players);

/// "hint: 3 wins now", "hint: 2, 4, 6 or 8 - a draw with best play", "hint:
/// 1, 3, 7 or 9 - a draw with best play, and the most chances for O to go
/// wrong; 2, 4, 5, 6 or 8 also draw", ...: one sentence per
/// core::HintReason.
std::string hint_line(const Style& style, const core::Hint& hint);

/// "Took back your move on 5.", "Took back O's move on 1.", ... for
/// `taken` (the last played first; not empty).
std::string took_back_line(const Style& style, const std::vector<core::TakenBack>& taken, const Players& players);

/// "X to move (1-9): ", or with a name "Ann (X) to move (1-9): ".
std::string move_prompt(const Style& style, const Players& players, core::Mark side);

/// The result line of `game` (over): who won and on which cells, or the tie.
std::string result_line(const Style& style, const core::Game& game, const Players& players);

/// The review of `game` (see review_text), the players named as the result
/// and the score name them ("1. Ann (X) 5  best (draw)", "2. O (computer)
/// 1 ..."); a person named as the mark by the mark alone.
std::string review_lines(const Style& style, const core::Game& game, const Players& players);

/// How a review names `players`, as the score does ("Ann (X)", "X (you)",
/// the mark alone for an unnamed person).
ReviewNames review_names(const Style& style, const Players& players);

/// What to say when `typed`, which is nothing the prompt at `where` (a
/// Where bit) takes, is a command valid elsewhere in games of `modes` (Use
/// bits): "Not now: 'settings' works after the game, at Play again?", "Not
/// now: 'back' works at a question before the game.", "Not now: 'hint' works
/// during a game, at the move prompt."; std::nullopt for anything else. The
/// caller adds the sentence saying what the prompt takes.
std::optional<std::string> not_now_line(const Style& style, std::string_view typed, Where where, std::uint8_t modes);

/// The sentence saying what "Play again?" takes in games of `modes` (Use
/// bits), read from kCommands (the answers valid there alone): "Type y, n,
/// s, r or settings, or h for help."
std::string play_again_answers(const Style& style, std::uint8_t modes);

/// "O (hard): I win. That's what I do.": what the computer says in
/// `remark`, after its mark as shown (`mark`: "O", or coloured) and its
/// level's name.
std::string remark_line(const Catalogue& text, const Remarked& remark, const std::string& mark);

/// "Moves: 1 5 9" (the cells in the style's numbering).
std::string moves_line(const Style& style, const core::Game& game);

/// What a menu shows for `item`: in every language but English its label in
/// the player's language alone ("лёгкий"); in English (or for an item with
/// no label) the word it is typed as. The English words are understood in
/// every language.
std::string shown_word(const MenuItem& item, const Catalogue& text);

/// A menu's items as shown, one line each without newline: in English
/// "  2) hvc  human vs computer", the words padded to one width, a label
/// that reads the same as its word ("easy") left out; in the other
/// languages "  2) человек против компьютера" (see shown_word).
std::vector<std::string> menu_item_lines(const Style& style, std::span<const MenuItem> items);

/// The item of `items` a menu answer names (0-based): its number, or its
/// word or label as menu_matches reads them; or the line that says why it
/// names none ("'x' is not one of the choices. Type a number 1-3 or one of
/// hvh, hvc, cvc."). Precondition: `entry` is not empty and not a command.
std::variant<std::size_t, std::string> pick_item(const Style& style, const Entry& entry,
                                                 std::span<const MenuItem> items);

}  // namespace tictactoe::app
