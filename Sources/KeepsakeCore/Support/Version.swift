/// The library's version, apart from the bundle format's (`BundleSchema.formatVersion`).
public enum KeepsakeVersion {
    public static let major = 0
    public static let minor = 1
    public static let patch = 0
    public static var string: String { "\(major).\(minor).\(patch)" }
    public static var generator: String { "keepsake \(string)" }
}
