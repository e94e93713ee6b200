#pragma once

// The message catalogue: every sentence a player reads, named by a Msg and
// written once per language as a whole sentence with numbered parameters.
// Nothing else in the program holds player-facing text; logic works on
// enums and values and never compares what is displayed.
//
// Pattern syntax (see format()):
//   {1}, {2}, ...      the first, second, ... argument, in any order, so a
//                      translation may reorder them;
//   {1:form|form|...}  the plural form of a word for argument 1 (a number),
//                      chosen by the language's plural rule, e.g.
//                      "After {1} {1:game|games}: {2}".
//   {{ and }}          literal braces.

#include <array>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/text/layout.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/solver.hpp"

namespace tictactoe::app {

/// A language the catalogue is written in: the index of its row in
/// kLanguages (language.hpp), which lists them all. Only the default is
/// named here; the others are named by their codes (language_coded("ru"))
/// or found in the locale (parse_locale).
enum class Language : std::uint8_t {
  en,  ///< English, the default: the first row of kLanguages
};

/// Every message. Grouped by where it is shown; the English table in
/// messages_en.cpp says each in full.
enum class Msg : std::uint16_t {
  // The session
  banner,
  menu_item,
  menu_prompt_default,
  mode_menu_title,
  mode_hvh,
  mode_hvc,
  mode_cvc,
  first_menu_title,
  first_you,
  first_computer,
  level_menu_title,
  mark_level_menu_title,
  move_prompt,
  computer_plays,
  cell_taken,
  hint_win,
  hint_draw,
  hint_loss,
  nothing_to_undo,
  took_back_move_and_reply,
  took_back_your_move,
  took_back_named_move_and_reply,
  result_tie,
  result_win,
  result_win_you,
  result_win_computer,
  result_win_level,
  moves_record,
  score_line,
  tally_after_rounds,
  final_score,
  interrupted,
  goodbye,
  play_again_prompt,
  input_not_an_answer,
  // Tallies: "X (you) 1, O (computer) 0, ties 2"
  tally,
  player_mark,
  player_you,
  player_computer,
  player_level,
  // Rejected lines: a reason, then what to type
  input_empty,
  input_too_long,
  input_not_a_number,
  input_out_of_range,
  type_cell,
  type_choice,
  // Rules, as the computer names them after its move
  rule_win,
  rule_block,
  rule_fork,
  rule_block_fork,
  rule_center,
  rule_opposite_corner,
  rule_corner,
  rule_side,
  rule_random,
  // Levels: menu names and one-line summaries
  level_easy,
  level_medium,
  level_hard,
  level_easy_summary,
  level_medium_summary,
  level_hard_summary,
  // Solver values, as in --analyze
  value_win,
  value_draw,
  value_loss,
  // In-game help
  game_help_intro,
  input_rule,
  command_hint_help,
  command_undo_help,
  command_help_help,
  command_quit_help,
  command_yes_help,
  command_no_help,
  game_help_end_of_input,
  game_help_commands,
  // Game flow commands: new game, back, and the full screen's keys
  words_new,
  words_back,
  command_new_help,
  command_back_help,
  game_abandoned,      // "new" at the move prompt: the game is dropped, a new one starts
  nothing_before,      // "back" at the first question
  menu_help_back,      // after menu_help and name_help: how to go back
  screen_banner,       // the banner on screen (Msg::banner and banner_menu say h, which moves the cursor there)
  screen_confirm_new,  // n during a game a person has moved in
  screen_again_prompt,
  screen_again_prompt_watch,
  // The full-screen face (src/app/screen/)
  screen_button_new,
  screen_button_undo,
  screen_button_hint,
  screen_button_review,
  screen_button_quit,
  screen_too_small,
  screen_turn,
  screen_keys_menu,
  screen_keys_name,
  screen_help_title,
  screen_help_mouse,
  screen_help_other,
  screen_confirm_quit,
  screen_paused,
  screen_pace,
  screen_fallback,
  screen_reason_not_terminal,
  screen_reason_no_term,
  screen_reason_dumb,
  option_full_screen_help,
  // The full screen's key table (tables/keys.hpp) and the results held on screen
  screen_key_entry,
  screen_key_arrows,
  screen_key_space,
  screen_key_left_right,
  screen_do_move,
  screen_do_play,
  screen_do_play_now,
  screen_do_again,
  screen_do_stop,
  screen_do_undo,
  screen_do_hint,
  screen_do_new,
  screen_do_swap,
  screen_do_settings,
  screen_do_review,
  screen_do_pace,
  screen_do_pause,
  screen_do_step,
  screen_do_steps,
  screen_do_ends,
  screen_do_back,
  screen_do_close,
  screen_do_help,
  screen_do_quit,
  screen_help_turn,
  screen_help_again,
  screen_help_watching,
  screen_help_review,
  screen_hold_next,
  screen_hold_end,
  // --help
  help_intro,
  help_usage,
  help_options_title,
  help_playing_title,
  help_commands_title,
  help_menu_default,
  help_levels_title,
  help_board,
  help_batch,
  help_exit_status,
  option_mode_help,
  option_first_help,
  option_difficulty_help,
  option_o_difficulty_help,
  option_rounds_help,
  option_seed_help,
  option_color_help,
  option_keypad_help,
  option_analyze_help,
  option_move_help,
  option_help_help,
  option_version_help,
  // History, statistics and preferences (src/app/store/)
  history_no_home,
  history_cannot_save,
  file_cannot_read,
  history_skipped,
  history_none,
  history_line,
  history_won,
  history_tied,
  stats_total,
  stats_by_mode,
  stats_mode_row,
  stats_by_level,
  stats_results_row,
  stats_by_player,
  stats_player_row,
  stats_streak,
  streak_none,
  streak_won,
  streak_lost,
  streak_tied,
  review_no_saved_game,
  review_bad_saved_game,
  config_malformed,
  config_unknown_key,
  config_not_settable,
  config_bad_value,
  config_truncated,
  option_stats_help,
  option_json_help,
  option_history_help,
  option_history_file_help,
  option_no_history_help,
  option_no_config_help,
  options_only_with_records,
  // The user's files checked (issue 25): why a file is refused, {2} of history_cannot_save or file_cannot_read
  file_refused_link,         // a symbolic link where the history file goes
  file_refused_not_regular,  // a directory, FIFO, socket or device
  file_refused_owner,        // owned by another user
  file_refused_writable,     // writable by group or others
  folder_refused_owner,      // the folder holding it owned by another user
  folder_refused_writable,   // the folder writable by group or others and not sticky
  history_locked,            // another process holds the lock (waited once per session)
  config_repeated,           // a key set again: {3} the key, {4} the earlier line, which is not used
  warnings_more,             // after the first warnings of one file: {1} how many more were not shown
  // Command-line errors
  usage_error,
  try_help,
  unknown_option,
  unexpected_argument,
  option_takes_no_value,
  option_needs_value,
  invalid_value,
  invalid_number,
  options_conflict,  // two options that cannot be given together: two commands, or --coords and --keypad
  option_not_with_action,
  option_not_with_mode,
  cannot_write_output,
  fatal_error,
  // --analyze and --move
  board_error,
  board_too_long,
  board_wrong_length,
  board_bad_character,
  board_impossible_counts,
  board_both_won,
  board_play_after_win,
  board_game_over,
  analysis_win,
  analysis_draw,
  analysis_loss,
  analysis_won,
  analysis_tie,
  // The line game: hints, actions, row and column input
  hint_win_fastest,     // a won position: the fastest win first, the slower ones after
  hint_draw_chances,    // a drawn position: the perfect level's choice first, the other draws after
  hint_loss_blocks,     // a lost position: the opponent has two or more ways to win at once
  hint_loss_as_fast,    // a lost position where every move loses as fast
  review_trap_fell_in,  // under a review's line: the move set a trap, and the opponent fell into it
  review_trap_avoided,  // ... and the opponent's reply kept the draw
  review_trap_pending,  // ... and the record ends before the reply
  name_taken_as_shown,
  invalid_name_command,
  name_command,
  not_now_play_again,
  option_unused_in_mode,
  options_unused_in_mode,
  // Perfect level and review
  level_perfect,
  level_perfect_summary,
  rule_forced_win,
  rule_trap,
  rule_draw,
  rule_hold_out,
  computer_plays_trap_mark,
  hint_win_now,
  list_or_two,
  list_or_start,
  list_or_middle,
  list_or_end,
  command_review_help,
  option_review_help,
  help_review,
  review_best,
  review_best_missed_win,
  review_best_missed_block,
  review_mistake,
  review_mistake_missed_win,
  review_mistake_missed_block,
  review_blunder,
  review_blunder_missed_win,
  review_blunder_missed_block,
  review_summary,
  review_summary_blunders,
  record_error,
  record_too_long,
  record_empty,
  record_not_a_number,
  record_out_of_range,
  record_taken,
  record_after_end,
  // Sessions: names, menus, turns
  line_list_two,
  interrupted_before_play,
  cannot_read_input,
  options_not_with_action,
  options_not_with_mode,
  option_names_help,
  option_alternate_help,
  option_quiet_help,
  invalid_names,
  invalid_names_same,
  names_one_against_computer,
  invalid_name_characters,
  invalid_name_digits,
  invalid_name_mark,
  invalid_name_mark_vs_computer,
  command_undo_vs_computer_help,
  command_swap_help,
  command_settings_help,
  banner_menu,
  banner_watch,
  menu_item_word,
  menu_no_such_choice,
  menu_ambiguous,
  menu_help,
  names_title,
  name_prompt,
  name_bad,
  name_taken,
  name_help,
  name_digits,
  name_mark,
  move_prompt_named,
  took_back_player,
  player_named,
  play_again_swap_prompt,
  play_again_help_title,
  settings_score,
  replay_seed,
  game_help_goal,
  // The computer's remarks (issue 27): who says one, then each level's
  // voice, 4 variants per situation (kRemarks in text/remarks.hpp)
  remark_said,
  option_no_remarks_help,
  remark_easy_start_you_1,
  remark_easy_start_you_2,
  remark_easy_start_you_3,
  remark_easy_start_you_4,
  remark_medium_start_you_1,
  remark_medium_start_you_2,
  remark_medium_start_you_3,
  remark_medium_start_you_4,
  remark_hard_start_you_1,
  remark_hard_start_you_2,
  remark_hard_start_you_3,
  remark_hard_start_you_4,
  remark_perfect_start_you_1,
  remark_perfect_start_you_2,
  remark_perfect_start_you_3,
  remark_perfect_start_you_4,
  remark_easy_start_me_1,
  remark_easy_start_me_2,
  remark_easy_start_me_3,
  remark_easy_start_me_4,
  remark_medium_start_me_1,
  remark_medium_start_me_2,
  remark_medium_start_me_3,
  remark_medium_start_me_4,
  remark_hard_start_me_1,
  remark_hard_start_me_2,
  remark_hard_start_me_3,
  remark_hard_start_me_4,
  remark_perfect_start_me_1,
  remark_perfect_start_me_2,
  remark_perfect_start_me_3,
  remark_perfect_start_me_4,
  remark_easy_fork_1,
  remark_easy_fork_2,
  remark_easy_fork_3,
  remark_easy_fork_4,
  remark_medium_fork_1,
  remark_medium_fork_2,
  remark_medium_fork_3,
  remark_medium_fork_4,
  remark_hard_fork_1,
  remark_hard_fork_2,
  remark_hard_fork_3,
  remark_hard_fork_4,
  remark_perfect_fork_1,
  remark_perfect_fork_2,
  remark_perfect_fork_3,
  remark_perfect_fork_4,
  remark_easy_slip_1,
  remark_easy_slip_2,
  remark_easy_slip_3,
  remark_easy_slip_4,
  remark_medium_slip_1,
  remark_medium_slip_2,
  remark_medium_slip_3,
  remark_medium_slip_4,
  remark_hard_slip_1,
  remark_hard_slip_2,
  remark_hard_slip_3,
  remark_hard_slip_4,
  remark_perfect_slip_1,
  remark_perfect_slip_2,
  remark_perfect_slip_3,
  remark_perfect_slip_4,
  remark_easy_trap_1,
  remark_easy_trap_2,
  remark_easy_trap_3,
  remark_easy_trap_4,
  remark_medium_trap_1,
  remark_medium_trap_2,
  remark_medium_trap_3,
  remark_medium_trap_4,
  remark_hard_trap_1,
  remark_hard_trap_2,
  remark_hard_trap_3,
  remark_hard_trap_4,
  remark_perfect_trap_1,
  remark_perfect_trap_2,
  remark_perfect_trap_3,
  remark_perfect_trap_4,
  remark_easy_win_1,
  remark_easy_win_2,
  remark_easy_win_3,
  remark_easy_win_4,
  remark_medium_win_1,
  remark_medium_win_2,
  remark_medium_win_3,
  remark_medium_win_4,
  remark_hard_win_1,
  remark_hard_win_2,
  remark_hard_win_3,
  remark_hard_win_4,
  remark_perfect_win_1,
  remark_perfect_win_2,
  remark_perfect_win_3,
  remark_perfect_win_4,
  remark_easy_loss_1,
  remark_easy_loss_2,
  remark_easy_loss_3,
  remark_easy_loss_4,
  remark_medium_loss_1,
  remark_medium_loss_2,
  remark_medium_loss_3,
  remark_medium_loss_4,
  remark_hard_loss_1,
  remark_hard_loss_2,
  remark_hard_loss_3,
  remark_hard_loss_4,
  remark_perfect_loss_1,
  remark_perfect_loss_2,
  remark_perfect_loss_3,
  remark_perfect_loss_4,
  remark_easy_tie_1,
  remark_easy_tie_2,
  remark_easy_tie_3,
  remark_easy_tie_4,
  remark_medium_tie_1,
  remark_medium_tie_2,
  remark_medium_tie_3,
  remark_medium_tie_4,
  remark_hard_tie_1,
  remark_hard_tie_2,
  remark_hard_tie_3,
  remark_hard_tie_4,
  remark_perfect_tie_1,
  remark_perfect_tie_2,
  remark_perfect_tie_3,
  remark_perfect_tie_4,
  remark_easy_streak_win_1,
  remark_easy_streak_win_2,
  remark_easy_streak_win_3,
  remark_easy_streak_win_4,
  remark_medium_streak_win_1,
  remark_medium_streak_win_2,
  remark_medium_streak_win_3,
  remark_medium_streak_win_4,
  remark_hard_streak_win_1,
  remark_hard_streak_win_2,
  remark_hard_streak_win_3,
  remark_hard_streak_win_4,
  remark_perfect_streak_win_1,
  remark_perfect_streak_win_2,
  remark_perfect_streak_win_3,
  remark_perfect_streak_win_4,
  remark_easy_streak_loss_1,
  remark_easy_streak_loss_2,
  remark_easy_streak_loss_3,
  remark_easy_streak_loss_4,
  remark_medium_streak_loss_1,
  remark_medium_streak_loss_2,
  remark_medium_streak_loss_3,
  remark_medium_streak_loss_4,
  remark_hard_streak_loss_1,
  remark_hard_streak_loss_2,
  remark_hard_streak_loss_3,
  remark_hard_streak_loss_4,
  remark_perfect_streak_loss_1,
  remark_perfect_streak_loss_2,
  remark_perfect_streak_loss_3,
  remark_perfect_streak_loss_4,
  remark_easy_record_1,
  remark_easy_record_2,
  remark_easy_record_3,
  remark_easy_record_4,
  remark_medium_record_1,
  remark_medium_record_2,
  remark_medium_record_3,
  remark_medium_record_4,
  remark_hard_record_1,
  remark_hard_record_2,
  remark_hard_record_3,
  remark_hard_record_4,
  remark_perfect_record_1,
  remark_perfect_record_2,
  remark_perfect_record_3,
  remark_perfect_record_4,
  remark_easy_banter_open_1,
  remark_easy_banter_open_2,
  remark_easy_banter_open_3,
  remark_easy_banter_open_4,
  remark_medium_banter_open_1,
  remark_medium_banter_open_2,
  remark_medium_banter_open_3,
  remark_medium_banter_open_4,
  remark_hard_banter_open_1,
  remark_hard_banter_open_2,
  remark_hard_banter_open_3,
  remark_hard_banter_open_4,
  remark_perfect_banter_open_1,
  remark_perfect_banter_open_2,
  remark_perfect_banter_open_3,
  remark_perfect_banter_open_4,
  remark_easy_banter_reply_1,
  remark_easy_banter_reply_2,
  remark_easy_banter_reply_3,
  remark_easy_banter_reply_4,
  remark_medium_banter_reply_1,
  remark_medium_banter_reply_2,
  remark_medium_banter_reply_3,
  remark_medium_banter_reply_4,
  remark_hard_banter_reply_1,
  remark_hard_banter_reply_2,
  remark_hard_banter_reply_3,
  remark_hard_banter_reply_4,
  remark_perfect_banter_reply_1,
  remark_perfect_banter_reply_2,
  remark_perfect_banter_reply_3,
  remark_perfect_banter_reply_4,
  remark_easy_banter_win_1,
  remark_easy_banter_win_2,
  remark_easy_banter_win_3,
  remark_easy_banter_win_4,
  remark_medium_banter_win_1,
  remark_medium_banter_win_2,
  remark_medium_banter_win_3,
  remark_medium_banter_win_4,
  remark_hard_banter_win_1,
  remark_hard_banter_win_2,
  remark_hard_banter_win_3,
  remark_hard_banter_win_4,
  remark_perfect_banter_win_1,
  remark_perfect_banter_win_2,
  remark_perfect_banter_win_3,
  remark_perfect_banter_win_4,
  remark_easy_banter_lose_1,
  remark_easy_banter_lose_2,
  remark_easy_banter_lose_3,
  remark_easy_banter_lose_4,
  remark_medium_banter_lose_1,
  remark_medium_banter_lose_2,
  remark_medium_banter_lose_3,
  remark_medium_banter_lose_4,
  remark_hard_banter_lose_1,
  remark_hard_banter_lose_2,
  remark_hard_banter_lose_3,
  remark_hard_banter_lose_4,
  remark_perfect_banter_lose_1,
  remark_perfect_banter_lose_2,
  remark_perfect_banter_lose_3,
  remark_perfect_banter_lose_4,
  remark_easy_banter_tie_1,
  remark_easy_banter_tie_2,
  remark_easy_banter_tie_3,
  remark_easy_banter_tie_4,
  remark_medium_banter_tie_1,
  remark_medium_banter_tie_2,
  remark_medium_banter_tie_3,
  remark_medium_banter_tie_4,
  remark_hard_banter_tie_1,
  remark_hard_banter_tie_2,
  remark_hard_banter_tie_3,
  remark_hard_banter_tie_4,
  remark_perfect_banter_tie_1,
  remark_perfect_banter_tie_2,
  remark_perfect_banter_tie_3,
  remark_perfect_banter_tie_4,
  // Languages: the words a player may type in the language, beside the
  // English ones of kCommands ('|'-separated; empty in English)
  words_quit,
  words_help,
  words_hint,
  words_undo,
  words_yes,
  words_no,
  words_review,
  words_swap,
  words_settings,
  // --help topics, and the files and keys they explain
  help_topics_title,
  help_exit_short,
  topic_play_summary,
  topic_levels_summary,
  topic_boards_summary,
  topic_keys_summary,
  topic_files_summary,
  unknown_help_topic,
  help_keys_intro,
  help_files_history,
  help_files_config,
  help_files_color,
  help_files_language,
  history_no_directory,
  option_lang_help,
  help_move_tokens,
  two_sentences,
  error_line,
  // Row and column input (--coords)
  option_coords_help,
  coords_range,                // the move prompt's range in coords: "row and column 1-3"
  coords_type_cell,            // after a rejected move line in coords
  coords_column_prompt,        // the question after a row typed alone
  coords_type_column,          // after a rejected column
  coords_game_help_intro,      // the in-game help: how to type a move in coords, before the layout
  coords_input_rule,           // the in-game help: the rule for a coords move line
  coords_record_not_a_cell,    // --review --coords: a move that is not a row and a column
  coords_record_out_of_range,  // --review --coords: a row or a column outside 1-3
  // A cell in a sentence, per numbering (Style::cell): "第 5 格", "第 3 行第 1 列"
  cell_phrase,         // {1} a cell's number, or a list of them ("1, 3 or 9")
  coords_cell_phrase,  // {1} its row, {2} its column (--coords)
  // The full screen between computers
  screen_not_between_computers,  // a key of a person's game (n, u, t, s) pressed between computers
  // A command where it does not work, and the answers at Play again
  not_now_menu,            // a command typed where it is not valid that works at a question before the game
  not_now_move,            // a command typed where it is not valid that works at the move prompt
  answer_play_again,       // the retry sentence at Play again: {1} the answers that work there
  answer_item,             // one answer in that list: {1} its word in the player's language, {2} its English word
  command_new_again_help,  // the help line of "new" at Play again
  number_range,
  // Play over the network (src/app/net/, --host and --join)
  option_host_help,
  option_join_help,
  option_code_help,
  net_join_needs_code,  // usage error: --join without --code
  net_bad_address,      // usage error: {1} the value, {2} the option
  net_bad_code,         // usage error: {1} the value
  net_code_alone,       // usage error: {1} --code, given without --host or --join
  net_one_name,         // usage error: {1} --names, given two names over the network
  net_waiting,          // the host's one line: {1} the port, {2} an address of this machine, {3} the code
  net_also_at,          // after it, when this machine has more addresses: {1} them, joined
  net_joined,           // {1} the friend's name, {2} their address
  net_wrong_code,       // host: {1} the address that gave a wrong code
  net_not_a_guest,      // host: {1} the address that spoke no hello
  net_cannot_listen,    // {1} the address, {2} the system's reason
  net_cannot_connect,   // {1} the address, {2} the system's reason
  net_no_random,
  net_refused_code,     // guest: {1} the code given
  net_refused_full,     // guest: {1} the host's address
  net_refused_version,  // guest: {1} the host's address
  net_not_a_host,       // guest: {1} the host's address
  net_lost,             // {1} the friend's name
  net_silent,           // {1} the friend's name, {2} the seconds
  net_left,             // {1} the friend's name
  net_bad_frame,        // {1} the friend's name, {2} what came (escaped, cut short)
  net_frame_too_long,   // {1} the friend's name, {2} the largest frame in bytes
  net_out_of_turn,      // {1} the friend's name, {2} what came
  net_wrong_ply,        // {1} the friend's name, {2} the ply sent, {3} the ply due
  net_cell_taken,       // {1} the friend's name, {2} the cell (as numbered here)
  net_cut,              // {1} the friend's name
  net_one_sided,        // undo, new, swap or settings against a friend on another machine
  net_waiting_answer,   // {1} the friend's name
  net_friend_declined,  // {1} the friend's name
  net_waiting_move,     // {1} the friend's name
  net_friend_moved,     // {1} the friend's name, {2} the cell
  topic_network_summary,
  help_network_intro,
  help_network_options,  // the title of --help network's options: starts as "Options" does in --help
  help_network_ssh,
  count_,  ///< not a message: how many there are (add new ones above it, next to related ones)
};

/// How many messages there are: the size every language's table must have.
inline constexpr std::size_t kMsgCount = static_cast<std::size_t>(Msg::count_);

/// One catalogue row: a message and its pattern in one language.
struct CatalogueRow {
  Msg id;
  std::string_view pattern;
};

/// True when `table` names every Msg exactly once, in any order: what each
/// language table static_asserts, so a missing or repeated message fails the
/// build.
constexpr bool is_complete(std::span<const CatalogueRow> table) {
  if (table.size() != kMsgCount) return false;
  std::array<bool, kMsgCount> seen{};
  for (const CatalogueRow& row : table) {
    const auto index = static_cast<std::size_t>(row.id);
    if (index >= kMsgCount || seen.at(index)) return false;
    seen.at(index) = true;
  }
  return true;
}

/// The patterns of a complete table (see is_complete) indexed by Msg, for
/// a lookup that does not depend on the order the rows are written in.
template <std::size_t N>
constexpr std::array<std::string_view, kMsgCount> by_id(const std::array<CatalogueRow, N>& table) {
  std::array<std::string_view, kMsgCount> patterns{};
  for (const CatalogueRow& row : table) patterns.at(static_cast<std::size_t>(row.id)) = row.pattern;
  return patterns;
}

/// A message argument: text, or a number (which plural forms read).
class Arg {
 public:
  Arg(std::string_view text) : text_(text) {}                                // NOLINT(google-explicit-constructor)
  Arg(std::string text) : text_(std::move(text)) {}                          // NOLINT(google-explicit-constructor)
  Arg(const char* text) : text_(text) {}                                     // NOLINT(google-explicit-constructor)
  Arg(char glyph) : text_(1, glyph) {}                                       // NOLINT(google-explicit-constructor)
  Arg(long long number) : text_(std::to_string(number)), number_(number) {}  // NOLINT
  Arg(int number) : Arg(static_cast<long long>(number)) {}                   // NOLINT
  Arg(std::size_t number) : Arg(static_cast<long long>(number)) {}           // NOLINT

