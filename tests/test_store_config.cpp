// The preferences file as lines (store/config.hpp): `key = value`,
// comments and blank lines, and the lines that are neither.

#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <string>

#include "app/store/config.hpp"
#include "app/store/paths.hpp"
#include "support/temp_dir.hpp"

namespace test_store_config {

using namespace tictactoe::app::storage;

TEST_CASE("settings are key = value with blanks trimmed, comments and blank lines left out", "[config]") {
  const ConfigLines lines = parse_config("# my settings\n\nmode = hvh\r\n  names=Ann, Bob  \n\t# x = y\nkeypad =\n");
  REQUIRE(lines.settings.size() == 3);
  CHECK(lines.settings[0].line == 3);
  CHECK(lines.settings[0].key == "mode");
  CHECK(lines.settings[0].value == "hvh");
  CHECK(lines.settings[1].line == 4);
  CHECK(lines.settings[1].value == "Ann, Bob");
  CHECK(lines.settings[2].key == "keypad");
  CHECK(lines.settings[2].value.empty());
  CHECK(lines.malformed.empty());
  CHECK_FALSE(lines.truncated);
}

TEST_CASE("a line without '=' or without a key is malformed, and the rest still counts", "[config]") {
  const ConfigLines lines = parse_config("mode hvh\n= hvh\ncolor = never");
  CHECK(lines.malformed == std::vector<std::size_t>{1, 2});
  REQUIRE(lines.settings.size() == 1);
  CHECK(lines.settings[0].line == 3);
  CHECK(lines.settings[0].value == "never");
}

TEST_CASE("a value may hold '=' and '#'", "[config]") {
  const ConfigLines lines = parse_config("names = a=b#c\n");
  REQUIRE(lines.settings.size() == 1);
  CHECK(lines.settings[0].value == "a=b#c");
}

TEST_CASE("only the first bytes of a huge file are read", "[config]") {
  const ConfigLines lines = parse_config(std::string(kMaxConfigBytes + 10, '\n') + "mode = hvh\n");
  CHECK(lines.truncated);
  CHECK(lines.settings.empty());
}

TEST_CASE("the file is read, up to the bound, and a missing one says so", "[config]") {
  const tictactoe::test::TempDir dir;
  std::ofstream(dir / "config") << "mode = hvh\n";
  std::string text;
  CHECK_FALSE(read_config_file(dir / "config", text));
  CHECK(text == "mode = hvh\n");
  std::ofstream(dir / "big") << std::string(kMaxConfigBytes * 2, '#');
  CHECK_FALSE(read_config_file(dir / "big", text));
  CHECK(text.size() > kMaxConfigBytes);
  CHECK(text.size() < kMaxConfigBytes * 2);
  CHECK(read_config_file(dir / "none", text) == std::errc::no_such_file_or_directory);
  CHECK(read_config_file(dir.path(), text) == Refusal::not_regular);
}

TEST_CASE("the files follow XDG: absolute variables, else under HOME, else none", "[config][paths]") {
  CHECK(history_path("/home/ann", nullptr) == "/home/ann/.local/state/tictactoe/history.jsonl");
  CHECK(history_path("/home/ann", "") == "/home/ann/.local/state/tictactoe/history.jsonl");
  CHECK(history_path("/home/ann", "relative/dir") == "/home/ann/.local/state/tictactoe/history.jsonl");
  CHECK(history_path("/home/ann", "/var/state") == "/var/state/tictactoe/history.jsonl");
  CHECK(history_path(nullptr, "/var/state") == "/var/state/tictactoe/history.jsonl");
  CHECK(history_path(nullptr, nullptr) == std::nullopt);
  CHECK(history_path("", "") == std::nullopt);
  CHECK(history_path("relative", nullptr) == std::nullopt);
  CHECK(config_path("/home/ann", nullptr) == "/home/ann/.config/tictactoe/config");
  CHECK(config_path("/home/ann", "/etc/xdg") == "/etc/xdg/tictactoe/config");
  CHECK(config_path(nullptr, "x") == std::nullopt);
}

TEST_CASE("the preferences are read only from the user's own regular file, and a FIFO never blocks",
          "[config][owned]") {
  const tictactoe::test::TempDir dir;
  std::string text;
  const std::string fifo = dir / "fifo";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK(read_config_file(fifo, text) == Refusal::not_regular);
  const std::string file = dir / "config";
  std::ofstream(file) << "lang = ru\n";
  const std::string link = dir / "link";
  REQUIRE(::symlink(file.c_str(), link.c_str()) == 0);
  CHECK_FALSE(read_config_file(link, text));  // a dotfile manager's link: the file it names is checked
  CHECK(text == "lang = ru\n");
  ::chmod(file.c_str(), 0664);
  CHECK(read_config_file(link, text) == Refusal::writable);
  CHECK(read_config_file("/dev/zero", text) == Refusal::not_regular);
  if (::geteuid() == 0) {
    ::chmod(file.c_str(), 0644);
    REQUIRE(::chown(file.c_str(), 4321, 4321) == 0);
    CHECK(read_config_file(file, text) == Refusal::owner);
  }
}

}  // namespace test_store_config

namespace test_store_config {

TEST_CASE("a history-file preference is read from HOME after ~ and beside the preferences file when relative",
          "[config][paths]") {
  const std::string config = "/home/ann/.config/tictactoe/config";
  CHECK(preference_path("~/games.jsonl", config, "/home/ann") == "/home/ann/games.jsonl");
  CHECK(preference_path("~", config, "/home/ann") == "/home/ann");
  CHECK(preference_path("games.jsonl", config, "/home/ann") == "/home/ann/.config/tictactoe/games.jsonl");
  CHECK(preference_path("../g/h.jsonl", config, nullptr) == "/home/ann/.config/tictactoe/../g/h.jsonl");
  CHECK(preference_path("/srv/h.jsonl", config, "/home/ann") == "/srv/h.jsonl");
  CHECK(preference_path("~/x", config, nullptr) == "~/x");  // no HOME: as written, and it fails to save
  CHECK(preference_path("~bob/x", config, "/home/ann") == "/home/ann/.config/tictactoe/~bob/x");  // no ~user
}

}  // namespace test_store_config
