#pragma once

// The help topics: what `--help TOPIC` prints beside the one-screen
// --help (the playing rules and commands, the levels, the board formats,
// the full-screen keys, the files and the environment). One row per topic
// in kTopics: its word (as typed after --help, a unique prefix will do),
// the line that sums it up at the end of --help, and the function that
// writes it (in help.cpp). --help lists the rows, the bash completion
// offers their words, and tests/test_docs.cpp checks README and the man
// page name them all.

#include <array>
#include <string>
#include <string_view>

#include "app/text/messages.hpp"

namespace tictactoe::app {

struct Style;

/// A topic's text, in `style`'s language, cells in its numbering, lines of
/// at most 79 columns, each ending in '\n'.
using TopicText = std::string (*)(const Style& style);

/// One help topic.
struct TopicSpec {
  std::string_view token;  ///< as typed: "--help levels"
  Msg summary;             ///< its line in --help's list of topics
  TopicText text;          ///< what --help TOPIC prints
};

/// How to play: the cells, the input rule, every word command (as kCommands
/// lists them) and the menus.
std::string play_topic(const Style& style);
/// The levels (core::kLevels), weakest first, with their summaries.
std::string levels_topic(const Style& style);
/// BOARD and MOVES, the batch commands' input and output, the exit status.
std::string boards_topic(const Style& style);
/// The keys and the mouse of --full-screen.
std::string keys_topic(const Style& style);
/// The history and preferences files (the keys a preferences file may set,
/// from kOptions) and the environment variables.
std::string files_topic(const Style& style);

/// A game with a friend on another machine: --host, --join and --code.
std::string network_topic(const Style& style);

/// Every topic, in the order --help lists them.
inline constexpr std::array<TopicSpec, 6> kTopics{{
    {"play", Msg::topic_play_summary, play_topic},
    {"levels", Msg::topic_levels_summary, levels_topic},
    {"boards", Msg::topic_boards_summary, boards_topic},
    {"keys", Msg::topic_keys_summary, keys_topic},
    {"files", Msg::topic_files_summary, files_topic},
    {"network", Msg::topic_network_summary, network_topic},
}};

}  // namespace tictactoe::app
