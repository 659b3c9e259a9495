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

/// libsodium: built from its vendored source (Vendor/libsodium, 1.0.20; Vendor/libsodium/VENDOR.md)
/// on Apple platforms, whose SDKs have none, the way swift-crypto builds BoringSSL, so an app
/// adds the package with nothing made by hand. On Linux the package uses the distribution's
/// libsodium (Debian: libsodium-dev) unless KEEPSAKE_VENDORED_LIBSODIUM=1 is set, which the test
/// command sets to build and test the vendored copy here (docs/IOS.md says why).
#if os(macOS)
let vendoredLibsodium = true
#else
let vendoredLibsodium = ProcessInfo.processInfo.environment["KEEPSAKE_VENDORED_LIBSODIUM"] == "1"
#endif

/// What libsodium's configure script finds on these platforms, as plain defines (no flags).
/// The SIMD implementations (x86 SSE/AVX, ARM crypto) need per-architecture defines that a
/// manifest cannot express, so they compile to nothing and libsodium's run-time dispatch uses
/// the portable code, as with configure --disable-asm on an unknown CPU.
let libsodiumDefines: [CSetting] = {
    let apple: [Platform] = [.macOS, .iOS, .macCatalyst, .tvOS, .watchOS, .visionOS]
    let posix: [Platform] = apple + [.linux, .android]
    var settings: [CSetting] = [
        .headerSearchPath("include/sodium"),
        .define("CONFIGURED", to: "1"),
        .define("NATIVE_LITTLE_ENDIAN", to: "1"),  // arm64 and x86_64, every supported target
        .define("HAVE_TI_MODE", to: "1"),          // 64-bit targets: unsigned __int128
        .define("HAVE_ATOMIC_OPS", to: "1"),
        .define("HAVE_C11_MEMORY_FENCES", to: "1"),
        .define("HAVE_GCC_MEMORY_FENCES", to: "1"),
        .define("HAVE_INLINE_ASM", to: "1"),
        .define("HAVE_C_VARARRAYS", to: "1"),
        .define("HAVE_STDINT_H", to: "1"),
        .define("HAVE_INTTYPES_H", to: "1"),
        .define("TLS", to: "_Thread_local"),
    ]
    for name in ["HAVE_PTHREAD", "HAVE_PTHREAD_PRIO_INHERIT", "HAVE_MMAP", "HAVE_MPROTECT",
                 "HAVE_MLOCK", "HAVE_MADVISE", "HAVE_POSIX_MEMALIGN", "HAVE_GETPID",
                 "HAVE_NANOSLEEP", "HAVE_CLOCK_GETTIME", "HAVE_SYSCONF", "HAVE_SYS_MMAN_H",
                 "HAVE_SYS_PARAM_H", "HAVE_WEAK_SYMBOLS", "HAVE_RAISE"] {
        settings.append(.define(name, to: "1", .when(platforms: posix)))
    }
    // sodium_memzero: memset_s on Apple platforms, explicit_bzero in glibc.
    settings.append(.define("HAVE_MEMSET_S", to: "1", .when(platforms: apple)))
    for name in ["_GNU_SOURCE", "HAVE_EXPLICIT_BZERO", "HAVE_GETRANDOM", "HAVE_GETENTROPY",
                 "HAVE_SYS_RANDOM_H", "HAVE_SYS_AUXV_H"] {
        settings.append(.define(name, to: "1", .when(platforms: [.linux])))
    }
    return settings
}()

let libsodiumTarget: Target = vendoredLibsodium
    // The module CSodium either way, so the core's `import CSodium` does not change.
    ? .target(name: "CSodium", path: "Vendor/libsodium", exclude: ["LICENSE", "VENDOR.md"],
              publicHeadersPath: "include", cSettings: libsodiumDefines)
    : .systemLibrary(name: "CSodium", pkgConfig: "libsodium",
                     providers: [.apt(["libsodium-dev"]), .brew(["libsodium"])])

