#include "app/text/language.hpp"

#include <algorithm>

namespace tictactoe::app {

namespace {

std::string lowercase(std::string_view text) {
  std::string lower(text);
  std::ranges::transform(lower, lower.begin(), [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
  return lower;
}

// True when the locale name `name` gives a codeset (after a '.', before
// any '@modifier') other than UTF-8, spelled "UTF-8" or "utf8" in any case:
// "ru_RU.KOI8-R", "zh_CN.GBK". The game writes UTF-8 only.
bool names_other_codeset(std::string_view name) {
  const auto dot = name.find('.');
  if (dot == std::string_view::npos) return false;
  const std::string_view codeset = name.substr(dot + 1, name.find('@', dot) - dot - 1);
  const std::string folded = lowercase(codeset);
  return folded != "utf-8" && folded != "utf8";
}

// The locale LC_MESSAGES takes: the first of the three that is set and not
// empty, or nullptr.
const char* effective_locale(const char* lc_all, const char* lc_messages, const char* lang) {
  for (const char* variable : {lc_all, lc_messages, lang}) {
    if (variable != nullptr && *variable != '\0') return variable;
  }
  return nullptr;
}

// Whether `row` answers to a locale of `language` and `territory` (both
// lowercase; the territory "" when not given): see LanguageSpec::locales.
bool answers_to(const LanguageSpec& row, std::string_view language, std::string_view territory) {
  const bool by_territory = row.locales.find('_') != std::string_view::npos;
  for (std::string_view rest = row.locales; !rest.empty();) {
    const std::string_view entry = rest.substr(0, rest.find('|'));
    rest.remove_prefix(std::min(rest.size(), entry.size() + 1));
    const auto underscore = entry.find('_');
    const std::string_view own_territory = underscore == std::string_view::npos ? "" : entry.substr(underscore + 1);
    if (entry.substr(0, underscore) == language && (!by_territory || own_territory == territory)) return true;
  }
  return false;
}

}  // namespace

std::optional<Language> parse_locale(std::string_view name) {
  if (names_other_codeset(name)) return std::nullopt;
  name = name.substr(0, name.find_first_of(".@"));  // drop the codeset and the modifier
  const auto separator = name.find_first_of("_-");
  const std::string language = lowercase(name.substr(0, separator));
  const std::string territory =
      separator == std::string_view::npos ? std::string() : lowercase(name.substr(separator + 1));
  for (const LanguageSpec& row : kLanguages) {
    if (answers_to(row, language, territory)) return language_of(row);
  }
  return std::nullopt;
}

std::optional<Language> parse_lang_value(std::string_view value) {
  const std::string_view base = value.substr(0, value.find_first_of(".@"));
  if (base == "C" || base == "POSIX") return Language::en;
  return parse_locale(value);
}

Language language_from_environment(const char* language_list, const char* lc_all, const char* lc_messages,
                                   const char* lang) {
  const char* locale = effective_locale(lc_all, lc_messages, lang);
  if (locale != nullptr) {
    const std::string_view name(locale);
    if (name == "C" || name == "POSIX" || names_other_codeset(name)) return Language::en;
  }
  if (language_list != nullptr) {
    std::string_view list(language_list);
    while (!list.empty()) {
      const auto colon = list.find(':');
      if (const auto language = parse_locale(list.substr(0, colon))) return *language;
      list = colon == std::string_view::npos ? std::string_view() : list.substr(colon + 1);
    }
  }
  return locale == nullptr ? Language::en : parse_locale(locale).value_or(Language::en);
}

}  // namespace tictactoe::app