  [[nodiscard]] const std::string& text() const { return text_; }
  [[nodiscard]] long long number() const { return number_; }

 private:
  std::string text_;
  long long number_ = 0;
};

/// Fills `pattern` (syntax above) with `args`, choosing plural forms with
/// `plural_form` (the index of the form for a number). A placeholder whose
/// argument is missing, or a plural form the pattern lacks, is left out
/// rather than crashing; the catalogue tests make sure none is.
std::string format(std::string_view pattern, std::span<const Arg> args, std::size_t (*plural_form)(long long));

/// format(), but each blank the pattern itself writes (not one of an
/// argument) is left out where it stands between two wide characters
/// (Chinese, fullwidth punctuation; see display_width) or Chinese quotation
/// marks: "{1} 或 {2}" with "s（换先）" is "s（换先）或 ...", with "3" it keeps
/// its blanks; "轮到 {1}（X）" with "小明" is "轮到小明（X）". How Chinese
/// sets Latin words and digits apart from its own text, and nothing else.
std::string format_tight(std::string_view pattern, std::span<const Arg> args, std::size_t (*plural_form)(long long));

/// `text` with each ASCII digit outside a directional isolate (U+2066 LRI,
/// U+2067 RLI or U+2068 FSI ... U+2069 PDI) written as a Persian digit
/// (U+06F0-U+06F9): how a Persian message writes its numbers. What a pattern
/// isolates (a board, an option, a move record, a seed, a name: what a
/// player reads as code or copies as input) keeps its ASCII digits.
std::string with_native_digits(std::string_view text);

/// The messages of one language.
class Catalogue {
 public:
  /// The catalogue of `language` (English by default).
  explicit Catalogue(Language language = Language::en) : language_(language) {}

