#include "app/screen/keys.hpp"

#include <algorithm>
#include <array>

#include "app/base/utf8.hpp"

namespace tictactoe::app::screen {

namespace {

constexpr char kEsc = '\x1b';
constexpr char kBel = '\x07';
constexpr char kCan = '\x18';
constexpr char kSub = '\x1a';
constexpr unsigned kMaxNumber = 100'000;  // numbers in a sequence are capped here (no overflow)

Parsed key_of(std::size_t used, KeyKind kind, char32_t code = 0) { return {used, Key{.kind = kind, .code = code}}; }

// A control byte (0x00-0x1f, 0x7f) other than ESC.
Parsed control(unsigned char byte) {
  switch (byte) {
    case '\r':
    case '\n': return key_of(1, KeyKind::enter);
    case '\t': return key_of(1, KeyKind::tab);
    case 0x08:
    case 0x7f: return key_of(1, KeyKind::backspace);
    case 0x00: return {1, std::nullopt};
    default: return key_of(1, KeyKind::control, static_cast<char32_t>('a' + byte - 1));
  }
}

// A UTF-8 character from the front of `bytes` (its lead byte >= 0x80).
Parsed character(std::string_view bytes, bool timed_out) {
  if (!timed_out && utf8_cut_short(bytes)) return {};  // the rest of it is still to come
  const auto decoded = decode_utf8(bytes);
  if (!decoded) return {1, std::nullopt};
  if (decoded->code < 0xa0) return {decoded->length, std::nullopt};  // a C1 control is no character
  return key_of(decoded->length, KeyKind::character, decoded->code);
}

// The numbers of a CSI sequence's parameters ("1;5" is {1, 5}); an empty
// one is 0.
std::vector<unsigned> numbers(std::string_view parameters) {
  std::vector<unsigned> out{0};
  for (const char c : parameters) {
    if (c == ';' || c == ':') {
      out.push_back(0);
    } else if (c >= '0' && c <= '9') {
      out.back() = std::min(kMaxNumber, out.back() * 10 + static_cast<unsigned>(c - '0'));
    }
  }
  return out;
}

// CSI n ~ keys.
std::optional<Key> tilde_key(unsigned number) {
  switch (number) {
    case 1:
    case 7: return Key{.kind = KeyKind::home};
    case 4:
    case 8: return Key{.kind = KeyKind::end};
    case 3: return Key{.kind = KeyKind::del};
    case 5: return Key{.kind = KeyKind::page_up};
    case 6: return Key{.kind = KeyKind::page_down};
    case 11: return Key{.kind = KeyKind::f1};
    case 200: return Key{.kind = KeyKind::paste_start};
    case 201: return Key{.kind = KeyKind::paste_end};
    default: return std::nullopt;
  }
}

// A final byte naming a key in both CSI and SS3 form (A-D, H, F, P).
std::optional<Key> final_key(char final) {
  switch (final) {
    case 'A': return Key{.kind = KeyKind::up};
    case 'B': return Key{.kind = KeyKind::down};
    case 'C': return Key{.kind = KeyKind::right};
    case 'D': return Key{.kind = KeyKind::left};
    case 'H': return Key{.kind = KeyKind::home};
    case 'F': return Key{.kind = KeyKind::end};
    case 'P': return Key{.kind = KeyKind::f1};
    case 'M': return Key{.kind = KeyKind::enter};  // SS3 M: keypad Enter
    default: return std::nullopt;
  }
}

// The button bits of a mouse report (SGR's number, X10's byte less 32).
Mouse mouse_of(unsigned bits, unsigned column, unsigned row, bool pressed) {
  constexpr unsigned kMotion = 32;
  constexpr unsigned kWheel = 64;
  Mouse mouse{.pressed = pressed, .motion = (bits & kMotion) != 0, .column = column - 1, .row = row - 1};
  const unsigned button = bits & 3U;
  if ((bits & kWheel) != 0) {
    mouse.button = button == 0 ? MouseButton::wheel_up : MouseButton::wheel_down;
  } else {
    mouse.button = std::array{MouseButton::left, MouseButton::middle, MouseButton::right, MouseButton::none}[button];
  }
  if (mouse.button == MouseButton::none) mouse.pressed = false;  // X10's release names no button
  return mouse;
}

// CSI < b ; x ; y M (press) or m (release), positions 1-based.
std::optional<Key> sgr_mouse(std::string_view parameters, char final) {
  const auto values = numbers(parameters.substr(1));
  if (values.size() != 3 || values[1] == 0 || values[2] == 0) return std::nullopt;
  return Key{.kind = KeyKind::mouse, .mouse = mouse_of(values[0], values[1], values[2], final == 'M')};
}

// CSI ? 2026 ; n $ y: the answer to DECRQM for synchronized output (n 1-4
// means the terminal knows the mode; 1 set, 2 reset, 3 and 4 permanently).
std::optional<Key> sync_answer(std::string_view parameters, std::string_view intermediates) {
  const auto values = numbers(parameters.substr(1));
  if (intermediates != "$" || values.size() != 2 || values[0] != 2026) return std::nullopt;
  const bool works = values[1] == 1 || values[1] == 2 || values[1] == 3;
  return Key{.kind = KeyKind::sync_report, .code = works ? 1U : 0U};
}

// A whole CSI sequence: its parameter bytes, intermediates and final byte.
std::optional<Key> csi_key(std::string_view parameters, std::string_view intermediates, char final) {
  const char prefix = parameters.empty() ? '\0' : parameters[0];
  if (prefix == '<' && intermediates.empty() && (final == 'M' || final == 'm')) return sgr_mouse(parameters, final);
  if (prefix == '?' && final == 'y') return sync_answer(parameters, intermediates);
  if (prefix == '<' || prefix == '=' || prefix == '>' || prefix == '?' || !intermediates.empty()) return std::nullopt;
  if (final == '~') return tilde_key(numbers(parameters).front());
  return final == 'M' ? std::nullopt : final_key(final);  // CSI M is no key (SS3 M is keypad Enter)
}

// ESC [ M b x y: an X10 mouse report, three raw bytes each 32 more than
// its value (positions 1-based, so a byte below 33 is no position).
Parsed x10_mouse(std::string_view bytes, bool timed_out) {
  constexpr std::size_t kLength = 6;
  if (bytes.size() < kLength) return timed_out ? Parsed{bytes.size(), std::nullopt} : Parsed{};
  const auto value = [&](std::size_t i) { return static_cast<unsigned>(static_cast<unsigned char>(bytes[i])); };
  if (value(3) < 32 || value(4) < 33 || value(5) < 33) return {kLength, std::nullopt};
  const unsigned bits = value(3) - 32;
  return {kLength,
          Key{.kind = KeyKind::mouse, .mouse = mouse_of(bits, value(4) - 32, value(5) - 32, (bits & 3U) != 3)}};
}

// ESC [ [ A-E: the Linux console's F1-F5 (only F1 is a key here).
Parsed linux_function_key(std::string_view bytes, bool timed_out) {
  if (bytes.size() < 4) return timed_out ? Parsed{bytes.size(), std::nullopt} : Parsed{};
  if (bytes[3] == 'A') return key_of(4, KeyKind::f1);
  return {bytes[3] >= 'B' && bytes[3] <= 'E' ? std::size_t{4} : std::size_t{3}, std::nullopt};
}

// ESC [ ...: parameter bytes (0x30-0x3f), intermediates (0x20-0x2f), a
// final byte (0x40-0x7e). A byte out of place ends the sequence unread;
// one longer than kMaxSequence is skipped (KeyReader skips the rest).
Parsed csi(std::string_view bytes, bool timed_out) {
  if (bytes.size() >= 3 && bytes[2] == 'M') return x10_mouse(bytes, timed_out);
  if (bytes.size() >= 3 && bytes[2] == '[') return linux_function_key(bytes, timed_out);
  std::size_t at = 2;
  while (at < bytes.size() && bytes[at] >= 0x30 && bytes[at] <= 0x3f) ++at;
  const std::size_t parameters_end = at;
  while (at < bytes.size() && bytes[at] >= 0x20 && bytes[at] <= 0x2f) ++at;
  if (at >= kMaxSequence) return {at, std::nullopt};
  if (at == bytes.size()) return timed_out ? Parsed{at, std::nullopt} : Parsed{};
  const char final = bytes[at];
  if (final < 0x40 || final > 0x7e) return {at, std::nullopt};
  return {at + 1,
          csi_key(bytes.substr(2, parameters_end - 2), bytes.substr(parameters_end, at - parameters_end), final)};
}

// ESC P (DCS), ESC ] (OSC), ESC _ (APC), ESC ^ (PM) and ESC X (SOS)
// begin a string: a terminal's reply, a title, a paste's payload.
bool begins_string(char second) {
  return second == 'P' || second == ']' || second == '_' || second == '^' || second == 'X';
}

// A string, skipped whole to its end: BEL (xterm ends OSC with it), ST
// (ESC \), or CAN or SUB (which cancel it); an ESC followed by anything
// else ends it too, unused (a sequence begins there). Unfinished, it waits
// for more (KeyReader holds at most its buffer: a longer one is dropped
// when the buffer fills), or with `timed_out` is dropped as it is.
Parsed control_string(std::string_view bytes, bool timed_out) {
  for (std::size_t at = 2; at < bytes.size(); ++at) {
    const char byte = bytes[at];
    if (byte == kBel || byte == kCan || byte == kSub) return {at + 1, std::nullopt};
    if (byte != kEsc) continue;
    if (at + 1 == bytes.size()) break;  // ST or a new sequence: the next byte says
    return {bytes[at + 1] == '\\' ? at + 2 : at, std::nullopt};
  }
  return timed_out ? Parsed{bytes.size(), std::nullopt} : Parsed{};
}

// ESC and a key that begins no sequence: that key with Alt, which means
// nothing here (Alt+y is not y), all its bytes used.
Parsed alt_key(std::string_view bytes, bool timed_out) {
  const Parsed key = parse_key(bytes.substr(1), timed_out);
  return key.used == 0 ? Parsed{} : Parsed{1 + key.used, std::nullopt};
}

// A sequence starting with ESC.
Parsed escape(std::string_view bytes, bool timed_out) {
  if (bytes.size() == 1) return timed_out ? key_of(1, KeyKind::escape) : Parsed{};
  const char second = bytes[1];
  if (second == '[') return csi(bytes, timed_out);
  if (begins_string(second)) return control_string(bytes, timed_out);
  if (second == kEsc) return key_of(1, KeyKind::escape);  // Esc twice: the first is Esc
  if (second != 'O') return alt_key(bytes, timed_out);
  if (bytes.size() == 2) return timed_out ? Parsed{2, std::nullopt} : Parsed{};  // Alt+O
  return {3, final_key(bytes[2])};
}

}  // namespace

Parsed parse_key(std::string_view bytes, bool timed_out) {
  if (bytes.empty()) return {};
  const auto lead = static_cast<unsigned char>(bytes[0]);
  if (lead == kEsc) return escape(bytes, timed_out);
  if (lead < 0x20 || lead == 0x7f) return control(lead);
  if (lead < 0x80) return key_of(1, KeyKind::character, lead);
  return character(bytes, timed_out);
}

void KeyReader::push(std::string_view bytes) { buffer_.append(bytes.substr(0, std::min(bytes.size(), room()))); }

std::vector<Key> KeyReader::keys(bool timed_out) {
  std::vector<Key> out;
  std::size_t at = 0;
  const bool full = room() == 0;
  while (at < buffer_.size()) {
    if (skipping_) {  // a parameter or intermediate byte is still inside; a final byte ends it
      const char byte = buffer_[at];
      skipping_ = byte >= 0x20 && byte <= 0x3f;
      if (byte >= 0x20 && byte <= 0x7e) ++at;
      continue;
    }
    const std::string_view rest = std::string_view(buffer_).substr(at);
    const Parsed parsed = parse_key(rest, timed_out || full);
    if (parsed.used == 0) break;
    skipping_ = !parsed.key && rest.starts_with("\x1b[") && parsed.used >= kMaxSequence;
    at += parsed.used;
    if (!parsed.key) continue;
    Key key = *parsed.key;
    if (key.kind == KeyKind::paste_start) pasting_ = true;
    key.pasted = pasting_;
    if (key.kind == KeyKind::paste_end) pasting_ = false;
    out.push_back(key);
  }
  buffer_.erase(0, at);
  return out;
}

namespace {

// The name kKeys gives `kind`, if it names it.
std::optional<NamedKey> named(KeyKind kind) {
  switch (kind) {
    case KeyKind::enter: return NamedKey::enter;
    case KeyKind::escape: return NamedKey::escape;
    case KeyKind::f1: return NamedKey::f1;
    case KeyKind::up: return NamedKey::up;
    case KeyKind::down: return NamedKey::down;
    case KeyKind::left: return NamedKey::left;
    case KeyKind::right: return NamedKey::right;
    case KeyKind::home: return NamedKey::home;
    case KeyKind::end: return NamedKey::end;
    default: return std::nullopt;  // characters are read by their letters; the rest press nothing
  }
}

}  // namespace

bool presses(const KeySpec& row, const Key& key) {
  if (key.pasted || key.kind == KeyKind::mouse) return false;
  if (key.kind == KeyKind::character) return row.letters.find(physical(key.code)) != std::u32string_view::npos;
  const auto name = named(key.kind);
  return name && (row.named & key_bit(*name)) != 0;
}

const KeySpec* key_at(const Key& key, std::uint8_t place, std::uint8_t modes) {
  const auto* row = std::ranges::find_if(kKeys, [&](const KeySpec& spec) {
    return (spec.places & place) != 0 && (spec.modes & modes) != 0 && presses(spec, key);
  });
  return row == kKeys.end() ? nullptr : row;
}

}  // namespace tictactoe::app::screen
