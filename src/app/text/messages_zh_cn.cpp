// The Simplified Chinese catalogue (井字棋): one row per Msg, in any
// order, each exactly once (checked at compile time). See messages.hpp for the pattern syntax.
//
// Glossary (tests/test_translations.cpp holds every row but the typed words
// to it): the one word for each concept, then after "not:" the words the
// catalogue never uses for it.
//   game: 井字棋
//   cell: 格 | not: 单元格, 方格, 方块
//   move: 步 | not: 手棋, 一招
//   board: 棋盘 | not: 盘面, 局面
//   level: 难度 | not: 级别, 等级
//   hint: 提示 | not: 建议
//   undo: 悔棋 | not: 撤回, 撤销
//   review: 复盘 | not: 回顾
//   tie: 平局 | not: 和棋, 和局
//   reply: 应着 | not: 应法, 回应
//   trap: 陷阱 | not: 圈套
//   quit: 退出 | not: 离开
//   choice word: 选项名 | not: 选项词
//   row: 行
//   column: 列 | not: 栏
//
// Spacing: one blank between Chinese and Latin letters or digits, none
// beside fullwidth punctuation or between Chinese words. A pattern may write
// a blank beside a placeholder ("轮到 {1}（{2}）"): the catalogue drops each
// blank of a pattern that ends up between two wide characters (a Chinese
// name, 或 after "（换先）"), so "轮到 Ann（X）" keeps it and "轮到小明（X）"
// does not (LanguageTable::tight_wide_blanks). A cell is a phrase the code
// fills: "第 5 格", "第 1、3 或 9 格", "第 3 行第 1 列" under --coords.

#include <array>

#include "app/text/messages_table.hpp"

