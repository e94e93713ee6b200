#include "app/flow/players.hpp"

#include <algorithm>
#include <functional>
#include <vector>

#include "app/flow/events.hpp"
#include "app/flow/prompter.hpp"
#include "app/tables/commands.hpp"
#include "app/text/input.hpp"

namespace tictactoe::app {

using core::Difficulty;
using core::Mark;

namespace {

std::string glyph(Mark mark) { return {core::symbol(mark)}; }

// Who the questions are asked of, and who hears what is said meanwhile.
struct Asking {
  Prompter& ask;
  EventSink& tell;
};

// The index of `value` in `words`, which holds it.
template <typename T, std::size_t N>
std::size_t index_of(const std::array<Word<T>, N>& words, T value) {
  return static_cast<std::size_t>(std::ranges::find(words, value, &Word<T>::value) - words.begin());
}

// A level from a menu of core::kLevels, `fallback` the empty answer;
// std::nullopt for "back".
Reply<std::optional<Difficulty>> choose_level(Prompter& ask, Msg title, std::vector<Arg> title_args,
                                              Difficulty fallback) {
  std::vector<MenuItem> items(core::kLevels.size());
  std::ranges::transform(core::kLevels, items.begin(), [](const core::Level& level) {
    return MenuItem{level.token, message_for(level.difficulty)};
  });
  const auto row = std::ranges::find(core::kLevels, fallback, &core::Level::difficulty);
  auto choice = ask.choose(
      Menu{title, std::move(title_args), std::move(items), static_cast<std::size_t>(row - core::kLevels.begin())});
  if (!choice) return choice.stop();
  if (!*choice) return std::optional<Difficulty>();
  return std::optional(core::kLevels[**choice].difficulty);
}

// A value of an option's vocabulary from a menu, `fallback` the empty
// answer; std::nullopt for "back".
template <typename T, std::size_t N>
Reply<std::optional<T>> choose_word(Prompter& ask, Msg title, const std::array<Word<T>, N>& words, T fallback) {
  std::vector<MenuItem> items(words.size());
  std::ranges::transform(words, items.begin(), [](const Word<T>& word) {
    return MenuItem{word.token, message_for(word.value)};
  });
  auto choice = ask.choose(Menu{title, {}, std::move(items), index_of(words, fallback)});
  if (!choice) return choice.stop();
  if (!*choice) return std::optional<T>();
  return std::optional(words[**choice].value);
}

// A question of a chain: asks, stores its answer, and says whether it was
// answered (true) or the player went back (false).
using Question = std::function<Reply<bool>()>;

// Asks `questions` in order; "back" at one asks the one before it again,
// whose answer is then its default. Returns true when every question is
// answered, false for "back" at the first, or why the session stops.
Reply<bool> ask_in_turn(const std::vector<Question>& questions) {
  for (std::size_t at = 0; at < questions.size();) {
    auto answered = questions[at]();
    if (!answered) return answered;
    if (*answered) {
      ++at;
    } else if (at == 0) {
      return false;
    } else {
      --at;
    }
  }
  return true;
}

// A question whose answer, when there is one, is stored in `into`.
template <typename T>
Reply<bool> store(Reply<std::optional<T>> answer, std::optional<T>& into) {
  if (!answer) return answer.stop();
  if (*answer) into = **answer;
  return answer->has_value();
}

// Says why `name` cannot be used: `problem`, as check_name found it.
void say_bad_name(EventSink& tell, NameError problem, std::string_view name) {
  switch (problem) {
    case NameError::digits: tell.on(Notice{Msg::name_digits, {}}); return;
    case NameError::mark: tell.on(Notice{Msg::name_mark, {glyph(*mark_named(name))}}); return;
    case NameError::empty:
    case NameError::too_long:
    case NameError::not_as_typed: break;
  }
  tell.on(Notice{Msg::name_bad, {kMaxNameLength}});
}

// The name of `mark`'s player, asked with `fallback` as the empty answer
// until a valid one (see check_name; `mark` is the player's own), not a word
// for quit, help or back in any language (names_menu_command), different
// from `other`, is typed; std::nullopt for "back".
Reply<std::optional<std::string>> ask_name(const Asking& asking, Mark mark, const std::string& fallback,
                                           const std::string& other) {
  for (;;) {
    auto entry = asking.ask.name(mark, fallback);
    if (!entry) return entry.stop();
    if (entry->command == Command::back) return std::optional<std::string>();
    if (entry->command == Command::help) {
      asking.tell.on(NameHelpShown{mark, fallback});
      continue;
    }
    const std::string name = entry->text.empty() && !entry->too_long ? fallback : entry->text;
    const auto problem = entry->too_long ? std::optional(NameError::too_long) : check_name(name, mark);
    if (problem) {
      say_bad_name(asking.tell, *problem, name);
    } else if (names_menu_command(name)) {
      asking.tell.on(Notice{Msg::name_command, {name}});  // a word for quit, help or back in another language
    } else if (same_name(name, other)) {
      // What was typed, and the other name when it is written otherwise.
      if (name == other) {
        asking.tell.on(Notice{Msg::name_taken, {name}});
      } else {
        asking.tell.on(Notice{Msg::name_taken_as_shown, {name, other}});
      }
    } else {
      return std::optional(name);
    }
  }
}

// The default name of `mark`'s player from `defaults` (a default that is a
// mark stands for the player's own, as unnamed players are called).
std::string default_name(const GameSettings& defaults, std::size_t i, Mark mark) {
  if (i >= defaults.names.size() || mark_named(defaults.names[i])) return glyph(mark);
  return defaults.names[i];
}

// The two names between people, each asked with its default (after
// "back", the name typed before), into `names`; false for "back" at the first.
Reply<bool> ask_names(const Asking& asking, const GameSettings& defaults, std::vector<std::string>& names) {
  std::array<std::optional<std::string>, 2> typed;
  const std::string first_default = default_name(defaults, 0, Mark::x);
  const Question first = [&]() -> Reply<bool> {
    return store(ask_name(asking, Mark::x, typed[0].value_or(first_default), ""), typed[0]);
  };
  const Question second = [&]() -> Reply<bool> {
    // The second default yields when the first player took it: to the first's, unless that is X.
    std::string second_default = typed[1].value_or(default_name(defaults, 1, Mark::o));
    if (same_name(*typed[0], second_default)) {
      second_default = mark_named(first_default) ? glyph(Mark::o) : first_default;
    }
    return store(ask_name(asking, Mark::o, second_default, *typed[0]), typed[1]);
  };
  asking.tell.on(NamesAsked{});
  auto answered = ask_in_turn({first, second});
  if (answered && *answered) names = {*typed[0], *typed[1]};
  return answered;
}

// The players `chosen` describes, its mode set; what it leaves open takes
// the standard default.
Players players_of(const GameSettings& chosen) {
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

// Against the computer: who moves first, then the level, each unless
// `options` gives it. The person keeps the name of the defaults (after
// "settings", the name played under). False for "back" at the first.
Reply<bool> ask_hvc(Prompter& ask, const GameSettings& options, GameSettings& chosen, const GameSettings& defaults) {
  if (chosen.names.empty()) chosen.names = defaults.names;
  std::vector<Question> questions;
  if (!options.first) {
    questions.emplace_back([&]() {
      const FirstMover fallback = chosen.first.value_or(defaults.first.value_or(FirstMover::human));
      return store(choose_word(ask, Msg::first_menu_title, kFirstMovers, fallback), chosen.first);
    });
  }
  if (!options.difficulty) {
    questions.emplace_back([&]() {
      const Difficulty fallback = chosen.difficulty.value_or(defaults.difficulty.value_or(core::kDefaultDifficulty));
      return store(choose_level(ask, Msg::level_menu_title, {}, fallback), chosen.difficulty);
    });
  }
  return ask_in_turn(questions);
}

// Between computers: X's level, then O's (--difficulty alone sets both).
// False for "back" at the first.
Reply<bool> ask_cvc(Prompter& ask, const GameSettings& options, GameSettings& chosen, const GameSettings& defaults) {
  if (options.difficulty) return true;
  const auto level = [&](Mark mark, std::optional<Difficulty>& into, std::optional<Difficulty> fallback) {
    return [&ask, mark, &into, fallback]() {
      return store(choose_level(ask, Msg::mark_level_menu_title, {core::symbol(mark)},
                                into.value_or(fallback.value_or(core::kDefaultDifficulty))),
                   into);
    };
  };
  std::vector<Question> questions{level(Mark::x, chosen.difficulty, defaults.difficulty)};
  if (!options.o_difficulty) questions.emplace_back(level(Mark::o, chosen.o_difficulty, defaults.o_difficulty));
  return ask_in_turn(questions);
}

// The menus of a mode for what `options` leaves open, filling in `chosen`
// (`options` with the mode chosen). False for "back" at the first.
Reply<bool> ask_open(const Asking& asking, const GameSettings& options, GameSettings& chosen,
                     const GameSettings& defaults) {
  switch (*chosen.mode) {
    case Mode::hvh: return options.names.empty() ? ask_names(asking, defaults, chosen.names) : Reply<bool>(true);
    case Mode::hvc: return ask_hvc(asking.ask, options, chosen, defaults);
    case Mode::cvc: return ask_cvc(asking.ask, options, chosen, defaults);
  }
  return true;  // GCOVR_EXCL_LINE: the switch covers every Mode
}

}  // namespace

Mark Players::mark_of(std::size_t player) const { return index(Mark::x) == player ? Mark::x : Mark::o; }

core::Seats Players::seats() const {
  core::Seats seats{};
  for (const Mark mark : core::kMarks) {
    seats[core::seat_index(mark)] = at(mark).kind();
  }
  return seats;
}

GameSettings standard_choices() {
  GameSettings choices;
  choices.mode = Mode::hvc;
  choices.first = FirstMover::human;
  choices.difficulty = core::kDefaultDifficulty;
  choices.o_difficulty = core::kDefaultDifficulty;
  choices.names = {glyph(Mark::x), glyph(Mark::o)};
  return choices;
}

GameSettings choices_of(const Players& players) {
  GameSettings choices = standard_choices();
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

Reply<Players> choose_players(Prompter& ask, EventSink& tell, const GameSettings& options, const GameSettings& defaults,
                              const std::function<void(Mode)>& mode_chosen) {
  if (options.mode) return players_of(options);
  const Asking asking{ask, tell};
  std::optional<Mode> mode;
  for (;;) {
    auto chosen_mode = choose_word(ask, Msg::mode_menu_title, kModes, mode.value_or(defaults.mode.value_or(Mode::hvc)));
    if (!chosen_mode) return chosen_mode.stop();
    if (!*chosen_mode) {
      tell.on(Notice{Msg::nothing_before, {}});  // "back" at the first question
      continue;
    }
    mode = **chosen_mode;
    if (mode_chosen) mode_chosen(*mode);
    GameSettings chosen = options;
    chosen.mode = mode;
    auto answered = ask_open(asking, options, chosen, defaults);
    if (!answered) return answered.stop();
    if (*answered) return players_of(chosen);
  }
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
