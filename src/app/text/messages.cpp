#include "app/text/messages.hpp"

#include <algorithm>
#include <array>
#include <cassert>
#include <charconv>

#include "app/text/language.hpp"
#include "app/text/messages_table.hpp"

namespace tictactoe::app {

namespace {

const LanguageTable& table_of(Language language) { return spec(language).table; }

// The `index`-th of the '|'-separated forms in `forms`, or "" if there are
// fewer.
std::string_view nth_form(std::string_view forms, std::size_t index) {
  for (; index > 0; --index) {
    const auto bar = forms.find('|');
    if (bar == std::string_view::npos) return {};
    forms.remove_prefix(bar + 1);
  }
  return forms.substr(0, forms.find('|'));
}

// Expands one placeholder body ("2" or "1:game|games") into `out`.
void expand(std::string_view body, std::span<const Arg> args, std::size_t (*plural_form)(long long), std::string& out) {
  const auto colon = body.find(':');
  std::size_t number = 0;
  const std::string_view digits = body.substr(0, colon);
  const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
  if (error != std::errc{} || end != digits.data() + digits.size() || number == 0 || number > args.size()) return;
  const Arg& arg = args[number - 1];
  if (colon == std::string_view::npos) {
    out += arg.text();
  } else {
    out += nth_form(body.substr(colon + 1), plural_form(arg.number()));
  }
}

// The UTF-8 encodings of the isolate initiators LRI, RLI, FSI (U+2066-U+2068)
// share these two lead bytes; PDI (U+2069) ends an isolate.
constexpr char kIsolateLead0 = '\xe2';
constexpr char kIsolateLead1 = '\x81';
constexpr unsigned char kFirstInitiator = 0xa6;
constexpr unsigned char kPopIsolate = 0xa9;

// The catalogue's words for the core's enums: one row per enumerator, in
// the enum's order, each table checked below to have them all.

template <typename E, typename M = Msg>
struct Named {
  E value;
  M message;
};

// True when `rows` names `count` enumerators, each once, in order from 0.
template <typename E, typename M, std::size_t N>
constexpr bool in_enum_order(const std::array<Named<E, M>, N>& rows, std::size_t count) {
  if (N != count) return false;
  for (std::size_t i = 0; i < N; ++i) {
    if (static_cast<std::size_t>(rows.at(i).value) != i) return false;
  }
  return true;
}

// The message of `value` in `rows` (which has a row for every enumerator).
template <typename E, typename M, std::size_t N>
const M& message_in(const std::array<Named<E, M>, N>& rows, E value) {
  const auto* row = std::ranges::find(rows, value, &Named<E, M>::value);
  assert(row != rows.end());
  return row->message;
}

constexpr auto kRuleMessages = std::to_array<Named<core::Rule>>({
    {core::Rule::win, Msg::rule_win},
    {core::Rule::block, Msg::rule_block},
    {core::Rule::fork, Msg::rule_fork},
    {core::Rule::block_fork, Msg::rule_block_fork},
    {core::Rule::center, Msg::rule_center},
    {core::Rule::opposite_corner, Msg::rule_opposite_corner},
    {core::Rule::corner, Msg::rule_corner},
    {core::Rule::side, Msg::rule_side},
    {core::Rule::random, Msg::rule_random},
    {core::Rule::forced_win, Msg::rule_forced_win},
    {core::Rule::trap, Msg::rule_trap},
    {core::Rule::draw, Msg::rule_draw},
    {core::Rule::hold_out, Msg::rule_hold_out},
});
static_assert(in_enum_order(kRuleMessages, core::kRuleCount), "one message per core::Rule, in its order");

// A level's name in menus and results, and its summary in --help.
struct LevelText {
  Msg name;
  Msg summary;
};

constexpr auto kLevelTexts = std::to_array<Named<core::Difficulty, LevelText>>({
    {core::Difficulty::easy, {Msg::level_easy, Msg::level_easy_summary}},
    {core::Difficulty::medium, {Msg::level_medium, Msg::level_medium_summary}},
    {core::Difficulty::hard, {Msg::level_hard, Msg::level_hard_summary}},
    {core::Difficulty::perfect, {Msg::level_perfect, Msg::level_perfect_summary}},
});
static_assert(in_enum_order(kLevelTexts, core::kLevels.size()), "one name and summary per row of core::kLevels");

// Value counts from loss = -1: searched, not indexed.
constexpr auto kValueMessages = std::to_array<Named<core::Value>>({
    {core::Value::loss, Msg::value_loss},
    {core::Value::draw, Msg::value_draw},
    {core::Value::win, Msg::value_win},
});

constexpr auto kBoardErrorMessages = std::to_array<Named<core::BoardError>>({
    {core::BoardError::wrong_length, Msg::board_wrong_length},
    {core::BoardError::bad_character, Msg::board_bad_character},
    {core::BoardError::impossible_counts, Msg::board_impossible_counts},
    {core::BoardError::both_won, Msg::board_both_won},
    {core::BoardError::play_after_win, Msg::board_play_after_win},
});
static_assert(in_enum_order(kBoardErrorMessages, static_cast<std::size_t>(core::BoardError::play_after_win) + 1),
              "one message per core::BoardError, in its order");

}  // namespace

std::string with_native_digits(std::string_view text) {
  std::string out;
  out.reserve(text.size() * 2);
  int depth = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (c == kIsolateLead0 && i + 2 < text.size() && text[i + 1] == kIsolateLead1) {
      const auto third = static_cast<unsigned char>(text[i + 2]);
      if (third >= kFirstInitiator && third < kPopIsolate) ++depth;
      if (third == kPopIsolate && depth > 0) --depth;
    }
    if (depth == 0 && c >= '0' && c <= '9') {
      out += '\xdb';  // U+06F0 EXTENDED ARABIC-INDIC DIGIT ZERO is DB B0, NINE is DB B9
      out += static_cast<char>(0xb0 + (c - '0'));
    } else {
      out += c;
    }
  }
  return out;
}

