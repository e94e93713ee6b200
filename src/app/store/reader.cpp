#include "app/store/reader.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>

#include "app/store/scan.hpp"

namespace tictactoe::app::storage {

HistoryParser::HistoryParser(Visit visit) : visit_(std::move(visit)) {
  slots_.reserve(kWithdrawalReach + 1);  // the window full and one spare: never more
  ids_.reserve(kWithdrawalReach + 1);
}

void HistoryParser::feed(std::string_view bytes) {
  while (!bytes.empty()) {
    const auto newline = bytes.find('\n');
    const std::string_view piece = bytes.substr(0, newline);
    if (newline != std::string_view::npos && line_.empty() && !too_long_ && piece.size() <= kMaxLineBytes) {
      end_line(piece);  // a whole line in this piece: read where it is
    } else {
      if (!too_long_ && line_.size() + piece.size() <= kMaxLineBytes) {
        line_.append(piece);
      } else {
        too_long_ = true;
        line_.clear();
      }
      if (newline == std::string_view::npos) return;
      end_line(line_);
    }
    bytes.remove_prefix(newline + 1);
  }
}

ReadSummary HistoryParser::finish() {
  if (!line_.empty() || too_long_) end_line(line_);
  while (!window_.empty()) pass_on();
  return summary_;
}

void HistoryParser::end_line(std::string_view line) {
  ++line_number_;
  if (too_long_) {
    skip();
  } else {
    take(line);
  }
  line_.clear();
  too_long_ = false;
}

void HistoryParser::take(std::string_view line) {
  GameRecord& record = spare();
  switch (scan_line(line, record)) {
    case Scan::game: return hold();
    case Scan::withdrawal: return withdraw(record.id);
    case Scan::unsure: break;
  }
  auto entry = parse_line(line);
  if (!entry) return skip();
  if (auto* game = std::get_if<GameRecord>(&*entry)) {
    record = std::move(*game);
    return hold();
  }
  withdraw(std::get<Withdrawal>(*entry).id);
}

void HistoryParser::skip() {
  if (summary_.skipped++ == 0) summary_.first_skipped = line_number_;
}

// The slot the next line is read into: free_.back(), made when none is
// free.
GameRecord& HistoryParser::spare() {
  if (free_.empty()) {
    slots_.emplace_back();
    free_.push_back(static_cast<std::uint16_t>(slots_.size() - 1));
  }
  return slots_[free_.back()];
}

// Holds the game in the spare slot.
void HistoryParser::hold() {
  const std::uint16_t slot = free_.back();
  if (!ids_.insert(slots_[slot].id).second) return skip();  // the same id again: not a new game
  free_.pop_back();
  window_.push_back(slot);
  if (window_.size() > kWithdrawalReach) pass_on();
}

void HistoryParser::withdraw(std::string_view id) {
  const auto found =
      std::ranges::find(window_, id, [this](std::uint16_t slot) -> std::string_view { return slots_[slot].id; });
  if (found == window_.end()) return skip();
  ids_.erase(slots_[*found].id);
  free_.push_back(*found);
  window_.erase(found);
  ++summary_.withdrawn;
}

void HistoryParser::pass_on() {
  const std::uint16_t slot = window_.front();
  ids_.erase(slots_[slot].id);
  ++summary_.games;
  visit_(slots_[slot]);
  window_.pop_front();
  free_.push_back(slot);
}

std::error_code read_history(const std::string& path, HistoryParser& parser, ReadSummary& summary, FileUse use) {
  const int fd = ::open(path.c_str(), O_RDONLY | open_flags(use));
  if (fd < 0)
    return errno == ELOOP && use != FileUse::read_given ? Refusal::link
                                                        : std::error_code{errno, std::generic_category()};
  // A device (/dev/full, /dev/zero) never ends: only a file or a pipe is
  // read, so that reading is bounded by what was written. A pipe is read
  // as it comes (blocking again); a FIFO with no writer reads as empty.
  struct stat status {};
  std::error_code refused =
      ::fstat(fd, &status) == 0 ? check_file(status, use) : std::error_code{errno, std::generic_category()};
  if (!refused && !S_ISREG(status.st_mode)) {
    const int flags = ::fcntl(fd, F_GETFL);
    if (flags < 0 || ::fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) != 0) refused = {errno, std::generic_category()};
  }
  if (refused) {
    ::close(fd);
    return refused;
  }
  std::array<char, 65536> block{};
  std::error_code error;
  for (;;) {
    const ssize_t got = ::read(fd, block.data(), block.size());
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) error = {errno, std::generic_category()};
    if (got <= 0) break;
    parser.feed({block.data(), static_cast<std::size_t>(got)});
  }
  ::close(fd);
  summary = parser.finish();
  return error;
}

}  // namespace tictactoe::app::storage
