#include "app/store/config.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>

#include "app/store/owned.hpp"

namespace tictactoe::app::storage {

namespace {

std::string_view trimmed(std::string_view text) {
  const auto first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

}  // namespace

ConfigLines parse_config(std::string_view text) {
  ConfigLines lines;
  if (text.size() > kMaxConfigBytes) {
    lines.truncated = true;
    text = text.substr(0, kMaxConfigBytes);
  }
  std::size_t number = 0;
  while (!text.empty()) {
    const auto newline = text.find('\n');
    const std::string_view line = trimmed(text.substr(0, newline));
    text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
    ++number;
    if (line.empty() || line.front() == '#') continue;
    const auto equals = line.find('=');
    const std::string_view key = equals == std::string_view::npos ? "" : trimmed(line.substr(0, equals));
    if (key.empty()) {
      lines.malformed.push_back(number);
      continue;
    }
    lines.settings.push_back({number, std::string(key), std::string(trimmed(line.substr(equals + 1)))});
  }
  return lines;
}

std::error_code read_config_file(const std::string& path, std::string& text) {
  const int fd = ::open(path.c_str(), O_RDONLY | open_flags(FileUse::preferences));
  if (fd < 0) return {errno, std::generic_category()};
  struct stat status {};
  const std::error_code refused = ::fstat(fd, &status) == 0 ? check_file(status, FileUse::preferences)
                                                            : std::error_code{errno, std::generic_category()};
  if (refused) {
    ::close(fd);
    return refused;
  }
  text.clear();
  std::string block(4096, '\0');
  std::error_code error;
  while (text.size() <= kMaxConfigBytes) {
    const ssize_t got = ::read(fd, block.data(), block.size());
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) error = {errno, std::generic_category()};
    if (got <= 0) break;
    text.append(block, 0, static_cast<std::size_t>(got));
  }
  ::close(fd);
  return error;
}

}  // namespace tictactoe::app::storage
