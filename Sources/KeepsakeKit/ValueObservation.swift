// Typed value observation, GRDB's `ValueObservation` as the model: a screen's value, fetched
// again after every commit that could change it, in this process or another, and delivered
// only when it really changed.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension AsyncSession {
    /// How often `values(pollingEvery:_:)` looks for commits by other processes by default:
    /// a `PRAGMA data_version` on a connection of its own, a few microseconds each.
    public static let defaultPollingInterval: Duration = .milliseconds(100)

    /// The value `fetch` reads, now and again after every commit to the store that could
    /// change it: a write of this process (at once), and a commit by another process or
    /// connection (a widget, a share extension; found by polling `PRAGMA data_version` every
    /// `interval`). A value equal to the last one delivered is not delivered again. Each fetch
    /// runs off the cooperative pool; commits that land while one runs lead to one more fetch.
    ///
    /// ```swift
    /// for try await summary in me.values({ s in try s.moodSummary(today: today) }) {
    ///     self.summary = summary
    /// }
    /// ```
    /// - Parameters:
    ///   - interval: how often to look for commits of other processes; nil for this process's
    ///     commits only.
    ///   - fetch: reads the value with the blocking session, in one call (each `Session` call
    ///     reads one snapshot).
    /// - Returns: a stream that ends when the consumer stops iterating (the task is cancelled)
    ///   or throws the first error of `fetch` or of polling (the store's file removed), and
    ///   ends there, like GRDB's.
    public func values<Value: Sendable & Equatable, E: Error>(
        pollingEvery interval: Duration? = AsyncSession.defaultPollingInterval,
        _ fetch: @escaping @Sendable (Session) throws(E) -> Value
    ) -> AsyncThrowingStream<Value, any Error> {
        let session = self.session
        let (values, output) = AsyncThrowingStream<Value, any Error>.makeStream(bufferingPolicy: .bufferingNewest(1))
        // Wake-ups, coalesced: one pending is enough, the fetch reads the newest state.
        let (wakeUps, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        // Registered before the first fetch, so no commit after it goes unseen.
        let observation = session.store.observeCommits { wake.yield() }
        let detector: ExternalChangeDetector?
        do throws(KeepsakeError) {
            detector = try interval.map { _ throws(KeepsakeError) in try session.store.externalChangeDetector() }
        } catch {
            output.finish(throwing: error)
            return values
        }
        let poller = interval.flatMap { interval in
            detector.map { detector in
                Task.detached {
                    while !Task.isCancelled {
                        try? await Task.sleep(for: interval)
                        do throws(KeepsakeError) {
                            if try detector.poll() { wake.yield() }
                        } catch {
                            output.finish(throwing: error)
                            return
                        }
                    }
                }
            }
        }
        let fetcher = Task.detached {
            var last: Value?
            var pending: AsyncStream<Void>.Iterator = wakeUps.makeAsyncIterator()
            repeat {
                if Task.isCancelled { return }
                do throws(E) {
                    let value = try await offload { () throws(E) in try fetch(session) }
                    if value != last {
                        last = value
                        output.yield(value)
                    }
                } catch {
                    output.finish(throwing: error)
                    return
                }
            } while await pending.next() != nil
        }
        output.onTermination = { _ in
            observation.cancel()
            poller?.cancel()
            fetcher.cancel()
            wake.finish()
        }
        return values
    }
}
