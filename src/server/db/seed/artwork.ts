/**
 * Flat-illustration product artwork for the demo catalog. Every picture is a standalone 800x800 SVG
 * built from simple shapes (no external references, fonts or scripts), so librsvg can render it to
 * WebP offline when the database is seeded.
 */

export type Motif =
  // Electronics
  | 'headphones'
  | 'earbuds'
  | 'phone'
  | 'smartwatch'
  | 'speaker'
  | 'power-bank'
  // Fashion
  | 'kurta'
  | 'kurti'
  | 'anarkali'
  | 'shirt'
  | 'polo'
  | 'saree'
  // Bags
  | 'backpack'
  | 'suitcase'
  | 'duffle'
  | 'handbag'
  | 'sling-bag'
  | 'wallet'
  // Footwear
  | 'sneaker'
  | 'formal-shoe'
  | 'boot'
  | 'heels'
  | 'sandal'
  | 'flip-flops'
  // Groceries
  | 'grain-sack'
  | 'pouch'
  | 'oil-bottle'
  | 'snack-packet'
  | 'jar'
  | 'spice-box'
  // Beauty
  | 'lipstick'
  | 'tube'
  | 'bottle'
  | 'pump-bottle'
  | 'soap'
  | 'nail-polish'
  | 'kajal';

/** Another look at the same product, for its further photos: closer in, or turned the other way round. */
export type ArtView = 'front' | 'close-up' | 'turned';

/** How one product is drawn: a motif and three colours, each '#rrggbb', seen from the front unless `view` says otherwise. */
export interface ArtSpec {
  motif: Motif;
  primary: string;
  secondary: string;
  background: string;
  view?: ArtView;
}

/** How each view moves the motif on the 800x800 canvas; the front leaves it as drawn. */
const VIEW_TRANSFORMS: Record<ArtView, string | undefined> = {
  front: undefined,
  'close-up': 'translate(400 400) scale(1.7) translate(-400 -400)',
  turned: 'translate(800 0) scale(-1 1) rotate(-10 400 420)',
};

const SIZE = 800;
const FONT = 'DejaVu Sans, Arial, sans-serif';

// ---------------------------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------------------------

function parseHex(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) throw new Error(`Artwork colour must be '#rrggbb', got '${hex}'`);
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mixes colour a towards colour b; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] ?? 0) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

