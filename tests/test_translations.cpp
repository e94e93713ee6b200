// The translations as a native reader meets them: each catalogue
// keeps to the glossary in its file's header; every Persian message, filled
// with sample arguments, keeps each code-like argument whole under the
// Unicode bidi algorithm (run through fribidi, as VTE and mlterm lay lines
// out) and writes its numbers in Persian digits; menus show the choices in
// the player's language.

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <span>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <unistd.h>

#include "app/cli/cli.hpp"
#include "app/tables/options.hpp"
#include "app/text/input.hpp"
#include "app/text/messages.hpp"
#include "app/text/messages_table.hpp"
#include "support/tables.hpp"

#ifndef TICTACTOE_SOURCE_DIR
#error "tests/CMakeLists.txt defines TICTACTOE_SOURCE_DIR, the project's root"
#endif

namespace test_translations {

using namespace tictactoe::app;

namespace {

// ===========================================================================
// The glossaries

struct GlossaryEntry {
  std::string concept_name;
  std::string word;                ///< the one word (or stem) for it
  std::vector<std::string> never;  ///< words the catalogue never uses for it
};

std::string trimmed(std::string text) {
  const auto first = text.find_first_not_of(' ');
  if (first == std::string::npos) return {};
  const auto last = text.find_last_not_of(' ');
  return text.substr(first, last - first + 1);
}

// The glossary in the header of src/app/text/messages_<code>.cpp: the
// comment lines "//   concept: word | not: a, b" after the line that starts
// "// Glossary".
std::vector<GlossaryEntry> glossary_of(const std::string& code) {
  std::ifstream file(std::string(TICTACTOE_SOURCE_DIR) + "/src/app/text/messages_" + code + ".cpp");
  std::vector<GlossaryEntry> entries;
  bool inside = false;
  for (std::string line; std::getline(file, line) && line.starts_with("//");) {
    if (line.starts_with("// Glossary")) inside = true;
    if (!inside || !line.starts_with("//   ")) continue;
    const auto colon = line.find(": ");
    const auto bar = line.find(" | not: ");
    GlossaryEntry entry{trimmed(line.substr(2, colon - 2)), trimmed(line.substr(colon + 2, bar - colon - 2)), {}};
    if (bar != std::string::npos) {
      std::istringstream never(line.substr(bar + 8));
      for (std::string word; std::getline(never, word, ',');) entry.never.push_back(trimmed(word));
    }
    entries.push_back(entry);
  }
  return entries;
}

// The rows a glossary holds: all but the lists of words a player may type
// (which keep synonyms on purpose: "помощь" still asks for help).
std::vector<std::string> glossary_rows(const LanguageTable& table) {
  std::vector<std::string> rows;
  for (const CatalogueRow& row : table.entries) {
    if (row.id >= Msg::words_quit && row.id <= Msg::words_settings) continue;
    rows.push_back(fold_case(row.pattern));
  }
  return rows;
}

std::size_t occurrences(std::string_view text, std::string_view what) {
  std::size_t count = 0;
  for (auto at = text.find(what); at != std::string_view::npos; at = text.find(what, at + what.size())) ++count;
  return count;
}

}  // namespace

TEST_CASE("each catalogue says each concept with its glossary's one word and never with the words it rules out",
          "[messages][language][glossary]") {
  const std::vector<std::pair<std::string, const LanguageTable*>> languages{
      {"ru", &kRussianTable}, {"zh_cn", &kChineseTable}, {"fa", &kPersianTable}};
  for (const auto& [code, table] : languages) {
    INFO("language " << code);
    const auto glossary = glossary_of(code);
    std::map<std::string, bool> concepts;
    for (const GlossaryEntry& entry : glossary) concepts[entry.concept_name] = true;
    for (const char* required :
         {"game", "cell", "move", "board", "level", "hint", "undo", "review", "tie", "reply", "trap"}) {
      CHECK(concepts.contains(required));
    }
    const auto rows = glossary_rows(*table);
    for (const GlossaryEntry& entry : glossary) {
      INFO("concept " << entry.concept_name << ": " << entry.word);
      std::size_t uses = 0;
      for (const std::string& row : rows) uses += occurrences(row, fold_case(entry.word));
      CHECK(uses > 0);
      for (const std::string& never : entry.never) {
        for (const std::string& row : rows) {
          INFO("ruled out: " << never << ", in: " << row);
          CHECK(row.find(fold_case(never)) == std::string::npos);
        }
      }
    }
  }
  // Persian: every سطح is the level, سطح دشواری, or the levels, سطح‌های دشواری.
  for (const std::string& row : glossary_rows(kPersianTable)) {
    INFO(row);
    CHECK(occurrences(row, "\u0633\u0637\u062d") ==
          occurrences(row, "\u0633\u0637\u062d \u062f\u0634\u0648\u0627\u0631\u06cc") +
              occurrences(row, "\u0633\u0637\u062d\u200c\u0647\u0627\u06cc \u062f\u0634\u0648\u0627\u0631\u06cc"));
  }
}

TEST_CASE("the glossary check finds a ruled-out word and reads each entry of a header", "[messages][glossary]") {
  const auto russian = glossary_of("ru");
  REQUIRE_FALSE(russian.empty());
  bool board = false;
  for (const GlossaryEntry& entry : russian) {
    if (entry.concept_name != "board") continue;
    board = true;
    CHECK(entry.word == "поле");
    CHECK(entry.never == std::vector<std::string>{"доск", "позици"});
  }
  CHECK(board);
  CHECK(occurrences(fold_case("Доска и доска"), fold_case("доск")) == 2);
  CHECK(glossary_of("no_such_language").empty());
}

}  // namespace test_translations

