#pragma once

// The full screen's keys: one table, kKeys, that the face's key handling
// (screen/screen_ui.cpp, through screen::key_at), its key bar, its help
// and --help keys all read. A row is an action,
// the keys that press it, where they are read and how the bar names them;
// what the action does is the face's. Letter keys are read by the key
// they are on: a capital (Caps Lock) is its small letter, and the letters
// of the Russian and Persian layouts are the Latin letters on the same
// keys (й is q, г is u, е is t, т is n; ض is q, ع is u, ف is t, د is n).

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "app/tables/settings.hpp"
#include "app/text/messages.hpp"

namespace tictactoe::app {

/// What a key does (the face does it).
enum class KeyAction : std::uint8_t {
  move,      ///< the cursor one cell, by the key's direction
  play,      ///< the cursor's cell
  play_now,  ///< a digit: its cell at once (read as a digit, not from the row's keys)
  again,     ///< Play again: yes
  stop,      ///< Play again: no, the session ends
  undo,
  hint,
  new_game,  ///< a new game during one (asked first once a person has moved)
  swap,
  settings,
  review,
  pace,   ///< + faster, - slower
  pause,  ///< pause or go on
  step,   ///< one move, and paused
  steps,  ///< the review: one move back or on, by the key's direction
  ends,   ///< the review: Home to the first move, End to the final position
  back,   ///< leaves the review
  close,  ///< closes the help
  help,
  quit,  ///< q quits (asking once a move is on the board); Esc always asks
};

/// Where keys are read: a set of these bits.
enum Place : std::uint8_t {
  on_turn = 1U << 0U,    ///< a person's turn
  on_again = 1U << 1U,   ///< "Play again?"
  on_watch = 1U << 2U,   ///< between computers, while they play
  on_review = 1U << 3U,  ///< the review
  on_help = 1U << 4U,    ///< the help box
};

/// A key that is not a character, as kKeys names it.
enum class NamedKey : std::uint8_t { enter, escape, f1, up, down, left, right, home, end };

/// The bit of `key` in KeySpec::named.
constexpr std::uint16_t key_bit(NamedKey key) { return static_cast<std::uint16_t>(1U << static_cast<unsigned>(key)); }

/// One row of kKeys.
struct KeySpec {
  KeyAction action;
  std::u32string_view letters;      ///< the characters that press it: small Latin letters and signs
  std::uint16_t named = 0;          ///< the other keys that press it: key_bit() bits
  std::uint8_t places = 0;          ///< where it is read: Place bits
  std::uint8_t bar = 0;             ///< where the key bar shows it: Place bits
  std::string_view keys;            ///< its keys as the bar and the help name them; empty: keys_word
  std::optional<Msg> keys_word;     ///< its keys named in words, in the player's language
  Msg label = Msg::screen_do_quit;  ///< what it does, in a word or two
  std::uint8_t modes = use_play;    ///< the games it works in: Use bits
};

/// Every key of the full screen (menus and names excepted: they read words
/// and name their keys in their own sentences), in the key bar's order.
inline constexpr auto kKeys = std::to_array<KeySpec>({
    {KeyAction::move, U"hjkl",
     key_bit(NamedKey::up) | key_bit(NamedKey::down) | key_bit(NamedKey::left) | key_bit(NamedKey::right), on_turn,
     on_turn, "", Msg::screen_key_arrows, Msg::screen_do_move},
    {KeyAction::play, U" ", key_bit(NamedKey::enter), on_turn, on_turn, "Enter", {}, Msg::screen_do_play},
    {KeyAction::play_now, U"", 0, on_turn, on_turn, "1-9", {}, Msg::screen_do_play_now},
    {KeyAction::again, U"y ", key_bit(NamedKey::enter), on_again, on_again, "y", {}, Msg::screen_do_again},
    {KeyAction::stop, U"n", 0, on_again, on_again, "n", {}, Msg::screen_do_stop},
    {KeyAction::undo, U"u", 0, on_turn | on_again, on_turn | on_again, "u", {}, Msg::screen_do_undo, use_hvh | use_hvc},
    {KeyAction::hint, U"t", 0, on_turn, on_turn, "t", {}, Msg::screen_do_hint, use_hvh | use_hvc},
    {KeyAction::new_game, U"n", 0, on_turn, 0, "n", {}, Msg::screen_do_new, use_hvh | use_hvc},
    {KeyAction::swap, U"s", 0, on_again, on_again, "s", {}, Msg::screen_do_swap, use_hvh | use_hvc},
    {KeyAction::settings, U"e", 0, on_again, on_again, "e", {}, Msg::screen_do_settings},
    {KeyAction::review, U"r", 0, on_again, on_again, "r", {}, Msg::screen_do_review},
    {KeyAction::pace, U"+-", 0, on_watch, on_watch, "+ -", {}, Msg::screen_do_pace},
    {KeyAction::pause, U" ", 0, on_watch, on_watch, "", Msg::screen_key_space, Msg::screen_do_pause},
    {KeyAction::step, U".", 0, on_watch, on_watch, ".", {}, Msg::screen_do_step},
    {KeyAction::steps, U"hl", key_bit(NamedKey::left) | key_bit(NamedKey::right), on_review, on_review, "",
     Msg::screen_key_left_right, Msg::screen_do_steps},
    {KeyAction::ends,
     U"",
     key_bit(NamedKey::home) | key_bit(NamedKey::end),
     on_review,
     on_review,
     "Home End",
     {},
     Msg::screen_do_ends},
    {KeyAction::back,
     U"q",
     key_bit(NamedKey::escape) | key_bit(NamedKey::enter),
     on_review,
     on_review,
     "Esc",
     {},
     Msg::screen_do_back},
    {KeyAction::close, U"q", key_bit(NamedKey::escape), on_help, on_help, "Esc q", {}, Msg::screen_do_close},
    {KeyAction::help,
     U"?",
     key_bit(NamedKey::f1),
     on_turn | on_again | on_watch | on_review | on_help,
     on_turn | on_again | on_watch | on_review,
     "?",
     {},
     Msg::screen_do_help},
    {KeyAction::quit,
     U"q",
     key_bit(NamedKey::escape),
     on_turn | on_again | on_watch,
     on_turn | on_again | on_watch,
     "q",
     {},
     Msg::screen_do_quit},
});

/// `code` read by the key it was typed on: a capital as its small letter
/// (Latin and Cyrillic), a letter of the Russian (ЙЦУКЕН) or Persian
/// (ISIRI 9147) layout as the small Latin letter on the same key, the
/// Persian question mark (؟) as ?; anything else as itself.
char32_t physical(char32_t code);

/// The help's heading for the keys of `place` (one Place bit).
Msg place_heading(std::uint8_t place);

/// One entry of a key bar: the keys and what they do ("u: undo"), and the
/// keys alone ("u"), for a bar too narrow for every label.
struct KeyEntry {
  std::string full;
  std::string keys;
  bool operator==(const KeyEntry&) const = default;
};

/// The key bar at `place` in games of `modes`, in `text`'s language.
std::vector<KeyEntry> bar_entries(std::uint8_t place, std::uint8_t modes, const Catalogue& text);

/// Every key read at `place` in games of `modes` (the bar's and the
/// others'), as the help lists them: "u: undo  t: hint  n: new game".
std::string help_keys(std::uint8_t place, std::uint8_t modes, const Catalogue& text);

/// `entries` in one row: each full, the entries apart by two blanks.
std::string joined(std::span<const KeyEntry> entries);

}  // namespace tictactoe::app
