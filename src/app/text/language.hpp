#pragma once

// Which language the game speaks: the supported languages (one table) and
// the choice, following the GNU gettext convention: --lang first; else the
// locale (the first of LC_ALL, LC_MESSAGES and LANG that is set) decides
// whether the LANGUAGE list is read and, failing that, names the language
// itself; anything unsupported falls back to English.

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "app/text/messages.hpp"

namespace tictactoe::app {

/// One supported language.
struct LanguageSpec {
  Language language;
  std::string_view code;  ///< what --lang takes and --help lists: "en", "ru", "zh_CN", "fa"
};

/// Every language the catalogue is written in, English (the default) first.
inline constexpr std::array<LanguageSpec, 4> kLanguages{{
    {Language::en, "en"},
    {Language::ru, "ru"},
    {Language::zh_cn, "zh_CN"},
    {Language::fa, "fa"},
}};

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

/// The codes of kLanguages, comma-separated ("en, ru, zh_CN, fa"), for
/// --help and the usage error of an unknown --lang.
std::string language_codes();

}  // namespace tictactoe::app
