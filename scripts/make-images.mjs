#!/usr/bin/env node
/**
 * Draws the marketing illustrations (hero, About slides, the nine "Our Classes" cards) as
 * SVG and writes each at the widths the pages request, as WebP, into client/public/images.
 * Needs `rsvg-convert` (librsvg2-bin) and `ffmpeg` with libwebp; the outputs are committed,
 * so CI never runs this. Usage: node scripts/make-images.mjs
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'client/public/images');

const c = {
  navy: '#0f1b2d',
  navy2: '#18283f',
  navy3: '#22375a',
  gold: '#e0ae2b',
  goldDeep: '#a57913',
  goldPale: '#f9ecc4',
  cream: '#fdf8e9',
  up: '#2fb37a',
  down: '#e5534b',
  white: '#ffffff',
  slate: '#8ea3bf',
};

/** A small deterministic random source, so every run draws the same charts. */
function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function grid(x, y, w, h, step, color = c.navy3) {
  let d = '';
  for (let gx = x; gx <= x + w; gx += step) d += `M${gx} ${y}V${y + h}`;
  for (let gy = y; gy <= y + h; gy += step) d += `M${x} ${gy}H${x + w}`;
  return `<path d="${d}" stroke="${color}" stroke-width="1" opacity=".6"/>`;
}

/** Candlesticks drifting upwards inside a box. */
function candles({ x, y, w, h, count, seed, trend = 0.5, body = 0.6 }) {
  const rand = seeded(seed);
  const step = w / count;
  const raw = [];
  let v = 0;
  for (let i = 0; i <= count; i += 1) {
    raw.push(v);
    v += (rand() - 0.5) * 0.18 + trend * (0.6 / count);
  }
  // Stretch the walk to fill the box, leaving room for the wicks.
  const lowest = Math.min(...raw);
  const span = Math.max(...raw) - lowest || 1;
  const values = raw.map((r) => 0.1 + ((r - lowest) / span) * 0.8);
  let svg = '';
  for (let i = 0; i < count; i += 1) {
    const open = values[i];
    const close = values[i + 1];
    const hi = Math.max(open, close) + rand() * 0.06;
    const lo = Math.min(open, close) - rand() * 0.06;
    const color = close >= open ? c.up : c.down;
    const cx = x + step * i + step / 2;
    const py = (val) => (y + h - val * h).toFixed(1);
    const bw = step * body;
    const top = py(Math.max(open, close));
    const bh = Math.max(2, Math.abs(close - open) * h);
    svg += `<path d="M${cx.toFixed(1)} ${py(hi)}V${py(lo)}" stroke="${color}" stroke-width="${Math.max(1.5, step * 0.08).toFixed(1)}"/>`;
    svg += `<rect x="${(cx - bw / 2).toFixed(1)}" y="${top}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="1.5" fill="${color}"/>`;
  }
  return { svg, values };
}

function trendLine({ x, y, w, h, values, color = c.gold, width = 4 }) {
  const step = w / (values.length - 1);
  const pts = values.map((v, i) => `${(x + i * step).toFixed(1)},${(y + h - v * h).toFixed(1)}`);
  return `<polyline points="${pts.join(' ')}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/>`;
}

function person(cx, cy, r, fill = c.gold) {
  return `<circle cx="${cx}" cy="${cy - r * 1.1}" r="${r * 0.62}" fill="${fill}"/><path d="M${cx - r} ${cy + r * 1.2}q0-${r * 1.5} ${r} -${r * 1.5}q${r} 0 ${r} ${r * 1.5}z" fill="${fill}"/>`;
}

function frame(w, h, inner, bg = c.navy) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${c.navy2}"/></linearGradient>
<radialGradient id="glow" cx=".8" cy=".2" r=".7"><stop offset="0" stop-color="${c.gold}" stop-opacity=".28"/><stop offset="1" stop-color="${c.gold}" stop-opacity="0"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#glow)"/>${inner}</svg>`;
}

