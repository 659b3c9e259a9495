import KeepsakeCore

extension Commands {
    /// `keepsake demo DIR`: a sample store with generated media, its bundle, verified, and its
    /// dump. Grows as record kinds land.
    static func demo(_ args: inout Arguments) throws(CLIError) {
        let root = try args.single("DIR")
        let now = Clock.now()
        let todayText = Clock.today()
        let storePath = root + "/store"
        let bundles = root + "/bundles"
        let generated = root + "/generated"
        try core { () throws(KeepsakeError) in
            try FileSystem.makeDirectory(root)
            try FileSystem.makeDirectory(bundles)
            try FileSystem.makeDirectory(generated)
            let store = try Store.open(at: storePath, create: true)
            try store.setHostKey(try DemoHostKey.key(root: root))
            let session = try DemoPersonal.signIn(store, now: now)
            Output.out("store:   \(storePath) (signed in as \(DemoPersonal.owner), password \(DemoPersonal.password))\n")

            var files: [(String, [UInt8])] = []
            for (index, palette) in DemoMedia.palettes.enumerated() {
                files.append(("photo-\(index + 1).png", DemoMedia.png(width: 320, height: 240, palette: palette)))
            }
            files.append(("walk.y4m", DemoMedia.y4mVideo(width: 160, height: 120, frames: 48)))
            for (name, bytes) in files {
                let path = generated + "/" + name
                FileSystem.remove(path)
                let file = try File.createExclusive(path)
                try file.write(bytes)
                try file.close()
                let record = try session.importMedia(fromFile: path, now: now)
                Output.out("media:   \(name) → \(record.mediaType), \(record.size) bytes, sha256 \(record.sha256.prefix(16))…\n")
            }

            let map = try DemoMindMap.build(session, now: now)
            Output.out("map:     \"\(map.title)\", \(map.nodeCount) nodes on 4 levels (\(map.id))\n")

            let today = CivilDate(todayText) ?? CivilDate(dayNumber: 0)
            try DemoDossier.build(session, generated: generated, bundles: bundles, today: today, now: now)
            try DemoViewer.build(session, root: root, bundles: bundles, today: today, now: now)

            try DemoPersonal.moods(session, today: today, bundles: bundles, now: now)
            try DemoPersonal.routine(session, today: today, bundles: bundles, now: now)

            let bundle = bundles + "/archive.keepsake"
            let result = try session.exportBundle(to: bundle, options: ExportOptions(created: now))
            Output.out("bundle:  \(result.path) (\(result.members) members, \(result.size) bytes)\n")
            try Bundles.verify(at: bundle)
            Output.out("verify:  \(bundle) is valid\n")
            let dumpPath = bundles + "/archive.json"
            FileSystem.remove(dumpPath)
            let dumpFile = try File.createExclusive(dumpPath)
            try dumpFile.write(Array((try Bundles.dump(at: bundle).canonicalJSON + "\n").utf8))
            try dumpFile.close()
            Output.out("dump:    \(dumpPath)\n")
            try DemoMindMap.export(session, map: map, to: bundles, now: now)
            Output.out("\n" + DemoTry.lines(bundle: bundle, store: storePath, mapID: map.id).enumerated().map { (i, line) in
                (i == 0 ? "Try:  " : "      ") + line + "\n"
            }.joined())
        }
    }
}

/// The commands the demo suggests, spelled with the program name it was run as (so that
/// `./keepsake demo DIR` suggests `./keepsake …`) and with shell quoting: each works as printed
/// from the folder the demo ran in.
enum DemoTry {
    static func lines(bundle: String, store: String, mapID: String) -> [String] {
        let program = quote(CommandLine.arguments.first.flatMap { $0.isEmpty ? nil : $0 } ?? "keepsake")
        let signIn = "echo \(DemoPersonal.password) | \(program)"
        let store = quote(store), bundle = quote(bundle)
        return [
            "\(program) inspect \(bundle)",
            "\(signIn) media list --store \(store) --as \(DemoPersonal.owner)",
            "\(signIn) map show --store \(store) --as \(DemoPersonal.owner) \(mapID)",
            "\(signIn) mood summary --store \(store) --as \(DemoPersonal.owner)",
            "\(program) dump \(bundle)",
        ]
    }

