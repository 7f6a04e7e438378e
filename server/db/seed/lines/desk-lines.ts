import type { ProductLine } from '../product-line';

const DESK_TOPS = ['white-laminate', 'black-laminate', 'oak', 'walnut'] as const;

export const DESK_LINES: readonly ProductLine[] = [
  {
    line: 'Lumo', tiers: ['Core', 'Pro', 'Max', 'Studio', 'Neo'], newTiers: ['Neo'],
    category: 'standing-desks', noun: 'standingDesk', shape: 'standing-desk', vendor: 'deskhaus',
    material: 'steel', colours: ['black', 'white'], finishes: DESK_TOPS, sizes: ['120x60', '140x70', '160x80', '180x80'],
    plan: 'desk', priceUsd: [399, 799], weightKg: [28, 38], warrantyYears: 10, popularity: 1.6,
  },
  {
    line: 'Halo', tiers: ['One', 'Duo', 'Trio'],
    category: 'standing-desks', noun: 'dualMotorDesk', shape: 'standing-desk', vendor: 'deskhaus',
    material: 'steel', colours: ['black', 'white'], finishes: DESK_TOPS, sizes: ['140x70', '160x80', '180x80'],
    plan: 'desk', priceUsd: [649, 1099], weightKg: [34, 46], warrantyYears: 15, popularity: 1.1,
  },
  {
    line: 'Atlas', tiers: ['L', 'Pro', 'Magna'],
    category: 'standing-desks', noun: 'lShapedDesk', shape: 'standing-desk', vendor: 'deskhaus',
    material: 'steel', colours: ['black', 'white'], finishes: DESK_TOPS, sizes: ['160x120', '180x140'],
    plan: 'desk', priceUsd: [849, 1499], weightKg: [52, 68], warrantyYears: 15, popularity: 0.7,
  },
  {
    line: 'Nimbus', tiers: ['Mini', 'Zen', 'Uno'],
    category: 'standing-desks', noun: 'compactDesk', shape: 'standing-desk', vendor: 'deskhaus',
    material: 'steel', colours: ['black', 'white'], finishes: ['white-laminate', 'oak'], sizes: ['100x60', '120x60'],
    plan: 'desk', priceUsd: [399, 549], weightKg: [22, 27], warrantyYears: 7, popularity: 1.2,
  },
  {
    line: 'Fjord', tiers: ['Ask', 'Ek', 'Bjork'],
    category: 'standing-desks', noun: 'solidWoodDesk', shape: 'standing-desk', vendor: 'nordvik-studio',
    material: 'oak', colours: ['black', 'white'], finishes: ['oak', 'walnut'], sizes: ['140x70', '160x80', '180x80'],
    plan: 'desk', priceUsd: [999, 1499], weightKg: [44, 58], warrantyYears: 10, popularity: 0.6,
  },
  {
    line: 'Terra', tiers: ['Verde', 'Alta'], newTiers: ['Alta'],
    category: 'standing-desks', noun: 'bambooDesk', shape: 'standing-desk', vendor: 'deskhaus',
    material: 'bamboo', colours: ['black', 'white'], finishes: ['bamboo'], sizes: ['120x60', '140x70', '160x80'],
    plan: 'desk', priceUsd: [599, 849], weightKg: [30, 36], warrantyYears: 10, popularity: 0.9,
  },
  {
    line: 'Vortex', tiers: ['X', 'RS', 'Ultra'],
    category: 'gaming', noun: 'gamingDesk', shape: 'standing-desk', vendor: 'voltline',
    material: 'carbon', colours: ['black'], finishes: ['carbon', 'black-laminate'], sizes: ['140x70', '160x80', '180x80'],
    plan: 'desk', priceUsd: [449, 899], weightKg: [32, 42], warrantyYears: 5, popularity: 1,
  },
  {
    line: 'Lumo', tiers: ['Core', 'Pro', 'Max'],
    category: 'desk-frames', noun: 'deskFrame', shape: 'desk-frame', vendor: 'deskhaus',
    material: 'steel', colours: ['black', 'white'], sizes: ['frame-standard', 'frame-wide'],
    plan: 'colour-size', priceUsd: [249, 549], weightKg: [20, 29], warrantyYears: 10, popularity: 0.8,
  },
  {
    line: 'Halo', tiers: ['Duo', 'Trio'],
    category: 'desk-frames', noun: 'dualMotorFrame', shape: 'desk-frame', vendor: 'deskhaus',
    material: 'steel', colours: ['black', 'white'], sizes: ['frame-standard', 'frame-wide'],
    plan: 'colour-size', priceUsd: [449, 699], weightKg: [26, 33], warrantyYears: 15, popularity: 0.6,
  },
  {
    line: 'Atlas', tiers: ['L'],
    category: 'desk-frames', noun: 'dualMotorFrame', shape: 'desk-frame', vendor: 'deskhaus',
    material: 'steel', colours: ['black', 'white'], sizes: ['frame-wide'],
    plan: 'colour-size', priceUsd: [549, 799], weightKg: [36, 42], warrantyYears: 15, popularity: 0.4,
  },
];
