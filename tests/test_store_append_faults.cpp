// Appending to the history when the system calls fail as a disk rarely
// does (store/append.hpp, through its AppendCalls seam): interrupted and
// short writes carry on, a write of nothing is a full disk, a file system
// without flock is written unlocked, and a failed fsync, close or directory
// fsync comes back as the error.

#include <catch2/catch.hpp>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <deque>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "app/store/append.hpp"
#include "support/temp_dir.hpp"

namespace test_store_append_faults {

using namespace tictactoe::app::storage;
using tictactoe::test::TempDir;

namespace {

// What the next calls of each kind do, in order; once a queue is empty the
// calls are real. An errno of 0 lets that call through.
struct Script {
  std::deque<int> open;                      // opens of the file
  std::deque<int> dir_open;                  // opens of a directory (O_DIRECTORY)
  std::deque<int> flock;                     // flock
  std::deque<int> fstat;                     // fstat
  std::deque<int> fsync;                     // fsyncs of the file
  std::deque<int> dir_fsync;                 // fsyncs of a directory
  std::deque<int> close;                     // closes (the real close is made first)
  std::deque<long> write;                    // -errno: fails; 0: writes nothing; n: writes at most n bytes
  std::map<std::string, std::string> paths;  // a path as appended to -> where it really is
  std::vector<std::string> directories;      // the directories opened, in order
};

Script script;

// The next errno of `queue`, 0 when it is empty.
int next(std::deque<int>& queue) {
  if (queue.empty()) return 0;
  const int error = queue.front();
  queue.pop_front();
  return error;
}

int fail(int error) {
  errno = error;
  return -1;
}

bool is_directory(int fd) {
  struct stat status {};
  return ::fstat(fd, &status) == 0 && S_ISDIR(status.st_mode);
}

int fake_open(const char* path, int flags, mode_t mode) {
  const bool directory = (flags & O_DIRECTORY) != 0;
  if (directory) script.directories.emplace_back(path);
  if (const int error = next(directory ? script.dir_open : script.open)) return fail(error);
  const auto mapped = script.paths.find(path);
  return ::open(mapped == script.paths.end() ? path : mapped->second.c_str(), flags, mode);
}

int fake_flock(int fd, int operation) {
  if (const int error = next(script.flock)) return fail(error);
  return ::flock(fd, operation);
}

int fake_fstat(int fd, struct stat* status) {
  if (const int error = next(script.fstat)) return fail(error);
  return ::fstat(fd, status);
}

ssize_t fake_write(int fd, const void* bytes, std::size_t size) {
  long most = LONG_MAX;
  if (!script.write.empty()) {
    most = script.write.front();
    script.write.pop_front();
  }
  if (most < 0) return fail(static_cast<int>(-most));
  return ::write(fd, bytes, std::min(size, static_cast<std::size_t>(most)));
}

int fake_fsync(int fd) {
  if (const int error = next(is_directory(fd) ? script.dir_fsync : script.fsync)) return fail(error);
  return ::fsync(fd);
}

int fake_close(int fd) {
  const int error = next(script.close);
  const int closed = ::close(fd);
  return error != 0 ? fail(error) : closed;
}

// Puts the fakes in for the life of the object, with a fresh script.
class Faults {
 public:
  Faults() {
    script = Script{};
    append_calls() = AppendCalls{fake_open, fake_flock, fake_fstat, fake_write, fake_fsync, fake_close};
  }
  Faults(const Faults&) = delete;
  Faults& operator=(const Faults&) = delete;
  Faults(Faults&&) = delete;
  Faults& operator=(Faults&&) = delete;
  ~Faults() { append_calls() = real_append_calls(); }
};

std::string contents(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::ostringstream text;
  text << file.rdbuf();
  return text.str();
}

std::error_code code(int error) { return {error, std::generic_category()}; }

}  // namespace

TEST_CASE("an interrupted write and a short one carry on, and the line lands whole", "[append][faults]") {
  const TempDir dir;
  const Faults faults;
  script.write = {-EINTR, 3, 1};
  CHECK_FALSE(append_line(dir / "h.jsonl", "hello world", false));
  CHECK(contents(dir / "h.jsonl") == "hello world\n");
  CHECK(script.write.empty());
}

TEST_CASE("a write of nothing is a full disk, a failed write its own error, and earlier lines stay",
          "[append][faults]") {
  const TempDir dir;
  const Faults faults;
  REQUIRE_FALSE(append_line(dir / "h.jsonl", "first", false));
  script.write = {0};
  CHECK(append_line(dir / "h.jsonl", "second", false) == std::errc::no_space_on_device);
  script.write = {-EIO};
  CHECK(append_line(dir / "h.jsonl", "third", false) == code(EIO));
  script.write = {4};  // torn after "four", then the disk is full
  script.write.push_back(0);
  CHECK(append_line(dir / "h.jsonl", "fourth", false) == std::errc::no_space_on_device);
  CHECK_FALSE(append_line(dir / "h.jsonl", "fifth", false));
  CHECK(contents(dir / "h.jsonl") == "first\nfour\nfifth\n");
}

TEST_CASE("an interrupted fsync is tried again, and a failed one is the error", "[append][faults]") {
  const TempDir dir;
  const Faults faults;
  script.fsync = {EINTR, EINTR};
  CHECK_FALSE(append_line(dir / "h.jsonl", "one", false));
  CHECK(script.fsync.empty());
  script.fsync = {EIO};
  CHECK(append_line(dir / "h.jsonl", "two", false) == code(EIO));
}

TEST_CASE("a file system without flock is written unlocked, and an interrupted flock is tried again",
          "[append][faults]") {
  const TempDir dir;
  const Faults faults;
  for (const int error : {ENOLCK, EINVAL, EOPNOTSUPP, EINTR}) {
    INFO(error);
    script.flock = {error};
    CHECK_FALSE(append_line(dir / "h.jsonl", "line", false));
  }
  CHECK(contents(dir / "h.jsonl") == "line\nline\nline\nline\n");
  script.flock = {ENOMEM};
  CHECK(append_line(dir / "h.jsonl", "not written", false) == code(ENOMEM));
  CHECK(contents(dir / "h.jsonl") == "line\nline\nline\nline\n");
}

TEST_CASE("a failed fstat or close is the error", "[append][faults]") {
  const TempDir dir;
  const Faults faults;
  REQUIRE_FALSE(append_line(dir / "h.jsonl", "first", false));
  script.fstat = {EIO};
  CHECK(append_line(dir / "h.jsonl", "not written", false) == code(EIO));
  script.close = {EIO};
  CHECK(append_line(dir / "h.jsonl", "written, then close failed", false) == code(EIO));
  CHECK(contents(dir / "h.jsonl") == "first\nwritten, then close failed\n");
}

TEST_CASE("a new file's directory is fsynced, and a failure there is the error", "[append][faults]") {
  const TempDir dir;
  const Faults faults;
  CHECK_FALSE(append_line(dir / "a.jsonl", "a", false));
  CHECK(script.directories == std::vector<std::string>{dir.path()});
  CHECK_FALSE(append_line(dir / "a.jsonl", "again", false));
  CHECK(script.directories.size() == 1);  // an existing file: no directory fsync
  script.dir_fsync = {EINVAL};            // a directory that cannot be fsynced: nothing to do
  CHECK_FALSE(append_line(dir / "b.jsonl", "b", false));
  script.dir_fsync = {EIO};
  CHECK(append_line(dir / "c.jsonl", "c", false) == code(EIO));
  script.dir_open = {EACCES};
  CHECK(append_line(dir / "d.jsonl", "d", false) == code(EACCES));
  script.close = {0, EIO};  // the file closes, the directory does not
  CHECK(append_line(dir / "e.jsonl", "e", false) == code(EIO));
  for (const std::string name : {"c.jsonl", "d.jsonl", "e.jsonl"})
    CHECK(contents(dir / name) == name.substr(0, 1) + "\n");
}

TEST_CASE("the directory fsynced for a relative path is '.', for a path at the root '/'", "[append][faults]") {
  const TempDir dir;
  const Faults faults;
  script.paths = {{"tictactoe-history.jsonl", dir / "relative.jsonl"},
                  {"/tictactoe-history.jsonl", dir / "root.jsonl"}};
  CHECK_FALSE(append_line("tictactoe-history.jsonl", "r", false));
  CHECK_FALSE(append_line("/tictactoe-history.jsonl", "s", false));
  CHECK(script.directories == std::vector<std::string>{".", "/"});
  CHECK(contents(dir / "relative.jsonl") == "r\n");
  CHECK(contents(dir / "root.jsonl") == "s\n");
}

TEST_CASE("a file another process made between the two opens is appended to, not made again", "[append][faults]") {
  const TempDir dir;
  std::ofstream(dir / "h.jsonl") << "theirs\n";
  const Faults faults;
  script.open = {ENOENT, EEXIST};
  CHECK_FALSE(append_line(dir / "h.jsonl", "ours", false));
  CHECK(script.open.empty());
  CHECK(script.directories.empty());  // not made here: no directory fsync
  CHECK(contents(dir / "h.jsonl") == "theirs\nours\n");
  script.open = {ENOENT, EACCES};
  CHECK(append_line(dir / "h.jsonl", "not written", false) == code(EACCES));
}

}  // namespace test_store_append_faults
