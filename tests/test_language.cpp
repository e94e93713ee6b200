// Choosing the language (--lang, LANGUAGE, LC_ALL, LC_MESSAGES, LANG),
// case folding for the words players type, and the words each language
// accepts beside the English ones.

#include <catch2/catch.hpp>

#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "app/cli/cli.hpp"
#include "app/flow/players.hpp"
#include "app/line/line_ui.hpp"
#include "app/tables/commands.hpp"
#include "app/text/input.hpp"
#include "app/text/language.hpp"
#include "app/text/messages.hpp"
#include "app/text/messages_table.hpp"
#include "app/text/render.hpp"
#include "app/text/review.hpp"
#include "support/command_line.hpp"
#include "support/recorder.hpp"
#include "support/string_makers.hpp"
#include "support/tables.hpp"
#include "support/text.hpp"
#include "tictactoe/solver.hpp"

namespace test_language {

using namespace tictactoe::app;
using tictactoe::test::accepted;
using tictactoe::test::message_of;
using tictactoe::test::rejection;

namespace {

const char* kUnset = nullptr;

std::string name_of(Language language) {
  for (const LanguageSpec& spec : kLanguages) {
    if (language_of(spec) == language) return std::string(spec.code);
  }
  return "?";
}

}  // namespace

TEST_CASE("kLanguages: English first, each code once, naming its own row as a code and as a locale", "[language]") {
  CHECK(spec(Language::en).code == "en");
  for (const LanguageSpec& row : kLanguages) {
    INFO("language " << row.code);
    const Language language = language_of(row);
    CHECK(&spec(language) == &row);
    CHECK(language_coded(row.code) == language);
    CHECK(parse_locale(row.code) == language);
    CHECK(Catalogue(language).language() == language);
    CHECK(Catalogue(language).direction() == row.direction);
  }
  CHECK(kEveryLanguage.size() == kLanguages.size());
  CHECK_THROWS_AS(language_coded("de"), std::invalid_argument);
  CHECK_THROWS_AS(language_coded("zh_cn"), std::invalid_argument);  // as the table writes it, "zh_CN"
}

TEST_CASE("a locale name names a language we speak, whatever its territory, codeset or case", "[language]") {
  const auto [name, expected] = GENERATE(table<std::string, std::optional<Language>>({
      {"ru", language_coded("ru")},
      {"ru_RU", language_coded("ru")},
      {"ru_RU.UTF-8", language_coded("ru")},
      {"ru_UA.UTF-8@euro", language_coded("ru")},
      {"RU", language_coded("ru")},
      {"zh", language_coded("zh_CN")},
      {"zh_CN", language_coded("zh_CN")},
      {"zh_CN.UTF-8", language_coded("zh_CN")},
      {"zh_SG.utf8", language_coded("zh_CN")},
      {"ru_RU.Utf-8@latin", language_coded("ru")},
      {"zh-Hans", language_coded("zh_CN")},
      {"fa", language_coded("fa")},
      {"fa_IR.UTF-8", language_coded("fa")},
      {"en", Language::en},
      {"en_GB.UTF-8", Language::en},
      // Not ours: fall through to the next choice.
      {"zh_TW.UTF-8", std::nullopt},
      {"zh_HK", std::nullopt},
      {"de_DE.UTF-8", std::nullopt},
      {"C", std::nullopt},
      {"C.UTF-8", std::nullopt},
      {"POSIX", std::nullopt},
      {"", std::nullopt},
      {"russian", std::nullopt},
      {"r", std::nullopt},
      // A codeset other than UTF-8: the game writes UTF-8 only.
      {"ru_RU.KOI8-R", std::nullopt},
      {"ru_RU.ISO-8859-5", std::nullopt},
      {"zh_CN.GBK", std::nullopt},
      {"zh_CN.GB2312", std::nullopt},
      {"zh_SG.GB2312", std::nullopt},
      {"fa_IR.ISO-8859-6@x", std::nullopt},
      {"ru_RU.", std::nullopt},
  }));
  INFO("locale '" << name << "'");
  CHECK(parse_locale(name) == expected);
}

TEST_CASE(
    "the environment chooses: the locale (LC_ALL, LC_MESSAGES, LANG) C or not UTF-8 is English, else "
    "LANGUAGE's first supported entry, else the locale's language",
    "[language]") {
  struct Row {
    const char* language;
    const char* lc_all;
    const char* lc_messages;
    const char* lang;
    Language expected;
  };
  const auto row = GENERATE(values<Row>({
      {kUnset, kUnset, kUnset, kUnset, Language::en},
      {"ru", kUnset, kUnset, kUnset, language_coded("ru")},
      {"de:fa:ru", kUnset, kUnset, kUnset, language_coded("fa")},  // the first we speak wins
      {"de:en:ru", kUnset, kUnset, kUnset, Language::en},
      {"de::zh_CN", kUnset, kUnset, kUnset, language_coded("zh_CN")},
      {"de", kUnset, kUnset, "ru_RU.UTF-8", language_coded("ru")},  // nothing in LANGUAGE: on to the rest
      {"", kUnset, kUnset, "fa_IR.UTF-8", language_coded("fa")},
      {"ru", "zh_CN.UTF-8", kUnset, kUnset, language_coded("ru")},  // LANGUAGE before LC_ALL, as the issue asks
      {kUnset, "zh_CN.UTF-8", "ru_RU.UTF-8", "fa_IR.UTF-8", language_coded("zh_CN")},
      {kUnset, kUnset, "ru_RU.UTF-8", "fa_IR.UTF-8", language_coded("ru")},
      {kUnset, "", "", "fa_IR.UTF-8", language_coded("fa")},  // empty is unset
      {kUnset, "C", kUnset, "ru_RU.UTF-8", Language::en},     // LC_ALL=C overrides LANG: English
      {kUnset, kUnset, kUnset, "de_DE.UTF-8", Language::en},
      {kUnset, kUnset, kUnset, "zh_TW.UTF-8", Language::en},
      // The C locale: LANGUAGE is ignored, as GNU gettext ignores it.
      {"ru", "C", kUnset, kUnset, Language::en},
      {"ru", "POSIX", kUnset, kUnset, Language::en},
      {"ru:fa", kUnset, "C", "fa_IR.UTF-8", Language::en},
      {"ru", kUnset, kUnset, "C", Language::en},
      {"ru", "", "", "POSIX", Language::en},
      // C.UTF-8 is not C, and with no locale set LANGUAGE applies.
      {"ru", "C.UTF-8", kUnset, kUnset, language_coded("ru")},
      {"fa", kUnset, kUnset, "C.utf8", language_coded("fa")},
      {"zh_CN", "", "", "", language_coded("zh_CN")},
      // A codeset other than UTF-8: that locale, and LANGUAGE entries so
      // written, are passed over; under such a locale everything is English.
      {kUnset, kUnset, kUnset, "ru_RU.KOI8-R", Language::en},
      {kUnset, "zh_CN.GBK", kUnset, "zh_CN.UTF-8", Language::en},
      {"zh_CN.GB2312:ru", kUnset, kUnset, kUnset, language_coded("ru")},
      {"ru_RU.ISO-8859-5", kUnset, kUnset, "fa_IR.UTF-8", language_coded("fa")},
      {"ru", kUnset, kUnset, "ru_RU.KOI8-R", Language::en},
      {kUnset, kUnset, kUnset, "ru_RU.utf8", language_coded("ru")},
  }));
  const auto shown = [](const char* value) {
    return value == nullptr ? std::string("unset") : "'" + std::string(value) + "'";
  };
  INFO("LANGUAGE " << shown(row.language) << ", LC_ALL " << shown(row.lc_all) << ", LC_MESSAGES "
                   << shown(row.lc_messages) << ", LANG " << shown(row.lang));
  CHECK(name_of(language_from_environment(row.language, row.lc_all, row.lc_messages, row.lang)) ==
        name_of(row.expected));
}

TEST_CASE("the lang option takes each supported code and locale names, and rejects anything else naming the choices",
          "[language][options]") {
  for (const LanguageSpec& spec : kLanguages) {
    INFO("--lang " << spec.code);
    CHECK(accepted({"--lang", std::string(spec.code)}).options.language == language_of(spec));
    CHECK(accepted({"--lang=" + std::string(spec.code), "--mode", "hvh"}).options.language == language_of(spec));
  }
  CHECK(accepted({"--lang", "ru_RU.UTF-8"}).options.language == language_coded("ru"));
  CHECK(accepted({"--lang", "zh"}).options.language == language_coded("zh_CN"));
  CHECK(accepted({"--analyze", "X........", "--lang", "fa_IR.UTF-8"}).options.language == language_coded("fa"));
  // Issue 19 (GNU conventions): C and POSIX mean English, as in the
  // environment; a code's unique prefix names it, as a menu word's does.
  for (const std::string english : {"C", "POSIX", "C.UTF-8", "en_GB"}) {
    INFO("--lang " << english);
    CHECK(accepted({"--lang", english}).options.language == Language::en);
  }
  CHECK(accepted({"--lang", "z"}).options.language == language_coded("zh_CN"));
  CHECK(accepted({"--lang=R"}).options.language == language_coded("ru"));
  for (const std::string bad : {"xx", "", "de", "zh_TW", "c.", "ru_RU.KOI8-R"}) {
    INFO("--lang '" << bad << "'");
    const std::string message = message_of(rejection({"--lang", bad}));
    CHECK(message == "invalid value '" + bad + "' for --lang (expected " + tictactoe::test::language_codes() + ")");
  }
}

TEST_CASE("fold_case folds Latin and Cyrillic capitals and leaves everything else", "[language][input]") {
  CHECK(fold_case("QUIT") == "quit");
  CHECK(fold_case("ДА") == "да");
  CHECK(fold_case("Нет") == "нет");
  CHECK(fold_case("ЁЖ") == "ёж");      // U+0401, U+0416: the two ranges below and above U+0410
  CHECK(fold_case("ЯЩИК") == "ящик");  // U+042F, the last capital
  CHECK(fold_case("ѐ") == "ѐ");        // already small (U+0450)
  CHECK(fold_case("是") == "是");      // no case
  CHECK(fold_case("بله") == "بله");
  CHECK(fold_case("\xd0") == "\xd0");  // a cut-off character stays as it is
  CHECK(fold_case("ÀB") == "Àb");      // only ASCII and Cyrillic are folded
}

TEST_CASE("match_key makes one the spellings native speakers type: ё, Arabic letters, joiners, question marks",
          "[language][input]") {
  CHECK(match_key("QUIT") == "quit");
  CHECK(match_key("Лёгкий") == match_key("легкий"));
  CHECK(match_key("ЛЁГКИЙ") == match_key("легкий"));
  CHECK(match_key("ё") == "е");
  CHECK(match_key("\u064a") == "\u06cc");                    // Arabic Yeh
  CHECK(match_key("\u0649") == "\u06cc");                    // Alef Maksura
  CHECK(match_key("\u0643") == "\u06a9");                    // Arabic Kaf
  CHECK(match_key("راهنمايي") == "راهنمایی");                // typed with Arabic Yeh
  CHECK(match_key("كمك") == "کمک");                          // typed with Arabic Kaf
  CHECK(match_key("جابه\u200cجا") == match_key("جابه جا"));  // the joiner or a blank
  CHECK(match_key("جابه  جا") == match_key("جابهجا"));
  CHECK(match_key("\u061f") == "?");
  CHECK(match_key("\uff1f") == "?");
  // Blanks stay between anything but two letters of the Arabic script.
  CHECK(match_key("human vs human") == "human vs human");
  CHECK(match_key("a \u06a9") == "a \u06a9");
  CHECK(match_key("\u06a9 a") == "\u06a9 a");
  CHECK(match_key("\u06a9 ") == "\u06a9 ");
  CHECK(match_key(" \u06a9") == " \u06a9");  // nothing before the blank
  CHECK(match_key("是") == "是");
  CHECK(match_key("\xdb") == "\xdb");  // a cut-off character stays as it is
}

TEST_CASE("words typed as native speakers spell them name their commands", "[language][commands]") {
  const Catalogue persian(language_coded("fa"));
  const Catalogue russian(language_coded("ru"));
  const Catalogue chinese(language_coded("zh_CN"));
  CHECK(parse_command("راهنمايي", at_move, use_play, persian) == Command::hint);
  CHECK(parse_command("كمك", at_move, use_play, persian) == Command::help);
  CHECK(parse_command("جابه‌جا", at_play_again, use_play, persian) == Command::swap);
  CHECK(parse_command("جابه جا", at_play_again, use_play, persian) == Command::swap);
  CHECK(parse_command("جابجا", at_play_again, use_play, persian) == Command::swap);
  CHECK(parse_command("ПОДСКАЗКА", at_move, use_play, russian) == Command::hint);
  // The Arabic and fullwidth question marks are '?' in every language.
  for (const LanguageSpec& language : kLanguages) {
    INFO(language.code);
    const Catalogue text(language_of(language));
    for (const Where where : {at_move, at_menu, at_play_again}) {
      CHECK(parse_command("\u061f", where, use_play, text) == Command::help);
      CHECK(parse_command("\uff1f", where, use_play, text) == Command::help);
    }
  }
  CHECK_FALSE(parse_command("??", at_move, use_play, chinese).has_value());
}

TEST_CASE("each language's words parse to their command at its prompts, in any case, and no word is ambiguous",
          "[language][commands]") {
  for (const LanguageSpec& language : kLanguages) {
    const Catalogue text(language_of(language));
    // At each prompt, every word (English or the language's) names one command.
    for (const Where where : {at_move, at_menu, at_play_again}) {
      std::map<std::string, Command> named;
      for (const CommandSpec& row : kCommands) {
        if ((row.where & where) == 0) continue;
        std::vector<std::string_view> words(row.words.begin(), row.words.end());
        for (const auto word : text.words(row.local_words)) words.push_back(word);
        for (const std::string_view word : words) {
          if (word.empty()) continue;
          INFO(language.code << ": '" << word << "' at prompt " << int{where});
          const auto [it, fresh] = named.emplace(fold_case(word), row.command);
          CHECK((fresh || it->second == row.command));
          CHECK(parse_command(word, where, use_play, text) == row.command);
          CHECK(word.find_first_of("0123456789 ") == std::string_view::npos);
        }
      }
    }
  }
}

TEST_CASE("no command word at a prompt is a choice there or the start of one, in any language",
          "[language][commands]") {
  // Typing the start of a choice must never run a command: a menu takes a
  // choice's first letters, and Russian в (quit) once quit at вы.
  for (const LanguageSpec& language : kLanguages) {
    const Catalogue text(language_of(language));
    // The words a menu chooses by: each item's token and its label.
    std::vector<std::vector<std::string>> menus(3);
    for (const auto& mode : kModes)
      menus[0].insert(menus[0].end(), {std::string(mode.token), text(message_for(mode.value))});
    for (const auto& first : kFirstMovers) {
      menus[1].insert(menus[1].end(), {std::string(first.token), text(message_for(first.value))});
    }
    for (const auto& level : tictactoe::core::kLevels) {
      menus[2].insert(menus[2].end(), {std::string(level.token), text(message_for(level.difficulty))});
    }
    // The move prompt's choices are the cells.
    std::vector<std::string> cells;
    for (int label = Numbering::kFirstLabel; label <= Numbering::kLastLabel; ++label) {
      cells.push_back(std::to_string(label));
    }
    const auto check = [&](Where where, const std::vector<std::string>& choices) {
      for (const CommandSpec& row : kCommands) {
        if ((row.where & where) == 0) continue;
        std::vector<std::string_view> words(row.words.begin(), row.words.end());
        for (const auto word : text.words(row.local_words)) words.push_back(word);
        for (const std::string_view word : words) {
          // The one exception: h, which every banner offers for help at any
          // prompt, stays help at a menu too (h, then hu, chooses human).
          if (word.empty() || (row.command == Command::help && word == "h")) continue;
          for (const std::string& choice : choices) {
            INFO(language.code << ": command word '" << word << "' at prompt " << int{where} << ", choice '" << choice
                               << "'");
            CHECK_FALSE(match_key(choice).starts_with(match_key(word)));
          }
        }
      }
    };
    for (const auto& menu : menus) check(at_menu, menu);
    check(at_move, cells);
  }
}

TEST_CASE("a Russian player choosing вы by its first letter is not taken to quit", "[language][session]") {
  Environment environment;
  environment.locale = {nullptr, nullptr, nullptr, "ru_RU.UTF-8"};
  const std::vector<std::string_view> args;
  std::istringstream in("2\n\u0432\n");  // hvc, then в: the start of вы
  std::ostringstream out;
  std::ostringstream err;
  CHECK(run_program(args, in, out, err, environment) == kExitOk);
  INFO(out.str());
  CHECK(out.str().find(Catalogue(language_coded("ru"))(Msg::level_menu_title)) != std::string::npos);  // вы chosen
}

TEST_CASE("Russian words match in any case, and a language's words mean nothing in another", "[language][commands]") {
  const Catalogue russian(language_coded("ru"));
  const auto yes = russian.words(Msg::words_yes);
  REQUIRE_FALSE(yes.empty());
  for (const auto word : yes) {
    INFO("'" << word << "'");
    std::string upper;
    // Upper-case the Cyrillic small letters а-я (D0 B0-BF, D1 80-8F).
    for (std::size_t i = 0; i < word.size(); ++i) {
      const auto c = static_cast<unsigned char>(word[i]);
      if (c == 0xd0 && i + 1 < word.size() && static_cast<unsigned char>(word[i + 1]) >= 0xb0) {
        upper += {static_cast<char>(0xd0), static_cast<char>(static_cast<unsigned char>(word[++i]) - 0x20)};
      } else if (c == 0xd1 && i + 1 < word.size() && static_cast<unsigned char>(word[i + 1]) <= 0x8f) {
        upper += {static_cast<char>(0xd0), static_cast<char>(static_cast<unsigned char>(word[++i]) + 0x20)};
      } else {
        upper += word[i];
      }
    }
    CHECK(parse_command(upper, at_play_again, use_play, russian) == Command::yes);
    CHECK_FALSE(parse_command(word, at_play_again, use_play, Catalogue(Language::en)).has_value());
    CHECK_FALSE(parse_command(word, at_play_again, use_play, Catalogue(language_coded("zh_CN"))).has_value());
  }
}

TEST_CASE("a menu takes its labels in the player's language as well as its words", "[language][session]") {
  // The players the menus chose, as the session reports them.
  const auto choose = [](const std::string& script, Language language) {
    tictactoe::test::Recorder chosen;
    LineSession settings;
    settings.options.seed = 1;
    settings.style.text = Catalogue(language);
    settings.sinks = {&chosen};
    std::istringstream in(script + "q\n");
    std::ostringstream out;
    CHECK(run_line_session(in, out, settings) == kExitOk);
    INFO("output:\n" << out.str());
    const auto seated = chosen.all<PlayersSeated>();
    REQUIRE_FALSE(seated.empty());
    return seated.back().players;
  };
  // In every language: the labels of hvc, of the computer moving first and
  // of easy, typed in full (the last in upper case where it has case).
  for (const LanguageSpec& language : kLanguages) {
    const Catalogue text(language_of(language));
    INFO(language.code);
    std::string easy = text(Msg::level_easy);
    if (language_of(language) == Language::en) easy = "EASY";
    const Players players =
        choose(text(Msg::mode_hvc) + "\n" + text(Msg::first_computer) + "\n" + easy + "\n", language_of(language));
    CHECK(players.mode == Mode::hvc);
    CHECK(players.level(tictactoe::core::Mark::x) == tictactoe::core::Difficulty::easy);
    CHECK_FALSE(players.level(tictactoe::core::Mark::o).has_value());
  }
  // The first letters of a label will do when nothing else starts so.
  const Catalogue russian(language_coded("ru"));
  // A label's first word without its last letter (UTF-8: back to a lead byte).
  const auto start = [](const std::string& label) {
    std::string first = label.substr(0, label.find(' '));
    while (!first.empty() && (static_cast<unsigned char>(first.back()) & 0xc0U) == 0x80U) first.pop_back();
    if (!first.empty()) first.pop_back();
    return first;
  };
  const Players players =
      choose("2\n" + start(russian(Msg::first_computer)) + "\n" + start(russian(Msg::level_hard)) + "\n",
             language_coded("ru"));
  CHECK(players.level(tictactoe::core::Mark::x) == tictactoe::core::Difficulty::hard);
  // Spelled without the dots of ё, and numbers in Persian digits.
  CHECK(choose("2\n2\nЛегкий\n", language_coded("ru")).level(tictactoe::core::Mark::x) ==
        tictactoe::core::Difficulty::easy);
  const Players persian = choose("\u06f2\n\u06f2\n\u06f4\n", language_coded("fa"));
  CHECK(persian.mode == Mode::hvc);
  CHECK(persian.level(tictactoe::core::Mark::x) == tictactoe::core::Difficulty::perfect);
  const Players chinese = choose("\uff12\n\uff12\n\uff13\n", language_coded("zh_CN"));
  CHECK(chinese.level(tictactoe::core::Mark::x) == tictactoe::core::Difficulty::hard);
}

TEST_CASE("Persian names may hold the zero-width non-joiner, and two names differing only by it are one",
          "[language]") {
  const std::string alireza = "\u0639\u0644\u06cc\u200c\u0631\u0636\u0627";  // علی‌رضا
  CHECK(check_name(alireza, std::nullopt) == std::nullopt);
  CHECK(printable(alireza) == alireza);  // echoed as typed
  CHECK(same_name(alireza, "\u0639\u0644\u06cc\u0631\u0636\u0627"));
  CHECK(accepted({"--names", alireza + ",Ann"}).options.names == std::vector<std::string>{alireza, "Ann"});
  // Other invisible characters are still shown as escapes.
  CHECK(printable("a\u200bb") != "a\u200bb");
}

// ===========================================================================
// Persian in a terminal that applies the Unicode bidi algorithm to each line
// (tests/bidi_test.sh shows the lines through fribidi): the marks that keep
// numbers, Latin words and columns in place.

namespace {

const std::string kLrm = "\u200e";
const std::string kRlm = "\u200f";
// A left-to-right isolate (LRI ... PDI): what it holds is laid out left to
// right whatever is around it.
const std::string kLri = "\u2066";
const std::string kFsi = "\u2068";

// True for a letter of the Arabic script (a strong right-to-left character):
// U+0620-U+064A, U+066E-U+06D3, U+06D5, U+06FA-U+06FF; not its digits or
// punctuation.
bool is_arabic_letter(std::string_view character) {
  if (character.size() != 2) return false;
  const auto code = static_cast<char32_t>(((static_cast<unsigned char>(character[0]) & 0x1fU) << 6U) |
                                          (static_cast<unsigned char>(character[1]) & 0x3fU));
  return (code >= 0x620 && code <= 0x64a) || (code >= 0x66e && code <= 0x6d3) || code == 0x6d5 ||
         (code >= 0x6fa && code <= 0x6ff);
}

// The UTF-8 characters of `line`.
std::vector<std::string_view> characters(std::string_view line) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0; at < line.size();) {
    std::size_t end = at + 1;
    while (end < line.size() && (static_cast<unsigned char>(line[end]) & 0xc0U) == 0x80U) ++end;
    out.push_back(line.substr(at, end - at));
    at = end;
  }
  return out;
}

