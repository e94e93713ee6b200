#include "app/store/reader.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>

namespace tictactoe::app::storage {

void HistoryParser::feed(std::string_view bytes) {
  while (!bytes.empty()) {
    const auto newline = bytes.find('\n');
    const std::string_view piece = bytes.substr(0, newline);
    if (!too_long_ && line_.size() + piece.size() <= kMaxLineBytes) {
      line_.append(piece);
    } else {
      too_long_ = true;
      line_.clear();
    }
    if (newline == std::string_view::npos) return;
    end_line();
    bytes.remove_prefix(newline + 1);
  }
}

ReadSummary HistoryParser::finish() {
  if (!line_.empty() || too_long_) end_line();
  while (!window_.empty()) pass_on();
  return summary_;
}

void HistoryParser::end_line() {
  ++line_number_;
  if (too_long_) {
    skip();
  } else {
    take(line_);
  }
  line_.clear();
  too_long_ = false;
}

void HistoryParser::take(std::string_view line) {
  auto entry = parse_line(line);
  if (!entry) return skip();
  if (auto* record = std::get_if<GameRecord>(&*entry)) return hold(std::move(*record));
  withdraw(std::get<Withdrawal>(*entry).id);
}

void HistoryParser::skip() {
  if (summary_.skipped++ == 0) summary_.first_skipped = line_number_;
}

void HistoryParser::hold(GameRecord record) {
  if (!ids_.insert(record.id).second) return skip();  // the same id again: not a new game
  window_.push_back(std::move(record));
  if (window_.size() > kWithdrawalReach) pass_on();
}

void HistoryParser::withdraw(const std::string& id) {
  const auto found = std::ranges::find(window_, id, &GameRecord::id);
  if (found == window_.end()) return skip();
  ids_.erase(id);
  window_.erase(found);
  ++summary_.withdrawn;
}

void HistoryParser::pass_on() {
  ids_.erase(window_.front().id);
  ++summary_.games;
  visit_(window_.front());
  window_.pop_front();
}

std::error_code read_history(const std::string& path, HistoryParser& parser, ReadSummary& summary) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return {errno, std::generic_category()};
  // A device (/dev/full, /dev/zero) never ends: only a file or a pipe is
  // read, so that reading is bounded by what was written.
  struct stat status {};
  if (::fstat(fd, &status) == 0 && !S_ISREG(status.st_mode) && !S_ISFIFO(status.st_mode)) {
    ::close(fd);
    return std::make_error_code(S_ISDIR(status.st_mode) ? std::errc::is_a_directory : std::errc::not_supported);
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
