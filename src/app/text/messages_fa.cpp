// The Persian catalogue (دوز): one row per Msg, in any order, each exactly
// once (checked at compile time). See messages.hpp for the pattern syntax.
//
// Persian is written right to left, and a terminal that applies the bidi
// algorithm lays each line out whole. Every code-like value inside a
// sentence (a board, a typed line, an option, a move record, a seed, a mark,
// a name) is a directional isolate: U+2066 LRI ... U+2069 PDI around what the
// program writes, U+2068 FSI ... PDI around what a player typed, so that its
// characters keep their order; a line that starts with a number or a Latin
// word starts with RLM (\u200f). Numbers are Persian digits: the catalogue
// writes each ASCII digit outside an isolate as ۰-۹ (with_native_digits), so
// the digits of an isolated value (the board, the Moves: record, --seed, the
// cells of --analyze) stay ASCII, as a player types them. Lines laid out left
// to right (the grid, the tables of the help) take their marks from
// layout.hpp. tests/test_translations.cpp runs every row through fribidi.
//
// Glossary (tests/test_translations.cpp holds every row but the typed words
// to it): the one word for each concept, then after "not:" the words the
// catalogue never uses for it.
//   game: دوز
//   cell: خانه | not: مربع
//   move: حرکت | not: جابه‌جایی مهره
//   board: صفحه | not: تخته
//   level: سطح دشواری | not: درجه سختی, درجه
//   hint: پیشنهاد | not: راهنمایی
//   undo: برگرداندن | not: واگرد
//   review: مرور | not: بازبینی
//   tie: مساوی | not: تساوی
//   reply: پاسخ | not: جواب
//   trap: تله | not: کمین
//   mark: علامت | not: نشانه
//   two players: دو نفره | not: انسان در برابر
//   register: است | not: سه‌تا, آره, جور درمی‌آید, بلد
//   row: سطر
//   column: ستون
// ("سطح" alone is never the level: every سطح is سطح دشواری or سطح‌های دشواری.)
//
// A player's label is never isolated again: it is built of its own isolates
// (⁦X⁩ (شما), ⁨علی⁩ (⁦X⁩)), and an LRI or FSI around
// it lays "(شما)" out left to right. A row the full screen draws does not
// start with an isolate or a Latin letter: a terminal keeps no mark at
// column 0. One digit system per element: Persian digits in prose, ASCII
// inside an isolate (a record, a seed, a board, a cell under --coords).
// The full screen's help says "e: منو" (the key bar "e: تنظیمات"): its line
// must fit the 76 columns of the help box (tests/test_translations_fit.cpp).
// Kept from the 2026 review, and why: راهنمایی stays a word for hint (T38:
// the help's word is راهنما, and a menu says what a rejected word means);
// اشتباه بزرگ stays the blunder (T41: the review's own term, kept in the
// help); the board's numbers stay ASCII (typed as either, and the grid is
// the one left-to-right element); lines stay 1-2-3 (the form typed in
// records); no digit grouping or Jalali dates (--history is for programs
// too, as --move is); the help's typed words keep ", " (a list of tokens).

#include <array>

#include "app/text/messages_table.hpp"

