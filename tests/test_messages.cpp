// The message catalogue (messages.hpp): every language table complete and
// in order, the pattern syntax format() reads (numbered and reordered
// arguments, plurals, literal braces, missing arguments), well-formed
// placeholders in every pattern, and the catalogue's words for the core's
// enums (rules, levels, solver values, board errors).

#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <cstddef>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "app/flow/players.hpp"
#include "app/flow/score.hpp"
#include "app/tables/commands.hpp"
#include "app/tables/help.hpp"
#include "app/tables/options.hpp"
#include "app/text/messages.hpp"
#include "app/text/messages_table.hpp"
#include "app/text/render.hpp"
#include "support/english.hpp"
#include "support/string_makers.hpp"
#include "tictactoe/ai.hpp"
#include "tictactoe/board.hpp"
#include "tictactoe/solver.hpp"

namespace test_messages {

using namespace tictactoe::app;
namespace core = tictactoe::core;

namespace {

// The lists of words a player may type (Msg::words_quit ... words_settings).
bool is_word_list(Msg id) {
  for (const CommandSpec& row : kCommands) {
    if (row.local_words == id) return true;
  }
  return false;
}

std::size_t english_rule(long long n) { return n == 1 ? 0 : 1; }

std::string fill(std::string_view pattern, std::initializer_list<Arg> args) {
  return format(pattern, std::span<const Arg>(args.begin(), args.size()), english_rule);
}

// What a pattern's placeholders are: the argument numbers it uses, or why
// it is malformed (a lone brace, an unclosed or empty placeholder, a body
// that is not a number with optional plural forms, an argument 0).
struct Placeholders {
  std::set<int> numbers;
  std::optional<std::string> error;
};

Placeholders placeholders(std::string_view pattern) {
  Placeholders found;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
      ++i;  // a literal brace
      continue;
    }
    if (c == '}') {
      found.error = "a lone '}' at " + std::to_string(i);
      return found;
    }
    if (c != '{') continue;
    const auto close = pattern.find('}', i);
    if (close == std::string_view::npos) {
      found.error = "an unclosed '{' at " + std::to_string(i);
      return found;
    }
    const std::string_view body = pattern.substr(i + 1, close - i - 1);
    const std::string_view digits = body.substr(0, body.find(':'));
    if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos) {
      found.error = "a placeholder that is not a number: {" + std::string(body) + "}";
      return found;
    }
    const int number = std::stoi(std::string(digits));
    if (number == 0) {
      found.error = "argument 0: {" + std::string(body) + "}";
      return found;
    }
    if (body.find('{') != std::string_view::npos) {
      found.error = "a '{' inside a placeholder: {" + std::string(body) + "}";
      return found;
    }
    found.numbers.insert(number);
    i = close;
  }
  return found;
}

}  // namespace

// ===========================================================================
// The tables

TEST_CASE("every language table has one row per message, and the catalogue finds each by its id", "[messages]") {
  for (const LanguageSpec& spoken : kLanguages) {
    const Language language = language_of(spoken);
    const LanguageTable* table = &spoken.table;
    INFO("language " << spoken.code);
    CHECK(is_complete(table->entries));
    REQUIRE(table->entries.size() == kMsgCount);
    const Catalogue catalogue(language);
    CHECK(catalogue.language() == language);
    for (const CatalogueRow& row : table->entries) {
      INFO("message " << static_cast<int>(row.id));
      // Only a list of words a player may type can be empty (in English,
      // whose words are kCommands' own).
      if (!is_word_list(row.id)) CHECK_FALSE(row.pattern.empty());
      CHECK(catalogue.pattern(row.id) == row.pattern);
      CHECK(table->patterns[static_cast<std::size_t>(row.id)] == row.pattern);
    }
  }
}

