import zlib from "node:zlib";

/**
 * Gzip bodies for pages that are a fixed prefix and suffix around a part that changes (an ROI
 * scenario's calculator): the prefix and suffix are compressed once, and a request compresses
 * only its own part (issue 15: compressing the whole 94 KB page was the largest cost of a new
 * scenario).
 *
 * A deflate stream may be cut where a compressor flushed to a byte boundary (Z_SYNC_FLUSH) and
 * continued by another compressor's output, as pigz does: the middle part is compressed with the
 * end of the prefix as its dictionary, which is what the decompressor's window holds when it
 * gets there, so it may refer back into the prefix. The suffix is compressed on its own (it cannot
 * know the middle) and ends the stream. Gzip's trailer is the CRC-32 and length of the whole.
 */
export function gzipSplicer(prefix: Buffer, suffix: Buffer, level = 2): (middle: Buffer) => Buffer {
  const best = zlib.constants.Z_BEST_COMPRESSION;
  const flush = zlib.constants.Z_SYNC_FLUSH;
  const head = zlib.deflateRawSync(prefix, { level: best, finishFlush: flush });
  const tail = zlib.deflateRawSync(suffix, { level: best });
  // The prefix's last 8 KB, not the 32 KB the window allows: loading a dictionary costs about
  // what compressing it would, and on the ROI page 8 KB saved 656 bytes where 32 KB saved 790.
  const dictionary = prefix.subarray(-8 * 1024);
  const prefixCrc = crc32(prefix, 0);
  return (middle) => {
    const body = zlib.deflateRawSync(middle, { level, finishFlush: flush, dictionary });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(suffix, crc32(middle, prefixCrc)), 0);
    trailer.writeUInt32LE((prefix.length + middle.length + suffix.length) % 2 ** 32, 4);
    return Buffer.concat([gzipHeader, head, body, tail, trailer]);
  };
}

/** Deflate, no name or time, "unknown" operating system (RFC 1952, 2.3). */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * Node 20's `zlib.crc32` answers 0, not the running value, for some empty buffers (an empty view
 * into a larger one), which would spoil the trailer of a page whose middle or suffix is empty.
 */
const crc32 = (data: Buffer, value: number) => (data.length === 0 ? value : zlib.crc32(data, value));
