import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// keepsake: the command-line host of the Keepsake core (stores, accounts, mind maps, moods,
// routines, dossiers, viewer bundles, bundles), a host of its Swift API like an app; `keepsake help`.
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CLI.run(arguments))