TEST_CASE("is_complete takes the rows in any order, and rejects a row missing, a row too many or a repeated id",
          "[messages]") {
  const std::vector<CatalogueRow> english(kEnglishTable.entries.begin(), kEnglishTable.entries.end());
  REQUIRE(is_complete(english));
  SECTION("a row missing") {
    std::vector<CatalogueRow> rows = english;
    rows.pop_back();
    CHECK_FALSE(is_complete(rows));
    rows = english;
    rows.erase(rows.begin() + 5);
    CHECK_FALSE(is_complete(rows));
  }
  SECTION("a row too many") {
    std::vector<CatalogueRow> rows = english;
    rows.push_back(rows.back());
    CHECK_FALSE(is_complete(rows));
  }
  SECTION("two rows swapped, or all reversed: the order does not matter") {
    std::vector<CatalogueRow> rows = english;
    std::swap(rows[3], rows[4]);
    CHECK(is_complete(rows));
    std::reverse(rows.begin(), rows.end());
    CHECK(is_complete(rows));
  }
  SECTION("an id past the last message") {
    std::vector<CatalogueRow> rows = english;
    rows[2].id = static_cast<Msg>(kMsgCount);
    CHECK_FALSE(is_complete(rows));
  }
  SECTION("a row naming the wrong message") {
    std::vector<CatalogueRow> rows = english;
    rows[7].id = rows[8].id;
    CHECK_FALSE(is_complete(rows));
  }
  SECTION("no rows") { CHECK_FALSE(is_complete(std::span<const CatalogueRow>{})); }
}

TEST_CASE("every pattern's placeholders are well formed and numbered 1 to n with no gaps", "[messages]") {
  for (const LanguageSpec& spoken : kLanguages) {
    const LanguageTable* table = &spoken.table;
    for (const CatalogueRow& row : table->entries) {
      INFO("language " << spoken.code << ", message " << static_cast<int>(row.id) << ": \"" << row.pattern << '"');
      const Placeholders found = placeholders(row.pattern);
      INFO("error: " << found.error.value_or("none"));
      REQUIRE_FALSE(found.error.has_value());
      int expected = 1;
      for (const int number : found.numbers) CHECK(number == expected++);
    }
  }
}

TEST_CASE("every language uses the same arguments in each message as English", "[messages]") {
  for (const LanguageSpec& spoken : kLanguages) {
    const LanguageTable* table = &spoken.table;
    for (std::size_t i = 0; i < kMsgCount; ++i) {
      INFO("language " << spoken.code << ", message " << i);
      CHECK(placeholders(table->patterns[i]).numbers == placeholders(kEnglishTable.patterns[i]).numbers);
    }
  }
}

TEST_CASE("every plural placeholder lists exactly the forms its language's plural rule chooses from", "[messages]") {
  for (const LanguageSpec& spoken : kLanguages) {
    const Language language = language_of(spoken);
    const LanguageTable* table = &spoken.table;
    const Catalogue catalogue(language);
    REQUIRE(catalogue.plural_forms() >= 1);
    for (const CatalogueRow& row : table->entries) {
      INFO("language " << spoken.code << ", message " << static_cast<int>(row.id) << ": \"" << row.pattern << '"');
      for (std::size_t open = row.pattern.find('{'); open != std::string_view::npos;
           open = row.pattern.find('{', open + 1)) {
        const auto close = row.pattern.find('}', open);
        const std::string_view body = row.pattern.substr(open + 1, close - open - 1);
        const auto colon = body.find(':');
        if (colon == std::string_view::npos) continue;
        const auto forms = static_cast<std::size_t>(std::count(body.begin(), body.end(), '|')) + 1;
        CHECK(forms == catalogue.plural_forms());
      }
    }
    // And the rule never asks for a form the patterns lack.
    for (long long n = 0; n <= 1000; ++n) CHECK(table->plural_form(n) < catalogue.plural_forms());
  }
}

