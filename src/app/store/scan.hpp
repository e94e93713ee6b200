#pragma once

// The fast way through a history line: one pass over its bytes that checks
// the strict JSON grammar and takes out the record's members as it goes,
// with no tree and, once `record` has grown, no allocation. It answers only
// for the lines it is sure of, the shape the game writes: the members the
// record and withdrawal lines know (record.hpp), each once, keys and string
// values without a backslash escape, `v` written 1, seed a plain whole
// number, moves single digits. Anything else (unknown members, escapes,
// wrong types, lines that are not JSON at all) is left to parse_line, so
// together they read every line exactly as parse_line alone does. No I/O.

#include <cstdint>
#include <string_view>

#include "app/store/record.hpp"

namespace tictactoe::app::storage {

/// What scan_line made of a line.
enum class Scan : std::uint8_t {
  game,        ///< a finished game: parse_line(line) holds a GameRecord equal to `record`
  withdrawal,  ///< a withdrawal: parse_line(line) holds Withdrawal{record.id, record.time}
  unsure,      ///< not said: ask parse_line (which may accept or refuse the line)
};

/// Reads `line` (without its newline) into `record`, reusing its strings'
/// and vector's storage. For Scan::withdrawal only `record.id` (the id
/// withdrawn) and `record.time` are set; for Scan::unsure `record` holds
/// nothing meaningful.
Scan scan_line(std::string_view line, GameRecord& record);

}  // namespace tictactoe::app::storage
