import CKeepsake

/// The library's version, apart from the bundle format's (`BundleSchema.formatVersion`). It is
/// written once, in Include/keepsake.h (`KS_VERSION_MAJOR`, `_MINOR`, `_PATCH`), and read from
/// there; Tests/Header/check_version.py checks every other copy against it.
public enum KeepsakeVersion {
    public static let major = Int(KS_VERSION_MAJOR)
    public static let minor = Int(KS_VERSION_MINOR)
    public static let patch = Int(KS_VERSION_PATCH)
    public static var string: String { "\(major).\(minor).\(patch)" }
    public static var generator: String { "keepsake \(string)" }
}