TEST_CASE("the Russian plural rule: one for 1, 21, 101, few for 2-4, 22-24 and many for 0, 5-20, 11-14, 25",
          "[messages]") {
  const Catalogue russian(language_coded("ru"));
  const auto form = [&](long long n) { return kRussianTable.plural_form(n); };
  for (const long long n : {1LL, 21LL, 31LL, 101LL, 1001LL}) CHECK(form(n) == 0);
  for (const long long n : {2LL, 3LL, 4LL, 22LL, 24LL, 102LL}) CHECK(form(n) == 1);
  for (const long long n : {0LL, 5LL, 11LL, 12LL, 14LL, 19LL, 20LL, 25LL, 111LL, 112LL}) CHECK(form(n) == 2);
  CHECK(russian.plural_forms() == 3);
  CHECK(Catalogue(language_coded("zh_CN")).plural_forms() == 1);
  CHECK(kChineseTable.plural_form(0) == 0);
  CHECK(kChineseTable.plural_form(7) == 0);
  CHECK(kPersianTable.plural_form(0) == 0);
  CHECK(kPersianTable.plural_form(1) == 0);
  CHECK(kPersianTable.plural_form(2) == 1);
}

TEST_CASE("no translation keeps an English sentence", "[messages][language]") {
  for (const LanguageSpec& spoken : kLanguages) {
    const Language language = language_of(spoken);
    const LanguageTable* table = &spoken.table;
    if (language == Language::en) continue;
    for (const CatalogueRow& row : table->entries) {
      INFO("language " << spoken.code << ", message " << static_cast<int>(row.id) << ": \"" << row.pattern << '"');
      CHECK(tictactoe::test::english_in(row.pattern).empty());
    }
  }
}

TEST_CASE("the placeholder reader of these tests finds what it should", "[messages]") {
  CHECK(placeholders("a {1} b {2:x|y} {{3}}").numbers == std::set<int>{1, 2});
  CHECK(placeholders("no placeholder").numbers.empty());
  CHECK(placeholders("a } b").error.has_value());
  CHECK(placeholders("a { b").error.has_value());
  CHECK(placeholders("a {x} b").error.has_value());
  CHECK(placeholders("a {0} b").error.has_value());
  CHECK(placeholders("a {} b").error.has_value());
}

// ===========================================================================
// format()

TEST_CASE("format fills numbered arguments in any order", "[messages]") {
  CHECK(fill("{1} {2}", {"a", "b"}) == "a b");
  CHECK(fill("{2} {1}", {"a", "b"}) == "b a");
  CHECK(fill("{2}, then {1}, then {2} again", {"first", "second"}) == "second, then first, then second again");
  CHECK(fill("{1}{1}{1}", {"x"}) == "xxx");
  CHECK(fill("no arguments", {}) == "no arguments");
  CHECK(fill("{1} to move ({2}): ", {'X', "1-9"}) == "X to move (1-9): ");
  CHECK(fill("{1} and {2}", {7, std::size_t{12}}) == "7 and 12");
  CHECK(fill("{1}", {-5}) == "-5");
  CHECK(fill("{10}", {"1", "2", "3", "4", "5", "6", "7", "8", "9", "ten"}) == "ten");
}

TEST_CASE("format chooses a plural form by the language's rule", "[messages]") {
  const auto [n, expected] = GENERATE(table<int, std::string>({
      {0, "After 0 games: tally"},
      {1, "After 1 game: tally"},
      {2, "After 2 games: tally"},
      {11, "After 11 games: tally"},
      {1000000, "After 1000000 games: tally"},
  }));
  CHECK(fill("After {1} {1:game|games}: {2}", {n, "tally"}) == expected);
  CHECK(Catalogue()(Msg::tally_after_rounds, {n, "tally"}) == expected);
}

TEST_CASE("format uses the plural rule it is given, for any argument", "[messages]") {
  // A rule with three forms: 0, 1, and more.
  const auto three = +[](long long n) -> std::size_t { return n <= 0 ? 0 : n == 1 ? 1 : 2; };
  const std::vector<Arg> none{"x", 0};
  const std::vector<Arg> one{"x", 1};
  const std::vector<Arg> many{"x", 5};
  CHECK(format("{2:zero|one|many} {1}", none, three) == "zero x");
  CHECK(format("{2:zero|one|many} {1}", one, three) == "one x");
  CHECK(format("{2:zero|one|many} {1}", many, three) == "many x");
}