namespace test_translations {

using namespace tictactoe::app;

namespace {

// ===========================================================================
// Persian under the bidi algorithm

// What each placeholder of a Persian message holds, where it is not code:
// 'n' a number (written in Persian digits), 'w' Persian words or a phrase
// built of other messages (laid out right to left, as the sentence is), 'c'
// a code-like value (a board, a typed line, an option, a record, a mark, a
// name: it must come out whole), 'l' a player's label, which brings its own
// isolates (player_you, player_named: "\u2066X\u2069 (شما)") and must come
// out whole without more. A message not listed holds code in each
// placeholder not used as a plural count (which is a number).
const std::map<Msg, std::string_view> kKinds{
    {Msg::menu_item, "nw"},
    {Msg::net_silent, "cn"},
    {Msg::net_frame_too_long, "cn"},
    {Msg::net_wrong_ply, "cnn"},
    {Msg::net_cell_taken, "cn"},
    {Msg::net_friend_moved, "cn"},
    {Msg::screen_pace, "n"},
    {Msg::screen_key_entry, "cw"},
    {Msg::history_skipped, "cnn"},
    {Msg::history_line, "cllwc"},
    {Msg::stats_total, "nnnn"},
    {Msg::stats_mode_row, "wnnnn"},
    {Msg::stats_results_row, "wnnnn"},
    {Msg::stats_player_row, "cnnnnnn"},
    {Msg::stats_streak, "ww"},
    {Msg::streak_won, "n"},
    {Msg::streak_lost, "n"},
    {Msg::streak_tied, "n"},
    {Msg::review_no_saved_game, "cnc"},
    {Msg::config_bad_value, "ccw"},
    {Msg::config_truncated, "cn"},
    {Msg::option_history_help, "w"},
    {Msg::screen_fallback, "w"},
    {Msg::menu_prompt_default, "wn"},
    {Msg::move_prompt, "cw"},
    {Msg::computer_plays, "cnw"},
    {Msg::cell_taken, "nc"},
    {Msg::hint_win, "w"},
    {Msg::hint_draw, "w"},
    {Msg::hint_loss, "wn"},
    {Msg::took_back_move_and_reply, "nn"},
    {Msg::took_back_your_move, "n"},
    {Msg::took_back_named_move_and_reply, "cnn"},
    {Msg::result_win, "cw"},
    {Msg::result_win_you, "cw"},
    {Msg::result_win_computer, "cw"},
    {Msg::result_win_level, "cww"},
    {Msg::score_line, "w"},
    {Msg::tally_after_rounds, "nw"},
    {Msg::final_score, "w"},
    {Msg::interrupted, "w"},
    {Msg::tally, "wnwnn"},
    {Msg::player_level, "cw"},
    {Msg::type_cell, "w"},
    {Msg::type_choice, "ww"},
    {Msg::input_rule, "w"},
    {Msg::option_rounds_help, "w"},
    {Msg::option_seed_help, "w"},
    {Msg::usage_error, "w"},
    {Msg::invalid_number, "ccnn"},
    {Msg::fatal_error, "w"},
    {Msg::board_error, "cw"},
    {Msg::board_too_long, "n"},
    {Msg::board_wrong_length, "n"},
    {Msg::board_game_over, "w"},
    {Msg::computer_plays_trap_mark, "cnnnc"},
    {Msg::hint_win_now, "wn"},
    {Msg::hint_win_fastest, "wncwn"},
    {Msg::hint_draw_chances, "wncwn"},
    {Msg::hint_loss_blocks, "wnc"},
    {Msg::hint_loss_as_fast, "wnc"},
    {Msg::list_or_two, "ww"},
    {Msg::list_or_start, "ww"},
    {Msg::list_or_middle, "ww"},
    {Msg::list_or_end, "ww"},
    {Msg::review_best, "nlnw"},
    {Msg::review_best_missed_win, "nlnww"},
    {Msg::review_best_missed_block, "nlnww"},
    {Msg::review_mistake, "nlnwww"},
    {Msg::review_mistake_missed_win, "nlnwwww"},
    {Msg::review_mistake_missed_block, "nlnwwww"},
    {Msg::review_blunder, "nlnwww"},
    {Msg::review_blunder_missed_win, "nlnwwww"},
    {Msg::review_blunder_missed_block, "nlnwwww"},
    {Msg::review_summary, "lnln"},
    {Msg::review_summary_blunders, "lnnlnn"},
    {Msg::screen_turn, "l"},
    {Msg::analysis_won, "cw"},
    {Msg::option_unused_in_mode, "cw"},
    {Msg::options_unused_in_mode, "cw"},
    {Msg::record_error, "cw"},
    {Msg::record_too_long, "n"},
    {Msg::record_not_a_number, "ncw"},
    {Msg::record_out_of_range, "nnw"},
    {Msg::record_taken, "nn"},
    {Msg::record_after_end, "nn"},
    {Msg::line_list_two, "ww"},
    {Msg::option_names_help, "n"},
    {Msg::invalid_names, "ccn"},
    {Msg::menu_item_word, "nww"},
    {Msg::menu_help, "w"},
    {Msg::name_bad, "n"},
    {Msg::move_prompt_named, "ccw"},
    {Msg::took_back_player, "cn"},
    {Msg::settings_score, "w"},
    {Msg::two_sentences, "ww"},
    {Msg::error_line, "w"},
    {Msg::number_range, "nn"},
    // Row and column input (--coords)
    {Msg::coords_range, "w"},
    {Msg::coords_type_cell, "w"},
    {Msg::coords_column_prompt, "nw"},
    {Msg::coords_type_column, "w"},
    {Msg::coords_input_rule, "w"},
    {Msg::coords_record_not_a_cell, "ncw"},
    {Msg::coords_record_out_of_range, "ncw"},
    {Msg::cell_phrase, "n"},
    {Msg::coords_cell_phrase, "nn"},
    // The computer's remarks (their own arguments are counts: see samples_for)
    {Msg::remark_said, "cww"},
};

// What a pattern's placeholders are: the highest number, and for each
// number whether it is used as a plural count ({n:...}) and shown as it is.
struct Placeholders {
  std::size_t count = 0;
  std::vector<bool> plural = std::vector<bool>(10, false);
  std::vector<bool> shown = std::vector<bool>(10, false);
};

Placeholders placeholders(std::string_view pattern) {
  Placeholders found;
  for (auto open = pattern.find('{'); open != std::string_view::npos; open = pattern.find('{', open + 1)) {
    const auto number = static_cast<std::size_t>(pattern[open + 1] - '0');
    found.count = std::max(found.count, number);
    (pattern[open + 2] == ':' ? found.plural : found.shown).at(number) = true;
  }
  return found;
}

// One argument of a sample: what is passed, and what must come out whole
// (empty: nothing checked).
struct Sample {
  Arg arg;
  std::string shown;
};

// The code-like sample for placeholder `n`: a digit first and dots last,
// which the bidi algorithm moves to the far ends of the value unless it is
// isolated ("1 ab.." would show as "..1 ab" or "ab.. 1").
Sample sample(char kind, std::size_t n) {
  const std::string letter(1, static_cast<char>('a' + n));
  switch (kind) {
    case 'n': {
      const long long number = 20 + static_cast<long long>(n);
      return {Arg(number), with_native_digits(std::to_string(number))};
    }
    case 'w': return {Arg("\u0648\u0627\u0698\u0647"), ""};  // واژه
    case 'l': return {Arg("\u20661 a" + letter + "..\u2069"), "1 a" + letter + ".."};
    default: return {Arg("1 a" + letter + ".."), "1 a" + letter + ".."};
  }
}

std::vector<Sample> samples_for(const CatalogueRow& row) {
  const Placeholders found = placeholders(row.pattern);
  const auto listed = kKinds.find(row.id);
  std::vector<Sample> samples;
  for (std::size_t n = 1; n <= found.count; ++n) {
    char kind = found.plural.at(n) ? 'n' : 'c';
    if (listed != kKinds.end() && n <= listed->second.size()) kind = listed->second[n - 1];
    if (std::ranges::find(kRemarks, row.id, &RemarkRow::id) != kRemarks.end()) kind = 'n';  // streaks, records
    samples.push_back(sample(kind, n));
    if (!found.shown.at(n)) samples.back().shown.clear();  // a count only its plural form shows
  }
  return samples;
}

// `text` (UTF-8) split into its characters.
std::vector<std::string> characters(std::string_view text) {
  std::vector<std::string> chars;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
    chars.emplace_back(text.substr(i, length));
    i += length;
  }
  return chars;
}

bool is_bidi_mark(const std::string& c) {
  return c == "\u200e" || c == "\u200f" || c == "\u2066" || c == "\u2067" || c == "\u2068" || c == "\u2069";
}

// Each line of `lines` as a bidi terminal shows it, left to right (fribidi's
// visual order, the marks and isolates, which take no room, left out); empty
// when fribidi is not installed.
std::vector<std::string> shown_by_fribidi(const std::vector<std::string>& lines) {
  if (std::system("command -v fribidi >/dev/null 2>&1") != 0) return {};
  const auto dir = std::filesystem::temp_directory_path();
  const auto in = dir / ("tictactoe_bidi_in_" + std::to_string(::getpid()));
  const auto out = dir / ("tictactoe_bidi_out_" + std::to_string(::getpid()));
  {
    std::ofstream file(in);
    for (const std::string& line : lines) file << line << '\n';
  }
  const std::string command = "fribidi --nobreak --novisual --vtol <" + in.string() + " >" + out.string();
  REQUIRE(std::system(command.c_str()) == 0);
  std::ifstream maps(out);
  std::vector<std::string> shown;
  for (const std::string& line : lines) {
    std::string map;
    std::getline(maps, map);
    const auto chars = characters(line);
    std::istringstream positions(map);
    std::string visual;
    for (std::size_t at = 0; positions >> at;) {
      if (at < chars.size() && !is_bidi_mark(chars[at])) visual += chars[at];
    }
    shown.push_back(visual);
  }
  std::filesystem::remove(in);
  std::filesystem::remove(out);
  return shown;
}

}  // namespace

