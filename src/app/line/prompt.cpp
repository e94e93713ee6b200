#include "app/line/prompt.hpp"

#include <algorithm>
#include <istream>
#include <ostream>
#include <vector>

#include "app/flow/narration.hpp"
#include "app/text/layout.hpp"

namespace tictactoe::app {

Prompt::Prompt(std::istream& in, std::ostream& out, const Style& style, Environment environment)
    : in_(in), out_(out), style_(style), environment_(std::move(environment)) {}

void Prompt::new_line_after_prompt(std::string_view text) {
  if (after_prompt_ && !text.starts_with('\n')) out_ << '\n';
  after_prompt_ = false;
}

void Prompt::write(std::string_view text) {
  new_line_after_prompt(text);
  out_ << text;
}

void Prompt::flush() {
  new_line_after_prompt({});
  out_.flush();
}

void Prompt::line(std::string_view text) {
  new_line_after_prompt(text);
  if (style_.columns > 0 && display_width(text) > style_.columns) {
    out_ << wrap(text, style_.columns, 0, style_.text.direction());
  } else {
    out_ << text << '\n';
  }
}

void Prompt::say(Msg id, std::initializer_list<Arg> args) { line(style_.text(id, args)); }

std::optional<Stop> Prompt::must_stop() const {
  if (environment_.interrupted()) return Stop::interrupted;
  if (!out_) return Stop::output_closed;
  return std::nullopt;
}

Reply<Entry> Prompt::ask(std::string_view prompt, Where where, std::uint8_t modes) {
  new_line_after_prompt(prompt);
  out_ << prompt << std::flush;
  if (!out_) return Stop::output_closed;  // nobody is reading any more
  after_prompt_ = true;
  environment_.showing_prompt(prompt);
  const auto line = read_line(in_);
  environment_.showing_prompt({});
  if (environment_.columns) style_.columns = environment_.columns();
  if (!line) {
    if (environment_.interrupted()) return Stop::interrupted;
    return environment_.input_error() ? Stop::read_error : Stop::end_of_input;
  }
  // A line ended by Ctrl-D rather than Enter left the cursor after what was
  // typed: on a terminal, the answer starts on a line of its own.
  if (in_.eof() && style_.columns > 0) out_ << '\n';
  // An answer typed at a terminal ends with its Enter, which took the
  // cursor to a new line; a piped one left it after the prompt.
  if (input_echoed() || (in_.eof() && style_.columns > 0)) after_prompt_ = false;
  Entry entry{std::nullopt, std::string(trim(line->text)), line->too_long};
  if (!entry.too_long) entry.command = parse_command(entry.text, where, modes, style_.text);
  if (entry.command == Command::quit) return Stop::quit;
  return entry;
}

namespace {

// The choices of `items` as the menu shows them, listed for the line after
// a bad answer with the language's separator: "hvh, hvc, cvc", "лёгкий,
// средний, ...", "简单、中等、...".
std::string word_list(std::span<const MenuItem> items, const Catalogue& text) {
  std::vector<std::string> words;
  words.reserve(items.size());
  for (const MenuItem& item : items) words.push_back(shown_word(item, text));
  return joined(words, text);
}

// True when a word of `label` after its first starts with `key` (by
// match_key): "computer" in "human vs computer".
bool later_word_starts_with(std::string_view label, const std::string& key) {
  for (auto blank = label.find(' '); blank != std::string_view::npos; blank = label.find(' ')) {
    label.remove_prefix(blank + 1);
    if (match_key(label.substr(0, label.find(' '))).starts_with(key)) return true;
  }
  return false;
}

// The items whose word or label (in the player's language: "лёгкий" for
// easy) is `typed`, compared by match_key ("Легкий" is "лёгкий"); failing
// that, whose word starts with it; failing that, whose label starts with
// it, and when one does, also those with a later word of the label
// starting with it, so that "computer" (which starts "computer vs
// computer" and ends "human vs computer") names neither alone.
std::vector<std::size_t> matches(std::span<const MenuItem> items, std::string_view typed, const Catalogue& text) {
  const std::string key = match_key(typed);
  std::vector<std::size_t> exact;
  std::vector<std::size_t> by_word;
  std::vector<std::size_t> by_label;
  std::vector<std::size_t> inside;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const std::string word = match_key(items[i].word);
    const std::string label = items[i].label ? text(*items[i].label) : std::string();
    const bool labelled = items[i].label.has_value();
    if (key == word || (labelled && key == match_key(label))) exact.push_back(i);
    if (word.starts_with(key)) by_word.push_back(i);
    if (labelled && match_key(label).starts_with(key)) {
      by_label.push_back(i);
    } else if (labelled && later_word_starts_with(label, key)) {
      inside.push_back(i);
    }
  }
  if (!exact.empty()) return exact;
  if (!by_word.empty() || by_label.empty()) return by_word;
  by_label.insert(by_label.end(), inside.begin(), inside.end());
  return by_label;
}

}  // namespace