    /// `word` as one shell word: as is when it holds only safe characters, else in single quotes.
    static func quote(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { c in
            ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || "/._-+:,=@%".unicodeScalars.contains(c)
        }
        return safe && !word.isEmpty ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

/// Media made from nothing, so the demo needs no network and no sample files.
enum DemoMedia {
    static let palettes: [[(UInt8, UInt8, UInt8)]] = [
        [(102, 51, 153), (255, 204, 0)],
        [(0, 128, 96), (230, 240, 255)],
        [(200, 40, 40), (30, 30, 60)],
    ]

    /// A PNG (RGB, 8 bits) of a diagonal gradient between two colours, with stored (not
    /// compressed) deflate blocks: valid PNG with no compression library.
    static func png(width: Int, height: Int, palette: [(UInt8, UInt8, UInt8)]) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity((width * 3 + 1) * height)
        let (a, b) = (palette[0], palette[1])
        for y in 0..<height {
            raw.append(0) // filter: none
            for x in 0..<width {
                let t = Double(x + y) / Double(width + height)
                let ring = ((x - width / 2) * (x - width / 2) + (y - height / 2) * (y - height / 2)) % 900 < 60
                func mix(_ p: UInt8, _ q: UInt8) -> UInt8 { UInt8(Double(p) * (1 - t) + Double(q) * t) }
                raw += ring ? [255, 255, 255] : [mix(a.0, b.0), mix(a.1, b.1), mix(a.2, b.2)]
            }
        }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [8, 2, 0, 0, 0])
        out += chunk("IDAT", zlibStored(raw))
        out += chunk("IEND", [])
        return out
    }

    /// A YUV4MPEG2 video (the uncompressed format of video tools) of a bar sweeping across.
    static func y4mVideo(width: Int, height: Int, frames: Int) -> [UInt8] {
        var out = Array("YUV4MPEG2 W\(width) H\(height) F12:1 Ip A1:1 C420jpeg\n".utf8)
        for frame in 0..<frames {
            out += Array("FRAME\n".utf8)
            let bar = frame * width / frames
            for y in 0..<height {
                for x in 0..<width {
                    out.append(abs(x - bar) < 8 ? 235 : UInt8(16 + (y * 120 / height)))
                }
            }
            out += [UInt8](repeating: UInt8(90 + frame), count: (width / 2) * (height / 2))
            out += [UInt8](repeating: 160, count: (width / 2) * (height / 2))
        }
        return out
    }

    private static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65535, data.count - offset)
            let final: UInt8 = offset + n >= data.count ? 1 : 0
            out += [final, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[offset..<(offset + n)]
            offset += n
        } while offset < data.count
        var s1: UInt32 = 1, s2: UInt32 = 0
        for byte in data { s1 = (s1 + UInt32(byte)) % 65521; s2 = (s2 + s1) % 65521 }
        return out + be32(s2 << 16 | s1)
    }

    private static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// The demo's host key (FORMAT.md 9.2): the environment's (`HostKey`), else a random key kept
/// in `DIR/host.key` (mode 0600), made on the first run and read on the next, so the demo's
/// store keeps its centre key sealed like any other.
enum DemoHostKey {
    static func key(root: String) throws(KeepsakeError) -> [UInt8] {
        if let key = try? HostKey.fromEnvironment() { return key }
        let path = root + "/host.key"
        if FileSystem.exists(path) {
            let bytes = try File.openForReading(path).readBytes(upTo: 33)
            guard bytes.count == 32 else { throw .invalidArgument("\(path) is not a host key of 32 bytes") }
            return bytes
        }
        let key = Random.bytes(32)
        let file = try File.createExclusive(path)
        try file.write(key)
        try file.close()
        return key
    }
}
