// The Swift API for apps: everything of KeepsakeCore, plus what needs Foundation or the
// concurrency runtime (dates as `Date`, `LocalizedError`, the `KeepsakeStore` actor, change
// streams). KeepsakeCore itself uses neither, so libkeepsake.so (which links it) stays small
// and needs no Swift runtime.
@_exported import KeepsakeCore
