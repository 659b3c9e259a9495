#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import CoreFoundation
#endif

/// iOS Data Protection for a store's files: when the files can be read, as Core Data's
/// `NSPersistentStoreFileProtectionKey` sets it.
///
/// The classes differ in what works while the phone is locked:
/// - `.complete`: unreadable from about ten seconds after the phone locks until it is unlocked.
///   Nothing may use the store meanwhile, an extension or widget included, and the app must
///   `suspend()` it when it goes to the background (or when protected data becomes
///   unavailable). For a store only the app itself opens in the foreground: a rehab
///   centre's app on a shared staff phone.
/// - `.completeUnlessOpen`: files open when the phone locks stay usable, new files can be
///   created, but a closed file cannot be opened again until unlock. SQLite opens its files
///   when a store opens, so a widget or extension that opens the store while the phone is
///   locked fails: not for an App Group store shared with one.
/// - `.completeUntilFirstUserAuthentication`: readable once the phone has been unlocked after it
///   started, locked or not. The class an App Group store shared with a widget or an extension
///   that runs while the phone is locked must use, and iOS's default for app files.
///
/// On Linux (and any platform without Data Protection) it is stored but has no effect.
public enum FileProtection: String, Sendable, Hashable, Codable, CaseIterable {
    /// `NSFileProtectionComplete` (class A).
    case complete
    /// `NSFileProtectionCompleteUnlessOpen` (class B).
    case completeUnlessOpen
    /// `NSFileProtectionCompleteUntilFirstUserAuthentication` (class C).
    case completeUntilFirstUserAuthentication

    /// The Data Protection class number the kernel takes (`F_SETPROTECTIONCLASS`).
    var protectionClass: Int32 {
        switch self {
        case .complete: return 1
        case .completeUnlessOpen: return 2
        case .completeUntilFirstUserAuthentication: return 3
        }
    }
}

/// How a store keeps its files on iOS: Data Protection and backup. Stored in the store
/// (`storage.json` in its folder) by `Store.setStorageOptions(_:)`, and applied again every time
/// the store is opened for writing, so an extension that opens the store without knowing them
/// keeps them too.
///
/// ```swift
/// try store.setStorageOptions(StorageOptions(fileProtection: .completeUntilFirstUserAuthentication,
///                                            excludesMediaFromBackup: true))
/// ```
///
/// Both are no-ops on Linux and other platforms without Data Protection or an iCloud backup:
/// the options are stored all the same, so the store keeps them when it moves to an iPhone.
public struct StorageOptions: Sendable, Hashable, Codable {
    /// The Data Protection class of every file and folder of the store: the database and its
    /// `-wal` and `-shm` files, `media/` and `tmp/` and everything in them, including files the
    /// store creates later. Nil (the default) leaves the system's default class (for an app's
    /// files, `.completeUntilFirstUserAuthentication`) and changes nothing already set.
    public var fileProtection: FileProtection?
    /// Keeps `media/` (photos, videos, attachments) and `tmp/` out of iCloud and computer
    /// backups (`URLResourceValues.isExcludedFromBackup` on both folders, which covers their
    /// contents). The database stays in the backup. False by default.
    public var excludesMediaFromBackup: Bool

    /// Options with the given values; `StorageOptions()` is the default (system protection,
    /// media in the backup).
    public init(fileProtection: FileProtection? = nil, excludesMediaFromBackup: Bool = false) {
        self.fileProtection = fileProtection
        self.excludesMediaFromBackup = excludesMediaFromBackup
    }
}

extension StorageOptions {
    /// The file in the store's folder that holds the options.
    static let fileName = "storage.json"