namespace tictactoe::app {

namespace {

constexpr std::array<CatalogueRow, kMsgCount> kChinese{{
    // The session
    {Msg::banner, "井字棋：三子连成一线即胜。选一个空格子落子，h 查看帮助，q 退出。"},
    {Msg::menu_item, "  {1}) {2}"},
    {Msg::menu_prompt_default, "请选择（{1}）[{2}]："},
    {Msg::mode_menu_title, "模式："},
    {Msg::mode_hvh, "双人对战"},
    {Msg::mode_hvc, "人机对战"},
    {Msg::mode_cvc, "电脑对电脑"},
    {Msg::first_menu_title, "谁先走（执 X）？"},
    {Msg::first_you, "你"},
    {Msg::first_computer, "电脑"},
    {Msg::level_menu_title, "难度："},
    {Msg::mark_level_menu_title, "{1} 的难度："},
    {Msg::move_prompt, "轮到 {1} 落子（{2}）："},
    {Msg::computer_plays, "{1} 下在{2}（{3}）"},
    {Msg::cell_taken, "{1}已经有 {2} 了，请选一个空格子。"},
    {Msg::hint_win, "提示：下在{1}，之后走对就能赢"},
    {Msg::hint_draw, "提示：下在{1}，双方都走对就是平局"},
    {Msg::hint_loss, "提示：怎么走都会输；下在{1}能撑得最{2:久}"},
    {Msg::nothing_to_undo, "没有可以悔的棋。"},
    {Msg::took_back_move_and_reply, "已悔棋：收回你下在{1}的一步，以及电脑在{2}的应着。"},
    {Msg::took_back_your_move, "已悔棋：收回你下在{1}的一步。"},
    {Msg::took_back_named_move_and_reply, "已悔棋：收回 {1} 下在{2}的一步，以及电脑在{3}的应着。"},
    {Msg::result_tie, "平局！"},
    {Msg::result_win, "{1} 在 {2} 连成一线，获胜！"},
    {Msg::result_win_you, "你（{1}）在 {2} 连成一线，赢了！"},
    {Msg::result_win_computer, "电脑（{1}）在 {2} 连成一线，获胜！"},
    {Msg::result_win_level, "{1}（{2}）在 {3} 连成一线，获胜！"},
    {Msg::moves_record, "棋谱：{1}"},
    {Msg::score_line, "比分：{1}"},
    {Msg::tally_after_rounds, "共 {1} {1:局}，比分：{2}"},
    {Msg::final_score, "最终比分：{1}"},
    {Msg::interrupted, "已中断。比分：{1}"},
    {Msg::goodbye, "再见！"},
    {Msg::play_again_prompt, "再来一局？[Y/n，r：复盘，设置] "},
    {Msg::input_not_an_answer, "“{1}”不是有效的回答。"},
    // Tallies
    {Msg::tally, "{1} 胜 {2}，{3} 胜 {4}，平 {5}"},
    // The tally's blank before 胜 stays after a bare mark ("X 胜 1") and
    // goes after a fullwidth parenthesis or a Chinese name ("X（你）胜 1"):
    // the catalogue drops a pattern's blank between two wide characters.
    {Msg::player_mark, "{1}"},
    {Msg::player_you, "{1}（你）"},
    {Msg::player_computer, "{1}（电脑）"},
    {Msg::player_level, "{1}（{2}）"},
    // Rejected lines
    {Msg::input_empty, "没有输入内容。"},
    {Msg::input_too_long, "输入太长了。"},
    {Msg::input_not_a_number, "“{1}”不是数字。"},
    {Msg::input_out_of_range, "{1} 超出范围。"},
    {Msg::type_cell, "请输入格号（{1}），或输入 h 查看帮助。"},
    {Msg::type_choice, "请输入编号（{1}）或选项名（{2}）；h 查看帮助，q 退出。"},
    // Rules
    {Msg::rule_win, "取胜"},
    {Msg::rule_block, "封堵"},
    {Msg::rule_fork, "双杀"},
    {Msg::rule_block_fork, "防双杀"},
    {Msg::rule_center, "占中"},
    {Msg::rule_opposite_corner, "占对角"},
    {Msg::rule_corner, "占角"},
    {Msg::rule_side, "占边"},
    {Msg::rule_random, "随机"},
    // Levels
    {Msg::level_easy, "简单"},
    {Msg::level_medium, "中等"},
    {Msg::level_hard, "困难"},
    {Msg::level_easy_summary, "看到能赢的棋就走，否则随便下。"},
    {Msg::level_medium_summary, "能赢就赢，该堵就堵，然后占中、占角、占边。默认难度。"},
    {Msg::level_hard_summary, "按纽厄尔与西蒙提出的经典规则下棋，从不输棋。"},
    // Solver values
    {Msg::value_win, "胜"},
    {Msg::value_draw, "平"},
    {Msg::value_loss, "负"},
    // In-game help
    {Msg::game_help_intro, "输入一个空格子的格号并按回车。格号："},
    {Msg::input_rule,
     "每次落子输入一个 {1} "
     "的整数（只含数字，可带正负号），前后的空格、制表符和回车符会被忽略。输入其他内容时会说明原因，并请同一位玩家重新"
     "输入。"},
    {Msg::command_hint_help, "指出最佳着法及其结果"},
    {Msg::command_undo_help, "收回上一步"},
    {Msg::command_help_help, "显示本帮助"},
    {Msg::command_quit_help, "退出游戏（任何提示处都可用）"},
    {Msg::command_yes_help, "再来一局（在“再来一局？”处）"},
    {Msg::command_no_help, "不玩了（在“再来一局？”处）"},
    {Msg::game_help_end_of_input, "在任何提示处按 Ctrl-D（结束输入）都会退出。"},
    {Msg::game_help_commands, "在落子提示处还可以输入（英文不分大小写）："},
    // Game flow commands: new game, back, and the full screen's keys
    {Msg::words_new, "新局|新一局|重新开始"},
    {Msg::words_back, "返回|后退"},
    {Msg::command_new_help, "放弃本局，双方不变，重开一局（不计分、不记录）"},
    {Msg::command_back_help, "回到上一个问题（在菜单或输入名字处）"},
    {Msg::game_abandoned, "本局已放弃，不计分也不记录；开始新的一局。"},
    {Msg::nothing_before, "已经是第一个问题了，无法再返回。"},
    {Msg::menu_help_back, "输入 back 或“返回”回到上一个问题。"},
    {Msg::screen_banner, "井字棋：三子连成一线即胜。? 或 F1 查看帮助，q 退出。"},
    {Msg::screen_confirm_new, "放弃本局，开始新的一局？本局不计分。y：新一局，其他键：继续"},
    {Msg::screen_again_prompt, "再来一局？y 或 Enter：再来  n：不了  s：换对方先走"},
    {Msg::screen_again_prompt_watch, "再来一局？y 或 Enter：再来  n：不了"},
    // The full-screen face (src/app/screen/)
    {Msg::screen_button_new, "新一局"},
    {Msg::screen_button_undo, "悔棋"},
    {Msg::screen_button_hint, "提示"},
    {Msg::screen_button_review, "复盘"},
    {Msg::screen_button_quit, "退出"},
    {Msg::screen_too_small, "请把终端调整到至少 {1}x{2}（现在是 {3}x{4}），或按 q 退出。"},
    {Msg::screen_turn, "轮到 {1}"},
    {Msg::screen_keys_menu, "上、下、Enter，也可输入编号或选项名  左：返回  q：退出"},
    {Msg::screen_keys_name, "输入名字后按 Enter（直接按 Enter 保留 {1}）  Esc：清除  左：返回"},
    {Msg::screen_help_title, "按键与鼠标"},
    {Msg::screen_help_mouse, "点击格子即可在该格落子，点击按钮即可执行按钮的操作"},
    {Msg::screen_help_other,
     "另外：h j k l 等同方向键，空格等同 Enter，F1 等同 ?；Esc "
     "关闭打开的内容，否则先询问是否退出；字母键不分大小写，在俄文和波斯文键盘布局下也可用；Ctrl-L 重绘屏幕。"},
    {Msg::screen_confirm_quit, "退出？本次游戏就此结束。y 或 Enter：退出，其他键：继续"},
    {Msg::screen_paused, "已暂停：空格继续，. 走一步"},
    {Msg::screen_pace, "每步 {1} 毫秒"},
    {Msg::screen_fallback, "tictactoe: --full-screen 需要终端（{1}），改用逐行模式。"},
    {Msg::screen_reason_not_terminal, "标准输入或输出不是终端"},
    {Msg::screen_reason_no_term, "未设置 TERM"},
    {Msg::screen_reason_dumb, "TERM 为 dumb"},
    {Msg::option_full_screen_help, "全屏下棋：可用方向键、数字或鼠标落子"},
    // The full screen's key table (screen/key_table.hpp) and the results held on screen
    {Msg::screen_key_entry, "{1}：{2}"},
    {Msg::screen_key_arrows, "方向键"},
    {Msg::screen_key_space, "空格"},
    {Msg::screen_key_left_right, "左、右"},
    {Msg::screen_do_move, "移动"},
    {Msg::screen_do_play, "落子"},
    {Msg::screen_do_play_now, "直接落子"},
    {Msg::screen_do_again, "再来"},
    {Msg::screen_do_stop, "结束"},
    {Msg::screen_do_undo, "悔棋"},
    {Msg::screen_do_hint, "提示"},
    {Msg::screen_do_new, "新一局"},
    {Msg::screen_do_swap, "换先"},
    {Msg::screen_do_settings, "设置"},
    {Msg::screen_do_review, "复盘"},
    {Msg::screen_do_pace, "速度"},
    {Msg::screen_do_pause, "暂停"},
    {Msg::screen_do_step, "走一步"},
    {Msg::screen_do_steps, "逐步查看"},
    {Msg::screen_do_ends, "开头、结尾"},
    {Msg::screen_do_back, "返回"},
    {Msg::screen_do_close, "关闭"},
    {Msg::screen_do_help, "帮助"},
    {Msg::screen_do_quit, "退出"},
    {Msg::screen_help_turn, "对局中"},
    {Msg::screen_help_again, "对局结束后"},
    {Msg::screen_help_watching, "电脑对电脑"},
    {Msg::screen_help_review, "复盘时"},
    {Msg::screen_hold_next, "按任意键开始下一局。"},
    {Msg::screen_hold_end, "按任意键退出。"},
    // --help
    {Msg::help_intro, "tictactoe - 终端里的井字棋，可以和朋友或电脑对战。"},
    {Msg::help_usage, "用法："},
    {Msg::help_options_title, "选项（指定了 --mode 则不显示菜单；否则，已指定的选项会跳过对应的菜单）："},
    {Msg::help_playing_title, "玩法：输入一个空格子的格号并按回车。格号："},
    {Msg::help_commands_title, "可以代替格号输入的词（英文不分大小写）："},
    {Msg::help_menu_default,
     "在菜单中，输入选项的编号或选项名即可（英文不分大小写；只要不与别的选项混淆，只输入开头几个字也行）；直接回车则选"
     "方括号中的默认项，如 [2]。"},
    {Msg::help_levels_title, "难度："},
    {Msg::help_board, "BOARD 由 9 个字符组成，从左上角起逐行排列：X、O，或用 . 表示空格子（例如 X.O......）。"},
    {Msg::help_batch, "BOARD 为“-”时，从标准输入每行读一个棋盘，每个棋盘输出一行。"},
    {Msg::help_exit_status,
     "退出状态：0 正常；1 输出未能写出或输入未能读取；2 选项或棋盘有误；130 被中断（读取输出的一方提前退出时，因 "
     "SIGPIPE "
     "为 141）。"},
    {Msg::option_mode_help, "hvh 双人对战，hvc 人机对战，cvc 电脑对电脑"},
    {Msg::option_first_help, "人机对战时谁先走（执 X）：human 你，computer 电脑"},
    {Msg::option_difficulty_help, "电脑的难度：{1}"},
    {Msg::option_o_difficulty_help, "cvc 模式下 O 的难度（默认与 X 相同）"},
    {Msg::option_rounds_help, "连下 N 局（{1}），最后输出总比分"},
    {Msg::option_seed_help, "电脑随机选择的种子（{1}）"},
    {Msg::option_color_help, "何时着色：auto（仅终端）、always 或 never"},
    {Msg::option_keypad_help, "按数字小键盘的布局给格子编号，7 8 9 在最上一行"},
    {Msg::option_analyze_help, "显示每步棋在双方都走最佳着法时的结果"},
    {Msg::option_move_help, "输出电脑的着法：格号和规则"},
    {Msg::option_help_help, "显示本帮助或主题 TOPIC 的帮助并退出"},
    {Msg::option_version_help, "显示版本号并退出"},
    // History, statistics and preferences (src/app/store/)
    {Msg::history_no_home, "tictactoe: 未设置 HOME，对局将不会保存（请设置 XDG_STATE_HOME，或使用 --history-file）"},
    {Msg::history_cannot_save, "tictactoe: 无法把对局保存到 {1}：{2}"},
    {Msg::file_cannot_read, "tictactoe: 无法读取 {1}：{2}"},
    {Msg::history_skipped, "tictactoe: {1}：有 {2} {2:行}不是对局记录，已跳过（第一处在第 {3} 行）"},
    {Msg::history_none, "{1} 中还没有保存的对局。"},
    {Msg::history_line, "{1}  {2} 对 {3}：{4}；棋谱：{5}"},
    {Msg::history_won, "{1} 胜"},
    {Msg::history_tied, "平局"},
    {Msg::stats_total, "已保存 {1} {1:局}：X 胜 {2} 局，O 胜 {3} 局，平 {4} 局"},
    {Msg::stats_by_mode, "按模式："},
    {Msg::stats_mode_row, "  {1}：{2} {2:局}，X 胜 {3} 局，O 胜 {4} 局，平 {5} 局"},
    {Msg::stats_by_level, "人机对战，按难度（玩家的战绩）："},
    {Msg::stats_results_row, "  {1}：{2} {2:局}，胜 {3}，负 {4}，平 {5}"},
    {Msg::stats_by_player, "按玩家："},
    {Msg::stats_player_row, "  {1}：{2} {2:局}，胜 {3}，负 {4}，平 {5}；执 X {6} 局，执 O {7} 局"},
    {Msg::stats_streak, "人机对战——当前：{1}；历史最佳：{2}"},
    {Msg::streak_none, "无"},
    {Msg::streak_won, "连胜 {1} {1:局}"},
    {Msg::streak_lost, "连负 {1} {1:局}"},
    {Msg::streak_tied, "连平 {1} {1:局}"},
    {Msg::review_no_saved_game, "tictactoe: 没有保存的对局 {1}：{3} 中只保存了 {2} {2:局}"},
    {Msg::review_bad_saved_game, "tictactoe: “{1}”不对应任何已保存的对局：@1 是最近一局，@2 是倒数第二局，依此类推"},
    {Msg::config_malformed, "tictactoe: {1}:{2}：这一行不是“键 = 值”的形式"},
    {Msg::config_unknown_key, "tictactoe: {1}:{2}：未知的设置“{3}”"},
    {Msg::config_not_settable, "tictactoe: {1}:{2}：“{3}”不能在偏好设置文件中设定"},
    {Msg::config_bad_value, "tictactoe: {1}:{2}：{3}"},
    {Msg::config_truncated, "tictactoe: {1}：只读取了前 {2} 个字节"},
    {Msg::option_stats_help, "显示所有已保存对局的总战绩"},
    {Msg::option_json_help, "与 --stats 或 --history 一起使用：输出 JSON"},
    {Msg::option_history_help, "列出最近保存的 N 局（默认 10 局）"},
    {Msg::option_history_file_help, "把对局保存到 FILE 并从中读取"},
    {Msg::option_no_history_help, "本次不保存任何对局"},
    {Msg::options_only_with_records, "{1} 只能与 {2} 或 {3} 一起使用"},
    {Msg::option_no_config_help, "忽略偏好设置文件（见 --help files）"},
    // The user's files checked (issue 25)
    {Msg::file_refused_link, "它是一个符号链接，本程序不会跟随；请给出文件本身的路径"},
    {Msg::file_refused_not_regular, "它不是普通文件；请给出一个普通文件的路径"},
    {Msg::file_refused_owner, "它属于另一个用户；请使用你自己的文件"},
    {Msg::file_refused_writable, "其他用户可以写入它；请用 chmod go-w 让它只归你写"},
    {Msg::folder_refused_owner, "它所在的文件夹属于另一个用户；请使用你自己的文件夹"},
    {Msg::folder_refused_writable, "其他用户可以写入它所在的文件夹；请用 chmod go-w 让该文件夹只归你写"},
    {Msg::history_locked, "历史文件被另一个进程锁定；本次会话之后的对局不会保存"},
    {Msg::config_repeated, "tictactoe: {1}:{2}：“{3}”在这里又设定了一次，所以第 {4} 行不起作用"},
    {Msg::warnings_more, "tictactoe: ……另有 {1} {1:条}警告"},
    // Command-line errors
    {Msg::usage_error, "tictactoe: {1}"},
    {Msg::try_help, "运行“tictactoe --help”查看更多信息。"},
    {Msg::unknown_option, "未知选项“{1}”"},
    {Msg::unexpected_argument, "多余的参数“{1}”"},
    {Msg::option_takes_no_value, "选项“{1}”不接受值"},
    {Msg::option_needs_value, "选项“{1}”需要一个值"},
    {Msg::invalid_value, "{2} 的值“{1}”无效（可选：{3}）"},
    {Msg::invalid_number, "{2} 的值“{1}”无效（应为 {3}-{4} 的整数）"},
    {Msg::options_conflict, "{1} 和 {2} 不能同时使用"},
    {Msg::option_not_with_action, "{1} 不能与 {2} 一起使用"},
    {Msg::option_not_with_mode, "{1} 不适用于 --mode {2}"},
    {Msg::cannot_write_output, "tictactoe: 无法写入输出"},
    {Msg::fatal_error, "tictactoe: {1}"},
    // --analyze and --move
    {Msg::board_error, "错误：“{1}”：{2}"},
    {Msg::board_too_long, "行太长；棋盘应为 {1} 个字符"},
    {Msg::board_wrong_length, "棋盘应为 {1} 个字符"},
    {Msg::board_bad_character, "棋盘只能由 X、O 和 .（表示空格子）组成"},
    {Msg::board_impossible_counts, "棋子数目不合理：X 先走，所以 X 的棋子应与 O 一样多或多一个"},
    {Msg::board_both_won, "X 和 O 都已连成一线"},
    {Msg::board_play_after_win, "已分出胜负后又走了一步"},
    {Msg::board_game_over, "棋局已结束：{1}"},
    {Msg::analysis_win, "轮到 {1}：可胜（着法：{2}）"},
    {Msg::analysis_draw, "轮到 {1}：可保平局（着法：{2}）"},
    {Msg::analysis_loss, "轮到 {1}：必败（最佳着法：{2}）"},
    {Msg::analysis_won, "{1} 胜（{2} 连成一线）"},
    {Msg::analysis_tie, "平局"},
    // The line game: hints, actions, row and column input
    {Msg::hint_win_fastest, "提示：下在{1}赢得最快，无论 {3} 怎么走{2:都}能赢；下在{4}也{5:能}赢，只是慢一些"},
    {Msg::hint_draw_chances, "提示：{2:下}在{1}能保住平局，而且最容易让 {3} 出错；下在{4}也{5:能}保住平局"},
    {Msg::hint_loss_blocks, "提示：怎么走都会输：{3} 有 {2} {2:种}赢法；下在{1}只能堵住其中一种"},
    {Msg::hint_loss_as_fast, "提示：怎么走都输得一样快；下在{1}最容易让 {3} 出{2:错}"},
    {Msg::review_trap_fell_in, "   陷阱：{3} 的 {2} {2:种}应着中有 {1} {1:种}会输；{3} 掉进了陷阱"},
    {Msg::review_trap_avoided, "   陷阱：{3} 的 {2} {2:种}应着中有 {1} {1:种}会输；{3} 避开了陷阱"},
    {Msg::review_trap_pending, "   陷阱：{3} 的 {2} {2:种}应着中有 {1} {1:种}会输"},
    {Msg::name_taken_as_shown, "“{1}”会被当作另一位玩家的名字“{2}”；两人的名字必须不同。"},
    {Msg::invalid_name_command,
     "{2} 的值“{1}”无效（名字不能是本游戏任何一种界面语言中表示退出、帮助或返回的词：在询问名字时输入它会被当作命令）"},
    {Msg::name_command, "“{1}”在本游戏支持的某种语言中表示退出、帮助或返回，请换一个名字。"},
    {Msg::not_now_play_again, "现在不行：“{1}”要在对局结束后的“再来一局？”处使用。"},
    {Msg::option_unused_in_mode, "{1} 不适用于所选的“{2}”模式，已忽略。"},
    {Msg::options_unused_in_mode, "{1} 不适用于所选的“{2}”模式，已忽略。"},
    // Perfect level and review
    {Msg::level_perfect, "完美"},
    {Msg::level_perfect_summary, "用精确求解器下棋：从不输棋，赢得最快，还会设下较弱对手容易踩中的陷阱。"},
    {Msg::rule_forced_win, "锁定胜局"},
    {Msg::rule_trap, "设下陷阱"},
    {Msg::rule_draw, "保平"},
    {Msg::rule_hold_out, "怎么走都会输，这步撑得最久"},
    {Msg::computer_plays_trap_mark, "{1} 下在{2}（设下陷阱：{5} 的 {4} {4:种}应着中有 {3} {3:种}会输）"},
    {Msg::hint_win_now, "提示：下在{1}即可{2:获胜}"},
    {Msg::list_or_two, "{1} 或 {2}"},
    {Msg::list_or_start, "{1}、{2}"},
    {Msg::list_or_middle, "{1}、{2}"},
    {Msg::list_or_end, "{1} 或 {2}"},
    {Msg::command_review_help, "逐步点评，指出每步是最佳、失误还是败着（在“再来一局？”处）"},
    {Msg::option_review_help, "复盘棋谱，或已保存的对局 @K（@1 为最近一局）"},
    {Msg::help_review,
     "MOVES 是一份棋谱，格式同“棋谱：”一行，例如“5 1 9 3 7”；MOVES "
     "为“-”时，从标准输入每行读一份棋谱，只输出其最后一行（失误统计）。"},
    {Msg::review_best, "{1}. {2} {3}  最佳（{4}）"},
    {Msg::review_best_missed_win, "{1}. {2} {3}  最佳（{4}），不过下在{5}本可直接获胜"},
    {Msg::review_best_missed_block, "{1}. {2} {3}  最佳（{4}），但漏堵了{5}"},
    {Msg::review_mistake, "{1}. {2} {3}  失误：{4} -> {5}（最佳：{6}）"},
    {Msg::review_mistake_missed_win, "{1}. {2} {3}  失误：{4} -> {5}，错过了{7}的胜着（最佳：{6}）"},
    {Msg::review_mistake_missed_block, "{1}. {2} {3}  失误：{4} -> {5}，漏堵了{7}（最佳：{6}）"},
    {Msg::review_blunder, "{1}. {2} {3}  败着：{4} -> {5}（最佳：{6}）"},
    {Msg::review_blunder_missed_win, "{1}. {2} {3}  败着：{4} -> {5}，错过了{7}的胜着（最佳：{6}）"},
    {Msg::review_blunder_missed_block, "{1}. {2} {3}  败着：{4} -> {5}，漏堵了{7}（最佳：{6}）"},
    {Msg::review_summary, "{1}：失误 {2} {2:次}；{3}：失误 {4} {4:次}"},
    {Msg::review_summary_blunders, "{1}：失误 {2} {2:次}，败着 {3} {3:次}；{4}：失误 {5} {5:次}，败着 {6} {6:次}"},
    {Msg::record_error, "错误：“{1}”：{2}"},
    {Msg::record_too_long, "行太长；棋谱最多 {1} 个字符"},
    {Msg::record_empty, "棋谱至少要有一步"},
    {Msg::record_not_a_number, "第 {1} 步（“{2}”）不是 {3} 的格号"},
    {Msg::record_out_of_range, "第 {1} 步（{2}）超出范围；格号为 {3}"},
    {Msg::record_taken, "第 {1} 步（{2}）下在了已有棋子的格子上"},
    {Msg::record_after_end, "第 {1} 步（{2}）是在棋局结束后走的"},
    // Sessions: names, menus, turns
    {Msg::line_list_two, "{1} 和 {2}"},
    {Msg::interrupted_before_play, "已中断。"},
    {Msg::cannot_read_input, "tictactoe: 无法读取输入：{1}"},
    {Msg::options_not_with_action, "{1} 不能与 {2} 一起使用"},
    {Msg::options_not_with_mode, "{1} 不适用于 --mode {2}"},
    {Msg::option_names_help, "玩家的名字，第一个先走（hvc 中是你的名字）"},
    {Msg::option_alternate_help, "每局轮流先走"},
    {Msg::option_quiet_help, "在 cvc 中只显示结果（加 --rounds 时只显示总比分）"},
    {Msg::invalid_names, "{2} 的值“{1}”无效（应为一个名字，或用逗号隔开的两个不同名字，每个 1-{3} 个字符）"},
    {Msg::invalid_names_same, "{2} 的值“{1}”无效（两个名字相同，不区分大小写）"},
    {Msg::names_one_against_computer, "在 --mode hvc 下，{1} 只接受一个名字（你自己的名字）"},
    {Msg::invalid_name_characters, "{2} 的值“{1}”无效（名字不能含控制字符、不可见字符、反斜杠或非 UTF-8 字节）"},
    {Msg::invalid_name_digits, "{2} 的值“{1}”无效（名字不能是数字，否则会被当成格号）"},
    {Msg::invalid_name_mark, "{2} 的值“{1}”无效（X 和 O 是棋子标记：只有第一位玩家能叫 X，只有第二位玩家能叫 O）"},
    {Msg::invalid_name_mark_vs_computer, "{2} 的值“{1}”无效（对战电脑时，你的名字不能是 X 或 O：它们是棋子标记）"},
    {Msg::command_undo_vs_computer_help, "对战电脑时，收回你的一步和电脑的应着"},
    {Msg::command_swap_help, "再来一局，由对方先走（在“再来一局？”处）"},
    {Msg::command_settings_help, "回到菜单重新选择设置（在“再来一局？”处）"},
    {Msg::banner_menu, "井字棋：三子连成一线即胜。任何提示处都可输入 h 查看帮助，q 退出。"},
    {Msg::banner_watch, "井字棋：三子连成一线即胜。电脑对电脑，你来观战。"},
    {Msg::menu_item_word, "  {1}) {2}  {3}"},
    {Msg::menu_no_such_choice, "“{1}”不是可选项。"},
    {Msg::menu_ambiguous, "“{1}”可能对应多个选项。"},
    {Msg::menu_help,
     "输入选项的编号或选项名（英文不分大小写）；只要不与别的选项混淆，只输入开头几个字也行。直接回车则选默认项（{1}"
     "）。q 退出。"},
    {Msg::names_title, "名字（直接回车保留方括号中的名字；X 先走）："},
    {Msg::name_prompt, "{1} 的名字 [{2}]："},
    {Msg::name_bad, "名字须为 1 到 {1} 个字符，不能含控制字符、不可见字符或反斜杠。"},
    {Msg::name_taken, "“{1}”是另一位玩家的名字，两人的名字必须不同。"},
    {Msg::name_help, "输入执 {1} 玩家的名字并按回车；直接回车则使用 {2}。名字会显示在提示、结果和比分中。q 退出。"},
    {Msg::name_digits, "名字不能是数字，否则会被当成格号。"},
    {Msg::name_mark, "只有执 {1} 的玩家才能叫 {1}，请换一个名字。"},
    {Msg::move_prompt_named, "轮到 {1}（{2}）落子（{3}）："},
    {Msg::took_back_player, "已悔棋：收回 {1} 下在{2}的一步。"},
    {Msg::player_named, "{1}（{2}）"},
    {Msg::play_again_swap_prompt, "再来一局？[Y/n/s，r：复盘，设置] "},
    {Msg::play_again_help_title, "在“再来一局？”处可以输入（英文不分大小写）："},
    {Msg::settings_score, "目前比分：{1}。更换设置后将重新计分。"},
    {Msg::replay_seed, "要原样重玩本次游戏，请加上 --seed {1}"},
    {Msg::game_help_goal, "横、竖或斜着三子连成一线即胜。X 先走；棋盘下满仍无人连成一线则为平局。"},
    // Languages
    {Msg::words_quit, "退出"},
    {Msg::words_help, "帮助"},
    {Msg::words_hint, "提示"},
    {Msg::words_undo, "悔棋|悔|撤销"},
    {Msg::words_yes, "是|好|再来|再来一局"},
    {Msg::words_no, "否|不|不了"},
    {Msg::words_review, "复盘"},
    {Msg::words_swap, "换先|换"},
    {Msg::words_settings, "设置"},
    {Msg::option_lang_help, "界面语言：{1}（默认由区域设置决定）"},
    {Msg::help_move_tokens,
     "无论界面是哪种语言，--move 的输出都保留英文规则词（如 5 center），错误行也保留英文前缀 "
     "error:（其后的原因会翻译），因为这是供程序读取的格式。"},
    // Two whole sentences on one line: a reason, then what to do (a blank
    // between them, none in Chinese).
    {Msg::two_sentences, "{1}{2}"},
    {Msg::error_line, "错误：{1}"},
    {Msg::number_range, "{1}-{2}"},
    // --help topics, and the files and keys they explain
    {Msg::help_topics_title, "帮助主题（tictactoe --help TOPIC）："},
    {Msg::help_exit_short, "退出状态：0 正常；1 读写出错；2 选项或棋盘有误；130 被中断。"},
    {Msg::topic_play_summary, "怎么玩：格号、可以输入的词、菜单"},
    {Msg::topic_levels_summary, "电脑的难度，从弱到强"},
    {Msg::topic_boards_summary, "--analyze、--move 和 --review 用的 BOARD 与 MOVES"},
    {Msg::topic_keys_summary, "--full-screen 下的按键和鼠标"},
    {Msg::topic_files_summary, "历史记录和偏好设置文件、环境变量"},
    {Msg::unknown_help_topic, "没有帮助主题“{1}”（可选：{2}）"},
    {Msg::help_keys_intro,
     "使用 --full-screen 时（需要终端，且 TERM 已设置、不是 dumb），棋盘在原处刷新，用按键或鼠标下棋："},
    {Msg::help_files_history,
     "历史记录：有真人参与的对局，每局结束后都会追加到 {1}（若设置了 $XDG_STATE_HOME，则放在其下；使用 --no-history "
     "则不保存）；--history-file FILE 可改用其他文件。--stats、--history 和 --review @K 都从该文件读取。"
     " 它必须是你自己的普通文件（或 /dev/null），其他人不能写入，且所在文件夹只有你能写入（或像 /tmp "
     "那样设有粘滞位）；不会跟随那里的符号链接。"},
    {Msg::help_files_config,
     "偏好设置：{1}（若设置了 $XDG_CONFIG_HOME，则在其下）中每行写“键 = 值”（# 开头为注释），可设置的选项有 "
     "{2}；命令行优先于文件，--no-config 忽略该文件。"
     " 同一个键设定两次会给出一条警告，以最后一行为准。history-file = ~/x 位于 HOME "
     "之下，相对路径则相对于偏好设置文件所在的文件夹，而不是当前目录。"},
    {Msg::help_files_color,
     "颜色：--color auto 只在终端上着色，且要求 NO_COLOR 未设置或为空、TERM 已设置且不是 dumb。"},
    {Msg::help_files_language,
     "界面语言：不指定 --lang 时由区域设置决定（取 LC_ALL、LC_MESSAGES、LANG 中第一个已设置的变量）：若其值为 C 或 "
     "POSIX，或编码不是 UTF-8，则用英语；否则依次取 LANGUAGE "
     "中第一个本游戏支持的语言、区域设置本身的语言，都不支持则用英语。"},
    {Msg::history_no_directory, "tictactoe: 无法读取 {1}：目录 {2} 不存在"},
    // Row and column input (--coords)
    {Msg::option_coords_help, "按行和列指定格子（各 1-3）：落子输入 2 3 或 2,3"},
    {Msg::coords_range, "行和列各 {1}"},
    {Msg::coords_type_cell, "请输入行号和列号（各 {1}），如 2 3 或 2,3，也可以只输入行号；h 查看帮助。"},
    {Msg::coords_column_prompt, "第 {1} 行，第几列（{2}）："},
    {Msg::coords_type_column, "请输入列号（{1}），或输入 h 查看帮助。"},
    {Msg::coords_game_help_intro,
     "输入一个空格子的行号和列号（如 2 3 或 "
     "2,3）并按回车；也可以先只输入行号，再按提示输入列号。行和列都从左上角数起："},
    {Msg::coords_input_rule,
     "每次落子输入行号和列号，各为一个 {1} "
     "的整数（只含数字，可带正负号），中间用空格或逗号隔开，也可以只输入行号；前后的空格、制表符和回车符会被忽略。输入"
     "其他内容时会说明原因，并请同一位玩家重新输入。"},
    {Msg::coords_record_not_a_cell, "第 {1} 步（“{2}”）不是行号和列号（各 {3}，如 2,3）"},
    {Msg::coords_record_out_of_range, "第 {1} 步（{2}）超出范围；行号和列号均为 {3}"},
    // A cell in a sentence, per numbering
    {Msg::cell_phrase, "第 {1} 格"},
    {Msg::coords_cell_phrase, "第 {1} 行第 {2} 列"},
    // The full screen between computers
    {Msg::screen_not_between_computers, "电脑对电脑时不能用“{1}”：它只在有真人下棋时可用。"},
    // A command where it does not work, and the answers at Play again
    {Msg::not_now_menu, "现在不能用：“{1}”只能在开局前的菜单或输入名字时使用。"},
    {Msg::not_now_move, "现在不行：“{1}”要在对局中轮到落子时使用。"},
    {Msg::answer_play_again, "请回答 {1}；输入 h 查看帮助。"},
    {Msg::answer_item, "{2}（{1}）"},
    {Msg::command_new_again_help, "再来一局，与 y 相同"},
}};
static_assert(is_complete(kChinese), "the Chinese table needs one row per Msg, each exactly once");
constexpr auto kChineseById = by_id(kChinese);

// Chinese has one form for every number.
std::size_t chinese_plural(long long /*n*/) { return 0; }

}  // namespace

const LanguageTable kChineseTable{kChinese, kChineseById, chinese_plural, 1, false, true};

}  // namespace tictactoe::app
