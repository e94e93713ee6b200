#pragma once

// What the full-screen face shows, as a value (View), and how it is drawn
// into a Grid for a Layout: the board with its numbers, cursor, hinted
// cells and winning line; the text rows; the buttons and the key bar; a
// menu or the help over the board; or, on a screen too small, only the
// sentence that asks for a larger one. The texts come made (from the
// catalogue); this module only places them.

#include <array>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "app/screen/grid.hpp"
#include "app/screen/layout.hpp"
#include "app/tables/keys.hpp"
#include "app/text/input.hpp"
#include "app/text/layout.hpp"
#include "app/text/messages.hpp"
#include "tictactoe/board.hpp"

namespace tictactoe::app::screen {

/// A menu shown over the board.
struct MenuView {
  std::string title;
  std::vector<std::string> items;  ///< each as shown, e.g. "1) hvh  human vs human"
  std::size_t selected = 0;        ///< the item highlighted (the default, until the cursor moves)
};

/// Everything the face shows at one moment.
struct View {
  core::Board board = core::kEmptyBoard;
  std::optional<core::Cell> cursor;  ///< the cell under the cursor, when a person is to move
  std::vector<core::Cell> winning;   ///< the cells of the winning line(s), highlighted
  std::vector<core::Cell> hinted;    ///< the best cells of a hint, highlighted
  std::string status;                ///< whose turn it is, or the result
  std::string score;
  std::array<std::string, 2> notes;  ///< the last move and why; what was just said
  /// The computer's remarks of late, each with its mark: a note that reads
  /// as one of them is drawn in that mark's look.
  std::vector<std::pair<std::string, char>> remarks;
  std::vector<KeyEntry> bar;         ///< the key bar, from kKeys (shortened to fit: labels go before keys)
  std::string keys;                  ///< or the key bar as a sentence (menus, names), when `bar` is empty
  std::optional<MenuView> menu;      ///< a menu over the board
  std::vector<std::string> overlay;  ///< the help over the board (its title first); empty: none
};

/// What does not change from one View to the next.
struct ViewText {
  std::array<std::string, kButtons.size()> buttons;  ///< the buttons' labels, in kButtons order
  std::string too_small;                             ///< the sentence for a screen below the minimum
  Numbering numbering{};                             ///< how empty cells are numbered
  Direction direction = Direction::left_to_right;
};

/// The ViewText in `text`'s language for a `columns` by `rows` screen:
/// the buttons' labels, and the sentence asking for at least
/// kMinimumColumns by kMinimumRows.
ViewText view_text(const Catalogue& text, Numbering numbering, std::size_t columns, std::size_t rows);

/// The look of each mark: X bold red, O bold cyan (as the line face).
Look look_of(char mark);

/// `view` drawn for `layout`. On a layout that does not fit, only
/// `text.too_small`, wrapped and centred.
Grid draw(const View& view, const Layout& layout, const ViewText& text);

/// `text` wrapped into rows of at most `width` columns, at most `most`
/// of them: when it needs more, or a row had to be cut, the last row
/// kept ends in "…" (never cut silently, even at exactly `width`).
std::vector<std::string> fit_rows(const std::string& text, std::size_t width, std::size_t most);

/// The key bar of `entries` in `width` columns: every entry whole when
/// they fit; else the labels go, first to last, keeping "?: help" and
/// "q: quit" (the last two) whole as long as possible; else it is cut
/// with "…".
std::string key_bar(std::span<const KeyEntry> entries, std::size_t width);

/// The menu item at (`column`, `row`) when `menu` is shown on `layout`.
std::optional<std::size_t> menu_item_at(const Layout& layout, const MenuView& menu, std::size_t column,
                                        std::size_t row);

}  // namespace tictactoe::app::screen
