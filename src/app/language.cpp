#include "language.hpp"

#include <algorithm>

namespace tictactoe::app {

namespace {

std::string lowercase(std::string_view text) {
  std::string lower(text);
  std::ranges::transform(lower, lower.begin(), [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; });
  return lower;
}

}  // namespace

std::optional<Language> parse_locale(std::string_view name) {
  name = name.substr(0, name.find_first_of(".@"));  // drop the codeset and the modifier
  const auto separator = name.find_first_of("_-");
  const std::string language = lowercase(name.substr(0, separator));
  const std::string territory =
      separator == std::string_view::npos ? std::string() : lowercase(name.substr(separator + 1));
  if (language == "en") return Language::en;
  if (language == "ru") return Language::ru;
  if (language == "fa") return Language::fa;
  if (language == "zh" && (territory.empty() || territory == "cn" || territory == "sg" || territory == "hans")) {
    return Language::zh_cn;
  }
  return std::nullopt;
}

Language language_from_environment(const char* language_list, const char* lc_all, const char* lc_messages,
                                   const char* lang) {
  if (language_list != nullptr) {
    std::string_view list(language_list);
    while (!list.empty()) {
      const auto colon = list.find(':');
      if (const auto language = parse_locale(list.substr(0, colon))) return *language;
      list = colon == std::string_view::npos ? std::string_view() : list.substr(colon + 1);
    }
  }
  for (const char* variable : {lc_all, lc_messages, lang}) {
    if (variable == nullptr || *variable == '\0') continue;
    return parse_locale(variable).value_or(Language::en);
  }
  return Language::en;
}

std::string language_codes() {
  std::string codes;
  for (const LanguageSpec& spec : kLanguages) codes += (codes.empty() ? "" : ", ") + std::string(spec.code);
  return codes;
}

}  // namespace tictactoe::app
