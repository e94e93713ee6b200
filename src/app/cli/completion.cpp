#include "app/cli/completion.hpp"

#include "app/tables/options.hpp"

namespace tictactoe::app {

namespace {

// The head of the script: how the word being completed and the option
// before it are found, however bash split "--opt=value" (at '=' when '=' is
// in COMP_WORDBREAKS, as it is by default).
constexpr std::string_view kHead = R"(# bash completion for tictactoe                            -*- shell-script -*-
# Generated at build time from the option table (kOptions in
# src/app/tables/options.hpp) by tictactoe_completion: edit the table, not this file.

_tictactoe() {
  local cur=${COMP_WORDS[COMP_CWORD]} option='' prefix='' values=''
  if ((COMP_CWORD >= 1)); then option=${COMP_WORDS[COMP_CWORD - 1]}; fi
  if [[ $cur == = ]]; then # "--opt=" split at '='
    cur=''
  elif [[ $option == = ]] && ((COMP_CWORD >= 2)); then # "--opt=val" split at '='
    option=${COMP_WORDS[COMP_CWORD - 2]}
  elif [[ $cur == --*=* ]]; then # "--opt=val" in one word
    option=${cur%%=*} prefix=${cur%%=*}= cur=${cur#*=}
  fi
  case $option in
)";

constexpr std::string_view kTail = R"(  esac
  mapfile -t COMPREPLY < <(compgen -P "$prefix" -W "$values" -- "$cur")
}
complete -F _tictactoe tictactoe
)";

// The case arm for `option`'s value, or "" for a flag.
std::string value_arm(const OptionSpec& option) {
  const std::string names =
      long_form(option) + (option.short_name != '\0' ? std::string("|-") + option.short_name : std::string());
  std::string values;
  switch (option.kind) {
    case ValueKind::flag: return "";
    case ValueKind::file:  // a path: the files and directories that start with what is typed
      return "    " + names + ") mapfile -t COMPREPLY < <(compgen -P \"$prefix\" -f -- \"$cur\"); return ;;\n";
    case ValueKind::number:  // a number or a name: nothing to offer
    case ValueKind::names:
    case ValueKind::address:  // an address or a code: nothing to offer
    case ValueKind::code: break;
    case ValueKind::board: values = "-"; break;           // "-" reads the boards from standard input
    case ValueKind::record: values = "- @1 last"; break;  // standard input, or the latest saved game
    case ValueKind::word:
      for (const auto word : option.words) values += (values.empty() ? "" : " ") + std::string(word);
      break;
  }
  return "    " + names + ") values='" + values + "' ;;\n";
}

// The last arm: after anything else, the options themselves.
std::string options_arm() {
  std::string names;
  for (const OptionSpec& option : kOptions) {
    names += (names.empty() ? "" : " ") + long_form(option);
    if (option.short_name != '\0') names += std::string(" -") + option.short_name;
  }
  return "    *) values='" + names + "' ;;\n";
}

}  // namespace

std::string bash_completion() {
  std::string script(kHead);
  for (const OptionSpec& option : kOptions) script += value_arm(option);
  script += options_arm();
  script += kTail;
  return script;
}

}  // namespace tictactoe::app
