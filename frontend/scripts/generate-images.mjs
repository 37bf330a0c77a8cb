/**
 * Renders the site's pictures (hero, gallery, signature services, about) from vector art made for the
 * site, as WebP at the sizes the pages use. Run `npm run images -w frontend`; the output is committed.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../src/assets/images/', import.meta.url));

const C = {
  cream: '#faf6f1',
  sand: '#efe3d6',
  blush: '#f3d9c9',
  rose: '#e4b6a2',
  clay: '#c98b6b',
  sage: '#9bb39f',
  moss: '#6f8f78',
  forest: '#2f4a3f',
  gold: '#d9b26f',
  white: '#ffffff',
};

/** Defs every scene may use: soft shadows, a paper grain, gradients. */
const defs = `
<defs>
  <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="blur6"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/>
    <feColorMatrix values="0 0 0 0 0.35  0 0 0 0 0.28  0 0 0 0 0.22  0 0 0 0.07 0"/></filter>
  <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.cream}"/><stop offset="1" stop-color="${C.sand}"/></linearGradient>
  <linearGradient id="wallRose" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.blush}"/><stop offset="1" stop-color="${C.cream}"/></linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe9e0"/><stop offset="1" stop-color="#f6efe6"/></linearGradient>
  <linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.clay}" stop-opacity="0.9"/><stop offset="0.45" stop-color="#e7b393"/><stop offset="1" stop-color="${C.clay}"/></linearGradient>
  <linearGradient id="glassGreen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${C.moss}"/><stop offset="0.45" stop-color="${C.sage}"/><stop offset="1" stop-color="${C.moss}"/></linearGradient>
  <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8b99a"/><stop offset="1" stop-color="#b98f6c"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#fff7ee"/><stop offset="0.6" stop-color="${C.blush}"/><stop offset="1" stop-color="${C.rose}"/></radialGradient>
  <radialGradient id="lamp" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.95"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>
</defs>`;

const leaf = (x, y, angle, scale = 1, fill = C.moss) =>
  `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" d="M0 0 C 30 -40, 90 -40, 130 0 C 90 30, 30 30, 0 0 Z" fill="${fill}"/>
   <path transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" d="M0 0 L 125 0" stroke="${C.forest}" stroke-opacity="0.35" stroke-width="3"/>`;

const plant = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    ${leaf(0, 0, -80, 1.2)}${leaf(0, 0, -120, 1.1, C.sage)}${leaf(0, 0, -50, 1, C.sage)}
    ${leaf(0, 0, -150, 0.9)}${leaf(0, 0, -25, 0.9)}
    <path d="M-70 0 h140 l-18 110 h-104 z" fill="${C.clay}"/><rect x="-76" y="-8" width="152" height="20" rx="6" fill="#b8775a"/>
  </g>`;

const stones = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="96" rx="120" ry="16" fill="${C.forest}" opacity="0.15" filter="url(#blur6)"/>
    <ellipse cx="0" cy="70" rx="100" ry="34" fill="#5e6b64"/><ellipse cx="0" cy="62" rx="92" ry="26" fill="#76847c"/>
    <ellipse cx="6" cy="22" rx="72" ry="28" fill="#8c978f"/><ellipse cx="6" cy="15" rx="64" ry="20" fill="#a3ada6"/>
    <ellipse cx="-4" cy="-18" rx="46" ry="20" fill="#b9c1bb"/><ellipse cx="-4" cy="-24" rx="40" ry="14" fill="#cfd5d0"/>
  </g>`;

const candle = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="0" cy="-70" r="70" fill="url(#lamp)"/>
    <rect x="-34" y="-20" width="68" height="90" rx="10" fill="${C.white}"/><rect x="-34" y="-20" width="68" height="14" rx="7" fill="#f1e7dc"/>
    <path d="M0 -62 C 12 -44, 10 -30, 0 -24 C -10 -30, -12 -44, 0 -62 Z" fill="${C.gold}"/>
    <line x1="0" y1="-24" x2="0" y2="-18" stroke="#4b3b30" stroke-width="3"/>
  </g>`;

const towels = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="150" rx="190" ry="18" fill="${C.forest}" opacity="0.14" filter="url(#blur6)"/>
    <rect x="-170" y="90" width="340" height="60" rx="26" fill="${C.white}"/><rect x="-170" y="112" width="340" height="8" fill="${C.sand}"/>
    <rect x="-150" y="34" width="300" height="58" rx="26" fill="${C.sage}"/><rect x="-150" y="56" width="300" height="8" fill="${C.moss}" opacity="0.5"/>
    <rect x="-130" y="-20" width="260" height="56" rx="26" fill="${C.blush}"/><rect x="-130" y="2" width="260" height="8" fill="${C.rose}" opacity="0.6"/>
  </g>`;