TEST_CASE(
    "every Persian message keeps each code-like argument whole under the bidi algorithm, numbers in Persian digits",
    "[messages][language][bidi]") {
  const Catalogue persian(language_coded("fa"));
  std::vector<std::string> lines;
  std::vector<std::vector<Sample>> samples;
  std::vector<Msg> ids;
  for (const CatalogueRow& row : kPersianTable.entries) {
    auto args = samples_for(row);
    std::vector<Arg> values;
    for (const Sample& one : args) values.push_back(one.arg);
    std::string line = persian(row.id, std::span<const Arg>(values));
    for (char& c : line) {
      if (c == '\n') c = ' ';  // one paragraph a message
    }
    lines.push_back(line);
    samples.push_back(std::move(args));
    ids.push_back(row.id);
  }
  const auto shown = shown_by_fribidi(lines);
  if (shown.empty()) {
    WARN("SKIP: fribidi is not installed (apt-get install libfribidi-bin); Persian lines not checked");
    return;
  }
  REQUIRE(shown.size() == lines.size());
  std::size_t checked = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO("message " << static_cast<int>(ids[i]) << ": " << lines[i] << "\nshown: " << shown[i]);
    for (const Sample& one : samples[i]) {
      if (one.shown.empty()) continue;
      INFO("argument " << one.arg.text() << ", to show as " << one.shown);
      CHECK(shown[i].find(one.shown) != std::string::npos);
      ++checked;
    }
  }
  CHECK(checked > 150);
}