TEST_CASE("format writes doubled braces as literal braces", "[messages]") {
  CHECK(fill("{{1}} is {1}", {"x"}) == "{1} is x");
  CHECK(fill("{{", {}) == "{");
  CHECK(fill("}}", {}) == "}");
  CHECK(fill("a {{ b }} c", {}) == "a { b } c");
  CHECK(fill("{{{1}}}", {"x"}) == "{x}");
}

TEST_CASE("format leaves out a placeholder it cannot fill, without crashing", "[messages]") {
  CHECK(fill("a {2} b", {"x"}) == "a  b");
  CHECK(fill("{1}", {}) == "");
  CHECK(fill("[{3}]", {"x", "y"}) == "[]");
  CHECK(fill("a {0} b", {"x"}) == "a  b");
  CHECK(fill("a {x} b", {"x"}) == "a  b");
  CHECK(fill("a {} b", {"x"}) == "a  b");
  CHECK(fill("a {99999999999999999999} b", {"x"}) == "a  b");
  CHECK(fill("{1:game}", {2}) == "");        // no plural form for this number
  CHECK(fill("{2:game|games}", {1}) == "");  // no argument for the plural
  CHECK(fill("an unclosed {1", {"x"}) == "an unclosed {1");
  CHECK(fill("a lone } brace", {}) == "a lone } brace");
}

TEST_CASE("format of every message with too few arguments never crashes", "[messages]") {
  const Catalogue text;
  for (std::size_t i = 0; i < kMsgCount; ++i) {
    const auto id = static_cast<Msg>(i);
    INFO("message " << i);
    CHECK_NOTHROW(text(id));
    CHECK_NOTHROW(text(id, {"only one"}));
    // With every argument given, no placeholder is left in the text.
    const std::vector<Arg> args(9, Arg("A"));
    const std::string full = text(id, args);
    CHECK(full.find("{1") == std::string::npos);
    CHECK(full.find("{2") == std::string::npos);
  }
}

// ===========================================================================
// The catalogue's words for the core's enums

TEST_CASE("the catalogue gives each board error its own sentence", "[messages]") {
  const std::vector<core::BoardError> errors{core::BoardError::wrong_length, core::BoardError::bad_character,
                                             core::BoardError::impossible_counts, core::BoardError::both_won,
                                             core::BoardError::play_after_win};
  const Catalogue text;
  std::set<std::string> texts;
  std::set<Msg> ids;
  for (const core::BoardError error : errors) {
    INFO("error " << Catch::StringMaker<core::BoardError>::convert(error));
    const std::string sentence = text(message_for(error), {core::kCellCount});
    CHECK_FALSE(sentence.empty());
    texts.insert(sentence);
    ids.insert(message_for(error));
  }
  CHECK(texts.size() == errors.size());
  CHECK(ids.size() == errors.size());
  CHECK(text(message_for(core::BoardError::wrong_length), {core::kCellCount}) == "a board is exactly 9 characters");
}

TEST_CASE("the value names are win, draw and loss", "[messages]") {
  const Catalogue text;
  CHECK(text(message_for(core::Value::win)) == "win");
  CHECK(text(message_for(core::Value::draw)) == "draw");
  CHECK(text(message_for(core::Value::loss)) == "loss");
}

TEST_CASE("rules and levels have the names players see", "[messages]") {
  const auto [rule, expected] = GENERATE(table<core::Rule, std::string>({
      {core::Rule::win, "win"},
      {core::Rule::block, "block"},
      {core::Rule::fork, "fork"},
      {core::Rule::block_fork, "block fork"},
      {core::Rule::center, "center"},
      {core::Rule::opposite_corner, "opposite corner"},
      {core::Rule::corner, "corner"},
      {core::Rule::side, "side"},
      {core::Rule::random, "random"},
      {core::Rule::forced_win, "forces a win"},
      {core::Rule::trap, "sets a trap"},
      {core::Rule::draw, "draw"},
      {core::Rule::hold_out, "every move loses; this one holds out longest"},
  }));
  const Catalogue text;
  CHECK(text(message_for(rule)) == expected);
  CHECK(text(message_for(core::Difficulty::easy)) == "easy");
  CHECK(text(message_for(core::Difficulty::medium)) == "medium");
  CHECK(text(message_for(core::Difficulty::hard)) == "hard");
  CHECK(text(message_for(core::Difficulty::perfect)) == "perfect");
}