const bottle = (x, y, w, h, fill, cap = C.forest, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="${h + 6}" rx="${w * 0.7}" ry="10" fill="${C.forest}" opacity="0.15" filter="url(#blur6)"/>
    <rect x="${-w / 2}" y="0" width="${w}" height="${h}" rx="${w / 5}" fill="${fill}"/>
    <rect x="${-w / 2 + 8}" y="10" width="${w / 6}" height="${h - 20}" rx="6" fill="${C.white}" opacity="0.35"/>
    <rect x="${-w / 4}" y="-${h / 5}" width="${w / 2}" height="${h / 5 + 4}" rx="4" fill="${cap}"/>
    <rect x="${-w / 2 + 10}" y="${h * 0.45}" width="${w - 20}" height="${h * 0.22}" rx="4" fill="${C.cream}" opacity="0.85"/>
  </g>`;

const dropper = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="166" rx="60" ry="10" fill="${C.forest}" opacity="0.15" filter="url(#blur6)"/>
    <rect x="-50" y="40" width="100" height="124" rx="22" fill="url(#glass)"/>
    <rect x="-40" y="52" width="14" height="100" rx="7" fill="${C.white}" opacity="0.35"/>
    <rect x="-20" y="10" width="40" height="34" rx="6" fill="${C.forest}"/>
    <path d="M-14 10 C -14 -40, 14 -40, 14 10 Z" fill="#3c5a4d"/>
  </g>`;

const jar = (x, y, s = 1, fill = C.white) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="92" rx="90" ry="12" fill="${C.forest}" opacity="0.15" filter="url(#blur6)"/>
    <rect x="-80" y="20" width="160" height="70" rx="18" fill="${fill}"/>
    <rect x="-84" y="0" width="168" height="30" rx="10" fill="${C.gold}"/>
    <rect x="-50" y="44" width="100" height="24" rx="5" fill="${C.sage}" opacity="0.8"/>
  </g>`;

const scene = (w, h, body, bg = 'url(#wall)') => `
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">
  ${defs}
  <rect width="1600" height="1000" fill="${bg}"/>
  ${body}
  <rect width="1600" height="1000" filter="url(#grain)" opacity="0.6"/>
</svg>`;

const arch = (x, y, w, h) => `
  <path d="M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h} Z" fill="url(#sky)"/>
  <path d="M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h}" fill="none" stroke="${C.white}" stroke-width="16"/>
  <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${C.white}" stroke-width="10"/>
  ${leaf(x + w * 0.2, y + h * 0.8, -60, 1.4, '#b9cdbb')}${leaf(x + w * 0.8, y + h * 0.7, -130, 1.2, '#c6d6c7')}`;

const floor = (y, fill = '#e6d6c5') =>
  `<rect x="0" y="${y}" width="1600" height="${1000 - y}" fill="${fill}"/>`;

const SCENES = {
  // Home hero: a calm spa still life.
  hero: () => `
    ${arch(980, 90, 420, 620)}
    <circle cx="420" cy="360" r="300" fill="${C.blush}" opacity="0.55" filter="url(#soft)"/>
    ${floor(720, '#e9dccd')}<rect x="0" y="700" width="1600" height="34" fill="url(#wood)"/>
    ${towels(520, 560, 1.25)}${stones(1000, 600, 1.1)}${candle(1250, 640, 1)}${candle(1345, 660, 0.75)}
    ${plant(220, 600, 1.1)}${leaf(700, 560, -20, 1.2)}${leaf(700, 560, -160, 1, C.sage)}`,
  'treatment-room': () => `
    ${arch(140, 80, 360, 560)}
    ${floor(700)}
    <g><rect x="560" y="520" width="760" height="60" rx="30" fill="${C.white}"/>
      <rect x="600" y="500" width="680" height="40" rx="20" fill="${C.blush}"/>
      <rect x="1180" y="470" width="120" height="48" rx="22" fill="${C.white}"/>
      <rect x="620" y="580" width="24" height="180" fill="#b8a08a"/><rect x="1240" y="580" width="24" height="180" fill="#b8a08a"/>
      <rect x="600" y="740" width="680" height="20" rx="8" fill="#b8a08a"/></g>
    <line x1="1000" y1="0" x2="1000" y2="230" stroke="#8a7766" stroke-width="4"/>
    <path d="M920 300 Q1000 200 1080 300 Z" fill="${C.gold}"/><circle cx="1000" cy="330" r="140" fill="url(#lamp)"/>
    <rect x="1380" y="300" width="200" height="16" fill="url(#wood)"/><rect x="1380" y="440" width="200" height="16" fill="url(#wood)"/>
    ${bottle(1420, 220, 40, 80, C.sage)}${bottle(1480, 200, 44, 100, C.clay)}${bottle(1540, 236, 34, 64, C.white)}
    ${jar(1460, 384, 0.5)}${plant(320, 760, 1)}`,
  'treatment-room-detail': () => `
    <circle cx="1250" cy="250" r="260" fill="url(#lamp)"/>
    ${floor(640, '#eadfd3')}<rect x="0" y="620" width="1600" height="30" fill="url(#wood)"/>
    ${towels(640, 460, 1.4)}${candle(1130, 560, 1.1)}${candle(1240, 580, 0.8)}
    <g transform="translate(1380 300)"><path d="M0 320 C -10 200, 20 100, 0 0" stroke="${C.moss}" stroke-width="8" fill="none"/>
      ${[0, 70, 140].map((d, i) => `<g transform="translate(${i % 2 ? 30 : -30} ${d}) scale(0.8)"><circle r="34" fill="${C.white}"/><circle r="22" fill="${C.blush}"/><circle r="9" fill="${C.gold}"/></g>`).join('')}
      <rect x="-70" y="300" width="140" height="110" rx="14" fill="${C.cream}" stroke="${C.sand}" stroke-width="6"/></g>
    ${stones(260, 520, 0.9)}`,
  'service-facial': () => `
    <circle cx="800" cy="500" r="430" fill="url(#glow)"/>
    <g transform="translate(800 520)">
      <ellipse cx="0" cy="0" rx="230" ry="300" fill="#f0c9b1"/>
      <path d="M-250 -120 C -240 -360, 240 -360, 250 -120 C 160 -230, -160 -230, -250 -120 Z" fill="${C.white}"/>
      <path d="M-250 -120 C -160 -200, 160 -200, 250 -120" stroke="${C.sand}" stroke-width="10" fill="none"/>
      <path d="M-190 -40 C -120 -120, 120 -120, 190 -40 C 200 80, 120 200, 0 210 C -120 200, -200 80, -190 -40 Z" fill="${C.sage}" opacity="0.9"/>
      <circle cx="-90" cy="-30" r="52" fill="#d9e8c9" stroke="#8fb07a" stroke-width="8"/><circle cx="90" cy="-30" r="52" fill="#d9e8c9" stroke="#8fb07a" stroke-width="8"/>
      <path d="M-50 130 Q 0 160 50 130" stroke="#b0725a" stroke-width="12" fill="none" stroke-linecap="round"/>
    </g>
    ${leaf(220, 820, -40, 1.6)}${leaf(1380, 820, -140, 1.6, C.sage)}`,
  'service-waxing': () => `
    ${floor(700, '#ead9c9')}<rect x="0" y="680" width="1600" height="30" fill="url(#wood)"/>
    <circle cx="800" cy="380" r="360" fill="${C.blush}" opacity="0.6" filter="url(#soft)"/>
    <g transform="translate(760 420)">
      <ellipse cx="0" cy="270" rx="260" ry="24" fill="${C.forest}" opacity="0.16" filter="url(#blur6)"/>
      <rect x="-230" y="60" width="460" height="210" rx="40" fill="${C.forest}"/>
      <circle cx="150" cy="180" r="26" fill="${C.gold}"/><rect x="-180" y="170" width="200" height="18" rx="9" fill="#4f6b5f"/>
      <path d="M-200 60 C -200 -40, 200 -40, 200 60 Z" fill="#e7a948"/>
      <ellipse cx="0" cy="20" rx="190" ry="44" fill="#f2bf5e"/><ellipse cx="-40" cy="12" rx="90" ry="14" fill="#fbd88f"/>
      <g transform="rotate(24)"><rect x="40" y="-330" width="40" height="330" rx="20" fill="#e5c9a5"/>
        <path d="M44 -40 h32 v40 c0 30 -32 30 -32 0 z" fill="#e7a948"/></g>
      <path d="M190 30 C 205 60, 198 90, 205 120" stroke="#e7a948" stroke-width="16" stroke-linecap="round" fill="none"/>
    </g>
    ${leaf(1320, 690, -120, 1.4)}${leaf(1320, 690, -70, 1.2, C.sage)}${jar(260, 590, 0.9)}`,
  'service-mobile': () => `
    ${floor(730, '#e7dccf')}
    <circle cx="780" cy="400" r="380" fill="#dfe9e0" filter="url(#soft)"/>
    <g transform="translate(780 470)">
      <ellipse cx="0" cy="262" rx="380" ry="26" fill="${C.forest}" opacity="0.18" filter="url(#blur6)"/>
      <path d="M-150 -40 C -150 -170, 150 -170, 150 -40" stroke="#6b4f3c" stroke-width="30" fill="none"/>
      <rect x="-340" y="-40" width="680" height="300" rx="46" fill="${C.clay}"/>
      <rect x="-340" y="40" width="680" height="24" fill="#b8775a"/>
      <rect x="-60" y="20" width="120" height="70" rx="12" fill="${C.gold}"/>
      <rect x="-300" y="110" width="600" height="120" rx="24" fill="#d59a7b" opacity="0.6"/>
    </g>
    ${towels(320, 640, 0.6)}${dropper(1290, 560, 0.9)}${bottle(1400, 610, 50, 110, C.sage)}`,
  skincare: () => `
    <rect x="0" y="0" width="1600" height="1000" fill="url(#wallRose)"/>
    <circle cx="1200" cy="260" r="300" fill="${C.white}" opacity="0.5" filter="url(#soft)"/>
    ${floor(740, '#ecdccd')}<rect x="0" y="720" width="1600" height="30" fill="url(#wood)"/>
    ${dropper(460, 540, 1.1)}${bottle(700, 470, 110, 250, 'url(#glassGreen)', C.gold)}${bottle(900, 540, 90, 180, C.white, C.clay)}
    ${jar(1140, 620, 1)}${bottle(1340, 560, 70, 160, C.clay, C.forest)}
    ${leaf(200, 720, -60, 1.5)}${leaf(200, 720, -100, 1.3, C.sage)}`,
  results: () => `
    <rect width="1600" height="1000" fill="${C.cream}"/>
    <circle cx="800" cy="480" r="420" fill="url(#glow)"/>
    <g transform="translate(800 470)">
      <circle r="330" fill="none" stroke="${C.gold}" stroke-width="26"/>
      <circle r="300" fill="#fbeee4"/>
      <ellipse cx="0" cy="40" rx="170" ry="220" fill="#f0c9b1"/>
      <path d="M-190 -40 C -200 -300, 200 -300, 190 -40 C 150 -170, -150 -170, -190 -40 Z" fill="#6b4f3c"/>
      <path d="M-80 10 q 25 -18 50 0" stroke="#6b4f3c" stroke-width="9" fill="none" stroke-linecap="round"/>
      <path d="M30 10 q 25 -18 50 0" stroke="#6b4f3c" stroke-width="9" fill="none" stroke-linecap="round"/>
      <path d="M-45 130 Q 0 165 45 130" stroke="#b0725a" stroke-width="11" fill="none" stroke-linecap="round"/>
      <circle cx="-100" cy="80" r="30" fill="${C.rose}" opacity="0.5"/><circle cx="100" cy="80" r="30" fill="${C.rose}" opacity="0.5"/>
    </g>
    ${[
      [420, 240, 1],
      [1180, 300, 0.8],
      [1240, 720, 1.1],
      [380, 760, 0.7],
    ]
      .map(
        ([x, y, s]) =>
          `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -40 L 10 -10 L 40 0 L 10 10 L 0 40 L -10 10 L -40 0 L -10 -10 Z" fill="${C.gold}"/>`,
      )
      .join('')}`,
  services: () => `
    ${floor(700, '#ebdfd2')}<rect x="0" y="680" width="1600" height="30" fill="url(#wood)"/>
    <circle cx="600" cy="330" r="300" fill="${C.blush}" opacity="0.55" filter="url(#soft)"/>
    <g transform="translate(760 560)">
      <ellipse cx="0" cy="130" rx="330" ry="24" fill="${C.forest}" opacity="0.15" filter="url(#blur6)"/>
      <path d="M-300 0 C -300 160, 300 160, 300 0 Z" fill="${C.white}"/>
      <ellipse cx="0" cy="0" rx="300" ry="50" fill="#cfe0cf"/>
      ${[-160, -60, 40, 140].map((x, i) => `<circle cx="${x}" cy="${-6 + (i % 2) * 10}" r="34" fill="${C.white}" opacity="0.9"/><circle cx="${x}" cy="${-6 + (i % 2) * 10}" r="20" fill="${C.blush}"/>`).join('')}
    </g>
    ${towels(1290, 540, 0.75)}${candle(300, 640, 0.9)}${leaf(1040, 680, -150, 1.3)}`,
  about: () => `
    ${arch(150, 120, 380, 600)}
    ${floor(720, '#e8dbcc')}
    <rect x="700" y="360" width="760" height="24" fill="url(#wood)"/><rect x="700" y="560" width="760" height="24" fill="url(#wood)"/>
    ${bottle(780, 250, 54, 110, C.sage)}${bottle(870, 230, 60, 130, C.clay)}${dropper(990, 220, 0.65)}${jar(1160, 290, 0.6)}${bottle(1320, 260, 48, 100, C.white)}
    ${towels(900, 480, 0.55)}${stones(1220, 470, 0.6)}${candle(1380, 520, 0.6)}
    ${plant(1040, 760, 1)}${plant(560, 780, 0.8)}`,
};

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