// The direction of the nearest strong character before the `index`-th of
// `chars`: 'L' (a Latin letter or LRM), 'R' (an Arabic-script letter or
// RLM), or '-' when there is none.
char strong_before(const std::vector<std::string_view>& chars, std::size_t index) {
  while (index-- > 0) {
    const std::string_view c = chars[index];
    // A left-to-right isolate (LRI) or one that takes its direction from
    // what it holds (FSI, here an option) lays out what follows left to
    // right.
    if ((c.size() == 1 && std::isalpha(static_cast<unsigned char>(c[0])) != 0) || c == kLrm || c == kLri || c == kFsi) {
      return 'L';
    }
    if (is_arabic_letter(c) || c == kRlm) return 'R';
  }
  return '-';
}

// Each "--" of an option in `text` that would be shown turned round
// ("mode--"): one whose nearest strong character before it is Persian.
std::vector<std::string> turned_options(std::string_view text) {
  std::vector<std::string> found;
  for (const auto& line : tictactoe::test::lines_of(text)) {
    const auto chars = characters(line);
    for (std::size_t i = 0; i + 1 < chars.size(); ++i) {
      const bool starts = chars[i] == "-" && chars[i + 1] == "-" && (i == 0 || chars[i - 1] != "-");
      if (starts && strong_before(chars, i) == 'R') found.push_back(line);
    }
  }
  return found;
}

