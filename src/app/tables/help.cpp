#include "app/tables/help.hpp"

#include <algorithm>
#include <span>
#include <vector>

#include "app/store/paths.hpp"
#include "app/tables/commands.hpp"
#include "app/tables/keys.hpp"
#include "app/tables/options.hpp"
#include "app/tables/topics.hpp"
#include "app/text/input.hpp"
#include "app/text/layout.hpp"

#ifndef TICTACTOE_VERSION
#define TICTACTOE_VERSION "0.0.0"
#endif

namespace tictactoe::app {

namespace {

constexpr std::size_t kHelpWidth = 79;
constexpr std::size_t kOptionColumn = 26;
constexpr std::size_t kCommandColumn = 16;
constexpr std::size_t kTopicColumn = 10;

// --analyze, --move and --review: options whose value is a board or a
// move record, or "-" for standard input.
bool reads_input(const OptionSpec& option) {
  return option.kind == ValueKind::board || option.kind == ValueKind::record;
}

// "--mode hvh|hvc|cvc", "--rounds N", "--keypad".
std::string with_value(const OptionSpec& option) {
  std::string text = long_form(option);
  if (option.kind == ValueKind::flag) return text;
  if (option.value_optional) return text + " [" + std::string(option.metavar) + "]";
  if (!option.metavar.empty()) return text + " " + std::string(option.metavar) + (reads_input(option) ? "|-" : "");
  std::string words;
  for (const auto word : option.words) words += (words.empty() ? "" : "|") + std::string(word);
  return text + " " + words;
}

// Options that print something and exit: --help, --version.
bool stands_alone(const OptionSpec& option) {
  return option.action == Action::help || option.action == Action::version;
}

// One synopsis line: `head` then "[--opt VALUE]" for each option that
// applies to `use` (but help, version and the commands, one of which is in
// `head`), filled to kHelpWidth with continuation lines under the first
// option.
std::string synopsis(std::string_view lead, const std::string& head, std::uint8_t use) {
  const std::string indent(display_width(lead) + std::string_view("tictactoe ").size(), ' ');
  std::string out;
  std::string line = std::string(lead) + head;
  for (const OptionSpec& option : kOptions) {
    if ((option.uses & use) == 0 || names_command(option) || stands_alone(option)) continue;
    const std::string item = "[" + with_value(option) + "]";
    if (display_width(line) + 1 + item.size() > kHelpWidth) {
      out += line + "\n";
      line = indent + item;
    } else {
      line += " " + item;
    }
  }
  return out + line + "\n";
}

// The cell numbers as three indented rows, e.g. "       1 2 3\n...".
std::string cell_layout(const Numbering& numbering) {
  std::string cells;
  for (int row = 0; row < core::kSide; ++row) {
    cells += "      ";
    for (int column = 0; column < core::kSide; ++column) {
      cells += ' ' + std::to_string(numbering.label(row * core::kSide + column));
    }
    cells += '\n';
  }
  return cells;
}

// "u, undo" for a command's words: the English ones, then those of the
// language ("u, undo, о, отмена").
std::string words_of(const CommandSpec& command, const Catalogue& text) {
  std::string words;
  const auto add = [&](std::string_view word) {
    if (!word.empty()) words += (words.empty() ? "" : ", ") + std::string(word);
  };
  std::ranges::for_each(command.words, add);
  std::ranges::for_each(text.words(command.local_words), add);
  return words;
}

// The column the help lines of `commands` start in: after the widest list
// of words (the language's words make it wider), within limits.
std::size_t command_column(const std::vector<const CommandSpec*>& commands, const Catalogue& text) {
  constexpr std::size_t kWidest = 30;
  std::size_t widest = 0;
  for (const CommandSpec* command : commands) widest = std::max(widest, display_width(words_of(*command, text)));
  return std::clamp(widest + 2, kCommandColumn, kWidest);
}

// The commands valid at `where` in games of `mode`, one row each.
std::string command_rows(const Catalogue& text, std::uint8_t where, Mode mode, std::size_t width) {
  std::vector<const CommandSpec*> valid;
  for (const CommandSpec& command : kCommands) {
    if ((command.where & where) != 0 && (command.modes & use_of(mode)) != 0) valid.push_back(&command);
  }
  const std::size_t column = command_column(valid, text);
  std::string rows;
  for (const CommandSpec* command : valid) {
    const Msg help = where == at_play_again && command->again_help ? *command->again_help : help_for(*command, mode);
    rows += two_columns(words_of(*command, text), text(help), column, width, text.direction());
  }
  return rows;
}

// Every command, one row each; a command whose help says more against the
// computer has both lines.
std::string all_command_rows(const Catalogue& text, std::size_t width) {
  std::vector<const CommandSpec*> all(kCommands.size());
  std::ranges::transform(kCommands, all.begin(), [](const CommandSpec& command) { return &command; });
  const std::size_t column = command_column(all, text);
  std::string rows;
  for (const CommandSpec& command : kCommands) {
    std::string help = text(command.help);
    if (command.vs_computer) help += "\n" + text(*command.vs_computer);
    rows += two_columns(words_of(command, text), help, column, width, text.direction());
  }
  return rows;
}

// The rows of the options that apply to `use`: only to a game over the
// network (--host, --join, --code), listed in --help network; or every
// other, listed on the one screen.
std::string option_rows(const Catalogue& text, bool net = false) {
  std::string rows;
  for (const OptionSpec& option : kOptions) {
    if ((option.uses == use_net) != net) continue;
    const std::string left = option.short_name != '\0' ? std::string{'-', option.short_name} + ", " + with_value(option)
                                                       : with_value(option);
    const std::string help =
        option.help_args == nullptr ? text(option.help) : text(option.help, option.help_args(option, text));
    rows += two_columns(left, help, kOptionColumn, kHelpWidth, text.direction());
  }
  return rows;
}

std::string level_rows(const Catalogue& text) {
  std::string rows;
  for (const core::Level& level : core::kLevels) {
    rows += two_columns(level.token, text(summary_for(level.difficulty)), kCommandColumn, kHelpWidth, text.direction());
  }
  return rows;
}

// "--help [TOPIC] | --version": the options that print something and exit.
std::string alone_forms() {
  std::string alone;
  for (const OptionSpec& option : kOptions) {
    if (stands_alone(option)) alone += (alone.empty() ? "" : " | ") + with_value(option);
  }
  return alone;
}

// The one-screen synopsis: the game, each command (those that take the same
// options on one line, "--stats | --history [N]"), then help and version,
// each with "[OPTION]..." (usage() says which options go with which).
std::string short_usage(const Catalogue& text) {
  const std::string lead = text(Msg::two_sentences, {text(Msg::help_usage), ""});
  const std::string blank(display_width(lead), ' ');
  const std::string any = " [OPTION]...";
  std::string lines = lead + "tictactoe" + any + "\n";
  for (auto row = kOptions.begin(); row != kOptions.end(); ++row) {
    const auto same_uses = [&](const OptionSpec& other) { return names_command(other) && other.uses == row->uses; };
    // A game over the network: its synopsis is --help network's.
    if (!names_command(*row) || row->uses == use_net || std::any_of(kOptions.begin(), row, same_uses)) continue;
    std::string forms;
    for (const OptionSpec& option : kOptions) {
      if (same_uses(option)) forms += (forms.empty() ? "" : " | ") + with_value(option);
    }
    lines.append(blank).append("tictactoe ").append(forms).append(any).append("\n");
  }
  return left_to_right_lines(lines + blank + "tictactoe " + alone_forms() + "\n", text.direction());
}

// The topics, one row each: the word, what it covers.
std::string topic_rows(const Catalogue& text) {
  std::string rows;
  for (const TopicSpec& topic : kTopics) {
    rows += two_columns(topic.token, text(topic.summary), kTopicColumn, kHelpWidth, text.direction());
  }
  return rows;
}

// `lines`, each indented by two blanks; kept as written (the blanks
// between keys too) where it fits, else wrapped.
std::string indented(std::span<const std::string> lines, Direction direction) {
  constexpr std::size_t kIndent = 2;
  std::string out;
  for (const std::string& line : lines) {
    const bool fits = direction == Direction::left_to_right && kIndent + display_width(line) <= kHelpWidth;
    out += fits ? std::string(kIndent, ' ') + line + "\n" : wrap(line, kHelpWidth, kIndent, direction);
  }
  return out;
}

// The long options a preferences file may set, "mode, first, ...".
std::string config_keys(const Catalogue& text) {
  std::vector<std::string> keys;
  for (const OptionSpec& option : kOptions) {
    if (option.in_config) keys.emplace_back(config_key(option));
  }
  return joined(keys, text);
}

}  // namespace

std::string usage(const Catalogue& text) {
  const std::string lead = text(Msg::two_sentences, {text(Msg::help_usage), ""});
  const std::string blank(display_width(lead), ' ');
  std::string lines = synopsis(lead, "tictactoe", use_play);
  for (const OptionSpec& option : kOptions) {
    if (names_command(option)) lines += synopsis(blank, "tictactoe " + with_value(option), option.uses);
  }
  // Laid out left to right, its continuation lines under the first command.
  return left_to_right_lines(lines + blank + "tictactoe " + alone_forms() + "\n", text.direction());
}

std::string help_text(const Style& given) {
  // The cells as numbered (--coords is described by its option's line).
  Style style = given;
  if (style.numbering.coords()) style.numbering = Numbering();
  const Catalogue& text = style.text;
  const auto paragraph = [&](Msg id) { return wrap(text(id), kHelpWidth, 0, text.direction()); };
  return short_usage(text) + paragraph(Msg::help_intro) + "\n" + paragraph(Msg::help_options_title) +
         option_rows(text) + "\n" + paragraph(Msg::help_topics_title) + topic_rows(text) + "\n" +
         paragraph(Msg::help_exit_short);
}

std::string play_topic(const Style& style) {
  const Catalogue& text = style.text;
  const auto paragraph = [&](Msg id, std::initializer_list<Arg> args = {}) {
    return wrap(text(id, args), kHelpWidth, 0, text.direction());
  };
  return paragraph(Msg::help_playing_title) + cell_layout(style.numbering) +
         paragraph(Msg::input_rule, {style.cell_range()}) + paragraph(Msg::help_commands_title) +
         all_command_rows(text, kHelpWidth) + paragraph(Msg::help_menu_default) +
         paragraph(Msg::game_help_end_of_input);
}

std::string levels_topic(const Style& style) {
  return wrap(style.text(Msg::help_levels_title), kHelpWidth, 0, style.text.direction()) + level_rows(style.text);
}

std::string boards_topic(const Style& style) {
  const Catalogue& text = style.text;
  const auto paragraph = [&](const std::string& sentences) { return wrap(sentences, kHelpWidth, 0, text.direction()); };
  return paragraph(text(Msg::two_sentences, {text(Msg::help_board), text(Msg::help_batch)})) +
         paragraph(text(Msg::help_move_tokens)) + paragraph(text(Msg::help_review)) + "\n" +
         paragraph(text(Msg::help_exit_status));
}

std::string keys_topic(const Style& style) {
  const Catalogue& text = style.text;
  std::vector<std::string> lines;
  for (const std::uint8_t place : {on_turn, on_again, on_watch, on_review}) {
    lines.push_back(text(Msg::screen_key_entry, {text(place_heading(place)), help_keys(place, use_play, text)}));
  }
  lines.push_back(text(Msg::screen_help_mouse));
  lines.push_back(text(Msg::screen_help_other));
  lines.push_back(joined(bar_entries(on_help, use_play, text)));
  return wrap(text(Msg::help_keys_intro), kHelpWidth, 0, text.direction()) + indented(lines, text.direction());
}

std::string files_topic(const Style& style) {
  const Catalogue& text = style.text;
  const auto paragraph = [&](Msg id, std::initializer_list<Arg> args = {}) {
    return wrap(text(id, args), kHelpWidth, 0, text.direction());
  };
  return paragraph(Msg::help_files_history, {storage::default_history_file()}) + "\n" +
         paragraph(Msg::help_files_config, {storage::default_config_file(), config_keys(text)}) + "\n" +
         paragraph(Msg::help_files_color) + "\n" + paragraph(Msg::help_files_language);
}

std::string network_topic(const Style& style) {
  const Catalogue& text = style.text;
  const auto paragraph = [&](Msg id, std::initializer_list<Arg> args = {}) {
    return wrap(text(id, args), kHelpWidth, 0, text.direction());
  };
  return paragraph(Msg::help_network_intro) + "\n" + paragraph(Msg::help_network_options) +
         option_rows(text, /*net=*/true) + "\n" +
         paragraph(Msg::help_network_ssh, {"tictactoe --host 127.0.0.1:7501", "ssh -L 7501:127.0.0.1:7501 HOST",
                                           "tictactoe --join 127.0.0.1:7501 --code CODE"});
}

std::string game_help(const Style& style, Mode mode) {
  const Catalogue& text = style.text;
  const std::size_t width = style.width(kPlayWidth);
  const auto paragraph = [&](Msg id, std::initializer_list<Arg> args = {}) {
    return wrap(text(id, args), width, 0, text.direction());
  };
  // In coords: how to type a row and a column, over the empty board with its numbers.
  const std::string moving = style.numbering.coords()
                                 ? paragraph(Msg::coords_game_help_intro) + render_board(core::kEmptyBoard, style) +
                                       paragraph(Msg::coords_input_rule, {style.coord_range()})
                                 : paragraph(Msg::game_help_intro) + cell_layout(style.numbering) +
                                       paragraph(Msg::input_rule, {style.cell_range()});
  return paragraph(Msg::game_help_goal) + moving + paragraph(Msg::game_help_commands) +
         command_rows(text, at_move, mode, width) + paragraph(Msg::game_help_end_of_input);
}

std::string play_again_help(const Style& style, Mode mode) {
  const std::size_t width = style.width(kPlayWidth);
  return wrap(style.text(Msg::play_again_help_title), width, 0, style.text.direction()) +
         command_rows(style.text, at_play_again, mode, width);
}

std::string version_text() { return std::string("tictactoe ") + TICTACTOE_VERSION + "\n"; }

}  // namespace tictactoe::app
