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
#include <string>
#include <string_view>
#include <system_error>

namespace tictactoe::app::storage {

/// How long append_line waits by default for another process's lock
/// before giving up.
inline constexpr std::chrono::milliseconds kLockWait{5000};

/// Appends `line` and a newline to the file at `path`, created 0600 if
/// missing (and its directory fsynced, so the new entry lasts too). With
/// `make_parents`, missing directories of the path are made first, 0700.
/// Another process's lock is waited for at most `wait`.
/// Returns an empty code once the line is on disk (fsync returned), else
/// what failed: the open (ENOENT, ENOTDIR, EACCES, EROFS, ...), the lock
/// (EWOULDBLOCK after `wait`), the write (ENOSPC, EIO, EFBIG), fsync or
/// close. Precondition: `line` holds no newline. A failure may leave a torn
/// line, which readers skip and the next append starts after.
std::error_code append_line(const std::string& path, std::string_view line, bool make_parents,
                            std::chrono::milliseconds wait = kLockWait);

/// Makes the directories leading to `path` (not `path` itself), each 0700;
/// existing ones are kept as they are. Returns the first failure.
std::error_code make_parent_directories(const std::string& path);

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
