import CKeepsake

/// The library's version, apart from the bundle format's (`BundleSchema.formatVersion`). It is
/// written once, in Include/keepsake.h (`KS_VERSION_MAJOR`, `_MINOR`, `_PATCH`), and read from
/// there; Tests/Header/check_version.py checks every other copy against it.
public enum KeepsakeVersion {
    /// The major version (`KS_VERSION_MAJOR`): a change breaks the C or Swift API.
    public static let major = Int(KS_VERSION_MAJOR)
    /// The minor version (`KS_VERSION_MINOR`): additions that keep the API.
    public static let minor = Int(KS_VERSION_MINOR)
    /// The patch version (`KS_VERSION_PATCH`): fixes only.
    public static let patch = Int(KS_VERSION_PATCH)
    /// The version as `"MAJOR.MINOR.PATCH"`, the same text `ks_version()` returns.
    public static var string: String { "\(major).\(minor).\(patch)" }
    /// The `generator` this library writes into bundle manifests: `"keepsake MAJOR.MINOR.PATCH"`.
    public static var generator: String { "keepsake \(string)" }
}
