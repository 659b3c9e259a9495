import KeepsakeCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// keepsake: imports, exports, verifies and dumps Keepsake bundles.
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CLI.run(arguments))
