#include "app/flow/players.hpp"

#include "app/flow/ui.hpp"

#include <algorithm>
#include <vector>

#include "app/text/input.hpp"

namespace tictactoe::app {

using core::Difficulty;
using core::Mark;

namespace {

std::string glyph(Mark mark) { return {core::symbol(mark)}; }

// The index of `value` in `words`, which holds it.
template <typename T, std::size_t N>
std::size_t index_of(const std::array<Word<T>, N>& words, T value) {
  return static_cast<std::size_t>(std::ranges::find(words, value, &Word<T>::value) - words.begin());
}

// A level from a menu of core::kLevels, `fallback` the empty answer.
Reply<Difficulty> choose_level(Ui& ui, Msg title, std::vector<Arg> title_args, Difficulty fallback) {
  std::vector<MenuItem> items(core::kLevels.size());
  std::ranges::transform(core::kLevels, items.begin(), [](const core::Level& level) {
    return MenuItem{level.token, message_for(level.difficulty)};
  });
  const auto row = std::ranges::find(core::kLevels, fallback, &core::Level::difficulty);
  auto choice = ui.choose(
      Menu{title, std::move(title_args), std::move(items), static_cast<std::size_t>(row - core::kLevels.begin())});
  if (!choice) return choice.stop();
  return core::kLevels[*choice].difficulty;
}

// A value of an option's vocabulary from a menu, `fallback` the empty answer.
template <typename T, std::size_t N>
Reply<T> choose_word(Ui& ui, Msg title, const std::array<Word<T>, N>& words, T fallback) {
  std::vector<MenuItem> items(words.size());
  std::ranges::transform(words, items.begin(), [](const Word<T>& word) {
    return MenuItem{word.token, message_for(word.value)};
  });
  auto choice = ui.choose(Menu{title, {}, std::move(items), index_of(words, fallback)});
  if (!choice) return choice.stop();
  return words[*choice].value;
}

// Says why `name` cannot be used: `problem`, as check_name found it.
void say_bad_name(Ui& ui, NameError problem, std::string_view name) {
  switch (problem) {
    case NameError::digits: ui.notice(Msg::name_digits, {}); return;
    case NameError::mark: ui.notice(Msg::name_mark, {glyph(*mark_named(name))}); return;
    case NameError::empty:
    case NameError::too_long:
    case NameError::not_as_typed: break;
  }
  ui.notice(Msg::name_bad, {kMaxNameLength});
}

// The name of `mark`'s player, asked with `fallback` as the empty answer
// until a valid one (see check_name; `mark` is the player's own), different
// from `other`, is typed.
Reply<std::string> ask_name(Ui& ui, Mark mark, const std::string& fallback, const std::string& other) {
  for (;;) {
    auto entry = ui.name(mark, fallback);
    if (!entry) return entry.stop();
    if (entry->command == Command::help) {
      ui.name_help(mark, fallback);
      continue;
    }
    const std::string name = entry->text.empty() && !entry->too_long ? fallback : entry->text;
    const auto problem = entry->too_long ? std::optional(NameError::too_long) : check_name(name, mark);
    if (problem) {
      say_bad_name(ui, *problem, name);
    } else if (same_name(name, other)) {
      ui.notice(Msg::name_taken, {other});
    } else {
      return name;
    }
  }
}

// The default name of `mark`'s player from `defaults` (a default that is a
// mark stands for the player's own, as unnamed players are called).
std::string default_name(const Options& defaults, std::size_t i, Mark mark) {
  if (i >= defaults.names.size() || mark_named(defaults.names[i])) return glyph(mark);
  return defaults.names[i];
}

// The two names between people, each asked with its default.
Reply<std::vector<std::string>> ask_names(Ui& ui, const Options& defaults) {
  ui.asking_names();
  const std::string first_default = default_name(defaults, 0, Mark::x);
  auto first = ask_name(ui, Mark::x, first_default, "");
  if (!first) return first.stop();
  // The second default yields when the first player took it: to the first's, unless that is X.
  std::string second_default = default_name(defaults, 1, Mark::o);
  if (same_name(*first, second_default)) second_default = mark_named(first_default) ? glyph(Mark::o) : first_default;
  auto second = ask_name(ui, Mark::o, second_default, *first);
  if (!second) return second.stop();
  return std::vector<std::string>{*first, *second};
}

// The players `chosen` describes, its mode set; what it leaves open takes
// the standard default.
Players players_of(const Options& chosen) {
  Players players;
  players.mode = *chosen.mode;
  switch (players.mode) {
    case Mode::hvh:
      if (!chosen.names.empty()) players.roster[0].name = chosen.names[0];
      if (chosen.names.size() > 1) players.roster[1].name = chosen.names[1];
      break;
    case Mode::hvc: {
      // A name left from the command line when the menu chose hvc may be X,
      // the first player's own name between people: here it is no name.
      const bool named = !chosen.names.empty() && !mark_named(chosen.names[0]);
      const Player person{std::nullopt, named ? chosen.names[0] : std::string()};
      const Player computer{chosen.difficulty.value_or(core::kDefaultDifficulty), {}};
      const bool person_first = chosen.first.value_or(FirstMover::human) == FirstMover::human;
      players.roster = person_first ? std::array{person, computer} : std::array{computer, person};
      break;
    }
    case Mode::cvc: {
      const Difficulty x = chosen.difficulty.value_or(core::kDefaultDifficulty);
      players.roster = {Player{x, {}}, Player{chosen.o_difficulty.value_or(x), {}}};
      break;
    }
  }
  return players;
}

std::optional<Stop> stop_of(const auto& reply) { return reply ? std::nullopt : std::optional<Stop>(reply.stop()); }

// Against the computer: who moves first, then the level. The person keeps
// the name of the defaults (after "settings", the name played under).
std::optional<Stop> ask_hvc(Ui& ui, Options& chosen, const Options& defaults) {
  if (chosen.names.empty()) chosen.names = defaults.names;
  if (!chosen.first) {
    auto first = choose_word(ui, Msg::first_menu_title, kFirstMovers, defaults.first.value_or(FirstMover::human));
    if (!first) return first.stop();
    chosen.first = *first;
  }
  if (chosen.difficulty) return std::nullopt;
  auto level = choose_level(ui, Msg::level_menu_title, {}, defaults.difficulty.value_or(core::kDefaultDifficulty));
  if (level) chosen.difficulty = *level;
  return stop_of(level);
}

// Between computers: X's level, then O's (--difficulty alone sets both).
std::optional<Stop> ask_cvc(Ui& ui, Options& chosen, const Options& defaults) {
  if (chosen.difficulty) return std::nullopt;
  const auto level = [&](Mark mark, std::optional<Difficulty> fallback) {
    return choose_level(ui, Msg::mark_level_menu_title, {core::symbol(mark)},
                        fallback.value_or(core::kDefaultDifficulty));
  };
  auto x = level(Mark::x, defaults.difficulty);
  if (!x) return x.stop();
  chosen.difficulty = *x;
  if (chosen.o_difficulty) return std::nullopt;
  auto o = level(Mark::o, defaults.o_difficulty);
  if (o) chosen.o_difficulty = *o;
  return stop_of(o);
}

// The menus of a mode for what `chosen` leaves open, filling it in.
std::optional<Stop> ask_open(Ui& ui, Options& chosen, const Options& defaults) {
  switch (*chosen.mode) {
    case Mode::hvh: {
      if (!chosen.names.empty()) return std::nullopt;
      auto names = ask_names(ui, defaults);
      if (names) chosen.names = *names;
      return stop_of(names);
    }
    case Mode::hvc: return ask_hvc(ui, chosen, defaults);
    case Mode::cvc: return ask_cvc(ui, chosen, defaults);
  }
  return std::nullopt;  // GCOVR_EXCL_LINE: the switch covers every Mode
}

}  // namespace

Mark Players::mark_of(std::size_t player) const { return index(Mark::x) == player ? Mark::x : Mark::o; }

core::Seats Players::seats() const {
  core::Seats seats{};
  for (const Mark mark : core::kMarks) {
    seats[core::seat_index(mark)] = level(mark) ? core::Seat::computer : core::Seat::person;
  }
  return seats;
}

Options standard_choices() {
  Options choices;
  choices.mode = Mode::hvc;
  choices.first = FirstMover::human;
  choices.difficulty = core::kDefaultDifficulty;
  choices.o_difficulty = core::kDefaultDifficulty;
  choices.names = {glyph(Mark::x), glyph(Mark::o)};
  return choices;
}

Options choices_of(const Players& players) {
  Options choices = standard_choices();
  choices.mode = players.mode;
  const Player& x = players.at(Mark::x);
  const Player& o = players.at(Mark::o);
  switch (players.mode) {
    case Mode::hvh: choices.names = {x.name, o.name}; break;
    case Mode::hvc: {
      choices.first = x.level ? FirstMover::computer : FirstMover::human;
      choices.difficulty = x.level ? x.level : o.level;
      const std::string& person = x.level ? o.name : x.name;
      choices.names = person.empty() ? std::vector<std::string>{} : std::vector<std::string>{person};
      break;
    }
    case Mode::cvc:
      choices.difficulty = x.level;
      choices.o_difficulty = o.level;
      break;
  }
  return choices;
}

Reply<Players> choose_players(Ui& ui, const Options& options, const Options& defaults) {
  if (options.mode) return players_of(options);
  auto mode = choose_word(ui, Msg::mode_menu_title, kModes, defaults.mode.value_or(Mode::hvc));
  if (!mode) return mode.stop();
  Options chosen = options;
  chosen.mode = *mode;
  if (const auto stop = ask_open(ui, chosen, defaults)) return *stop;
  return players_of(chosen);
}

Role role(const Players& players, Mark mark) {
  switch (players.mode) {
    case Mode::hvh: return Role::person;
    case Mode::hvc:
      if (players.level(mark)) return Role::computer;
      return players.at(mark).name.empty() ? Role::you : Role::person;
    case Mode::cvc: return Role::level;
  }
  return Role::person;  // GCOVR_EXCL_LINE: after an exhaustive switch
}

std::string name_of(const Players& players, Mark mark) {
  return role(players, mark) == Role::person ? players.at(mark).name : glyph(mark);
}

}  // namespace tictactoe::app
