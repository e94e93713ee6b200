#pragma once

// The directional isolates that right-to-left text carries (LRI, RLI and
// FSI, each closed by a PDI): a check that a row of text pairs them, as
// the layout, the screen's view and the full-screen face must.

#include <sys/wait.h>
#include <unistd.h>

#include <cstddef>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "app/text/layout.hpp"

namespace tictactoe::test {

/// Whether `row`'s directional isolates are paired: no PDI closes nothing,
/// none is left open. A byte that is not UTF-8 counts as no isolate.
inline bool paired(std::string_view row) {
  int depth = 0;
  for (std::size_t i = 0; i < row.size();) {
    const auto decoded = app::decode_utf8(row.substr(i));
    const char32_t code = decoded ? decoded->code : 0;
    i += decoded ? decoded->length : 1;
    if (code >= 0x2066 && code <= 0x2068) ++depth;
    if (code == 0x2069 && --depth < 0) return false;
  }
  return depth == 0;
}

/// `text` (UTF-8) split into its characters.
inline std::vector<std::string> characters(std::string_view text) {
  std::vector<std::string> chars;
  for (std::size_t i = 0; i < text.size();) {
    const auto lead = static_cast<unsigned char>(text[i]);
    const std::size_t length = lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4;
    chars.emplace_back(text.substr(i, length));
    i += length;
  }
  return chars;
}

/// LRM, RLM and the isolates: what takes no room on a bidi terminal.
inline bool is_bidi_mark(const std::string& c) {
  return c == "\u200e" || c == "\u200f" || c == "\u2066" || c == "\u2067" || c == "\u2068" || c == "\u2069";
}

/// fribidi's visual map: a line's logical indices from left to right.
inline constexpr std::string_view kFribidi = "fribidi --nobreak --novisual --vtol";

/// ICU's (tests/bidi_icu.py, through PyICU; exits 77 without it).
inline std::string icu_bidi(std::string_view source_dir) {
  return "/usr/bin/python3 " + std::string(source_dir) + "/tests/bidi_icu.py";
}

/// Each of `lines` as a bidi terminal shows it, left to right, the marks
/// and isolates (which take no room) left out, by `command`: a program that
/// reads lines and writes, for each, the logical index of each character in
/// visual order (kFribidi, icu_bidi). std::nullopt when it cannot run (not
/// installed: status 127, or 77 from bidi_icu.py).
inline std::optional<std::vector<std::string>> shown_by(std::string_view command,
                                                        const std::vector<std::string>& lines) {
  const auto dir = std::filesystem::temp_directory_path();
  const std::string tag = std::to_string(::getpid()) + "_" + std::to_string(std::hash<std::string_view>{}(command));
  const auto in = dir / ("tictactoe_bidi_in_" + tag);
  const auto out = dir / ("tictactoe_bidi_out_" + tag);
  {
    std::ofstream file(in);
    for (const std::string& line : lines) file << line << '\n';
  }
  const std::string run = std::string(command) + " <" + in.string() + " >" + out.string() + " 2>/dev/null";
  const int status = std::system(run.c_str());
  std::vector<std::string> shown;
  if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 0) {
    std::ifstream maps(out);
    for (const std::string& line : lines) {
      std::string map;
      std::getline(maps, map);
      const auto chars = characters(line);
      std::istringstream positions(map);
      std::string visual;
      for (std::size_t at = 0; positions >> at;) {
        if (at < chars.size() && !is_bidi_mark(chars[at])) visual += chars[at];
      }
      shown.push_back(visual);
    }
  }
  std::filesystem::remove(in);
  std::filesystem::remove(out);
  if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return std::nullopt;
  return shown;
}

}  // namespace tictactoe::test
