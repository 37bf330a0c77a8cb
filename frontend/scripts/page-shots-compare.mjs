/**
 * Compares two folders of page shots (frontend/scripts/page-shots.mjs) pixel by pixel: lists each
 * shot that differs with how many pixels do, each shot only one side has, and writes a picture of
 * the difference (the differing pixels in red over a faded copy) into `<after>/diff/`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const pngs = (dir) => readdirSync(dir).filter((f) => f.endsWith('.png'));
const hash = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

async function pixels(file) {
  const { data, info } = await sharp(file)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The number of pixels that differ, and a picture of where; a size change counts as every pixel. */
async function pixelDiff(beforeFile, afterFile, diffFile) {
  const [a, b] = await Promise.all([pixels(beforeFile), pixels(afterFile)]);
  if (a.width !== b.width || a.height !== b.height) {
    return { count: Math.max(a.width * a.height, b.width * b.height), size: [a, b] };
  }
  const out = Buffer.alloc(a.data.length);
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const same =
      a.data[i] === b.data[i] &&
      a.data[i + 1] === b.data[i + 1] &&
      a.data[i + 2] === b.data[i + 2] &&
      a.data[i + 3] === b.data[i + 3];
    if (same) {
      const grey = (b.data[i] + b.data[i + 1] + b.data[i + 2]) / 3;
      out.fill(Math.round(255 - (255 - grey) * 0.25), i, i + 3);
    } else {
      count++;
      out[i] = 255;
      out[i + 1] = 0;
      out[i + 2] = 0;
    }
    out[i + 3] = 255;
  }
  if (count > 0) {
    await sharp(out, { raw: { width: a.width, height: a.height, channels: 4 } })
      .png()
      .toFile(diffFile);
  }
  return { count };
}

/** Prints the comparison; answers the number of shots that differ or are missing on one side. */
export async function compareFolders(beforeDir, afterDir) {
  const before = new Set(pngs(beforeDir));
  const after = new Set(pngs(afterDir));
  const diffDir = path.join(afterDir, 'diff');
  let differing = 0;
  let identical = 0;
  for (const name of [...new Set([...before, ...after])].sort()) {
    if (!after.has(name) || !before.has(name)) {
      console.log(`ONLY ${before.has(name) ? 'BEFORE' : 'AFTER'}  ${name}`);
      differing++;
      continue;
    }
    const beforeFile = path.join(beforeDir, name);
    const afterFile = path.join(afterDir, name);
    if (hash(beforeFile) === hash(afterFile)) {
      identical++;
      continue;
    }
    mkdirSync(diffDir, { recursive: true });
    const { count, size } = await pixelDiff(beforeFile, afterFile, path.join(diffDir, name));
    if (count === 0) {
      identical++; // the same pixels, encoded differently
      continue;
    }
    differing++;
    const detail = size
      ? `size ${size[0].width}x${size[0].height} -> ${size[1].width}x${size[1].height}`
      : `${count} pixels differ (diff/${name})`;
    console.log(`DIFF  ${name}: ${detail}`);
  }
  console.log(
    `${identical} identical, ${differing} differing or missing (${beforeDir} vs ${afterDir})`,
  );
  return differing;
}