  /// The message `id` with its arguments filled in; in Persian, numbers
  /// outside directional isolates in Persian digits (with_native_digits).
  [[nodiscard]] std::string operator()(Msg id, std::initializer_list<Arg> args = {}) const;
  /// The same, with the arguments in a span.
  [[nodiscard]] std::string operator()(Msg id, std::span<const Arg> args) const;

  /// The raw pattern of `id`, placeholders unfilled (for the catalogue tests).
  [[nodiscard]] std::string_view pattern(Msg id) const;

  [[nodiscard]] Language language() const { return language_; }

  /// How many forms a plural placeholder ({1:a|b|...}) lists in this
  /// language: 2 in English and Persian, 3 in Russian, 1 in Chinese.
  [[nodiscard]] std::size_t plural_forms() const;

  /// The direction the language is written in: right to left in Persian,
  /// left to right in the others. The layout routines take it (wrap,
  /// two_columns, left_to_right_mark); the sentences themselves carry their
  /// own marks where a Latin word or a number needs one.
  [[nodiscard]] Direction direction() const;

  /// The words of the '|'-separated list `words_id` names in this language
  /// (e.g. Msg::words_yes, "д|да" in Russian), empty items skipped: the words
  /// a player may type beside the English ones of kCommands.
  [[nodiscard]] std::vector<std::string_view> words(Msg words_id) const;

