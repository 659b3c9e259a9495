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

    // MARK: the radial-tree picture (keepsake render)

    /// A tree of `MindMapNode`s from (parent index, title) pairs; index 0 is the root.
    func tree(_ items: [(Int?, String)]) throws -> MindMapTree {
        var position: [Int: Int64] = [:]
        let nodes = items.enumerated().map { i, item -> MindMapNode in
            let p = item.0.map { position[$0, default: 0] } ?? 0
            if let parent = item.0 { position[parent] = p + 1 }
            return MindMapNode(id: "n\(i)", mapID: "m", parentID: item.0.map { "n\($0)" }, position: p, title: item.1,
                               note: nil, created: "2026-11-30T09:00:00Z", modified: "2026-11-30T09:00:00Z", link: nil, feed: nil)
        }
        return try MindMapTree(nodes)
    }

    func overlaps(_ t: MindMapTree) -> [String] {
        let l = SVGRender.layout(t)
        var found: [String] = []
        // Sweep by left edge so 500 labels are not 125,000 pairs each time.
        let order = l.boxX.indices.sorted { l.boxX[$0] - l.labels[$0].width / 2 < l.boxX[$1] - l.labels[$1].width / 2 }
        for (k, a) in order.enumerated() {
            for b in order[(k + 1)...] {
                if l.boxX[b] - l.labels[b].width / 2 >= l.boxX[a] + l.labels[a].width / 2 { break }
                if l.overlap(a, b) { found.append("\(t.nodes[a].title) / \(t.nodes[b].title)") }
            }
        }
        return found
    }

    static let titles = ["Passports", "A much longer title that needs two lines or more to show", "x",
                         "Zweiundzwanzigbuchstabenwort und mehr", "思维导图的一个节点标题", "Line one\nline two", "Budget"]

    /// No two labels overlap for a root with 0 to 500 children.
    func testNoLabelsOverlapFromNoneToFiveHundredChildren() throws {
        for n in 0...500 {
            let items: [(Int?, String)] = [(nil, "The root of the map")] + (0..<n).map { (0, Self.titles[$0 % Self.titles.count] + " \($0)") }
            let problems = overlaps(try tree(items))
            XCTAssertEqual(problems, [], "\(n) children")
            if !problems.isEmpty { break }
        }
    }

    /// Nor in deeper and lopsided trees: a few big branches, a long chain, many leaves deep down.
    func testNoLabelsOverlapInDeepAndLopsidedTrees() throws {
        var items: [(Int?, String)] = [(nil, "Root")]
        for b in 0..<6 {
            items.append((0, "Branch \(b)"))
            let branch = items.count - 1
            for c in 0..<(b * 9 + 1) {
                items.append((branch, Self.titles[(b + c) % Self.titles.count]))
                if c % 4 == 0 {
                    let child = items.count - 1
                    for g in 0..<(b + 2) { items.append((child, "leaf \(b).\(c).\(g)")) }
                }
            }
        }
        var parent = 1
        for d in 0..<8 { items.append((parent, "chain \(d)")); parent = items.count - 1 }
        XCTAssertEqual(overlaps(try tree(items)), [])
    }

    func testLabelsWrapShortenAndKeepTheFullTitle() {
        let long = SVGRender.label("A much longer title that needs two lines or more to show")
        XCTAssertEqual(long.lines, ["A much longer", "title that needs…"])
        XCTAssertTrue(long.shortened)
        XCTAssertEqual(SVGRender.label("Line one\nline two").lines, ["Line one line two"])
        XCTAssertEqual(SVGRender.label("Zweiundzwanzigbuchstabenwort").lines, ["Zweiundzwanzigbuch", "stabenwort"])
        XCTAssertEqual(SVGRender.label("").lines, [""])
    }
}

