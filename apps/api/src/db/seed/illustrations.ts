import type { PetColor } from '@daengnyang/contract/pet-reports';
import { createRandom, type Random } from './random.ts';

/**
 * Flat, pastel SVG illustrations of the things the sample content talks about. No text: the
 * machine that renders them may have no Korean font.
 */
export type Subject =
  | 'dog'
  | 'cat'
  | 'hamster'
  | 'parrot'
  | 'turtle'
  | 'pin'
  | 'house'
  | 'bowl'
  | 'feedBag'
  | 'treat'
  | 'hospital'
  | 'gift';

export type Framing = 'landscape' | 'square' | 'avatar';

/**
 * The same illustration always renders the same picture; `variant` changes colours and details.
 * `coat`: a dog's or cat's coat colour, when the picture must show the animal a post describes
 * (a lost black cat's poster must not show an orange one); else the variant chooses it.
 */
export type Illustration = {
  subject: Subject;
  variant: number;
  framing: Framing;
  coat?: PetColor;
};

export const FRAME_SIZES: Record<Framing, { width: number; height: number }> = {
  landscape: { width: 800, height: 600 },
  square: { width: 600, height: 600 },
  avatar: { width: 400, height: 400 },
};

/** Every subject is drawn on a 600×600 stage; a framing is a window onto it. */
const VIEW_BOXES: Record<Framing, string> = {
  landscape: '-100 0 800 600',
  square: '0 0 600 600',
  avatar: '90 40 420 420',
};

const INK = '#4a3b32';
const BACKGROUNDS = [
  ['#fff4d6', '#ffe08a'],
  ['#e3f2fd', '#a9d1f5'],
  ['#fde2e4', '#f7b2bd'],
  ['#e2f0cb', '#b5d98f'],
  ['#ede7f6', '#c7b8ea'],
  ['#ffe5cc', '#ffc08a'],
  ['#d8f3ef', '#9fdcd1'],
  ['#fcefe3', '#f1c9a5'],
] as const;
const ACCENTS = ['#ff8a80', '#64b5f6', '#81c784', '#ffc421', '#ba68c8', '#4db6ac', '#ff7043'];

const SUBJECT_SEEDS: Record<Subject, number> = {
  dog: 11,
  cat: 23,
  hamster: 37,
  parrot: 41,
  turtle: 53,
  pin: 67,
  house: 71,
  bowl: 83,
  feedBag: 97,
  treat: 101,
  hospital: 113,
  gift: 127,
};

