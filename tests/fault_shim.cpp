// An LD_PRELOAD shim for the history fault tests (history_faults_test.sh):
// fails the N-th write(2), fsync(2) or close(2) on descriptors opened on
// one path, as a full or failing disk would.
//
//   TICTACTOE_FAULT_PATH  the file whose descriptors are watched
//   TICTACTOE_FAULT_CALL  write, fsync or close
//   TICTACTOE_FAULT_AT    which call of that kind fails, 1-based
//   TICTACTOE_FAULT_KIND  EIO, ENOSPC, or short (a write of half the bytes;
//                         for fsync and close, EIO)
//
// A failed close still closes the descriptor, as close(2) does. Calls on
// other descriptors (the terminal, pipes) pass through untouched.

#include <dlfcn.h>
#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdarg>
#include <cstdlib>
#include <cstring>
#include <set>

namespace {

std::set<int>& watched() {
  static std::set<int> fds;
  return fds;
}

int g_calls = 0;

const char* setting(const char* name) {
  const char* value = std::getenv(name);
  return value != nullptr ? value : "";
}

template <typename F>
F real(const char* name) {
  return reinterpret_cast<F>(dlsym(RTLD_NEXT, name));
}

void watch(int fd, const char* path) {
  if (fd >= 0 && path != nullptr && std::strcmp(path, setting("TICTACTOE_FAULT_PATH")) == 0) watched().insert(fd);
}

// Whether this call of kind `call` on `fd` is the one to fail.
bool fails(const char* call, int fd) {
  if (watched().count(fd) == 0 || std::strcmp(call, setting("TICTACTOE_FAULT_CALL")) != 0) return false;
  return ++g_calls == std::atoi(setting("TICTACTOE_FAULT_AT"));
}

int fault_errno() { return std::strcmp(setting("TICTACTOE_FAULT_KIND"), "ENOSPC") == 0 ? ENOSPC : EIO; }

bool short_write() { return std::strcmp(setting("TICTACTOE_FAULT_KIND"), "short") == 0; }

mode_t mode_of(int flags, va_list args) { return (flags & O_CREAT) != 0 ? static_cast<mode_t>(va_arg(args, int)) : 0; }

}  // namespace

extern "C" {

int open(const char* path, int flags, ...) {
  va_list args;
  va_start(args, flags);
  const mode_t mode = mode_of(flags, args);
  va_end(args);
  const int fd = real<int (*)(const char*, int, ...)>("open")(path, flags, mode);
  watch(fd, path);
  return fd;
}

int open64(const char* path, int flags, ...) {
  va_list args;
  va_start(args, flags);
  const mode_t mode = mode_of(flags, args);
  va_end(args);
  const int fd = real<int (*)(const char*, int, ...)>("open64")(path, flags, mode);
  watch(fd, path);
  return fd;
}

ssize_t write(int fd, const void* data, size_t size) {
  static const auto next = real<ssize_t (*)(int, const void*, size_t)>("write");
  if (fails("write", fd)) {
    if (short_write() && size > 1) return next(fd, data, size / 2);
    errno = fault_errno();
    return -1;
  }
  return next(fd, data, size);
}

int fsync(int fd) {
  static const auto next = real<int (*)(int)>("fsync");
  if (fails("fsync", fd)) {
    errno = fault_errno();
    return -1;
  }
  return next(fd);
}

int close(int fd) {
  static const auto next = real<int (*)(int)>("close");
  const bool fail = fails("close", fd);
  watched().erase(fd);
  const int result = next(fd);
  if (fail) {
    errno = fault_errno();
    return -1;
  }
  return result;
}

}  // extern "C"
