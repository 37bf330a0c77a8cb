/**
 * Renders the site's pictures (hero, gallery, signature services, about) from vector art made for the
 * site, as WebP at the sizes the pages use. Run `npm run images -w frontend`; the output is committed.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { scene } from './image-art.mjs';
import { SCENES } from './image-scenes.mjs';

const OUT = fileURLToPath(new URL('../src/assets/images/', import.meta.url));

/** [name, scene, width, height]: each picture at the sizes the pages ask for. */
const OUTPUTS = [
  [
    'hero',
    'hero',
    [
      [1600, 1000],
      [800, 500],
    ],
  ],
  [
    'gallery-treatment-room',
    'treatment-room',
    [
      [800, 600],
      [480, 360],
    ],
  ],
  [
    'gallery-treatment-room-detail',
    'treatment-room-detail',
    [
      [800, 600],
      [480, 360],
    ],
  ],
  [
    'gallery-facial',
    'service-facial',
    [
      [800, 600],
      [480, 360],
    ],
  ],
  [
    'gallery-waxing',
    'service-waxing',
    [
      [800, 600],
      [480, 360],
    ],
  ],
  [
    'gallery-skincare',
    'skincare',
    [
      [800, 600],
      [480, 360],
    ],
  ],
  [
    'gallery-results',
    'results',
    [
      [800, 600],
      [480, 360],
    ],
  ],
  ['service-facial', 'service-facial', [[600, 400]]],
  ['service-waxing', 'service-waxing', [[600, 400]]],
  ['service-mobile', 'service-mobile', [[600, 400]]],
  [
    'services-banner',
    'services',
    [
      [1200, 500],
      [600, 250],
    ],
  ],
  [
    'about',
    'about',
    [
      [800, 600],
      [480, 360],
    ],
  ],
];

mkdirSync(OUT, { recursive: true });
for (const [name, art, sizes] of OUTPUTS) {
  for (const [w, h] of sizes) {
    const svg = scene(w, h, SCENES[art]());
    const file = `${OUT}${name}-${w}.webp`;
    const info = await sharp(Buffer.from(svg), { density: 72 })
      .resize(w, h, { fit: 'cover' })
      .webp({ quality: 78, effort: 6 })
      .toFile(file);
    process.stdout.write(`${name}-${w}.webp ${w}x${h} ${Math.round(info.size / 1024)} kB\n`);
  }
}