namespace {

// format(), and where it wrote each blank of the pattern itself (not of an
// argument) into `blanks`, when given.
std::string format_marking(std::string_view pattern, std::span<const Arg> args, std::size_t (*plural_form)(long long),
                           std::vector<std::size_t>* blanks) {
  std::string out;
  out.reserve(pattern.size() + 16);
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const char c = pattern[i];
    if ((c == '{' || c == '}') && i + 1 < pattern.size() && pattern[i + 1] == c) {
      out += c;
      ++i;
      continue;
    }
    const auto close = c == '{' ? pattern.find('}', i) : std::string_view::npos;
    if (close == std::string_view::npos) {
      if (c == ' ' && blanks != nullptr) blanks->push_back(out.size());
      out += c;
      continue;
    }
    expand(pattern.substr(i + 1, close - i - 1), args, plural_form, out);
    i = close;
  }
  return out;
}

// The character that ends just before byte `end` of `text` (0 at the start).
char32_t code_before(std::string_view text, std::size_t end) {
  std::size_t start = end;
  while (start > 0 && end - start < 4) {
    --start;
    if ((static_cast<unsigned char>(text[start]) & 0xc0U) != 0x80U) break;
  }
  if (start == end) return 0;
  const auto decoded = decode_utf8(text.substr(start, end - start));
  return decoded ? decoded->code : 0;
}

char32_t code_at(std::string_view text, std::size_t at) {
  if (at >= text.size()) return 0;
  const auto decoded = decode_utf8(text.substr(at));
  return decoded ? decoded->code : 0;
}

// Chinese text, wide, or the quotation marks Chinese uses around words.
bool tight_beside(char32_t code) { return is_wide(code) || (code >= 0x2018 && code <= 0x201d); }

// `text` without each of its `blanks` (byte offsets of single pattern
// blanks) that stands between two tight_beside characters.
std::string without_wide_blanks(std::string_view text, std::span<const std::size_t> blanks) {
  std::string out;
  out.reserve(text.size());
  std::size_t from = 0;
  for (const std::size_t at : blanks) {
    if (!tight_beside(code_before(text, at)) || !tight_beside(code_at(text, at + 1))) continue;
    out.append(text.substr(from, at - from));
    from = at + 1;
  }
  out.append(text.substr(from));
  return out;
}

}  // namespace

std::string format(std::string_view pattern, std::span<const Arg> args, std::size_t (*plural_form)(long long)) {
  return format_marking(pattern, args, plural_form, nullptr);
}

std::string format_tight(std::string_view pattern, std::span<const Arg> args, std::size_t (*plural_form)(long long)) {
  std::vector<std::size_t> blanks;
  const std::string text = format_marking(pattern, args, plural_form, &blanks);
  return without_wide_blanks(text, blanks);
}

std::string_view Catalogue::pattern(Msg id) const {
  const auto index = static_cast<std::size_t>(id);
  assert(index < kMsgCount);
  return table_of(language_).patterns[index];
}

std::size_t Catalogue::plural_forms() const { return table_of(language_).plural_forms; }

Direction Catalogue::direction() const { return spec(language_).direction; }

std::vector<std::string_view> Catalogue::words(Msg words_id) const {
  std::vector<std::string_view> list;
  for (std::string_view rest = pattern(words_id); !rest.empty();) {
    const auto bar = rest.find('|');
    if (bar != 0) list.push_back(rest.substr(0, bar));
    rest = bar == std::string_view::npos ? std::string_view() : rest.substr(bar + 1);
  }
  return list;
}

std::string Catalogue::operator()(Msg id, std::initializer_list<Arg> args) const {
  return (*this)(id, std::span<const Arg>(args.begin(), args.size()));
}

std::string Catalogue::operator()(Msg id, std::span<const Arg> args) const {
  const LanguageTable& table = table_of(language_);
  std::string text = (table.tight_wide_blanks ? format_tight : format)(pattern(id), args, table.plural_form);
  return table.native_digits ? with_native_digits(text) : text;
}

std::string or_list(std::span<const std::string> items, const Catalogue& text) {
  switch (items.size()) {
    case 0: return {};
    case 1: return items.front();
    case 2: return text(Msg::list_or_two, {items[0], items[1]});
    default: break;
  }
  std::string list = text(Msg::list_or_end, {items[items.size() - 2], items.back()});
  for (std::size_t i = items.size() - 2; i-- > 1;) list = text(Msg::list_or_middle, {items[i], list});
  return text(Msg::list_or_start, {items.front(), list});
}

std::string joined(std::span<const std::string> items, const Catalogue& text) {
  if (items.empty()) return {};
  std::string list = items.back();
  for (std::size_t i = items.size() - 1; i-- > 0;) list = text(Msg::list_or_middle, {items[i], list});
  return list;
}

Msg message_for(core::Rule rule) { return message_in(kRuleMessages, rule); }

Msg message_for(core::Difficulty difficulty) { return message_in(kLevelTexts, difficulty).name; }

Msg summary_for(core::Difficulty difficulty) { return message_in(kLevelTexts, difficulty).summary; }

Msg message_for(core::Value value) { return message_in(kValueMessages, value); }

Msg message_for(core::BoardError error) { return message_in(kBoardErrorMessages, error); }

}  // namespace tictactoe::app
