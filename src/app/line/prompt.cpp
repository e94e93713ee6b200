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

std::string Prompt::menu_lines(std::span<const MenuItem> items) const {
  std::string lines;
  for (const std::string& line : menu_item_lines(style_, items)) lines += line + "\n";
  return lines;
}

Reply<Choice> Prompt::choose(std::string_view title, std::span<const MenuItem> items, std::size_t fallback) {
  write('\n' + std::string(title) + '\n' + menu_lines(items));
  const std::string range = text(Msg::number_range, {1, items.size()});
  const std::string prompt = text(Msg::menu_prompt_default, {range, fallback + 1});
  for (;;) {
    auto entry = ask(prompt, at_menu);
    if (!entry) return entry.stop();
    if (entry->command == Command::back) return Choice();
    if (entry->command == Command::help) {
      const std::string help = text(Msg::menu_help, {shown_word(items[fallback], style_.text)});
      write(wrap(text(Msg::two_sentences, {help, text(Msg::menu_help_back)}), style_.width(kPlayWidth), 0,
                 style_.text.direction()));
      continue;
    }
    if (entry->text.empty() && !entry->too_long) return Choice(fallback);
    auto picked = pick_item(style_, *entry, items);
    if (const auto* choice = std::get_if<std::size_t>(&picked)) return Choice(*choice);
    line(std::get<std::string>(picked));
  }
}

Reply<Command> Prompt::answer(std::string_view prompt, Where where, std::uint8_t modes, Command fallback,
                              std::string_view retry) {
  for (;;) {
    auto entry = ask(prompt, where, modes);
    if (!entry) return entry.stop();
    if (entry->command) return *entry->command;
    if (entry->text.empty() && !entry->too_long) return fallback;
    const auto not_now = entry->too_long ? std::nullopt : not_now_line(style_, entry->text, where, modes);
    const std::string reason = entry->too_long ? text(Msg::input_too_long)
                               : not_now       ? *not_now
                                               : text(Msg::input_not_an_answer, {printable(entry->text)});
    line(text(Msg::two_sentences, {reason, std::string(retry)}));
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
