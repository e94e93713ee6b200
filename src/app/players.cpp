#include "players.hpp"

#include <algorithm>
#include <vector>

namespace tictactoe::app {

using core::Difficulty;

namespace {

// A level from the option, or from a menu with the default level as the
// empty answer.
Reply<Difficulty> choose_level(Prompt& prompt, std::optional<Difficulty> given, const std::string& title) {
  if (given) return *given;
  std::vector<Msg> items;
  std::optional<std::size_t> fallback;
  for (const core::Level& level : core::kLevels) {
    if (level.difficulty == core::kDefaultDifficulty) fallback = items.size();
    items.push_back(message_for(level.difficulty));
  }
  auto choice = prompt.choose(title, items, fallback);
  if (!choice) return choice.stop();
  return core::kLevels[*choice].difficulty;
}

template <typename T, std::size_t N>
Reply<T> choose_word(Prompt& prompt, std::optional<T> given, Msg title, const std::array<Word<T>, N>& words) {
  if (given) return *given;
  std::vector<Msg> items(words.size());
  std::ranges::transform(words, items.begin(), [](const Word<T>& word) { return message_for(word.value); });
  auto choice = prompt.choose(prompt.text(title), items, std::nullopt);
  if (!choice) return choice.stop();
  return words[*choice].value;
}

Reply<Players> choose_cvc(Prompt& prompt, const Options& options) {
  const auto title = [&](core::Mark mark) { return prompt.text(Msg::mark_level_menu_title, {core::symbol(mark)}); };
  const auto x_level = choose_level(prompt, options.difficulty, title(core::Mark::x));
  if (!x_level) return x_level.stop();
  // --difficulty alone sets both sides; the menu asks for O apart.
  const auto o_level =
      choose_level(prompt, options.o_difficulty ? options.o_difficulty : options.difficulty, title(core::Mark::o));
  if (!o_level) return o_level.stop();
  return Players{Mode::cvc, {*x_level, *o_level}};
}

Reply<Players> choose_hvc(Prompt& prompt, const Options& options) {
  const auto first = choose_word(prompt, options.first, Msg::first_menu_title, kFirstMovers);
  if (!first) return first.stop();
  const auto level = choose_level(prompt, options.difficulty, prompt.text(Msg::level_menu_title));
  if (!level) return level.stop();
  Players players{Mode::hvc, {}};
  players.levels[*first == FirstMover::human ? 1 : 0] = *level;
  return players;
}

}  // namespace

core::Seats Players::seats() const {
  core::Seats seats{};
  for (const core::Mark mark : core::kMarks) {
    seats[core::seat_index(mark)] = level(mark) ? core::Seat::computer : core::Seat::person;
  }
  return seats;
}

Reply<Players> choose_players(Prompt& prompt, const Options& options) {
  const auto mode = choose_word(prompt, options.mode, Msg::mode_menu_title, kModes);
  if (!mode) return mode.stop();
  switch (*mode) {
    case Mode::hvh: return Players{};
    case Mode::hvc: return choose_hvc(prompt, options);
    case Mode::cvc: return choose_cvc(prompt, options);
  }
  return Players{};  // GCOVR_EXCL_LINE: after an exhaustive switch
}

Role role(const Players& players, core::Mark mark) {
  switch (players.mode) {
    case Mode::hvh: return Role::person;
    case Mode::hvc: return players.level(mark) ? Role::computer : Role::you;
    case Mode::cvc: return Role::level;
  }
  return Role::person;  // GCOVR_EXCL_LINE: after an exhaustive switch
}

}  // namespace tictactoe::app
