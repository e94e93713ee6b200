#pragma once

// A small, strict JSON (RFC 8259) writer and reader for the history file:
// no comments, no trailing commas, no NaN, no leading zeros, no duplicate
// keys, UTF-8 only (no byte order mark, no overlong forms, no surrogates
// outside escaped pairs). No I/O.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tictactoe::app::json {

/// What a JSON value is.
enum class Kind : std::uint8_t { null, boolean, number, string, array, object };

/// A parsed JSON value. Objects keep their members in order, `keys[i]`
/// naming `items[i]`; arrays keep `items` only.
struct Value {
  Kind kind = Kind::null;
  bool boolean = false;           ///< Kind::boolean
  std::string text;               ///< Kind::string: the decoded text; Kind::number: the literal as written
  std::vector<std::string> keys;  ///< Kind::object: the member names, in order, each once
  std::vector<Value> items;       ///< Kind::array: the elements; Kind::object: the member values

  /// The member `key` of an object, or nullptr (also when this is not an
  /// object).
  [[nodiscard]] const Value* find(std::string_view key) const;
  /// A number literal that is a whole number in [0, 2^32), else std::nullopt.
  [[nodiscard]] std::optional<std::uint32_t> whole() const;
};

/// The deepest nesting parse() accepts (arrays and objects inside each
/// other); deeper input is rejected, not recursed into.
inline constexpr std::size_t kMaxDepth = 16;

/// The value `text` holds, whitespace allowed around it, or std::nullopt if
/// `text` is not exactly one valid JSON value (RFC 8259, with the limits
/// above: nesting at most kMaxDepth, no duplicate keys in an object).
std::optional<Value> parse(std::string_view text);

/// Appends `text` to `out` as a JSON string with its quotes: `"` and `\`
/// escaped, U+0000-U+001F as \n, \t, ... or \u00XX; DEL, the C1 controls
/// and every other character escaped_in_output names (base/controls.hpp:
/// bidi marks, embeddings, overrides and isolates, U+2028 and U+2029,
/// invisible blanks, tags) as \uXXXX (a surrogate pair past U+FFFF), so the
/// output is harmless on a terminal and safe for JavaScript readers;
/// everything else as its UTF-8 bytes. A byte that is not part of valid UTF-8 is written as
/// U+FFFD, so the output is always valid JSON.
void append_string(std::string& out, std::string_view text);

/// `text` as a JSON string (see append_string).
std::string quoted(std::string_view text);

}  // namespace tictactoe::app::json