TEST_CASE("the bidi check would catch an argument left out of its isolate", "[messages][language][bidi]") {
  // The same sample in a Persian sentence, bare and isolated.
  const std::string bare =
      "\u0645\u0642\u062f\u0627\u0631 \u00ab1 ab..\u00bb \u0646\u0627\u0645\u0639\u062a\u0628\u0631";
  const std::string isolated =
      "\u0645\u0642\u062f\u0627\u0631 \u00ab\u20661 ab..\u2069\u00bb \u0646\u0627\u0645\u0639\u062a\u0628\u0631";
  const auto shown = shown_by_fribidi({bare, isolated});
  if (shown.empty()) {
    WARN("SKIP: fribidi is not installed (apt-get install libfribidi-bin)");
    return;
  }
  CHECK(shown[0].find("1 ab..") == std::string::npos);
  CHECK(shown[1].find("1 ab..") != std::string::npos);
  // The samples: a number in Persian digits, a word unchecked, code as is.
  CHECK(sample('n', 3).shown == "\u06f2\u06f3");
  CHECK(sample('w', 1).shown.empty());
  CHECK(sample('c', 2).shown == "1 ac..");
}

}  // namespace test_translations

namespace test_translations {

using namespace tictactoe::app;

namespace {

// The output of a game in `language` given `input`.
std::string session(std::string_view language, const std::string& input) {
  const std::vector<std::string_view> args{"--lang", language, "--seed", "1"};
  std::istringstream in(input);
  std::ostringstream out;
  run_program(args, in, out, out, Environment{});
  return out.str();
}

// The menu lines ("  1) ...") of `text`.
std::vector<std::string> menu_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    const auto close = line.find(") ");
    if (line.starts_with("  ") && close != std::string::npos && close > 2) lines.push_back(line);
  }
  return lines;
}

}  // namespace

