#pragma once

// Which language the game speaks: the supported languages (one table) and
// the choice, following the GNU gettext convention: --lang first; else the
// locale (the first of LC_ALL, LC_MESSAGES and LANG that is set) decides
// whether the LANGUAGE list is read and, failing that, names the language
// itself; anything unsupported falls back to English.

#include <array>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "app/text/layout.hpp"
#include "app/text/messages.hpp"

namespace tictactoe::app {

struct LanguageTable;  // a language's catalogue: its rows and plural rule (messages_table.hpp)

/// One supported language.
struct LanguageSpec {
  std::string_view code;  ///< what --lang takes and --help lists: "en", "ru", "zh_CN", "fa"
  std::string_view name;  ///< its name in English, as the man page lists it: "Russian"
  /// The locale names it answers to (see parse_locale), '|'-separated,
  /// lowercase: a language ("ru": with any territory) or, when only some
  /// territories are meant, each language[_territory] ("zh|zh_cn": zh and
  /// zh_CN, not zh_TW).
  std::string_view locales;
  const LanguageTable& table;                      ///< its catalogue, in messages_<code>.cpp
  Direction direction = Direction::left_to_right;  ///< how it is written
};

// Each language's catalogue, defined in its messages_<code>.cpp.
extern const LanguageTable kEnglishTable;
extern const LanguageTable kRussianTable;
extern const LanguageTable kChineseTable;
extern const LanguageTable kPersianTable;

/// Every language the catalogue is written in, English (the default,
/// Language::en) first; a Language is its row's index. A new language is
/// its catalogue file (messages_<code>.cpp, defining its LanguageTable,
/// declared above) and a row here: --lang, the locale, --help, the
/// completion and the tests read the table.
inline constexpr auto kLanguages = std::to_array<LanguageSpec>({
    {.code = "en", .name = "English", .locales = "en", .table = kEnglishTable},
    {.code = "ru", .name = "Russian", .locales = "ru", .table = kRussianTable},
    {.code = "zh_CN", .name = "Simplified Chinese", .locales = "zh|zh_cn|zh_sg|zh_hans", .table = kChineseTable},
    {.code = "fa", .name = "Persian", .locales = "fa", .table = kPersianTable, .direction = Direction::right_to_left},
});
static_assert(kLanguages.front().code == "en", "English, Language::en, is the first row");

/// The row of kLanguages for `language`. Precondition: `language` is a
/// Language::en or one that language_coded or parse_locale returned.
constexpr const LanguageSpec& spec(Language language) { return kLanguages.at(static_cast<std::size_t>(language)); }

/// The language of the row `row` of kLanguages.
constexpr Language language_of(const LanguageSpec& row) {
  return static_cast<Language>(static_cast<std::size_t>(&row - kLanguages.data()));
}

/// Every Language, in the order of kLanguages (for menus and tests that go
/// through them all).
inline constexpr auto kEveryLanguage = [] {
  std::array<Language, kLanguages.size()> every{};
  for (std::size_t i = 0; i < every.size(); ++i) every.at(i) = static_cast<Language>(i);
  return every;
}();

/// The language whose code is `code` ("ru", "zh_CN"), exactly as kLanguages
/// writes it. Throws std::invalid_argument for any other string (so a
/// constant expression naming a language we do not speak does not compile).
constexpr Language language_coded(std::string_view code) {
  for (const LanguageSpec& row : kLanguages) {
    if (row.code == code) return language_of(row);
  }
  throw std::invalid_argument("no language has that code");
}

/// The language a locale name names, or std::nullopt if it is not one we
/// speak. A locale name is language[_TERRITORY][.codeset][@modifier], the
/// language in any case: "ru", "ru_RU.UTF-8", "zh", "zh_CN.utf8",
/// "fa_IR.UTF-8", "en_GB". Chinese is Simplified Chinese only: "zh" and
/// zh_CN/zh_SG match, zh_TW/zh_HK/zh_MO (Traditional) do not. "C", "POSIX"
/// and an empty name name no language, and neither does a name whose
/// codeset is given and is not UTF-8 ("ru_RU.KOI8-R", "zh_CN.GBK"): the
/// game writes UTF-8 only.
std::optional<Language> parse_locale(std::string_view name);

/// A value of --lang: what parse_locale reads, or the C and POSIX locales
/// ("C", "POSIX", "C.UTF-8"), which mean English as they do in the
/// environment; std::nullopt for anything else.
std::optional<Language> parse_lang_value(std::string_view value);

/// The language the environment asks for. The locale is the first of
/// LC_ALL, LC_MESSAGES and LANG that is set and not empty. When it is "C"
/// or "POSIX" (not "C.UTF-8"), or gives a codeset other than UTF-8, the
/// answer is English and LANGUAGE is not read (as GNU gettext ignores
/// LANGUAGE in the C locale). Otherwise: the first entry of
/// `language_list` (LANGUAGE, colon-separated) that parse_locale accepts,
/// also when no locale variable is set; else the locale's language, if
/// parse_locale accepts it; else English. Each argument is the variable's
/// value, nullptr when unset.
Language language_from_environment(const char* language_list, const char* lc_all, const char* lc_messages,
                                   const char* lang);

}  // namespace tictactoe::app
