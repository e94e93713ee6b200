#include "app/store/owned.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

namespace tictactoe::app::storage {

namespace {

class RefusalCategory : public std::error_category {
 public:
  [[nodiscard]] const char* name() const noexcept override { return "tictactoe file"; }
  [[nodiscard]] std::string message(int value) const override {
    switch (static_cast<Refusal>(value)) {
      case Refusal::link: return "a symbolic link";
      case Refusal::not_regular: return "not a regular file";
      case Refusal::owner: return "owned by another user";
      case Refusal::writable: return "writable by other users";
      case Refusal::folder_owner: return "its folder is owned by another user";
      case Refusal::folder_writable: return "its folder is writable by other users";
      case Refusal::locked: return "locked by another process";
    }
    return "refused";  // GCOVR_EXCL_LINE: after an exhaustive switch
  }
};

// True when `status` is the null device (compared with /dev/null itself).
bool is_null_device(const struct stat& status) {
  struct stat null {};
  return S_ISCHR(status.st_mode) && ::stat("/dev/null", &null) == 0 && status.st_rdev == null.st_rdev;
}

constexpr mode_t kOthersWrite = S_IWGRP | S_IWOTH;

}  // namespace

const std::error_category& refusal_category() {
  static const RefusalCategory kCategory;
  return kCategory;
}

std::error_code make_error_code(Refusal refusal) { return {static_cast<int>(refusal), refusal_category()}; }

std::error_code check_file(const struct stat& status, FileUse use) {
  if (use == FileUse::save && is_null_device(status)) return {};
  const bool pipe = S_ISFIFO(status.st_mode) || S_ISSOCK(status.st_mode);
  if (use == FileUse::read_given) return S_ISREG(status.st_mode) || pipe ? std::error_code{} : Refusal::not_regular;
  if (!S_ISREG(status.st_mode)) return Refusal::not_regular;
  if (status.st_uid != ::geteuid()) return Refusal::owner;
  if ((status.st_mode & kOthersWrite) != 0) return Refusal::writable;
  return {};
}

std::error_code check_folder(const std::string& path) {
  const auto slash = path.rfind('/');
  const std::string folder = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
  struct stat status {};
  if (::stat(folder.c_str(), &status) != 0) return {errno, std::generic_category()};
  if (status.st_uid != ::geteuid() && status.st_uid != 0) return Refusal::folder_owner;
  if ((status.st_mode & kOthersWrite) != 0 && (status.st_mode & S_ISVTX) == 0) return Refusal::folder_writable;
  return {};
}

int open_flags(FileUse use) {
  const bool follow = use == FileUse::read_given || use == FileUse::preferences;
  return O_CLOEXEC | O_NONBLOCK | (follow ? 0 : O_NOFOLLOW);
}

}  // namespace tictactoe::app::storage
