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

let package = Package(
    name: "Keepsake",
    products: [
        .library(name: "keepsake", type: .dynamic, targets: ["Keepsake"]),
        // SwiftPM drops a second product of the same name, so the CLI is built as
        // `keepsake-cli` and installed as `keepsake` (see ./keepsake and scripts/install).
        .executable(name: "keepsake-cli", targets: ["KeepsakeCLI"]),
        .library(name: "KeepsakeCore", targets: ["KeepsakeCore"]),
    ],
    targets: [
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
        // The hand-written C header; `@c @implementation` checks every export against it.
        .target(name: "CKeepsake", path: "Include", publicHeadersPath: "."),
        .target(name: "CPlatform"),
        // CKeepsake too: the library's version is read from the header's KS_VERSION_* macros.
        .target(name: "KeepsakeCore", dependencies: [
            "CKeepsake", "CSQLite", "CSodium", "CPlatform", "CXML2",
            .target(name: "CCrypto", condition: .when(platforms: [.linux, .android])),
        ]),
        .target(name: "Keepsake", dependencies: ["KeepsakeCore", "CKeepsake"], exclude: ["exports.map"],
                linkerSettings: [.unsafeFlags(sharedLibraryFlags)]),
        .executableTarget(name: "KeepsakeCLI", dependencies: ["KeepsakeCore"]),
        .testTarget(name: "KeepsakeCoreTests", dependencies: ["KeepsakeCore", "CArchive"]),
    ]
)
