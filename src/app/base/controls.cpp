#include "app/base/controls.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace tictactoe::app {

namespace {

constexpr std::array<std::pair<char32_t, char32_t>, 18> kEscaped{{
    {0x00, 0x1f},
    {0x7f, 0xa0},
    {0xad, 0xad},
    {0x61c, 0x61c},
    {0x115f, 0x1160},
    {0x1680, 0x1680},
    {0x180e, 0x180e},
    {0x2000, 0x200b},
    {0x200e, 0x200f},
    {0x2028, 0x202f},
    {0x205f, 0x206f},
    {0x2800, 0x2800},
    {0x3000, 0x3000},
    {0x3164, 0x3164},
    {0xfeff, 0xfeff},
    {0xffa0, 0xffa0},
    {0xfff9, 0xfffb},
    {0xe0000, 0xe007f},
}};

}  // namespace

bool escaped_in_output(char32_t code) {
  return std::ranges::any_of(kEscaped, [&](const auto& range) { return code >= range.first && code <= range.second; });
}

}  // namespace tictactoe::app