TEST_CASE(
    "a menu in Russian, Chinese or Persian shows its choices in the language alone, and a bad answer is told them",
    "[language][session][menus]") {
  // The English words of the three menus: modes, first movers, levels.
  std::vector<std::string_view> english;
  for (const auto& mode : kModes) english.push_back(mode.token);
  for (const auto& first : kFirstMovers) english.push_back(first.token);
  for (const auto& level : tictactoe::core::kLevels) english.push_back(level.token);
  for (const LanguageSpec& one : kLanguages) {
    if (language_of(one) == Language::en) continue;
    INFO("language " << one.code);
    const Catalogue text(language_of(one));
    // The mode, the first mover, a word no level has, then the English
    // word of a level, still understood; then quit.
    const std::string out = session(one.code, "2\n1\nxyz\nhard\nq\n");
    const auto lines = menu_lines(out);
    CHECK(lines.size() == english.size());  // a line per choice of the three menus
    for (const std::string& line : lines) {
      INFO(line);
      for (const std::string_view word : english) CHECK(line.find(word) == std::string::npos);
    }
    // Each level by its name in the language, and the line after the bad
    // answer lists those names, with the language's separator.
    std::vector<std::string> levels;
    for (const auto& level : tictactoe::core::kLevels) levels.push_back(text(message_for(level.difficulty)));
    for (const std::string& level : levels) CHECK(out.find(") " + level + "\n") != std::string::npos);
    const std::string listed = joined(levels, text);
    CHECK(out.find(text(Msg::menu_no_such_choice, {"xyz"})) != std::string::npos);
    CHECK(out.find(listed) != std::string::npos);
    // "hard" chose the hard level: the game went on to the board.
    CHECK(out.find(" 5 ") != std::string::npos);
  }
  // English keeps its words and labels side by side, as the README shows.
  const std::string english_out = session("en", "2\n1\nxyz\nhard\nq\n");
  CHECK(english_out.find("  1) hvh  human vs human\n") != std::string::npos);
  CHECK(english_out.find("(" + tictactoe::test::level_list() + ")") != std::string::npos);
}

TEST_CASE("lists the code joins take the language's separator", "[messages][language]") {
  const std::vector<std::string> items{"--first", "--difficulty", "--o-difficulty"};
  CHECK(joined(items, Catalogue(Language::en)) == "--first, --difficulty, --o-difficulty");
  CHECK(joined(items, Catalogue(language_coded("ru"))) == "--first, --difficulty, --o-difficulty");
  CHECK(joined(items, Catalogue(language_coded("zh_CN"))) == "--first\u3001--difficulty\u3001--o-difficulty");
  CHECK(joined(items, Catalogue(language_coded("fa"))) == "--first\u060c --difficulty\u060c --o-difficulty");
  CHECK(joined(std::vector<std::string>{"a"}, Catalogue(language_coded("zh_CN"))) == "a");
  CHECK(joined(std::vector<std::string>{}, Catalogue(language_coded("zh_CN"))).empty());
}

}  // namespace test_translations