 private:
  Language language_;
};

/// `items` joined as a list of alternatives in `text`'s language, e.g.
/// "2, 4, 6 or 8" or "3 or 7", with the catalogue's list patterns (as in
/// Unicode CLDR: one for two items, and the start, middle and end of a
/// longer list). One item is itself; none is "".
std::string or_list(std::span<const std::string> items, const Catalogue& text);

/// `items` joined as a plain list in `text`'s language, with its separator
/// (the middle of its list patterns, Msg::list_or_middle): "a, b, c" in
/// English and Russian, "a、b、c" in Chinese, "a، b، c" in Persian. One item
/// is itself; none is "".
std::string joined(std::span<const std::string> items, const Catalogue& text);

// The catalogue's name for each of the core's enums. Each reads a table in
// messages.cpp with one row per enumerator, which a static_assert checks
// against the enum (core::kRuleCount, core::kLevels), so a new enumerator
// without a message does not compile.

/// The message naming `rule` after a computer move, e.g. "block fork"
/// (for Rule::trap, without the figures Msg::computer_plays_trap_mark gives).
Msg message_for(core::Rule rule);
/// The level's name in menus and results, e.g. "hard".
Msg message_for(core::Difficulty difficulty);
/// The level's one-line summary in --help.
Msg summary_for(core::Difficulty difficulty);
/// "win", "draw" or "loss".
Msg message_for(core::Value value);
/// The sentence describing a bad board.
Msg message_for(core::BoardError error);

}  // namespace tictactoe::app