export function illustrationSvg({ subject, variant, framing, coat }: Illustration): string {
  const random = createRandom(SUBJECT_SEEDS[subject] * 1009 + variant);
  const { width, height } = FRAME_SIZES[framing];
  const backdrop = background(random, cycle(BACKGROUNDS, SUBJECT_SEEDS[subject] + variant * 3));
  // Only the dog and the cat take a coat; the other drawings ignore it.
  const body = DRAWINGS[subject](variant, random, coat === undefined ? undefined : COATS[coat]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${VIEW_BOXES[framing]}">${backdrop}${body}</svg>`;
}

/** Main colours go round by variant, so that neighbouring variants never look alike. */
function cycle<T>(items: readonly T[], variant: number): T {
  const item = items[variant % items.length];
  if (item === undefined) throw new Error('Cannot cycle through an empty list');
  return item;
}

function background(random: Random, [base, deco]: readonly [string, string]): string {
  const shapes: string[] = [];
  const count = random.int(10, 16);
  for (let i = 0; i < count; i += 1) {
    const x = random.int(-90, 690);
    const y = random.int(15, 480);
    const kind = random.int(0, 3);
    if (kind === 0) shapes.push(`<circle cx="${x}" cy="${y}" r="${random.int(5, 16)}"/>`);
    if (kind === 1) shapes.push(heart(x, y, random.next() * 0.8 + 0.6));
    if (kind === 2) shapes.push(pawPrint(x, y, random.next() * 0.4 + 0.5));
    if (kind === 3) shapes.push(star(x, y, random.int(9, 16)));
  }
  return (
    `<rect x="-200" y="-200" width="1000" height="1000" fill="${base}"/>` +
    `<g fill="${deco}" opacity="0.55">${shapes.join('')}</g>` +
    `<rect x="-200" y="505" width="1000" height="300" fill="${deco}" opacity="0.35"/>` +
    `<ellipse cx="300" cy="548" rx="235" ry="26" fill="${INK}" opacity="0.1"/>`
  );
}

/** Shapes drawn twice, a thick dark copy under a filled one: one outline around overlapping parts. */
function outlined(shapes: string, fill: string): string {
  return `<g fill="${INK}" stroke="${INK}" stroke-width="12" stroke-linejoin="round">${shapes}</g><g fill="${fill}">${shapes}</g>`;
}

function heart(x: number, y: number, scale: number): string {
  return `<path transform="translate(${x} ${y}) scale(${scale.toFixed(2)})" d="M0 6C0-4-14-8-14 2C-14 10-4 16 0 22C4 16 14 10 14 2C14-8 0-4 0 6Z"/>`;
}

function pawPrint(x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale.toFixed(2)})">` +
    '<ellipse cx="0" cy="14" rx="22" ry="18"/><ellipse cx="-24" cy="-12" rx="8" ry="11"/>' +
    '<ellipse cx="-8" cy="-25" rx="8" ry="11"/><ellipse cx="8" cy="-25" rx="8" ry="11"/>' +
    '<ellipse cx="24" cy="-12" rx="8" ry="11"/></g>'
  );
}

function star(x: number, y: number, radius: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const r = i % 2 === 0 ? radius : radius * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

function bone(x: number, y: number, rotation: number, scale: number, fill: string): string {
  const shapes =
    '<rect x="-70" y="-16" width="140" height="32" rx="10"/><circle cx="-70" cy="-15" r="22"/>' +
    '<circle cx="-70" cy="15" r="22"/><circle cx="70" cy="-15" r="22"/><circle cx="70" cy="15" r="22"/>';
  return `<g transform="translate(${x} ${y}) rotate(${rotation}) scale(${scale})">${outlined(shapes, fill)}</g>`;
}

function fish(x: number, y: number, rotation: number, scale: number, fill: string): string {
  const shapes = '<ellipse cx="0" cy="0" rx="60" ry="32"/><path d="M48 0L96-32L96 32Z"/>';
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotation}) scale(${scale})">${outlined(shapes, fill)}` +
    `<circle cx="-32" cy="-6" r="6" fill="${INK}"/></g>`
  );
}

const face = (eyeY: number, spread: number): string =>
  [300 - spread, 300 + spread]
    .map(
      (x) =>
        `<circle cx="${x}" cy="${eyeY}" r="13" fill="${INK}"/><circle cx="${x + 4}" cy="${eyeY - 5}" r="4" fill="#fff"/>`,
    )
    .join('');

const cheeks = (y: number, spread: number): string =>
  `<g fill="#ff9aa2" opacity="0.55"><circle cx="${300 - spread}" cy="${y}" r="17"/><circle cx="${300 + spread}" cy="${y}" r="17"/></g>`;

