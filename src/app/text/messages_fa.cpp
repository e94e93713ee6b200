// The Persian catalogue (دوز): one row per Msg, in any order, each exactly
// once (checked at compile time). See messages.hpp for the pattern syntax. Persian is
// written right to left: each line is one logical sentence, so a bidi
// terminal lays it out whole; numbers stay Western digits. A terminal that
// applies the bidi algorithm takes a line's direction from its first strong
// character, so a line that starts with a number or a Latin word (a review
// line, "tictactoe: ...") starts with RLM (\u200f), a Latin option or
// command after Persian words ("--seed", an option named in {1}) follows an
// LRM (\u200e), and in the score an RLM after each comma keeps two players'
// Latin marks and numbers apart. Lines laid out left to right (the grid,
// the tables of the help) take their marks from layout.hpp.

#include <array>

#include "app/text/messages_table.hpp"

namespace tictactoe::app {

namespace {

constexpr std::array<CatalogueRow, kMsgCount> kPersian{{
    // The session
    {Msg::banner,
     "دوز: هر کس سه‌تا در یک خط بچیند می‌برد. شماره خانه را "
     "بنویسید؛ راهنما/h، خروج/q."},
    {Msg::menu_item, "  {1}) {2}"},
    {Msg::menu_prompt_default, "انتخاب کنید ({1}) [{2}]: "},
    {Msg::mode_menu_title, "حالت بازی:"},
    {Msg::mode_hvh, "انسان در برابر انسان"},
    {Msg::mode_hvc, "انسان در برابر کامپیوتر"},
    {Msg::mode_cvc, "کامپیوتر در برابر کامپیوتر"},
    {Msg::first_menu_title, "چه کسی اول بازی کند (با X)؟"},
    {Msg::first_you, "شما"},
    {Msg::first_computer, "کامپیوتر"},
    {Msg::level_menu_title, "درجه سختی:"},
    {Msg::mark_level_menu_title, "درجه سختی {1}:"},
    {Msg::move_prompt, "نوبت {1} است ({2}): "},
    {Msg::computer_plays, "حرکت {1}: خانه {2} ({3})"},
    {Msg::cell_taken, "ببخشید، خانه {1} را {2} گرفته است. یک خانه خالی انتخاب کنید."},
    {Msg::hint_win, "راهنمایی: خانه {1}؛ با بهترین بازی برنده می‌شوید."},
    {Msg::hint_draw, "راهنمایی: خانه {1}؛ با بهترین بازی مساوی می‌شود."},
    {Msg::hint_loss,
     "راهنمایی: با هر حرکتی می‌بازید؛ با {2:خانه|خانه} {1} دیرتر از "
     "همه می‌بازید."},
    {Msg::nothing_to_undo, "حرکتی برای برگرداندن نیست."},
    {Msg::took_back_move_and_reply, "حرکت شما در خانه {1} و جواب کامپیوتر در خانه {2} برگردانده شد."},
    {Msg::took_back_your_move, "حرکت شما در خانه {1} برگردانده شد."},
    {Msg::took_back_named_move_and_reply, "حرکت {1} در خانه {2} و جواب کامپیوتر در خانه {3} برگردانده شد."},
    {Msg::result_tie, "مساوی شد!"},
    {Msg::result_win, "بازی را {1} برد! (خانه‌های {2})"},
    {Msg::result_win_you, "شما بردید! ({1}، خانه‌های {2})"},
    {Msg::result_win_computer, "کامپیوتر برد! ({1}، خانه‌های {2})"},
    {Msg::result_win_level, "بازی را {1} برد! ({2}، خانه‌های {3})"},
    {Msg::moves_record, "حرکت‌ها: {1}"},
    {Msg::score_line, "امتیاز: {1}"},
    {Msg::tally_after_rounds, "پس از {1} {1:دست|دست}: {2}"},
    {Msg::final_score, "امتیاز نهایی: {1}"},
    {Msg::interrupted, "بازی قطع شد. امتیاز: {1}"},
    {Msg::goodbye, "خداحافظ."},
    {Msg::play_again_prompt, "یک دست دیگر؟ [Y/n] "},
    {Msg::answer_yes_or_no, "لطفاً جواب دهید بله/y یا نه/n (راهنما/h: راهنما)."},
    {Msg::input_not_an_answer, "ورودی «{1}» جواب درستی نیست."},
    // Tallies
    {Msg::tally, "{1} {2}،\u200f {3} {4}،\u200f مساوی {5}"},
    {Msg::player_mark, "{1}"},
    {Msg::player_you, "{1} (شما)"},
    {Msg::player_computer, "{1} (کامپیوتر)"},
    {Msg::player_level, "{1} ({2})"},
    // Rejected lines
    {Msg::input_empty, "چیزی ننوشتید."},
    {Msg::input_too_long, "این خط خیلی بلند است."},
    {Msg::input_not_a_number, "ورودی «{1}» عدد نیست."},
    {Msg::input_out_of_range, "عدد {1} خارج از محدوده است."},
    {Msg::type_cell, "شماره یک خانه ({1}) را بنویسید؛ راهنما/h."},
    {Msg::type_choice, "یک عدد ({1}) یا یک واژه ({2}) بنویسید؛ راهنما/h، خروج/q."},
    // Rules
    {Msg::rule_win, "برد"},
    {Msg::rule_block, "بستن"},
    {Msg::rule_fork, "تهدید دوگانه"},
    {Msg::rule_block_fork, "خنثی کردن تهدید دوگانه"},
    {Msg::rule_center, "وسط"},
    {Msg::rule_opposite_corner, "گوشه روبه‌رو"},
    {Msg::rule_corner, "گوشه"},
    {Msg::rule_side, "کناره"},
    {Msg::rule_random, "تصادفی"},
    // Levels
    {Msg::level_easy, "آسان"},
    {Msg::level_medium, "متوسط"},
    {Msg::level_hard, "سخت"},
    {Msg::level_easy_summary,
     "اگر بردی ببیند آن را می‌گیرد، وگرنه تصادفی بازی می‌کند."},
    {Msg::level_medium_summary,
     "اگر بتواند می‌برد، وگرنه راه حریف را می‌بندد، وگرنه وسط، یک "
     "گوشه یا یک کناره را می‌گیرد. سطح پیش‌فرض همین است."},
    {Msg::level_hard_summary,
     "با قاعده‌های بی‌نقص نیوول و سایمون بازی می‌کند و هرگز "
     "نمی‌بازد."},
    // Solver values
    {Msg::value_win, "برد"},
    {Msg::value_draw, "مساوی"},
    {Msg::value_loss, "باخت"},
    // In-game help
    {Msg::game_help_intro,
     "شماره یک خانه خالی را بنویسید و اینتر را بزنید. خانه‌ها:"},
    {Msg::input_rule,
     "هر حرکت یک خط است با یک عدد صحیح از {1} (با رقم‌های فارسی یا "
     "انگلیسی و علامت اختیاری)؛ فاصله، تب و نویسه بازگشت به سر سطر دور آن نادیده "
     "گرفته می‌شوند. هر خط دیگری با ذکر دلیل رد می‌شود و دوباره از "
     "همان بازیکن پرسیده می‌شود."},
    {Msg::command_hint_help, "بهترین حرکت‌ها و نتیجه آن‌ها را می‌گوید"},
    {Msg::command_undo_help, "آخرین حرکت را برمی‌گرداند"},
    {Msg::command_help_help, "همین راهنما را نشان می‌دهد"},
    {Msg::command_quit_help, "از بازی خارج می‌شود (در هر مرحله)"},
    {Msg::command_yes_help, "یک دست دیگر بازی می‌کند (در جواب «یک دست دیگر؟»)"},
    {Msg::command_no_help, "بازی را تمام می‌کند (در جواب «یک دست دیگر؟»)"},
    {Msg::game_help_end_of_input,
     "با پایان ورودی (Ctrl-D) هر جا که باشید از بازی خارج می‌شوید."},
    {Msg::game_help_commands,
     "وقتی نوبت حرکت است، این‌ها را هم می‌توانید بنویسید (در "
     "واژه‌های لاتین حروف کوچک و بزرگ فرقی ندارند):"},
    // The full-screen face (src/app/screen/)
    // (end of: The full-screen face (src/app/screen/))
    // --help
    {Msg::help_intro, "بازی دوز (tictactoe) در ترمینال، با یک دوست یا با کامپیوتر."},
    {Msg::help_usage, "طرز استفاده:"},
    {Msg::help_options_title,
     "گزینه‌ها (با \u200e--mode منو نمی‌آید؛ بدون آن، هر گزینه جای منوی "
     "خودش را می‌گیرد):"},
    {Msg::help_playing_title,
     "بازی: شماره یک خانه خالی را بنویسید و اینتر را بزنید. خانه‌ها:"},
    {Msg::help_commands_title,
     "واژه‌هایی که به جای عدد می‌توانید بنویسید (در واژه‌های "
     "لاتین "
     "حروف کوچک و بزرگ فرقی ندارند):"},
    {Msg::help_menu_default,
     "در منوها شماره یا واژه یک گزینه را بنویسید (چند حرف اول واژه هم "
     "کافی است و در واژه‌های لاتین حروف کوچک و بزرگ فرقی ندارند)؛ خط "
     "خالی یعنی گزینه پیش‌فرض داخل کروشه، مثل [2]."},
    {Msg::help_levels_title, "سطح‌ها:"},
    {Msg::help_board,
     "صفحه (BOARD) نُه کاراکتر است، ردیف به ردیف از بالا چپ: X، O یا «.» "
     "برای خانه خالی (مثلاً X.O......)."},
    {Msg::help_batch,
     "اگر BOARD برابر «-» باشد، از هر خط ورودی استاندارد یک صفحه "
     "خوانده و برای هر صفحه یک خط چاپ می‌شود."},
    {Msg::help_exit_status,
     "وضعیت خروج: 0 یعنی درست، 1 یعنی خروجی نوشته یا ورودی خوانده "
     "نشد، 2 یعنی گزینه یا صفحه نادرست، 130 یعنی قطع شد (و 141، از SIGPIPE، "
     "وقتی برنامه‌ای که خروجی را می‌خواند بسته شود)."},
    {Msg::option_mode_help,
     "انسان در برابر انسان، انسان در برابر کامپیوتر یا کامپیوتر در "
     "برابر کامپیوتر"},
    {Msg::option_first_help, "در بازی با کامپیوتر، چه کسی اول حرکت می‌کند (X)"},
    {Msg::option_difficulty_help,
     "سطح کامپیوتر: {1} (پیش‌فرض {2})؛ در cvc سطح X، و سطح O هم اگر جدا "
     "داده نشود"},
    {Msg::option_o_difficulty_help, "در cvc، سطح O"},
    {Msg::option_rounds_help,
     "بدون پرسیدن N دست ({1}) بازی می‌کند و بعد جمع نتیجه‌ها را چاپ "
     "می‌کند"},
    {Msg::option_seed_help,
     "بذر انتخاب‌های کامپیوتر ({1})، برای تکرار دقیق بازی‌ها"},
    {Msg::option_color_help,
     "auto، always یا never؛ auto فقط خروجی ترمینال را رنگی می‌کند، آن هم "
     "وقتی NO_COLOR تعریف نشده یا خالی باشد و TERM تعریف شده باشد و "
     "dumb نباشد"},
    {Msg::option_keypad_help,
     "شماره‌گذاری خانه‌ها مثل صفحه‌کلید عددی، با 7 8 9 در بالا"},
    {Msg::option_analyze_help, "نتیجه هر حرکت را با بازی بی‌نقص نشان می‌دهد"},
    {Msg::option_move_help, "حرکت کامپیوتر را چاپ می‌کند: خانه و قاعده"},
    {Msg::option_help_help, "این راهنما را نشان می‌دهد و خارج می‌شود"},
    {Msg::option_version_help, "نسخه را نشان می‌دهد و خارج می‌شود"},
    // History, statistics and preferences (src/app/store/)
    {Msg::history_no_home,
     "\u200ftictactoe: بازی‌ها ذخیره نمی‌شوند: متغیر \u2066HOME\u2069 تعریف نشده "
     "است "
     "(\u2066XDG_STATE_HOME\u2069 "
     "را تعریف کنید یا \u2066--history-file\u2069 را بدهید)"},
    {Msg::history_cannot_save,
     "\u200ftictactoe: ذخیره بازی‌ها در \u2066{1}\u2069 ممکن نشد: \u2066{2}\u2069"},
    {Msg::file_cannot_read, "\u200ftictactoe: خواندن \u2066{1}\u2069 ممکن نشد: \u2066{2}\u2069"},
    {Msg::history_skipped,
     "\u200ftictactoe: \u2066{1}\u2069: {2} {2:خط|خط} که بازی نبود کنار گذاشته شد (نخستین "
     "آن‌ها "
     "خط "
     "{3})"},
    {Msg::history_none, "هنوز هیچ بازی‌ای در \u2066{1}\u2069 ذخیره نشده است."},
    {Msg::history_line, "\u200f{1}  {2} در برابر {3}: {4}؛ حرکت‌ها: {5}"},
    {Msg::history_won, "{1} برد"},
    {Msg::history_tied, "مساوی"},
    {Msg::stats_total, "\u200f{1} {1:بازی|بازی} ذخیره شده است: X {2} بار برد، O {3} بار برد، {4} بار مساوی"},
    {Msg::stats_by_mode, "بر پایه حالت بازی:"},
    {Msg::stats_mode_row, "  {1}: {2} {2:بازی|بازی}: X {3} بار برد، O {4} بار برد، {5} بار مساوی"},
    {Msg::stats_by_level,
     "در برابر کامپیوتر، بر پایه درجه سختی (نتیجه‌های بازیکن):"},
    {Msg::stats_results_row, "  {1}: {2} {2:بازی|بازی}: {3} برد، {4} باخت، {5} مساوی"},
    {Msg::stats_by_player, "بر پایه بازیکن:"},
    {Msg::stats_player_row,
     "  \u2068{1}\u2069: {2} {2:بازی|بازی}: {3} برد، {4} باخت، {5} مساوی؛ {6} بار با X، {7} بار با O"},
    {Msg::stats_streak, "در برابر کامپیوتر: رشته کنونی {1}؛ بلندترین رشته بردها {2}"},
    {Msg::streak_none, "هیچ"},
    {Msg::streak_won, "{1} {1:برد|برد}"},
    {Msg::streak_lost, "{1} {1:باخت|باخت}"},
    {Msg::streak_tied, "{1} {1:مساوی|مساوی}"},
    {Msg::review_no_saved_game,
     "\u200ftictactoe: بازی ذخیره‌شده \u2066{1}\u2069 وجود ندارد: در \u2066{3}\u2069 {2} "
     "{2:بازی|بازی} "
     "ذخیره "
     "شده "
     "است"},
    {Msg::review_bad_saved_game,
     "\u200ftictactoe: «\u2066{1}\u2069» هیچ بازی ذخیره‌شده‌ای را "
     "نشان نمی‌دهد: \u2066@1\u2069 آخرین بازی است، "
     "\u2066@2\u2069 بازی پیش از آن، و همین‌طور تا آخر"},
    {Msg::config_malformed, "\u200ftictactoe: \u2066{1}:{2}\u2069: این خط به شکل «کلید = مقدار» نیست"},
    {Msg::config_unknown_key, "\u200ftictactoe: \u2066{1}:{2}\u2069: تنظیم ناشناخته «\u2066{3}\u2069»"},
    {Msg::config_not_settable,
     "\u200ftictactoe: \u2066{1}:{2}\u2069: «\u2066{3}\u2069» را نمی‌توان در پرونده "
     "تنظیمات "
     "تعیین "
     "کرد"},
    {Msg::config_bad_value, "\u200ftictactoe: \u2066{1}:{2}\u2069: {3}"},
    {Msg::config_truncated, "\u200ftictactoe: \u2066{1}\u2069: فقط {2} بایت نخست خوانده شد"},
    {Msg::option_stats_help, "آمار همه بازی‌های ذخیره‌شده را نشان می‌دهد"},
    {Msg::option_json_help,
     "همراه \u2066--stats\u2069 یا \u2066--history\u2069، خروجی را به شکل \u2066JSON\u2069 "
     "می‌دهد"},
    {Msg::option_history_help,
     "آخرین \u2066N\u2069 بازی ذخیره‌شده را فهرست می‌کند ({1}؛ بی \u2066N\u2069، "
     "۱۰ "
     "بازی)"},
    {Msg::option_history_file_help,
     "بازی‌ها را در \u2066FILE\u2069 ذخیره می‌کند و از آن می‌خواند "
     "(پیش‌فرض: "
     "\u2066{1}\u2069)"},
    {Msg::option_no_history_help, "بازی‌های این نشست را ذخیره نمی‌کند"},
    {Msg::options_only_with_records,
     "\u2066{1}\u2069 را فقط همراه \u2066{2}\u2069 یا \u2066{3}\u2069 می‌توان به کار برد"},
    {Msg::option_no_config_help, "پرونده تنظیمات (\u2066{1}\u2069) را نادیده می‌گیرد"},
    // (end of: History, statistics and preferences (src/app/store/))
    // Command-line errors
    {Msg::usage_error, "\u200ftictactoe: {1}"},
    {Msg::try_help, "برای اطلاعات بیشتر «tictactoe --help» را اجرا کنید."},
    {Msg::unknown_option, "گزینه «\u200e{1}» شناخته نشد"},
    {Msg::unexpected_argument, "آرگومان «{1}» اضافی است"},
    {Msg::option_takes_no_value, "گزینه «\u200e{1}» مقدار نمی‌گیرد"},
    {Msg::option_needs_value, "گزینه «\u200e{1}» به یک مقدار نیاز دارد"},
    {Msg::invalid_value, "مقدار «{1}» برای \u200e{2} نامعتبر است (مقدارهای مجاز: {3})"},
    {Msg::invalid_number, "مقدار «{1}» برای \u200e{2} نامعتبر است (باید عدد صحیحی از {3} تا {4} باشد)"},
    {Msg::analyze_and_move, "نمی‌توان \u200e{1} و \u200e{2} را با هم به کار برد"},
    {Msg::option_not_with_action, "نمی‌توان \u200e{1} را همراه \u200e{2} به کار برد"},
    {Msg::option_not_with_mode, "گزینه \u200e{1} در \u200e--mode {2} به کار نمی‌آید"},
    {Msg::cannot_write_output, "\u200ftictactoe: نوشتن خروجی ممکن نشد"},
    {Msg::fatal_error, "\u200ftictactoe: {1}"},
    // --analyze and --move
    {Msg::board_error, "خطا: «{1}»: {2}"},
    {Msg::board_too_long, "خط خیلی بلند است؛ صفحه دقیقاً {1} کاراکتر است"},
    {Msg::board_wrong_length, "صفحه باید دقیقاً {1} کاراکتر باشد"},
    {Msg::board_bad_character,
     "صفحه فقط می‌تواند X، O و «.» (خانه خالی) داشته باشد"},
    {Msg::board_impossible_counts,
     "تعداد علامت‌ها ممکن نیست: X اول حرکت می‌کند، پس تعداد X یا با "
     "O برابر است یا یکی بیشتر"},
    {Msg::board_both_won, "هم X و هم O یک خط کامل دارند"},
    {Msg::board_play_after_win,
     "بعد از این‌که بازی برده شد، باز هم حرکتی انجام شده است"},
    {Msg::board_game_over, "بازی تمام شده است: {1}"},
    {Msg::analysis_win, "نوبت {1}: برد با {2}"},
    {Msg::analysis_draw, "نوبت {1}: مساوی با {2}"},
    {Msg::analysis_loss, "نوبت {1}: باخت با {2}"},
    {Msg::analysis_won, "برنده {1} است (خانه‌های {2})"},
    {Msg::analysis_tie, "مساوی"},
    // The line game: hints, actions, row and column input
    {Msg::hint_win_fastest,
     "راهنمایی: با {2:خانه|خانه} {1}، هر کاری {3} بکند، "
     "زودتر از همه می‌برید؛ با {5:خانه|خانه} {4} هم "
     "می‌برید، ولی دیرتر."},
    {Msg::hint_draw_chances,
     "راهنمایی: {2:خانه|خانه} {1}؛ با بهترین بازی مساوی "
     "می‌شود و {3} بیشترین فرصت را برای اشتباه دارد؛ "
     "با {5:خانه|خانه} {4} هم مساوی می‌شود."},
    {Msg::hint_loss_blocks,
     "راهنمایی: با هر حرکتی می‌بازید: {3} {2} {2:راه|راه} "
     "برای بردن دارد؛ خانه {1} فقط یکی از آن‌ها را "
     "می‌بندد."},
    {Msg::hint_loss_as_fast,
     "راهنمایی: با هر حرکتی به همان زودی می‌بازید؛ با "
     "{2:خانه|خانه} {1}، {3} بیشترین فرصت را برای "
     "اشتباه دارد."},
    {Msg::review_trap_fell_in,
     "\u200f   تله: از {2} {2:جواب|جواب} ممکن {3}، {1} تا "
     "{1:می‌بازد|می‌بازند}؛ {3} در تله افتاد"},
    {Msg::review_trap_avoided,
     "\u200f   تله: از {2} {2:جواب|جواب} ممکن {3}، {1} تا "
     "{1:می‌بازد|می‌بازند}؛ {3} در تله نیفتاد"},
    {Msg::review_trap_pending,
     "\u200f   تله: از {2} {2:جواب|جواب} ممکن {3}، {1} تا "
     "{1:می‌بازد|می‌بازند}"},
    // (end of: The line game: hints, actions, row and column input)
    // Perfect level and review
    {Msg::level_perfect, "بی‌نقص"},
    {Msg::level_perfect_summary,
     "از حل دقیق بازی پیروی می‌کند: هرگز نمی‌بازد، با کمترین حرکت "
     "می‌برد و تله‌هایی می‌گذارد که بازیکن ضعیف‌تر ممکن است در "
     "آن‌ها بیفتد."},
    {Msg::rule_forced_win, "برد قطعی"},
    {Msg::rule_trap, "تله‌گذاری"},
    {Msg::rule_draw, "حفظ مساوی"},
    {Msg::rule_hold_out,
     "همه حرکت‌ها بازنده‌اند؛ این یکی دیرتر از همه می‌بازد"},
    {Msg::computer_plays_trap_mark,
     "حرکت {1}: خانه {2} (تله: از {4} {4:جواب|جواب} ممکن {5}، {3} تا "
     "{3:می‌بازد|می‌بازند})"},
    {Msg::hint_win_now, "راهنمایی: با {2:خانه|خانه} {1} همین حالا می‌برید."},
    {Msg::list_or_two, "{1} یا {2}"},
    {Msg::list_or_start, "{1}، {2}"},
    {Msg::list_or_middle, "{1}، {2}"},
    {Msg::list_or_end, "{1} یا {2}"},
    {Msg::command_review_help,
     "ارزیابی هر حرکت را نشان می‌دهد: بهترین، اشتباه یا اشتباه "
     "بزرگ (در جواب «یک دست دیگر؟»)"},
    {Msg::option_review_help,
     "یک فهرست حرکت‌ها را مرور می‌کند: ارزیابی هر حرکت، سپس "
     "اشتباه‌ها"},
    {Msg::help_review,
     "فهرست حرکت‌ها (MOVES) همان است که در خط «حرکت‌ها:» می‌آید، "
     "مثلاً «5 1 9 3 7»؛ اگر MOVES برابر «-» باشد، از هر خط یک فهرست "
     "خوانده و خط آخر مرورش (اشتباه‌ها) چاپ می‌شود."},
    {Msg::review_best, "\u200f{1}. {2} {3}  بهترین ({4})"},
    {Msg::review_best_missed_win,
     "\u200f{1}. {2} {3}  بهترین ({4})، هرچند خانه {5} همان لحظه می‌برد"},
    {Msg::review_best_missed_block, "\u200f{1}. {2} {3}  بهترین ({4})، هرچند خانه {5} را باز گذاشت"},
    {Msg::review_mistake, "\u200f{1}. {2} {3}  اشتباه: {4} -> {5} (بهترین: {6})"},
    {Msg::review_mistake_missed_win,
     "\u200f{1}. {2} {3}  اشتباه: {4} -> {5}، برد با خانه {7} را از دست داد (بهترین: {6})"},
    {Msg::review_mistake_missed_block, "\u200f{1}. {2} {3}  اشتباه: {4} -> {5}، خانه {7} را نبست (بهترین: {6})"},
    {Msg::review_blunder, "\u200f{1}. {2} {3}  اشتباه بزرگ: {4} -> {5} (بهترین: {6})"},
    {Msg::review_blunder_missed_win,
     "\u200f{1}. {2} {3}  اشتباه بزرگ: {4} -> {5}، برد با خانه {7} را از دست داد "
     "(بهترین: {6})"},
    {Msg::review_blunder_missed_block, "\u200f{1}. {2} {3}  اشتباه بزرگ: {4} -> {5}، خانه {7} را نبست (بهترین: {6})"},
    {Msg::review_summary, "\u200f{1}: {2} {2:اشتباه|اشتباه}؛ {3}: {4} {4:اشتباه|اشتباه}"},
    {Msg::review_summary_blunders,
     "\u200f{1}: {2} {2:اشتباه|اشتباه}، {3} {3:اشتباه بزرگ|اشتباه بزرگ}؛ {4}: {5} "
     "{5:اشتباه|اشتباه}، {6} {6:اشتباه بزرگ|اشتباه بزرگ}"},
    {Msg::record_error, "خطا: «{1}»: {2}"},
    {Msg::record_too_long,
     "خط خیلی بلند است؛ فهرست حرکت‌ها حداکثر {1} کاراکتر است"},
    {Msg::record_empty, "فهرست حرکت‌ها دست‌کم یک حرکت لازم دارد"},
    {Msg::record_not_a_number, "حرکت {1}، یعنی «{2}»، شماره خانه‌ای از {3} نیست"},
    {Msg::record_out_of_range,
     "حرکت {1}، یعنی {2}، خارج از محدوده است؛ خانه‌ها {3} هستند"},
    {Msg::record_taken, "حرکت {1}، یعنی {2}، خانه‌ای است که قبلاً گرفته شده"},
    {Msg::record_after_end, "حرکت {1}، یعنی {2}، بعد از پایان بازی آمده است"},
    // Sessions: names, menus, turns
    {Msg::line_list_two, "{1} و {2}"},
    {Msg::interrupted_before_play, "بازی قطع شد."},
    {Msg::cannot_read_input, "\u200ftictactoe: خواندن ورودی ممکن نشد: {1}"},
    {Msg::options_not_with_action, "نمی‌توان \u200e{1} را همراه \u200e{2} به کار برد"},
    {Msg::options_not_with_mode, "گزینه‌های \u200e{1} در \u200e--mode {2} به کار نمی‌آیند"},
    {Msg::option_names_help,
     "نام بازیکن‌ها، هر کدام حداکثر {1} کاراکتر: در hvh هر دو نام "
     "(اولی شروع می‌کند)؛ در hvc نام شما"},
    {Msg::option_alternate_help,
     "در hvh و hvc، هر دست تازه را بازیکن دیگر شروع می‌کند"},
    {Msg::option_quiet_help,
     "در cvc، بدون صفحه و حرکت‌ها: فقط نتیجه هر دست، یا با \u200e--rounds فقط "
     "جمع نتیجه‌ها"},
    {Msg::invalid_names,
     "مقدار «{1}» برای \u200e{2} نامعتبر است (باید یک نام باشد، یا دو نام "
     "متفاوت که با ویرگول انگلیسی «,» جدا شده‌اند، هر کدام 1 تا {3} "
     "کاراکتر)"},
    {Msg::invalid_names_same,
     "مقدار «{1}» برای \u200e{2} نامعتبر است (دو نام یکسان‌اند؛ "
     "بزرگی و کوچکی حروف حساب نمی‌شود)"},
    {Msg::names_one_against_computer,
     "با \u200e--mode hvc، گزینه \u200e{1} فقط یک نام می‌گیرد: نام بازیکن "
     "انسانی"},
    {Msg::invalid_name_characters,
     "مقدار «{1}» برای \u200e{2} نامعتبر است (نام نباید کاراکتر کنترلی یا "
     "نامرئی، بک‌اسلش یا بایتی خارج از UTF-8 داشته باشد)"},
    {Msg::invalid_name_digits,
     "مقدار «{1}» برای \u200e{2} نامعتبر است (نام نباید عدد باشد، "
     "وگرنه با شماره خانه اشتباه می‌شود)"},
    {Msg::invalid_name_mark,
     "مقدار «{1}» برای \u200e{2} نامعتبر است (X و O نشانه‌های بازی‌اند: "
     "فقط بازیکن اول می‌تواند X نام بگیرد و فقط بازیکن دوم O)"},
    {Msg::invalid_name_mark_vs_computer,
     "مقدار «{1}» برای \u200e{2} نامعتبر است (در بازی با کامپیوتر نام شما "
     "نمی‌تواند X یا O باشد: این‌ها نشانه‌های بازی‌اند)"},
    {Msg::command_undo_vs_computer_help,
     "در بازی با کامپیوتر، حرکت شما و جواب آن را برمی‌گرداند"},
    {Msg::command_swap_help,
     "یک دست دیگر بازی می‌کند که این بار بازیکن دیگر شروع می‌کند "
     "(در جواب «یک دست دیگر؟»)"},
    {Msg::command_settings_help,
     "به منوها برمی‌گردد تا تنظیمات تازه انتخاب کنید (در جواب «یک "
     "دست دیگر؟»)"},
    {Msg::banner_menu,
     "دوز: هر کس سه‌تا در یک خط بچیند می‌برد. هر جا خواستید: "
     "راهنما/h، خروج/q."},
    {Msg::banner_watch,
     "دوز: هر کس سه‌تا در یک خط بچیند می‌برد. کامپیوتر در برابر "
     "کامپیوتر."},
    {Msg::menu_item_word, "  {1}) {2}  {3}"},
    {Msg::menu_no_such_choice, "گزینه‌ای به نام «{1}» نیست."},
    {Msg::menu_ambiguous, "ورودی «{1}» با بیش از یک گزینه جور درمی‌آید."},
    {Msg::menu_help,
     "شماره یا واژه یک گزینه را بنویسید (در واژه‌های لاتین "
     "حروف کوچک و بزرگ فرقی ندارند)؛ اگر واژه دیگری با همان "
     "حرف‌ها شروع نشود، چند حرف اولش کافی است. خط خالی یعنی "
     "همان گزینه داخل کروشه ({1}). با خروج/q از بازی بیرون "
     "می‌روید."},
    {Msg::names_title,
     "نام‌ها (خط خالی همان نام داخل کروشه را نگه می‌دارد؛ X اول "
     "حرکت می‌کند):"},
    {Msg::name_prompt, "نام بازیکن {1} [{2}]: "},
    {Msg::name_bad,
     "نام باید 1 تا {1} کاراکتر باشد و هیچ کاراکتر کنترلی یا نامرئی "
     "یا بک‌اسلش نداشته باشد."},
    {Msg::name_taken,
     "نام «{1}» مال بازیکن دیگر است؛ دو نام باید با هم فرق داشته "
     "باشند."},
    {Msg::name_help,
     "نام بازیکن {1} را بنویسید و اینتر را بزنید، یا برای «{2}» فقط "
     "اینتر را بزنید. نام‌ها در پرسش‌ها، نتیجه‌ها و امتیاز نشان "
     "داده می‌شوند. با خروج/q از بازی بیرون می‌روید."},
    {Msg::name_digits,
     "نام نباید عدد باشد، وگرنه با شماره خانه اشتباه می‌شود."},
    {Msg::name_mark,
     "فقط بازیکن {1} می‌تواند نام {1} داشته باشد؛ نام دیگری انتخاب "
     "کنید."},
    {Msg::move_prompt_named, "نوبت {1} ({2}) است ({3}): "},
    {Msg::took_back_player, "حرکت {1} در خانه {2} برگردانده شد."},
    {Msg::player_named, "{1} ({2})"},
    {Msg::play_again_swap_prompt, "یک دست دیگر؟ [Y/n/s] "},
    {Msg::answer_yes_no_swap, "لطفاً جواب دهید بله/y، نه/n یا جابجا/s (راهنما/h: راهنما)."},
    {Msg::play_again_help_title,
     "در جواب «یک دست دیگر؟» این‌ها را می‌توانید بنویسید (در "
     "واژه‌های لاتین حروف کوچک و بزرگ فرقی ندارند):"},
    {Msg::settings_score,
     "امتیاز تا اینجا: {1}. با تنظیمات تازه، امتیاز از نو شمرده "
     "می‌شود."},
    {Msg::replay_seed, "برای تکرار دقیق همین بازی‌ها: \u200e--seed {1}"},
    {Msg::game_help_goal,
     "هر کس سه علامتش را در یک خط بچیند می‌برد: افقی، عمودی یا مورب. "
     "X اول حرکت می‌کند؛ اگر صفحه پر شود و هیچ خطی کامل نشود، بازی "
     "مساوی است."},
    // Languages
    {Msg::words_quit, "خروج"},
    {Msg::words_help, "راهنما|کمک"},
    {Msg::words_hint, "راهنمایی"},
    {Msg::words_undo, "برگرد|واگرد"},
    {Msg::words_yes, "بله|آره"},
    {Msg::words_no, "نه|خیر"},
    {Msg::words_review, "مرور"},
    {Msg::words_swap, "جابجا|جابه\u200cجا"},
    {Msg::words_settings, "تنظیمات"},
    {Msg::option_lang_help,
     "زبان: {1}؛ بدون آن، تنظیمات محلی (اولین متغیر تعریف‌شده از "
     "LC_ALL، LC_MESSAGES و LANG) تصمیم می‌گیرد: اگر C یا POSIX باشد "
     "یا کدگذاری‌اش UTF-8 نباشد، انگلیسی؛ وگرنه اولین زبانی از "
     "LANGUAGE که بازی بلد است، وگرنه زبان خود تنظیمات محلی، "
     "وگرنه انگلیسی"},
    {Msg::help_move_tokens,
     "پاسخ \u200e--move در همه زبان‌ها واژه انگلیسی قاعده را نگه می‌دارد "
     "(مثل 5 center) و خط‌های خطایش هم با پیشوند انگلیسی error: شروع "
     "می‌شوند (دلیلِ پس از آن ترجمه می‌شود)؛ این قالبی برای "
     "برنامه‌هاست."},
    // Two whole sentences on one line: a reason, then what to do (a blank
    // between them, none in Chinese).
    {Msg::two_sentences, "{1} {2}"},
    {Msg::error_line, "خطا: {1}"},
    // "1 تا 9": "از 1 تا 9" reads as Persian, where "از 1-9" does not.
    {Msg::number_range, "{1} تا {2}"},
}};
static_assert(is_complete(kPersian), "the Persian table needs one row per Msg, each exactly once");
constexpr auto kPersianById = by_id(kPersian);

// CLDR's Persian plural rule: one for 0 and 1, other for the rest.
std::size_t persian_plural(long long n) { return n <= 1 ? 0 : 1; }

}  // namespace

const LanguageTable kPersianTable{kPersian, kPersianById, persian_plural, 2, Direction::right_to_left};

}  // namespace tictactoe::app
