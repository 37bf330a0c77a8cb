/** The scenes of the site's pictures, as SVG made from the props of image-art.mjs. */
import {
  C,
  arch,
  bottle,
  candle,
  dropper,
  floor,
  jar,
  leaf,
  plant,
  stones,
  towels,
} from './image-art.mjs';

export const SCENES = {
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
