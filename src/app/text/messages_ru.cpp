// The Russian catalogue (крестики-нолики): one row per Msg, in any
// order, each exactly once (checked at compile time). See messages.hpp for the pattern syntax.
//
// Glossary (tests/test_translations.cpp holds every row but the typed words
// to it): the one word for each concept, then after "not:" the words the
// catalogue never uses for it (stems: клетк covers клетка, клетки, ...).
//   game: крестики-нолики
//   cell: клетк | not: ячейк, квадрат
//   move: ход | not: шаг
//   board: поле | not: доск, позици
//   level: уровень | not: степень, ранг
//   hint: подсказк | not: совет
//   undo: отмен | not: откат
//   review: разбор | not: обзор, анализ
//   tie: ничь | not: вничью, паритет
//   reply: ответ | not: реакци
//   trap: ловушк | not: западн
//   help: справк | not: помощь
//   mark: знак | not: символ игрока, значок
//   row: строк
//   column: столб | not: колонк
//
// Names are not declined: a name stands only where the nominative is right
// (after a dash, as «имя «{1}»», as a subject), never after против or as an
// object (tests/test_translations.cpp lists the slots). A list of cells
// joined by «или» takes the singular («ход в клетку 1, 3 или 9»): those
// plurals list one form three times, to keep the count argument.
// Kept from the 2026 review: the synopsis's [OPTION]... (T25) is written by
// tables/help.cpp in every language, with BOARD and MOVES, which the Russian
// text names as they are typed.

#include <array>

#include "app/text/messages_table.hpp"

