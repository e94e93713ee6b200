// The causes behind the native reviews' errors (issue 29), each checked
// over every row it concerns rather than row by row: Russian names only in
// slots that keep the nominative; Chinese blanks only beside Latin letters
// and digits; cells under --coords as a phrase per numbering; Persian player
// labels in reading order under two bidi engines, no mark in column 0 of the
// full screen, and one digit system per element.

#include <catch2/catch.hpp>

#include <cstddef>
#include <optional>
#include <regex>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "app/cli/unused.hpp"
#include "app/flow/narration.hpp"
#include "app/flow/score.hpp"
#include "app/screen/layout.hpp"
#include "app/screen/view.hpp"
#include "app/text/layout.hpp"
#include "app/text/messages.hpp"
#include "app/text/messages_table.hpp"
#include "app/text/render.hpp"
#include "app/text/review.hpp"
#include "support/bidi.hpp"
#include "support/command_line.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/game.hpp"

#ifndef TICTACTOE_SOURCE_DIR
#error "tests/CMakeLists.txt defines TICTACTOE_SOURCE_DIR, the project's root"
#endif

namespace test_translations_causes {

using namespace tictactoe::app;
namespace core = tictactoe::core;

namespace {

// The argument numbers of `pattern` used bare ({1}) and as plural counts
// ({1:...}).
struct Slots {
  std::set<int> bare;
  std::set<int> counts;
};

Slots slots_of(std::string_view pattern) {
  Slots found;
  for (auto open = pattern.find('{'); open != std::string_view::npos; open = pattern.find('{', open + 1)) {
    if (open + 1 < pattern.size() && pattern[open + 1] == '{') {
      ++open;
      continue;
    }
    const int number = pattern[open + 1] - '0';
    (pattern[open + 2] == ':' ? found.counts : found.bare).insert(number);
  }
  return found;
}

// ===========================================================================
// Russian: a name is never declined, so it stands only where the nominative
// is right.

// Every slot that takes a player's name or label (a name, "Анна (X)",
// "X (вы)"), by message and argument number.
const std::vector<std::pair<Msg, int>> kNameSlots{
    {Msg::move_prompt_named, 1},
    {Msg::took_back_player, 1},
    {Msg::took_back_named_move_and_reply, 1},
    {Msg::result_win, 1},
    {Msg::player_named, 1},
    {Msg::history_line, 2},
    {Msg::history_line, 3},
    {Msg::screen_turn, 1},
    {Msg::review_best, 2},
    {Msg::review_best_missed_win, 2},
    {Msg::review_best_missed_block, 2},
    {Msg::review_mistake, 2},
    {Msg::review_mistake_missed_win, 2},
    {Msg::review_mistake_missed_block, 2},
    {Msg::review_blunder, 2},
    {Msg::review_blunder_missed_win, 2},
    {Msg::review_blunder_missed_block, 2},
    {Msg::review_summary, 1},
    {Msg::review_summary, 3},
    {Msg::review_summary_blunders, 1},
    {Msg::review_summary_blunders, 4},
    {Msg::name_help, 2},
    {Msg::screen_keys_name, 1},
    {Msg::name_taken, 1},
    {Msg::name_taken_as_shown, 1},
    {Msg::name_taken_as_shown, 2},
    {Msg::name_command, 1},
    {Msg::stats_player_row, 1},
    {Msg::tally, 1},
    {Msg::tally, 3},
};

// Whether the text before a name in a Russian pattern keeps it in the
// nominative: nothing, punctuation that sets it apart (a dash, a colon,
// a bracket, a quotation mark, a comma, a full stop), or a word after which
// the name is the subject ("Ходит Анна"). Anything else (против Анна,
// оставит Александра) would need a case ending a name cannot take.
bool keeps_nominative(std::string_view before) {
  while (!before.empty() && before.back() == ' ') before.remove_suffix(1);
  if (before.empty()) return true;
  for (const std::string_view mark : {"\u2014", ":", "(", "\u00ab", ",", ";", ".", "\u2013", "}"}) {
    if (before.ends_with(mark)) return true;
  }
  return before.ends_with("\u0425\u043e\u0434\u0438\u0442");  // Ходит
}

// Where the pattern's name slot `number` breaks the rule, or "" when none does.
std::string misplaced_name(std::string_view pattern, int number) {
  const std::string slot = "{" + std::to_string(number) + "}";
  for (auto at = pattern.find(slot); at != std::string_view::npos; at = pattern.find(slot, at + 1)) {
    if (!keeps_nominative(pattern.substr(0, at))) return std::string(pattern.substr(0, at + slot.size()));
  }
  return {};
}

}  // namespace

TEST_CASE("Russian puts a player's name only where it stays in the nominative", "[messages][language][names]") {
  const Catalogue russian(language_coded("ru"));
  for (const auto& [id, number] : kNameSlots) {
    INFO("message " << static_cast<int>(id) << ": " << russian.pattern(id) << ", argument " << number);
    // The slot is a slot of the message in English too: the list is right.
    CHECK(slots_of(Catalogue().pattern(id)).bare.contains(number));
    CHECK(misplaced_name(russian.pattern(id), number).empty());
  }
  // The check catches the patterns the review found (native-ru E4-E6).
  CHECK_FALSE(misplaced_name("{1}  {2} против {3}: {4}; ходы: {5}", 3).empty());
  CHECK_FALSE(misplaced_name("Введите имя игрока {1} и нажмите Enter; пустая строка оставит {2}.", 2).empty());
  CHECK_FALSE(misplaced_name("Введите имя и нажмите Enter (просто Enter оставит {1})", 1).empty());
  CHECK(misplaced_name("{1}  {2} — {3}: {4}", 3).empty());
}

namespace {

// ===========================================================================
// Chinese: a blank only between Chinese and Latin letters or digits.

bool tight(char32_t code) { return is_wide(code) || (code >= 0x2018 && code <= 0x201d); }

// The single blanks of `text` between two wide characters (or Chinese
// quotation marks), as the text up to each.
std::vector<std::string> blanks_between_wide(std::string_view text) {
  const auto chars = tictactoe::test::characters(text);
  std::vector<std::string> found;
  std::string before;
  for (std::size_t i = 0; i < chars.size(); ++i) {
    before += chars[i];
    if (chars[i] != " " || i == 0 || i + 1 == chars.size()) continue;
    const auto left = decode_utf8(chars[i - 1]);
    const auto right = decode_utf8(chars[i + 1]);
    if (left && right && tight(left->code) && tight(right->code)) found.push_back(before);
  }
  return found;
}

// The arguments for `pattern`: `name` in each bare slot, 3 in a count's.
std::vector<Arg> filled(std::string_view pattern, const std::string& name) {
  const Slots slots = slots_of(pattern);
  const int last =
      std::max(slots.bare.empty() ? 0 : *slots.bare.rbegin(), slots.counts.empty() ? 0 : *slots.counts.rbegin());
  std::vector<Arg> args;
  for (int n = 1; n <= last; ++n) args.push_back(slots.counts.contains(n) ? Arg(3) : Arg(name));
  return args;
}

}  // namespace

TEST_CASE("Chinese writes no blank between a Chinese name or word and Chinese text, and keeps it beside a Latin one",
          "[messages][language][spacing]") {
  const Catalogue chinese(language_coded("zh_CN"));
  for (const CatalogueRow& row : kChineseTable.entries) {
    INFO("message " << static_cast<int>(row.id) << ": " << row.pattern);
    // The pattern itself sets no blank between Chinese characters.
    CHECK(blanks_between_wide(row.pattern).empty());
    // A Chinese name: no blank between it and the Chinese around it.
    const std::string with_chinese = chinese(row.id, filled(row.pattern, "\u5c0f\u660e"));  // 小明
    INFO("with 小明: " << with_chinese);
    CHECK(blanks_between_wide(with_chinese).empty());
    // A Latin name keeps each blank the pattern writes.
    const std::vector<Arg> latin = filled(row.pattern, "Ann");
    CHECK(chinese(row.id, latin) == format(row.pattern, latin, kChineseTable.plural_form));
  }
  CHECK(chinese(Msg::move_prompt_named, {"\u5c0f\u660e", 'X', "1-9"}) == "轮到小明（X）落子（1-9）：");
  CHECK(chinese(Msg::move_prompt_named, {"Ann", 'X', "1-9"}) == "轮到 Ann（X）落子（1-9）：");
  CHECK(chinese(Msg::result_win, {"\u5c0f\u521a", "7-8-9"}) == "小刚在 7-8-9 连成一线，获胜！");
}

TEST_CASE("the Chinese list joiners put no blank before 或 after Chinese, nor after 、",
          "[messages][language][spacing]") {
  const Catalogue chinese(language_coded("zh_CN"));
  // The answers at Play again (native-zh E-01).
  const std::vector<std::string> answers{chinese(Msg::answer_item, {"是", "y"}),
                                         chinese(Msg::answer_item, {"换先", "s"}),
                                         chinese(Msg::answer_item, {"设置", "settings"})};
  CHECK(or_list(answers, chinese) == "y（是）、s（换先）或 settings（设置）");
  CHECK(or_list(std::vector<std::string>{"1", "3", "9"}, chinese) == "1、3 或 9");
  CHECK(joined(std::vector<std::string>{"甲", "乙"}, chinese) == "甲、乙");
  // The answers as the game lists them.
  const Style style{.text = chinese};
  const std::string listed = play_again_answers(style, 0xff);
  INFO(listed);
  CHECK(blanks_between_wide(listed).empty());
  CHECK(listed.find("、 ") == std::string::npos);
}

namespace {

// ===========================================================================
// Cells under --coords: a phrase per numbering, never a number's pattern
// filled with a pair.

Style style_in(Language language, Numbering::Layout layout = Numbering::Layout::coords) {
  return Style{.numbering = Numbering(layout), .text = Catalogue(language)};
}

// What the game says of cells in a game: a computer move, a hint, an undo,
// a taken cell and the review of a game with a missed win.
std::vector<std::string> cell_sentences(const Style& style) {
  Players players;
  players.mode = Mode::hvc;
  players.roster = {Player{std::nullopt, ""}, Player{core::Difficulty::hard, ""}};
  core::Game game;
  game.play(0);
  game.play(6);  // O takes a corner: 3,1
  std::vector<std::string> said{announcement(style, game, core::Move{6, core::Rule::corner}, players),
                                hint_line(style, core::hint(game.board())),
                                took_back_line(style, {{core::Mark::o, 6}, {core::Mark::x, 0}}, players),
                                style.text(Msg::cell_taken, {style.cell(6), 'O'})};
  const std::vector<core::Cell> missed{0, 3, 1, 4, 8, 5};  // X misses 2 (0-1-2), O misses 5 (3-4-5)
  said.push_back(review_text(missed, style, ReviewNames{}));
  return said;
}

}  // namespace

TEST_CASE("under --coords a sentence names a cell by its row and column in the language's own phrase",
          "[messages][language][coords]") {
  CHECK(style_in(language_coded("zh_CN")).cell(6) == "第 3 行第 1 列");
  CHECK(style_in(language_coded("zh_CN"), Numbering::Layout::phone).cell(6) == "第 7 格");
  CHECK(style_in(Language::en).cell(6) == "3,1");
  CHECK(style_in(language_coded("ru")).cell(6) == "(3, 1)");
  const std::vector<core::Cell> corners{0, 2};
  CHECK(style_in(language_coded("zh_CN")).cells(corners) == "第 1 行第 1 列或第 1 行第 3 列");
  CHECK(style_in(language_coded("zh_CN"), Numbering::Layout::phone).cells(corners) == "第 1 或 3 格");
  CHECK(style_in(language_coded("zh_CN")).cells({}).empty());
  // What the game says in Chinese: no "第 3,1 格" (a move as typed in a
  // record, the review's "2. O 2,1", stays as typed).
  for (const std::string& said : cell_sentences(style_in(language_coded("zh_CN")))) {
    INFO(said);
    CHECK_FALSE(std::regex_search(said, std::regex("第 ?[0-9],")));
    CHECK(said.find("行第") != std::string::npos);
  }
  // Nor a Russian "клетка 3,1", which reads as a decimal number.
  for (const std::string& said : cell_sentences(style_in(language_coded("ru")))) {
    INFO(said);
    CHECK_FALSE(std::regex_search(said, std::regex("\u043a\u043b\u0435\u0442\u043a\\S* [0-9],")));
  }
}

TEST_CASE("the options a mode chosen at the menu makes pointless are named in the language's words",
          "[messages][language][coords]") {
  // native-zh E-03: not "--first, --difficulty ... 模式 hvh".
  const CommandLine command_line = tictactoe::test::accepted({"--first", "computer", "--difficulty", "hard"});
  const Catalogue chinese(language_coded("zh_CN"));
  const auto notices = unused_options(command_line, chinese);
  const auto& people = notices.at(static_cast<std::size_t>(Mode::hvh));
  REQUIRE(people.has_value());
  CHECK(chinese(people->id, people->args) == "--first、--difficulty 不适用于所选的“双人对战”模式，已忽略。");
}

namespace {

// ===========================================================================
// Persian: labels in reading order, under fribidi and under ICU.

const std::string kAli = "\u0639\u0644\u06cc";                                     // علی
const std::string kShoma = "\u0634\u0645\u0627";                                   // شما
const std::string kComputer = "\u06a9\u0627\u0645\u067e\u06cc\u0648\u062a\u0631";  // کامپیوتر

// `word` (Persian letters) as it comes out in visual order: reversed.
std::string reversed(const std::string& word) {
  auto chars = tictactoe::test::characters(word);
  std::string out;
  for (auto at = chars.rbegin(); at != chars.rend(); ++at) out += *at;
  return out;
}

// One line to check and the labels it must show in reading order, each as
// its visual form in a right-to-left line (Latin runs left to right, the
// Persian words reversed, the brackets where the reader meets them first).
struct Expected {
  std::string line;
  std::vector<std::string> shown;
};

std::vector<Expected> persian_lines() {
  const Catalogue persian(language_coded("fa"));
  const Style style{.text = persian};
  Players against;
  against.mode = Mode::hvc;
  against.roster = {Player{std::nullopt, ""}, Player{core::Difficulty::hard, ""}};
  Players named;
  named.roster = {Player{std::nullopt, kAli}, Player{std::nullopt, "Zahra"}};
  const std::string you = ")" + reversed(kShoma) + "( X";  // X (شما)
  const std::string computer = ")" + reversed(kComputer) + "( O";
  const std::string ali = ")X( " + reversed(kAli);  // علی (X)
  const std::string zahra = ")O( Zahra";            // Zahra (O)
  const auto first_line = [](const std::string& text) { return text.substr(0, text.find('\n')); };
  const std::vector<core::Cell> moves{0, 4};
  const auto label = [&](const Players& players, core::Mark mark) { return player_label(players, mark, persian); };
  const auto history = [&](const Players& players) {
    return persian(Msg::history_line, {"2026-12-01 19:24", label(players, core::Mark::x), label(players, core::Mark::o),
                                       persian(Msg::history_tied), "1 5"});
  };
  return {
      {first_line(review_text(moves, style, review_names(style, against))), {you}},
      {first_line(review_text(moves, style, review_names(style, named))), {ali}},
      {history(against), {you, computer}},
      {history(named), {ali, zahra}},
      {persian(Msg::screen_turn, {persian(Msg::player_named, {kAli, 'X'})}), {ali}},
      {persian(Msg::screen_turn, {persian(Msg::player_named, {"Zahra", 'O'})}), {zahra}},
      {move_prompt(style, named, core::Mark::x), {reversed(kAli)}},
      {tally(Score{}, against, persian), {you, computer}},
      {tally(Score{}, named, persian), {ali, zahra}},
  };
}

void check_reading_order(std::string_view engine, const std::vector<std::string>& shown,
                         const std::vector<Expected>& expected) {
  REQUIRE(shown.size() == expected.size());
  for (std::size_t i = 0; i < shown.size(); ++i) {
    INFO(engine << ": " << expected[i].line << "\nshown: " << shown[i]);
    std::size_t last = std::string::npos;
    for (const std::string& label : expected[i].shown) {
      const auto at = shown[i].find(label);
      INFO("label " << label);
      CHECK(at != std::string::npos);
      // Right to left: what is read first stands further right.
      if (at != std::string::npos && last != std::string::npos) CHECK(at < last);
      if (at != std::string::npos) last = at;
    }
  }
}

}  // namespace

TEST_CASE("Persian review, history, turn and score lines read a player's label in order under fribidi and ICU",
          "[messages][language][bidi]") {
  const auto expected = persian_lines();
  std::vector<std::string> lines;
  for (const Expected& one : expected) lines.push_back(one.line);
  const auto fribidi = tictactoe::test::shown_by(tictactoe::test::kFribidi, lines);
  const auto icu = tictactoe::test::shown_by(tictactoe::test::icu_bidi(TICTACTOE_SOURCE_DIR), lines);
  if (!fribidi) WARN("SKIP: fribidi is not installed (apt-get install libfribidi-bin)");
  if (!icu) WARN("SKIP: PyICU is not installed (apt-get install python3-icu): no ICU check");
  if (fribidi) check_reading_order("fribidi", *fribidi, expected);
  if (icu) check_reading_order("ICU", *icu, expected);
}

TEST_CASE("the reading-order check would catch a label isolated again, as the review's lines had it",
          "[messages][language][bidi]") {
  // native-fa finding 1: "\u200f{1}. \u2066{2}\u2069 ..." read "(شما) X".
  const Catalogue persian(language_coded("fa"));
  const std::string label = persian(Msg::player_you, {'X'});
  const std::string old_line = "\u200f\u06f1. \u2066" + label + "\u2069 \u06f5";
  const std::string you = ")" + reversed(kShoma) + "( X";
  for (const auto& command :
       {std::string(tictactoe::test::kFribidi), tictactoe::test::icu_bidi(TICTACTOE_SOURCE_DIR)}) {
    const auto shown = tictactoe::test::shown_by(command, {old_line});
    if (!shown) continue;
    INFO(command << ": " << shown->front());
    CHECK(shown->front().find(you) == std::string::npos);
  }
}

TEST_CASE("no row of the Persian full screen starts with a mark in column 0, at any size",
          "[screen][view][language][bidi]") {
  using namespace tictactoe::app::screen;
  const Catalogue persian(language_coded("fa"));
  const auto [columns, rows] = GENERATE(table<std::size_t, std::size_t>({{80, 24}, {40, 12}}));
  INFO(columns << "x" << rows);
  const ViewText text = view_text(persian, Numbering(), columns, rows);
  const Layout layout = make_layout(columns, rows, text.buttons);
  View view;
  view.status = persian(Msg::screen_turn, {persian(Msg::player_named, {kAli, 'X'})});
  view.score = persian(Msg::score_line, {"0"});
  view.notes = {persian(Msg::computer_plays, {'O', 3, persian(Msg::rule_corner)}), ""};
  view.keys = persian(Msg::screen_keys_menu);
  for (const bool menu : {false, true}) {
    if (menu) view.menu = MenuView{persian(Msg::level_menu_title), {"  1) " + persian(Msg::level_easy)}, 0};
    const Grid grid = draw(view, layout, text);
    for (std::size_t row = 0; row < rows; ++row) {
      const std::string first = grid.at(0, row).text;
      INFO("row " << row << ": " << grid.line(row));
      const auto decoded = first.empty() ? std::nullopt : decode_utf8(first);
      const char32_t code = decoded ? decoded->code : U' ';
      CHECK_FALSE((code == 0x200e || code == 0x200f || (code >= 0x2066 && code <= 0x2069)));
    }
  }
}

TEST_CASE("a Persian element keeps one digit system: a double win's cells in Persian digits, no Persian word isolated",
          "[messages][language][bidi]") {
  const Style style{.text = Catalogue(language_coded("fa"))};
  const core::Board board = std::get<core::Board>(core::parse_board("XXXOXOXOO"));  // X: 1-2-3 and 3-5-7
  const std::string said = style.text(Msg::analysis_won, {'X', win_cells(board, style)});
  INFO(said);
  // No ASCII digit outside an isolate (with_native_digits), and the
  // isolates hold only the mark: the Persian "و" between the two lines is
  // no longer inside one (native-fa finding 3).
  CHECK(said.find("\u2066X\u2069") != std::string::npos);
  for (char digit = '0'; digit <= '9'; ++digit) CHECK(said.find(digit) == std::string::npos);
}

}  // namespace test_translations_causes
