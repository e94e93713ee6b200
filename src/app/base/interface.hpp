#pragma once

// The base of the front end's interfaces (EventSink, Prompter, Seat): an
// object the session holds by reference and calls through a pointer to
// its base, so it is never copied or moved.

namespace tictactoe::app {

/// Derive an interface from it (publicly) and give the interface a public
/// virtual destructor; copying and moving are deleted here once.
class Interface {
 public:
  Interface(const Interface&) = delete;
  Interface& operator=(const Interface&) = delete;
  Interface(Interface&&) = delete;
  Interface& operator=(Interface&&) = delete;

 protected:
  Interface() = default;
  ~Interface() = default;
};

}  // namespace tictactoe::app