namespace tictactoe::app {

namespace {

constexpr std::array<CatalogueRow, kMsgCount> kRussian{{
    // The session
    {Msg::banner, "Крестики-нолики: три в ряд — победа. Выберите клетку; h — справка, q — выход."},
    {Msg::menu_item, "  {1}) {2}"},
    {Msg::menu_prompt_default, "Ваш выбор ({1}) [{2}]: "},
    {Msg::mode_menu_title, "Режим игры:"},
    {Msg::mode_hvh, "игрок против игрока"},
    {Msg::mode_hvc, "игрок против компьютера"},
    {Msg::mode_cvc, "компьютер против компьютера"},
    {Msg::first_menu_title, "Кто ходит первым (и играет за X)?"},
    {Msg::first_you, "вы"},
    {Msg::first_computer, "компьютер"},
    {Msg::level_menu_title, "Уровень сложности:"},
    {Msg::mark_level_menu_title, "Уровень сложности для {1}:"},
    {Msg::move_prompt, "Ходит {1} ({2}): "},
    {Msg::computer_plays, "{1} ходит в клетку {2} ({3})"},
    {Msg::cell_taken, "Клетка {1} уже занята: там стоит {2}. Выберите свободную клетку."},
    {Msg::hint_win, "подсказка: ход в клетку {1} — победа при правильной игре"},
    {Msg::hint_draw, "подсказка: ход в клетку {1} — ничья при правильной игре"},
    {Msg::hint_loss,
     "подсказка: любой ход проигрывает; дольше всего оттягивает поражение {2:ход в клетку|ход в клетку|ход в клетку} "
     "{1}"},
    {Msg::nothing_to_undo, "Отменять нечего."},
    {Msg::took_back_move_and_reply, "Ваш ход в клетку {1} и ответ компьютера в клетку {2} отменены."},
    {Msg::took_back_your_move, "Ваш ход в клетку {1} отменён."},
    {Msg::took_back_named_move_and_reply, "{1}: ход в клетку {2} и ответ компьютера в клетку {3} отменены."},
    {Msg::result_tie, "Ничья!"},
    {Msg::result_win, "Победитель — {1}! (клетки {2})"},
    {Msg::result_win_you, "Вы победили! ({1}, клетки {2})"},
    {Msg::result_win_computer, "Победил компьютер! ({1}, клетки {2})"},
    {Msg::result_win_level, "Победитель — {1} ({2})! (клетки {3})"},
    {Msg::moves_record, "Ходы: {1}"},
    {Msg::score_line, "Счёт: {1}"},
    {Msg::tally_after_rounds, "После {1} {1:партии|партий|партий}: {2}"},
    {Msg::final_score, "Итоговый счёт: {1}"},
    {Msg::interrupted, "Игра прервана. Счёт: {1}"},
    {Msg::goodbye, "До встречи!"},
    {Msg::play_again_prompt, "Сыграем ещё? [Д/н; р — разбор, настройки] "},
    {Msg::input_not_an_answer, "«{1}» — здесь это не ответ."},
    // Tallies
    {Msg::tally, "{1} — {2}, {3} — {4}, ничьих — {5}"},
    {Msg::player_mark, "{1}"},
    {Msg::player_you, "{1} (вы)"},
    {Msg::player_computer, "{1} (компьютер)"},
    {Msg::player_level, "{1} ({2})"},
    // Rejected lines
    {Msg::input_empty, "Ничего не введено."},
    {Msg::input_too_long, "Слишком длинная строка."},
    {Msg::input_not_a_number, "«{1}» — не число."},
    {Msg::input_out_of_range, "{1} — вне диапазона."},
    {Msg::type_cell, "Введите номер клетки ({1}); h — справка."},
    {Msg::type_choice, "Введите номер ({1}) или слово ({2}); h — справка, q — выход."},
    // Rules
    {Msg::rule_win, "выигрыш"},
    {Msg::rule_block, "блокировка"},
    {Msg::rule_fork, "вилка"},
    {Msg::rule_block_fork, "блокировка вилки"},
    {Msg::rule_center, "центр"},
    {Msg::rule_opposite_corner, "противоположный угол"},
    {Msg::rule_corner, "угол"},
    {Msg::rule_side, "середина стороны"},
    {Msg::rule_random, "наугад"},
    // Levels
    {Msg::level_easy, "лёгкий"},
    {Msg::level_medium, "средний"},
    {Msg::level_hard, "сложный"},
    {Msg::level_easy_summary, "Выигрывает, если видит выигрышный ход, иначе ходит наугад."},
    {Msg::level_medium_summary,
     "Выигрывает или блокирует, если может, иначе занимает центр, угол или середину стороны. Уровень по умолчанию."},
    {Msg::level_hard_summary, "Играет по безошибочным правилам Ньюэлла и Саймона и никогда не проигрывает."},
    // Solver values
    {Msg::value_win, "победа"},
    {Msg::value_draw, "ничья"},
    {Msg::value_loss, "поражение"},
    // In-game help
    {Msg::game_help_intro, "Введите номер свободной клетки и нажмите Enter. Клетки:"},
    {Msg::input_rule,
     "Ход — это одно целое число {1} (только цифры, можно со знаком); пробелы, символы табуляции и возврата каретки по "
     "краям не учитываются. Любая другая строка отклоняется с объяснением, и тот же игрок вводит ход заново."},
    {Msg::command_hint_help, "называет лучшие ходы и то, к чему они ведут"},
    {Msg::command_undo_help, "отменяет последний ход"},
    {Msg::command_help_help, "показывает эту справку"},
    {Msg::command_quit_help, "завершает игру (в любой момент)"},
    {Msg::command_yes_help, "начинает новую партию (на вопрос «Сыграем ещё?»)"},
    {Msg::command_no_help, "заканчивает игру (на вопрос «Сыграем ещё?»)"},
    {Msg::game_help_end_of_input, "Конец ввода (Ctrl-D) в любой момент завершает игру."},
    {Msg::game_help_commands, "Вместо хода можно ввести (регистр не важен):"},
    // Game flow commands: new game, back, and the full screen's keys
    {Msg::words_new, "новая|заново"},
    {Msg::words_back, "назад"},
    {Msg::command_new_help, "прекращает эту партию и начинает новую с теми же игроками (не в счёт и без сохранения)"},
    {Msg::command_back_help, "возвращает к предыдущему вопросу (в меню и при вводе имени)"},
    {Msg::game_abandoned, "Партия прекращена: она не идёт в счёт и не сохраняется; начинается новая."},
    {Msg::nothing_before, "Это первый вопрос: возвращаться некуда."},
    {Msg::menu_help_back, "Чтобы вернуться к предыдущему вопросу, введите «назад» или back."},
    {Msg::screen_banner, "Крестики-нолики: три в ряд — победа. ? или F1 — справка, q — выход."},
    {Msg::screen_confirm_new, "Начать новую партию? Текущая не пойдёт в счёт. y: да, другая клавиша: нет"},
    {Msg::screen_again_prompt, "Сыграем ещё? y или Enter: да  n: нет  s: первым ходит другой"},
    {Msg::screen_again_prompt_watch, "Сыграем ещё? y или Enter: да  n: нет"},
    // The full-screen face (src/app/screen/)
    {Msg::screen_button_new, "Новая партия"},
    {Msg::screen_button_undo, "Отменить ход"},
    {Msg::screen_button_hint, "Подсказка"},
    {Msg::screen_button_review, "Разбор"},
    {Msg::screen_button_quit, "Выход"},
    {Msg::screen_too_small, "Увеличьте терминал хотя бы до {1}x{2} (сейчас {3}x{4}) или нажмите q, чтобы выйти."},
    {Msg::screen_turn, "Ходит {1}"},
    {Msg::screen_keys_menu, "вверх, вниз, Enter или введите номер либо слово  влево: назад  q: выход"},
    {Msg::screen_keys_name, "Введите имя и нажмите Enter (просто Enter оставит {1})  Esc: стереть  влево: назад"},
    {Msg::screen_help_title, "Клавиши и мышь"},
    {Msg::screen_help_mouse, "Щёлкните по клетке, чтобы сходить в неё; кнопки тоже нажимаются щелчком"},
    {Msg::screen_help_other,
     "Ещё: h j k l — как стрелки, пробел — как Enter, F1 — как ?; Esc закрывает открытое, а иначе спрашивает, выйти "
     "ли; буквенные клавиши работают и заглавными, и в русской и персидской раскладках; Ctrl-L перерисовывает экран."},
    {Msg::screen_confirm_quit, "Выйти? Игра на этом закончится. y или Enter: выйти, другая клавиша: продолжить"},
    {Msg::screen_paused, "Пауза: пробел — продолжить, точка — один ход"},
    {Msg::screen_pace, "Ход каждые {1} мс"},
    {Msg::screen_fallback,
     "tictactoe: для --full-screen нужен "
     "терминал ({1}): играем в "
     "построчном режиме."},
    {Msg::screen_reason_not_terminal, "стандартный ввод или вывод не подключён к терминалу"},
    {Msg::screen_reason_no_term, "переменная TERM не задана"},
    {Msg::screen_reason_dumb, "переменная TERM имеет значение dumb"},
    {Msg::option_full_screen_help, "играть в полноэкранном режиме: стрелки, цифры, мышь"},
    // The full screen's key table (screen/key_table.hpp) and the results held on screen
    {Msg::screen_key_entry, "{1}: {2}"},
    {Msg::screen_key_arrows, "стрелки"},
    {Msg::screen_key_space, "пробел"},
    {Msg::screen_key_left_right, "влево, вправо"},
    {Msg::screen_do_move, "курсор"},
    {Msg::screen_do_play, "ход"},
    {Msg::screen_do_play_now, "сразу ход"},
    {Msg::screen_do_again, "ещё"},
    {Msg::screen_do_stop, "закончить"},
    {Msg::screen_do_undo, "отмена"},
    {Msg::screen_do_hint, "подсказка"},
    {Msg::screen_do_new, "новая партия"},
    {Msg::screen_do_swap, "смена"},
    {Msg::screen_do_settings, "настройки"},
    {Msg::screen_do_review, "разбор"},
    {Msg::screen_do_pace, "темп"},
    {Msg::screen_do_pause, "пауза"},
    {Msg::screen_do_step, "один ход"},
    {Msg::screen_do_steps, "ход за ходом"},
    {Msg::screen_do_ends, "в начало, в конец"},
    {Msg::screen_do_back, "назад"},
    {Msg::screen_do_close, "закрыть"},
    {Msg::screen_do_help, "справка"},
    {Msg::screen_do_quit, "выход"},
    {Msg::screen_help_turn, "Во время партии"},
    {Msg::screen_help_again, "После партии"},
    {Msg::screen_help_watching, "Компьютер против компьютера"},
    {Msg::screen_help_review, "При разборе"},
    {Msg::screen_hold_next, "Нажмите любую клавишу — следующая партия."},
    {Msg::screen_hold_end, "Нажмите любую клавишу, чтобы выйти."},
    // --help
    {Msg::help_intro, "tictactoe — крестики-нолики в терминале, с другом или против компьютера."},
    {Msg::help_usage, "Использование:"},
    {Msg::help_options_title,
     "Параметры (с --mode меню не показываются; без него в меню спрашивается только то, что не задано параметрами):"},
    {Msg::help_playing_title, "Игра: введите номер свободной клетки и нажмите Enter. Клетки:"},
    {Msg::help_commands_title, "Слова, которые можно ввести вместо числа (регистр не важен):"},
    {Msg::help_menu_default,
     "В меню введите номер или слово варианта (регистр не важен, хватит первых букв); пустая строка выбирает "
     "вариант по умолчанию, указанный в скобках, например [2]."},
    {Msg::help_levels_title, "Уровни сложности:"},
    {Msg::help_board,
     "BOARD — поле в виде девяти символов по строкам от левого верхнего угла: X, O или . для пустой клетки (например, "
     "X.O......)."},
    {Msg::help_batch,
     "Если BOARD — «-», поля читаются со стандартного ввода по одному на строку, и на каждое выводится одна строка."},
    {Msg::help_exit_status,
     "Код возврата: 0 — успех, 1 — вывод не записан или ввод не прочитан, 2 — неверный параметр или поле, 130 — "
     "прервано (141 — от SIGPIPE, когда программа, читающая вывод, завершилась раньше)."},
    {Msg::option_mode_help, "два человека, вы и компьютер или два компьютера"},
    {Msg::option_first_help, "против компьютера: кто ходит первым (X)"},
    {Msg::option_difficulty_help, "уровень компьютера: {1}"},
    {Msg::option_o_difficulty_help, "в cvc — уровень O (по умолчанию как у X)"},
    {Msg::option_rounds_help, "сыграть N партий ({1}) подряд и вывести итог"},
    {Msg::option_seed_help, "число для повтора случайных ходов ({1})"},
    {Msg::option_color_help, "цвет: auto (только в терминале), always или never"},
    {Msg::option_keypad_help, "клетки как на цифровой клавиатуре, 7 8 9 сверху"},
    {Msg::option_analyze_help, "показать исход каждого хода при правильной игре"},
    {Msg::option_move_help, "вывести ход компьютера: клетку и правило"},
    {Msg::option_help_help, "показать эту справку или раздел TOPIC и выйти"},
    {Msg::option_version_help, "показать версию и выйти"},
    // History, statistics and preferences (src/app/store/)
    {Msg::history_no_home,
     "tictactoe: партии не сохраняются: не задана переменная HOME (задайте XDG_STATE_HOME или укажите --history-file)"},
    {Msg::history_cannot_save, "tictactoe: не удалось сохранить партии в {1}: {2}"},
    {Msg::file_cannot_read, "tictactoe: не удалось прочитать {1}: {2}"},
    {Msg::history_skipped,
     "tictactoe: {1}: {2:пропущена|пропущены|пропущено} {2} {2:строка, которая не является партией|строки, которые не "
     "являются партиями|строк, которые не являются партиями} (первая — строка {3})"},
    {Msg::history_none, "В {1} пока нет сохранённых партий."},
    {Msg::history_line, "{1}  {2} — {3}: {4}; ходы: {5}"},
    {Msg::history_won, "победа {1}"},
    {Msg::history_tied, "ничья"},
    {Msg::stats_total,
     "{1:Сохранена|Сохранены|Сохранено} {1} {1:партия|партии|партий}: побед X — {2}, побед O — {3}, ничьих — {4}"},
    {Msg::stats_by_mode, "По режимам:"},
    {Msg::stats_mode_row, "  {1}: {2} {2:партия|партии|партий}: побед X — {3}, побед O — {4}, ничьих — {5}"},
    {Msg::stats_by_level, "Против компьютера, по уровням (результаты игрока):"},
    {Msg::stats_results_row, "  {1}: {2} {2:партия|партии|партий}: побед — {3}, поражений — {4}, ничьих — {5}"},
    {Msg::stats_by_player, "По игрокам:"},
    {Msg::stats_player_row,
     "  {1}: {2} {2:партия|партии|партий}: побед — {3}, поражений — {4}, ничьих — {5}; за X — {6}, за O — {7}"},
    {Msg::stats_streak, "Против компьютера: текущая серия — {1}; лучшая серия побед — {2}"},
    {Msg::streak_none, "нет"},
    {Msg::streak_won, "{1} {1:победа|победы|побед}"},
    {Msg::streak_lost, "{1} {1:поражение|поражения|поражений}"},
    {Msg::streak_tied, "{1} {1:ничья|ничьи|ничьих}"},
    {Msg::review_no_saved_game,
     "tictactoe: сохранённой партии {1} нет: в {3} {2:сохранена|сохранены|сохранено} {2} {2:партия|партии|партий}"},
    {Msg::review_bad_saved_game,
     "tictactoe: «{1}» не указывает на сохранённую партию: @1 — последняя, @2 — предпоследняя и так далее"},
    {Msg::config_malformed, "tictactoe: {1}:{2}: строка не имеет вида «ключ = значение»"},
    {Msg::config_unknown_key, "tictactoe: {1}:{2}: неизвестная настройка «{3}»"},
    {Msg::config_not_settable, "tictactoe: {1}:{2}: «{3}» нельзя задать в файле настроек"},
    {Msg::config_bad_value, "tictactoe: {1}:{2}: {3}"},
    {Msg::config_truncated,
     "tictactoe: {1}: {2:прочитан только первый|прочитаны только первые|прочитаны только первые} {2} "
     "{2:байт|байта|байт}"},
    {Msg::option_stats_help, "показать статистику всех сохранённых партий"},
    {Msg::option_json_help, "с --stats или --history: вывести JSON"},
    {Msg::option_history_help, "показать N последних партий (по умолчанию 10)"},
    {Msg::option_history_file_help, "сохранять партии в FILE и читать их оттуда"},
    {Msg::option_no_history_help, "не сохранять партии этого сеанса"},
    {Msg::options_only_with_records, "{1} можно использовать только с {2} или {3}"},
    {Msg::option_no_config_help, "не читать файл настроек (см. --help files)"},
    // The user's files checked (issue 25)
    {Msg::file_refused_link, "это символическая ссылка, по ссылкам игра не переходит; укажите путь к самому файлу"},
    {Msg::file_refused_not_regular, "это не обычный файл; укажите путь к обычному файлу"},
    {Msg::file_refused_owner, "файл принадлежит другому пользователю; используйте свой файл"},
    {Msg::file_refused_writable, "в файл могут писать другие пользователи; оставьте запись только себе: chmod go-w"},
    {Msg::folder_refused_owner, "папка с файлом принадлежит другому пользователю; используйте свою папку"},
    {Msg::folder_refused_writable,
     "в папку с файлом могут писать другие пользователи; оставьте запись только себе: chmod go-w"},
    {Msg::history_locked,
     "файл истории заблокирован другим процессом; следующие партии этого сеанса не будут сохранены"},
    {Msg::config_repeated, "tictactoe: {1}:{2}: «{3}» задан здесь ещё раз, поэтому строка {4} не используется"},
    {Msg::warnings_more, "tictactoe: ... и ещё {1} {1:предупреждение|предупреждения|предупреждений}"},
    // Command-line errors
    {Msg::usage_error, "tictactoe: {1}"},
    {Msg::try_help, "Подробнее: «tictactoe --help»."},
    {Msg::unknown_option, "неизвестный параметр «{1}»"},
    {Msg::unexpected_argument, "лишний аргумент «{1}»"},
    {Msg::option_takes_no_value, "параметр «{1}» не принимает значения"},
    {Msg::option_needs_value, "параметру «{1}» нужно значение"},
    {Msg::invalid_value, "недопустимое значение «{1}» для {2} (ожидается одно из: {3})"},
    {Msg::invalid_number, "недопустимое значение «{1}» для {2} (ожидается целое число от {3} до {4})"},
    {Msg::options_conflict, "{1} и {2} нельзя использовать вместе"},
    {Msg::option_not_with_action, "{1} нельзя использовать с {2}"},
    {Msg::option_not_with_mode, "{1} не действует при --mode {2}"},
    {Msg::cannot_write_output, "tictactoe: не удалось записать вывод"},
    {Msg::fatal_error, "tictactoe: {1}"},
    // --analyze and --move
    {Msg::board_error, "неверное поле «{1}»: {2}"},
    {Msg::board_too_long, "слишком длинная строка; поле — это ровно {1} {1:символ|символа|символов}"},
    {Msg::board_wrong_length, "поле — это ровно {1} {1:символ|символа|символов}"},
    {Msg::board_bad_character, "поле может содержать только X, O и . (пустая клетка)"},
    {Msg::board_impossible_counts,
     "невозможное число знаков: X ходит первым, поэтому знаков X столько же, сколько O, или на один больше"},
    {Msg::board_both_won, "три в ряд есть и у X, и у O"},
    {Msg::board_play_after_win, "ход сделан после того, как партия уже выиграна"},
    {Msg::board_game_over, "партия окончена: {1}"},
    {Msg::analysis_win, "Ходит {1}: {2} — победа"},
    {Msg::analysis_draw, "Ходит {1}: {2} — ничья"},
    {Msg::analysis_loss, "Ходит {1}: {2} — поражение"},
    {Msg::analysis_won, "победитель — {1} (клетки {2})"},
    {Msg::analysis_tie, "ничья"},
    // The line game: hints, actions, row and column input
    {Msg::hint_win_fastest,
     "подсказка: {2:ход в клетку|ход в клетку|ход в клетку} {1} быстрее всего ведёт к победе, как бы ни играл {3}; "
     "{5:ход в клетку|ход в клетку|ход в клетку} {4} — тоже победа, но медленнее"},
    {Msg::hint_draw_chances,
     "подсказка: {2:ход в клетку|ход в клетку|ход в клетку} {1} сохраняет ничью при правильной игре и даёт {3} больше "
     "всего шансов ошибиться; {5:ход в клетку|ход в клетку|ход в клетку} {4} — тоже ничья"},
    {Msg::hint_loss_blocks,
     "подсказка: любой ход проигрывает: у {3} {2} {2:способ|способа|способов} выиграть; ход в клетку {1} "
     "перекрывает лишь один"},
    {Msg::hint_loss_as_fast,
     "подсказка: любой ход проигрывает одинаково быстро; больше всего шансов ошибиться у {3} будет после {2:хода в "
     "клетку|хода в клетку|хода в клетку} {1}"},
    {Msg::review_trap_fell_in,
     "   ловушка: {1} из {2} {2:возможного ответа|возможных ответов|возможных ответов} {3} "
     "{1:проигрывает|проигрывают|проигрывают}; {3} в неё попал"},
    {Msg::review_trap_avoided,
     "   ловушка: {1} из {2} {2:возможного ответа|возможных ответов|возможных ответов} {3} "
     "{1:проигрывает|проигрывают|проигрывают}; {3} её избежал"},
    {Msg::review_trap_pending,
     "   ловушка: {1} из {2} {2:возможного ответа|возможных ответов|возможных ответов} {3} "
     "{1:проигрывает|проигрывают|проигрывают}"},
    {Msg::name_taken_as_shown, "«{1}» не отличить от имени другого игрока («{2}»); имена должны различаться."},
    {Msg::invalid_name_command,
     "недопустимое значение «{1}» для {2} (имя не может совпадать со словом для выхода, справки или возврата назад ни "
     "на одном из "
     "языков игры: при вводе имени оно сработало бы как команда)"},
    {Msg::name_command,
     "«{1}» — слово для выхода, справки или возврата назад на одном из языков игры; выберите другое имя."},
    {Msg::not_now_play_again, "Не сейчас: «{1}» можно ввести только после партии, в ответ на «Сыграем ещё?»."},
    {Msg::option_unused_in_mode, "{1} не действует в выбранном режиме «{2}» и не учитывается."},
    {Msg::options_unused_in_mode, "{1} не действуют в выбранном режиме «{2}» и не учитываются."},
    // Perfect level and review
    {Msg::level_perfect, "идеальный"},
    {Msg::level_perfect_summary,
     "Играет по точному решению игры: никогда не проигрывает, выигрывает как можно быстрее и ставит ловушки, в "
     "которые может попасть более слабый игрок."},
    {Msg::rule_forced_win, "ведёт к победе"},
    {Msg::rule_trap, "ставит ловушку"},
    {Msg::rule_draw, "держит ничью"},
    {Msg::rule_hold_out, "любой ход проигрывает; этот дольше всего оттягивает поражение"},
    {Msg::computer_plays_trap_mark,
     "{1} ходит в клетку {2} (ставит ловушку: {3} из {4} {4:ответа|ответов|ответов} {5} "
     "{3:проигрывает|проигрывают|проигрывают})"},
    {Msg::hint_win_now, "подсказка: {2:ход в клетку|ход в клетку|ход в клетку} {1} сразу даёт победу"},
    {Msg::list_or_two, "{1} или {2}"},
    {Msg::list_or_start, "{1}, {2}"},
    {Msg::list_or_middle, "{1}, {2}"},
    {Msg::list_or_end, "{1} или {2}"},
    {Msg::command_review_help, "показывает оценку каждого хода: лучший, ошибка или зевок (на вопрос «Сыграем ещё?»)"},
    {Msg::option_review_help, "разобрать ходы MOVES или партию @K (@1 — последняя)"},
    {Msg::help_review,
     "MOVES — запись ходов, как в строке «Ходы:», например «5 1 9 3 7»; если MOVES — «-», записи читаются по одной "
     "на строку и для каждой выводится только последняя строка разбора (ошибки)."},
    {Msg::review_best, "{1}. {2} {3}  лучший ({4})"},
    {Msg::review_best_missed_win, "{1}. {2} {3}  лучший ({4}), хотя можно было сразу выиграть ходом в клетку {5}"},
    {Msg::review_best_missed_block, "{1}. {2} {3}  лучший ({4}), хотя клетка {5} не перекрыта"},
    {Msg::review_mistake, "{1}. {2} {3}  ошибка: {4} -> {5} (лучше: {6})"},
    {Msg::review_mistake_missed_win,
     "{1}. {2} {3}  ошибка: {4} -> {5}, упущен выигрыш ходом в клетку {7} (лучше: {6})"},
    {Msg::review_mistake_missed_block, "{1}. {2} {3}  ошибка: {4} -> {5}, не перекрыта клетка {7} (лучше: {6})"},
    {Msg::review_blunder, "{1}. {2} {3}  зевок: {4} -> {5} (лучше: {6})"},
    {Msg::review_blunder_missed_win, "{1}. {2} {3}  зевок: {4} -> {5}, упущен выигрыш ходом в клетку {7} (лучше: {6})"},
    {Msg::review_blunder_missed_block, "{1}. {2} {3}  зевок: {4} -> {5}, не перекрыта клетка {7} (лучше: {6})"},
    {Msg::review_summary, "{1}: {2} {2:ошибка|ошибки|ошибок}; {3}: {4} {4:ошибка|ошибки|ошибок}"},
    {Msg::review_summary_blunders,
     "{1}: {2} {2:ошибка|ошибки|ошибок}, {3} {3:зевок|зевка|зевков}; {4}: {5} {5:ошибка|ошибки|ошибок}, {6} "
     "{6:зевок|зевка|зевков}"},
    {Msg::record_error, "неверная запись ходов «{1}»: {2}"},
    {Msg::record_too_long, "слишком длинная строка; запись ходов — не больше {1} {1:символа|символов|символов}"},
    {Msg::record_empty, "в записи ходов нужен хотя бы один ход"},
    {Msg::record_not_a_number, "ход {1} («{2}») — не номер клетки ({3})"},
    {Msg::record_out_of_range, "ход {1} ({2}) вне диапазона: номера клеток — {3}"},
    {Msg::record_taken, "ход {1} ({2}) — в уже занятую клетку"},
    {Msg::record_after_end, "ход {1} ({2}) сделан, когда партия уже окончена"},
    // Sessions: names, menus, turns
    {Msg::line_list_two, "{1} и {2}"},
    {Msg::interrupted_before_play, "Игра прервана."},
    {Msg::cannot_read_input, "tictactoe: не удалось прочитать ввод: {1}"},
    {Msg::options_not_with_action, "{1} нельзя использовать с {2}"},
    {Msg::options_not_with_mode, "{1} не действуют при --mode {2}"},
    {Msg::option_names_help, "имена игроков в порядке хода (в hvc — только ваше)"},
    {Msg::option_alternate_help, "каждую новую партию начинает другой игрок"},
    {Msg::option_quiet_help, "в cvc — только результаты (с --rounds — итог)"},
    {Msg::invalid_names,
     "недопустимое значение «{1}» для {2} (ожидается одно имя или два разных через запятую, от 1 до {3} символов "
     "каждое)"},
    {Msg::invalid_names_same, "недопустимое значение «{1}» для {2} (два имени совпадают без учёта регистра)"},
    {Msg::names_one_against_computer, "с --mode hvc для {1} указывается одно имя — ваше"},
    {Msg::invalid_name_characters,
     "недопустимое значение «{1}» для {2} (в имени не может быть управляющих и невидимых символов, обратной косой "
     "черты и байтов, недопустимых в UTF-8)"},
    {Msg::invalid_name_digits,
     "недопустимое значение «{1}» для {2} (имя не может быть числом: его примут за номер клетки)"},
    {Msg::invalid_name_mark,
     "недопустимое значение «{1}» для {2} (X и O — знаки игроков: называться X может только первый игрок, а O — только "
     "второй)"},
    {Msg::invalid_name_mark_vs_computer,
     "недопустимое значение «{1}» для {2} (в игре с компьютером ваше имя не может быть X или O: это знаки игроков)"},
    {Msg::command_undo_vs_computer_help, "против компьютера — отменяет ваш ход и ответ компьютера"},
    {Msg::command_swap_help, "начинает новую партию, где первым ходит другой игрок (на вопрос «Сыграем ещё?»)"},
    {Msg::command_settings_help, "возвращает в меню, чтобы выбрать новые настройки (на вопрос «Сыграем ещё?»)"},
    {Msg::banner_menu, "Крестики-нолики: три в ряд — победа. В любой момент: h — справка, q — выход."},
    {Msg::banner_watch, "Крестики-нолики: три в ряд — победа. Компьютер против компьютера."},
    {Msg::menu_item_word, "  {1}) {2}  {3}"},
    {Msg::menu_no_such_choice, "Варианта «{1}» нет."},
    {Msg::menu_ambiguous, "«{1}» подходит сразу к нескольким вариантам."},
    {Msg::menu_help,
     "Введите номер или слово варианта, регистр не важен; хватит первых букв, если ни одно другое слово с них не "
     "начинается. Пустая строка выбирает вариант в скобках — {1}. q — выход."},
    {Msg::names_title, "Имена (пустая строка оставляет имя в скобках; X ходит первым):"},
    {Msg::name_prompt, "Имя игрока {1} [{2}]: "},
    {Msg::name_bad,
     "Имя — от 1 до {1} {1:символа|символов|символов}, без управляющих и невидимых символов и обратной косой черты."},
    {Msg::name_taken, "«{1}» — имя другого игрока; имена должны различаться."},
    {Msg::name_help,
     "Введите имя игрока {1} и нажмите Enter; пустая строка оставит имя «{2}». Имена видны в строке хода, в "
     "результатах и в счёте. q — выход."},
    {Msg::name_digits, "Имя не может быть числом: его примут за номер клетки."},
    {Msg::name_mark, "Называться {1} может только тот, кто играет за {1}; выберите другое имя."},
    {Msg::move_prompt_named, "Ходит {1}, {2} ({3}): "},
    {Msg::took_back_player, "{1}: ход в клетку {2} отменён."},
    {Msg::player_named, "{1} ({2})"},
    {Msg::play_again_swap_prompt, "Сыграем ещё? [Д/н/с; р — разбор, настройки] "},
    {Msg::play_again_help_title, "На вопрос «Сыграем ещё?» можно ввести (регистр не важен):"},
    {Msg::settings_score, "Счёт начнётся заново; сейчас: {1}."},
    {Msg::replay_seed, "Чтобы повторить этот сеанс: --seed {1}"},
    {Msg::game_help_goal,
     "Побеждает тот, кто первым выстроит три в ряд: по горизонтали, вертикали или диагонали. X ходит первым; если "
     "поле заполнено, а ряда нет, — ничья."},
    // Languages
    {Msg::words_quit, "выход|выйти"},
    {Msg::words_help, "п|помощь|справка"},
    {Msg::words_hint, "подсказка"},
    {Msg::words_undo, "о|отмена|отменить"},
    {Msg::words_yes, "д|да"},
    {Msg::words_no, "н|нет"},
    {Msg::words_review, "р|разбор"},
    {Msg::words_swap, "с|смена"},
    {Msg::words_settings, "настройки|меню"},
    {Msg::option_lang_help, "язык: {1} (без него — язык локали)"},
    {Msg::help_move_tokens,
     "Вывод --move на любом языке одинаков: правило пишется по-английски (5 center), а строки ошибок начинаются с "
     "английского error: (причина после него переведена) — это формат для программ."},
    // Two whole sentences on one line: a reason, then what to do (a blank
    // between them, none in Chinese).
    {Msg::two_sentences, "{1} {2}"},
    // Error lines say what is wrong without "ошибка", the review's word for a
    // mistake: the reason alone.
    {Msg::error_line, "{1}"},
    {Msg::number_range, "{1}–{2}"},
    // --help topics, and the files and keys they explain
    {Msg::help_topics_title, "Разделы справки (tictactoe --help TOPIC):"},
    {Msg::help_exit_short,
     "Код возврата: 0 — успех, 1 — ошибка ввода или вывода, 2 — неверный параметр или поле, 130 — прервано."},
    {Msg::topic_play_summary, "как играть: клетки, слова-команды, меню"},
    {Msg::topic_levels_summary, "уровни компьютера, от слабого к сильному"},
    {Msg::topic_boards_summary, "BOARD и MOVES для --analyze, --move и --review"},
    {Msg::topic_keys_summary, "клавиши и мышь в режиме --full-screen"},
    {Msg::topic_files_summary, "файлы истории и настроек, переменные окружения"},
    {Msg::unknown_help_topic, "нет раздела справки «{1}» (разделы: {2})"},
    {Msg::help_keys_intro,
     "С --full-screen в терминале (TERM задан и не равен dumb) поле остаётся на месте, а играть можно клавишами или "
     "мышью:"},
    {Msg::help_files_history,
     "История: каждая законченная партия, в которой играл человек, дописывается в {1} (или в $XDG_STATE_HOME, если "
     "переменная задана), кроме запуска с --no-history; --history-file FILE задаёт другой файл. Его читают --stats, "
     "--history и --review @K."
     " Это должен быть ваш собственный обычный файл (или /dev/null), в который никто другой не может писать, в папке, "
     "куда пишете только вы (или в общей папке, где никто не может удалить чужой файл, как /tmp); по символической "
     "ссылке игра не переходит."},
    {Msg::help_files_config,
     "Настройки: {1} (в $XDG_CONFIG_HOME, если он задан) — строки «ключ = значение» (# начинает комментарий) для "
     "параметров {2}; параметры командной строки важнее файла, а --no-config отключает его."
     " Ключ, заданный дважды, даёт одно предупреждение, и действует последняя строка. history-file = ~/x отсчитывается "
     "от HOME, а относительный путь — от папки файла настроек, но не от текущей папки."},
    {Msg::help_files_color,
     "Цвет: --color auto раскрашивает вывод, только если он идёт в терминал, NO_COLOR не задан или пуст, а TERM задан "
     "и не равен dumb."},
    {Msg::help_files_language,
     "Язык: без --lang решает локаль (первая заданная из LC_ALL, LC_MESSAGES и LANG): если это C или POSIX или её "
     "кодировка не UTF-8 — английский; иначе первый из языков LANGUAGE, который знает игра, иначе язык самой локали, "
     "иначе английский."},
    {Msg::history_no_directory, "tictactoe: не удалось прочитать {1}: каталога {2} не существует"},
    // Row and column input (--coords)
    {Msg::option_coords_help, "клетки по строке и столбцу (1–3): ход — 2 3 или 2,3"},
    {Msg::coords_range, "строка и столбец {1}"},
    {Msg::coords_type_cell, "Введите строку и столбец ({1}), например 2 3 или 2,3, или только строку; h — справка."},
    {Msg::coords_column_prompt, "Столбец для строки {1} ({2}): "},
    {Msg::coords_type_column, "Введите номер столбца ({1}); h — справка."},
    {Msg::coords_game_help_intro,
     "Введите строку и столбец свободной клетки, например 2 3 или 2,3, и нажмите Enter; или только строку, а столбец "
     "— когда его спросят. Строки и столбцы нумеруются от левого верхнего угла:"},
    {Msg::coords_input_rule,
     "Ход — это строка и столбец, каждый — целое число {1} (только цифры, можно со знаком), через пробел или запятую, "
     "или только строка; пробелы, символы табуляции и возврата каретки по краям не учитываются. Любой другой ввод "
     "отклоняется с объяснением, и тот же игрок вводит ход заново."},
    {Msg::coords_record_not_a_cell, "ход {1} («{2}») — не строка и столбец (два числа {3}, например 2,3)"},
    {Msg::coords_record_out_of_range, "ход {1} ({2}) вне диапазона: строки и столбцы — {3}"},
    // A cell in a sentence, per numbering
    {Msg::cell_phrase, "{1}"},
    {Msg::coords_cell_phrase, "({1}, {2})"},
    // The full screen between computers
    {Msg::screen_not_between_computers, "«{1}» работает, только когда играет человек, а сейчас играют компьютеры."},
    // A command where it does not work, and the answers at Play again
    {Msg::not_now_menu, "Не сейчас: «{1}» можно ввести только в меню перед партией."},
    {Msg::not_now_move, "Не сейчас: «{1}» можно ввести только во время партии, когда просят сделать ход."},
    {Msg::answer_play_again, "Ответьте {1}; h — справка."},
    {Msg::answer_item, "«{1}» ({2})"},
    {Msg::command_new_again_help, "начинает новую партию, как «д» (y)"},
}};
static_assert(is_complete(kRussian), "the Russian table needs one row per Msg, each exactly once");
constexpr auto kRussianById = by_id(kRussian);

// CLDR's Russian plural rule: one (1, 21, 31, ...: "1 партия"), few (2-4,
// 22-24, ...: "2 партии"), many (0, 5-20, 25-30, ...: "5 партий").
std::size_t russian_plural(long long n) {
  const long long last = n % 10;
  const long long last_two = n % 100;
  if (last == 1 && last_two != 11) return 0;
  if (last >= 2 && last <= 4 && (last_two < 12 || last_two > 14)) return 1;
  return 2;
}

}  // namespace

const LanguageTable kRussianTable{kRussian, kRussianById, russian_plural, 3};

}  // namespace tictactoe::app
