#include "app/base/io.hpp"

#include <unistd.h>

#include <cerrno>

namespace tictactoe::app {

std::error_code write_all(int fd, std::string_view bytes, WriteCall write) {
  while (!bytes.empty()) {
    const ssize_t written = write(fd, bytes.data(), bytes.size());
    if (written < 0 && errno == EINTR) continue;
    if (written < 0) return {errno, std::generic_category()};
    if (written == 0) return {ENOSPC, std::generic_category()};
    bytes.remove_prefix(static_cast<std::size_t>(written));
  }
  return {};
}

std::error_code write_all(int fd, std::string_view bytes) { return write_all(fd, bytes, ::write); }

}  // namespace tictactoe::app