/** A monitor with a chart on its screen. */
function monitor(x, y, w, h, seed, extra = '') {
  const chart = candles({ x: x + 18, y: y + 22, w: w - 36, h: h - 48, count: 14, seed });
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${c.navy2}" stroke="${c.slate}" stroke-width="3"/>
${grid(x + 10, y + 10, w - 20, h - 20, 24)}${chart.svg}${trendLine({ x: x + 18, y: y + 22, w: w - 36, h: h - 48, values: chart.values.filter((_, i) => i % 2 === 0), width: 3 })}
<rect x="${x + w / 2 - 14}" y="${y + h}" width="28" height="22" fill="${c.slate}"/><rect x="${x + w / 2 - 50}" y="${y + h + 20}" width="100" height="8" rx="4" fill="${c.slate}"/>${extra}`;
}

// ---------------------------------------------------------------------------------------
// The pictures
// ---------------------------------------------------------------------------------------

function hero() {
  const W = 960;
  const H = 720;
  const chart = candles({ x: 90, y: 150, w: 780, h: 380, count: 26, seed: 7, trend: 1.1 });
  const line = trendLine({
    x: 90,
    y: 150,
    w: 780,
    h: 380,
    values: chart.values.filter((_, i) => i % 3 === 0),
    width: 6,
  });
  const bars = Array.from({ length: 26 }, (_, i) => {
    const r = seeded(40 + i)();
    const hh = 20 + r * 60;
    return `<rect x="${(96 + i * 30).toFixed(0)}" y="${(640 - hh).toFixed(0)}" width="18" height="${hh.toFixed(0)}" rx="2" fill="${c.slate}" opacity=".45"/>`;
  }).join('');
  const inner = `${grid(60, 100, 840, 560, 40)}
<rect x="60" y="100" width="840" height="560" rx="18" fill="none" stroke="${c.navy3}" stroke-width="3"/>
${chart.svg}${line}${bars}
<g transform="translate(700 70)"><rect width="200" height="64" rx="32" fill="${c.gold}"/><path d="M40 40l24-20 18 12 28-22" fill="none" stroke="${c.navy}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><path d="M100 8h14v14" fill="none" stroke="${c.navy}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/><circle cx="160" cy="32" r="14" fill="${c.navy}"/></g>
<g transform="translate(70 560)"><rect width="220" height="120" rx="16" fill="${c.cream}"/>${person(60, 62, 22, c.goldDeep)}<rect x="104" y="34" width="92" height="12" rx="6" fill="${c.navy3}"/><rect x="104" y="58" width="70" height="12" rx="6" fill="${c.slate}"/><rect x="104" y="82" width="80" height="12" rx="6" fill="${c.up}"/></g>`;
  return { name: 'hero-trading', svg: frame(W, H, inner), widths: [480, 720, 960] };
}

function aboutSlides() {
  const W = 1200;
  const H = 600;
  const classroom = `${monitor(330, 70, 540, 330, 11)}
${[0, 1, 2, 3, 4].map((i) => person(300 + i * 150, 520, 34, i % 2 ? c.gold : c.goldPale)).join('')}
<g transform="translate(900 90)"><rect width="160" height="56" rx="28" fill="${c.down}"/><circle cx="36" cy="28" r="11" fill="${c.white}"/><rect x="60" y="20" width="74" height="16" rx="8" fill="${c.white}"/></g>`;
  const mentoring = `${person(330, 380, 70, c.goldPale)}${person(870, 380, 70, c.gold)}
<g transform="translate(420 110)"><rect width="300" height="120" rx="24" fill="${c.cream}"/><path d="M60 120l-20 40 60-40z" fill="${c.cream}"/><rect x="34" y="32" width="220" height="16" rx="8" fill="${c.navy3}"/><rect x="34" y="66" width="160" height="16" rx="8" fill="${c.slate}"/></g>
<g transform="translate(520 260)"><rect width="260" height="110" rx="24" fill="${c.gold}"/><path d="M220 110l20 36-60-36z" fill="${c.gold}"/>${candles({ x: 30, y: 20, w: 200, h: 70, count: 8, seed: 5 }).svg}</g>
${grid(0, 500, 1200, 100, 50)}`;
  const net = [
    [600, 300],
    [300, 170],
    [900, 170],
    [260, 450],
    [940, 450],
    [600, 90],
    [600, 510],
  ];
  const links = net
    .slice(1)
    .map(
      ([x, y]) =>
        `<path d="M600 300L${x} ${y}" stroke="${c.gold}" stroke-width="4" stroke-dasharray="10 10" opacity=".7"/>`,
    )
    .join('');
  const community = `${grid(0, 0, 1200, 600, 60)}${links}
${net.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 0 ? 92 : 58}" fill="${i === 0 ? c.gold : c.navy3}" stroke="${c.goldPale}" stroke-width="4"/>${person(x, y + (i === 0 ? 18 : 12), i === 0 ? 34 : 22, i === 0 ? c.navy : c.goldPale)}`).join('')}`;
  return [
    { name: 'about-live-classroom', svg: frame(W, H, classroom), widths: [480, 800, 1200] },
    { name: 'about-mentoring', svg: frame(W, H, mentoring), widths: [480, 800, 1200] },
    { name: 'about-community', svg: frame(W, H, community), widths: [480, 800, 1200] },
  ];
}

