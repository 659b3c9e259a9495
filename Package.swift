// swift-tools-version:6.0
import PackageDescription
import Foundation

/// The package root, so linker flags can name files in it whatever the working directory.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path

/// Flags that make libkeepsake.so self-contained: the Swift runtime linked in statically, a
/// SONAME, and only the `ks_` functions exported (Sources/Keepsake/exports.map).
let sharedLibraryFlags: [String] = [
    "-static-stdlib", "-use-ld=lld",
    "-Xlinker", "-soname=libkeepsake.so.0",
    "-Xlinker", "--version-script=\(root)/Sources/Keepsake/exports.map",
    "-l_FoundationCShims", "-l_FoundationCollections", "-lswiftSynchronization",
]

#if os(macOS)
// Apple platforms (this branch is evaluated on the Mac that builds the app, also for iOS; it
// cannot be built here, see docs/IOS.md). sqlite3 and libxml2 come from the SDK, without
// pkg-config; libsodium from Clibsodium.xcframework, built from libsodium's own sources by its
// script dist-build/apple-xcframework.sh and placed at Vendor/Clibsodium.xcframework
// (docs/IOS.md, step 1). SHA-256 comes from CommonCrypto, so no libcrypto.
let systemTargets: [Target] = [
    .systemLibrary(name: "CSQLite"),
    .systemLibrary(name: "CXML2"),
    // zlib is part of the SDK (libz; the module map links "z").
    .systemLibrary(name: "CZlib"),
    // The same module without `link "sodium"`: the xcframework brings the static library.
    .systemLibrary(name: "CSodium", path: "Apple/CSodium"),
    .binaryTarget(name: "Clibsodium", path: "Vendor/Clibsodium.xcframework"),
    // Tests only (Homebrew's libarchive on a Mac).
    .systemLibrary(name: "CArchive", pkgConfig: "libarchive", providers: [.brew(["libarchive"])]),
]
let coreSystemDependencies: [Target.Dependency] = ["CSQLite", "CSodium", "Clibsodium", "CXML2", "CZlib"]
/// The SDK keeps libxml2's headers in usr/include/libxml2; Xcode expands $(SDKROOT).
let coreSwiftSettings: [SwiftSetting] = [.unsafeFlags(["-Xcc", "-I$(SDKROOT)/usr/include/libxml2"])]
/// The privacy manifest ships with the core on Apple platforms only (a resource would make
/// SwiftPM generate a Foundation bundle accessor, which the Linux core does without).
let coreResources: [Resource] = [.copy("PrivacyInfo.xcprivacy")]
let coreExclude: [String] = []
#else
let systemTargets: [Target] = [
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                   providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    .systemLibrary(name: "CSodium", pkgConfig: "libsodium",
                   providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])]),
    .systemLibrary(name: "CArchive", pkgConfig: "libarchive",
                   providers: [.apt(["libarchive-dev"]), .brew(["libarchive"])]),
    .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto",
                   providers: [.apt(["libssl-dev"]), .brew(["openssl"])]),
    // libxml2 reads OPML and FreeMind/Freeplane files (MindMaps/).
    .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0",
                   providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]),
    // zlib inflates and deflates the entries of .xmind files (Support/Inflate.swift, Deflate.swift).
    .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                   providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
]
let coreSystemDependencies: [Target.Dependency] = [
    "CSQLite", "CSodium", "CXML2", "CZlib",
    .target(name: "CCrypto", condition: .when(platforms: [.linux, .android])),
]
let coreSwiftSettings: [SwiftSetting] = []
let coreResources: [Resource] = []
let coreExclude: [String] = ["PrivacyInfo.xcprivacy"]
#endif

let package = Package(
    name: "Keepsake",
    // iOS 16 / macOS 13: nothing newer is used (no Synchronization.Mutex, no Observation
    // framework); checked by Tests/Apple/check_availability.py.
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "keepsake", type: .dynamic, targets: ["Keepsake"]),
        // SwiftPM drops a second product of the same name, so the CLI is built as
        // `keepsake-cli` and installed as `keepsake` (see ./keepsake and scripts/install).
        .executable(name: "keepsake-cli", targets: ["KeepsakeCLI"]),
        .library(name: "KeepsakeCore", targets: ["KeepsakeCore"]),
        // The Swift API for apps: KeepsakeCore plus Foundation dates, LocalizedError, an actor
        // and change observation. Kept out of KeepsakeCore so libkeepsake.so links neither
        // Foundation nor the concurrency runtime.
        .library(name: "KeepsakeKit", targets: ["KeepsakeKit"]),
    ],
    targets: systemTargets + [
        // The hand-written C header; `@c @implementation` checks every export against it.
        .target(name: "CKeepsake", path: "Include", publicHeadersPath: "."),
        .target(name: "CPlatform"),
        // CKeepsake too: the library's version is read from the header's KS_VERSION_* macros.
        .target(name: "KeepsakeCore", dependencies: ["CKeepsake"] + coreSystemDependencies + ["CPlatform"],
                exclude: coreExclude, resources: coreResources, swiftSettings: coreSwiftSettings),
        .target(name: "Keepsake", dependencies: ["KeepsakeCore", "CKeepsake"], exclude: ["exports.map"],
                // ELF-only flags (static stdlib, version script, SONAME, lld): Linux only.
                linkerSettings: [.unsafeFlags(sharedLibraryFlags, .when(platforms: [.linux, .android]))]),
        .target(name: "KeepsakeKit", dependencies: ["KeepsakeCore"]),
        .executableTarget(name: "KeepsakeCLI", dependencies: ["KeepsakeCore"]),
        .testTarget(name: "KeepsakeCoreTests", dependencies: ["KeepsakeCore", "KeepsakeKit", "CArchive"]),
    ]
)