std::variant<std::size_t, std::string> Prompt::pick(const Entry& entry, std::span<const MenuItem> items) const {
  const std::string range = text(Msg::number_range, {1, items.size()});
  const std::string again = text(Msg::type_choice, {range, word_list(items, style_.text)});
  if (entry.too_long) return text(Msg::two_sentences, {text(Msg::input_too_long), again});
  const auto number = parse_number(entry.text, 1, static_cast<int>(items.size()));
  if (const int* choice = std::get_if<int>(&number)) return static_cast<std::size_t>(*choice - 1);
  if (std::get<InputError>(number) == InputError::out_of_range) {
    return text(Msg::two_sentences, {text(Msg::input_out_of_range, {printable(entry.text)}), again});
  }
  const auto found = matches(items, entry.text, style_.text);
  if (found.size() == 1) return found.front();
  const Msg reason = found.empty() ? Msg::menu_no_such_choice : Msg::menu_ambiguous;
  return text(Msg::two_sentences, {text(reason, {printable(entry.text)}), again});
}

std::string Prompt::menu_lines(std::span<const MenuItem> items) const {
  std::string lines;
  for (const std::string& line : menu_item_lines(style_, items)) lines += line + "\n";
  return lines;
}

Reply<std::size_t> Prompt::choose(std::string_view title, std::span<const MenuItem> items, std::size_t fallback) {
  write('\n' + std::string(title) + '\n' + menu_lines(items));
  const std::string range = text(Msg::number_range, {1, items.size()});
  const std::string prompt = text(Msg::menu_prompt_default, {range, fallback + 1});
  for (;;) {
    auto entry = ask(prompt, at_menu);
    if (!entry) return entry.stop();
    if (entry->command == Command::help) {
      write(wrap(text(Msg::menu_help, {shown_word(items[fallback], style_.text)}), style_.width(kPlayWidth), 0,
                 style_.text.direction()));
      continue;
    }
    if (entry->text.empty() && !entry->too_long) return fallback;
    auto picked = pick(*entry, items);
    if (const auto* choice = std::get_if<std::size_t>(&picked)) return *choice;
    line(std::get<std::string>(picked));
  }
}

Reply<Command> Prompt::answer(std::string_view prompt, Where where, std::uint8_t modes, Command fallback, Msg retry) {
  for (;;) {
    auto entry = ask(prompt, where, modes);
    if (!entry) return entry.stop();
    if (entry->command) return *entry->command;
    if (entry->text.empty() && !entry->too_long) return fallback;
    const std::string reason =
        entry->too_long ? text(Msg::input_too_long) : text(Msg::input_not_an_answer, {printable(entry->text)});
    line(text(Msg::two_sentences, {reason, text(retry)}));
  }
}

std::string Prompt::reject(InputError error, std::string_view text, Msg what, std::string_view range) const {
  const auto reason = [&]() -> std::string {
    switch (error) {
      case InputError::empty: return this->text(Msg::input_empty);
      case InputError::too_long: return this->text(Msg::input_too_long);
      case InputError::not_a_number: return this->text(Msg::input_not_a_number, {printable(text)});
      case InputError::out_of_range: return this->text(Msg::input_out_of_range, {printable(text)});
    }
    return {};  // GCOVR_EXCL_LINE: the switch covers every InputError
  };
  return this->text(Msg::two_sentences, {reason(), this->text(what, {range})});
}

}  // namespace tictactoe::app