TEST_CASE("each rule, level, level summary, mode and first mover has a message of its own", "[messages]") {
  const Catalogue text;
  std::set<std::string> rules;
  for (const core::Rule rule :
       {core::Rule::win, core::Rule::block, core::Rule::fork, core::Rule::block_fork, core::Rule::center,
        core::Rule::opposite_corner, core::Rule::corner, core::Rule::side, core::Rule::random, core::Rule::forced_win,
        core::Rule::trap, core::Rule::draw, core::Rule::hold_out}) {
    rules.insert(text(message_for(rule)));
  }
  CHECK(rules.size() == 13);
  std::set<std::string> levels;
  std::set<std::string> summaries;
  for (const core::Level& level : core::kLevels) {
    levels.insert(text(message_for(level.difficulty)));
    summaries.insert(text(summary_for(level.difficulty)));
  }
  CHECK(levels.size() == core::kLevels.size());
  CHECK(summaries.size() == core::kLevels.size());
  CHECK_FALSE(summaries.contains(""));
  std::set<std::string> modes;
  for (const auto& mode : kModes) modes.insert(text(message_for(mode.value)));
  CHECK(modes == std::set<std::string>{"human vs human", "human vs computer", "computer vs computer"});
  std::set<std::string> firsts;
  for (const auto& first : kFirstMovers) firsts.insert(text(message_for(first.value)));
  CHECK(firsts == std::set<std::string>{"you", "the computer"});
}

TEST_CASE("or_list joins alternatives with the catalogue's list patterns", "[messages]") {
  const Catalogue text;
  const auto list = [&](std::vector<std::string> items) { return or_list(items, text); };
  CHECK(list({}).empty());
  CHECK(list({"5"}) == "5");
  CHECK(list({"3", "7"}) == "3 or 7");
  CHECK(list({"4", "6", "8"}) == "4, 6 or 8");
  CHECK(list({"2", "4", "6", "8"}) == "2, 4, 6 or 8");
  CHECK(list({"1", "2", "3", "4", "5", "6", "7", "8", "9"}) == "1, 2, 3, 4, 5, 6, 7, 8 or 9");
}

TEST_CASE("the perfect level's trap says its figures with plurals, naming the other side", "[messages]") {
  const Catalogue text;
  CHECK(text(Msg::computer_plays_trap_mark, {'X', 3, 7, 8, 'O'}) == "X plays 3 (sets a trap: 7 of O's 8 replies lose)");
  CHECK(text(Msg::computer_plays_trap_mark, {'O', 8, 1, 5, 'X'}) ==
        "O plays 8 (sets a trap: 1 of X's 5 replies loses)");
}

TEST_CASE("the review's trap lines say their figures with plurals", "[messages]") {
  const Catalogue text;
  CHECK(text(Msg::review_trap_fell_in, {7, 8, 'O'}) == "   a trap: 7 of O's 8 replies lose; O fell into it");
  CHECK(text(Msg::review_trap_avoided, {1, 5, 'X'}) == "   a trap: 1 of X's 5 replies loses; X avoided it");
  CHECK(text(Msg::review_trap_pending, {2, 6, 'O'}) == "   a trap: 2 of O's 6 replies lose");
}

