import type { ProductShape } from '@/server/catalog/media/product-shapes';
import { l, listLocalized, type Localized } from './localized';
import { MATERIAL_WORDS } from './phrases/material-names';
import { SIZE_FOOTPRINT_CM, SIZE_LABELS, type SizeId } from './phrases/size-labels';
import { SPEC_LABELS, type SpecLabel } from './phrases/spec-labels';
import type { ProductLine } from './product-line';
import type { Random } from './prng';
import { dimensionsCm, lengthCm, plain, rangeCm, weightKg, years } from './units';

export interface SpecRow {
  label: Localized;
  value: Localized;
}

/** What the specification table is built from; numbers climb with the tier. */
export interface SpecFacts {
  line: ProductLine;
  tierRatio: number;
  rng: Random;
  warrantyYears: number;
  weightKg: number;
  colourNames: readonly Localized[];
  finishNames: readonly Localized[];
  sizes: readonly SizeId[];
}

const row = (label: SpecLabel, value: Localized): SpecRow => ({ label: SPEC_LABELS[label], value });
const step = (facts: SpecFacts, values: readonly number[]) => values[Math.round(facts.tierRatio * (values.length - 1))] ?? values[0] ?? 0;

function deskRows(facts: SpecFacts): SpecRow[] {
  const [width, depth] = SIZE_FOOTPRINT_CM[facts.sizes[0] ?? '140x70'] ?? [140, 70];
  const motors = facts.line.noun === 'lShapedDesk' ? 3 : facts.line.noun === 'dualMotorDesk' ? 2 : step(facts, [1, 2]);
  return [
    row('dimensions', dimensionsCm(width, depth, 62)),
    row('heightRange', rangeCm(step(facts, [65, 62, 60]), step(facts, [125, 128, 130]))),
    row('loadCapacity', weightKg(motors * 60 + 20)),
    row('motors', plain(String(motors))),
    row('liftSpeed', plain(`${step(facts, [30, 35, 38])} mm/s`)),
    row('noise', plain(`< ${step(facts, [48, 45, 42])} dB`)),
    row('finishes', listLocalized(facts.finishNames)),
  ];
}

function frameRows(facts: SpecFacts): SpecRow[] {
  const motors = facts.line.noun === 'dualMotorFrame' ? 2 : step(facts, [1, 2]);
  return [
    row('topSizes', listLocalized(facts.sizes.map((size) => SIZE_LABELS[size]))),
    row('heightRange', rangeCm(62, 127)),
    row('loadCapacity', weightKg(motors * 60 + 20)),
    row('motors', plain(String(motors))),
    row('liftSpeed', plain(`${step(facts, [30, 38])} mm/s`)),
  ];
}

function chairRows(facts: SpecFacts): SpecRow[] {
  const gaming = facts.line.shape === 'gaming-chair';
  return [
    row('dimensions', dimensionsCm(gaming ? 70 : 66, gaming ? 70 : 64, gaming ? 134 : step(facts, [108, 118, 126]))),
    row('seatHeight', rangeCm(step(facts, [45, 43, 42]), step(facts, [54, 56, 58]))),
    row('maxUserWeight', weightKg(step(facts, [120, 136, 150]))),
    row('armrests', step(facts, [0, 1]) === 1 ? l('4D adjustable', 'Réglables en 4D', '4D-verstellbar') : l('2D adjustable', 'Réglables en 2D', '2D-verstellbar')),
    row('recline', plain(gaming ? '90–165°' : `90–${step(facts, [120, 128, 135])}°`)),
  ];
}

function podRows(facts: SpecFacts): SpecRow[] {
  const [width, depth] = SIZE_FOOTPRINT_CM[facts.sizes[0] ?? 'pod-solo'] ?? [120, 100];
  return [
    row('dimensions', dimensionsCm(width, depth, 230)),
    row('interiorHeight', lengthCm(210)),
    row('soundReduction', plain(`${step(facts, [28, 30, 33])} dB`)),
    row('ventilation', l('Silent fan, full air change every minute', 'Ventilateur silencieux, air renouvelé chaque minute', 'Leiser Lüfter, vollständiger Luftaustausch jede Minute')),
    row('power', l('2 sockets, 2 USB-C ports', '2 prises, 2 ports USB-C', '2 Steckdosen, 2 USB-C-Anschlüsse')),
  ];
}

function monitorRows(facts: SpecFacts): SpecRow[] {
  const ultrawide = facts.line.noun === 'ultrawideMonitor';
  return [
    row('screenSize', listLocalized(facts.sizes.map((size) => SIZE_LABELS[size]))),
    row('resolution', plain(ultrawide ? '5120 × 2160' : '3840 × 2160')),
    row('refreshRate', plain(`${step(facts, [60, 120, 144])} Hz`)),
    row('connections', l('USB-C (90 W), HDMI 2.1, DisplayPort 1.4', 'USB-C (90 W), HDMI 2.1, DisplayPort 1.4', 'USB-C (90 W), HDMI 2.1, DisplayPort 1.4')),
  ];
}

