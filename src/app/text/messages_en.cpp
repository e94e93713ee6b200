// The English catalogue: one row per Msg, in any order, each exactly once (checked at
// compile time). Each pattern is a whole sentence; see messages.hpp for the syntax.

#include <array>

#include "app/text/messages_table.hpp"

namespace tictactoe::app {

namespace {

constexpr std::array<CatalogueRow, kMsgCount> kEnglish{{
    // The session
    {Msg::banner, "tictactoe - three in a row wins. Type a cell, h for help, q to quit."},
    {Msg::menu_item, "  {1}) {2}"},
    {Msg::menu_prompt_default, "Choose {1} [{2}]: "},
    {Msg::mode_menu_title, "Mode:"},
    {Msg::mode_hvh, "human vs human"},
    {Msg::mode_hvc, "human vs computer"},
    {Msg::mode_cvc, "computer vs computer"},
    {Msg::first_menu_title, "Who moves first (and plays X)?"},
    {Msg::first_you, "you"},
    {Msg::first_computer, "the computer"},
    {Msg::level_menu_title, "Difficulty:"},
    {Msg::mark_level_menu_title, "{1}'s difficulty:"},
    {Msg::move_prompt, "{1} to move ({2}): "},
    {Msg::computer_plays, "{1} plays {2} ({3})"},
    {Msg::cell_taken, "Sorry, cell {1} is taken by {2}. Choose a free cell."},
    {Msg::hint_win, "hint: {1} - a win with best play"},
    {Msg::hint_draw, "hint: {1} - a draw with best play"},
    {Msg::hint_loss, "hint: every move loses; {1} {2:holds|hold} out longest"},
    {Msg::nothing_to_undo, "Nothing to undo."},
    {Msg::took_back_move_and_reply, "Took back your move on {1} and the computer's reply on {2}."},
    {Msg::took_back_your_move, "Took back your move on {1}."},
    {Msg::took_back_named_move_and_reply, "Took back {1}'s move on {2} and the computer's reply on {3}."},
    {Msg::result_tie, "It's a tie!"},
    {Msg::result_win, "{1} wins! (cells {2})"},
    {Msg::result_win_you, "{1} wins! (you, cells {2})"},
    {Msg::result_win_computer, "{1} wins! (the computer, cells {2})"},
    {Msg::result_win_level, "{1} wins! ({2}, cells {3})"},
    {Msg::moves_record, "Moves: {1}"},
    {Msg::score_line, "Score: {1}"},
    {Msg::tally_after_rounds, "After {1} {1:game|games}: {2}"},
    {Msg::final_score, "Final score: {1}"},
    {Msg::interrupted, "Interrupted. Score: {1}"},
    {Msg::goodbye, "Goodbye."},
    {Msg::play_again_prompt, "Play again? [Y/n] "},
    {Msg::answer_yes_or_no, "Type y or n, or h for help."},
    {Msg::input_not_an_answer, "'{1}' is not an answer here."},
    // Tallies
    {Msg::tally, "{1} {2}, {3} {4}, ties {5}"},
    {Msg::player_mark, "{1}"},
    {Msg::player_you, "{1} (you)"},
    {Msg::player_computer, "{1} (computer)"},
    {Msg::player_level, "{1} ({2})"},
    // Rejected lines
    {Msg::input_empty, "Nothing typed."},
    {Msg::input_too_long, "That line is too long."},
    {Msg::input_not_a_number, "'{1}' is not a number."},
    {Msg::input_out_of_range, "{1} is out of range."},
    {Msg::type_cell, "Type a cell number {1}, or h for help."},
    {Msg::type_choice, "Type a number {1} or a word ({2}); h for help, q to quit."},
    // Rules
    {Msg::rule_win, "win"},
    {Msg::rule_block, "block"},
    {Msg::rule_fork, "fork"},
    {Msg::rule_block_fork, "block fork"},
    {Msg::rule_center, "center"},
    {Msg::rule_opposite_corner, "opposite corner"},
    {Msg::rule_corner, "corner"},
    {Msg::rule_side, "side"},
    {Msg::rule_random, "random"},
    // Levels
    {Msg::level_easy, "easy"},
    {Msg::level_medium, "medium"},
    {Msg::level_hard, "hard"},
    {Msg::level_easy_summary, "Takes a win it sees, else plays at random."},
    {Msg::level_medium_summary, "Wins, blocks, then takes the center, a corner, a side. The default."},
    {Msg::level_hard_summary, "Plays Newell and Simon's perfect rules and never loses."},
    // Solver values
    {Msg::value_win, "win"},
    {Msg::value_draw, "draw"},
    {Msg::value_loss, "loss"},
    // In-game help
    {Msg::game_help_intro, "Type the number of a free cell and press Enter. Cells:"},
    {Msg::input_rule,
     "A move line is one whole number {1} (digits, an optional sign); spaces, tabs and carriage returns around it "
     "are ignored. Any other line is rejected with a reason and the same player is asked again."},
    {Msg::command_hint_help, "names the best moves and what they lead to"},
    {Msg::command_undo_help, "takes back the last move"},
    {Msg::command_help_help, "shows this help"},
    {Msg::command_quit_help, "leaves (at any prompt)"},
    {Msg::command_yes_help, "plays another game (at Play again?)"},
    {Msg::command_no_help, "stops playing (at Play again?)"},
    {Msg::game_help_end_of_input, "End of input (Ctrl-D) leaves at any prompt."},
    {Msg::game_help_commands, "At the move prompt you can also type (in any case):"},
    // The full-screen face (src/app/screen/)
    {Msg::screen_button_new, "New game"},
    {Msg::screen_button_undo, "Undo"},
    {Msg::screen_button_hint, "Hint"},
    {Msg::screen_button_review, "Review"},
    {Msg::screen_button_quit, "Quit"},
    {Msg::screen_too_small, "Make the terminal at least {1}x{2} (it is {3}x{4} now)."},
    {Msg::screen_turn, "{1} to move"},
    {Msg::screen_keys_play, "arrows: move  Enter: play  1-9: play now  u: undo  t: hint  ?: help  q: quit"},
    {Msg::screen_keys_watch, "+ -: pace  Space: pause  .: one move  ?: help  q: quit"},
    {Msg::screen_keys_menu, "up, down: choose  Enter: take it  or type its number  q: quit"},
    {Msg::screen_keys_review, "left, right: step through the moves  Esc: back"},
    {Msg::screen_keys_name, "Type a name, then Enter (Enter alone keeps {1})"},
    {Msg::screen_help_title, "Keys and mouse"},
    {Msg::screen_help_move, "Arrows or h j k l: move the cursor"},
    {Msg::screen_help_play, "Enter or Space: play the cursor's cell; 1-9: play that cell at once"},
    {Msg::screen_help_commands, "u: undo  t: hint  r: review  n: new game  s: swap"},
    {Msg::screen_help_mouse, "Click a cell to play it, or a button to press it"},
    {Msg::screen_help_watch,
     "Between computers: + and - change the pace, Space "
     "pauses, . plays one move"},
    {Msg::screen_help_other, "Ctrl-L: draw the screen again  Esc: close  q: quit"},
    {Msg::screen_confirm_quit, "Quit this game? y: quit, n: go on"},
    {Msg::screen_paused, "Paused: Space goes on, . plays one move"},
    {Msg::screen_pace, "One move every {1} ms"},
    {Msg::screen_fallback,
     "tictactoe: --full-screen needs a terminal ({1}): "
     "playing the line game."},
    {Msg::screen_reason_not_terminal, "standard input or output is not a terminal"},
    {Msg::screen_reason_no_term, "TERM is not set"},
    {Msg::screen_reason_dumb, "TERM is dumb"},
    {Msg::screen_keys_again, "y or n: new game  s: swap  u: undo  r: review  ?: help  q: quit"},
    {Msg::option_full_screen_help,
     "play on the full screen: the board drawn in place, "
     "played with the arrow keys, digits or the mouse"},
    // (end of: The full-screen face (src/app/screen/))
    // --help
    {Msg::help_intro, "tictactoe - tic-tac-toe in the terminal, against a friend or the computer."},
    {Msg::help_usage, "Usage:"},
    {Msg::help_options_title, "Options (with --mode no menu is shown; without it, one given skips its menu):"},
    {Msg::help_playing_title, "Playing: type the number of a free cell and press Enter. Cells:"},
    {Msg::help_commands_title, "Words you can type instead of a number (in any case):"},
    {Msg::help_menu_default,
     "At a menu, type the number or the word of a choice (in any case; its first letters will do); an empty line "
     "takes the default in brackets, like [2]."},
    {Msg::help_levels_title, "Levels:"},
    {Msg::help_board,
     "BOARD is nine characters, row by row from the top left: X, O, or . for an empty cell (e.g. X.O......)."},
    {Msg::help_batch,
     "With BOARD '-', one board is read per line of standard input and one line is printed per board."},
    {Msg::help_exit_status,
     "Exit status: 0 ok, 1 output not written or input not read, 2 a bad option or board, 130 interrupted (141, "
     "from SIGPIPE, "
     "when the reader of the output goes away)."},
    {Msg::option_mode_help, "human vs human, human vs computer, or computer vs computer"},
    {Msg::option_first_help, "against the computer, who moves first (X)"},
    {Msg::option_difficulty_help, "the computer's level: {1} (default {2}); in cvc X's, and O's unless given"},
    {Msg::option_o_difficulty_help, "in cvc, O's level"},
    {Msg::option_rounds_help, "play N games ({1}) without asking, then print the tally"},
    {Msg::option_seed_help, "seed the computer's choices ({1}), to replay a session exactly"},
    {Msg::option_color_help,
     "auto, always or never; auto colours only a terminal, with NO_COLOR unset or empty and TERM set and not dumb"},
    {Msg::option_keypad_help, "number cells like a numeric keypad, 7 8 9 on top"},
    {Msg::option_analyze_help, "show each move's result under perfect play"},
    {Msg::option_move_help, "print the computer's move: cell and rule"},
    {Msg::option_help_help, "show this help and exit"},
    {Msg::option_version_help, "show the version and exit"},
    // History, statistics and preferences (src/app/store/)
    // (end of: History, statistics and preferences (src/app/store/))
    // Command-line errors
    {Msg::usage_error, "tictactoe: {1}"},
    {Msg::try_help, "Try 'tictactoe --help' for more."},
    {Msg::unknown_option, "unknown option '{1}'"},
    {Msg::unexpected_argument, "unexpected argument '{1}'"},
    {Msg::option_takes_no_value, "option '{1}' takes no value"},
    {Msg::option_needs_value, "option '{1}' needs a value"},
    {Msg::invalid_value, "invalid value '{1}' for {2} (expected {3})"},
    {Msg::invalid_number, "invalid value '{1}' for {2} (expected a whole number {3}-{4})"},
    {Msg::analyze_and_move, "{1} and {2} cannot be used together"},
    {Msg::option_not_with_action, "{1} cannot be used with {2}"},
    {Msg::option_not_with_mode, "{1} does not apply to --mode {2}"},
    {Msg::cannot_write_output, "tictactoe: cannot write the output"},
    {Msg::fatal_error, "tictactoe: {1}"},
    // --analyze and --move
    {Msg::board_error, "error: '{1}': {2}"},
    {Msg::board_too_long, "line too long; a board is exactly {1} characters"},
    {Msg::board_wrong_length, "a board is exactly {1} characters"},
    {Msg::board_bad_character, "a board holds only X, O and . (for empty)"},
    {Msg::board_impossible_counts, "impossible mark counts: X moves first, so X has as many marks as O or one more"},
    {Msg::board_both_won, "both X and O hold a line"},
    {Msg::board_play_after_win, "a move was made after the game was won"},
    {Msg::board_game_over, "the game is over: {1}"},
    {Msg::analysis_win, "{1} to move: win with {2}"},
    {Msg::analysis_draw, "{1} to move: draw with {2}"},
    {Msg::analysis_loss, "{1} to move: loss with {2}"},
    {Msg::analysis_won, "{1} wins (cells {2})"},
    {Msg::analysis_tie, "tie"},
    // The line game: hints, actions, row and column input
    {Msg::hint_win_fastest,
     "hint: {1} {2:wins|win} fastest with best play, whatever {3} does; {4} also {5:wins|win}, more slowly"},
    {Msg::hint_draw_chances,
     "hint: {1} {2:keeps|keep} the draw with best play and {2:gives|give} {3} the most chances to go wrong; {4} also "
     "{5:draws|draw}"},
    {Msg::hint_loss_blocks, "hint: every move loses: {3} has {2} {2:way|ways} to win; {1} blocks one"},
    {Msg::hint_loss_as_fast, "hint: every move loses as fast; {1} {2:gives|give} {3} the most chances to go wrong"},
    {Msg::review_trap_fell_in, "   a trap: {1} of {3}'s {2} {2:reply|replies} {1:loses|lose}; {3} fell into it"},
    {Msg::review_trap_avoided, "   a trap: {1} of {3}'s {2} {2:reply|replies} {1:loses|lose}; {3} avoided it"},
    {Msg::review_trap_pending, "   a trap: {1} of {3}'s {2} {2:reply|replies} {1:loses|lose}"},
    // (end of: The line game: hints, actions, row and column input)
    // Perfect level and review
    {Msg::level_perfect, "perfect"},
    {Msg::level_perfect_summary,
     "Plays the exact solver: never loses, wins fastest, and sets traps a weaker player can fall into."},
    {Msg::rule_forced_win, "forces a win"},
    {Msg::rule_trap, "sets a trap"},
    {Msg::rule_draw, "draw"},
    {Msg::rule_hold_out, "every move loses; this one holds out longest"},
    {Msg::computer_plays_trap_mark, "{1} plays {2} (sets a trap: {3} of {5}'s {4} {4:reply|replies} {3:loses|lose})"},
    {Msg::hint_win_now, "hint: {1} {2:wins|win} now"},
    {Msg::list_or_two, "{1} or {2}"},
    {Msg::list_or_start, "{1}, {2}"},
    {Msg::list_or_middle, "{1}, {2}"},
    {Msg::list_or_end, "{1} or {2}"},
    {Msg::command_review_help, "shows each move's verdict: best, mistake or blunder (at Play again?)"},
    {Msg::option_review_help, "review a move record: each move's verdict, then the mistakes"},
    {Msg::help_review,
     "MOVES is a move record as on the Moves: line, e.g. \"5 1 9 3 7\"; with MOVES '-', one record is read per line "
     "and its last line (the mistakes) printed."},
    {Msg::review_best, "{1}. {2} {3}  best ({4})"},
    {Msg::review_best_missed_win, "{1}. {2} {3}  best ({4}), though {5} won at once"},
    {Msg::review_best_missed_block, "{1}. {2} {3}  best ({4}), though it left {5} unblocked"},
    {Msg::review_mistake, "{1}. {2} {3}  mistake: {4} -> {5} (best: {6})"},
    {Msg::review_mistake_missed_win, "{1}. {2} {3}  mistake: {4} -> {5}, missed the win at {7} (best: {6})"},
    {Msg::review_mistake_missed_block, "{1}. {2} {3}  mistake: {4} -> {5}, missed the block at {7} (best: {6})"},
    {Msg::review_blunder, "{1}. {2} {3}  blunder: {4} -> {5} (best: {6})"},
    {Msg::review_blunder_missed_win, "{1}. {2} {3}  blunder: {4} -> {5}, missed the win at {7} (best: {6})"},
    {Msg::review_blunder_missed_block, "{1}. {2} {3}  blunder: {4} -> {5}, missed the block at {7} (best: {6})"},
    {Msg::review_summary, "{1}: {2} {2:mistake|mistakes}; {3}: {4} {4:mistake|mistakes}"},
    {Msg::review_summary_blunders,
     "{1}: {2} {2:mistake|mistakes}, {3} {3:blunder|blunders}; {4}: {5} {5:mistake|mistakes}, {6} "
     "{6:blunder|blunders}"},
    {Msg::record_error, "error: '{1}': {2}"},
    {Msg::record_too_long, "line too long; a move record is at most {1} characters"},
    {Msg::record_empty, "a move record needs at least one move"},
    {Msg::record_not_a_number, "move {1}, '{2}', is not a cell number {3}"},
    {Msg::record_out_of_range, "move {1}, {2}, is out of range; cells are {3}"},
    {Msg::record_taken, "move {1}, {2}, is a cell already taken"},
    {Msg::record_after_end, "move {1}, {2}, comes after the game ended"},
    // Sessions: names, menus, turns
    {Msg::line_list_two, "{1} and {2}"},
    {Msg::interrupted_before_play, "Interrupted."},
    {Msg::cannot_read_input, "tictactoe: cannot read input: {1}"},
    {Msg::options_not_with_action, "{1} cannot be used with {2}"},
    {Msg::options_not_with_mode, "{1} do not apply to --mode {2}"},
    {Msg::option_names_help,
     "the players' names, up to {1} characters each: in hvh both, the first starts; in hvc yours"},
    {Msg::option_alternate_help, "in hvh and hvc, the other player starts each new game"},
    {Msg::option_quiet_help, "in cvc, no boards or moves: each game's result, or with --rounds only the tally"},
    {Msg::invalid_names,
     "invalid value '{1}' for {2} (expected one name, or two different ones separated by a comma, of 1-{3} "
     "characters each)"},
    {Msg::invalid_names_same, "invalid value '{1}' for {2} (the two names are the same, ignoring case)"},
    {Msg::names_one_against_computer, "{1} takes one name with --mode hvc: the person's"},
    {Msg::invalid_name_characters,
     "invalid value '{1}' for {2} (a name may not hold a control or invisible character, a backslash or a byte "
     "that is not UTF-8)"},
    {Msg::invalid_name_digits,
     "invalid value '{1}' for {2} (a name cannot be a number: it would read like a cell number)"},
    {Msg::invalid_name_mark,
     "invalid value '{1}' for {2} (X and O are the marks: only the first player may be called X, and only the "
     "second O)"},
    {Msg::invalid_name_mark_vs_computer,
     "invalid value '{1}' for {2} (against the computer your name cannot be X or O: they are the marks)"},
    {Msg::command_undo_vs_computer_help, "against the computer, takes back your move and its reply"},
    {Msg::command_swap_help, "plays another game, started by the other player (at Play again?)"},
    {Msg::command_settings_help, "goes back to the menus to choose new settings (at Play again?)"},
    {Msg::banner_menu, "tictactoe - three in a row wins. At any prompt: h for help, q to quit."},
    {Msg::banner_watch, "tictactoe - three in a row wins. Computer against computer."},
    {Msg::menu_item_word, "  {1}) {2}  {3}"},
    {Msg::menu_no_such_choice, "'{1}' is not one of the choices."},
    {Msg::menu_ambiguous, "'{1}' could be more than one choice."},
    {Msg::menu_help,
     "Type the number or the word of a choice, in any case; its first letters are enough when no other word "
     "starts with them. An empty line takes the choice in brackets, {1}. q quits."},
    {Msg::names_title, "Names (an empty line keeps the one in brackets; X moves first):"},
    {Msg::name_prompt, "Name for {1} [{2}]: "},
    {Msg::name_bad, "A name is 1 to {1} characters, none of them a control or invisible character or a backslash."},
    {Msg::name_taken, "'{1}' is the other player's name; the two names must differ."},
    {Msg::name_help,
     "Type the name of the player of {1} and press Enter, or an empty line for {2}. Names show in the prompts, "
     "the results and the score. q quits."},
    {Msg::name_digits, "A name cannot be a number: it would read like a cell number."},
    {Msg::name_mark, "Only the player of {1} can be called {1}; choose another name."},
    {Msg::move_prompt_named, "{1} ({2}) to move ({3}): "},
    {Msg::took_back_player, "Took back {1}'s move on {2}."},
    {Msg::player_named, "{1} ({2})"},
    {Msg::play_again_swap_prompt, "Play again? [Y/n/s] "},
    {Msg::answer_yes_no_swap, "Type y, n or s, or h for help."},
    {Msg::play_again_help_title, "At Play again? you can type (in any case):"},
    {Msg::settings_score, "Score so far: {1}. New settings start a new score."},
    {Msg::replay_seed, "Replay with --seed {1}"},
    {Msg::game_help_goal,
     "Three in a row wins: across, down or diagonally. X moves first; a full board with no line is a tie."},
    // Languages
    {Msg::words_quit, ""},
    {Msg::words_help, ""},
    {Msg::words_hint, ""},
    {Msg::words_undo, ""},
    {Msg::words_yes, ""},
    {Msg::words_no, ""},
    {Msg::words_review, ""},
    {Msg::words_swap, ""},
    {Msg::words_settings, ""},
    {Msg::option_lang_help,
     "the language: {1}; without it, the locale decides (the first of LC_ALL, LC_MESSAGES and LANG that is set): "
     "if it is C or POSIX or its codeset is not UTF-8, English; else the first language in LANGUAGE that the game "
     "speaks, else the locale's own, else English"},
    {Msg::help_move_tokens,
     "The --move answer keeps its English rule word (5 center), and its error lines their English prefix (error: "
     "before the reason, which is translated), in every language: it is a format for programs."},
    // Two whole sentences on one line: a reason, then what to do (a blank
    // between them, none in Chinese).
    {Msg::two_sentences, "{1} {2}"},
    // An error line of --analyze, --move and --review that names no board
    // or record: the reason after the prefix (the English one, "error: ", in
    // every language for --move).
    {Msg::error_line, "error: {1}"},
    // A range of whole numbers, as in prompts and help: "1-9".
    {Msg::number_range, "{1}-{2}"},
}};
static_assert(is_complete(kEnglish), "the English table needs one row per Msg, each exactly once");
constexpr auto kEnglishById = by_id(kEnglish);

// One form for 1, another for any other number: "1 game", "2 games".
std::size_t english_plural(long long n) { return n == 1 ? 0 : 1; }

}  // namespace

const LanguageTable kEnglishTable{kEnglish, kEnglishById, english_plural, 2};

}  // namespace tictactoe::app