TEST_CASE("the hint says its cells with plurals", "[messages]") {
  const Catalogue text;
  CHECK(text(Msg::hint_win_now, {"3", 1}) == "hint: 3 wins now");
  CHECK(text(Msg::hint_win_now, {"7 or 9", 2}) == "hint: 7 or 9 win now");
  CHECK(text(Msg::hint_loss, {"1", 1}) == "hint: every move loses; 1 holds out longest");
  CHECK(text(Msg::hint_loss, {"4 or 8", 2}) == "hint: every move loses; 4 or 8 hold out longest");
  CHECK(text(Msg::hint_loss_blocks, {"3 or 4", 2, 'X'}) ==
        "hint: every move loses: X has 2 ways to win; 3 or 4 blocks one");
  CHECK(text(Msg::hint_loss_as_fast, {"4", 1, 'X'}) ==
        "hint: every move loses as fast; 4 gives X the most chances to go wrong");
  CHECK(text(Msg::hint_loss_as_fast, {"2 or 9", 2, 'X'}) ==
        "hint: every move loses as fast; 2 or 9 give X the most chances to go wrong");
  CHECK(text(Msg::hint_win_fastest, {"5", 1, 'O', "7", 1}) ==
        "hint: 5 wins fastest with best play, whatever O does; 7 also wins, more slowly");
  CHECK(text(Msg::hint_draw_chances, {"1, 3, 7 or 9", 4, 'O', "2, 4, 5, 6 or 8", 5}) ==
        "hint: 1, 3, 7 or 9 keep the draw with best play and give O the most chances to go wrong; 2, 4, 5, 6 or 8 also "
        "draw");
  CHECK(text(Msg::hint_draw_chances, {"5", 1, 'X', "1", 1}) ==
        "hint: 5 keeps the draw with best play and gives X the most chances to go wrong; 1 also draws");
}

TEST_CASE("the review's last line counts mistakes and blunders with plurals", "[messages]") {
  const Catalogue text;
  CHECK(text(Msg::review_summary, {'X', 0, 'O', 1}) == "X: 0 mistakes; O: 1 mistake");
  CHECK(text(Msg::review_summary_blunders, {'X', 1, 1, 'O', 0, 2}) ==
        "X: 1 mistake, 1 blunder; O: 0 mistakes, 2 blunders");
}

// ===========================================================================
// Translation details a native reader notices

TEST_CASE("Persian writes a range as ۱ تا ۹, names no CR, and speaks of case only for Latin letters",
          "[messages][language]") {
  const Style persian{.text = Catalogue(language_coded("fa"))};
  const std::string help = game_help(persian, Mode::hvh);
  CHECK(help.find("\u0627\u0632 \u06f1 \u062a\u0627 \u06f9") != std::string::npos);  // از ۱ تا ۹
  CHECK(help.find("1-9") == std::string::npos);
  CHECK(help.find("\u06f1-\u06f9") == std::string::npos);
  for (const CatalogueRow& row : kPersianTable.entries) {
    INFO("message " << static_cast<int>(row.id) << ": " << row.pattern);
    CHECK(row.pattern.find("CR") == std::string_view::npos);
    // "small and capital letters" only with "Latin".
    if (row.pattern.find("\u06a9\u0648\u0686\u06a9 \u0648 \u0628\u0632\u0631\u06af") != std::string_view::npos) {
      CHECK(row.pattern.find("\u0644\u0627\u062a\u06cc\u0646") != std::string_view::npos);  // لاتین
    }
  }
}

