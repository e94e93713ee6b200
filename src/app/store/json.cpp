#include "app/store/json.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>

#include "app/base/controls.hpp"
#include "app/base/utf8.hpp"
#include "app/store/cursor.hpp"

namespace tictactoe::app::json {

namespace {

constexpr std::string_view kReplacement = "\xEF\xBF\xBD";  // U+FFFD
constexpr std::string_view kHexDigits = "0123456789abcdef";

bool is_digit(char c) { return c >= '0' && c <= '9'; }

int hex_value(char c) {
  if (is_digit(c)) return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// The recursive-descent reader over one text. Each method returns false at
// the first thing that is not JSON; the position is then meaningless.
class Reader : Cursor {
 public:
  // Room made at once for an array's or object's members: a history
  // record's object has a dozen, so they rarely move.
  static constexpr std::size_t kReserve = 12;

  explicit Reader(std::string_view text) : Cursor(text) {}

  bool document(Value& value) {
    skip_blanks();
    if (!read_value(value, 0)) return false;
    skip_blanks();
    return at_end();
  }

 private:
  bool read_value(Value& value, std::size_t depth) {
    if (!more()) return false;
    switch (peek()) {
      case '{': return depth < kMaxDepth && read_object(value, depth + 1);
      case '[': return depth < kMaxDepth && read_array(value, depth + 1);
      case '"': value.kind = Kind::string; return read_string(value.text);
      case 't':
        value.kind = Kind::boolean;
        value.boolean = true;
        return literal("true");
      case 'f': value.kind = Kind::boolean; return literal("false");
      case 'n': value.kind = Kind::null; return literal("null");
      default: value.kind = Kind::number; return read_number(value.text);
    }
  }

  // Digits, at least one; false (nothing read) when there is none.
  bool digits() {
    const std::size_t start = at_;
    while (more() && is_digit(peek())) ++at_;
    return at_ > start;
  }

  bool read_number(std::string& literal_text) {
    const std::size_t start = at_;
    if (more() && peek() == '-') ++at_;
    if (more() && peek() == '0') {
      ++at_;  // a leading zero stands alone
    } else if (!digits()) {
      return false;
    }
    if (more() && peek() == '.' && (++at_, !digits())) return false;
    if (more() && (peek() == 'e' || peek() == 'E')) {
      ++at_;
      if (more() && (peek() == '+' || peek() == '-')) ++at_;
      if (!digits()) return false;
    }
    literal_text.assign(text_.substr(start, at_ - start));
    return true;
  }

  // Four hex digits after "\u".
  bool hex4(std::uint32_t& code) {
    if (text_.size() - at_ < 4) return false;
    code = 0;
    for (int i = 0; i < 4; ++i) {
      const int digit = hex_value(text_[at_++]);
      if (digit < 0) return false;
      code = code * 16U + static_cast<std::uint32_t>(digit);
    }
    return true;
  }

  // The code after "\u": a scalar value, or a high surrogate escape
  // followed by a low one; a lone surrogate is not text.
  bool unicode_escape(std::string& out) {
    std::uint32_t code = 0;
    if (!hex4(code) || (code >= 0xDC00U && code <= 0xDFFFU)) return false;
    if (code >= 0xD800U && code <= 0xDBFFU) {
      std::uint32_t low = 0;
      if (!literal("\\u") || !hex4(low) || low < 0xDC00U || low > 0xDFFFU) return false;
      code = 0x10000U + ((code - 0xD800U) << 10U) + (low - 0xDC00U);
    }
    append_utf8(out, code);
    return true;
  }

  bool escape(std::string& out) {
    if (!more()) return false;
    const char c = text_[at_++];
    static constexpr std::string_view kFrom = "\"\\/bfnrt";
    static constexpr std::string_view kTo = "\"\\/\b\f\n\r\t";
    if (const auto i = kFrom.find(c); i != std::string_view::npos) {
      out.push_back(kTo[i]);
      return true;
    }
    return c == 'u' && unicode_escape(out);
  }

  bool read_string(std::string& out) {
    ++at_;  // the opening quote
    out.clear();
    while (more()) {
      const char c = peek();
      if (c == '"') return ++at_, true;
      if (static_cast<unsigned char>(c) < 0x20U) return false;
      if (c == '\\') {
        ++at_;
        if (!escape(out)) return false;
        continue;
      }
      if (static_cast<unsigned char>(c) < 0x80U) {
        out.append(plain_run());  // the common case: a run of plain ASCII at once
        continue;
      }
      const auto character = decode_utf8(text_.substr(at_));
      if (!character) return false;
      out.append(text_.substr(at_, character->length));
      at_ += character->length;
    }
    return false;
  }

  // The run of ASCII bytes from here that stand for themselves in a string
  // (no quote, backslash or control character), consumed.
  std::string_view plain_run() {
    const std::size_t start = at_;
    while (more()) {
      const auto c = static_cast<unsigned char>(peek());
      if (c < 0x20U || c >= 0x80U || c == '"' || c == '\\') break;
      ++at_;
    }
    return text_.substr(start, at_ - start);
  }

  bool read_array(Value& value, std::size_t depth) {
    value.kind = Kind::array;
    value.items.reserve(kReserve);
    ++at_;
    skip_blanks();
    if (more() && peek() == ']') return ++at_, true;
    for (;;) {
      skip_blanks();
      if (!read_value(value.items.emplace_back(), depth)) return false;
      skip_blanks();
      if (!more()) return false;
      const char c = text_[at_++];
      if (c == ']') return true;
      if (c != ',') return false;
    }
  }

  bool member(Value& value, std::size_t depth) {
    skip_blanks();
    std::string key;
    if (!more() || peek() != '"' || !read_string(key)) return false;
    if (std::ranges::find(value.keys, key) != value.keys.end()) return false;
    skip_blanks();
    if (!literal(":")) return false;
    skip_blanks();
    value.keys.push_back(std::move(key));
    return read_value(value.items.emplace_back(), depth);
  }

  bool read_object(Value& value, std::size_t depth) {
    value.kind = Kind::object;
    value.keys.reserve(kReserve);
    value.items.reserve(kReserve);
    ++at_;
    skip_blanks();
    if (more() && peek() == '}') return ++at_, true;
    for (;;) {
      if (!member(value, depth)) return false;
      skip_blanks();
      if (!more()) return false;
      const char c = text_[at_++];
      if (c == '}') return true;
      if (c != ',') return false;
    }
  }
};

// The escape of a byte below 0x20: \n and the like, else \u00XX.
void append_control(std::string& out, unsigned char c) {
  static constexpr std::array<std::pair<unsigned char, char>, 5> kShort{
      {{'\b', 'b'}, {'\f', 'f'}, {'\n', 'n'}, {'\r', 'r'}, {'\t', 't'}}};
  const auto* row = std::ranges::find(kShort, c, &std::pair<unsigned char, char>::first);
  out.push_back('\\');
  if (row != kShort.end()) {
    out.push_back(row->second);
    return;
  }
  out += "u00";
  out.push_back(kHexDigits[c >> 4U]);
  out.push_back(kHexDigits[c & 0xFU]);
}

// `code` as \uXXXX, a code point past U+FFFF as its two surrogates.
void append_unicode_escape(std::string& out, char32_t code) {
  const auto unit = [&](std::uint32_t value) {
    out += "\\u";
    for (const unsigned shift : {12U, 8U, 4U, 0U}) out.push_back(kHexDigits[(value >> shift) & 0xFU]);
  };
  if (code < 0x10000) {
    unit(code);
    return;
  }
  const std::uint32_t rest = code - 0x10000;
  unit(0xD800 + (rest >> 10U));
  unit(0xDC00 + (rest & 0x3FFU));
}

}  // namespace

const Value* Value::find(std::string_view key) const {
  if (kind != Kind::object) return nullptr;
  const auto at = std::ranges::find(keys, key);
  return at == keys.end() ? nullptr : &items[static_cast<std::size_t>(at - keys.begin())];
}

std::optional<std::uint32_t> Value::whole() const {
  std::uint32_t number = 0;
  if (kind != Kind::number || text.empty() || text.front() == '-') return std::nullopt;
  const char* end = text.data() + text.size();
  const auto [ptr, error] = std::from_chars(text.data(), end, number);
  if (error != std::errc{} || ptr != end) return std::nullopt;
  return number;
}

std::optional<Value> parse(std::string_view text) {
  Value value;
  if (!Reader(text).document(value)) return std::nullopt;
  return value;
}

void append_string(std::string& out, std::string_view text) {
  out.push_back('"');
  for (std::size_t at = 0; at < text.size();) {
    const auto c = static_cast<unsigned char>(text[at]);
    const auto character = decode_utf8(text.substr(at));
    const std::size_t length = character ? character->length : 0;
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(static_cast<char>(c));
    } else if (c < 0x20U) {
      append_control(out, c);
    } else if (length == 0) {
      out += kReplacement;
    } else if (escaped_in_output(character->code)) {
      append_unicode_escape(out, character->code);
    } else {
      out.append(text.substr(at, length));
    }
    at += length == 0 ? 1 : length;
  }
  out.push_back('"');
}

std::string quoted(std::string_view text) {
  std::string out;
  append_string(out, text);
  return out;
}

}  // namespace tictactoe::app::json
