#include "prompt.hpp"

#include <istream>
#include <ostream>

namespace tictactoe::app {

Prompt::Prompt(std::istream& in, std::ostream& out, const Style& style, std::function<bool()> interrupted)
    : in_(in), out_(out), style_(style), interrupted_(std::move(interrupted)) {}

void Prompt::write(std::string_view text) { out_ << text; }

void Prompt::flush() { out_.flush(); }

void Prompt::say(Msg id, std::initializer_list<Arg> args) { out_ << style_.text(id, args) << '\n'; }

std::optional<Stop> Prompt::must_stop() const {
  if (interrupted_()) return Stop::interrupted;
  if (!out_) return Stop::output_closed;
  return std::nullopt;
}

Reply<Entry> Prompt::ask(std::string_view prompt, Where where) {
  out_ << prompt << std::flush;
  if (!out_) return Stop::output_closed;  // nobody is reading any more
  const auto line = read_line(in_);
  if (!line) return interrupted_() ? Stop::interrupted : Stop::end_of_input;
  Entry entry{std::nullopt, std::string(trim(line->text)), line->too_long};
  if (!entry.too_long) entry.command = parse_command(entry.text, where);
  if (entry.command == Command::quit) return Stop::quit;
  return entry;
}

Reply<std::size_t> Prompt::choose(std::string_view title, std::span<const Msg> items,
                                  std::optional<std::size_t> fallback) {
  out_ << '\n' << title << '\n';
  for (std::size_t i = 0; i < items.size(); ++i) say(Msg::menu_item, {i + 1, text(items[i])});
  const std::string range = "1-" + std::to_string(items.size());
  const std::string prompt =
      fallback ? text(Msg::menu_prompt_default, {range, *fallback + 1}) : text(Msg::menu_prompt, {range});
  for (;;) {
    auto entry = ask(prompt, at_menu);
    if (!entry) return entry.stop();
    if (entry->text.empty() && fallback && !entry->too_long) return *fallback;
    const auto parsed = entry->too_long ? std::variant<int, InputError>(InputError::too_long)
                                        : parse_number(entry->text, 1, static_cast<int>(items.size()));
    if (const int* choice = std::get_if<int>(&parsed)) return static_cast<std::size_t>(*choice - 1);
    out_ << reject(std::get<InputError>(parsed), entry->text, Msg::type_choice, range) << '\n';
  }
}

Reply<Command> Prompt::answer(std::string_view prompt, Where where, Command fallback, Msg retry) {
  for (;;) {
    auto entry = ask(prompt, where);
    if (!entry) return entry.stop();
    if (entry->command) return *entry->command;
    if (entry->text.empty() && !entry->too_long) return fallback;
    say(retry);
  }
}

std::string Prompt::reject(InputError error, std::string_view text, Msg what, std::string_view range) const {
  std::string ask_again = this->text(what, {range});
  switch (error) {
    case InputError::empty: return this->text(Msg::input_empty) + " " + ask_again;
    case InputError::too_long: return this->text(Msg::input_too_long) + " " + ask_again;
    case InputError::not_a_number: return this->text(Msg::input_not_a_number, {printable(text)}) + " " + ask_again;
    case InputError::out_of_range: return this->text(Msg::input_out_of_range, {printable(text)}) + " " + ask_again;
  }
  return ask_again;  // GCOVR_EXCL_LINE: after an exhaustive switch
}

}  // namespace tictactoe::app
