#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif



/// Where a host draws one level of a map: the active node's bubble in the centre of the
/// viewport and its children's bubbles on rings around it. Pure and deterministic.
///
/// ```swift
/// let layout = try RadialLayout.compute(childCount: 12, width: 414, height: 896, minTap: 44)
/// ```
///
/// Children sit evenly on concentric circles, the first at the top going clockwise, on the
/// smallest number of rings that holds them all, with bubbles (all of one radius) as large as
/// that allows, up to a fifth of the viewport's reach. Fewer rings always mean larger bubbles,
/// so this is also the layout whose bubbles best meet `minTap` (a host checks
/// `2 * radius >= minTap`; below it, it can page the children). Bubbles never overlap one another or the centre, and stay inside the viewport.
/// Coordinates are in the viewport's units, origin top left, y downwards.
public enum RadialLayout {
    /// A circle to draw: its centre and radius in the viewport's units.
    public struct Bubble: Hashable, Sendable, Codable {
        /// The centre's distance from the viewport's left edge.
        public let x: Double
        /// The centre's distance from the viewport's top edge.
        public let y: Double
        /// The radius; the bubble is `2 * radius` across.
        public let radius: Double
    }

    /// The bubbles of one level.
    public struct Result: Hashable, Sendable, Codable {
        /// The active node's bubble, in the middle of the viewport.
        public let centre: Bubble
        /// The children's bubbles, in the children's order: the inner ring filled first, each
        /// ring clockwise from the top (every second ring turned by half a step).
        public let children: [Bubble]
        /// How many rings the children use (0 without children).
        public let rings: Int
    }

    /// Room between neighbouring bubbles and between rings, as a fraction of a child's radius.
    static let gapRatio = 0.15
    /// The largest child count laid out.
    public static let maxChildren = 100_000

    /// Lays out one level: the centre bubble and `childCount` children on rings.
    ///
    /// - Parameters:
    ///   - childCount: The active node's children, 0 to `maxChildren`.
    ///   - width: The viewport's width, above 0 and at most 10,000,000.
    ///   - height: The viewport's height, likewise.
    ///   - minTap: The smallest bubble diameter the host wants tappable, 0 to the smaller side.
    /// - Throws: `.invalidArgument` naming the argument out of range; `.limitExceeded` when the
    ///   children do not fit in the viewport at all.
    public static func compute(childCount: Int, width: Double, height: Double, minTap: Double) throws(KeepsakeError) -> Result {
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 1e7, height <= 1e7 else {
            throw .invalidArgument("width and height must be finite numbers between 0 and 10,000,000")
        }
        guard minTap.isFinite, minTap >= 0, minTap <= min(width, height) else {
            throw .invalidArgument("min_tap must be between 0 and the smaller side of the viewport")
        }
        guard childCount >= 0, childCount <= maxChildren else {
            throw .invalidArgument("child_count must be between 0 and \(maxChildren)")
        }
        let cx = width / 2, cy = height / 2
        let margin = min(width, height) * 0.02
        let reach = min(width, height) / 2 - margin
        guard childCount > 0 else {
            return Result(centre: Bubble(x: cx, y: cy, radius: max(minTap / 2, reach * 0.35).clamped(to: reach)), children: [], rings: 0)
        }
        let centreRadius = max(minTap / 2, reach * 0.22).clamped(to: reach * 0.45)
        let largest = max(reach * 0.2, minTap / 2)
        var best: (rings: Int, radius: Double, counts: [Int])?
        var rings = 1
        while true {
            // Ring k (from 1) lies at centreRadius + r(1 + g) + (k - 1) r(2 + g); the last ring's
            // bubbles must end inside `reach`.
            let g = gapRatio
            let room = reach - centreRadius
            let radius = min(largest, room / (1 + g + Double(rings - 1) * (2 + g) + 1))
            if radius <= 0.01 { break }
            let counts = capacities(rings: rings, radius: radius, centreRadius: centreRadius)
            // More rings only shrink the bubbles, so the first count that holds every child has
            // both the fewest rings and the largest bubbles.
            if counts.reduce(0, +) >= childCount {
                best = (rings, radius, counts)
                break
            }
            if rings > 2000 { break }
            rings += 1
        }
        guard let chosen = best else { throw .limitExceeded("\(childCount) children do not fit in a \(width) x \(height) viewport") }
        var children: [Bubble] = []
        children.reserveCapacity(childCount)
        var remaining = childCount
        for ring in 0..<chosen.rings where remaining > 0 {
            let n = min(chosen.counts[ring], remaining)
            remaining -= n
            let distance = ringDistance(ring, radius: chosen.radius, centreRadius: centreRadius)
            let offset = ring % 2 == 1 ? Double.pi / Double(n) : 0
            for k in 0..<n {
                let angle = -Double.pi / 2 + offset + 2 * Double.pi * Double(k) / Double(n)
                children.append(Bubble(x: cx + distance * cos(angle), y: cy + distance * sin(angle), radius: chosen.radius))
            }
        }
        return Result(centre: Bubble(x: cx, y: cy, radius: centreRadius), children: children, rings: chosen.rings)
    }

    static func ringDistance(_ ring: Int, radius: Double, centreRadius: Double) -> Double {
        centreRadius + radius * (1 + gapRatio) + Double(ring) * radius * (2 + gapRatio)
    }

    /// How many bubbles of `radius` each ring holds: neighbours' centres at least
    /// 2r(1 + gap/2) apart along the chord.
    static func capacities(rings: Int, radius: Double, centreRadius: Double) -> [Int] {
        (0..<rings).map { ring in
            let d = ringDistance(ring, radius: radius, centreRadius: centreRadius)
            let half = radius * (1 + gapRatio / 2) / d
            guard half < 1 else { return 1 }
            return max(1, Int((Double.pi / asin(half)).rounded(.down)))
        }
    }
}

extension Double {
    func clamped(to upper: Double) -> Double { Swift.min(self, upper) }
}