namespace tictactoe::app {

namespace {

constexpr std::array<CatalogueRow, kMsgCount> kPersian{{
    // The session
    {Msg::banner,
     "دوز: سه علامت در یک خط برنده است. یک خانه "
     "را انتخاب کنید؛ راهنما h، خروج q."},
    {Msg::menu_item, "  {1}) {2}"},
    {Msg::menu_prompt_default, "انتخاب کنید ({1}) [{2}]: "},
    {Msg::mode_menu_title, "حالت بازی:"},
    {Msg::mode_hvh, "دو نفره"},
    {Msg::mode_hvc, "در برابر کامپیوتر"},
    {Msg::mode_cvc, "کامپیوتر در برابر کامپیوتر"},
    {Msg::first_menu_title, "چه کسی اول حرکت کند (با علامت \u2066X\u2069)؟"},
    {Msg::first_you, "شما"},
    {Msg::first_computer, "کامپیوتر"},
    {Msg::level_menu_title, "سطح دشواری:"},
    {Msg::mark_level_menu_title, "سطح دشواری \u2066{1}\u2069:"},
    {Msg::move_prompt, "نوبت \u2066{1}\u2069 است ({2}): "},
    {Msg::computer_plays, "خانه {2} را \u2066{1}\u2069 گرفت ({3})"},
    {Msg::cell_taken,
     "ببخشید، خانه {1} را قبلاً \u2066{2}\u2069 گرفته است. یک "
     "خانه خالی انتخاب کنید."},
    {Msg::hint_win, "پیشنهاد: خانه {1}؛ اگر درست ادامه دهید می‌برید."},
    {Msg::hint_draw,
     "پیشنهاد: خانه {1}؛ اگر هر دو طرف درست بازی کنند، بازی "
     "مساوی می‌شود."},
    {Msg::hint_loss,
     "پیشنهاد: با هر حرکتی می‌بازید؛ با {2:خانه|خانه‌های} "
     "{1} بیشتر از همه دوام می‌آورید."},
    {Msg::nothing_to_undo, "حرکتی برای برگرداندن نیست."},
    {Msg::took_back_move_and_reply,
     "حرکت شما در خانه {1} و پاسخ کامپیوتر در خانه {2} "
     "برگردانده شد."},
    {Msg::took_back_your_move, "حرکت شما در خانه {1} برگردانده شد."},
    {Msg::took_back_named_move_and_reply,
     "حرکت \u2068{1}\u2069 در خانه {2} و پاسخ کامپیوتر در "
     "خانه {3} برگردانده شد."},
    {Msg::result_tie, "مساوی شد!"},
    {Msg::result_win, "بازی را \u2068{1}\u2069 برد! (خانه‌های {2})"},
    {Msg::result_win_you, "شما بردید! (\u2066{1}\u2069، خانه‌های {2})"},
    {Msg::result_win_computer, "کامپیوتر برد! (\u2066{1}\u2069، خانه‌های {2})"},
    {Msg::result_win_level, "بازی را \u2066{1}\u2069 برد! ({2}، خانه‌های {3})"},
    {Msg::moves_record, "حرکت‌ها: \u2066{1}\u2069"},
    {Msg::score_line, "امتیاز: {1}"},
    {Msg::tally_after_rounds, "پس از {1} {1:دست|دست}: {2}"},
    {Msg::final_score, "امتیاز نهایی: {1}"},
    {Msg::interrupted, "بازی قطع شد. امتیاز: {1}"},
    {Msg::goodbye, "خدانگهدار."},
    {Msg::play_again_prompt, "یک دست دیگر؟ \u2066[Y/n]\u2069 (مرور، تنظیمات) "},
    {Msg::input_not_an_answer, "«\u2068{1}\u2069» این‌جا پاسخ معتبری نیست."},
    // Tallies
    {Msg::tally, "{1} {2}،\u200f {3} {4}،\u200f مساوی {5}"},
    {Msg::player_mark, "\u2066{1}\u2069"},
    {Msg::player_you, "\u2066{1}\u2069 (شما)"},
    {Msg::player_computer, "\u2066{1}\u2069 (کامپیوتر)"},
    {Msg::player_level, "\u2066{1}\u2069 ({2})"},
    // Rejected lines
    {Msg::input_empty, "چیزی ننوشتید."},
    {Msg::input_too_long, "ورودی بیش از حد طولانی است."},
    {Msg::input_not_a_number, "«\u2068{1}\u2069» عدد نیست."},
    {Msg::input_out_of_range, "«\u2068{1}\u2069» خارج از محدوده است."},
    {Msg::type_cell, "شماره یک خانه ({1}) را بنویسید؛ برای راهنما h را بزنید."},
    {Msg::type_choice,
     "یک عدد ({1}) یا یک واژه ({2}) بنویسید؛ برای راهنما h و "
     "برای خروج q را بزنید."},
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
     "اگر بتواند در یک حرکت ببرد می‌برد، وگرنه تصادفی بازی می‌کند."},
    {Msg::level_medium_summary,
     "اگر بتواند می‌برد، وگرنه راه حریف را می‌بندد، وگرنه "
     "وسط، یک گوشه یا یک کناره را می‌گیرد. سطح دشواری پیش‌فرض "
     "همین است."},
    {Msg::level_hard_summary,
     "با قاعده‌های بی‌نقص نیوول و سایمون بازی می‌کند و هرگز "
     "نمی‌بازد."},
    // Solver values
    {Msg::value_win, "برد"},
    {Msg::value_draw, "مساوی"},
    {Msg::value_loss, "باخت"},
    // In-game help
    {Msg::game_help_intro,
     "شماره یک خانه خالی را بنویسید و کلید Enter را بزنید. "
     "خانه‌ها:"},
    {Msg::input_rule,
     "هر حرکت یک خط است با یک عدد صحیح از {1} (با رقم‌های فارسی یا "
     "انگلیسی "
     "و "
     "علامت "
     "مثبت "
     "یا "
     "منفی "
     "اختیاری)؛ "
     "فاصله، "
     "تب "
     "و کاراکتر بازگشت به سر سطر در دو طرف آن نادیده گرفته می‌شوند. "
     "هر "
     "خط "
     "دیگری "
     "با "
     "ذکر "
     "دلیل "
     "رد "
     "می‌شود "
     "و "
     "همان "
     "بازیکن دوباره باید حرکت کند."},
    {Msg::command_hint_help, "بهترین حرکت‌ها و نتیجه آن‌ها را می‌گوید"},
    {Msg::command_undo_help, "آخرین حرکت را برمی‌گرداند"},
    {Msg::command_help_help, "همین راهنما را نشان می‌دهد"},
    {Msg::command_quit_help, "از بازی خارج می‌شود (در هر مرحله)"},
    {Msg::command_yes_help,
     "یک دست دیگر بازی می‌کند (در پاسخ به «یک دست دیگر؟»)"},
    {Msg::command_no_help, "بازی را تمام می‌کند (در پاسخ به «یک دست دیگر؟»)"},
    {Msg::game_help_end_of_input,
     "با پایان ورودی (Ctrl-D) در هر مرحله از بازی خارج می‌شوید."},
    {Msg::game_help_commands,
     "وقتی نوبت حرکت است، این‌ها را هم می‌توانید بنویسید (در "
     "واژه‌های لاتین حروف کوچک و بزرگ فرقی ندارند):"},
    // Game flow commands: new game, back, and the full screen's keys
    {Msg::words_new, "تازه|بازی‌تازه|جدید|بازی‌جدید"},
    {Msg::words_back, "بازگشت|برگرد|عقب|قبلی"},
    {Msg::command_new_help,
     "این بازی را رها می‌کند و بازی تازه‌ای با همان بازیکنان شروع "
     "می‌کند "
     "(بدون "
     "امتیاز "
     "و "
     "بدون "
     "ثبت "
     "در "
     "تاریخچه)"},
    {Msg::command_back_help, "به پرسش قبلی برمی‌گردد (در منوها و پرسش نام)"},
    {Msg::game_abandoned,
     "این بازی کنار گذاشته شد و در امتیاز و تاریخچه "
     "حساب نمی‌شود؛ بازی تازه‌ای شروع می‌شود."},
    {Msg::nothing_before, "این نخستین پرسش است: پرسشی پیش از آن نیست."},
    {Msg::menu_help_back, "با \u2066back\u2069 یا «بازگشت» به پرسش قبلی برمی‌گردید."},
    {Msg::screen_banner,
     "دوز: هر کس سه علامت در یک خط بچیند برنده است. راهنما: \u2066?\u2069 یا \u2066F1\u2069؛ خروج: \u2066q\u2069."},
    {Msg::screen_confirm_new,
     "بازی تازه‌ای شروع شود؟ این بازی حساب نمی‌شود. \u2066y\u2069: بازی "
     "تازه، "
     "هر "
     "کلید "
     "دیگر: "
     "ادامه"},
    {Msg::screen_again_prompt,
     "یک دست دیگر؟ \u2066Enter\u2069 یا \u2066n\u2069: "
     "بازی تازه  \u2066s\u2069: جابه‌جایی نوبت  \u2066q\u2069: "
     "خروج"},
    {Msg::screen_again_prompt_watch, "یک دست دیگر؟ \u2066Enter\u2069 یا \u2066n\u2069: بازی تازه  \u2066q\u2069: خروج"},
    // The full-screen face (src/app/screen/)
    {Msg::screen_button_new, "بازی تازه"},
    {Msg::screen_button_undo, "برگرداندن"},
    {Msg::screen_button_hint, "پیشنهاد"},
    {Msg::screen_button_review, "مرور"},
    {Msg::screen_button_quit, "خروج"},
    {Msg::screen_too_small,
     "اندازه ترمینال را دست‌کم به \u2066{1}x{2}\u2069 برسانید (اکنون "
     "\u2066{3}x{4}\u2069 "
     "است)، "
     "یا "
     "برای "
     "خروج "
     "\u2066q\u2069 را بزنید."},
    {Msg::screen_turn, "نوبت {1} است"},
    {Msg::screen_keys_menu,
     "بالا، پایین، \u2066Enter\u2069  یا شماره یا واژه را بنویسید  چپ: بازگشت  "
     "\u2066q\u2069: خروج"},
    {Msg::screen_keys_name,
     "\u2066Enter\u2069: تمام (خالی: «\u2068{1}\u2069»)  \u2066Esc\u2069: "
     "پاک کردن  چپ: بازگشت"},
    {Msg::screen_help_title, "کلیدها و ماوس"},
    {Msg::screen_help_mouse,
     "برای حرکت، روی یک خانهٔ خالی کلیک کنید؛ برای "
     "زدن دکمه‌ها هم روی آن‌ها کلیک کنید"},
    {Msg::screen_help_other,
     "همچنین: \u2066h j k l\u2069 مانند پیکان‌ها، کلید فاصله مانند "
     "\u2066Enter\u2069 "
     "و "
     "\u2066F1\u2069 "
     "مانند "
     "\u2066?\u2069؛ \u2066Esc\u2069 هر چه باز است را می‌بندد و گرنه پیش از خروج "
     "می‌پرسد؛ "
     "کلیدهای "
     "حرفی "
     "با "
     "حروف "
     "بزرگ و در چیدمان‌های روسی و فارسی هم کار می‌کنند؛ \u2066Ctrl-L\u2069 "
     "صفحه "
     "را "
     "از "
     "نو "
     "می‌کشد."},
    {Msg::screen_confirm_quit,
     "خارج می‌شوید؟ بازی همین‌جا تمام می‌شود. \u2066y\u2069 یا "
     "\u2066Enter\u2069: "
     "خروج، "
     "کلید "
     "دیگر: "
     "ادامه"},
    {Msg::screen_paused,
     "مکث؛ کلید فاصله: ادامه، \u2066.\u2069: یک "
     "حرکت جلو"},
    {Msg::screen_pace, "هر {1} میلی‌ثانیه یک حرکت"},
    {Msg::screen_fallback,
     "\u200ftictactoe: \u2066--full-screen\u2069 "
     "به ترمینال نیاز دارد ({1})؛ بازی در حالت "
     "ساده (خط به خط) ادامه می‌یابد."},
    {Msg::screen_reason_not_terminal, "ورودی یا خروجی استاندارد ترمینال نیست"},
    {Msg::screen_reason_no_term, "متغیر \u2066TERM\u2069 تعریف نشده است"},
    {Msg::screen_reason_dumb, "مقدار \u2066TERM\u2069 برابر \u2066dumb\u2069 است"},
    {Msg::option_full_screen_help, "بازی تمام‌صفحه: با پیکان‌ها، عددها یا ماوس"},
    // The full screen's key table (tables/keys.hpp) and the results held on screen
    {Msg::screen_key_entry, "\u2068{1}\u2069: {2}"},
    {Msg::screen_key_arrows, "پیکان‌ها"},
    {Msg::screen_key_space, "فاصله"},
    {Msg::screen_key_left_right, "چپ، راست"},
    {Msg::screen_do_move, "جابه‌جایی"},
    {Msg::screen_do_play, "حرکت"},
    {Msg::screen_do_play_now, "حرکت فوری"},
    {Msg::screen_do_again, "دست دیگر"},
    {Msg::screen_do_stop, "پایان"},
    {Msg::screen_do_undo, "برگرداندن"},
    {Msg::screen_do_hint, "پیشنهاد"},
    {Msg::screen_do_new, "بازی تازه"},
    {Msg::screen_do_swap, "جابه‌جایی نوبت"},
    {Msg::screen_do_settings, "تنظیمات"},
    {Msg::screen_do_review, "مرور"},
    {Msg::screen_do_pace, "سرعت"},
    {Msg::screen_do_pause, "مکث"},
    {Msg::screen_do_step, "یک حرکت"},
    {Msg::screen_do_steps, "حرکت به حرکت"},
    {Msg::screen_do_ends, "آغاز، پایان"},
    {Msg::screen_do_back, "بازگشت"},
    {Msg::screen_do_close, "بستن"},
    {Msg::screen_do_help, "راهنما"},
    {Msg::screen_do_quit, "خروج"},
    {Msg::screen_help_turn, "در بازی"},
    {Msg::screen_help_again, "پس از بازی"},
    {Msg::screen_help_watching, "کامپیوتر با کامپیوتر"},
    {Msg::screen_help_review, "در مرور"},
    {Msg::screen_hold_next, "برای بازی بعدی کلیدی بزنید."},
    {Msg::screen_hold_end, "برای خروج کلیدی بزنید."},
    // --help
    {Msg::help_intro,
     "بازی دوز (\u2066tictactoe\u2069) در ترمینال، با یک دوست "
     "یا با کامپیوتر."},
    {Msg::help_usage, "طرز استفاده:"},
    {Msg::help_options_title,
     "گزینه‌ها (با \u2066--mode\u2069 منویی نیست؛ "
     "بدون آن، منوی گزینه‌های داده‌شده پرسیده نمی‌شود):"},
    {Msg::help_playing_title,
     "بازی: شماره یک خانه خالی را بنویسید و کلید Enter را "
     "بزنید. خانه‌ها:"},
    {Msg::help_commands_title,
     "واژه‌هایی که به جای عدد می‌توانید بنویسید (در واژه‌های "
     "لاتین حروف کوچک و بزرگ فرقی ندارند):"},
    {Msg::help_menu_default,
     "در منوها شماره یا واژه یک گزینه را بنویسید (چند حرف اول "
     "واژه هم کافی است و در واژه‌های لاتین حروف کوچک و بزرگ "
     "فرقی ندارند)؛ خط خالی یعنی گزینه پیش‌فرض داخل کروشه، "
     "مثل [2]."},
    {Msg::help_levels_title, "سطح‌های دشواری:"},
    {Msg::help_board,
     "صفحه (\u2066BOARD\u2069) نُه کاراکتر است، "
     "سطر به سطر از گوشهٔ بالا سمت چپ: \u2066X\u2069، "
     "\u2066O\u2069 یا «\u2066.\u2069» برای خانه "
     "خالی (مثلاً \u2066X.O......\u2069)."},
    {Msg::help_batch,
     "اگر \u2066BOARD\u2069 برابر «\u2066-\u2069» باشد، از هر "
     "خط ورودی استاندارد یک صفحه خوانده و برای هر صفحه یک خط "
     "چاپ می‌شود."},
    {Msg::help_exit_status,
     "کد خروج: \u20660\u2069 یعنی موفق، \u20661\u2069 "
     "یعنی خروجی نوشته نشد یا ورودی خوانده نشد، "
     "\u20662\u2069 یعنی گزینه یا صفحه نادرست، "
     "\u2066130\u2069 یعنی قطع شد (و \u2066141\u2069، "
     "از \u2066SIGPIPE\u2069، وقتی برنامه‌ای که "
     "خروجی را می‌خواند زودتر بسته شود)."},
    {Msg::option_mode_help, "\u2066hvh\u2069 دو نفره، \u2066hvc\u2069 در برابر کامپیوتر، \u2066cvc\u2069 دو کامپیوتر"},
    {Msg::option_first_help,
     "در بازی با کامپیوتر، چه کسی اول حرکت می‌کند (\u2066X\u2069)"},
    {Msg::option_difficulty_help, "سطح دشواری کامپیوتر: \u2066{1}\u2069"},
    {Msg::option_o_difficulty_help,
     "در \u2066cvc\u2069، سطح دشواری \u2066O\u2069 (پیش‌فرض: مثل \u2066X\u2069)"},
    {Msg::option_rounds_help,
     "\u2066N\u2069 دست ({1}) بازی می‌کند، سپس "
     "جمع امتیازها"},
    {Msg::option_seed_help,
     "عدد پایهٔ (\u2066seed\u2069) تصادف کامپیوتر "
     "({1})"},
    {Msg::option_color_help, "رنگ: \u2066auto\u2069 (فقط ترمینال)، \u2066always\u2069 یا \u2066never\u2069"},
    {Msg::option_keypad_help,
     "شماره خانه‌ها مثل صفحه‌کلید عددی، \u2066۷ ۸ ۹\u2069 در بالا"},
    {Msg::option_analyze_help,
     "نتیجه هر حرکت را با بازی بی‌نقص دو طرف نشان می‌دهد"},
    {Msg::option_move_help, "حرکت کامپیوتر را چاپ می‌کند: خانه و قاعده"},
    {Msg::option_help_help,
     "راهنما یا راهنمای \u2066TOPIC\u2069 را نشان می‌دهد و خارج می‌شود"},
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
     "\u200ftictactoe: \u2066{1}\u2069: {2} خط "
     "که بازی نبود کنار گذاشته شد ({2:خط|نخستین "
     "آن‌ها: خط} {3})"},
    {Msg::history_none, "هنوز هیچ بازی‌ای در \u2066{1}\u2069 ذخیره نشده است."},
    {Msg::history_line,
     "\u200f\u2066{1}\u2069  {2} در برابر {3}: "
     "{4}؛ حرکت‌ها: \u2066{5}\u2069"},
    {Msg::history_won, "\u2066{1}\u2069 برد"},
    {Msg::history_tied, "مساوی"},
    {Msg::stats_total,
     "\u200f{1} بازی ذخیره شده است: برد \u2066X\u2069: "
     "{2}، برد \u2066O\u2069: {3}، مساوی: {4}"},
    {Msg::stats_by_mode, "به تفکیک حالت بازی:"},
    {Msg::stats_mode_row,
     "  {1}: {2} بازی؛ برد \u2066X\u2069: {3}، "
     "برد \u2066O\u2069: {4}، مساوی: {5}"},
    {Msg::stats_by_level,
     "در برابر کامپیوتر، به تفکیک سطح دشواری (نتیجه‌های "
     "بازیکن):"},
    {Msg::stats_results_row, "  {1}: {2} {2:بازی|بازی}: {3} برد، {4} باخت، {5} مساوی"},
    {Msg::stats_by_player, "به تفکیک بازیکن:"},
    {Msg::stats_player_row,
     "  \u2068{1}\u2069: {2} {2:بازی|بازی}: {3} برد، {4} باخت، {5} مساوی؛ {6} بار با \u2066X\u2069، {7} بار با "
     "\u2066O\u2069"},
    {Msg::stats_streak,
     "در برابر کامپیوتر: روند کنونی: {1}؛ بیشترین "
     "برد پیاپی: {2}"},
    {Msg::streak_none, "ندارد"},
    {Msg::streak_won, "{1} {1:برد|برد} پیاپی"},
    {Msg::streak_lost, "{1} {1:باخت|باخت} پیاپی"},
    {Msg::streak_tied, "{1} {1:مساوی|مساوی} پیاپی"},
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
     "همراه \u2066--stats\u2069 یا \u2066--history\u2069، خروجی \u2066JSON\u2069 می‌دهد"},
    {Msg::option_history_help,
     "آخرین \u2066N\u2069 بازی ذخیره‌شده را فهرست می‌کند (پیش‌فرض ۱۰)"},
    {Msg::option_history_file_help,
     "بازی‌ها را در \u2066FILE\u2069 ذخیره می‌کند و از آن می‌خواند"},
    {Msg::option_no_history_help, "بازی‌های این نشست را ذخیره نمی‌کند"},
    {Msg::options_only_with_records,
     "\u2066{1}\u2069 را فقط همراه \u2066{2}\u2069 یا \u2066{3}\u2069 می‌توان به کار برد"},
    {Msg::option_no_config_help,
     "پرونده تنظیمات را نمی‌خواند (راهنما: \u2066--help "
     "files\u2069)"},
    // The user's files checked (issue 25)
    {Msg::file_refused_link,
     "این یک پیوند نمادین است و بازی دنبالش نمی‌رود؛ مسیر خود "
     "پرونده "
     "را "
     "بدهید"},
    {Msg::file_refused_not_regular,
     "این پرونده‌ای معمولی نیست؛ مسیر یک پرونده‌ی معمولی را بدهید"},
    {Msg::file_refused_owner,
     "این پرونده از آنِ کاربر دیگری است؛ از پرونده‌ی خودتان "
     "استفاده "
     "کنید"},
    {Msg::file_refused_writable,
     "کاربران دیگر می‌توانند در آن بنویسند؛ با \u2066chmod go-w\u2069 نوشتن "
     "را "
     "فقط "
     "برای "
     "خودتان "
     "بگذارید"},
    {Msg::folder_refused_owner,
     "پوشه‌ی این پرونده از آنِ کاربر دیگری است؛ از پوشه‌ی خودتان "
     "استفاده "
     "کنید"},
    {Msg::folder_refused_writable,
     "کاربران دیگر می‌توانند در پوشه‌ی آن بنویسند؛ با \u2066chmod go-w\u2069 "
     "نوشتن "
     "در "
     "پوشه "
     "را "
     "فقط "
     "برای "
     "خودتان "
     "بگذارید"},
    {Msg::history_locked,
     "پرونده‌ی تاریخچه را فرایند دیگری قفل کرده است؛ بازی‌های "
     "بعدی "
     "این "
     "نشست "
     "ذخیره "
     "نمی‌شوند"},
    {Msg::config_repeated,
     "\u200ftictactoe: \u2066{1}:{2}\u2069: «\u2066{3}\u2069» اینجا دوباره تنظیم شده است، پس خط {4} به کار "
     "نمی‌رود"},
    {Msg::warnings_more, "\u200ftictactoe: ... و {1} هشدار دیگر"},
    // Command-line errors
    {Msg::usage_error, "\u200ftictactoe: {1}"},
    {Msg::try_help,
     "برای اطلاعات بیشتر «\u2066tictactoe --help\u2069» را "
     "اجرا کنید."},
    {Msg::unknown_option, "گزینه «\u2068{1}\u2069» شناخته نشد"},
    {Msg::unexpected_argument, "آرگومان «\u2068{1}\u2069» اضافی است"},
    {Msg::option_takes_no_value, "گزینه «\u2066{1}\u2069» مقدار نمی‌گیرد"},
    {Msg::option_needs_value, "گزینه «\u2066{1}\u2069» به یک مقدار نیاز دارد"},
    {Msg::invalid_value,
     "مقدار «\u2068{1}\u2069» برای \u2066{2}\u2069 نامعتبر "
     "است (مقدارهای مجاز: \u2066{3}\u2069)"},
    {Msg::invalid_number,
     "مقدار «\u2068{1}\u2069» برای \u2066{2}\u2069 نامعتبر "
     "است (باید عدد صحیحی از {3} تا {4} باشد)"},
    {Msg::options_conflict,
     "نمی‌توان \u2066{1}\u2069 و \u2066{2}\u2069 را با هم به "
     "کار برد"},
    {Msg::option_not_with_action,
     "\u2066{1}\u2069 را نمی‌توان همراه \u2066{2}\u2069 به کار برد"},
    {Msg::option_not_with_mode, "گزینه \u2066{1}\u2069 در \u2066--mode {2}\u2069 کاربرد ندارد"},
    {Msg::cannot_write_output, "\u200ftictactoe: نوشتن خروجی ممکن نشد"},
    {Msg::fatal_error, "\u200ftictactoe: {1}"},
    // --analyze and --move
    {Msg::board_error, "خطا: «\u2068{1}\u2069»: {2}"},
    {Msg::board_too_long, "خط خیلی بلند است؛ صفحه دقیقاً {1} کاراکتر است"},
    {Msg::board_wrong_length, "صفحه باید دقیقاً {1} کاراکتر باشد"},
    {Msg::board_bad_character,
     "صفحه فقط می‌تواند \u2066X\u2069، \u2066O\u2069 و "
     "«\u2066.\u2069» (خانه خالی) داشته باشد"},
    {Msg::board_impossible_counts,
     "تعداد علامت‌ها ناممکن است: \u2066X\u2069 اول حرکت "
     "می‌کند، پس تعداد علامت‌های \u2066X\u2069 یا با "
     "\u2066O\u2069 برابر است یا یکی بیشتر"},
    {Msg::board_both_won, "هم \u2066X\u2069 و هم \u2066O\u2069 یک خط کامل دارند"},
    {Msg::board_play_after_win,
     "پس از آن‌که یکی از دو طرف برده، باز هم حرکتی "
     "انجام شده است"},
    {Msg::board_game_over, "بازی تمام شده است: {1}"},
    {Msg::analysis_win, "نوبت \u2066{1}\u2069: برد با \u2066{2}\u2069"},
    {Msg::analysis_draw, "نوبت \u2066{1}\u2069: مساوی با \u2066{2}\u2069"},
    {Msg::analysis_loss, "نوبت \u2066{1}\u2069: باخت با \u2066{2}\u2069"},
    {Msg::analysis_won, "برنده \u2066{1}\u2069 است (خانه‌های {2})"},
    {Msg::analysis_tie, "مساوی"},
    // The line game: hints, actions, row and column input
    {Msg::hint_win_fastest,
     "پیشنهاد: با {2:خانه|خانه‌های} {1}، هر کاری \u2066{3}\u2069 بکند، اگر "
     "درست "
     "بازی "
     "کنید "
     "زودتر "
     "از "
     "هر "
     "راه "
     "دیگری "
     "می‌برید؛ با {5:خانه|خانه‌های} {4} هم می‌برید، ولی دیرتر."},
    {Msg::hint_draw_chances,
     "پیشنهاد: {2:خانه|خانه‌های} {1}؛ با بازی درست، "
     "بازی مساوی می‌شود و \u2066{3}\u2069 بیش از "
     "هر حالت دیگری ممکن است اشتباه کند؛ با {5:خانه|خانه‌های} "
     "{4} هم بازی مساوی می‌شود."},
    {Msg::hint_loss_blocks,
     "پیشنهاد: با هر حرکتی می‌بازید: \u2066{3}\u2069 {2} "
     "{2:راه|راه} برای بردن دارد و خانه {1} فقط یکی از آن‌ها "
     "را می‌بندد."},
    {Msg::hint_loss_as_fast,
     "پیشنهاد: هر حرکتی بکنید، به یک اندازه زود می‌بازید؛ با "
     "{2:خانه|خانه‌های} "
     "{1}، "
     "\u2066{3}\u2069 "
     "بیشترین "
     "فرصت "
     "را برای اشتباه دارد."},
    {Msg::review_trap_fell_in,
     "\u200f   تله: از {2} {2:پاسخ|پاسخ} ممکن "
     "\u2066{3}\u2069، {1} {1:پاسخ|پاسخ} به باخت می‌رسد؛ "
     "\u2066{3}\u2069 در تله افتاد"},
    {Msg::review_trap_avoided,
     "\u200f   تله: از {2} {2:پاسخ|پاسخ} ممکن "
     "\u2066{3}\u2069، {1} {1:پاسخ|پاسخ} به باخت می‌رسد؛ "
     "\u2066{3}\u2069 در تله نیفتاد"},
    {Msg::review_trap_pending,
     "\u200f   تله: از {2} {2:پاسخ|پاسخ} ممکن "
     "\u2066{3}\u2069، {1} {1:پاسخ|پاسخ} به باخت می‌رسد"},
    {Msg::name_taken_as_shown,
     "«\u2068{1}\u2069» همان نام بازیکن دیگر، «\u2068{2}\u2069»، خوانده می‌شود؛ "
     "دو "
     "نام "
     "باید "
     "با "
     "هم "
     "فرق "
     "داشته "
     "باشند."},
    {Msg::invalid_name_command,
     "مقدار «\u2068{1}\u2069» برای \u2066{2}\u2069 نامعتبر است (نام نمی‌تواند در "
     "هیچ‌یک "
     "از "
     "زبان‌های "
     "بازی "
     "واژه "
     "خروج، راهنما یا بازگشت باشد: اگر هنگام پرسیدن نام تایپ شود، همان فرمان اجرا "
     "می‌شود)"},
    {Msg::name_command,
     "«\u2068{1}\u2069» در یکی از زبان‌های بازی "
     "واژه خروج، راهنما یا بازگشت است؛ نام دیگری "
     "انتخاب کنید."},
    {Msg::not_now_play_again,
     "«\u2068{1}\u2069» فقط پس از پایان بازی، در "
     "پاسخ به «یک دست دیگر؟»، کار می‌کند."},
    {Msg::option_unused_in_mode,
     "گزینه \u2066{1}\u2069 در حالت انتخاب‌شده، "
     "«{2}»، به کار نمی‌آید و نادیده گرفته می‌شود."},
    {Msg::options_unused_in_mode,
     "گزینه‌های \u2066{1}\u2069 در حالت انتخاب‌شده، «{2}»، به کار "
     "نمی‌آیند "
     "و "
     "نادیده "
     "گرفته "
     "می‌شوند."},
    // Perfect level and review
    {Msg::level_perfect, "بی‌نقص"},
    {Msg::level_perfect_summary,
     "از حل دقیق بازی پیروی می‌کند: هرگز نمی‌بازد، با کمترین "
     "حرکت می‌برد و تله‌هایی می‌گذارد که بازیکن ضعیف‌تر ممکن "
     "است در آن‌ها بیفتد."},
    {Msg::rule_forced_win, "برد قطعی"},
    {Msg::rule_trap, "تله‌گذاری"},
    {Msg::rule_draw, "حفظ مساوی"},
    {Msg::rule_hold_out,
     "همه حرکت‌ها به باخت می‌رسند؛ این یکی بیشتر از همه دوام "
     "می‌آورد"},
    {Msg::computer_plays_trap_mark,
     "خانه {2} را \u2066{1}\u2069 گرفت (تله: از {4} پاسخی که \u2066{5}\u2069 می‌تواند "
     "بدهد، "
     "{3} "
     "پاسخ "
     "به "
     "باخت "
     "می‌رسد)"},
    {Msg::hint_win_now,
     "پیشنهاد: با {2:خانه|خانه‌های} {1} همین حالا "
     "می‌برید."},
    {Msg::list_or_two, "{1} یا {2}"},
    {Msg::list_or_start, "{1}، {2}"},
    {Msg::list_or_middle, "{1}، {2}"},
    {Msg::list_or_end, "{1} یا {2}"},
    {Msg::command_review_help,
     "ارزیابی هر حرکت را نشان می‌دهد: بهترین، اشتباه یا "
     "اشتباه بزرگ (در پاسخ به «یک دست دیگر؟»)"},
    {Msg::option_review_help,
     "مرور حرکت‌ها یا بازی ذخیره‌شدهٔ \u2066@K\u2069 "
     "(\u2066@1\u2069: آخرین بازی)"},
    {Msg::help_review,
     "فهرست حرکت‌ها (\u2066MOVES\u2069) همان است که در خط "
     "«حرکت‌ها:» می‌آید، مثلاً «\u20665 1 9 3 7\u2069»؛ اگر "
     "\u2066MOVES\u2069 برابر «\u2066-\u2069» باشد، از هر خط "
     "ورودی یک فهرست خوانده و فقط خط آخر مرور آن (اشتباه‌ها) "
     "چاپ می‌شود."},
    {Msg::review_best, "\u200f{1}. {2} {3}  بهترین ({4})"},
    {Msg::review_best_missed_win,
     "\u200f{1}. {2} {3}  بهترین ({4})، هرچند خانه "
     "{5} همان لحظه می‌برد"},
    {Msg::review_best_missed_block,
     "\u200f{1}. {2} {3}  بهترین ({4})، هرچند جلوی "
     "خانه {5} گرفته نشد"},
    {Msg::review_mistake,
     "\u200f{1}. {2} {3}  اشتباه: {4} ← {5} (بهترین: "
     "{6})"},
    {Msg::review_mistake_missed_win,
     "\u200f{1}. {2} {3}  اشتباه: {4} ← {5}، برد "
     "در خانه {7} از دست رفت (بهترین: {6})"},
    {Msg::review_mistake_missed_block,
     "\u200f{1}. {2} {3}  اشتباه: {4} ← {5}، جلوی "
     "خانه {7} گرفته نشد (بهترین: {6})"},
    {Msg::review_blunder,
     "\u200f{1}. {2} {3}  اشتباه بزرگ: {4} ← {5} "
     "(بهترین: {6})"},
    {Msg::review_blunder_missed_win,
     "\u200f{1}. {2} {3}  اشتباه بزرگ: {4} ← {5}، "
     "برد در خانه {7} از دست رفت (بهترین: {6})"},
    {Msg::review_blunder_missed_block,
     "\u200f{1}. {2} {3}  اشتباه بزرگ: {4} ← {5}، "
     "جلوی خانه {7} گرفته نشد (بهترین: {6})"},
    {Msg::review_summary, "\u200fشمار اشتباه‌ها — {1}: {2}؛ {3}: {4}"},
    {Msg::review_summary_blunders,
     "\u200fشمار اشتباه‌ها — {1}: {2} اشتباه و {3} اشتباه بزرگ؛ {4}: {5} "
     "اشتباه "
     "و "
     "{6} "
     "اشتباه "
     "بزرگ"},
    {Msg::record_error, "خطا: «\u2068{1}\u2069»: {2}"},
    {Msg::record_too_long,
     "خط خیلی بلند است؛ فهرست حرکت‌ها حداکثر {1} کاراکتر است"},
    {Msg::record_empty, "فهرست حرکت‌ها دست‌کم یک حرکت لازم دارد"},
    {Msg::record_not_a_number, "حرکت {1} («\u2068{2}\u2069») شماره خانه‌ای از {3} نیست"},
    {Msg::record_out_of_range,
     "حرکت {1} ({2}) خارج از محدوده است؛ شماره خانه‌ها از {3} است"},
    {Msg::record_taken, "حرکت {1} (خانه {2}): این خانه قبلاً گرفته شده است"},
    {Msg::record_after_end, "حرکت {1} (خانه {2}) پس از پایان بازی آمده است"},
    // Sessions: names, menus, turns
    {Msg::line_list_two, "{1} و {2}"},
    {Msg::interrupted_before_play, "بازی قطع شد."},
    {Msg::cannot_read_input, "\u200ftictactoe: خواندن ورودی ممکن نشد: \u2068{1}\u2069"},
    {Msg::options_not_with_action,
     "\u2066{1}\u2069 را نمی‌توان همراه \u2066{2}\u2069 به کار برد"},
    {Msg::options_not_with_mode,
     "گزینه‌های \u2066{1}\u2069 در \u2066--mode {2}\u2069 "
     "کاربرد ندارند"},
    {Msg::option_names_help,
     "نام بازیکن‌ها: اولی شروع می‌کند (در \u2066hvc\u2069 نام شما)"},
    {Msg::option_alternate_help, "هر دست تازه را بازیکن دیگر شروع می‌کند"},
    {Msg::option_quiet_help,
     "در \u2066cvc\u2069 فقط نتیجه‌ها (با \u2066--rounds\u2069، جمع امتیازها)"},
    {Msg::invalid_names,
     "مقدار «\u2068{1}\u2069» برای \u2066{2}\u2069 نامعتبر "
     "است (باید یک نام باشد، یا دو نام متفاوت که با ویرگول "
     "انگلیسی «\u2066,\u2069» جدا شده‌اند، هر کدام از 1 تا "
     "{3} کاراکتر)"},
    {Msg::invalid_names_same,
     "مقدار «\u2068{1}\u2069» برای \u2066{2}\u2069 نامعتبر "
     "است (دو نام یکسان‌اند؛ بزرگی و کوچکی حروف حساب نمی‌شود)"},
    {Msg::names_one_against_computer,
     "با \u2066--mode hvc\u2069، گزینه \u2066{1}\u2069 فقط یک "
     "نام می‌گیرد: نام شما"},
    {Msg::invalid_name_characters,
     "مقدار «\u2068{1}\u2069» برای \u2066{2}\u2069 نامعتبر "
     "است (نام نباید کاراکتر کنترلی یا نامرئی، بک‌اسلش یا "
     "بایتی که \u2066UTF-8\u2069 نیست داشته باشد)"},
    {Msg::invalid_name_digits,
     "مقدار «\u2068{1}\u2069» برای \u2066{2}\u2069 نامعتبر "
     "است (نام نباید عدد باشد، وگرنه با شماره خانه اشتباه "
     "می‌شود)"},
    {Msg::invalid_name_mark,
     "مقدار «\u2068{1}\u2069» برای \u2066{2}\u2069 نامعتبر "
     "است (\u2066X\u2069 و \u2066O\u2069 علامت‌های بازی‌اند: "
     "فقط بازیکن اول می‌تواند نام \u2066X\u2069 داشته باشد و "
     "فقط بازیکن دوم نام \u2066O\u2069)"},
    {Msg::invalid_name_mark_vs_computer,
     "مقدار «\u2068{1}\u2069» برای \u2066{2}\u2069 نامعتبر "
     "است (در بازی با کامپیوتر نام شما نمی‌تواند "
     "\u2066X\u2069 یا \u2066O\u2069 باشد: این‌ها علامت‌های "
     "بازی‌اند)"},
    {Msg::command_undo_vs_computer_help,
     "در بازی با کامپیوتر، حرکت شما و پاسخ کامپیوتر را برمی‌گرداند"},
    {Msg::command_swap_help,
     "یک دست دیگر بازی می‌کند که این بار بازیکن دیگر شروع "
     "می‌کند (در پاسخ به «یک دست دیگر؟»)"},
    {Msg::command_settings_help,
     "به منوها برمی‌گردد تا تنظیمات تازه‌ای انتخاب کنید (در "
     "پاسخ به «یک دست دیگر؟»)"},
    {Msg::banner_menu,
     "دوز: سه علامت در یک خط برنده است. در هر مرحله "
     "راهنما h، خروج q."},
    {Msg::banner_watch,
     "دوز: هر کس سه علامت در یک خط بچیند برنده است. کامپیوتر "
     "در برابر کامپیوتر."},
    {Msg::menu_item_word, "  {1}) {2}  {3}"},
    {Msg::menu_no_such_choice, "گزینه‌ای به نام «\u2068{1}\u2069» نیست."},
    {Msg::menu_ambiguous, "«\u2068{1}\u2069» می‌تواند به بیش از یک گزینه اشاره کند."},
    {Msg::menu_help,
     "شماره یا واژه یک گزینه را بنویسید (در واژه‌های لاتین "
     "حروف کوچک و بزرگ فرقی ندارند)؛ اگر واژه دیگری با همان "
     "حرف‌ها شروع نشود، چند حرف اول کافی است. خط خالی یعنی "
     "همان گزینه داخل کروشه ({1}). برای خروج q را بزنید."},
    {Msg::names_title,
     "نام‌ها (خط خالی همان نام داخل کروشه را نگه می‌دارد؛ "
     "\u2066X\u2069 اول حرکت می‌کند):"},
    {Msg::name_prompt, "نام بازیکن \u2066{1}\u2069 [\u2068{2}\u2069]: "},
    {Msg::name_bad,
     "نام باید از 1 تا {1} کاراکتر باشد و هیچ کاراکتر کنترلی "
     "یا نامرئی یا بک‌اسلش نداشته باشد."},
    {Msg::name_taken,
     "«\u2068{1}\u2069» نام بازیکن دیگر است؛ دو نام باید با "
     "هم فرق داشته باشند."},
    {Msg::name_help,
     "نام بازیکن \u2066{1}\u2069 را بنویسید و کلید Enter را "
     "بزنید، یا برای «\u2068{2}\u2069» فقط Enter را بزنید. "
     "نام‌ها در پرسش‌ها، نتیجه‌ها و امتیاز نشان داده می‌شوند. "
     "برای خروج q را بزنید."},
    {Msg::name_digits,
     "نام نباید عدد باشد، وگرنه با شماره خانه اشتباه می‌شود."},
    {Msg::name_mark,
     "فقط بازیکن \u2066{1}\u2069 می‌تواند نام \u2066{1}\u2069 "
     "داشته باشد؛ نام دیگری انتخاب کنید."},
    {Msg::move_prompt_named, "نوبت \u2068{1}\u2069 (\u2066{2}\u2069) است ({3}): "},
    {Msg::took_back_player, "حرکت \u2068{1}\u2069 در خانه {2} برگردانده شد."},
    {Msg::player_named, "\u2068{1}\u2069 (\u2066{2}\u2069)"},
    {Msg::play_again_swap_prompt, "یک دست دیگر؟ \u2066[Y/n/s]\u2069 (مرور، تنظیمات) "},
    {Msg::play_again_help_title,
     "در پاسخ به «یک دست دیگر؟» این‌ها را می‌توانید بنویسید "
     "(در واژه‌های لاتین حروف کوچک و بزرگ فرقی ندارند):"},
    {Msg::settings_score,
     "امتیاز تا اینجا: {1}. با تنظیمات تازه، امتیاز از نو "
     "شمرده می‌شود."},
    {Msg::replay_seed, "برای تکرار دقیق همین بازی‌ها: \u2066--seed {1}\u2069"},
    {Msg::game_help_goal,
     "هر کس سه علامتش را در یک خط بچیند برنده است: افقی، "
     "عمودی یا مورب. \u2066X\u2069 اول حرکت می‌کند؛ اگر صفحه "
     "پر شود و هیچ خطی کامل نشود، بازی مساوی است."},
    // The computer's remarks (issue 27)
    {Msg::remark_said, "{2} (\u2066{1}\u2069): {3}"},
    {Msg::option_no_remarks_help, "کامپیوتر دربارهٔ بازی چیزی نمی‌گوید"},
    {Msg::remark_easy_start_you_1, "اول تو! سعی می‌کنم عقب نمانم."},
    {Msg::remark_easy_start_you_2, "شروع کن؛ من هنوز دنبال صفحه می‌گردم."},
    {Msg::remark_easy_start_you_3, "حرکت اول مال تو. هوایم را داشته باش، من که آسانم."},
    {Msg::remark_easy_start_you_4,
     "تو جلو برو، من دنبالت می‌آیم. احتمالاً از راه اشتباه."},
    {Msg::remark_medium_start_you_1, "شما اول حرکت کنید. یک بازی خوب داشته باشیم."},
    {Msg::remark_medium_start_you_2, "شروع با شما. همهٔ تلاشم را می‌کنم."},
    {Msg::remark_medium_start_you_3, "حرکت اول با شما. موفق باشید."},
    {Msg::remark_medium_start_you_4, "بفرمایید. با دقت نگاه می‌کنم."},
    {Msg::remark_hard_start_you_1, "شروع کن. کمکی به تو نمی‌کند."},
    {Msg::remark_hard_start_you_2, "حرکت اول را بگیر، لازمت می‌شود."},
    {Msg::remark_hard_start_you_3, "بفرما، اول تو. من آماده‌ام."},
    {Msg::remark_hard_start_you_4, "حرکت اول مال توست. هدرش نده."},
    {Msg::remark_perfect_start_you_1, "شما اول. فرقی نمی‌کند."},
    {Msg::remark_perfect_start_you_2, "بفرمایید. پایانش را از همین حالا می‌دانم."},
    {Msg::remark_perfect_start_you_3, "نوبت شماست. عجله نکنید؛ نتیجه عوض نمی‌شود."},
    {Msg::remark_perfect_start_you_4, "شروع کنید. سعی می‌کنم تعجب کنم."},
    {Msg::remark_easy_start_me_1, "من اول؟ وای، چه استرسی!"},
    {Msg::remark_easy_start_me_2, "باشد، من شروع می‌کنم. برایم دعا کن."},
    {Msg::remark_easy_start_me_3, "حرکت اول با من! خب... یک جایی."},
    {Msg::remark_easy_start_me_4, "نوبت اول را به من می‌دهی؟ چه مهربان!"},
    {Msg::remark_medium_start_me_1, "حرکت اول را به من سپردید. ممنون."},
    {Msg::remark_medium_start_me_2, "پس من شروع می‌کنم. برویم."},
    {Msg::remark_medium_start_me_3, "من اول حرکت می‌کنم. حواستان باشد."},
    {Msg::remark_medium_start_me_4, "شروع با من. درست بازی کنیم."},
    {Msg::remark_hard_start_me_1, "حرکت اول را به من می‌دهی؟ چه جسارتی."},
    {Msg::remark_hard_start_me_2, "من شروع می‌کنم. پشیمان می‌شوی."},
    {Msg::remark_hard_start_me_3, "حرکت اول مال من. ممنون بابت امتیاز."},
    {Msg::remark_hard_start_me_4, "من جلو می‌روم. سعی کن عقب نمانی."},
    {Msg::remark_perfect_start_me_1, "از حرکت اول گذشتید. یادداشت شد."},
    {Msg::remark_perfect_start_me_2, "شروع می‌کنم. طولی نمی‌کشد."},
    {Msg::remark_perfect_start_me_3, "من شروع می‌کنم. بهتر است راحت بنشینید."},
    {Msg::remark_perfect_start_me_4, "حرکت اول با من. چه سخاوتی."},
    {Msg::remark_easy_fork_1, "دو خط با هم؟ من که فقط یکی را می‌توانم ببندم!"},
    {Msg::remark_easy_fork_2, "صبر کن، دو راه برای بردن داری؟ این انصاف نیست!"},
    {Msg::remark_easy_fork_3, "ای وای، دو تهدید و من فقط یک حرکت دارم!"},
    {Msg::remark_easy_fork_4, "دو فرصت برای تو، یک سد برای من. هوم."},
    {Msg::remark_medium_fork_1,
     "تهدید دوگانه. فقط یکی از خط‌ها را می‌توانم ببندم."},
    {Msg::remark_medium_fork_2, "دو تهدید با هم. خوب بازی کردید."},
    {Msg::remark_medium_fork_3, "دو خط دارید و من فقط یکی را می‌بندم."},
    {Msg::remark_medium_fork_4,
     "این تهدید دوگانه است. هر دو را نمی‌توانم ببندم."},
    {Msg::remark_hard_fork_1, "تهدید دوگانه. باشد، حقت بود."},
    {Msg::remark_hard_fork_2, "دو تهدید و فقط یکی را می‌شود بست. آزاردهنده است."},
    {Msg::remark_hard_fork_3, "پس تهدید دوگانه را می‌شناسی. یادم می‌ماند."},
    {Msg::remark_hard_fork_4, "دو خط باز. یکی را می‌بندم و بعد قهر می‌کنم."},
    {Msg::remark_perfect_fork_1, "تهدید دوگانه؟ در برابر من نباید ممکن باشد."},
    {Msg::remark_perfect_fork_2,
     "دو تهدید؛ فقط یکی را می‌توانم ببندم. چه تازگی‌ای."},
    {Msg::remark_perfect_fork_3,
     "تهدید دوگانه در برابر من. باید سیم‌کشی‌ام را بررسی کنم."},
    {Msg::remark_perfect_fork_4, "دو راه برد. از این لحظهٔ کمیاب لذت ببرید."},
    {Msg::remark_easy_slip_1,
     "اوه، اشتباه کردی؟ فکر کنم حالا می‌توانم ببرم. شاید."},
    {Msg::remark_easy_slip_2, "صبر کن، شاید واقعاً از اینجا ببرم!"},
    {Msg::remark_easy_slip_3, "به نظرم این حرکت به نفع من است. به کسی نگو."},
    {Msg::remark_easy_slip_4, "حتی من هم اینجا برد را می‌بینم. خب، تقریباً."},
    {Msg::remark_medium_slip_1, "این اشتباه بود: با بازی درست حالا من می‌برم."},
    {Msg::remark_medium_slip_2, "مراقب باشید، این حرکت برد را به من می‌دهد."},
    {Msg::remark_medium_slip_3, "با این لغزش، اگر درست بازی کنم من می‌برم."},
    {Msg::remark_medium_slip_4, "اگر درست بازی کنم، این حرکت بازنده است."},
    {Msg::remark_hard_slip_1, "لغزش. با بازی درست از اینجا من می‌برم."},
    {Msg::remark_hard_slip_2, "اشتباه کردی؛ حالا موقعیت برد با من است."},
    {Msg::remark_hard_slip_3, "این حرکت برد را دودستی تقدیمم کرد. ممنون."},
    {Msg::remark_hard_slip_4, "حرکت اشتباه. حالا برد در دست من است."},
    {Msg::remark_perfect_slip_1, "لغزش. از اینجا به بعد با من."},
    {Msg::remark_perfect_slip_2, "این حرکت می‌بازد. متوجه شدم."},
    {Msg::remark_perfect_slip_3, "اشتباه. این دست حالا مال من است."},
    {Msg::remark_perfect_slip_4, "آه. همین حرکت کار را تمام کرد."},
    {Msg::remark_easy_trap_1, "من تله گذاشته بودم؟ اصلاً قصدش را نداشتم!"},
    {Msg::remark_easy_trap_2, "اوه! در تله افتادی. فکر کنم تلهٔ من بود؟"},
    {Msg::remark_easy_trap_3, "تله! من هم مثل تو تعجب کرده‌ام."},
    {Msg::remark_easy_trap_4, "انگار حرکت قبلی‌ام تله بود. چه شانسی!"},
    {Msg::remark_medium_trap_1, "حرکت قبلی‌ام تله بود و شما در آن افتادید."},
    {Msg::remark_medium_trap_2, "آن یک تله بود. حالا با بازی درست من می‌برم."},
    {Msg::remark_medium_trap_3, "طعمه را گرفتید؛ حرکت قبلی‌ام تله بود."},
    {Msg::remark_medium_trap_4, "تله کار کرد. متأسفم."},
    {Msg::remark_hard_trap_1, "تلهٔ من بود و تو مستقیم در آن افتادی."},
    {Msg::remark_hard_trap_2, "تله بسته شد. باید می‌دیدی‌اش."},
    {Msg::remark_hard_trap_3, "طعمه را گرفتی. امیدوار بودم بگیری."},
    {Msg::remark_hard_trap_4, "حرکت قبلی‌ام برای همین بود."},
    {Msg::remark_perfect_trap_1, "و تله بسته می‌شود."},
    {Msg::remark_perfect_trap_2, "دقیقاً همان پاسخی که انتظارش را داشتم."},
    {Msg::remark_perfect_trap_3,
     "پاسخی را انتخاب کردید که می‌بازد. رویش حساب کرده بودم."},
    {Msg::remark_perfect_trap_4, "تلهٔ من، حرکت شما. طبق برنامه."},
    {Msg::remark_easy_win_1, "من بردم؟! یکی عکس بگیرد!"},
    {Msg::remark_easy_win_2, "واقعاً بردم! شانس تازه‌کارهاست."},
    {Msg::remark_easy_win_3, "برد با من! خودم هم مثل تو شوکه‌ام."},
    {Msg::remark_easy_win_4, "بردم؟ بردم! وای!"},
    {Msg::remark_medium_win_1, "این دست را من بردم. بازی خوبی بود."},
    {Msg::remark_medium_win_2, "من بردم، ولی شما هم خوب بازی کردید."},
    {Msg::remark_medium_win_3, "برد با من. یک دست دیگر؟"},
    {Msg::remark_medium_win_4, "من بردم. دفعهٔ بعد نوبت شماست."},
    {Msg::remark_hard_win_1, "همان‌طور که انتظار می‌رفت، بردم."},
    {Msg::remark_hard_win_2, "این دست مال من. باز هم امتحان می‌کنی؟"},
    {Msg::remark_hard_win_3, "یک برد دیگر. ناراحت نباش."},
    {Msg::remark_hard_win_4, "بردم. کار من همین است."},
    {Msg::remark_perfect_win_1,
     "همان‌طور که پیش‌بینی کرده بودم. آیا ماشین از انسان برتر است؟"},
    {Msg::remark_perfect_win_2, "بردم. نتیجهٔ دیگری ممکن نبود."},
    {Msg::remark_perfect_win_3, "برد؛ کاملاً طبق برنامه."},
    {Msg::remark_perfect_win_4, "بردم. می‌گفتم نزدیک بود، ولی دروغ نمی‌گویم."},
    {Msg::remark_easy_loss_1, "تو بردی! خب، انتظارش می‌رفت."},
    {Msg::remark_easy_loss_2, "مرا بردی! منصفانه و تقریباً جوانمردانه."},
    {Msg::remark_easy_loss_3, "تبریک! من شانسی نداشتم."},
    {Msg::remark_easy_loss_4, "تو بردی! می‌روم یک جایی تمرین کنم."},
    {Msg::remark_medium_loss_1, "شما بردید. خوب بازی کردید."},
    {Msg::remark_medium_loss_2, "بازی خوبی بود؛ حقتان بود ببرید."},
    {Msg::remark_medium_loss_3, "مرا بردید. از آن درس می‌گیرم."},
    {Msg::remark_medium_loss_4, "برد با شما. آفرین."},
    {Msg::remark_hard_loss_1, "تو بردی؟ لذتش را ببر، زیاد پیش نمی‌آید."},
    {Msg::remark_hard_loss_2, "بد نبود. ولی منتظر دفعهٔ دوم نباش."},
    {Msg::remark_hard_loss_3, "باختم. این یک بار اشکالی ندارد."},
    {Msg::remark_hard_loss_4, "مرا بردی. دارم در زندگی‌ام تجدیدنظر می‌کنم."},
    {Msg::remark_perfect_loss_1, "شما بردید؟ تقلب که نکردید؟ این ممکن نیست."},
    {Msg::remark_perfect_loss_2,
     "غیرممکن است. انسان‌ها از من نمی‌برند. گزارش‌ها را بررسی "
     "کنید."},
    {Msg::remark_perfect_loss_3, "شما بردید. گزارش خطا می‌نویسم."},
    {Msg::remark_perfect_loss_4, "باخت. دیگر تکرار نمی‌شود."},
    {Msg::remark_easy_tie_1, "مساوی! از نظر من این یعنی برد."},
    {Msg::remark_easy_tie_2, "هیچ‌کس نبرد! من که راضی‌ام."},
    {Msg::remark_easy_tie_3, "مساوی! به خودم افتخار می‌کنم."},
    {Msg::remark_easy_tie_4, "مساوی! هر دو برنده‌ایم. تقریباً."},
    {Msg::remark_medium_tie_1, "مساوی. هم‌تراز بودیم."},
    {Msg::remark_medium_tie_2, "مساوی. هر دو طرف خوب دفاع کردیم."},
    {Msg::remark_medium_tie_3, "این بار برنده‌ای نداشت. بازی خوبی بود."},
    {Msg::remark_medium_tie_4, "مساوی. محکم بازی کردید."},
    {Msg::remark_hard_tie_1, "مساوی. خوب دفاع کردی، قبول دارم."},
    {Msg::remark_hard_tie_2, "مساوی. برای یک آدم بد نیست."},
    {Msg::remark_hard_tie_3, "مساوی. دوام آوردی. به‌زور."},
    {Msg::remark_hard_tie_4, "مساوی. از آنچه به نظر می‌رسی سرسخت‌تری."},
    {Msg::remark_perfect_tie_1,
     "مساوی. بهترین نتیجه‌ای که کسی در برابر من می‌گیرد."},
    {Msg::remark_perfect_tie_2, "مساوی. تبریک، بی‌نقص بازی کردید."},
    {Msg::remark_perfect_tie_3,
     "مساوی. تحسین‌برانگیز است: با کامپیوتر مساوی کردید."},
    {Msg::remark_perfect_tie_4, "مساوی. یک اشتباه هم نکردید. کمی تعجب کرده‌ام."},
    {Msg::remark_easy_streak_win_1,
     "این {1} برد پشت سر هم است! آسان‌تر بگیرم؟ اصلاً می‌توانم؟"},
    {Msg::remark_easy_streak_win_2,
     "من {1} بار پشت سر هم بردم؟ نمی‌دانستم از من برمی‌آید."},
    {Msg::remark_easy_streak_win_3,
     "یکی دیگر! حالا {1} برد پیاپی. داری به من فرصت می‌دهی؟"},
    {Msg::remark_easy_streak_win_4, "من و {1} برد پیاپی؟ این روز را یادداشت کنید!"},
    {Msg::remark_medium_streak_win_1, "حالا {1} برد پشت سر هم. آسان‌تر بگیرم؟"},
    {Msg::remark_medium_streak_win_2, "این {1} برد پیاپی است. شاید نقشهٔ دیگری لازم باشد."},
    {Msg::remark_medium_streak_win_3, "من {1} بار پشت سر هم بردم. دست بعد را با حوصله بازی کنید."},
    {Msg::remark_medium_streak_win_4, "حالا {1} برد پیاپی. راهش را پیدا می‌کنید."},
    {Msg::remark_hard_streak_win_1, "حالا {1} برد پشت سر هم. آسان بگیرم؟ نه."},
    {Msg::remark_hard_streak_win_2, "این {1} برد پیاپی است. سطح دشواری متوسط را امتحان کن."},
    {Msg::remark_hard_streak_win_3,
     "من {1} بار پشت سر هم بردم. می‌توانم تمام روز ادامه بدهم."},
    {Msg::remark_hard_streak_win_4, "حالا {1} برد پیاپی. هنوز برایت جالب است؟"},
    {Msg::remark_perfect_streak_win_1,
     "حالا {1} برد پشت سر هم. می‌توانستم آسان‌تر بگیرم، ولی "
     "نمی‌گیرم."},
    {Msg::remark_perfect_streak_win_2,
     "شد {1} برد پیاپی. حتی تلاش هم نمی‌کنم. خب، می‌کنم."},
    {Msg::remark_perfect_streak_win_3, "این {1} برد پشت سر هم است. الگو روشن است."},
    {Msg::remark_perfect_streak_win_4, "حالا {1} برد پیاپی. شاید سطح دشواری دیگری؟"},
    {Msg::remark_easy_streak_loss_1,
     "تو {1} بار پشت سر هم بردی! دارم یاد می‌گیرم. آرام‌آرام."},
    {Msg::remark_easy_streak_loss_2, "این {1} برد پیاپی برای توست! به من رحم کن."},
    {Msg::remark_easy_streak_loss_3, "حالا {1} برد پشت سر هم برای تو. گریه نمی‌کنم."},
    {Msg::remark_easy_streak_loss_4, "تو {1} بار پیاپی بردی! شاید سطح دشواری بالاتری را امتحان کنی؟"},
    {Msg::remark_medium_streak_loss_1,
     "شما {1} بار پشت سر هم بردید. تحسین‌برانگیز است."},
    {Msg::remark_medium_streak_loss_2, "این {1} برد پیاپی شماست. باید بیشتر فکر کنم."},
    {Msg::remark_medium_streak_loss_3,
     "حالا {1} برد پشت سر هم برای شما. خوب بازی می‌کنید."},
    {Msg::remark_medium_streak_loss_4, "شما {1} بار پیاپی بردید. دستتان گرم است."},
    {Msg::remark_hard_streak_loss_1, "تو {1} بار پشت سر هم بردی؟ دیگر قضیه شخصی شد."},
    {Msg::remark_hard_streak_loss_2, "این {1} برد پیاپی توست. چه خجالت‌آور."},
    {Msg::remark_hard_streak_loss_3,
     "حالا {1} برد پشت سر هم برای تو. شانس تازه‌کار، باز و باز."},
    {Msg::remark_hard_streak_loss_4, "تو {1} بار پیاپی بردی. بازی برگشت می‌خواهم."},
    {Msg::remark_perfect_streak_loss_1,
     "شما {1} بار پشت سر هم بردید؟ یک جای کار به‌شدت ایراد دارد."},
    {Msg::remark_perfect_streak_loss_2, "این {1} برد پیاپی شماست. لطفاً این خطا را گزارش کنید."},
    {Msg::remark_perfect_streak_loss_3,
     "شما {1} بار پیاپی مرا بردید. باید حل‌کننده را بررسی کنم."},
    {Msg::remark_perfect_streak_loss_4, "حالا {1} برد پشت سر هم برای شما. نمی‌فهمم."},
    {Msg::remark_easy_record_1, "کارنامهٔ ما تا حالا: تو {1}، من {2}، مساوی {3}. هوایم را داشته باش!"},
    {Msg::remark_easy_record_2,
     "از اول تا حالا: تو {1}، من {2}، مساوی {3}. با انگشت‌هایم شمردم!"},
    {Msg::remark_easy_record_3,
     "امتیاز کل: تو {1}، من {2}، مساوی {3}. همه را می‌شمارم!"},
    {Msg::remark_easy_record_4,
     "تا اینجا تو {1}، من {2}، مساوی {3}. دارم بهتر می‌شوم، راست "
     "می‌گویم."},
    {Msg::remark_medium_record_1, "کارنامهٔ ما: شما {1}، من {2}، مساوی {3}."},
    {Msg::remark_medium_record_2, "در همهٔ بازی‌هایمان: شما {1}، من {2}، مساوی {3}."},
    {Msg::remark_medium_record_3, "از اول تا حالا: برد شما {1}، برد من {2}، مساوی {3}."},
    {Msg::remark_medium_record_4, "تا اینجا بین ما: شما {1}، من {2}، مساوی {3}."},
    {Msg::remark_hard_record_1, "کارنامه: من {2}، تو {1}، مساوی {3}. تلاشت را بکن."},
    {Msg::remark_hard_record_2,
     "از اول تا حالا: من {2}، تو {1}، مساوی {3}. همهٔ بازی‌ها یادم است."},
    {Msg::remark_hard_record_3,
     "امتیاز کل: تو {1}، من {2}، مساوی {3}. من چیزی را فراموش نمی‌کنم."},
    {Msg::remark_hard_record_4, "سابقهٔ ما: تو {1}، من {2}، مساوی {3}. برای تو بد نیست."},
    {Msg::remark_perfect_record_1, "از اول تا حالا: شما {1}، من {2}، مساوی {3}. به عدد اول دقت کنید."},
    {Msg::remark_perfect_record_2,
     "کارنامه: شما {1}، من {2}، مساوی {3}. با دقت نگهش می‌دارم."},
    {Msg::remark_perfect_record_3, "در برابر من از اول تا حالا: برد شما {1}، مساوی {3}، برد من {2}."},
    {Msg::remark_perfect_record_4, "سابقهٔ ما: من {2}، مساوی {3}، شما {1}. جای تعجب ندارد."},
    {Msg::remark_easy_banter_open_1, "سلام! لطفاً هوایم را داشته باش."},
    {Msg::remark_easy_banter_open_2, "بیا فقط خوش بگذرانیم! بردن اختیاری است."},
    {Msg::remark_easy_banter_open_3, "من شروع می‌کنم. نخند."},
    {Msg::remark_easy_banter_open_4, "سلام! من تازه‌کارم. برای همیشه."},
    {Msg::remark_medium_banter_open_1, "موفق باشی. یک بازی تمیز داشته باشیم."},
    {Msg::remark_medium_banter_open_2, "هر وقت آماده بودی."},
    {Msg::remark_medium_banter_open_3, "ببینیم چه در چنته داری."},
    {Msg::remark_medium_banter_open_4, "من شروع می‌کنم. خوب بازی کن."},
    {Msg::remark_hard_banter_open_1, "من شروع می‌کنم. سعی کن عقب نمانی."},
    {Msg::remark_hard_banter_open_2, "آماده‌ای ببازی؟"},
    {Msg::remark_hard_banter_open_3, "زودتر تمامش کنیم."},
    {Msg::remark_hard_banter_open_4, "من شروع می‌کنم، تو دنبالم بیا."},
    {Msg::remark_perfect_banter_open_1, "شروع می‌کنم. پایانش از پیش معلوم است."},
    {Msg::remark_perfect_banter_open_2, "شروع کنیم؟ راستی، این بازی را حل کرده‌ام."},
    {Msg::remark_perfect_banter_open_3, "شروع کنیم. قول می‌دهم زود تمام شود."},
    {Msg::remark_perfect_banter_open_4, "من شروع می‌کنم. هر وقت خواستی تسلیم شو."},
    {Msg::remark_easy_banter_reply_1, "سلام! سعی می‌کنم آبرویم نرود."},
    {Msg::remark_easy_banter_reply_2, "وای، از همین حالا استرس دارم."},
    {Msg::remark_easy_banter_reply_3, "آرام‌تر! من بیشتر حدس می‌زنم."},
    {Msg::remark_easy_banter_reply_4, "باشد! من همین‌جا تصادفی بازی می‌کنم."},
    {Msg::remark_medium_banter_reply_1, "تو هم موفق باشی."},
    {Msg::remark_medium_banter_reply_2, "آماده‌ام. بازی کنیم."},
    {Msg::remark_medium_banter_reply_3, "خواهیم دید. حواسم جمع است."},
    {Msg::remark_medium_banter_reply_4, "منصفانه است. برویم."},
    {Msg::remark_hard_banter_reply_1, "حرف‌های گنده. حرکت‌هایت را نشان بده."},
    {Msg::remark_hard_banter_reply_2, "تو حرف بزن، من می‌برم."},
    {Msg::remark_hard_banter_reply_3, "بیا جلو."},
    {Msg::remark_hard_banter_reply_4, "تو شروع کن، من تمامش می‌کنم."},
    {Msg::remark_perfect_banter_reply_1, "شروع کن. فرقی نمی‌کند."},
    {Msg::remark_perfect_banter_reply_2, "بفرما. پایانش را می‌دانم."},
    {Msg::remark_perfect_banter_reply_3, "باشد. سعی می‌کنم خمیازه نکشم."},
    {Msg::remark_perfect_banter_reply_4, "هر جور می‌خواهی شروع کن. همه را دیده‌ام."},
    {Msg::remark_easy_banter_win_1, "بردم! گذاشتی ببرم؟"},
    {Msg::remark_easy_banter_win_2, "بردم! هیچ‌کس باور نمی‌کند."},
    {Msg::remark_easy_banter_win_3, "پیروزی! این صفحه را قاب می‌گیرم."},
    {Msg::remark_easy_banter_win_4, "من و برد؟ بهترین روز عمرم!"},
    {Msg::remark_medium_banter_win_1, "بازی خوبی بود. این دست مال من."},
    {Msg::remark_medium_banter_win_2, "برد با من، ولی خوب بازی کردی."},
    {Msg::remark_medium_banter_win_3, "برد. قبول می‌کنم."},
    {Msg::remark_medium_banter_win_4, "این بار بخت با من بود. بازی خوبی بود."},
    {Msg::remark_hard_banter_win_1, "همان‌طور که انتظار می‌رفت."},
    {Msg::remark_hard_banter_win_2, "یکی دیگر برای من."},
    {Msg::remark_hard_banter_win_3, "این‌طوری بازی می‌کنند."},
    {Msg::remark_hard_banter_win_4, "دست بعد شاید شانس بیاوری."},
    {Msg::remark_perfect_banter_win_1, "طبق محاسبه."},
    {Msg::remark_perfect_banter_win_2, "در واقع اجتناب‌ناپذیر بود."},
    {Msg::remark_perfect_banter_win_3, "هشدار داده بودم."},
    {Msg::remark_perfect_banter_win_4, "یک اثبات دیگر، امضاشده و تاریخ‌دار."},
    {Msg::remark_easy_banter_lose_1, "باختم؟ خب، معمولاً می‌بازم."},
    {Msg::remark_easy_banter_lose_2, "منصفانه بود. من که حدس می‌زدم."},
    {Msg::remark_easy_banter_lose_3, "خوب بازی کردی! می‌روم تمرین کنم."},
    {Msg::remark_easy_banter_lose_4, "باختم، ولی خوش گذشت!"},
    {Msg::remark_medium_banter_lose_1, "خوب بازی کردی. غافلگیرم کردی."},
    {Msg::remark_medium_banter_lose_2, "برد منصفانه‌ای بود. تبریک."},
    {Msg::remark_medium_banter_lose_3, "چیزی را از قلم انداختم."},
    {Msg::remark_medium_banter_lose_4, "بازی خوبی بود. دفعهٔ بعد بهتر بازی می‌کنم."},
    {Msg::remark_hard_banter_lose_1, "شانس آوردی. دوباره."},
    {Msg::remark_hard_banter_lose_2, "دوباره تکرار نمی‌شود."},
    {Msg::remark_hard_banter_lose_3, "باشد. تا می‌توانی لذت ببر."},
    {Msg::remark_hard_banter_lose_4, "بازی برگشت می‌خواهم."},
    {Msg::remark_perfect_banter_lose_1, "این نمی‌توانست اتفاق بیفتد."},
    {Msg::remark_perfect_banter_lose_2, "باید جدول‌هایم را بررسی کنم."},
    {Msg::remark_perfect_banter_lose_3, "یک ناهنجاری. ادامه می‌دهیم."},
    {Msg::remark_perfect_banter_lose_4, "غیرممکن است. دوباره بشمارید."},
    {Msg::remark_easy_banter_tie_1, "مساوی! حسابش می‌کنم برد."},
    {Msg::remark_easy_banter_tie_2, "هیچ‌کس نباخت! بهترین نتیجه."},
    {Msg::remark_easy_banter_tie_3, "مساوی! خیلی خوشحالم."},
    {Msg::remark_easy_banter_tie_4, "مساوی! هر دو عالی بودیم."},
    {Msg::remark_medium_banter_tie_1, "مساوی. هم‌تراز بودیم."},
    {Msg::remark_medium_banter_tie_2, "مساوی. بازی محکمی بود."},
    {Msg::remark_medium_banter_tie_3, "مساوی. دفاع خوبی بود."},
    {Msg::remark_medium_banter_tie_4, "کسی نبرد. منصفانه است."},
    {Msg::remark_hard_banter_tie_1, "مساوی. بهتر از آنی هستی که فکر می‌کردم."},
    {Msg::remark_hard_banter_tie_2, "مساوی. عادت نکن."},
    {Msg::remark_hard_banter_tie_3, "مساوی. دفعهٔ بعد نه."},
    {Msg::remark_hard_banter_tie_4, "مساوی. راهش را پیدا می‌کنم."},
    {Msg::remark_perfect_banter_tie_1, "مساوی. طبیعتاً."},
    {Msg::remark_perfect_banter_tie_2, "مساوی. نتیجهٔ درست."},
    {Msg::remark_perfect_banter_tie_3, "مساوی، همان‌طور که نظریه می‌گوید."},
    {Msg::remark_perfect_banter_tie_4, "مساوی. قابل‌قبول بازی کردی."},
    // Languages
    {Msg::words_quit, "خروج"},
    {Msg::words_help, "راهنما|کمک"},
    {Msg::words_hint, "پیشنهاد|راهنمایی"},
    {Msg::words_undo, "برگردان|واگرد|برگرد"},
    {Msg::words_yes, "بله|آره"},
    {Msg::words_no, "نه|خیر"},
    {Msg::words_review, "مرور"},
    {Msg::words_swap, "جابه\u200cجا|جابجا"},
    {Msg::words_settings, "تنظیمات"},
    {Msg::option_lang_help,
     "زبان: \u2066{1}\u2069 (پیش‌فرض: زبانِ تنظیمات "
     "محلی)"},
    {Msg::help_move_tokens,
     "پاسخ \u2066--move\u2069 در همه زبان‌ها واژه انگلیسی قاعده را نگه "
     "می‌دارد "
     "(مثل "
     "«\u20665 "
     "center\u2069») "
     "و "
     "خط‌های خطایش هم با پیشوند انگلیسی \u2066error:\u2069 شروع می‌شوند "
     "(دلیلی "
     "که "
     "پس "
     "از "
     "آن "
     "می‌آید "
     "ترجمه "
     "می‌شود)؛ این قالبی برای برنامه‌هاست."},
    // Two whole sentences on one line: a reason, then what to do (a blank
    // between them, none in Chinese).
    {Msg::two_sentences, "{1} {2}"},
    {Msg::error_line, "خطا: {1}"},
    // "۱ تا ۹": "از ۱ تا ۹" reads as Persian, where "از ۱-۹" does not.
    {Msg::number_range, "{1} تا {2}"},
    // --help topics, and the files and keys they explain
    {Msg::help_topics_title, "موضوع‌های راهنما (\u2066tictactoe --help TOPIC\u2069):"},
    {Msg::help_exit_short,
     "کد خروج: \u20660\u2069 موفق، \u20661\u2069 "
     "خطای ورودی یا خروجی، \u20662\u2069 گزینه "
     "یا صفحه نادرست، \u2066130\u2069 قطع اجرا."},
    {Msg::topic_play_summary,
     "طرز بازی: خانه‌ها، واژه‌هایی که می‌توان نوشت، منوها"},
    {Msg::topic_levels_summary, "سطح‌های دشواری کامپیوتر، از ضعیف به قوی"},
    {Msg::topic_boards_summary,
     "\u2066BOARD\u2069 و \u2066MOVES\u2069 برای \u2066--analyze\u2069، \u2066--move\u2069 و \u2066--review\u2069"},
    {Msg::topic_keys_summary, "کلیدها و ماوس در \u2066--full-screen\u2069"},
    {Msg::topic_files_summary, "پرونده‌های تاریخچه و تنظیمات، متغیرهای محیطی"},
    {Msg::unknown_help_topic,
     "موضوعی به نام «\u2068{1}\u2069» در راهنما نیست (موضوع‌ها: \u2066{2}\u2069)"},
    {Msg::help_keys_intro,
     "با \u2066--full-screen\u2069 (اگر خروجی ترمینال باشد و \u2066TERM\u2069 تعریف شده و برابر \u2066dumb\u2069 "
     "نباشد) صفحهٔ بازی در همان جا کشیده می‌شود و می‌توانید با "
     "صفحه‌کلید "
     "یا "
     "ماوس "
     "بازی "
     "کنید:"},
    {Msg::help_files_history,
     "تاریخچه: هر بازی تمام‌شده‌ای که دست‌کم یک "
     "نفر در آن بازی کرده باشد به \u2066{1}\u2069 "
     "افزوده می‌شود (اگر \u2066$XDG_STATE_HOME\u2069 "
     "تعریف شده باشد، زیر آن)، مگر آن‌که \u2066--no-history\u2069 "
     "داده شود؛ \u2066--history-file FILE\u2069 "
     "پرونده دیگری را به کار می‌برد. \u2066--stats\u2069، "
     "\u2066--history\u2069 و \u2066--review @K\u2069 "
     "آن را می‌خوانند. این پرونده باید پرونده‌ی "
     "معمولیِ خودتان باشد (یا \u2066/dev/null\u2069) "
     "که کس دیگری نتواند در آن بنویسد، در پوشه‌ای "
     "که فقط خودتان در آن می‌نویسید (یا پوشه‌ای "
     "چسبنده مانند \u2066/tmp\u2069)؛ بازی پیوند "
     "نمادین را دنبال نمی‌کند."},
    {Msg::help_files_config,
     "تنظیمات: \u2066{1}\u2069 (اگر \u2066$XDG_CONFIG_HOME\u2069 "
     "تعریف شده باشد، زیر آن) خط‌هایی به شکل «کلید "
     "= مقدار» دارد (\u2066#\u2069 توضیح را شروع "
     "می‌کند) برای گزینه‌های \u2066{2}\u2069؛ خط "
     "فرمان بر پرونده مقدم است و \u2066--no-config\u2069 "
     "پرونده را نادیده می‌گیرد. کلیدی که دو بار "
     "تنظیم شود یک هشدار می‌دهد و خط آخر به کار "
     "می‌رود. \u2066history-file = ~/x\u2069 زیر "
     "\u2066HOME\u2069 است و مسیر نسبی کنار پرونده‌ی "
     "تنظیمات، نه در پوشه‌ی کنونی."},
    {Msg::help_files_color,
     "رنگ: \u2066--color auto\u2069 فقط خروجی ترمینال را رنگی می‌کند، آن هم "
     "وقتی "
     "\u2066NO_COLOR\u2069 "
     "تعریف "
     "نشده "
     "یا "
     "خالی باشد و \u2066TERM\u2069 تعریف شده و برابر \u2066dumb\u2069 نباشد."},
    {Msg::help_files_language,
     "زبان: بدون \u2066--lang\u2069، تنظیمات محلی (اولین متغیر تعریف‌شده از "
     "\u2066LC_ALL\u2069، "
     "\u2066LC_MESSAGES\u2069 و \u2066LANG\u2069) تصمیم می‌گیرد: اگر \u2066C\u2069 یا "
     "\u2066POSIX\u2069 "
     "باشد "
     "یا "
     "کدگذاری‌اش \u2066UTF-8\u2069 نباشد، انگلیسی؛ وگرنه اولین زبانی از "
     "\u2066LANGUAGE\u2069 "
     "که "
     "بازی "
     "از "
     "آن "
     "پشتیبانی "
     "می‌کند، وگرنه زبان خود تنظیمات محلی، وگرنه انگلیسی."},
    {Msg::history_no_directory, "\u200ftictactoe: خواندن \u2066{1}\u2069 ممکن نشد: پوشه \u2066{2}\u2069 وجود ندارد"},
    // Row and column input (--coords)
    {Msg::option_coords_help,
     "خانه‌ها با سطر و ستون (۱ تا ۳): حرکت \u20662 3\u2069 یا \u20662,3\u2069"},
    {Msg::coords_range, "سطر و ستون {1}"},
    {Msg::coords_type_cell,
     "سطر و ستون یک خانه ({1}) را بنویسید، مثل \u20662 3\u2069 یا \u20662,3\u2069، یا فقط سطر را؛ برای راهنما "
     "\u2066h\u2069 را بزنید."},
    {Msg::coords_column_prompt, "ستون خانه در سطر {1} ({2}): "},
    {Msg::coords_type_column, "شماره ستون ({1}) را بنویسید؛ برای راهنما \u2066h\u2069 را بزنید."},
    {Msg::coords_game_help_intro,
     "سطر و ستون یک خانه خالی را بنویسید، مثل \u20662 3\u2069 یا \u20662,3\u2069، و کلید \u2066Enter\u2069 را بزنید؛ "
     "یا فقط سطر را، و ستون را وقتی پرسیده شد. سطرها و ستون‌ها از "
     "گوشه "
     "بالا "
     "و "
     "چپ "
     "شماره‌گذاری "
     "می‌شوند:"},
    {Msg::coords_input_rule,
     "هر حرکت یک خط است با سطر و ستون، هر کدام یک عدد صحیح از {1} (با "
     "رقم‌های "
     "فارسی "
     "یا "
     "انگلیسی "
     "و "
     "علامت "
     "مثبت "
     "یا "
     "منفی "
     "اختیاری)، با فاصله یا ویرگول میان آن دو، یا فقط سطر؛ فاصله، تب و کاراکتر بازگشت به سر سطر در دو طرف نادیده گرفته "
     "می‌شوند. هر خط دیگری با ذکر دلیل رد می‌شود و همان بازیکن "
     "دوباره "
     "باید "
     "حرکت "
     "کند."},
    {Msg::coords_record_not_a_cell,
     "حرکت {1} («\u2068{2}\u2069») سطر و ستون (هر کدام از {3}، "
     "مثل \u20662,3\u2069) نیست"},
    {Msg::coords_record_out_of_range,
     "حرکت {1} (\u2066{2}\u2069) خارج از محدوده است؛ سطرها و "
     "ستون‌ها از {3} هستند"},
    // A cell in a sentence, per numbering
    {Msg::cell_phrase, "{1}"},
    {Msg::coords_cell_phrase, "({1}، {2})"},
    // The full screen between computers
    {Msg::screen_not_between_computers,
     "«\u2066{1}\u2069» در بازی کامپیوتر با کامپیوتر کار نمی‌کند؛ فقط "
     "وقتی "
     "یک "
     "نفر "
     "بازی "
     "می‌کند "
     "به "
     "کار "
     "می‌آید."},
    // A command where it does not work, and the answers at Play again
    {Msg::not_now_menu,
     "«\u2068{1}\u2069» فقط در پرسش‌های پیش از "
     "شروع بازی کار می‌کند."},
    {Msg::not_now_move,
     "«\u2068{1}\u2069» فقط در میانهٔ بازی، وقتی "
     "نوبت حرکت است، کار می‌کند."},
    {Msg::answer_play_again, "یکی از \u2068{1}\u2069 را بنویسید؛ برای راهنما \u2066h\u2069 را بزنید."},
    {Msg::answer_item, "\u2068{1}\u2069 (\u2066{2}\u2069)"},
    {Msg::command_new_again_help, "یک دست دیگر بازی می‌کند، مانند \u2066y\u2069"},
    // Play over the network (src/app/net/, --host and --join)
    {Msg::option_host_help,
     "منتظر ماندن تا دوستی از رایانهٔ دیگری بپیوندد، روی \u2066[ADDRESS]:PORT\u2069 (اگر گفته نشود، درگاه "
     "\u20667501\u2069)"},
    {Msg::option_join_help, "بازی با دوستی که روی \u2066HOST[:PORT]\u2069 بازی ساخته است"},
    {Msg::option_code_help,
     "رمزی که در سطر میزبان آمده است؛ همراه \u2066--host\u2069، رمزی که به جای رمز تصادفی خواسته "
     "می‌شود"},
    {Msg::net_join_needs_code,
     "\u2066{1}\u2069 به \u2066--code CODE\u2069 نیاز دارد: همان رمزی که در سطر میزبان آمده است"},
    {Msg::net_bad_address,
     "«\u2068{1}\u2069» نشانی درستی برای \u2066{2}\u2069 نیست: به شکل \u2066HOST:PORT\u2069 یا \u2066[IPV6]:PORT\u2069 "
     "یا \u2066:PORT\u2069 بنویسید"},
    {Msg::net_bad_code, "«\u2068{1}\u2069» رمز نیست: رمز هشت حرف و رقم است، مانند \u20667KQ4-MX2P\u2069"},
    {Msg::net_code_alone,
     "\u2066{1}\u2069 فقط همراه \u2066--host\u2069 یا \u2066--join\u2069 به کار می‌رود"},
    {Msg::net_one_name,
     "در بازی شبکه‌ای \u2066{1}\u2069 فقط یک نام می‌گیرد: نام خودتان "
     "(دوستتان "
     "نام "
     "خودش "
     "را "
     "می‌دهد)"},
    {Msg::net_waiting,
     "در انتظار دوست روی درگاه \u2066{1}\u2069. دوستتان بنویسد: \u2066tictactoe --join {2}:{1} --code {3}\u2069"},
    {Msg::net_also_at, "این رایانه از نشانی \u2066{1}\u2069 هم در دسترس است."},
    {Msg::net_joined, "\u2068{1}\u2069 از نشانی \u2066{2}\u2069 پیوست."},
    {Msg::net_wrong_code, "کسی از نشانی \u2066{1}\u2069 رمز نادرست داد؛ همچنان در انتظاریم."},
    {Msg::net_not_a_guest, "اتصالی از نشانی \u2066{1}\u2069 به زبان این بازی سخن نگفت؛ همچنان در انتظاریم."},
    {Msg::net_cannot_listen, "انتظار برای دوست روی \u2066{1}\u2069 ممکن نیست: \u2068{2}\u2069."},
    {Msg::net_cannot_connect, "اتصال به \u2066{1}\u2069 ممکن نیست: \u2068{2}\u2069."},
    {Msg::net_no_random, "مولد اعداد تصادفی سیستم رمزی نداد؛ با \u2066--code\u2069 خودتان رمزی بگذارید."},
    {Msg::net_refused_code, "میزبان رمز \u2066{1}\u2069 را نپذیرفت: آن را با سطر میزبان مقایسه کنید."},
    {Msg::net_refused_full, "میزبانِ \u2066{1}\u2069 هم‌اکنون سرگرم بازی دیگری است."},
    {Msg::net_refused_version, "نسخهٔ بازی روی میزبانِ \u2066{1}\u2069 با این نسخه سازگار نیست."},
    {Msg::net_not_a_host, "پاسخ \u2066{1}\u2069 مانند پاسخ بازی \u2066tictactoe\u2069 نبود."},
    {Msg::net_lost, "ارتباط با \u2068{1}\u2069 قطع شد: بازی تمام است."},
    {Msg::net_silent, "{2} ثانیه است که \u2068{1}\u2069 چیزی نفرستاده: بازی تمام است."},
    {Msg::net_left, "\u2068{1}\u2069 بازی را ترک کرد."},
    {Msg::net_bad_frame,
     "\u2068{1}\u2069 «\u2068{2}\u2069» را فرستاد که بازی آن را نمی‌فهمد: بازی "
     "تمام "
     "است."},
    {Msg::net_frame_too_long,
     "\u2068{1}\u2069 بیش از {2} بایت را یک‌جا فرستاد: بازی تمام است."},
    {Msg::net_out_of_turn,
     "\u2068{1}\u2069 بی‌نوبت «\u2068{2}\u2069» را فرستاد: بازی تمام است."},
    {Msg::net_wrong_ply, "\u2068{1}\u2069 حرکت شمارهٔ {2} را فرستاد، در حالی که نوبت حرکت {3} بود: بازی تمام است."},
    {Msg::net_cell_taken,
     "\u2068{1}\u2069 خانهٔ {2} را گرفت که پیش‌تر گرفته شده بود: بازی تمام "
     "است."},
    {Msg::net_cut, "ارتباط با \u2068{1}\u2069 در میانهٔ یک پیام قطع شد: بازی تمام است."},
    {Msg::net_one_sided,
     "در بازی با دوستی در رایانهٔ دیگر نه: این کار بازی را فقط در این سو تغییر "
     "می‌داد."},
    {Msg::net_waiting_answer, "در انتظار پاسخ \u2068{1}\u2069…"},
    {Msg::net_friend_declined, "\u2068{1}\u2069 نمی‌خواهد دوباره بازی کند."},
    {Msg::net_waiting_move, "در انتظار حرکت \u2068{1}\u2069…"},
    {Msg::net_friend_moved, "\u2068{1}\u2069 خانهٔ {2} را گرفت."},
    {Msg::topic_network_summary, "بازی با دوستی در رایانهٔ دیگر: \u2066--host\u2069، \u2066--join\u2069"},
    {Msg::help_network_intro,
     "بازی با دوستی در رایانهٔ دیگر: یکی از شما میزبان می‌شود "
     "(\u2066tictactoe "
     "--host\u2069) "
     "و "
     "سطری "
     "را "
     "می‌بیند "
     "که "
     "دیگری باید بنویسد (\u2066tictactoe --join ADDRESS:PORT --code CODE\u2069). هر کس به زبان و در نمای خودش بازی "
     "می‌کند؛ فقط حرکت‌ها از شبکه می‌گذرند و هر دو سو آن‌ها را "
     "بررسی "
     "می‌کنند. "
     "دست "
     "تازه "
     "فقط "
     "با "
     "موافقت "
     "هر "
     "دو "
     "آغاز می‌شود؛ \u2066q\u2069 بیرون می‌رود و دوستتان بی‌درنگ باخبر "
     "می‌شود. "
     "\u2066--names\u2069، "
     "\u2066--lang\u2069، \u2066--full-screen\u2069، \u2066--alternate\u2069 و \u2066--color\u2069 مانند همیشه کار "
     "می‌کنند."},
    {Msg::help_network_options, "گزینه‌های بازی شبکه‌ای:"},
    {Msg::help_network_ssh,
     "هیچ چیز رمزگذاری نمی‌شود. برای بازی خصوصی، میزبان \u2066{1}\u2069 را "
     "اجرا "
     "می‌کند "
     "و "
     "دوستش "
     "\u2066{2}\u2069 "
     "و "
     "سپس \u2066{3}\u2069 را."},
}};
static_assert(is_complete(kPersian), "the Persian table needs one row per Msg, each exactly once");
constexpr auto kPersianById = by_id(kPersian);

// CLDR's Persian plural rule: one for 0 and 1, other for the rest.
std::size_t persian_plural(long long n) { return n <= 1 ? 0 : 1; }

}  // namespace

const LanguageTable kPersianTable{kPersian, kPersianById, persian_plural, 2, true};

}  // namespace tictactoe::app
