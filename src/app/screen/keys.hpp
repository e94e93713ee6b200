#pragma once

// Reading the full-screen face's input: the bytes a terminal sends for
// keys, mouse reports and pasted text, made into Key values. parse_key is
// a pure function over the bytes read so far and whether the wait for more
// timed out, so every case is tested without a terminal; KeyReader keeps
// the bytes between reads, bounded. No input makes it crash or wait
// forever: with `timed_out`, any bytes at all are consumed.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "app/tables/keys.hpp"

namespace tictactoe::app::screen {

/// What a key or report is.
enum class KeyKind : std::uint8_t {
  character,    ///< a printable character, Key::code (a Unicode code point, never a control)
  enter,        ///< Enter (CR, LF, keypad Enter)
  escape,       ///< Esc alone (no byte followed it within the timeout)
  backspace,    ///< Backspace (DEL or BS)
  tab,          ///< Tab
  up,           ///< the arrow keys, CSI or SS3 form, modifiers ignored
  down,         ///<
  left,         ///<
  right,        ///<
  home,         ///<
  end,          ///<
  page_up,      ///<
  page_down,    ///<
  del,          ///< Delete
  f1,           ///< F1 (SS3 P, CSI 11~, CSI P, and the Linux console's CSI [ A)
  control,      ///< Ctrl and a letter, Key::code the small letter ('c' for Ctrl-C, 0x03)
  mouse,        ///< a mouse report, in Key::mouse
  paste_start,  ///< bracketed paste begins (CSI 200~)
  paste_end,    ///< bracketed paste ends (CSI 201~)
  sync_report,  ///< the terminal's answer to DECRQM ?2026: Key::code 1 when synchronized output works
};

/// Which mouse button a report names.
enum class MouseButton : std::uint8_t { left, middle, right, none, wheel_up, wheel_down };

/// A mouse report, its position 0-based (column 0 is the leftmost).
struct Mouse {
  MouseButton button = MouseButton::none;
  bool pressed = false;  ///< a press (or wheel); false for a release
  bool motion = false;   ///< the pointer moved with the button held (mode 1002)
  std::size_t column = 0;
  std::size_t row = 0;
  bool operator==(const Mouse&) const = default;
};

/// One key or report.
struct Key {
  KeyKind kind = KeyKind::character;
  char32_t code = 0;    ///< KeyKind::character: the code point; control: the letter; sync_report: 1 or 0
  Mouse mouse{};        ///< KeyKind::mouse only
  bool pasted = false;  ///< between paste_start and paste_end (set by KeyReader)
  bool operator==(const Key&) const = default;
};

/// The longest escape sequence read whole; a longer one is skipped.
inline constexpr std::size_t kMaxSequence = 64;

/// The result of parse_key: how many bytes of the front of the input were
/// used, and the key they make, if any (an unknown or malformed sequence,
/// a NUL or an invalid UTF-8 byte uses its bytes and makes none).
struct Parsed {
  std::size_t used = 0;  ///< 0: the bytes so far begin a sequence; wait for more
  std::optional<Key> key;
};

/// Reads the first key of `bytes`. Needs more (used 0) only when `bytes`
/// is a proper prefix of a sequence or a UTF-8 character and `timed_out`
/// is false; with `timed_out`, a lone ESC is KeyKind::escape and an
/// unfinished sequence is skipped. Sequences: CSI (ESC [) and SS3 (ESC O)
/// arrows, Home, End, F1, the `~` keys; SGR mouse (CSI < b;x;y M/m) and
/// X10 mouse (CSI M and three bytes); bracketed paste marks; the DECRQM
/// answer for mode 2026; anything else of CSI form is skipped whole. A
/// terminal's strings, DCS (ESC P), OSC (ESC ]), APC (ESC _), PM (ESC ^)
/// and SOS (ESC X), are skipped whole to their BEL, ST (ESC and a
/// backslash), CAN or SUB, or to the ESC of a sequence after them. ESC
/// followed by a key that begins no sequence is that key with Alt, and no
/// key (Alt+y is not y); ESC ESC is Esc, then what follows. The 8-bit C1
/// forms (0x9b, 0x90...) are not read: in UTF-8 they are no character and
/// are skipped a byte at a time. Precondition: none (an empty `bytes` uses
/// nothing).
Parsed parse_key(std::string_view bytes, bool timed_out);

/// The bytes read from the terminal, made into keys. Holds at most
/// kBufferSize bytes; once full, the front is parsed as timed out, and an
/// escape sequence cut off that way has its remaining parameter bytes
/// skipped rather than read as typed characters. A string is held until it
/// ends, so one longer than the buffer (or cut by the Esc timeout) is
/// dropped there, and what comes after it is read again.
class KeyReader {
 public:
  static constexpr std::size_t kBufferSize = 4096;

  /// How many more bytes push() can take now.
  [[nodiscard]] std::size_t room() const { return kBufferSize - buffer_.size(); }
  /// Adds bytes read from the terminal (at most room(); the rest is dropped).
  void push(std::string_view bytes);
  /// True when bytes are held that may begin a sequence: the caller waits
  /// for more at most the Esc timeout, then calls keys(true).
  [[nodiscard]] bool pending() const { return !buffer_.empty(); }
  /// The keys the bytes held make; with `timed_out`, all of them are used.
  /// Keys between paste marks come with Key::pasted set (the marks too).
  std::vector<Key> keys(bool timed_out);

 private:
  std::string buffer_;
  bool pasting_ = false;
  bool skipping_ = false;  // inside a sequence too long to keep: skip to its final byte
};

/// The row of kKeys `key` presses at `place` (Place bits) in games of
/// `modes` (Use bits); nullptr when it presses none there. A character is
/// read by physical() (any case, any of the layouts); a pasted key or a
/// mouse report presses none.
const KeySpec* key_at(const Key& key, std::uint8_t place, std::uint8_t modes = use_play);

/// True when `key` is one of the keys of `row` (wherever it is read).
bool presses(const KeySpec& row, const Key& key);

}  // namespace tictactoe::app::screen