    /// The options stored in the store at `folder`: the default when there is no file.
    /// - Throws: `.corruptStore` when the file is not options this library wrote.
    static func load(from folder: String) throws(KeepsakeError) -> StorageOptions {
        let path = folder + "/" + fileName
        guard FileSystem.exists(path) else { return StorageOptions() }
        let bytes = try File.openForReading(path).readBytes(upTo: 4096)
        let bad = { (why: String) -> KeepsakeError in .corruptStore("\(quotedPath: path) is not a store's storage options: \(why)") }
        guard let value = try? JSONParser.parse(bytes), let members = value.objectValue else { throw bad("not a JSON object") }
        var options = StorageOptions()
        for (key, member) in members {
            switch key {
            case "file_protection":
                if case .null = member { continue }
                guard let name = member.stringValue, let protection = FileProtection(rawValue: name) else {
                    throw bad("file_protection must be null or one of \(FileProtection.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.fileProtection = protection
            case "excludes_media_from_backup":
                guard case .bool(let exclude) = member else { throw bad("excludes_media_from_backup must be true or false") }
                options.excludesMediaFromBackup = exclude
            default:
                throw bad("unknown member \(quoted: key)")
            }
        }
        return options
    }

    /// The options as the file holds them (canonical JSON).
    var fileBytes: [UInt8] {
        CanonicalJSON.encode(.object([
            "file_protection": fileProtection.map { .string($0.rawValue) } ?? .null,
            "excludes_media_from_backup": .bool(excludesMediaFromBackup),
        ]))
    }
}

extension Store {
    /// The storage options stored in the store (`StorageOptions`); the default until
    /// `setStorageOptions(_:)` is called.
    public var storageOptions: StorageOptions { storage.withLock { $0 } }

    /// Stores `options` in the store and applies them now to every file and folder of the store;
    /// every later open for writing applies them again, and every media file the store adds gets
    /// them. No-ops on Linux (see `StorageOptions`), where only the options are stored.
    ///
    /// Setting `fileProtection` back to nil leaves the files' current class; set another class
    /// to change it. Turning `excludesMediaFromBackup` off puts the media back into backups.
    /// - Throws: `.readOnly` for a store opened read-only; `.io` or `.noSpace` when the options
    ///   cannot be written or a file's protection cannot be set.
    public func setStorageOptions(_ options: StorageOptions) throws(KeepsakeError) {
        guard !isReadOnly else { throw .readOnly("cannot change the storage options: the store was opened read-only") }
        try AtomicFile.write(options.fileBytes, to: path + "/" + StorageOptions.fileName)
        storage.withLock { $0 = options }
        try applyStorageOptions(to: storageFiles(includingMedia: true))
    }

    /// The store's files and folders that storage options apply to: the folder, the database
    /// and its side files, the options file, `media/` and `tmp/` with their subfolders, and,
    /// with `includingMedia`, every file in them (else only the folders: files created in them
    /// take their folder's class, and `placeMediaFile` sets it on each new media file).
    func storageFiles(includingMedia: Bool) -> [String] {
        var paths = [path, databasePath, databasePath + "-wal", databasePath + "-shm",
                     path + "/" + StorageOptions.fileName]
        var folders = [mediaDirectory, temporaryDirectory]
        while let folder = folders.popLast() {
            guard FileSystem.isDirectory(folder) else { continue }
            paths.append(folder)
            for name in FileSystem.list(folder).sorted() {
                let child = folder + "/" + name
                if FileSystem.isDirectory(child) { folders.append(child) } else if includingMedia { paths.append(child) }
            }
        }
        return paths.filter(FileSystem.exists)
    }

    /// Applies the stored options to `paths` (from `storageFiles`) and the backup exclusion to
    /// `media/` and `tmp/`.
    func applyStorageOptions(to paths: [String]) throws(KeepsakeError) {
        let options = storageOptions
        if let protection = options.fileProtection {
            for file in paths { try StorageOptions.protect(file, protection) }
        }
        for folder in [mediaDirectory, temporaryDirectory] where FileSystem.isDirectory(folder) {
            try StorageOptions.excludeFromBackup(folder, options.excludesMediaFromBackup)
        }
    }

    /// Sets the stored protection class on one new file of the store (a media file about to
    /// be placed); nothing when no class is stored.
    func protectNewFile(_ file: String) throws(KeepsakeError) {
        if let protection = storageOptions.fileProtection { try StorageOptions.protect(file, protection) }
    }
}

extension StorageOptions {
    /// Sets `file`'s Data Protection class (`fcntl(F_SETPROTECTIONCLASS)`, what Foundation's
    /// `FileProtectionType` does); on a folder, also the class its new files get. Nothing on a
    /// volume without Data Protection (a Mac's, the simulator's: `ENOTSUP`) or on Linux.
    static func protect(_ file: String, _ protection: FileProtection) throws(KeepsakeError) {
        #if canImport(Darwin)
        let fd = open(file, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard fd >= 0 else {
            if errno == ENOENT { return }   // an SQLite side file or a temporary file gone meanwhile
            throw FileSystem.error(errno, "cannot open \(quotedPath: file) to set its file protection")
        }
        defer { _ = close(fd) }
        if fcntl(fd, F_SETPROTECTIONCLASS, protection.protectionClass) != 0 && errno != ENOTSUP {
            throw FileSystem.error(errno, "cannot set the file protection of \(quotedPath: file)")
        }
        #else
        _ = (file, protection)
        #endif
    }

    /// Keeps `folder` and everything in it out of backups, or puts it back
    /// (`kCFURLIsExcludedFromBackupKey`, Foundation's `URLResourceValues.isExcludedFromBackup`).
    /// Nothing on Linux.
    static func excludeFromBackup(_ folder: String, _ exclude: Bool) throws(KeepsakeError) {
        #if canImport(Darwin)
        let bytes = Array(folder.utf8)
        let url = bytes.withUnsafeBufferPointer { buffer in
            CFURLCreateFromFileSystemRepresentation(kCFAllocatorDefault, buffer.baseAddress, CFIndex(buffer.count), true)
        }
        guard let url else { throw .io("cannot name \(quotedPath: folder) as a URL to exclude it from backups") }
        var failure: Unmanaged<CFError>?
        guard CFURLSetResourcePropertyForKey(url, kCFURLIsExcludedFromBackupKey, exclude ? kCFBooleanTrue : kCFBooleanFalse, &failure) else {
            let cause = failure.map { String(describing: $0.takeRetainedValue()) } ?? "unknown error"
            throw .io("cannot \(exclude ? "exclude" : "include") \(quotedPath: folder) \(exclude ? "from" : "in") backups: \(cause)")
        }
        #else
        _ = (folder, exclude)
        #endif
    }
}
