#pragma once

// Writing to a file descriptor: all of the bytes, through write(2), for
// the history file and the full screen's terminal alike.

#include <sys/types.h>

#include <cstddef>
#include <string_view>
#include <system_error>

namespace tictactoe::app {

/// A function with write(2)'s signature, result and errno (a test seam may
/// stand in for it).
using WriteCall = ssize_t (*)(int fd, const void* bytes, std::size_t size);

/// Writes all of `bytes` to `fd` with `write`: a short write goes on with
/// the rest and EINTR tries again. Returns an empty code once every byte is
/// written; else write's errno, or ENOSPC for a write of nothing.
std::error_code write_all(int fd, std::string_view bytes, WriteCall write);

/// The same through write(2) itself.
std::error_code write_all(int fd, std::string_view bytes);

}  // namespace tictactoe::app
