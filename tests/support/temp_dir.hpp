#pragma once

// A fresh directory under $TMPDIR (or /tmp) for a test, removed with all it
// holds when the test ends.

#include <cstdlib>
#include <filesystem>
#include <string>

namespace tictactoe::test {

/// A temporary directory that lives as long as the object.
class TempDir {
 public:
  TempDir() {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp != nullptr && *tmp != '\0' ? tmp : "/tmp") + "/tictactoe-test.XXXXXX";
    path_ = ::mkdtemp(pattern.data()) != nullptr ? pattern : std::string();
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  TempDir(TempDir&&) = delete;
  TempDir& operator=(TempDir&&) = delete;
  ~TempDir() {
    std::error_code ignored;
    if (!path_.empty()) std::filesystem::remove_all(path_, ignored);
  }

  /// The directory's path, without a trailing slash.
  [[nodiscard]] const std::string& path() const { return path_; }
  /// `name` inside it.
  [[nodiscard]] std::string operator/(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

}  // namespace tictactoe::test