/** Perceived brightness from 0 (black) to 1 (white). */
function luma(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** A dark shade of the colour, dark enough to read on white. */
function inkOf(hex: string): string {
  let t = 0.45;
  while (t < 0.85 && luma(darken(hex, t)) > 0.25) t += 0.1;
  return darken(hex, t);
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The palette handed to every motif: primary and secondary plus lighter and darker shades. */
interface Palette {
  p: string;
  pl: string;
  pd: string;
  s: string;
  sl: string;
  sd: string;
}

function palette(art: ArtSpec): Palette {
  return {
    p: art.primary,
    pl: lighten(art.primary, 0.3),
    pd: darken(art.primary, 0.28),
    s: art.secondary,
    sl: lighten(art.secondary, 0.35),
    sd: darken(art.secondary, 0.28),
  };
}

/** Short helpers so the motif drawings stay readable. */
const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;
const stroke = (d: string, color: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;
/** A soft white gloss used to give surfaces a little volume. */
const gloss = (x: number, y: number, w: number, h: number, rx: number, opacity = 0.22): string =>
  rect(x, y, w, h, rx, '#ffffff', `opacity="${opacity}"`);

function repeat(count: number, draw: (i: number) => string): string {
  return Array.from({ length: count }, (_, i) => draw(i)).join('');
}

// ---------------------------------------------------------------------------------------------
// Electronics
// ---------------------------------------------------------------------------------------------

function headphones(c: Palette): string {
  const cup = (x: number, inner: number): string =>
    rect(x, 385, 96, 165, 44, c.p) + rect(inner, 405, 30, 125, 15, c.s) + gloss(x + 14, 400, 16, 90, 8, 0.25);
  return (
    stroke('M 248 430 L 248 400 A 152 152 0 0 1 552 400 L 552 430', c.pd, 36) +
    stroke('M 262 380 A 138 138 0 0 1 538 380', c.s, 14, 'opacity="0.9"') +
    rect(232, 360, 32, 60, 12, c.pd) +
    rect(536, 360, 32, 60, 12, c.pd) +
    cup(196, 284) +
    cup(508, 486)
  );
}

function earbuds(c: Palette): string {
  const bud = (x: number, flip: number): string =>
    `<g transform="translate(${x} 0) scale(${flip} 1)">` +
    rect(-22, 250, 44, 150, 22, c.s) +
    circle(0, 240, 52, c.s) +
    circle(14, 232, 26, c.sd) +
    gloss(-30, 215, 14, 40, 7, 0.35) +
    '</g>';
  return (
    '<defs><clipPath id="budsCase"><rect x="250" y="380" width="300" height="220" rx="100"/></clipPath></defs>' +
    rect(250, 380, 300, 220, 100, c.p) +
    rect(250, 380, 300, 95, 0, c.pl, 'opacity="0.35" clip-path="url(#budsCase)"') +
    path('M 250 475 L 550 475', 'none', `stroke="${c.pd}" stroke-width="6"`) +
    circle(400, 540, 9, c.s) +
    gloss(280, 400, 24, 150, 12) +
    bud(330, 1) +
    bud(470, -1)
  );
}

function phone(c: Palette): string {
  return (
    '<defs><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${c.pl}"/><stop offset="1" stop-color="${c.s}"/></linearGradient>` +
    '<clipPath id="screenClip"><rect x="300" y="168" width="200" height="444" rx="26"/></clipPath></defs>' +
    rect(284, 150, 232, 480, 40, c.pd) +
    rect(300, 168, 200, 444, 26, 'url(#screen)') +
    `<g clip-path="url(#screenClip)">` +
    path('M 300 430 C 360 380 430 470 500 400 L 500 612 L 300 612 Z', c.p, 'opacity="0.55"') +
    path('M 300 500 C 370 450 440 540 500 480 L 500 612 L 300 612 Z', c.pd, 'opacity="0.45"') +
    '</g>' +
    `<text x="400" y="262" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="bold" fill="#ffffff" opacity="0.92">10:30</text>` +
    rect(350, 280, 100, 10, 5, '#ffffff', 'opacity="0.6"') +
    circle(400, 186, 8, '#111111') +
    repeat(4, (i) => rect(322 + i * 42, 545, 30, 30, 9, '#ffffff', 'opacity="0.75"')) +
    rect(516, 250, 8, 70, 4, c.pd) +
    rect(516, 340, 8, 40, 4, c.pd)
  );
}

function smartwatch(c: Palette): string {
  return (
    rect(338, 160, 124, 480, 40, c.s) +
    repeat(3, (i) => circle(400, 560 + i * 24, 6, c.sd)) +
    rect(282, 262, 236, 276, 62, c.pd) +
    rect(300, 280, 200, 240, 48, '#15171c') +
    stroke('M 400 318 A 82 82 0 1 1 336 348', c.p, 12) +
    stroke('M 400 340 A 60 60 0 0 1 454 372', c.pl, 10) +
    `<text x="400" y="418" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="bold" fill="#ffffff">10:09</text>` +
    `<text x="400" y="452" text-anchor="middle" font-family="${FONT}" font-size="17" fill="${c.pl}">8,452 steps</text>` +
    rect(516, 360, 16, 56, 6, c.pd) +
    gloss(292, 300, 8, 190, 4, 0.25)
  );
}

function speaker(c: Palette): string {
  const dots = repeat(7, (row) =>
    repeat(11, (col) => circle(272 + col * 26 + (row % 2) * 13, 326 + row * 26, 6, c.pd, 'opacity="0.75"')),
  );
  return (
    stroke('M 560 300 C 610 300 610 390 560 390', c.sd, 18) +
    rect(220, 270, 360, 290, 80, c.p) +
    rect(250, 300, 300, 200, 50, c.pl, 'opacity="0.35"') +
    dots +
    rect(345, 512, 110, 30, 15, c.s) +
    circle(400, 527, 7, '#ffffff') +
    gloss(240, 284, 140, 14, 7, 0.3)
  );
}

function powerBank(c: Palette): string {
  return (
    rect(290, 160, 220, 460, 40, c.p) +
    rect(290, 480, 220, 140, 40, c.pd) +
    rect(290, 480, 220, 40, 0, c.pd) +
    rect(340, 140, 50, 24, 6, c.sd) +
    rect(410, 140, 50, 24, 6, c.sd) +
    repeat(4, (i) => circle(356 + i * 30, 550, 8, i < 3 ? c.s : c.pl)) +
    path('M 412 240 L 360 340 L 400 340 L 382 420 L 444 306 L 404 306 L 424 240 Z', c.s) +
    gloss(306, 176, 22, 280, 11, 0.2)
  );
}

// ---------------------------------------------------------------------------------------------
// Fashion
// ---------------------------------------------------------------------------------------------

function kurtaShape(c: Palette, print: boolean): string {
  const body =
    'M 355 180 L 300 195 L 215 300 L 196 430 L 254 436 L 276 330 L 262 620 L 538 620 L 524 330 L 546 436 L 604 430 L 585 300 L 500 195 L 445 180 Q 400 222 355 180 Z';
  const buti = print
    ? repeat(5, (row) =>
        repeat(4, (col) => {
          const x = 310 + col * 60 + (row % 2) * 30;
          const y = 360 + row * 50;
          return path(`M ${x} ${y - 12} L ${x + 9} ${y} L ${x} ${y + 12} L ${x - 9} ${y} Z`, c.s, 'opacity="0.85"');
        }),
      )
    : '';
  return (
    `<defs><clipPath id="kurtaClip"><path d="${body}"/></clipPath></defs>` +
    path(body, c.p) +
    `<g clip-path="url(#kurtaClip)">${buti}` +
    rect(240, 578, 320, 42, 0, c.s) +
    repeat(16, (i) => circle(272 + i * 17, 599, 4, c.sl)) +
    path('M 190 395 L 262 402 L 254 440 L 190 440 Z', c.s) +
    path('M 610 395 L 538 402 L 546 440 L 610 440 Z', c.s) +
    '</g>' +
    (print
      ? stroke('M 262 620 L 268 540 M 538 620 L 532 540', c.pd, 5)
      : rect(388, 196, 24, 150, 6, c.s) + repeat(4, (i) => circle(400, 220 + i * 34, 6, c.sl))) +
    stroke('M 355 180 Q 400 222 445 180', c.pd, 8)
  );
}

const kurta = (c: Palette): string => kurtaShape(c, false);
const kurti = (c: Palette): string => kurtaShape(c, true);

function anarkali(c: Palette): string {
  const skirt = 'M 345 330 L 455 330 L 600 600 Q 580 620 550 606 Q 525 624 500 608 Q 475 626 450 610 Q 425 628 400 612 Q 375 628 350 610 Q 325 626 300 608 Q 275 624 250 606 Q 220 620 200 600 Z';
  return (
    path('M 355 185 L 305 200 L 262 330 L 285 338 L 330 240 Z', c.pd) +
    path('M 445 185 L 495 200 L 538 330 L 515 338 L 470 240 Z', c.pd) +
    path(skirt, c.p) +
    repeat(7, (i) => stroke(`M ${370 + i * 10} 335 L ${236 + i * 55} 600`, c.pd, 4, 'opacity="0.45"')) +
    stroke('M 214 588 Q 400 630 586 588', c.s, 16) +
    path('M 355 180 L 445 180 L 462 330 L 338 330 Z', c.p) +
    rect(338, 312, 124, 26, 6, c.s) +
    repeat(6, (i) => circle(350 + i * 20, 325, 4, c.sl)) +
    path('M 368 180 Q 400 230 432 180 Z', c.s) +
    path('M 360 178 Q 400 214 440 178', 'none', `stroke="${c.pd}" stroke-width="6"`)
  );
}

function shirt(c: Palette): string {
  const stripes = repeat(14, (i) => rect(180 + i * 32, 150, 8, 480, 0, c.pl, 'opacity="0.45"'));
  const body =
    'M 340 180 L 280 198 L 218 262 L 192 565 L 246 570 L 276 340 L 276 620 L 524 620 L 524 340 L 554 570 L 608 565 L 582 262 L 520 198 L 460 180 Z';
  return (
    `<defs><clipPath id="shirtClip"><path d="${body}"/></clipPath></defs>` +
    path(body, c.p) +
    `<g clip-path="url(#shirtClip)">${stripes}</g>` +
    rect(192, 530, 55, 38, 6, c.pd) +
    rect(553, 530, 55, 38, 6, c.pd) +
    rect(390, 210, 20, 410, 0, c.pd, 'opacity="0.35"') +
    repeat(6, (i) => circle(400, 260 + i * 60, 6, c.s)) +
    rect(300, 300, 64, 70, 6, c.pd, 'opacity="0.3"') +
    path('M 340 176 L 400 228 L 370 268 L 326 196 Z', c.s) +
    path('M 460 176 L 400 228 L 430 268 L 474 196 Z', c.s) +
    stroke('M 340 176 L 400 228 L 460 176', c.sd, 4)
  );
}

function polo(c: Palette): string {
  return (
    path(
      'M 345 185 L 285 200 L 190 288 L 238 364 L 280 332 L 280 610 L 520 610 L 520 332 L 562 364 L 610 288 L 515 200 L 455 185 Z',
      c.p,
    ) +
    path('M 190 288 L 238 364 L 256 350 L 208 274 Z', c.s) +
    path('M 610 288 L 562 364 L 544 350 L 592 274 Z', c.s) +
    rect(380, 198, 40, 130, 6, c.pd) +
    repeat(3, (i) => circle(400, 232 + i * 34, 6, c.sl)) +
    path('M 345 180 L 400 205 L 372 250 L 320 205 Z', c.s) +
    path('M 455 180 L 400 205 L 428 250 L 480 205 Z', c.s) +
    rect(280, 580, 240, 30, 0, c.pd, 'opacity="0.35"') +
    path('M 460 300 L 490 300 L 482 322 L 468 322 Z', c.s)
  );
}

function saree(c: Palette): string {
  const skirt = 'M 352 336 L 448 336 Q 500 470 548 622 L 252 622 Q 300 470 352 336 Z';
  const diamonds = repeat(11, (i) => path(`M ${262 + i * 28} 600 L ${271 + i * 28} 609 L ${262 + i * 28} 618 L ${253 + i * 28} 609 Z`, c.sl));
  const buti = repeat(4, (r) => repeat(5, (k) => circle(300 + k * 50 + (r % 2) * 25, 400 + r * 46, 5, c.s, 'opacity="0.85"')));
  return (
    `<defs><clipPath id="sareeSkirt"><path d="${skirt}"/></clipPath></defs>` +
    path('M 300 214 L 352 208 L 302 560 L 226 540 Z', c.pd) +
    stroke('M 230 528 L 298 548', c.s, 12) +
    repeat(8, (i) => stroke(`M ${232 + i * 9.5} ${544 + i * 2.6} L ${230 + i * 9.5} ${570 + i * 2.6}`, c.sd, 4)) +
    rect(384, 168, 32, 46, 10, '#d9c7b0') +
    circle(400, 164, 22, '#cbb498') +
    path('M 332 212 Q 400 198 468 212 Q 494 220 488 246 L 468 306 Q 458 332 450 338 L 350 338 Q 342 332 332 306 L 312 246 Q 306 220 332 212 Z', c.s) +
    path(skirt, c.p) +
    `<g clip-path="url(#sareeSkirt)">${buti}${rect(240, 590, 320, 40, 0, c.s)}${diamonds}` +
    path('M 386 420 L 414 420 L 452 622 L 348 622 Z', c.pl, 'opacity="0.45"') +
    repeat(5, (i) => stroke(`M ${392 + i * 4} 428 L ${360 + i * 20} 622`, c.pd, 3, 'opacity="0.6"')) +
    '</g>' +
    path('M 318 216 L 356 206 L 472 352 L 430 340 Z', c.p) +
    stroke('M 318 216 L 430 340 M 356 206 L 472 352', c.s, 10) +
    circle(392, 272, 5, c.s) +
    circle(412, 300, 5, c.s)
  );
}

// ---------------------------------------------------------------------------------------------
// Bags
// ---------------------------------------------------------------------------------------------

function backpack(c: Palette): string {
  return (
    stroke('M 350 222 C 350 150 450 150 450 222', c.pd, 18) +
    rect(250, 200, 300, 410, 90, c.p) +
    path('M 250 300 Q 250 200 340 200 L 460 200 Q 550 200 550 300 Q 400 330 250 300 Z', c.pd) +
    stroke('M 262 298 Q 400 328 538 298', c.s, 6, 'stroke-dasharray="14 10"') +
    rect(295, 400, 210, 180, 44, c.s) +
    stroke('M 315 440 L 485 440', c.sd, 6) +
    rect(430, 440, 16, 42, 6, c.sd) +
    rect(232, 380, 26, 160, 12, c.pd) +
    rect(542, 380, 26, 160, 12, c.pd) +
    gloss(270, 320, 20, 220, 10, 0.15)
  );
}

function suitcase(c: Palette): string {
  return (
    rect(340, 130, 14, 120, 6, '#9aa1ab') +
    rect(446, 130, 14, 120, 6, '#9aa1ab') +
    rect(326, 122, 148, 28, 14, '#5b6068') +
    rect(270, 240, 260, 370, 38, c.p) +
    repeat(5, (i) => rect(312 + i * 40, 262, 12, 326, 6, c.pd, 'opacity="0.35"')) +
    rect(270, 406, 260, 14, 0, c.s) +
    rect(256, 320, 18, 80, 8, c.pd) +
    circle(305, 628, 18, '#2d3138') +
    circle(495, 628, 18, '#2d3138') +
    rect(290, 604, 30, 12, 4, '#2d3138') +
    rect(480, 604, 30, 12, 4, '#2d3138') +
    gloss(286, 256, 18, 300, 9, 0.22)
  );
}

function duffle(c: Palette): string {
  return (
    '<defs><clipPath id="duffleBody"><rect x="170" y="330" width="460" height="240" rx="110"/></clipPath></defs>' +
    stroke('M 200 420 C 220 150 580 150 600 420', c.pd, 12) +
    stroke('M 320 340 C 320 230 480 230 480 340', c.sd, 20) +
    rect(170, 330, 460, 240, 110, c.p) +
    `<g clip-path="url(#duffleBody)">${rect(170, 330, 70, 240, 0, c.s)}${rect(560, 330, 70, 240, 0, c.s)}</g>` +
    stroke('M 240 360 L 560 360', c.pd, 8) +
    rect(500, 350, 14, 40, 6, c.sd) +
    rect(300, 440, 200, 80, 20, c.pd, 'opacity="0.4"') +
    rect(300, 330, 30, 70, 8, c.sd) +
    rect(470, 330, 30, 70, 8, c.sd) +
    gloss(250, 380, 300, 16, 8, 0.2)
  );
}

function handbag(c: Palette): string {
  return (
    stroke('M 315 330 C 315 190 485 190 485 330', c.pd, 20) +
    path('M 240 320 L 560 320 L 600 594 Q 602 620 576 620 L 224 620 Q 198 620 200 594 Z', c.p) +
    stroke('M 285 330 C 285 160 515 160 515 330', c.s, 22) +
    rect(240, 320, 320, 60, 0, c.pd) +
    path('M 240 380 L 560 380 L 562 394 L 238 394 Z', c.s, 'opacity="0.7"') +
    rect(376, 364, 48, 44, 10, c.s) +
    circle(400, 386, 8, c.sd) +
    circle(285, 330, 14, c.s) +
    circle(515, 330, 14, c.s) +
    gloss(238, 410, 16, 180, 8, 0.18)
  );
}

function slingBag(c: Palette): string {
  return (
    stroke('M 298 380 C 280 160 520 160 502 380', c.sd, 12) +
    rect(270, 360, 260, 220, 46, c.p) +
    path('M 270 406 Q 270 360 316 360 L 484 360 Q 530 360 530 406 L 530 470 Q 400 520 270 470 Z', c.s) +
    stroke('M 284 468 Q 400 512 516 468', c.sd, 4, 'stroke-dasharray="10 8"') +
    rect(384, 470, 32, 40, 10, c.sd) +
    circle(400, 494, 7, c.sl) +
    gloss(286, 380, 100, 14, 7, 0.3)
  );
}

function wallet(c: Palette): string {
  return (
    rect(300, 270, 170, 110, 10, c.s, 'transform="rotate(-8 385 325)"') +
    rect(330, 284, 170, 110, 10, c.sl, 'transform="rotate(5 415 339)"') +
    rect(220, 320, 360, 240, 32, c.p) +
    rect(236, 336, 328, 208, 22, 'none', `stroke="${c.pl}" stroke-width="4" stroke-dasharray="12 9"`) +
    path('M 400 320 L 400 560', 'none', `stroke="${c.pd}" stroke-width="6"`) +
    rect(220, 320, 180, 240, 32, c.pd, 'opacity="0.18"') +
    gloss(420, 350, 130, 14, 7, 0.25)
  );
}

// ---------------------------------------------------------------------------------------------
// Footwear (shoes in side view with the toe to the right; sandals and flip-flops from above)
// ---------------------------------------------------------------------------------------------

/** Outline of a sole seen from above, centred on the origin, toe pointing up. */
const FOOT_SOLE =
  'M 0 -210 C 80 -210 92 -120 80 -50 C 70 10 74 80 78 140 C 82 200 44 224 0 224 C -44 224 -82 200 -78 140 C -74 80 -70 10 -80 -50 C -92 -120 -80 -210 0 -210 Z';

function sneaker(c: Palette): string {
  const laces = luma(c.p) > 0.7 ? c.s : '#ffffff';
  return (
    path(
      'M 186 540 C 174 480 178 410 206 372 Q 262 400 318 378 L 372 326 Q 392 314 404 332 L 472 392 Q 560 428 614 462 Q 650 488 644 540 Z',
      c.p,
      `stroke="${c.pd}" stroke-width="3" stroke-opacity="0.35"`,
    ) +
    stroke('M 556 428 Q 590 474 588 538', c.pd, 4, 'opacity="0.45"') +
    path('M 186 540 C 174 480 178 410 206 372 L 238 386 C 224 430 228 490 244 540 Z', c.s) +
    path('M 262 506 C 330 476 404 436 468 398 L 490 412 C 424 456 346 504 282 526 Z', c.s) +
    repeat(4, (i) => {
      const x = 390 + i * 22;
      const y = 346 + i * 15;
      return stroke(`M ${x - 10} ${y + 14} L ${x + 10} ${y - 14}`, laces, 8);
    }) +
    path('M 164 540 L 646 540 Q 664 546 656 570 Q 648 592 620 592 L 190 592 Q 160 592 162 564 Z', '#f7f7f5', `stroke="${c.pd}" stroke-width="3" stroke-opacity="0.3"`) +
    stroke('M 174 566 L 646 566', c.s, 6) +
    rect(172, 588, 468, 10, 5, '#6b6f76')
  );
}

function formalShoe(c: Palette): string {
  return (
    path('M 186 540 L 192 452 Q 198 420 236 420 Q 300 440 348 420 Q 400 398 450 404 Q 536 418 604 480 Q 636 510 628 540 Z', c.p) +
    path('M 350 424 Q 400 440 450 406', 'none', `stroke="${c.pd}" stroke-width="5"`) +
    path('M 500 424 Q 530 470 520 540', 'none', `stroke="${c.pd}" stroke-width="5"`) +
    repeat(3, (i) => stroke(`M ${372 + i * 20} ${424 - i * 4} L ${392 + i * 20} ${432 - i * 4}`, c.s, 5)) +
    path('M 536 452 Q 580 470 600 500', 'none', 'stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.35"') +
    path('M 176 540 L 636 540 Q 648 548 636 560 L 190 560 Z', c.sd) +
    rect(190, 540, 90, 44, 6, c.sd) +
    stroke('M 190 548 L 636 548', c.s, 3, 'stroke-dasharray="8 6" opacity="0.7"')
  );
}

function boot(c: Palette): string {
  return (
    path('M 230 560 L 236 232 Q 236 212 256 212 L 404 212 Q 422 212 422 232 L 424 390 Q 520 404 590 462 Q 628 496 620 560 Z', c.p) +
    rect(236, 212, 186, 40, 14, c.s) +
    rect(222, 220, 20, 70, 8, c.pd) +
    repeat(5, (i) => circle(410, 280 + i * 24, 6, c.sl)) +
    repeat(4, (i) => stroke(`M 380 ${286 + i * 24} L 414 ${302 + i * 24}`, c.sd, 6)) +
    path('M 424 390 Q 500 420 520 480', 'none', `stroke="${c.pd}" stroke-width="5"`) +
    path('M 214 560 L 630 560 Q 644 566 636 590 Q 630 606 610 606 L 228 606 Q 212 606 212 590 Z', '#3a2f28') +
    repeat(10, (i) => rect(240 + i * 38, 596, 18, 12, 3, '#3a2f28')) +
    gloss(250, 260, 16, 240, 8, 0.15)
  );
}

function heels(c: Palette): string {
  return (
    path('M 248 400 L 306 412 L 302 600 L 262 600 Z', c.pd) +
    path('M 248 404 Q 250 350 290 348 Q 330 392 372 440 Q 420 486 500 494 Q 580 500 620 540 Q 640 566 612 580 L 480 580 Q 400 560 350 500 Q 310 450 270 420 Z', c.p) +
    path('M 270 420 Q 310 450 350 500 Q 400 560 480 580 L 612 580 Q 630 580 632 572 L 484 590 Q 400 580 340 514 Q 300 462 262 432 Z', c.sd) +
    stroke('M 252 392 Q 270 356 292 352', c.s, 8) +
    path('M 520 498 Q 580 504 612 540', 'none', 'stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.35"')
  );
}

function sandal(c: Palette): string {
  const one = (x: number, rot: number): string =>
    `<g transform="translate(${x} 380) rotate(${rot})">` +
    stroke('M -80 120 Q -94 240 0 240 Q 94 240 80 120', c.p, 22) +
    path(FOOT_SOLE, '#3b3f46', 'transform="translate(5 9)"') +
    path(FOOT_SOLE, '#4a4f57') +
    path(FOOT_SOLE, c.s, 'transform="scale(0.86)"') +
    rect(-98, -152, 196, 58, 26, c.p) +
    rect(-28, -146, 56, 46, 10, c.pd) +
    rect(-94, -12, 188, 62, 28, c.p) +
    rect(-28, -5, 56, 48, 10, c.pd) +
    '</g>';
  return one(288, -6) + one(512, 6);
}

function flipFlops(c: Palette): string {
  const sole = FOOT_SOLE;
  const one = (x: number, rot: number): string =>
    `<g transform="translate(${x} 400) rotate(${rot})">` +
    path(sole, c.pd, 'transform="translate(6 10)"') +
    path(sole, c.p) +
    path(sole, c.pl, 'transform="scale(0.82)" opacity="0.5"') +
    stroke('M -76 -4 Q -34 -60 0 -140 Q 34 -60 76 -4', c.s, 24) +
    circle(0, -140, 14, c.sd) +
    '</g>';
  return one(310, -10) + one(490, 10);
}

// ---------------------------------------------------------------------------------------------
// Groceries
// ---------------------------------------------------------------------------------------------

/** A stalk of grain (wheat or rice) for labels. */
function grainStalk(x: number, y: number, color: string): string {
  const grains = repeat(4, (i) =>
    `<ellipse cx="${x - 14}" cy="${y - 20 - i * 26}" rx="11" ry="19" fill="${color}" transform="rotate(-30 ${x - 14} ${y - 20 - i * 26})"/>` +
    `<ellipse cx="${x + 14}" cy="${y - 20 - i * 26}" rx="11" ry="19" fill="${color}" transform="rotate(30 ${x + 14} ${y - 20 - i * 26})"/>`,
  );
  return stroke(`M ${x} ${y + 50} L ${x} ${y - 110}`, color, 6) + grains + `<ellipse cx="${x}" cy="${y - 130}" rx="10" ry="18" fill="${color}"/>`;
}

function grainSack(c: Palette): string {
  return (
    path('M 262 200 Q 400 180 538 200 L 572 590 Q 400 626 228 590 Z', c.p) +
    path('M 262 200 Q 400 180 538 200 L 544 250 Q 400 232 256 250 Z', c.pd) +
    repeat(14, (i) => path(`M ${262 + i * 20} 202 L ${272 + i * 20} 190 L ${282 + i * 20} 202 Z`, c.pd)) +
    `<ellipse cx="400" cy="420" rx="118" ry="130" fill="${c.s}"/>` +
    `<ellipse cx="400" cy="420" rx="100" ry="112" fill="#ffffff" opacity="0.9"/>` +
    grainStalk(400, 440, c.sd) +
    rect(280, 560, 240, 14, 7, c.s, 'opacity="0.8"') +
    gloss(280, 270, 18, 280, 9, 0.18)
  );
}

function pouch(c: Palette): string {
  const lentils = repeat(5, (row) =>
    repeat(7, (col) => circle(326 + col * 25 + (row % 2) * 12, 452 + row * 22, 10, row % 2 === col % 2 ? c.s : c.sd)),
  );
  return (
    '<defs><clipPath id="pouchWindow"><ellipse cx="400" cy="490" rx="92" ry="62"/></clipPath></defs>' +
    path('M 280 200 L 520 200 L 540 580 Q 540 606 514 606 L 286 606 Q 260 606 260 580 Z', c.p) +
    rect(280, 200, 240, 44, 0, c.pd) +
    repeat(12, (i) => rect(286 + i * 20, 208, 8, 28, 3, c.p, 'opacity="0.45"')) +
    path('M 520 262 L 506 270 L 520 278 Z', '#ffffff') +
    rect(300, 290, 200, 90, 14, '#ffffff', 'opacity="0.92"') +
    rect(320, 312, 160, 16, 8, c.pd) +
    rect(340, 342, 120, 12, 6, c.s) +
    `<ellipse cx="400" cy="490" rx="98" ry="68" fill="#ffffff" opacity="0.9"/>` +
    `<g clip-path="url(#pouchWindow)"><rect x="300" y="420" width="200" height="140" fill="${c.sl}"/>${lentils}</g>`
  );
}

function oilBottle(c: Palette): string {
  const petals = repeat(10, (i) => `<ellipse cx="400" cy="420" rx="12" ry="34" fill="${c.s}" transform="rotate(${i * 36} 400 462)"/>`);
  return (
    rect(350, 156, 100, 48, 10, c.s) +
    repeat(6, (i) => rect(358 + i * 15, 162, 6, 36, 3, c.sd, 'opacity="0.5"')) +
    path('M 362 204 L 438 204 L 438 236 Q 520 266 520 346 L 520 590 Q 520 616 494 616 L 306 616 Q 280 616 280 590 L 280 346 Q 280 266 362 236 Z', c.p, 'opacity="0.92"') +
    rect(280, 390, 240, 150, 0, '#ffffff', 'opacity="0.92"') +
    petals +
    circle(400, 462, 24, c.sd) +
    rect(280, 390, 240, 10, 0, c.s) +
    rect(280, 530, 240, 10, 0, c.s) +
    gloss(296, 290, 20, 90, 10, 0.4) +
    gloss(296, 556, 20, 40, 10, 0.4)
  );
}

function snackPacket(c: Palette): string {
  const strands = repeat(9, (i) => {
    const x = 350 + (i % 3) * 34;
    const y = 380 + Math.floor(i / 3) * 34;
    return stroke(`M ${x} ${y} q 10 -14 20 0 t 20 0`, c.sd, 7);
  });
  return (
    path('M 258 196 L 542 196 Q 566 400 542 612 L 258 612 Q 234 400 258 196 Z', c.p) +
    rect(250, 180, 300, 40, 6, c.pd) +
    rect(250, 590, 300, 40, 6, c.pd) +
    repeat(15, (i) => rect(256 + i * 19.5, 184, 8, 32, 2, c.p, 'opacity="0.35"')) +
    repeat(15, (i) => rect(256 + i * 19.5, 594, 8, 32, 2, c.p, 'opacity="0.35"')) +
    circle(400, 420, 112, c.s) +
    circle(400, 420, 96, '#fff3d6') +
    strands +
    rect(300, 262, 200, 34, 17, '#ffffff', 'opacity="0.9"') +
    rect(324, 274, 152, 10, 5, c.pd) +
    gloss(272, 240, 18, 330, 9, 0.2)
  );
}

function jar(c: Palette): string {
  return (
    rect(292, 196, 216, 64, 14, c.s) +
    repeat(13, (i) => rect(302 + i * 15.5, 204, 6, 48, 3, c.sd, 'opacity="0.45"')) +
    rect(310, 256, 180, 20, 6, c.pl) +
    rect(276, 270, 248, 340, 54, c.p) +
    rect(276, 360, 248, 150, 0, '#ffffff', 'opacity="0.94"') +
    rect(276, 360, 248, 10, 0, c.s) +
    rect(276, 500, 248, 10, 0, c.s) +
    circle(400, 424, 38, c.s) +
    path('M 382 420 Q 400 380 418 420 Q 418 446 400 446 Q 382 446 382 420 Z', '#ffffff') +
    rect(336, 474, 128, 12, 6, c.pd) +
    gloss(294, 290, 20, 60, 10, 0.35) +
    gloss(294, 524, 20, 60, 10, 0.35)
  );
}

function spiceBox(c: Palette): string {
  const chilli = path('M 360 454 Q 400 470 440 420 Q 452 404 446 398 Q 430 440 366 440 Q 352 444 360 454 Z', '#c62828');
  return (
    path('M 300 230 L 340 196 L 540 196 L 500 230 Z', c.pl) +
    path('M 500 230 L 540 196 L 540 572 L 500 606 Z', c.pd) +
    rect(300, 230, 200, 376, 0, c.p) +
    rect(300, 230, 200, 44, 0, c.s) +
    `<ellipse cx="400" cy="428" rx="84" ry="96" fill="${c.s}"/>` +
    `<ellipse cx="400" cy="428" rx="70" ry="82" fill="#fff8e7"/>` +
    chilli +
    stroke('M 446 398 Q 452 386 462 384', '#2e7d32', 6) +
    rect(330, 548, 140, 14, 7, c.s) +
    rect(350, 572, 100, 10, 5, '#ffffff', 'opacity="0.7"')
  );
}

// ---------------------------------------------------------------------------------------------
// Beauty
// ---------------------------------------------------------------------------------------------

function lipstick(c: Palette): string {
  return (
    `<g transform="rotate(14 560 520)">${rect(510, 380, 96, 220, 14, c.s)}${gloss(522, 396, 14, 180, 7, 0.35)}</g>` +
    path('M 360 330 L 360 214 Q 360 196 380 186 L 440 160 L 440 330 Z', c.p) +
    path('M 420 168 L 440 160 L 440 330 L 420 330 Z', c.pd, 'opacity="0.5"') +
    rect(346, 320, 108, 70, 8, c.sl) +
    rect(332, 380, 136, 230, 16, c.s) +
    rect(332, 380, 136, 16, 0, c.sd) +
    gloss(346, 400, 16, 190, 8, 0.35)
  );
}

function tube(c: Palette): string {
  const leaf = path('M 400 470 Q 350 420 400 340 Q 450 420 400 470 Z', c.s) + stroke('M 400 470 L 400 360', '#ffffff', 4, 'opacity="0.8"');
  return (
    rect(252, 190, 296, 40, 6, c.pd) +
    repeat(18, (i) => rect(258 + i * 16, 196, 6, 28, 2, c.p, 'opacity="0.5"')) +
    path('M 262 230 L 538 230 L 470 540 L 330 540 Z', c.p) +
    path('M 300 260 L 500 260 L 488 320 L 312 320 Z', '#ffffff', 'opacity="0.9"') +
    rect(340, 280, 120, 14, 7, c.pd) +
    leaf +
    rect(326, 540, 148, 70, 14, c.s) +
    rect(326, 540, 148, 12, 0, c.sd) +
    path('M 280 240 L 300 240 L 340 520 L 330 520 Z', '#ffffff', 'opacity="0.25"')
  );
}

function bottle(c: Palette): string {
  return (
    rect(350, 160, 100, 74, 16, c.s) +
    rect(350, 160, 100, 20, 10, c.sd) +
    path('M 350 232 L 450 232 Q 510 250 510 320 L 510 580 Q 510 614 476 614 L 324 614 Q 290 614 290 580 L 290 320 Q 290 250 350 232 Z', c.p) +
    rect(310, 360, 180, 180, 24, '#ffffff', 'opacity="0.92"') +
    circle(400, 432, 40, c.s) +
    path('M 400 392 Q 420 370 432 376', 'none', `stroke="${c.sd}" stroke-width="6" stroke-linecap="round"`) +
    rect(340, 492, 120, 12, 6, c.pd) +
    rect(360, 512, 80, 10, 5, c.s) +
    gloss(304, 280, 18, 280, 9, 0.25)
  );
}

function pumpBottle(c: Palette): string {
  return (
    rect(392, 206, 16, 80, 4, c.sd) +
    path('M 350 186 L 440 186 Q 452 186 452 198 L 452 214 L 300 214 L 300 202 Q 300 186 316 186 Z', c.s) +
    rect(296, 198, 40, 16, 4, c.s) +
    rect(362, 270, 76, 46, 10, c.s) +
    rect(300, 300, 200, 314, 44, c.p) +
    rect(300, 380, 200, 160, 0, '#ffffff', 'opacity="0.9"') +
    path('M 400 420 Q 430 450 400 490 Q 370 450 400 420 Z', c.s) +
    rect(344, 500, 112, 10, 5, c.pd) +
    gloss(314, 318, 18, 270, 9, 0.28)
  );
}

function soap(c: Palette): string {
  const bubble = (x: number, y: number, r: number): string =>
    circle(x, y, r, '#ffffff', `opacity="0.55" stroke="${c.s}" stroke-width="3"`) + circle(x - r * 0.35, y - r * 0.35, r * 0.22, '#ffffff');
  return (
    rect(190, 470, 420, 120, 28, c.s) +
    path('M 190 500 L 610 500', 'none', `stroke="${c.sd}" stroke-width="4"`) +
    rect(230, 360, 340, 180, 80, c.pd) +
    rect(230, 350, 340, 170, 80, c.p) +
    `<ellipse cx="400" cy="432" rx="110" ry="50" fill="${c.pl}" opacity="0.7"/>` +
    `<ellipse cx="400" cy="432" rx="80" ry="30" fill="none" stroke="${c.pd}" stroke-width="4" opacity="0.5"/>` +
    bubble(300, 290, 34) +
    bubble(360, 240, 22) +
    bubble(480, 300, 28) +
    bubble(520, 240, 16)
  );
}

function nailPolish(c: Palette): string {
  return (
    rect(360, 166, 80, 190, 16, c.s) +
    gloss(372, 180, 12, 160, 6, 0.25) +
    rect(372, 350, 56, 30, 6, c.sd) +
    rect(300, 374, 200, 236, 54, c.p) +
    rect(300, 374, 200, 236, 54, 'none', `stroke="${c.pl}" stroke-width="8" opacity="0.8"`) +
    gloss(322, 398, 24, 160, 12, 0.4) +
    circle(460, 560, 14, '#ffffff', 'opacity="0.3"') +
    path('M 560 560 Q 600 520 640 560 Q 600 600 560 560 Z', c.p, 'opacity="0.8"')
  );
}

function kajal(c: Palette): string {
  return (
    stroke('M 210 610 Q 330 560 460 600 Q 540 622 610 600', c.p, 22, 'opacity="0.35"') +
    '<g transform="rotate(-38 400 400)">' +
    rect(220, 368, 300, 64, 24, c.s) +
    rect(500, 362, 150, 76, 24, c.p) +
    rect(500, 362, 18, 76, 0, c.pd) +
    path('M 220 372 L 150 392 L 150 408 L 220 428 Z', c.sl) +
    path('M 160 389 L 118 396 Q 110 400 118 404 L 160 411 Z', '#1b1b1f') +
    gloss(240, 376, 250, 12, 6, 0.3) +
    gloss(520, 372, 110, 12, 6, 0.3) +
    '</g>'
  );
}

const MOTIFS: Record<Motif, (c: Palette) => string> = {
  headphones,
  earbuds,
  phone,
  smartwatch,
  speaker,
  'power-bank': powerBank,
  kurta,
  kurti,
  anarkali,
  shirt,
  polo,
  saree,
  backpack,
  suitcase,
  duffle,
  handbag,
  'sling-bag': slingBag,
  wallet,
  sneaker,
  'formal-shoe': formalShoe,
  boot,
  heels,
  sandal,
  'flip-flops': flipFlops,
  'grain-sack': grainSack,
  pouch,
  'oil-bottle': oilBottle,
  'snack-packet': snackPacket,
  jar,
  'spice-box': spiceBox,
  lipstick,
  tube,
  bottle,
  'pump-bottle': pumpBottle,
  soap,
  'nail-polish': nailPolish,
  kajal,
};

/** The soft backdrop: a diagonal gradient, two blurred colour blobs and a floor shadow. */
function backdrop(art: ArtSpec): string {
  const bgLight = lighten(art.background, 0.55);
  return (
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgLight}"/><stop offset="1" stop-color="${art.background}"/></linearGradient>` +
    '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>' +
    '<filter id="blob" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>' +
    '</defs>' +
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>` +
    circle(650, 150, 170, art.primary, 'opacity="0.12" filter="url(#blob)"') +
    circle(140, 640, 190, art.secondary, 'opacity="0.14" filter="url(#blob)"') +
    circle(400, 400, 270, '#ffffff', 'opacity="0.35"') +
    `<ellipse cx="400" cy="636" rx="225" ry="26" fill="#000000" opacity="0.16" filter="url(#soft)"/>`
  );
}

/** The brand name on a small white pill near the bottom edge. */
function brandLabel(brand: string, art: ArtSpec): string {
  const fontSize = 30;
  const width = Math.min(SIZE - 80, Math.round(brand.length * fontSize * 0.66 + 64));
  const x = Math.round((SIZE - width) / 2);
  return (
    rect(x, 688, width, 56, 28, '#ffffff', 'opacity="0.88"') +
    `<text x="400" y="727" text-anchor="middle" font-family="${FONT}" font-size="${fontSize}" font-weight="bold" letter-spacing="1" fill="${inkOf(art.primary)}">${escapeXml(brand)}</text>`
  );
}

/**
 * Builds the artwork of one product as a standalone SVG document (800x800), ready for sharp/librsvg.
 * The product name only goes into the <title> so the picture stays uncluttered.
 */
export function productArtworkSvg(product: { name: string; brand: string; art: ArtSpec }): string {
  const { art } = product;
  const draw = MOTIFS[art.motif];
  const transform = VIEW_TRANSFORMS[art.view ?? 'front'];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<title>${escapeXml(product.name)}</title>` +
    backdrop(art) +
    `<g${transform ? ` transform="${transform}"` : ''}>${draw(palette(art))}</g>` +
    brandLabel(product.brand, art) +
    '</svg>'
  );
}