const line = (width = 6): string =>
  `fill="none" stroke="${INK}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** A coat's colour and its shade (ears, stripes), by the palette of pet reports. */
type Coat = readonly [string, string];

const COATS: Record<PetColor, Coat> = {
  black: ['#2b2726', '#161312'],
  white: ['#fafafa', '#dedede'],
  gray: ['#b8b8b8', '#7d7d7d'],
  brown: ['#9a6a45', '#6e4a2f'],
  cream: ['#f0d9b5', '#c9a77a'],
  yellow: ['#f6a45c', '#d9782f'],
  tabby: ['#a59c7f', '#5e5a48'],
  calico: ['#f6efe6', '#d9782f'],
  spotted: ['#f3f0ea', '#5d4a40'],
};

const DOG_COATS = [
  ['#f4c27a', '#d9954a'],
  ['#fbf3e6', '#e0c9a6'],
  ['#b07d56', '#7f5539'],
  ['#e8cfa6', '#c49a6c'],
  ['#6b5a50', '#3f332d'],
] as const;

function drawDog(variant: number, random: Random, chosen?: Coat): string {
  const [coat, ear] = chosen ?? cycle(DOG_COATS, variant);
  const collar = random.pick(ACCENTS);
  const floppy = variant % 2 === 0;
  const pointyEars = floppy
    ? ''
    : outlined('<path d="M200 205L180 70L290 150Z"/><path d="M400 205L420 70L310 150Z"/>', ear);
  const floppyEars = floppy
    ? outlined(
        '<ellipse cx="176" cy="258" rx="42" ry="90" transform="rotate(18 176 258)"/><ellipse cx="424" cy="258" rx="42" ry="90" transform="rotate(-18 424 258)"/>',
        ear,
      )
    : '';
  const patch = random.chance(0.5)
    ? `<ellipse cx="252" cy="238" rx="40" ry="36" fill="${ear}"/>`
    : '';
  const tongue = random.chance(0.6)
    ? `<path d="M287 328Q300 368 313 328Z" fill="#ff8a9a" stroke="${INK}" stroke-width="5"/>`
    : '';
  return (
    outlined(
      '<ellipse cx="448" cy="420" rx="18" ry="55" transform="rotate(35 448 420)"/><ellipse cx="300" cy="450" rx="150" ry="100"/><ellipse cx="240" cy="538" rx="40" ry="22"/><ellipse cx="360" cy="538" rx="40" ry="22"/>',
      coat,
    ) +
    `<ellipse cx="300" cy="468" rx="80" ry="60" fill="#fff8ee"/>` +
    pointyEars +
    outlined('<circle cx="300" cy="258" r="130"/>', coat) +
    floppyEars +
    patch +
    outlined('<ellipse cx="300" cy="315" rx="62" ry="46"/>', '#fff8ee') +
    tongue +
    face(238, 48) +
    cheeks(298, 88) +
    `<ellipse cx="300" cy="294" rx="21" ry="15" fill="${INK}"/>` +
    `<path d="M300 306v14M300 320q-18 18-34 4M300 320q18 18 34 4" ${line()}/>` +
    `<path d="M222 382Q300 428 378 382" fill="none" stroke="${collar}" stroke-width="18" stroke-linecap="round"/>` +
    outlined('<circle cx="300" cy="414" r="14"/>', '#ffd54f')
  );
}

const CAT_COATS = [
  ['#f6a45c', '#d9782f'],
  ['#b8b8b8', '#7d7d7d'],
  ['#fafafa', '#dedede'],
  ['#5d4a40', '#3a2e28'],
  ['#f0d9b5', '#c9a77a'],
] as const;

function drawCat(variant: number, random: Random, chosen?: Coat): string {
  const [coat, stripe] = chosen ?? cycle(CAT_COATS, variant);
  const iris = random.pick(['#8bc34a', '#ffb300', '#4fc3f7']);
  // Open eyes show an animal's colour best: a chosen coat always has them.
  const eyes =
    variant % 2 === 0 || chosen !== undefined
      ? [250, 350]
          .map(
            (x) =>
              `<ellipse cx="${x}" cy="255" rx="18" ry="23" fill="${iris}" stroke="${INK}" stroke-width="5"/><ellipse cx="${x}" cy="257" rx="7" ry="16" fill="${INK}"/><circle cx="${x + 5}" cy="247" r="4" fill="#fff"/>`,
          )
          .join('')
      : `<path d="M230 260q20-20 40 0M330 260q20-20 40 0" ${line()}/>`;
  const stripes = random.chance(0.6)
    ? `<path d="M300 148v34M268 153l8 30M332 153l-8 30" fill="none" stroke="${stripe}" stroke-width="11" stroke-linecap="round"/>`
    : '';
  return (
    `<path d="M430 470C525 460 525 360 472 330" fill="none" stroke="${INK}" stroke-width="40" stroke-linecap="round"/>` +
    `<path d="M430 470C525 460 525 360 472 330" fill="none" stroke="${coat}" stroke-width="27" stroke-linecap="round"/>` +
    outlined(
      '<ellipse cx="300" cy="455" rx="140" ry="95"/><ellipse cx="245" cy="538" rx="36" ry="21"/><ellipse cx="355" cy="538" rx="36" ry="21"/><path d="M188 220L198 82L288 162Z"/><path d="M412 220L402 82L312 162Z"/><ellipse cx="300" cy="268" rx="142" ry="122"/>',
      coat,
    ) +
    '<path d="M212 182L214 118L260 160Z" fill="#ffb3c1"/><path d="M388 182L386 118L340 160Z" fill="#ffb3c1"/>' +
    stripes +
    eyes +
    cheeks(305, 95) +
    `<path d="M289 292h22l-11 12Z" fill="#ff8fa3" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>` +
    `<path d="M300 304q-12 16-26 6M300 304q12 16 26 6" ${line()}/>` +
    `<path d="M222 300L150 290M222 314L150 320M378 300L450 290M378 314L450 320" ${line(4)}/>`
  );
}

function drawHamster(variant: number): string {
  const coat = cycle(['#f2c18d', '#e8e0d0', '#d9a066', '#cfc6bc'], variant);
  return (
    outlined('<circle cx="205" cy="225" r="34"/><circle cx="395" cy="225" r="34"/>', coat) +
    '<circle cx="205" cy="225" r="18" fill="#ffb3c1"/><circle cx="395" cy="225" r="18" fill="#ffb3c1"/>' +
    outlined('<ellipse cx="300" cy="370" rx="178" ry="158"/>', coat) +
    '<ellipse cx="300" cy="430" rx="112" ry="92" fill="#fffaf0"/>' +
    face(318, 52) +
    cheeks(356, 100) +
    `<ellipse cx="300" cy="346" rx="10" ry="7" fill="#ff8fa3"/>` +
    `<path d="M300 354q-10 12-20 4M300 354q10 12 20 4" ${line(4)}/>` +
    outlined('<ellipse cx="300" cy="445" rx="18" ry="28"/>', '#6d5a4b') +
    '<path d="M300 422v46" stroke="#d7ccc8" stroke-width="4"/>' +
    outlined(
      '<ellipse cx="268" cy="440" rx="18" ry="14"/><ellipse cx="332" cy="440" rx="18" ry="14"/>',
      coat,
    ) +
    outlined(
      '<ellipse cx="235" cy="528" rx="30" ry="14"/><ellipse cx="365" cy="528" rx="30" ry="14"/>',
      '#ffcdd2',
    )
  );
}

const PARROT_FEATHERS = [
  ['#7bc67b', '#3f9a55', '#c5e8a5'],
  ['#6fb7e9', '#2f7fc1', '#cfe9fa'],
  ['#ffd54f', '#f29f3d', '#fff1b8'],
  ['#f48fb1', '#ad5c8a', '#fde0ea'],
] as const;

function drawParrot(variant: number): string {
  const [body, wing, belly] = cycle(PARROT_FEATHERS, variant);
  const crest =
    variant % 2 === 0 ? outlined('<path d="M282 135q-14-55 24-66q-6 32 12 60Z"/>', wing) : '';
  return (
    `<path d="M40 478L560 446" stroke="#8d6e63" stroke-width="24" stroke-linecap="round"/>` +
    outlined(
      '<ellipse cx="520" cy="430" rx="28" ry="14" transform="rotate(-30 520 430)"/>',
      '#81c784',
    ) +
    outlined('<path d="M300 430L268 570L332 570Z"/>', wing) +
    crest +
    outlined(
      '<ellipse cx="300" cy="330" rx="105" ry="140"/><circle cx="300" cy="210" r="85"/>',
      body,
    ) +
    `<ellipse cx="296" cy="372" rx="64" ry="88" fill="${belly}"/>` +
    outlined(
      '<ellipse cx="372" cy="340" rx="44" ry="100" transform="rotate(-12 372 340)"/>',
      wing,
    ) +
    `<circle cx="335" cy="195" r="17" fill="#fff" stroke="${INK}" stroke-width="5"/><circle cx="339" cy="195" r="8" fill="${INK}"/>` +
    '<circle cx="340" cy="242" r="16" fill="#ff8a80" opacity="0.7"/>' +
    outlined('<path d="M368 200Q425 212 392 264Q376 240 360 236Z"/>', '#ffb74d') +
    outlined(
      '<ellipse cx="278" cy="466" rx="16" ry="10"/><ellipse cx="322" cy="464" rx="16" ry="10"/>',
      '#e9a06b',
    )
  );
}

const TURTLE_SHELLS = [
  ['#8bc34a', '#558b2f', '#c5e1a5'],
  ['#a1887f', '#6d4c41', '#d7ccc8'],
  ['#4db6ac', '#00796b', '#b2dfdb'],
  ['#cddc39', '#827717', '#f0f4c3'],
] as const;

function hexagon(x: number, y: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const angle = (Math.PI / 3) * i;
    points.push(`${(x + r * Math.cos(angle)).toFixed(1)},${(y + r * Math.sin(angle)).toFixed(1)}`);
  }
  return `<polygon points="${points.join(' ')}"/>`;
}

function drawTurtle(variant: number): string {
  const [shell, pattern, skin] = cycle(TURTLE_SHELLS, variant);
  return (
    outlined(
      '<path d="M108 448L70 432L100 470Z"/><ellipse cx="180" cy="480" rx="30" ry="42"/><ellipse cx="250" cy="492" rx="30" ry="42"/><ellipse cx="355" cy="492" rx="30" ry="42"/><ellipse cx="420" cy="480" rx="30" ry="42"/><ellipse cx="478" cy="392" rx="62" ry="52"/>',
      skin,
    ) +
    `<circle cx="498" cy="376" r="10" fill="${INK}"/><circle cx="501" cy="372" r="3" fill="#fff"/>` +
    `<path d="M488 410q16 12 32 0" ${line(5)}/>` +
    outlined('<path d="M110 452A190 172 0 0 1 490 452Z"/>', shell) +
    `<g fill="none" stroke="${pattern}" stroke-width="8" stroke-linejoin="round">${hexagon(300, 370, 48)}${hexagon(208, 410, 36)}${hexagon(392, 410, 36)}${hexagon(300, 305, 26)}</g>` +
    outlined('<rect x="98" y="440" width="404" height="26" rx="13"/>', pattern)
  );
}

function drawPin(variant: number): string {
  const colour = cycle(['#ff7043', '#42a5f5', '#ab47bc', '#26a69a', '#ef5350'], variant);
  return (
    outlined(
      '<path d="M300 525C250 440 168 372 168 250A132 132 0 1 1 432 250C432 372 350 440 300 525Z"/>',
      colour,
    ) +
    `<circle cx="300" cy="250" r="86" fill="#fff" stroke="${INK}" stroke-width="6"/>` +
    `<g fill="${colour}">${pawPrint(300, 256, 2)}</g>`
  );
}

function drawHouse(variant: number, random: Random): string {
  const roof = cycle(['#ef8354', '#5c9ead', '#e07a5f', '#8e7dbe'], variant);
  const wall = random.pick(['#fffdf5', '#fff1d6', '#f6f0ff']);
  return (
    outlined('<rect x="175" y="290" width="250" height="230"/>', wall) +
    outlined('<path d="M135 305L300 150L465 305Z"/>', roof) +
    outlined('<rect x="262" y="405" width="76" height="115" rx="36"/>', '#c08457') +
    outlined(
      '<rect x="198" y="330" width="52" height="52" rx="8"/><rect x="350" y="330" width="52" height="52" rx="8"/>',
      '#bde0fe',
    ) +
    `<g fill="#ff6b81" stroke="${INK}" stroke-width="3">${heart(300, 70, 3.2)}</g>` +
    `<g fill="${roof}" opacity="0.7">${pawPrint(150, 560, 0.6)}${pawPrint(205, 545, 0.6)}${pawPrint(455, 560, 0.6)}</g>`
  );
}

function drawBowl(variant: number, random: Random): string {
  const bowl = cycle(['#ff8a80', '#64b5f6', '#81c784', '#ffd54f', '#ba68c8'], variant);
  const kibble = random.pick(['#b5651d', '#a0522d', '#c68642']);
  const pieces: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const x = 300 + (random.next() * 2 - 1) * 135;
    const y = 380 - random.next() * (45 - Math.abs(x - 300) / 4);
    pieces.push(`<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="15" ry="11"/>`);
  }
  return (
    outlined(pieces.join(''), kibble) +
    outlined('<path d="M138 388Q300 420 462 388L430 512Q300 545 170 512Z"/>', bowl) +
    outlined('<ellipse cx="300" cy="388" rx="162" ry="26"/>', '#ffffff') +
    outlined(pieces.slice(0, 12).join(''), kibble) +
    `<g fill="#fff" opacity="0.9">${pawPrint(300, 462, 1)}</g>`
  );
}

/** Variants whose package shows fish (cat food) or paws and bones (dog food). */
export const PACKAGE_VARIANTS: Record<
  'feedBag' | 'treat',
  Record<'dog' | 'cat', readonly number[]>
> = {
  feedBag: { dog: [0, 1, 3, 4], cat: [2, 5] },
  treat: { dog: [0, 1, 3, 5], cat: [2, 6] },
};

function drawFeedBag(variant: number, random: Random): string {
  const bag = cycle(['#ffcc80', '#90caf9', '#a5d6a7', '#f48fb1', '#ce93d8', '#ffe082'], variant);
  const band = random.pick(ACCENTS);
  const emblem =
    variant % 3 === 0
      ? `<g fill="${band}">${pawPrint(300, 345, 1.9)}</g>`
      : variant % 3 === 1
        ? bone(300, 340, -20, 0.9, band)
        : fish(292, 340, 0, 1, band);
  return (
    outlined('<path d="M168 165L432 165L452 535L148 535Z"/>', bag) +
    outlined(
      '<path d="M168 118L190 140L212 118L234 140L256 118L278 140L300 118L322 140L344 118L366 140L388 118L410 140L432 118L432 172L168 172Z"/>',
      band,
    ) +
    outlined('<rect x="198" y="250" width="204" height="186" rx="26"/>', '#fffdf7') +
    emblem +
    `<rect x="156" y="462" width="288" height="38" fill="${band}" opacity="0.85"/>` +
    outlined(
      '<circle cx="490" cy="526" r="13"/><circle cx="518" cy="514" r="11"/><circle cx="470" cy="505" r="10"/>',
      '#b5651d',
    )
  );
}

function drawTreat(variant: number, random: Random): string {
  const colour = random.pick(['#d7a26c', '#c97b4a', '#e8c07d', '#b9774e']);
  const plate = `${outlined('<ellipse cx="300" cy="468" rx="235" ry="62"/>', '#ffffff')}`;
  const kind = variant % 4;
  if (kind === 0) {
    return (
      plate +
      bone(230, 420, -18, 1, colour) +
      bone(380, 440, 12, 0.9, colour) +
      bone(300, 350, 4, 1.05, colour)
    );
  }
  if (kind === 1) {
    const sticks = [-30, -12, 8, 26]
      .map(
        (angle, i) =>
          `<g transform="translate(${190 + i * 70} 420) rotate(${angle})">${outlined('<rect x="-22" y="-110" width="44" height="200" rx="18"/>', colour)}<path d="M-10-80v140" stroke="#f3d9b1" stroke-width="6" stroke-linecap="round"/></g>`,
      )
      .join('');
    return plate + sticks;
  }
  if (kind === 2) {
    const fishColour = random.pick(['#90caf9', '#ffab91', '#b0bec5']);
    return (
      plate +
      fish(220, 430, -10, 1.1, fishColour) +
      fish(390, 440, 12, 1, fishColour) +
      fish(300, 350, 0, 1.15, fishColour)
    );
  }
  const spots: Array<[number, number]> = [
    [210, 430],
    [320, 448],
    [420, 420],
    [265, 355],
    [375, 345],
  ];
  const cookies = spots
    .map(
      ([x, y]) =>
        outlined(`<circle cx="${x}" cy="${y}" r="52"/>`, colour) +
        `<g fill="#7b4a2d">${pawPrint(x, y, 0.8)}</g>`,
    )
    .join('');
  return plate + cookies;
}

function drawHospital(variant: number): string {
  const accent = cycle(['#4db6ac', '#64b5f6', '#81c784', '#ff8a80'], variant);
  return (
    outlined('<rect x="150" y="200" width="300" height="330" rx="10"/>', '#ffffff') +
    outlined('<rect x="130" y="165" width="340" height="50" rx="12"/>', accent) +
    outlined('<circle cx="300" cy="310" r="66"/>', accent) +
    '<path d="M300 270v80M260 310h80" stroke="#fff" stroke-width="26" stroke-linecap="round"/>' +
    outlined(
      '<rect x="180" y="400" width="60" height="50" rx="6"/><rect x="360" y="400" width="60" height="50" rx="6"/>',
      '#bde0fe',
    ) +
    outlined('<rect x="268" y="430" width="64" height="100" rx="6"/>', '#cfd8dc') +
    `<g fill="${accent}">${heart(118, 470, 2.4)}</g>` +
    `<g fill="${accent}" opacity="0.8">${pawPrint(500, 480, 1.2)}</g>`
  );
}

function drawGift(variant: number, random: Random): string {
  const box = cycle(['#ff8a80', '#64b5f6', '#ba68c8', '#4db6ac', '#ffb74d'], variant);
  const ribbon = random.pick(['#ffd54f', '#ffffff', '#f06292']);
  const confetti: string[] = [];
  for (let i = 0; i < 22; i += 1) {
    const x = random.int(-80, 680);
    const y = random.int(20, 470);
    confetti.push(
      `<rect x="${x}" y="${y}" width="14" height="26" rx="3" fill="${random.pick(ACCENTS)}" transform="rotate(${random.int(0, 180)} ${x} ${y})"/>`,
    );
  }
  return (
    confetti.join('') +
    outlined('<rect x="172" y="305" width="256" height="220" rx="8"/>', box) +
    outlined('<rect x="150" y="252" width="300" height="62" rx="8"/>', box) +
    outlined('<rect x="280" y="252" width="40" height="273"/>', ribbon) +
    outlined(
      '<ellipse cx="256" cy="222" rx="48" ry="28" transform="rotate(25 256 222)"/><ellipse cx="344" cy="222" rx="48" ry="28" transform="rotate(-25 344 222)"/><circle cx="300" cy="240" r="20"/>',
      ribbon,
    )
  );
}

const DRAWINGS: Record<Subject, (variant: number, random: Random, coat?: Coat) => string> = {
  dog: drawDog,
  cat: drawCat,
  hamster: drawHamster,
  parrot: drawParrot,
  turtle: drawTurtle,
  pin: drawPin,
  house: drawHouse,
  bowl: drawBowl,
  feedBag: drawFeedBag,
  treat: drawTreat,
  hospital: drawHospital,
  gift: drawGift,
};
