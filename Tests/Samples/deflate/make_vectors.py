#!/usr/bin/env python3
"""Writes the DEFLATE test vectors of this folder with Python's zlib (raw DEFLATE, no zlib
header: wbits -15), as zip archives hold it. Tests/KeepsakeCoreTests/ZipTests.swift inflates
each and compares it with the original:

  features-*.deflate  ../mindmaps/freemind-0.8.0-features.mm at levels 0 (stored blocks), 1, 6
                      and 9, and with the strategies Z_FIXED (fixed Huffman blocks only),
                      Z_HUFFMAN_ONLY (no matches) and Z_RLE (distance 1 only)
  pattern-*.deflate   pattern() below (repeats 30,000 bytes back, near the 32 KiB window's end,
                      then incompressible bytes), at levels 1, 6 and 9 and with Z_FIXED

Run it again only to add vectors; the committed files are what the tests check (the zlib
that wrote them: zlib.ZLIB_RUNTIME_VERSION, printed below).
"""
import os
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))


def pattern():
    """30,000 bytes of lowercase text, the same again, then 20,000 bytes of any value; each
    from the LCG x = (x * 1103515245 + 12345) mod 2^31 (ZipTests.swift makes the same bytes)."""
    x = 1
    def nxt():
        nonlocal x
        x = (x * 1103515245 + 12345) % (1 << 31)
        return x
    text = bytes(b"abcdefghij"[(nxt() >> 16) % 10] for _ in range(30000))
    noise = bytes((nxt() >> 16) & 0xFF for _ in range(20000))
    return text + text + noise


def deflate(data, level, strategy=zlib.Z_DEFAULT_STRATEGY):
    c = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
    return c.compress(data) + c.flush()


def main():
    with open(os.path.join(HERE, "..", "mindmaps", "freemind-0.8.0-features.mm"), "rb") as f:
        features = f.read()
    vectors = {}
    for level in (0, 1, 6, 9):
        vectors[f"features-level{level}"] = deflate(features, level)
    vectors["features-fixed"] = deflate(features, 6, zlib.Z_FIXED)
    vectors["features-huffman"] = deflate(features, 6, zlib.Z_HUFFMAN_ONLY)
    vectors["features-rle"] = deflate(features, 6, zlib.Z_RLE)
    data = pattern()
    for level in (1, 6, 9):
        vectors[f"pattern-level{level}"] = deflate(data, level)
    vectors["pattern-fixed"] = deflate(data, 6, zlib.Z_FIXED)
    for name, blob in vectors.items():
        assert zlib.decompress(blob, -15) == (features if name.startswith("features") else data)
        with open(os.path.join(HERE, name + ".deflate"), "wb") as f:
            f.write(blob)
    print("zlib", zlib.ZLIB_RUNTIME_VERSION, "wrote", len(vectors), "vectors")


if __name__ == "__main__":
    main()
