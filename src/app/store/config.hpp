#pragma once

// The preferences file, read as lines: `key = value`, blank lines and
// lines starting with '#' (after blanks) ignored. What a key means is the
// option table's business (tables/); this only cuts lines. No more than
// kMaxConfigBytes are read.

#include <cstddef>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace tictactoe::app::storage {

/// The largest preferences file read; the rest is ignored with a warning.
inline constexpr std::size_t kMaxConfigBytes = 65536;

/// One `key = value` line: key and value with blanks trimmed.
struct Setting {
  std::size_t line;  ///< 1-based
  std::string key;
  std::string value;
};

/// The lines of a preferences file: its settings in order, and the
/// numbers of lines that are not `key = value` (no '=', or no key).
struct ConfigLines {
  std::vector<Setting> settings;
  std::vector<std::size_t> malformed;  ///< 1-based line numbers
  bool truncated = false;              ///< longer than kMaxConfigBytes
};

/// The lines of the text of a preferences file (see ConfigLines). A '\r'
/// before a newline is a blank; bytes are kept as they are.
ConfigLines parse_config(std::string_view text);

/// Reads at most kMaxConfigBytes + 1 bytes of the file at `path` into
/// `text`. Opened without blocking (a FIFO never hangs) and checked first
/// (owned.hpp, FileUse::preferences): the user's own regular file, which
/// no one else may write (a symbolic link to one is fine). Returns a
/// Refusal, the error of open or read (ENOENT: no file, which is no error
/// to the caller), else an empty code.
std::error_code read_config_file(const std::string& path, std::string& text);

}  // namespace tictactoe::app::storage
