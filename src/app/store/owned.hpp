#pragma once

// The user's files are the user's alone, as OpenSSH asks of ~/.ssh
// (auth_secure_path): the history and the preferences are opened without
// blocking (a FIFO never hangs the program) and checked with fstat before a
// byte is read or written: a regular file, owned by the user, writable by
// no one else; the folder holding the history owned by the user (or root)
// and writable by no one else unless sticky (/tmp). A file that fails is
// refused with an error in refusal_category(), which the caller says in
// one line (refusal_message). No game flow, no words.

#include <sys/stat.h>

#include <string>
#include <system_error>

namespace tictactoe::app::storage {

/// Why a file is refused.
enum class Refusal {
  link = 1,         ///< a symbolic link where the history file goes (O_NOFOLLOW)
  not_regular,      ///< a directory, FIFO, socket or device (not /dev/null where that is allowed)
  owner,            ///< owned by another user
  writable,         ///< writable by group or others
  folder_owner,     ///< the folder holding it owned by another user (not root either)
  folder_writable,  ///< the folder writable by group or others and not sticky
  locked,           ///< another process held the lock past the wait
};

/// The category of Refusal codes; its message() is English, for logs only
/// (the program says them in the player's language).
const std::error_category& refusal_category();

/// `refusal` as an error code of refusal_category().
std::error_code make_error_code(Refusal refusal);

/// How strict the check of an open file is.
enum class FileUse {
  save,         ///< the history written: a regular file or /dev/null ("save nothing"), the user's own
  read_own,     ///< the default history read: a regular file, the user's own
  read_given,   ///< a history named by --history-file, read: a regular file or a pipe, anyone's
  preferences,  ///< the preferences read: a regular file, the user's own (a symbolic link to it is fine)
};

/// Empty if the open file `status` describes may be used for `use`, else
/// the Refusal: not_regular, then owner, then writable.
std::error_code check_file(const struct stat& status, FileUse use);

/// Empty if the folder holding `path` (its parent; "." for a bare name) may
/// hold the history: owned by the user or root, and writable by group or
/// others only when sticky. Else folder_owner or folder_writable, or the
/// error of stat.
std::error_code check_folder(const std::string& path);

/// The flags every open of the user's files adds: O_CLOEXEC and
/// O_NONBLOCK, and O_NOFOLLOW where `use` takes no symbolic link (save,
/// read_own).
int open_flags(FileUse use);

}  // namespace tictactoe::app::storage

template <>
struct std::is_error_code_enum<tictactoe::app::storage::Refusal> : std::true_type {};
