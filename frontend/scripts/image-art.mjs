/** The site's pictures' palette, shared SVG definitions and the props the scenes are drawn with. */

export const C = {
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

export const leaf = (x, y, angle, scale = 1, fill = C.moss) =>
  `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" d="M0 0 C 30 -40, 90 -40, 130 0 C 90 30, 30 30, 0 0 Z" fill="${fill}"/>
   <path transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" d="M0 0 L 125 0" stroke="${C.forest}" stroke-opacity="0.35" stroke-width="3"/>`;

export const plant = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    ${leaf(0, 0, -80, 1.2)}${leaf(0, 0, -120, 1.1, C.sage)}${leaf(0, 0, -50, 1, C.sage)}
    ${leaf(0, 0, -150, 0.9)}${leaf(0, 0, -25, 0.9)}
    <path d="M-70 0 h140 l-18 110 h-104 z" fill="${C.clay}"/><rect x="-76" y="-8" width="152" height="20" rx="6" fill="#b8775a"/>
  </g>`;

export const stones = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="96" rx="120" ry="16" fill="${C.forest}" opacity="0.15" filter="url(#blur6)"/>
    <ellipse cx="0" cy="70" rx="100" ry="34" fill="#5e6b64"/><ellipse cx="0" cy="62" rx="92" ry="26" fill="#76847c"/>
    <ellipse cx="6" cy="22" rx="72" ry="28" fill="#8c978f"/><ellipse cx="6" cy="15" rx="64" ry="20" fill="#a3ada6"/>
    <ellipse cx="-4" cy="-18" rx="46" ry="20" fill="#b9c1bb"/><ellipse cx="-4" cy="-24" rx="40" ry="14" fill="#cfd5d0"/>
  </g>`;

export const candle = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <circle cx="0" cy="-70" r="70" fill="url(#lamp)"/>
    <rect x="-34" y="-20" width="68" height="90" rx="10" fill="${C.white}"/><rect x="-34" y="-20" width="68" height="14" rx="7" fill="#f1e7dc"/>
    <path d="M0 -62 C 12 -44, 10 -30, 0 -24 C -10 -30, -12 -44, 0 -62 Z" fill="${C.gold}"/>
    <line x1="0" y1="-24" x2="0" y2="-18" stroke="#4b3b30" stroke-width="3"/>
  </g>`;

export const towels = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="150" rx="190" ry="18" fill="${C.forest}" opacity="0.14" filter="url(#blur6)"/>
    <rect x="-170" y="90" width="340" height="60" rx="26" fill="${C.white}"/><rect x="-170" y="112" width="340" height="8" fill="${C.sand}"/>
    <rect x="-150" y="34" width="300" height="58" rx="26" fill="${C.sage}"/><rect x="-150" y="56" width="300" height="8" fill="${C.moss}" opacity="0.5"/>
    <rect x="-130" y="-20" width="260" height="56" rx="26" fill="${C.blush}"/><rect x="-130" y="2" width="260" height="8" fill="${C.rose}" opacity="0.6"/>
  </g>`;

export const bottle = (x, y, w, h, fill, cap = C.forest, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="${h + 6}" rx="${w * 0.7}" ry="10" fill="${C.forest}" opacity="0.15" filter="url(#blur6)"/>
    <rect x="${-w / 2}" y="0" width="${w}" height="${h}" rx="${w / 5}" fill="${fill}"/>
    <rect x="${-w / 2 + 8}" y="10" width="${w / 6}" height="${h - 20}" rx="6" fill="${C.white}" opacity="0.35"/>
    <rect x="${-w / 4}" y="-${h / 5}" width="${w / 2}" height="${h / 5 + 4}" rx="4" fill="${cap}"/>
    <rect x="${-w / 2 + 10}" y="${h * 0.45}" width="${w - 20}" height="${h * 0.22}" rx="4" fill="${C.cream}" opacity="0.85"/>
  </g>`;

export const dropper = (x, y, s = 1) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="166" rx="60" ry="10" fill="${C.forest}" opacity="0.15" filter="url(#blur6)"/>
    <rect x="-50" y="40" width="100" height="124" rx="22" fill="url(#glass)"/>
    <rect x="-40" y="52" width="14" height="100" rx="7" fill="${C.white}" opacity="0.35"/>
    <rect x="-20" y="10" width="40" height="34" rx="6" fill="${C.forest}"/>
    <path d="M-14 10 C -14 -40, 14 -40, 14 10 Z" fill="#3c5a4d"/>
  </g>`;

export const jar = (x, y, s = 1, fill = C.white) => `
  <g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="92" rx="90" ry="12" fill="${C.forest}" opacity="0.15" filter="url(#blur6)"/>
    <rect x="-80" y="20" width="160" height="70" rx="18" fill="${fill}"/>
    <rect x="-84" y="0" width="168" height="30" rx="10" fill="${C.gold}"/>
    <rect x="-50" y="44" width="100" height="24" rx="5" fill="${C.sage}" opacity="0.8"/>
  </g>`;

export const scene = (w, h, body, bg = 'url(#wall)') => `
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 1600 1000" preserveAspectRatio="xMidYMid slice">
  ${defs}
  <rect width="1600" height="1000" fill="${bg}"/>
  ${body}
  <rect width="1600" height="1000" filter="url(#grain)" opacity="0.6"/>
</svg>`;

export const arch = (x, y, w, h) => `
  <path d="M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h} Z" fill="url(#sky)"/>
  <path d="M${x} ${y + h} V${y + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2} V${y + h}" fill="none" stroke="${C.white}" stroke-width="16"/>
  <line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${C.white}" stroke-width="10"/>
  ${leaf(x + w * 0.2, y + h * 0.8, -60, 1.4, '#b9cdbb')}${leaf(x + w * 0.8, y + h * 0.7, -130, 1.2, '#c6d6c7')}`;

export const floor = (y, fill = '#e6d6c5') =>
  `<rect x="0" y="${y}" width="1600" height="${1000 - y}" fill="${fill}"/>`;