/// libxml2 reads OPML and FreeMind/Freeplane files (MindMaps/); a C target whose public
/// headers forward to the system's (Sources/CXML2/include/cxml2.h says how), so neither
/// pkg-config nor a header search flag is needed on any platform.
/// With KEEPSAKE_STATIC_LIBXML2=1 (Linux; set by `scripts/install --static-libxml2` for the
/// Python wheel) it links `xml2-static` instead: the libxml2-static.a that scripts/libxml2 builds
/// without ICU from Vendor/libxml2, found through the `-L` that script gives `swift build` on its
/// command line. A name of its own, because pkg-config puts the system's library folder ahead of
/// any `-L` given there, where `-lxml2` would find the system's libxml2.so.
#if os(macOS)
let libxml2Library = "xml2"
#else
let libxml2Library = ProcessInfo.processInfo.environment["KEEPSAKE_STATIC_LIBXML2"] == "1" ? "xml2-static" : "xml2"
#endif
let libxml2Target: Target = .target(name: "CXML2", linkerSettings: [.linkedLibrary(libxml2Library)])

#if os(macOS)
// Apple platforms (this branch is evaluated on the Mac that builds the app, also for iOS; it
// cannot be built here, see docs/IOS.md). sqlite3 and libxml2 come from the SDK; SHA-256 from
// CommonCrypto, so no libcrypto; zlib (libz) from the SDK too.
let systemTargets: [Target] = [
    .systemLibrary(name: "CSQLite"),
    // zlib is part of the SDK (libz; the module map links "z").
    .systemLibrary(name: "CZlib"),
    // Tests only (Homebrew's libarchive on a Mac).
    .systemLibrary(name: "CArchive", pkgConfig: "libarchive", providers: [.brew(["libarchive"])]),
]
let coreSystemDependencies: [Target.Dependency] = ["CSQLite", "CSodium", "CXML2", "CZlib"]
/// The privacy manifest ships with the core on Apple platforms only (a resource would make
/// SwiftPM generate a Foundation bundle accessor, which the Linux core does without).
let coreResources: [Resource] = [.copy("PrivacyInfo.xcprivacy")]
let coreExclude: [String] = []
#else
let systemTargets: [Target] = [
    .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3",
                   providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
    .systemLibrary(name: "CArchive", pkgConfig: "libarchive",
                   providers: [.apt(["libarchive-dev"]), .brew(["libarchive"])]),
    .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto",
                   providers: [.apt(["libssl-dev"]), .brew(["openssl"])]),
    // zlib inflates and deflates the entries of .xmind files (Support/Inflate.swift, Deflate.swift).
    .systemLibrary(name: "CZlib", pkgConfig: "zlib",
                   providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
]
let coreSystemDependencies: [Target.Dependency] = [
    "CSQLite", "CSodium", "CXML2", "CZlib",
    .target(name: "CCrypto", condition: .when(platforms: [.linux, .android])),
]
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
    targets: systemTargets + [libsodiumTarget, libxml2Target] + [
        // The hand-written C header; `@c @implementation` checks every export against it.
        // keepsake_header_check.c: Xcode's engine needs a source in every C target.
        .target(name: "CKeepsake", path: "Include", publicHeadersPath: "."),
        .target(name: "CPlatform"),
        // CKeepsake too: the library's version is read from the header's KS_VERSION_* macros.
        .target(name: "KeepsakeCore", dependencies: ["CKeepsake"] + coreSystemDependencies + ["CPlatform"],
                exclude: coreExclude, resources: coreResources),
        .target(name: "Keepsake", dependencies: ["KeepsakeCore", "CKeepsake"], exclude: ["exports.map"],
                // ELF-only flags (static stdlib, version script, SONAME, lld): Linux only.
                linkerSettings: [.unsafeFlags(sharedLibraryFlags, .when(platforms: [.linux, .android]))]),
        .target(name: "KeepsakeKit", dependencies: ["KeepsakeCore"]),
        // The CLI's transport for `keepsake pull` (libcurl: Debian's libcurl4-openssl-dev, the
        // SDK's on Apple platforms); the core has no networking.
        .target(name: "CFetch", linkerSettings: [.linkedLibrary("curl")]),
        .executableTarget(name: "KeepsakeCLI", dependencies: ["KeepsakeCore", "CFetch"]),
        .testTarget(name: "KeepsakeCoreTests", dependencies: ["KeepsakeCore", "KeepsakeKit", "CArchive"]),
    ]
)
