#pragma once

// The full-screen face's picture: an in-memory grid of character cells,
// written with display-width-aware text (a CJK character takes two cells,
// a combining mark or a directional mark none), and the escape sequences
// that change what a terminal shows from one grid to the next: only the
// cells that changed, the cursor moved only where it must, one string to
// be sent in one write(2). No terminal is needed to build or compare
// grids, so layouts and frames are tested in memory.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tictactoe::app::screen {

/// The 16-colour palette (SGR 30-37 and 90-97), on the terminal's own
/// background, or the terminal's own foreground (none).
enum class Colour : std::uint8_t {
  none,
  black,
  red,
  green,
  yellow,
  blue,
  magenta,
  cyan,
  white,
  bright_black,
  bright_red,
  bright_green,
  bright_yellow,
  bright_blue,
  bright_magenta,
  bright_cyan,
  bright_white,
};

/// How a cell is drawn. Bold and reverse show without colour too.
struct Look {
  Colour colour = Colour::none;
  bool bold = false;
  bool dim = false;
  bool underline = false;
  bool reverse = false;
  bool operator==(const Look&) const = default;
};

/// One cell: the character shown there (with any zero-width characters
/// that go with it), or "" for the right half of a wide character.
struct Glyph {
  std::string text = " ";
  Look look{};
  bool operator==(const Glyph&) const = default;
};

/// A grid of cells, `columns` by `rows`, blank to start with. Cells are
/// addressed 0-based, column first; writes outside the grid are clipped.
class Grid {
 public:
  Grid() = default;
  Grid(std::size_t columns, std::size_t rows);

  [[nodiscard]] std::size_t columns() const { return columns_; }
  [[nodiscard]] std::size_t rows() const { return rows_; }
  /// The cell at (`column`, `row`). Precondition: inside the grid.
  [[nodiscard]] const Glyph& at(std::size_t column, std::size_t row) const;

  /// Writes `text` (UTF-8, one line) from (`column`, `row`) in `look`, at
  /// most `limit` columns and never past the right edge; a wide character
  /// that does not fit all is a blank. A zero-width character joins the
  /// cell before it (the first cell of `text`, at its start). A control
  /// byte or invalid UTF-8 shows as '?'. Returns the columns written.
  std::size_t write(std::size_t column, std::size_t row, std::string_view text, Look look = {},
                    std::size_t limit = std::string_view::npos);
  /// Blanks `width` by `height` cells from (`column`, `row`) in `look`.
  void fill(std::size_t column, std::size_t row, std::size_t width, std::size_t height, Look look = {});
  /// Gives the cells from (`column`, `row`), `width` wide, `look` (their
  /// text kept).
  void paint(std::size_t column, std::size_t row, std::size_t width, Look look);

  /// Keeps each row's directional isolates paired (U+2066-U+2068 ... U+2069),
  /// for a terminal that applies the bidi algorithm to each line: a PDI
  /// that closes nothing is dropped and an isolate still open at a row's
  /// end is closed in its last cell. write() and fill() also close, just
  /// before the cells they cover, an isolate opened left of them, so text
  /// drawn over a row (a box) is never inside another row's isolate.
  void balance_isolates();

  /// Row `row`'s text, each cell's text in turn (for tests and captures).
  [[nodiscard]] std::string line(std::size_t row) const;
  /// Every row's text, each ending in '\n', blanks at the ends of rows cut.
  [[nodiscard]] std::string text() const;

 private:
  // Clears the wide character that (`column`, `row`) is a half of, if any.
  void split(std::size_t column, std::size_t row);
  // Closes, in the last cell left of (`column`, `row`), the isolates open there.
  void close_isolates_before(std::size_t column, std::size_t row);
  Glyph& cell(std::size_t column, std::size_t row) { return cells_[row * columns_ + column]; }

  std::size_t columns_ = 0;
  std::size_t rows_ = 0;
  std::vector<Glyph> cells_;
};

/// The largest grid the full screen draws: on a terminal said to be larger
/// (a size set by hand, up to 65535x65535) it draws in the top-left
/// kMaxColumns x kMaxRows cells, so its memory stays bounded (a cell costs
/// about 40 bytes in each of the two grids kept: 40 MB at most) whatever
/// the terminal says.
inline constexpr std::size_t kMaxColumns = 1000;
inline constexpr std::size_t kMaxRows = 500;

/// The SGR sequence that sets `look` from nothing ("\x1b[0;1;7;31m"),
/// colour left out when `colour` is false.
std::string sgr(const Look& look, bool colour);

/// The bytes that make a terminal showing `before` show `after`: for each
/// run of changed cells, a cursor move (CUP) unless the cursor is there
/// already, the SGR of each change of look, and the cells' text; a gap of
/// a few unchanged cells is rewritten rather than jumped. The attributes
/// are reset at the end. Empty when nothing changed. When the grids differ
/// in size, the whole of `after` (see draw_all).
std::string draw_changes(const Grid& before, const Grid& after, bool colour);

/// The bytes that show all of `grid` on a cleared screen: attributes
/// reset, home, clear (CSI 2J), then the cells that are not blank. Only for
/// the first frame, a resize or Ctrl-L.
std::string draw_all(const Grid& grid, bool colour);

}  // namespace tictactoe::app::screen