function classCards() {
  const W = 640;
  const H = 400;
  const card = (name, inner) => ({
    name: `class-${name}`,
    svg: frame(W, H, inner),
    widths: [320, 640],
  });
  const chartIn = (x, y, w, h, seed, count = 10) => candles({ x, y, w, h, count, seed }).svg;
  // The mentoring community: the mentor (big) in the middle, four students around.
  const mentorCircle = [
    [320, 200, 1],
    [170, 120, 0],
    [470, 120, 0],
    [170, 300, 0],
    [470, 300, 0],
  ];
  return [
    card(
      'live',
      `${monitor(140, 60, 360, 230, 21)}<g transform="translate(430 40)"><rect width="150" height="54" rx="27" fill="${c.down}"/><circle cx="34" cy="27" r="11" fill="${c.white}"/><rect x="56" y="19" width="70" height="16" rx="8" fill="${c.white}"/></g><circle cx="320" cy="175" r="44" fill="${c.gold}" opacity=".92"/><path d="M306 150v50l40-25z" fill="${c.navy}"/>`,
    ),
    card(
      'weekly-analysis',
      `<g transform="translate(70 60)"><rect width="220" height="250" rx="18" fill="${c.cream}"/><rect width="220" height="64" rx="18" fill="${c.gold}"/><rect y="40" width="220" height="24" fill="${c.gold}"/>${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((i) => `<rect x="${22 + (i % 4) * 48}" y="${90 + Math.floor(i / 4) * 52}" width="32" height="32" rx="6" fill="${i === 6 ? c.up : c.goldPale}"/>`).join('')}</g><g transform="translate(330 80)"><rect width="250" height="220" rx="18" fill="${c.navy2}" stroke="${c.slate}" stroke-width="3"/>${chartIn(20, 20, 210, 180, 31, 9)}</g>`,
    ),
    card(
      'doubt-sessions',
      `<g transform="translate(90 70)"><rect width="260" height="150" rx="30" fill="${c.cream}"/><path d="M60 150l-16 50 64-50z" fill="${c.cream}"/><path d="M108 62q0-34 32-34t32 30q0 22-24 30v14" fill="none" stroke="${c.navy}" stroke-width="14" stroke-linecap="round"/><circle cx="148" cy="126" r="9" fill="${c.navy}"/></g><g transform="translate(330 170)"><rect width="220" height="130" rx="28" fill="${c.gold}"/><path d="M170 130l20 44-64-44z" fill="${c.gold}"/><path d="M62 68l28 28 56-56" fill="none" stroke="${c.navy}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/></g>`,
    ),
    card(
      'master-markets',
      `${[0, 1, 2, 3].map((i) => `<rect x="${90 + i * 110}" y="${300 - i * 60}" width="110" height="${40 + i * 60}" fill="${i % 2 ? c.navy3 : c.navy2}" stroke="${c.slate}" stroke-width="2"/>`).join('')}${person(530, 110, 30, c.gold)}<path d="M470 60l20-30 20 30z" fill="${c.up}"/>${trendLine({ x: 110, y: 60, w: 330, h: 200, values: [0.1, 0.3, 0.25, 0.5, 0.45, 0.75, 0.9], color: c.gold, width: 6 })}`,
    ),
    card(
      'mentoring-community',
      `${mentorCircle
        .map(
          ([x, y, big]) =>
            `${big ? '' : `<path d="M320 200L${x} ${y}" stroke="${c.gold}" stroke-width="4" stroke-dasharray="8 8"/>`}`,
        )
        .join('')}${mentorCircle
        .map(
          ([x, y, big]) =>
            `<circle cx="${x}" cy="${y}" r="${big ? 70 : 44}" fill="${big ? c.gold : c.navy3}" stroke="${c.goldPale}" stroke-width="3"/>${person(x, y + 10, big ? 26 : 17, big ? c.navy : c.goldPale)}`,
        )
        .join('')}`,
    ),
    card(
      'beginners',
      `<g transform="translate(120 90)"><path d="M200 30q-90-40-190-10v230q100-30 190 10z" fill="${c.cream}"/><path d="M200 30q90-40 190-10v230q-100-30-190 10z" fill="${c.goldPale}"/><path d="M200 30v230" stroke="${c.goldDeep}" stroke-width="4"/>${[0, 1, 2, 3].map((i) => `<rect x="40" y="${70 + i * 40}" width="${120 - i * 14}" height="12" rx="6" fill="${c.slate}"/>`).join('')}${trendLine({ x: 230, y: 70, w: 130, h: 140, values: [0.1, 0.35, 0.3, 0.6, 0.85], color: c.up, width: 6 })}</g><circle cx="540" cy="80" r="36" fill="${c.gold}"/><path d="M540 58v44M518 80h44" stroke="${c.navy}" stroke-width="10" stroke-linecap="round"/>`,
    ),
    card(
      'student-support',
      `<g transform="translate(320 200)"><path d="M-120 20v-30a120 120 0 0 1 240 0v30" fill="none" stroke="${c.gold}" stroke-width="22"/><rect x="-150" y="0" width="60" height="110" rx="26" fill="${c.goldPale}"/><rect x="90" y="0" width="60" height="110" rx="26" fill="${c.goldPale}"/><path d="M120 110q0 60-80 60" fill="none" stroke="${c.gold}" stroke-width="10"/><rect x="10" y="152" width="50" height="34" rx="14" fill="${c.gold}"/>${person(0, 50, 40, c.navy3)}</g>`,
    ),
    card(
      'one-to-one',
      `${person(190, 240, 62, c.goldPale)}${person(450, 240, 62, c.gold)}<path d="M260 200h120" stroke="${c.slate}" stroke-width="6" stroke-dasharray="10 10"/><g transform="translate(250 50)"><rect width="140" height="90" rx="20" fill="${c.cream}"/><text x="70" y="62" font-family="sans-serif" font-size="44" font-weight="700" text-anchor="middle" fill="${c.navy}">1:1</text></g>`,
    ),
    card(
      'exposure',
      `<g transform="translate(320 200)"><circle r="150" fill="${c.navy3}" stroke="${c.gold}" stroke-width="6"/><ellipse rx="70" ry="150" fill="none" stroke="${c.slate}" stroke-width="4"/><path d="M-150 0h300M-130-75h260M-130 75h260" stroke="${c.slate}" stroke-width="4"/></g><g transform="translate(400 220)"><rect width="200" height="140" rx="16" fill="${c.navy2}" stroke="${c.gold}" stroke-width="3"/>${chartIn(14, 14, 172, 112, 61, 8)}</g>`,
    ),
  ];
}

// ---------------------------------------------------------------------------------------

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr?.toString() ?? ''}`);
  }
}

const pictures = [hero(), ...aboutSlides(), ...classCards()];
const work = mkdtempSync(join(tmpdir(), 'images-'));
mkdirSync(out, { recursive: true });
try {
  for (const picture of pictures) {
    const svgPath = join(work, `${picture.name}.svg`);
    writeFileSync(svgPath, picture.svg);
    for (const width of picture.widths) {
      const png = join(work, `${picture.name}-${width}.png`);
      const webp = join(out, `${picture.name}-${width}.webp`);
      run('rsvg-convert', ['-w', String(width), '-o', png, svgPath]);
      run('ffmpeg', [
        '-y',
        '-loglevel',
        'error',
        '-i',
        png,
        '-c:v',
        'libwebp',
        '-quality',
        '78',
        '-compression_level',
        '6',
        webp,
      ]);
      process.stdout.write(
        `${webp.slice(root.length + 1)}  ${(statSync(webp).size / 1024).toFixed(1)} KB\n`,
      );
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
