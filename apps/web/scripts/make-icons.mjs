// Draws the JobTrack icon (a white check on a blue rounded square) as PNGs, without image tools.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (let n = 0; n < buf.length; n++) {
    c = (crc ^ buf[n]) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};
const distToSegment = (px, py, ax, ay, bx, by) => {
  const dx = bx - ax,
    dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
};
function icon(size, full) {
  const rows = [];
  const s = size / 64;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const u = x / s,
        v = y / s;
      const r = full ? 0 : 14;
      const cx = Math.min(Math.max(u, r), 64 - r),
        cy = Math.min(Math.max(v, r), 64 - r);
      const inside = full || Math.hypot(u - cx, v - cy) <= r;
      const check =
        Math.min(distToSegment(u, v, 18, 33, 27, 42), distToSegment(u, v, 27, 42, 46, 22)) <= 3.5;
      const o = 1 + x * 4;
      if (!inside) {
        row[o + 3] = 0;
        continue;
      }
      if (check) {
        row[o] = 255;
        row[o + 1] = 255;
        row[o + 2] = 255;
      } else {
        row[o] = 0x25;
        row[o + 1] = 0x63;
        row[o + 2] = 0xeb;
      }
      row[o + 3] = 255;
    }
    rows.push(row);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
writeFileSync('public/icons/icon-192.png', icon(192, false));
writeFileSync('public/icons/icon-512.png', icon(512, true));
writeFileSync('public/apple-touch-icon.png', icon(180, true));
