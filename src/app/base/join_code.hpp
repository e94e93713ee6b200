#pragma once

// The code a guest must give to join a host: 40 random bits shown as eight
// characters in two groups, "7KQ4-MX2P", from an alphabet with no 0/O or
// 1/I to misread. Made from bits the caller draws (sys/ draws them from the
// system's generator); read back in any case, with or without the dash;
// compared in constant time. No I/O.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace tictactoe::app {

/// The 32 characters of a code, 5 bits each.
inline constexpr std::string_view kCodeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/// The characters of a code, without its dash.
inline constexpr std::size_t kCodeLength = 8;

/// The code of the low 40 bits of `bits`: "XXXX-XXXX".
std::string format_code(std::uint64_t bits);

/// `typed` as a code in its one form ("7kq4mx2p" is "7KQ4-MX2P"): eight
/// characters of the alphabet, in any case, a dash after the fourth or
/// none; std::nullopt for anything else.
std::optional<std::string> normal_code(std::string_view typed);

/// True when `typed` is the code `expected` (in its normal form), in a time
/// that depends on neither's characters. A typed code not in the normal
/// form is compared as well, and is never a match.
bool code_matches(std::string_view expected, std::string_view typed);

}  // namespace tictactoe::app