std::string persian_program(const std::vector<std::string>& args, const std::string& input = "") {
  std::vector<std::string> with_lang{"--lang", "fa"};
  with_lang.insert(with_lang.end(), args.begin(), args.end());
  const std::vector<std::string_view> views(with_lang.begin(), with_lang.end());
  std::istringstream in(input);
  std::ostringstream out;
  run_program(views, in, out, out, Environment{});
  return out.str();
}

}  // namespace

TEST_CASE(
    "in Persian each row of the --analyze grid is left to right: LRM first and after each word, elsewhere "
    "nothing",
    "[language]") {
  const auto board = std::get<tictactoe::core::Board>(tictactoe::core::parse_board("X.O......"));
  const auto analysis = tictactoe::core::analyze(board);
  for (const LanguageSpec& language : kLanguages) {
    INFO(language.code);
    const bool persian = language_of(language) == language_coded("fa");
    Style style;
    style.text = Catalogue(language_of(language));
    const std::string grid = render_analysis(board, analysis, style);
    CHECK(tictactoe::test::contains(grid, kLrm) == persian);
    for (const auto& line : tictactoe::test::lines_of(grid)) {
      INFO("line: " << line);
      CHECK(line.starts_with(kLrm) == persian);
      // Each Persian word closed by LRM: the '|' and the number after it
      // stay on its right.
      const auto chars = characters(line);
      for (std::size_t i = 0; i < chars.size(); ++i) {
        if (is_arabic_letter(chars[i]) && (i + 1 == chars.size() || !is_arabic_letter(chars[i + 1]))) {
          CHECK((i + 1 < chars.size() && chars[i + 1] == kLrm));
        }
      }
    }
  }
}