TEST_CASE("Russian keeps ошибка for the review's mistakes, not for error lines, and hints name cells as cells",
          "[messages][language]") {
  const Catalogue russian(language_coded("ru"));
  for (const Msg id : {Msg::board_error, Msg::record_error, Msg::error_line}) {
    INFO("message " << static_cast<int>(id) << ": " << russian.pattern(id));
    CHECK(russian.pattern(id).find("ошибк") == std::string_view::npos);
  }
  CHECK(russian.pattern(Msg::review_mistake).find("ошибка") != std::string_view::npos);
  // "ход 3" is the third move in the record's errors; a hint names cell 3.
  CHECK(russian(Msg::hint_win_now, {"3", 1}) == "подсказка: ход в клетку 3 сразу даёт победу");
  CHECK(russian(Msg::hint_win_now, {"7 или 9", 2}) == "подсказка: ход в клетку 7 или 9 сразу даёт победу");
  CHECK(russian(Msg::hint_draw, {"5"}) == "подсказка: ход в клетку 5 — ничья при правильной игре");
  CHECK(russian(Msg::hint_loss, {"1", 1}) ==
        "подсказка: любой ход проигрывает; дольше всего оттягивает поражение ход в клетку 1");
  for (const Msg id : {Msg::hint_win, Msg::hint_draw, Msg::hint_loss, Msg::hint_win_now, Msg::review_best_missed_win,
                       Msg::review_mistake_missed_win, Msg::review_blunder_missed_win}) {
    INFO("message " << static_cast<int>(id) << ": " << russian.pattern(id));
    CHECK(russian.pattern(id).find("клетк") != std::string_view::npos);
  }
}

TEST_CASE("Chinese puts no blank after a fullwidth colon, and a blank between a bare mark and 胜 as after X（你）none",
          "[messages][language]") {
  for (const CatalogueRow& row : kChineseTable.entries) {
    INFO("message " << static_cast<int>(row.id) << ": " << row.pattern);
    CHECK(row.pattern.find("\uff1a ") == std::string_view::npos);
  }
  const Catalogue chinese(language_coded("zh_CN"));
  Score score;
  score.first_wins = 1;
  score.ties = 2;
  CHECK(tally(score, Players{}, chinese) == "X 胜 1，O 胜 0，平 2");
  Players against_computer;
  against_computer.mode = Mode::hvc;
  against_computer.roster = {Player{std::nullopt, ""}, Player{core::Difficulty::hard, ""}};
  CHECK(tally(score, against_computer, chinese) == "X（你）胜 1，O（电脑）胜 0，平 2");
}

}  // namespace test_messages

namespace test_messages {

using namespace tictactoe::app;

TEST_CASE("Persian numbers are Persian digits, but what a pattern isolates keeps its ASCII digits",
          "[messages][language]") {
  // Outside isolates every ASCII digit is a Persian one; inside LRI, RLI or
  // FSI ... PDI, nested or not, none is; a PDI with no isolate open ends none.
  CHECK(with_native_digits("a 0123456789 b") == "a \u06f0\u06f1\u06f2\u06f3\u06f4\u06f5\u06f6\u06f7\u06f8\u06f9 b");
  CHECK(with_native_digits("\u20661 \u20682\u2069 3\u2069 4") == "\u20661 \u20682\u2069 3\u2069 \u06f4");
  CHECK(with_native_digits("\u20675\u2069\u20696") == "\u20675\u2069\u2069\u06f6");
  CHECK(with_native_digits("\xe2\x81") == "\xe2\x81");  // a cut-short sequence is copied as it is
  const Catalogue persian(language_coded("fa"));
  // The move prompt's range, a cell and a count: Persian digits.
  CHECK(persian(Msg::move_prompt, {'X', persian(Msg::number_range, {1, 9})}) ==
        "\u0646\u0648\u0628\u062a \u2066X\u2069 \u0627\u0633\u062a (\u06f1 \u062a\u0627 \u06f9): ");
  // The seed, the move record and the cells of --analyze stay ASCII: a
  // player copies them as input, a program reads them.
  CHECK(persian(Msg::replay_seed, {"42"}).ends_with("\u2066--seed 42\u2069"));
  CHECK(persian(Msg::moves_record, {"5 1 9"}).ends_with("\u20665 1 9\u2069"));
  CHECK(persian(Msg::analysis_win, {'X', "4 7"}).ends_with("\u20664 7\u2069"));
  // The other languages write ASCII digits.
  for (const Language language : {Language::en, language_coded("ru"), language_coded("zh_CN")}) {
    CHECK(Catalogue(language)(Msg::number_range, {1, 9}).find('9') != std::string::npos);
  }
}

}  // namespace test_messages
