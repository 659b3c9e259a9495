// swift-tools-version:6.0
// A host app as an iOS developer would write one: depends on Keepsake by path and uses only
// its public Swift API (no @testable import). Built and run by scripts/test ("swift host").
import PackageDescription
import Foundation

/// A path dependency's package identity is its folder's name, which differs between
/// checkouts (main, a worktree), so it is read from the path.
let keepsake = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
    name: "SwiftHost",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(name: "SwiftHost", dependencies: [.product(name: "KeepsakeKit", package: keepsake)]),
    ]
)
