// swift-tools-version:6.2
// The model layer (view models, no views) of the three apps Keepsake is made for, written as
// an app would with the public API only, under the settings Xcode 26 gives a new app project:
// Swift 6, main-actor isolation by default, approachable concurrency. AppModelsCheck drives
// them through their screens; scripts/test ("app models") builds them with zero warnings and
// runs it. AppBench is what bench/app_screens.py measures.
import PackageDescription
import Foundation

/// A path dependency's package identity is its folder's name, which differs between
/// checkouts (main, a worktree), so it is read from the path.
let keepsake = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL.lastPathComponent.lowercased()

/// Xcode 26's new-project settings: `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` and
/// `SWIFT_APPROACHABLE_CONCURRENCY = YES` (the upcoming features below; the others it names
/// are on in Swift 6 already).
let appSettings: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "AppModels",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "AppModels", dependencies: [.product(name: "KeepsakeKit", package: keepsake)], swiftSettings: appSettings),
        .executableTarget(name: "AppModelsCheck", dependencies: ["AppModels"], swiftSettings: appSettings),
        // The measured side of bench/app_screens.py.
        .executableTarget(name: "AppBench", dependencies: ["AppModels"], swiftSettings: appSettings),
    ],
    swiftLanguageModes: [.v6]
)