TEST_CASE("Persian lines that start with a number or a Latin word start with RLM: the review, its summary, errors",
          "[language]") {
  Style style;
  style.text = Catalogue(language_coded("fa"));
  const std::vector<tictactoe::core::Cell> moves{0, 4, 8, 2, 6, 1};
  const auto review = tictactoe::test::lines_of(review_text(moves, style));
  REQUIRE(review.size() == 9);  // six moves, two of them with a trap line under them, and the summary
  for (const auto& line : review) {
    INFO("line: " << line);
    CHECK(line.starts_with(kRlm));
  }
  const std::string usage = persian_program({"--mode", "hvh", "--first", "human"});
  CHECK(usage.starts_with(kRlm + "tictactoe: "));
  // The score: each player's count right after the comma is kept from the
  // next player's mark by RLM, so the two are not read as one Latin run.
  const std::string tally = style.text(Msg::tally, {"X", 1, "O", 0, 2});
  CHECK(tictactoe::test::occurrences(tally, "\u060c" + kRlm) == 2);
}

TEST_CASE("no Persian line shows an option turned round: each -- follows LRM, an isolate or a Latin letter",
          "[language]") {
  CHECK(turned_options("\u0628\u0627 --mode").size() == 1);  // the check finds what it should
  CHECK(turned_options("\u0628\u0627 " + kLrm + "--mode").empty());
  CHECK(turned_options("\u0628\u0627 " + kLri + "--mode\u2069").empty());
  CHECK(turned_options("tictactoe --help").empty());
  CHECK(turned_options("\u0628\u0627 " + kLri + "--mode\u2069").empty());
  for (const CatalogueRow& row : kPersianTable.entries) {
    INFO("message " << static_cast<int>(row.id) << ": " << row.pattern);
    CHECK(turned_options(row.pattern).empty());
  }
  // And with the options the messages name filled in.
  for (const auto& args : std::vector<std::vector<std::string>>{{"--help"},
                                                                {"--xyz"},
                                                                {"--mode", "hvh", "--first", "human"},
                                                                {"--mode", "hvh", "--first", "human", "--seed", "1"},
                                                                {"--rounds", "0"},
                                                                {"--mode", "xyz"},
                                                                {"--names", ","},
                                                                {"--mode", "hvc", "--names", "a,b"},
                                                                {"--analyze", "X........", "--move", "X........"},
                                                                {"--analyze", "X........", "--seed", "1"},
                                                                {"--keypad=yes"},
                                                                {"--seed"}}) {
    const std::string out = persian_program(args);
    INFO("arguments: " << args.front() << "\n" << out);
    CHECK_FALSE(out.empty());
    CHECK(turned_options(out) == std::vector<std::string>{});
  }
  // The seed that replays a session against the computer.
  const std::string session = persian_program({"--mode", "hvc"}, "5\nq\n");
  REQUIRE(tictactoe::test::contains(session, "--seed "));
  CHECK(turned_options(session) == std::vector<std::string>{});
}

}  // namespace test_language
