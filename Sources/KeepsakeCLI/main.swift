import KeepsakeCore

// keepsake: imports, exports, verifies and dumps Keepsake bundles.
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CLI.run(arguments))
