// The plugin's AST consumer: at the end of the translation unit it runs the
// static pre-analysis and reports its findings (FindingReporter.h), and
// writes the JSON report and exported fix-its the plugin arguments ask for.
// It also finds the own-slot kernel parameters for the instrumentation
// (PrivateArgsPass.h) and builds the site table for repairs
// (SiteTablePass.h), even with no-analysis. A translation unit with errors
// is not analysed: the user sees clang's errors only.
#ifndef WMC_PLUGIN_ANALYSISCONSUMER_H
#define WMC_PLUGIN_ANALYSISCONSUMER_H

#include "PluginArgs.h"
#include "PrivateArgsPass.h"
#include "SiteTablePass.h"

#include "clang/AST/ASTConsumer.h"

#include <memory>

namespace clang {
class CompilerInstance;
}

namespace wmc::plugin {

// `privateArgs` receives the own-slot parameters (unless no-private),
// `sites` the site table.
std::unique_ptr<clang::ASTConsumer> makeAnalysisConsumer(clang::CompilerInstance &ci,
                                                         const PluginArgs &args,
                                                         std::shared_ptr<PrivateArgs> privateArgs,
                                                         std::shared_ptr<SiteRecords> sites);

} // namespace wmc::plugin

#endif
