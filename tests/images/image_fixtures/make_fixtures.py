"""Writes the image fixtures of tests/images (`python3 make_fixtures.py`
from anywhere; the JPEG files need Pillow, which bundles libjpeg-turbo).

PNG files are encoded here by hand with zlib and struct only, so they are
independent of the `png` crate ferromat uses; every pixel value is written
out below and is what the tests expect. JPEG files come from libjpeg-turbo
through Pillow; the tests compare ferromat's decoding with the values
Pillow decodes (written to NAME_libjpeg.txt), allowing for rounding
differences between decoders.
"""
import os
import struct
import zlib

# The fixtures live in tests/images, the folder above this script.
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def chunk(kind, data):
    crc = zlib.crc32(kind + data) & 0xFFFFFFFF
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc)


def pack_row(samples, bits):
    """One scanline's samples at `bits` bits each, MSB first."""
    if bits == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    if bits == 8:
        return bytes(samples)
    out, acc, used = bytearray(), 0, 0
    for s in samples:
        acc = (acc << bits) | s
        used += bits
        if used == 8:
            out.append(acc)
            acc, used = 0, 0
    if used:
        out.append(acc << (8 - used))
    return bytes(out)


# Adam7 passes: (first row, first column, row step, column step).
ADAM7 = [(0, 0, 8, 8), (0, 4, 8, 8), (4, 0, 8, 4), (0, 2, 4, 4),
         (2, 0, 4, 2), (0, 1, 2, 2), (1, 0, 2, 1)]


def png(name, rows, bits, color, extra=b"", interlace=False, after_idat=b""):
    """rows: list of rows, each a list of pixels, each a tuple of samples."""
    height, width = len(rows), len(rows[0])
    ihdr = struct.pack(">IIBBBBB", width, height, bits, color, 0, 0, int(interlace))
    raw = bytearray()
    if interlace:
        for r0, c0, dr, dc in ADAM7:
            for r in range(r0, height, dr):
                line = [s for c in range(c0, width, dc) for s in rows[r][c]]
                if line:
                    raw += b"\x00" + pack_row(line, bits)
    else:
        for row in rows:
            raw += b"\x00" + pack_row([s for px in row for s in px], bits)
    data = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra
            + chunk(b"IDAT", zlib.compress(bytes(raw))) + after_idat
            + chunk(b"IEND", b""))
    with open(f"{OUT}/{name}", "wb") as f:
        f.write(data)
    return data


def one(rows):
    return [[(v,) for v in row] for row in rows]


# 1-bit grayscale: read as logical.
png("gray1.png", one([[1, 0, 1, 1, 0], [0, 0, 1, 0, 1], [1, 1, 1, 0, 0]]), 1, 0)
# 2- and 4-bit grayscale: read as uint8 scaled by 85 and 17.
png("gray2.png", one([[0, 1, 2, 3], [3, 2, 1, 0]]), 2, 0)
png("gray4.png", one([list(range(8)), list(range(8, 16))]), 4, 0)
# 16-bit grayscale.
png("gray16.png", one([[0, 1, 258], [65535, 4660, 40000]]), 16, 0)
# 8-bit grayscale with alpha.
png("graya8.png", [[(10, 255), (20, 128)], [(30, 0), (40, 64)]], 8, 4)
# 16-bit RGBA.
png("rgba16.png", [[(1, 2, 3, 65535), (1000, 2000, 3000, 0)],
                   [(65535, 0, 32768, 12345), (7, 8, 9, 10)]], 16, 6)
# 4-bit palette of three colours, the first two with tRNS alphas.
plte = bytes([255, 0, 0, 0, 128, 255, 10, 20, 30])
png("pal4.png", one([[0, 1, 2], [2, 1, 0]]), 4, 3,
    extra=chunk(b"PLTE", plte) + chunk(b"tRNS", bytes([0, 128])))
# Adam7-interlaced 8-bit RGB, 5 rows by 7 columns: pixel (r, c) is
# (10r + c, 100 + r, 200 - c).
png("adam7.png", [[(10 * r + c, 100 + r, 200 - c) for c in range(7)] for r in range(5)],
    8, 2, interlace=True)
# Metadata: text (tEXt, zTXt), gamma, resolution, significant bits,
# background; one 8-bit gray pixel of value 77.
meta = (chunk(b"gAMA", struct.pack(">I", 45455))
        + chunk(b"sBIT", bytes([5]))
        + chunk(b"bKGD", struct.pack(">H", 51))
        + chunk(b"pHYs", struct.pack(">IIB", 2835, 5670, 1))
        + chunk(b"tEXt", b"Title\x00Test card")
        + chunk(b"tEXt", b"Author\x00ferromat tests")
        + chunk(b"tEXt", b"Creation Time\x002024-01-02")
        + chunk(b"tEXt", b"Lens\x0050 mm")
        + chunk(b"zTXt", b"Description\x00\x00" + zlib.compress(b"compressed text")))
png("meta.png", one([[77]]), 8, 0, extra=meta)
# A truncated file: the first 60 bytes of adam7.png.
with open(f"{OUT}/adam7.png", "rb") as f:
    head = f.read(60)
with open(f"{OUT}/truncated.png", "wb") as f:
    f.write(head)
# A PNG whose IHDR declares 1000000 x 1000000 RGBA16 pixels (8 TB), with a
# valid checksum and a tiny IDAT: must be refused, not allocated.
ihdr = struct.pack(">IIBBBBB", 1000000, 1000000, 16, 6, 0, 0, 0)
with open(f"{OUT}/huge.png", "wb") as f:
    f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr)
            + chunk(b"IDAT", zlib.compress(b"\x00" * 64)) + chunk(b"IEND", b""))
# Text that is no image at all.
with open(f"{OUT}/notimage.png", "w") as f:
    f.write("just some text\n")

try:
    from PIL import Image
except ImportError:
    raise SystemExit("PNG fixtures written; Pillow is needed for the JPEG ones")

# 8x8 gray ramp 30, 35, ..., quality 95.
gray = Image.new("L", (8, 8))
gray.putdata([30 + 5 * (r + c) for r in range(8) for c in range(8)])
gray.save(f"{OUT}/ramp_gray.jpg", quality=95)
# 16x16 smooth RGB, quality 95, with a comment; and the same progressive.
rgb = Image.new("RGB", (16, 16))
rgb.putdata([(40 + 8 * c, 60 + 6 * r, 200 - 4 * (r + c)) for r in range(16) for c in range(16)])
rgb.save(f"{OUT}/smooth.jpg", quality=95, comment=b"made by libjpeg-turbo")
rgb.save(f"{OUT}/progressive.jpg", quality=95, progressive=True)
# What libjpeg-turbo decodes, for the tests to compare with: one line per
# image row, the channels' rows side by side (R columns, then G, then B).
for name in ["ramp_gray.jpg", "smooth.jpg", "progressive.jpg"]:
    im = Image.open(f"{OUT}/{name}")
    w, h = im.size
    px = list(im.convert("RGB" if im.mode != "L" else "L").getdata())
    planes = [[p] for p in px] if im.mode == "L" else px
    with open(f"{OUT}/{name[:-4]}_libjpeg.txt", "w") as f:
        for r in range(h):
            values = [planes[r * w + c][k] for k in range(len(planes[0])) for c in range(w)]
            f.write(" ".join(str(v) for v in values) + "\n")