function keyboardRows(facts: SpecFacts): SpecRow[] {
  const months = step(facts, [2, 3, 6]);
  return [
    row('connection', l('Bluetooth and 2.4 GHz receiver', 'Bluetooth et récepteur 2,4 GHz', 'Bluetooth und 2,4-GHz-Empfänger')),
    row('battery', l(`Up to ${months} months`, `Jusqu’à ${months} mois`, `Bis zu ${months} Monate`)),
    row('dimensions', dimensionsCm(step(facts, [36, 43]), 13, 2)),
  ];
}

function headphoneRows(facts: SpecFacts): SpecRow[] {
  const hours = step(facts, [30, 40]);
  return [
    row('battery', l(`Up to ${hours} hours`, `Jusqu’à ${hours} heures`, `Bis zu ${hours} Stunden`)),
    row('noiseCancelling', l('Active, three modes', 'Active, trois modes', 'Aktiv, drei Modi')),
    row('connection', l('Bluetooth 5.3 multipoint, USB-C audio', 'Bluetooth 5.3 multipoint, audio USB-C', 'Bluetooth 5.3 Multipoint, USB-C-Audio')),
  ];
}

function lampRows(facts: SpecFacts): SpecRow[] {
  return [
    row('brightness', plain(`${step(facts, [600, 800, 1000])} lm`)),
    row('colourTemperature', plain('2700–6500 K')),
    row('power', l('USB-C, 12 W', 'USB-C, 12 W', 'USB-C, 12 W')),
  ];
}

function armRows(facts: SpecFacts): SpecRow[] {
  return [
    row('screenSize', l('17 to 34 inches', '17 à 34 pouces', '17 bis 34 Zoll')),
    row('loadPerArm', weightKg(step(facts, [8, 9, 12]))),
    row('vesa', plain('75 × 75, 100 × 100')),
  ];
}

function standRows(facts: SpecFacts): SpecRow[] {
  return [
    row('fitsLaptops', l('11 to 17 inches', '11 à 17 pouces', '11 bis 17 Zoll')),
    row('heightLevels', plain(String(step(facts, [4, 6])))),
  ];
}

function footrestRows(): SpecRow[] {
  return [row('tilt', plain('0–20°')), row('dimensions', dimensionsCm(45, 35, 11))];
}

function storageRows(facts: SpecFacts): SpecRow[] {
  const drawers = facts.line.noun === 'filingCabinet' ? 4 : 3;
  return [
    row('dimensions', dimensionsCm(40, 52, step(facts, [60, 68]))),
    row('drawers', plain(String(drawers))),
    row('lock', l('Central lock, two keys', 'Serrure centrale, deux clés', 'Zentralschloss, zwei Schlüssel')),
  ];
}

function shelfRows(facts: SpecFacts): SpecRow[] {
  const shelves = step(facts, [4, 5, 6]);
  return [
    row('dimensions', dimensionsCm(80, 32, shelves * 38)),
    row('shelves', plain(String(shelves))),
    row('loadPerShelf', weightKg(25)),
  ];
}

function giftCardRows(): SpecRow[] {
  return [
    row('delivery', l('By e-mail', 'Par e-mail', 'Per E-Mail')),
    row('validity', years(5)),
  ];
}

const SHAPE_ROWS: Readonly<Record<ProductShape, (facts: SpecFacts) => SpecRow[]>> = {
  'standing-desk': deskRows,
  'desk-frame': frameRows,
  'office-chair': chairRows,
  'gaming-chair': chairRows,
  'work-pod': podRows,
  monitor: monitorRows,
  keyboard: keyboardRows,
  headphones: headphoneRows,
  'desk-lamp': lampRows,
  'monitor-arm': armRows,
  'laptop-stand': standRows,
  footrest: footrestRows,
  'storage-cabinet': storageRows,
  bookshelf: shelfRows,
  'gift-card': giftCardRows,
};

/** The specification table of a product: shape-specific rows, then the common ones. */
export function specRows(facts: SpecFacts): SpecRow[] {
  const rows = SHAPE_ROWS[facts.line.shape](facts);
  if (facts.line.kind === 4) return rows;
  return [
    ...rows,
    row('weight', weightKg(facts.weightKg)),
    row('material', MATERIAL_WORDS[facts.line.material].name),
    row(facts.line.plan === 'desk' ? 'frameColours' : 'colours', listLocalized(facts.colourNames)),
    row('warranty', years(facts.warrantyYears)),
  ];
}

/** Pod floor plans: one row per size with footprint and seats. */
export function floorPlanRows(sizes: readonly SizeId[]): SpecRow[] {
  return sizes.map((size) => {
    const [width, depth] = SIZE_FOOTPRINT_CM[size] ?? [120, 100];
    const area = ((width * depth) / 10000).toFixed(1);
    const sqft = Math.round((width * depth) / 929);
    return {
      label: SIZE_LABELS[size],
      value: {
        en: `${sqft} sq ft (${area} m²), ${width} × ${depth} cm, interior height 210 cm`,
        fr: `${area.replace('.', ',')} m², ${width} × ${depth} cm, hauteur intérieure 210 cm`,
        de: `${area.replace('.', ',')} m², ${width} × ${depth} cm, Innenhöhe 210 cm`,
      },
    };
  });
}
