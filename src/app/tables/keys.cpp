#include "app/tables/keys.hpp"

#include <algorithm>

namespace tictactoe::app {

namespace {

// The letters on the keys of a to z, in the Russian (ЙЦУКЕН) and the
// Persian (ISIRI 9147) layouts.
constexpr std::u32string_view kLatin = U"abcdefghijklmnopqrstuvwxyz";
constexpr std::u32string_view kRussian = U"фисвуапршолдьтщзйкыегмцчня";
constexpr std::u32string_view kPersian = U"شذزیثبلاهتنمپدخحضقسفعرصطغظ";
static_assert(kRussian.size() == kLatin.size() && kPersian.size() == kLatin.size());

constexpr char32_t kArabicYeh = U'\u064a';  // typed for ی by some Persian layouts
constexpr char32_t kArabicQuestion = U'\u061f';

// A capital Latin or Cyrillic letter as its small letter.
char32_t small(char32_t code) {
  if (code >= U'A' && code <= U'Z') return code - U'A' + U'a';
  if (code >= U'\u0410' && code <= U'\u042f') return code + 0x20;  // А-Я
  if (code == U'\u0401') return U'\u0451';                         // Ё
  return code;
}

std::string keys_of(const KeySpec& row, const Catalogue& text) {
  return row.keys.empty() && row.keys_word ? text(*row.keys_word) : std::string(row.keys);
}

KeyEntry entry_of(const KeySpec& row, const Catalogue& text) {
  const std::string keys = keys_of(row, text);
  return KeyEntry{text(Msg::screen_key_entry, {keys, text(row.label)}), keys};
}

}  // namespace

char32_t physical(char32_t code) {
  code = small(code);
  if (code == kArabicYeh) return U'd';
  if (code == kArabicQuestion) return U'?';
  for (const std::u32string_view layout : {kRussian, kPersian}) {
    if (const auto at = layout.find(code); at != std::u32string_view::npos) return kLatin[at];
  }
  return code;
}

Msg place_heading(std::uint8_t place) {
  if (place == on_again) return Msg::screen_help_again;
  if (place == on_watch) return Msg::screen_help_watching;
  if (place == on_review) return Msg::screen_help_review;
  return Msg::screen_help_turn;
}

std::vector<KeyEntry> bar_entries(std::uint8_t place, std::uint8_t modes, const Catalogue& text) {
  std::vector<KeyEntry> entries;
  for (const KeySpec& row : kKeys) {
    if ((row.bar & place) != 0 && (row.modes & modes) != 0) entries.push_back(entry_of(row, text));
  }
  return entries;
}

std::string help_keys(std::uint8_t place, std::uint8_t modes, const Catalogue& text) {
  std::vector<KeyEntry> entries;
  for (const KeySpec& row : kKeys) {
    if ((row.places & place) != 0 && (row.modes & modes) != 0) entries.push_back(entry_of(row, text));
  }
  return joined(entries);
}

std::string joined(std::span<const KeyEntry> entries) {
  std::string row;
  for (const KeyEntry& entry : entries) row += (row.empty() ? "" : "  ") + entry.full;
  return row;
}

}  // namespace tictactoe::app
