#include "app/store/append.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <thread>

#include "app/base/io.hpp"
#include "app/store/owned.hpp"

namespace tictactoe::app::storage {

namespace {

std::error_code last_error() { return {errno, std::generic_category()}; }

const AppendCalls& calls() { return append_calls(); }

// An open descriptor, closed (and the result kept) at most once.
class Descriptor {
 public:
  explicit Descriptor(int fd) : fd_(fd) {}
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  Descriptor(Descriptor&&) = delete;
  Descriptor& operator=(Descriptor&&) = delete;
  ~Descriptor() {
    if (fd_ >= 0) calls().close(fd_);
  }

  [[nodiscard]] int get() const { return fd_; }

  // Closes it; the error of close(2), if any (EIO on some file systems
  // reports a failed write only here).
  std::error_code close() {
    const int fd = fd_;
    fd_ = -1;
    return calls().close(fd) == 0 ? std::error_code{} : last_error();
  }

 private:
  int fd_;
};

// Takes the exclusive lock, waiting at most `wait`. A file system
// without flock (some network ones) is written unlocked: O_APPEND still
// keeps each write whole on a local disk.
std::error_code lock(int fd, std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  for (;;) {
    if (calls().flock(fd, LOCK_EX | LOCK_NB) == 0) return {};
    if (errno == ENOLCK || errno == EINVAL || errno == EOPNOTSUPP) return {};
    if (errno != EWOULDBLOCK && errno != EINTR) return last_error();
    if (std::chrono::steady_clock::now() >= deadline) return Refusal::locked;
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
}

// Whether a regular file's last byte is something other than a newline
// (an earlier write torn by a crash or a full disk). The descriptor is
// open for reading too, for this one byte.
bool ends_mid_line(int fd, const struct stat& status) {
  if (!S_ISREG(status.st_mode) || status.st_size == 0) return false;
  char last = '\n';
  return ::pread(fd, &last, 1, status.st_size - 1) == 1 && last != '\n';
}

// fsync, EINTR tried again; devices and pipes (/dev/null) need none.
std::error_code sync(int fd, const struct stat& status) {
  if (!S_ISREG(status.st_mode)) return {};
  while (calls().fsync(fd) != 0) {
    if (errno != EINTR) return last_error();
  }
  return {};
}

// fsyncs the directory holding `path`, so a file just made there lasts.
std::error_code sync_directory(const std::string& path) {
  const auto slash = path.rfind('/');
  const std::string directory = slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
  Descriptor dir(calls().open(directory.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0));
  if (dir.get() < 0) return last_error();
  if (calls().fsync(dir.get()) != 0 && errno != EINVAL) return last_error();
  return dir.close();
}

std::error_code append_locked(int fd, std::string_view line) {
  struct stat status {};
  if (calls().fstat(fd, &status) != 0) return last_error();
  std::string bytes;
  bytes.reserve(line.size() + 2);
  if (ends_mid_line(fd, status)) bytes += '\n';
  bytes += line;
  bytes += '\n';
  if (auto error = write_all(fd, bytes, calls().write)) return error;  // a write of nothing: ENOSPC
  return sync(fd, status);
}

}  // namespace

AppendCalls real_append_calls() {
  return {
      [](const char* path, int flags, mode_t mode) { return ::open(path, flags, mode); },
      [](int fd, int operation) { return ::flock(fd, operation); },
      [](int fd, struct stat* status) { return ::fstat(fd, status); },
      [](int fd, const void* bytes, std::size_t size) { return ::write(fd, bytes, size); },
      [](int fd) { return ::fsync(fd); },
      [](int fd) { return ::close(fd); },
  };
}

AppendCalls& append_calls() {
  static AppendCalls current = real_append_calls();
  return current;
}

std::error_code make_parent_directories(const std::string& path, std::size_t from) {
  for (std::size_t slash = path.find('/', std::max<std::size_t>(from, 1)); slash != std::string::npos;
       slash = path.find('/', slash + 1)) {
    const std::string directory = path.substr(0, slash);
    if (::mkdir(directory.c_str(), 0700) == 0) {
      if (::chmod(directory.c_str(), 0700) != 0) return last_error();  // 0700 whatever the umask
    } else if (errno != EEXIST) {
      return last_error();
    }
  }
  return {};
}

namespace {

// Opens the history at `path` for appending, made 0600 (whatever the
// umask) if missing; `created` says whether it was. Never follows a
// symbolic link, never blocks on a FIFO.
int open_history(const std::string& path, bool& created) {
  const int flags = O_RDWR | O_APPEND | open_flags(FileUse::save);
  int fd = calls().open(path.c_str(), flags, 0);
  if (fd < 0 && errno == ENOENT) {
    fd = calls().open(path.c_str(), flags | O_CREAT | O_EXCL, 0600);
    created = fd >= 0;
    if (fd < 0 && errno == EEXIST) fd = calls().open(path.c_str(), flags, 0);
  }
  return fd;
}

}  // namespace

std::error_code append_line(const std::string& path, std::string_view line, const AppendOptions& options) {
  if (options.make_parents) {
    if (auto error = make_parent_directories(path, options.made_from)) return error;
  }
  if (auto error = check_folder(path)) return error;
  bool created = false;
  const int fd = open_history(path, created);
  if (fd < 0 && errno == ELOOP) return Refusal::link;  // O_NOFOLLOW
  if (fd < 0) return errno == EISDIR ? make_error_code(Refusal::not_regular) : last_error();
  Descriptor file(fd);
  struct stat status {};
  if (calls().fstat(file.get(), &status) != 0) return last_error();
  if (auto error = check_file(status, FileUse::save)) return error;
  if (created && ::fchmod(file.get(), 0600) != 0) return last_error();
  if (auto error = lock(file.get(), options.wait)) return error;
  if (auto error = append_locked(file.get(), line)) return error;
  if (auto error = file.close()) return error;
  return created ? sync_directory(path) : std::error_code{};
}

std::error_code append_line(const std::string& path, std::string_view line, bool make_parents,
                            std::chrono::milliseconds wait) {
  return append_line(path, line, AppendOptions{make_parents, 0, wait});
}

}  // namespace tictactoe::app::storage
