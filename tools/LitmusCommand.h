// `wmc litmus FILE.litmus [--model=M] [--report=text|json]`: runs a herd7 /
// Dat3M litmus test through the explorer and prints herd-style results.
#ifndef WMC_TOOLS_LITMUSCOMMAND_H
#define WMC_TOOLS_LITMUSCOMMAND_H

#include <span>
#include <string>

namespace wmc::tools {

/// The arguments after "litmus"; returns the exit status (0: no error
/// found, 1: an error such as a data race, 2: bad usage or input).
int runLitmusCommand(std::span<const std::string> args);

} // namespace wmc::tools

#endif
