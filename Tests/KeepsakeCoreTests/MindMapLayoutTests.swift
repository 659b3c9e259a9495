import XCTest
@testable import KeepsakeCore

/// The radial layout: no overlaps, inside the viewport, fewest rings, deterministic.
final class MindMapLayoutTests: XCTestCase {
    func check(width: Double, height: Double, minTap: Double, upTo count: Int) throws -> [Int: RadialLayout.Result] {
        var results: [Int: RadialLayout.Result] = [:]
        for n in 0...count {
            let layout = try RadialLayout.compute(childCount: n, width: width, height: height, minTap: minTap)
            XCTAssertEqual(layout.children.count, n)
            let all = [layout.centre] + layout.children
            var problems: [String] = []
            for (i, a) in all.enumerated() {
                if !(a.radius > 0) { problems.append("bubble \(i) has no radius") }
                if a.x - a.radius < -1e-9 || a.x + a.radius > width + 1e-9 || a.y - a.radius < -1e-9 || a.y + a.radius > height + 1e-9 {
                    problems.append("bubble \(i) leaves the viewport")
                }
                for (j, b) in all.enumerated() where j > i {
                    let distance = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
                    if distance <= a.radius + b.radius - 1e-9 { problems.append("bubbles \(i) and \(j) overlap") }
                }
            }
            XCTAssertEqual(problems, [], "n=\(n) in \(width) x \(height)")
            XCTAssertEqual(try RadialLayout.compute(childCount: n, width: width, height: height, minTap: minTap), layout, "deterministic")
            results[n] = layout
        }
        return results
    }

    func testIPhone11() throws {
        let results = try check(width: 414, height: 896, minTap: 44, upTo: 200)
        XCTAssertEqual(results[0]?.rings, 0)
        XCTAssertEqual(results[6]?.rings, 1)
        XCTAssertEqual(results[6]?.children.first?.x ?? 0, 207, accuracy: 1e-9, "the first child is at the top")
        XCTAssertLessThan(results[6]?.children.first?.y ?? 0, 448)
        XCTAssertGreaterThanOrEqual((results[12]?.children.first?.radius ?? 0) * 2, 44, "a dozen children are tappable")
        XCTAssertGreaterThan(results[60]?.rings ?? 0, 1, "many children take more rings")
    }

    func testSmallPhone() throws {
        let results = try check(width: 320, height: 568, minTap: 44, upTo: 200)
        XCTAssertGreaterThanOrEqual((results[8]?.children.first?.radius ?? 0) * 2, 44)
    }

    func testFewestRingsThatFit() throws {
        for n in [1, 5, 10, 20, 40] {
            let layout = try RadialLayout.compute(childCount: n, width: 414, height: 896, minTap: 30)
            guard layout.rings > 1, let r = layout.children.first?.radius, r * 2 >= 30 else { continue }
            // One ring fewer must not hold them at the minimum size.
            let fewer = layout.rings - 1
            let room = (414.0 / 2 - 414 * 0.02) - max(15, (414.0 / 2 - 414 * 0.02) * 0.22)
            let radius = min(max((414.0 / 2 - 414 * 0.02) * 0.2, 15), room / (1 + 0.15 + Double(fewer - 1) * 2.15 + 1))
            let capacity = RadialLayout.capacities(rings: fewer, radius: radius, centreRadius: layout.centre.radius).reduce(0, +)
            XCTAssertTrue(radius * 2 < 30 || capacity < n, "n=\(n) fits on \(fewer) rings")
        }
    }

    func testBadViewportsAreRefused() {
        XCTAssertThrowsError(try RadialLayout.compute(childCount: 1, width: 0, height: 100, minTap: 10))
        XCTAssertThrowsError(try RadialLayout.compute(childCount: 1, width: .nan, height: 100, minTap: 10))
        XCTAssertThrowsError(try RadialLayout.compute(childCount: -1, width: 100, height: 100, minTap: 10))
        XCTAssertThrowsError(try RadialLayout.compute(childCount: 1, width: 100, height: 100, minTap: 200))
        XCTAssertNoThrow(try RadialLayout.compute(childCount: 10_000, width: 414, height: 896, minTap: 44))
    }
}
