import { deflateSync } from 'node:zlib';

// Real PNG files for the identity documents' uploads, made in Node: a signature, an IHDR header, the
// pixels deflated in an IDAT chunk, and IEND, each chunk with its CRC. The rules read the header
// (size, colour type); the pictures are whole all the same, so anything that decodes them can.

/** CRC-32 of a PNG chunk (its type and data), as the PNG specification computes it. */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    let c = (crc ^ byte) & 0xff;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A `width` × `height` PNG, 8 bits a channel: in colour (colour type 2, a warm red with a blue
 * band) or in greys (colour type 0).
 */
export function png(width: number, height: number, colour: boolean): Buffer {
  const channels = colour ? 3 : 1;
  const stride = 1 + width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    pixels[row] = 0; // filter: none
    const band = Math.floor((y * 8) / height) % 2 === 1;
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * channels;
      if (colour) {
        pixels[at] = band ? 40 : 200;
        pixels[at + 1] = band ? 90 : 60;
        pixels[at + 2] = band ? 200 : 50;
      } else {
        pixels[at] = band ? 60 : 190;
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = colour ? 2 : 0; // colour type
  header[10] = 0; // compression
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The file Playwright's `setInputFiles` gives the page. */
export function pngFile(name: string, width: number, height: number, colour = true) {
  return { name, mimeType: 'image/png', buffer: png(width, height, colour) };
}
