#pragma once

// Appending one line to the history file, durably: the whole line in one
// write(2) on an O_APPEND descriptor under an exclusive flock, a newline
// first when the file's last byte is not one (so a torn earlier line stays
// a line of its own), short writes and EINTR carried on, then fsync; every
// result of write, fsync and close checked. The file is never truncated,
// rewritten or read beyond its last byte, so an append costs the same with
// a million records as with none.

#include <sys/stat.h>
#include <sys/types.h>

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>
#include <system_error>

namespace tictactoe::app::storage {

/// How long append_line waits by default for another process's lock
/// before giving up.
inline constexpr std::chrono::milliseconds kLockWait{5000};

/// How append_line goes about it.
struct AppendOptions {
  bool make_parents = false;  ///< make the missing folders of the path first, 0700
  std::size_t made_from = 0;  ///< only those past this many bytes of the path (HOME itself is never made)
  std::chrono::milliseconds wait = kLockWait;  ///< how long another process's lock is waited for
};

/// Appends `line` and a newline to the file at `path`, created 0600
/// whatever the umask if missing (and its directory fsynced, so the new
/// entry lasts too). The file and its folder are checked first (owned.hpp,
/// FileUse::save): a symbolic link is never followed, a FIFO never blocks,
/// and anything but the user's own regular file (or /dev/null) is refused.
/// Returns an empty code once the line is on disk (fsync returned), else
/// what failed: a Refusal (link, not_regular, owner, writable,
/// folder_owner, folder_writable, or locked after options.wait), the open
/// (ENOENT, ENOTDIR, EACCES, EROFS, ...), the write (ENOSPC, EIO, EFBIG),
/// fsync or close. Precondition: `line` holds no newline. A failure may
/// leave a torn line, which readers skip and the next append starts after.
std::error_code append_line(const std::string& path, std::string_view line, const AppendOptions& options);

/// The same with AppendOptions{make_parents, 0, wait}.
std::error_code append_line(const std::string& path, std::string_view line, bool make_parents,
                            std::chrono::milliseconds wait = kLockWait);

/// Makes the directories leading to `path` (not `path` itself) that are
/// past its first `from` bytes, each 0700 whatever the umask; existing ones
/// are kept as they are (check_folder judges them). Returns the first
/// failure.
std::error_code make_parent_directories(const std::string& path, std::size_t from = 0);

/// The system calls append_line makes, each with the signature, result and
/// errno of its namesake (open always given a mode). A seam for tests: they
/// put in calls that fail as a disk rarely does (EINTR, ENOLCK, a write of
/// nothing, a failed fsync or close) and put the real ones back after.
struct AppendCalls {
  int (*open)(const char* path, int flags, mode_t mode);
  int (*flock)(int fd, int operation);
  int (*fstat)(int fd, struct stat* status);
  ssize_t (*write)(int fd, const void* bytes, std::size_t size);
  int (*fsync)(int fd);
  int (*close)(int fd);
};

/// The real calls.
AppendCalls real_append_calls();

/// The calls append_line makes now: real_append_calls() unless a test
/// changed them. Not for use by more than one thread at a time.
AppendCalls& append_calls();

}  // namespace tictactoe::app::storage
