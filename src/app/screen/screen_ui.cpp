#include "app/screen/screen_ui.hpp"

#include <algorithm>
#include <ostream>
#include <variant>

#include "app/flow/narration.hpp"
#include "app/flow/score.hpp"
#include "app/text/input.hpp"
#include "app/text/layout.hpp"
#include "app/text/review.hpp"
#include "app/text/sanitise.hpp"

namespace tictactoe::app::screen {

namespace {

using std::chrono::milliseconds;

constexpr core::Cell kSide = 3;
constexpr std::size_t kMaxTyped = 64;  // characters kept of a name being typed

bool is_char(const Key& key, char32_t code) { return key.kind == KeyKind::character && key.code == code; }

// The key's character read by the key it is on (physical()), 0 for any other key.
char32_t letter_of(const Key& key) { return key.kind == KeyKind::character ? physical(key.code) : 0; }

bool is_left_click(const Key& key) {
  return key.kind == KeyKind::mouse && key.mouse.button == MouseButton::left && key.mouse.pressed && !key.mouse.motion;
}

// `cursor` moved one cell by an arrow or h j k l (stopping at the edges);
// std::nullopt for any other key.
std::optional<core::Cell> moved(const Key& key, core::Cell cursor) {
  const core::Cell row = cursor / kSide;
  const core::Cell column = cursor % kSide;
  const char32_t letter = letter_of(key);
  if (key.kind == KeyKind::up || letter == U'k') return std::max(0, row - 1) * kSide + column;
  if (key.kind == KeyKind::down || letter == U'j') return std::min(kSide - 1, row + 1) * kSide + column;
  if (key.kind == KeyKind::left || letter == U'h') return row * kSide + std::max(0, column - 1);
  if (key.kind == KeyKind::right || letter == U'l') return row * kSide + std::min(kSide - 1, column + 1);
  return std::nullopt;
}

// `text` without its last UTF-8 character.
void drop_last(std::string& text) {
  while (!text.empty()) {
    const auto byte = static_cast<unsigned char>(text.back());
    text.pop_back();
    if ((byte & 0xc0U) != 0x80) return;
  }
}

std::string trimmed(std::string text) {
  while (!text.empty() && text.back() == ' ') text.pop_back();
  return text;
}

// The button pressed by a click, if any.
std::optional<Button> button_at(const Layout& layout, const Key& key) {
  if (!is_left_click(key)) return std::nullopt;
  const Target target = hit(layout, key.mouse.column, key.mouse.row);
  if (target.kind != Target::Kind::button) return std::nullopt;
  return kButtons.at(target.index);
}

// True when a person has played a move of `game` (a new game then asks first).
bool person_moved(const core::Game& game, const Players& players) {
  for (std::size_t i = 0; i < game.moves().size(); ++i) {
    if (!players.level(i % 2 == 0 ? core::Mark::x : core::Mark::o)) return true;
  }
  return false;
}

// The keys that close the help (kKeys' close and help rows there).
bool closes_help(const Key& key) {
  const KeySpec* row = key_at(key, on_help);
  return row != nullptr && (row->action == KeyAction::close || row->action == KeyAction::help);
}

// The review's position after `key` pressed `action` at `at` (0 the empty
// board, `last` the final position).
std::size_t stepped(KeyAction action, const Key& key, std::size_t at, std::size_t last) {
  if (action == KeyAction::ends) return key.kind == KeyKind::home ? 0 : last;
  if (action != KeyAction::steps) return at;
  const bool back = key.kind == KeyKind::left || letter_of(key) == U'h';
  return back ? at - std::min<std::size_t>(at, 1) : std::min(last, at + 1);
}

}  // namespace

ScreenUi::ScreenUi(ScreenIo& io, const Style& style) : io_(io), style_(style) {
  relayout();
  show_keys(on_turn);
}

void ScreenUi::show_keys(std::uint8_t place) {
  place_ = place;
  view_.keys.clear();
  view_.bar = bar_entries(place, use_of(mode_), style_.text);
}

void ScreenUi::show_keys(Msg sentence, std::initializer_list<Arg> args) {
  view_.bar.clear();
  view_.keys = text(sentence, args);
}

// ---- Drawing and waiting

void ScreenUi::relayout() {
  const TerminalSize told = io_.size();
  const TerminalSize size{std::min(told.columns, kMaxColumns), std::min(told.rows, kMaxRows)};  // memory bounded
  text_ = view_text(style_.text, style_.numbering, size.columns, size.rows);
  layout_ = make_layout(size.columns, size.rows, text_.buttons);
  repaint_ = true;
}

void ScreenUi::present() {
  Grid next = draw(view_, layout_, text_);
  std::string bytes = repaint_ ? draw_all(next, style_.color) : draw_changes(shown_, next, style_.color);
  repaint_ = false;
  shown_ = std::move(next);
  if (bytes.empty()) return;
  if (sync_) bytes = std::string(kBeginFrame) + bytes + std::string(kEndFrame);
  if (!io_.write(bytes)) stop_ = Stop::output_closed;
}

void ScreenUi::suspend() {
  io_.suspend();
  relayout();
}

// Keys that mean the same wherever they come: Ctrl-C, Ctrl-Z, Ctrl-L, the
// terminal's reports, anything but a left click, pasted text (unless a
// name is typed), and any key while the help is shown (Esc, ?, F1 and q
// close it; the others do nothing then).
bool ScreenUi::handled_anywhere(const Key& key) {
  if (key.kind == KeyKind::control && key.code == U'c') stop_ = Stop::interrupted;
  if (key.kind == KeyKind::control && key.code == U'z') suspend();
  if (key.kind == KeyKind::control && key.code == U'l') repaint_ = true;
  if (key.kind == KeyKind::sync_report) sync_ = key.code == 1;
  if (key.kind == KeyKind::control || key.kind == KeyKind::sync_report) return true;
  if (key.kind == KeyKind::mouse && !is_left_click(key)) return true;
  if (key.kind == KeyKind::paste_start || key.kind == KeyKind::paste_end || (key.pasted && !typing_)) return true;
  if (!view_.overlay.empty()) {
    if (closes_help(key)) view_.overlay.clear();
    return true;
  }
  if (!layout_.fits && key.pasted) return true;
  if (layout_.fits) return false;
  if (letter_of(key) == U'q') stop_ = Stop::quit;  // too small: q quits, as the page says; the rest waits
  return true;
}

void ScreenUi::take(const Wakeup& wakeup) {
  if (wakeup.stop_signal != 0) stop_ = Stop::interrupted;
  if (wakeup.input_closed) stop_ = Stop::end_of_input;
  if (wakeup.suspend) suspend();
  if (wakeup.resumed) repaint_ = true;
  if (wakeup.resized) relayout();
  reader_.push(wakeup.bytes);
  for (const Key& key : reader_.keys(wakeup.timed_out)) {
    if (!handled_anywhere(key)) keys_.push_back(key);
  }
}

std::optional<Key> ScreenUi::next_key(std::optional<milliseconds> timeout, bool until_help_closes) {
  const bool helped = !view_.overlay.empty();
  // A plain time point and a flag, not an optional one (GCC 12 -O2 then
  // warns that it may be used uninitialized).
  const bool timed = timeout.has_value();
  const auto deadline = io_.now() + timeout.value_or(milliseconds(0));
  for (;;) {
    if (stop_) return std::nullopt;
    if (!keys_.empty()) {
      const Key key = keys_.front();
      keys_.pop_front();
      return key;
    }
    present();
    if (stop_) return std::nullopt;
    std::optional<milliseconds> wait;
    if (reader_.pending()) wait = io_.escape_timeout();
    if (timed) {
      const auto left = std::max(milliseconds(0), std::chrono::ceil<milliseconds>(deadline - io_.now()));
      wait = wait ? std::min(*wait, left) : left;
    }
    take(io_.wait(wait, reader_.room()));
    if (until_help_closes && helped && view_.overlay.empty()) return std::nullopt;
    if (timed && keys_.empty() && io_.now() >= deadline) return std::nullopt;
  }
}

// ---- Asking

std::optional<core::Cell> ScreenUi::digit_cell(const Key& key) const {
  if (key.kind != KeyKind::character) return std::nullopt;
  const std::string digit = ascii_digits(encode_utf8(key.code));
  if (digit.size() != 1 || digit[0] < '1' || digit[0] > '9') return std::nullopt;
  return style_.numbering.cell(digit[0] - '0');
}

std::string ScreenUi::menu_help(const Menu& asked) const {
  const std::string help = text(Msg::menu_help, {shown_word(asked.items[asked.fallback], style_.text)});
  return text(Msg::two_sentences, {help, text(Msg::menu_help_back)});
}

std::optional<Reply<Choice>> ScreenUi::menu_key(const Key& key, MenuView& menu, const Menu& asked) {
  if (key.kind == KeyKind::left) return Choice();  // back to the question before
  if (!typed_.empty()) return menu_word_key(key, menu, asked);
  const std::size_t count = asked.items.size();
  const bool up = key.kind == KeyKind::up || letter_of(key) == U'k';
  const bool down = key.kind == KeyKind::down || letter_of(key) == U'j';
  if (up) menu.selected = (menu.selected + count - 1) % count;
  if (down) menu.selected = (menu.selected + 1) % count;
  if (key.kind == KeyKind::enter || is_char(key, U' ')) return Choice(menu.selected);

  if (key.kind == KeyKind::f1 || letter_of(key) == U'?') {  // as the banner says (a word starts with a letter)
    view_.notes[1] = menu_help(asked);
    return std::nullopt;
  }
  if (letter_of(key) == U'q') return Stop::quit;
  if (key.kind == KeyKind::escape && confirm_quit()) return Stop::quit;  // nothing open: asks
  if (is_left_click(key)) {
    if (const auto item = menu_item_at(layout_, menu, key.mouse.column, key.mouse.row)) return Choice(*item);
  }
  if (key.kind != KeyKind::character || up || down) return std::nullopt;
  const std::string digit = ascii_digits(encode_utf8(key.code));
  if (digit.size() == 1 && digit[0] >= '1' && static_cast<std::size_t>(digit[0] - '0') <= count) {
    return Choice(static_cast<std::size_t>(digit[0] - '1'));
  }
  return menu_word_key(key, menu, asked);  // a letter starts a word
}

std::optional<Reply<Choice>> ScreenUi::menu_word_key(const Key& key, MenuView& menu, const Menu& asked) {
  if (key.kind == KeyKind::enter) return menu_word(asked);
  if (key.kind == KeyKind::backspace) drop_last(typed_);
  if (key.kind == KeyKind::escape) typed_.clear();
  if (key.kind == KeyKind::character && typed_.size() < kMaxTyped * 4) typed_ += encode_utf8(key.code);
  view_.notes[1].clear();
  if (typed_.empty()) return std::nullopt;
  // The item the word names so far, as Enter would take it, is highlighted.
  const auto named = pick_item(style_, Entry{std::nullopt, typed_, false}, asked.items);
  if (const auto* item = std::get_if<std::size_t>(&named)) menu.selected = *item;
  const std::string range = text(Msg::number_range, {1, asked.items.size()});
  view_.notes[1] = text(Msg::menu_prompt_default, {range, asked.fallback + 1}) + sanitised(typed_, kMaxTyped) + "_";
  return std::nullopt;
}

std::optional<Reply<Choice>> ScreenUi::menu_word(const Menu& asked) {
  const std::string word(trim(typed_));
  typed_.clear();
  view_.notes[1].clear();
  const auto command = parse_command(word, at_menu, use_play, style_.text);
  if (command == Command::quit) return Stop::quit;
  if (command == Command::back) return Choice();
  if (command == Command::help) {
    view_.notes[1] = menu_help(asked);
    return std::nullopt;
  }
  auto picked = pick_item(style_, Entry{std::nullopt, word, false}, asked.items);
  if (const auto* item = std::get_if<std::size_t>(&picked)) return Choice(*item);
  view_.notes[1] = std::get<std::string>(picked);
  return std::nullopt;
}

Reply<Choice> ScreenUi::choose(const Menu& menu) {
  view_.menu = MenuView{style_.text(menu.title, menu.title_args), menu_item_lines(style_, menu.items), menu.fallback};
  show_keys(Msg::screen_keys_menu);
  begin_question();
  typed_.clear();
  std::optional<Reply<Choice>> answer;
  while (!answer) {
    const auto key = next_key();
    if (!key) answer = stopped();
    if (key) answer = menu_key(*key, *view_.menu, menu);
  }
  view_.menu.reset();
  view_.notes[1] = said_;
  return *answer;
}

void ScreenUi::begin_question() {
  if (asking_) return;
  // What was said before the first question (the banner) is shown again
  // after each answer; what is said at a question (a refusal, its help,
  // nothing to go back to) goes once it is answered.
  said_ = view_.notes[1];
  asking_ = true;
}

std::optional<Reply<Entry>> ScreenUi::name_key(const Key& key, std::string& typed) {
  if (key.kind == KeyKind::enter) {
    const std::string name(trim(typed));
    const auto command = parse_command(name, at_menu, use_play, style_.text);
    if (command == Command::quit) return Stop::quit;
    return Entry{command, name, false};
  }
  // Esc clears what is typed (with nothing typed it asks before quitting:
  // it never takes the default); left goes back only from an empty box.
  if (key.kind == KeyKind::escape && typed.empty() && confirm_quit()) return Stop::quit;
  if (key.kind == KeyKind::escape) typed.clear();
  if (key.kind == KeyKind::left && typed.empty()) return Entry{Command::back, {}, false};
  if (key.kind == KeyKind::backspace) drop_last(typed);
  if (key.kind == KeyKind::character && typed.size() < kMaxTyped * 4) typed += encode_utf8(key.code);
  return std::nullopt;
}

Reply<Entry> ScreenUi::name(core::Mark mark, const std::string& fallback) {
  const std::string title = trimmed(text(Msg::name_prompt, {std::string(1, core::symbol(mark)), fallback}));
  show_keys(Msg::screen_keys_name, {fallback});
  begin_question();
  std::string typed;
  typing_ = true;
  std::optional<Reply<Entry>> answer;
  while (!answer) {
    view_.menu = MenuView{title, {sanitised(typed, kMaxTyped) + "_"}, 0};  // echoed as any outside text
    const auto key = next_key();
    if (!key) answer = stopped();
    if (key) answer = name_key(*key, typed);
  }
  typing_ = false;
  view_.menu.reset();
  view_.notes[1] = said_;
  return *answer;
}

bool ScreenUi::confirm(Msg question, char32_t again) {
  view_.notes[1] = text(question);
  const auto key = next_key();
  view_.notes[1].clear();
  return !key || key->kind == KeyKind::enter || letter_of(*key) == U'y' || letter_of(*key) == again;
}

bool ScreenUi::confirm_quit() { return confirm(Msg::screen_confirm_quit, U'q'); }

bool ScreenUi::quits(const Key& key, bool begun) { return (key.kind != KeyKind::escape && !begun) || confirm_quit(); }

std::optional<Reply<TurnInput>> ScreenUi::new_game(const core::Game& game, const Players& players) {
  if (person_moved(game, players) && !confirm(Msg::screen_confirm_new, U'n')) return std::nullopt;
  return TurnInput{Command::new_game, 0};
}

void ScreenUi::not_now(std::string_view what) { view_.notes[1] = text(Msg::not_now_play_again, {what}); }

bool ScreenUi::not_between_computers(const Key& key, std::uint8_t modes) {
  if (modes != use_cvc) return false;
  if (key.kind != KeyKind::character) return false;
  const auto* row = std::ranges::find_if(kKeys, [&](const KeySpec& spec) {
    return (spec.places & (on_turn | on_again)) != 0 && (spec.modes & use_cvc) == 0 && presses(spec, key);
  });
  if (row == kKeys.end()) return false;
  view_.notes[1] = text(Msg::screen_not_between_computers, {std::string(row->keys)});
  return true;
}

std::optional<Reply<TurnInput>> ScreenUi::turn_click(const Key& key, const core::Game& game, const Players& players) {
  const Target target = hit(layout_, key.mouse.column, key.mouse.row);
  if (target.kind == Target::Kind::cell) {
    cursor_ = static_cast<core::Cell>(target.index);
    return TurnInput{std::nullopt, cursor_};
  }
  const auto button = button_at(layout_, key);
  if (button == Button::new_game) return new_game(game, players);
  if (button == Button::undo) return TurnInput{Command::undo, 0};
  if (button == Button::hint) return TurnInput{Command::hint, 0};
  if (button == Button::review) not_now(text_.buttons.at(static_cast<std::size_t>(Button::review)));
  if (button == Button::quit && quits(key, !game.moves().empty())) return Stop::quit;
  return std::nullopt;
}

std::optional<Reply<TurnInput>> ScreenUi::turn_key(const Key& key, const core::Game& game, const Players& players) {
  if (is_left_click(key)) return turn_click(key, game, players);
  if (const auto cell = digit_cell(key)) {
    cursor_ = *cell;
    return TurnInput{std::nullopt, *cell};
  }
  const KeySpec* row = key_at(key, on_turn, use_of(players.mode));
  if (row == nullptr) {
    if (const KeySpec* later = key_at(key, on_again, use_of(players.mode))) not_now(later->keys);
    return std::nullopt;
  }
  switch (row->action) {
    case KeyAction::move: cursor_ = moved(key, cursor_).value_or(cursor_); break;
    case KeyAction::play: return TurnInput{std::nullopt, cursor_};
    case KeyAction::undo: return TurnInput{Command::undo, 0};
    case KeyAction::hint: return TurnInput{Command::hint, 0};
    case KeyAction::new_game: return new_game(game, players);
    case KeyAction::help: return TurnInput{Command::help, 0};
    case KeyAction::quit:
      if (quits(key, !game.moves().empty())) return Stop::quit;
      break;
    default: break;  // not read on a turn
  }
  return std::nullopt;
}

Reply<TurnInput> ScreenUi::move(const core::Game& game, const Players& players) {
  mode_ = players.mode;
  show_turn(game, players);  // not turn(): a hint just given on the empty board stays
  for (;;) {
    view_.cursor = cursor_;
    const auto key = next_key();
    if (!key) return stopped();
    if (auto input = turn_key(*key, game, players)) {
      view_.cursor.reset();
      if (*input && !(*input)->command) view_.notes[1].clear();  // a move: what was said before is old
      return *input;
    }
  }
}

std::optional<Reply<Command>> ScreenUi::again_action(KeyAction action, const Key& key) {
  switch (action) {
    case KeyAction::again: return Command::yes;
    case KeyAction::stop: return Command::no;
    case KeyAction::undo: return Command::undo;
    case KeyAction::swap: return Command::swap;
    case KeyAction::settings: return Command::settings;
    case KeyAction::review: return Command::review;
    case KeyAction::help: return Command::help;
    case KeyAction::quit:
      if (quits(key, false)) return Stop::quit;  // q at once; Esc asks
      break;
    default: break;  // not read at Play again
  }
  return std::nullopt;
}

std::optional<Reply<Command>> ScreenUi::again_key(const Key& key, const Players& players) {
  const std::uint8_t modes = use_of(players.mode);
  if (const auto button = button_at(layout_, key)) {
    static constexpr std::array<KeyAction, kButtons.size()> kPressed{KeyAction::again, KeyAction::undo, KeyAction::hint,
                                                                     KeyAction::review, KeyAction::quit};
    const KeyAction action = kPressed.at(static_cast<std::size_t>(*button));
    if (action == KeyAction::undo && modes == use_cvc) return std::nullopt;  // no person's move to take back
    return again_action(action, key);
  }
  const KeySpec* row = key_at(key, on_again, modes);
  if (row == nullptr) {
    not_between_computers(key, modes);  // no person's move to take back, nobody to swap
    return std::nullopt;
  }
  return again_action(row->action, key);
}

Reply<Command> ScreenUi::play_again(const Players& players) {
  const bool swaps = players.mode != Mode::cvc;
  asking_ = false;  // settings ask anew
  held_ = false;    // the result stays while this is asked
  mode_ = players.mode;
  view_.notes[1] = text(swaps ? Msg::screen_again_prompt : Msg::screen_again_prompt_watch);
  show_keys(on_again);
  for (;;) {
    const auto key = next_key();
    if (!key) return stopped();
    auto answer = again_key(*key, players);
    if (!answer) continue;
    // The game is left (a new one, new settings, or reopened): the prompt
    // and the last announcement go with it; help and review come back here.
    if (*answer && **answer != Command::help && **answer != Command::review) view_.notes = {"", ""};
    return *answer;
  }
}

// ---- Telling

void ScreenUi::on(const Event& event) {
  std::visit(Overloaded{
                 [&](const Started& told) {
                   if (told.banner) started(*told.banner);
                 },
                 [&](const TurnBegins& begins) { turn(begins); },
                 [&](const Moved& played) { computer_moved(played); },
                 [&](const Hinted& told) { hinted(told.hint); },
                 [&](const CellTaken& taken) { cell_taken(taken.game, taken.cell); },
                 [&](const TookBack& undo) { took_back(undo.game, undo.taken, undo.players); },
                 [&](const Reopened& undo) {
                   took_back(undo.game, undo.taken, undo.players);
                   view_.score = text(Msg::score_line, {tally(undo.score, undo.players, style_.text)});
                 },
                 [&](const Abandoned&) { notice(Msg::game_abandoned, {}); },
                 [&](const GameOver& over) { game_over(over); },
                 [&](const Scored& told) { scored(told.news, told.score, told.players); },
                 [&](const Notice& told) { notice(told.id, told.args); },
                 [&](const HelpShown&) { help(); },
                 [&](const NameHelpShown& told) { name_help(told.mark, told.fallback); },
                 [&](const ReviewShown& told) { review(told.game, told.players); },
                 [&](const Farewell& told) { farewell(told); },
                 [&](const GameStarted& told) {
                   if (held_) hold(Msg::screen_hold_next, told.players);
                 },
                 [&](const Remarked& remark) { remarked(remark); },
                 Ignore<PlayersSeated, NamesAsked>{},
             },
             event);
  just_remarked_ = std::holds_alternative<Remarked>(event);
}

// What the computer says, in its mark's colour; a second remark straight
// after a first (two computers bantering) moves the first up a note.
void ScreenUi::remarked(const Remarked& remark) {
  const char mark = core::symbol(remark.by);
  const std::string line = remark_line(style_.text, remark, std::string(1, mark));
  if (just_remarked_) view_.notes[0] = view_.notes[1];
  view_.notes[1] = line;
  view_.remarks.emplace_back(line, mark);
  if (view_.remarks.size() > view_.notes.size()) view_.remarks.erase(view_.remarks.begin());
}

// The line game's banners say h for help, which moves the cursor here.
void ScreenUi::started(Msg banner) { view_.notes[1] = text(banner == Msg::banner_watch ? banner : Msg::screen_banner); }

void ScreenUi::notice(Msg id, const std::vector<Arg>& args) { view_.notes[1] = style_.text(id, args); }

std::string ScreenUi::turn_status(const core::Game& game, const Players& players) const {
  const core::Mark side = game.side_to_move();
  const std::string glyph(1, core::symbol(side));
  const std::string who = name_of(players, side);
  return text(Msg::screen_turn, {who == glyph ? glyph : text(Msg::player_named, {who, glyph})});
}

void ScreenUi::show_turn(const core::Game& game, const Players& players) {
  view_.board = game.board();
  view_.winning.clear();
  view_.status = turn_status(game, players);
  show_keys(on_turn);
}

// A person's turn here.
void ScreenUi::turn(const TurnBegins& turn) {
  const core::Game& game = turn.game;
  if (turn.players.at(game.side_to_move()).kind() != core::Seat::person) return;
  asking_ = false;  // the questions are over
  show_turn(game, turn.players);
  show_score(turn.score, turn.players);
  if (!game.moves().empty()) return;
  // A new game (after one dropped, too): the cursor on the centre, nothing
  // left of the last game's moves and hints.
  cursor_ = 4;
  view_.notes[0].clear();
  view_.hinted.clear();
}

// The score named for who plays which mark now (after a swap the person's
// "(you)" follows the person).
void ScreenUi::show_score(const Score& score, const Players& players) {
  view_.score = text(Msg::score_line, {tally(score, players, style_.text)});
}

// The computer's move, and why (a person's shows on the next turn).
void ScreenUi::computer_moved(const Moved& moved) {
  if (!moved.why) return;
  const core::Game& game = moved.game;
  const Players& players = moved.players;
  asking_ = false;  // the questions are over
  if (moved.shown != Shown::all) return;
  view_.board = game.board();
  view_.hinted.clear();
  view_.notes[0] = announcement(style_, game, core::Move{moved.cell, *moved.why}, players);
  if (!game.is_over()) view_.status = turn_status(game, players);
  show_score(moved.score, players);  // the cursor stays where the person left it
  const bool watching = players.level(core::Mark::x) && players.level(core::Mark::o);
  mode_ = players.mode;
  if (watching) watch_pause(pace_);
}

void ScreenUi::watch_key(const Key& key, bool& waiting) {
  std::optional<std::string> said;  // what the key says (the pause is said with it)
  const KeySpec* row = key_at(key, on_watch, use_cvc);
  if (row == nullptr && not_between_computers(key, use_cvc)) said = view_.notes[1];
  switch (row == nullptr ? KeyAction::play : row->action) {
    case KeyAction::pace:
      pace_ = letter_of(key) == U'+' ? std::max(kFastestPace, pace_ - kPaceStep)
                                     : std::min(kSlowestPace, pace_ + kPaceStep);
      said = text(Msg::screen_pace, {static_cast<long long>(pace_.count())});
      break;
    case KeyAction::pause:
      paused_ = !paused_;
      said = "";
      break;
    case KeyAction::step:
      paused_ = true;
      waiting = false;
      said = "";
      break;
    case KeyAction::help: help(); break;
    case KeyAction::quit:
      if (quits(key, true)) stop_ = Stop::quit;
      said = "";
      break;
    default: break;  // nothing else is read between computers
  }
  if (!said) return;
  if (!paused_) view_.notes[1] = *said;
  if (paused_)
    view_.notes[1] =
        said->empty() ? text(Msg::screen_paused) : text(Msg::two_sentences, {*said, text(Msg::screen_paused)});
}

// Between computers: the board stays up for `shown` (or until '.', or
// while paused or the help is open), keys changing the pace meanwhile.
void ScreenUi::watch_pause(milliseconds shown) {
  show_keys(on_watch);
  auto until = io_.now() + shown;
  bool waiting = true;
  while (waiting && !stop_) {
    const bool held = paused_ || !view_.overlay.empty();
    const auto left = std::chrono::ceil<milliseconds>(until - io_.now());
    if (!held && left <= milliseconds(0)) break;
    const auto key = next_key(held ? std::nullopt : std::optional(left), /*until_help_closes=*/true);
    if (held && !paused_ && view_.overlay.empty()) until = io_.now() + shown;  // the help closed: the board again
    if (key) watch_key(*key, waiting);
  }
}

// A result held on the screen: between computers a pace step longer than
// a move (or till '.'), else until a key; q and Esc there quit (Esc asks).
void ScreenUi::hold(Msg note, const Players& players) {
  held_ = false;
  mode_ = players.mode;
  view_.notes[1] = text(note);
  if (players.mode == Mode::cvc && note == Msg::screen_hold_next) {
    watch_pause(pace_ + kPaceStep);
    return;
  }
  show_keys(on_again);
  view_.bar.erase(view_.bar.begin(), view_.bar.end() - std::min<std::ptrdiff_t>(2, std::ssize(view_.bar)));  // ? and q
  for (;;) {
    const auto key = next_key();
    if (!key) return;
    const KeySpec* row = key_at(*key, on_again, use_of(players.mode));
    if (row != nullptr && row->action == KeyAction::help) {
      help();
      continue;
    }
    if (row != nullptr && row->action == KeyAction::quit && quits(*key, false)) stop_ = Stop::quit;
    return;
  }
}

void ScreenUi::hinted(const core::Hint& hint) {
  view_.hinted = hint.named;
  view_.notes[1] = hint_line(style_, hint);
}

void ScreenUi::cell_taken(const core::Game& game, core::Cell cell) {
  view_.notes[1] = text(Msg::cell_taken, {style_.cell(cell), core::at(game.board(), cell)});
}

void ScreenUi::took_back(const core::Game& game, const std::vector<core::TakenBack>& taken, const Players& players) {
  view_.board = game.board();
  view_.winning.clear();
  view_.hinted.clear();
  view_.notes[0].clear();  // the computer's move just taken back is no longer news
  view_.notes[1] = took_back_line(style_, taken, players);
  cursor_ = taken.back().cell;
}

void ScreenUi::show_winning(const core::Board& board) {
  if (const auto win = core::find_win(board)) {
    for (const core::Line& line : core::winning_lines(board, win->mark)) {
      view_.winning.insert(view_.winning.end(), line.begin(), line.end());
    }
  }
}

void ScreenUi::game_over(const GameOver& over) {
  const core::Game& game = over.game;
  if (over.shown == Shown::none) return;
  view_.board = game.board();
  view_.hinted.clear();
  view_.winning.clear();
  show_winning(game.board());
  view_.status = result_line(style_, game, over.players);
  view_.notes[0] = moves_line(style_, game);
  held_ = over.shown == Shown::all;  // kept on screen until the next question, or a key
}

// How to close it, the keys of where the player is (from kKeys), the
// mouse, and the keys that mean the same everywhere (cut last on a small
// screen).
void ScreenUi::help() {
  const std::uint8_t modes = use_of(mode_);
  view_.overlay = {text(Msg::screen_help_title), joined(bar_entries(on_help, modes, style_.text)),
                   text(Msg::screen_key_entry, {text(place_heading(place_)), help_keys(place_, modes, style_.text)})};
  if (place_ == on_turn || place_ == on_again) view_.overlay.push_back(text(Msg::screen_help_mouse));
  view_.overlay.push_back(text(Msg::screen_help_other));
}

void ScreenUi::name_help(core::Mark mark, const std::string& fallback) {
  const std::string help = text(Msg::name_help, {std::string(1, core::symbol(mark)), fallback});
  view_.notes[1] = text(Msg::two_sentences, {help, text(Msg::menu_help_back)});
}

void ScreenUi::review_step(const core::Game& game, const std::vector<ReviewedMove>& moves, std::size_t at) {
  view_.winning.clear();
  view_.hinted.clear();
  view_.cursor.reset();
  if (at == moves.size()) {  // the final position, its winning line shown
    view_.board = game.board();
    show_winning(game.board());
    view_.notes[0] = moves_line(style_, game);
    return;
  }
  core::Board board = core::kEmptyBoard;
  for (std::size_t i = 0; i < at; ++i) board.at(static_cast<std::size_t>(game.moves()[i])) = i % 2 == 0 ? 'X' : 'O';
  view_.board = board;
  view_.cursor = game.moves()[at];
  view_.hinted = core::review(game.moves())[at].best;
  view_.notes[0] = moves[at].verdict;
  if (!moves[at].trap.empty()) view_.notes[1] = moves[at].trap;
}

// Steps through the moves: the board before each, the cell played under
// the cursor, the best cells highlighted, the verdict below; after the
// last, the final position.
void ScreenUi::review(const core::Game& game, const Players& players) {
  const ReviewNames names = review_names(style_, players);
  const std::vector<ReviewedMove> moves = review_moves(game.moves(), style_, names);
  const std::string summary = review_summary(core::review(game.moves()), style_.text, names);
  const core::Board final_board = view_.board;
  const auto winning = view_.winning;
  mode_ = players.mode;
  show_keys(on_review);
  for (std::size_t at = 0; !game.moves().empty();) {
    view_.notes[1] = summary;
    review_step(game, moves, at);
    const auto key = next_key();
    const KeySpec* row = key ? key_at(*key, on_review, use_of(players.mode)) : nullptr;
    if (!key || (row != nullptr && row->action == KeyAction::back)) break;
    if (row != nullptr && row->action == KeyAction::help) help();
    if (row != nullptr) at = stepped(row->action, *key, at, moves.size());
  }
  show_keys(on_again);
  view_.board = final_board;
  view_.winning = winning;
  view_.cursor.reset();
  view_.hinted.clear();
  view_.notes = {moves_line(style_, game), ""};
}

void ScreenUi::scored(ScoreNews news, const Score& score, const Players& players) {
  const std::string told = tally(score, players, style_.text);
  switch (news) {
    case ScoreNews::after_game: view_.score = text(Msg::score_line, {told}); break;
    case ScoreNews::after_rounds:  // the session ends with it: printed once the terminal is given back too
      view_.score = text(Msg::tally_after_rounds, {score.games(), told});
      after_.push_back(view_.score);
      if (held_) hold(Msg::screen_hold_end, players);
      break;
    case ScoreNews::before_settings: view_.score = text(Msg::settings_score, {told}); break;
    case ScoreNews::final: after_.push_back(text(Msg::final_score, {told})); break;
    case ScoreNews::interrupted:
      after_.push_back(text(score.games() > 0 ? Msg::interrupted : Msg::interrupted_before_play, {told}));
      break;
  }
}

void ScreenUi::farewell(const Farewell& farewell) {
  if (farewell.news) scored(*farewell.news, farewell.score, farewell.players);
  if (farewell.replay_seed) after_.push_back(text(Msg::replay_seed, {std::to_string(*farewell.replay_seed)}));
  if (farewell.goodbye) after_.push_back(text(Msg::goodbye));
}

// ---- The session on a terminal

int run_screen_session(ScreenTerminal& terminal, const ScreenSession& session, std::ostream& out) {
  int status = 0;
  std::vector<std::string> after;
  {
    ScreenUi ui(terminal, session.style);
    status = run_session(Face{ui, ui, ui}, session);
    after = ui.after();
  }
  terminal.restore();
  for (const std::string& line : after) out << line << '\n';
  out.flush();
  return status;
}

}  // namespace tictactoe::app::screen
