#include "app/base/join_code.hpp"

#include <cctype>

namespace tictactoe::app {

std::string format_code(std::uint64_t bits) {
  std::string code;
  for (std::size_t i = 0; i < kCodeLength; ++i) {
    if (i == kCodeLength / 2) code += '-';
    code += kCodeAlphabet[(bits >> (5 * (kCodeLength - 1 - i))) & 31U];
  }
  return code;
}

std::optional<std::string> normal_code(std::string_view typed) {
  std::string letters;
  for (std::size_t i = 0; i < typed.size(); ++i) {
    if (typed[i] == '-' && i == kCodeLength / 2 && letters.size() == kCodeLength / 2) continue;
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(typed[i])));
    if (kCodeAlphabet.find(upper) == std::string_view::npos || letters.size() == kCodeLength) return std::nullopt;
    letters += upper;
  }
  if (letters.size() != kCodeLength) return std::nullopt;
  return format_code([&] {
    std::uint64_t bits = 0;
    for (const char c : letters) bits = (bits << 5U) | kCodeAlphabet.find(c);
    return bits;
  }());
}

bool code_matches(std::string_view expected, std::string_view typed) {
  const auto normal = normal_code(typed);
  const std::string_view given = normal ? std::string_view(*normal) : expected;
  // Every byte compared, whatever differs; a code in no normal form compares
  // the expected code with itself and is refused after the same work.
  unsigned difference = normal ? 0U : 1U;
  if (given.size() != expected.size()) return false;
  for (std::size_t i = 0; i < expected.size(); ++i)
    difference |= static_cast<unsigned>(static_cast<unsigned char>(expected[i]) ^ static_cast<unsigned char>(given[i]));
  return difference == 0;
}

}  // namespace tictactoe::app
