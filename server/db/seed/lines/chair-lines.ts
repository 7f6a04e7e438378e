import type { ProductLine } from '../product-line';

export const CHAIR_LINES: readonly ProductLine[] = [
  {
    line: 'Kora', tiers: ['Core', 'Plus', 'Max', 'Pro'],
    category: 'office-chairs', noun: 'ergonomicChair', shape: 'office-chair', vendor: 'deskhaus',
    material: 'mesh', colours: ['black', 'grey', 'white'], plan: 'colour',
    priceUsd: [299, 699], weightKg: [16, 22], warrantyYears: 12, popularity: 1.7,
  },
  {
    line: 'Aero', tiers: ['Uno', 'Zen', 'Pro'], newTiers: ['Zen'],
    category: 'office-chairs', noun: 'ergonomicChair', shape: 'office-chair', vendor: 'deskhaus',
    material: 'mesh', colours: ['black', 'grey'], plan: 'colour',
    priceUsd: [249, 449], weightKg: [14, 18], warrantyYears: 8, popularity: 1.2,
  },
  {
    line: 'Tova', tiers: ['Uno', 'Duo', 'Neo'],
    category: 'office-chairs', noun: 'taskChair', shape: 'office-chair', vendor: 'deskhaus',
    material: 'fabric', colours: ['sage', 'navy', 'sand', 'blush'], plan: 'colour',
    priceUsd: [199, 349], weightKg: [12, 15], warrantyYears: 5, popularity: 1.3,
  },
  {
    line: 'Myla', tiers: ['Uno', 'Luxe'],
    category: 'office-chairs', noun: 'taskChair', shape: 'office-chair', vendor: 'deskhaus',
    material: 'fabric', colours: ['charcoal', 'sand'], plan: 'colour',
    priceUsd: [229, 399], weightKg: [13, 16], warrantyYears: 5, popularity: 0.9,
  },
  {
    line: 'Sorren', tiers: ['Primo', 'Grande'],
    category: 'office-chairs', noun: 'executiveChair', shape: 'office-chair', vendor: 'deskhaus',
    material: 'leather', colours: ['black', 'cognac', 'cream'], plan: 'colour',
    priceUsd: [599, 899], weightKg: [22, 27], warrantyYears: 12, popularity: 0.5,
  },
  {
    line: 'Sava', tiers: ['Ask', 'Ek'],
    category: 'office-chairs', noun: 'taskChair', shape: 'office-chair', vendor: 'nordvik-studio',
    material: 'fabric', colours: ['sand', 'sage'], plan: 'colour',
    priceUsd: [449, 799], weightKg: [14, 18], warrantyYears: 10, popularity: 0.5,
  },
  {
    line: 'Rift', tiers: ['X', 'RS', 'Ultra', 'Pro'],
    category: 'gaming', noun: 'gamingChair', shape: 'gaming-chair', vendor: 'voltline',
    material: 'pu-leather', colours: ['red', 'blue', 'black', 'white'], plan: 'colour',
    priceUsd: [299, 549], weightKg: [22, 28], warrantyYears: 5, popularity: 1.4,
  },
  {
    line: 'Nova', tiers: ['Neo', 'Max'], newTiers: ['Max'],
    category: 'gaming', noun: 'gamingChair', shape: 'gaming-chair', vendor: 'deskhaus',
    material: 'pu-leather', colours: ['black', 'red'], plan: 'colour',
    priceUsd: [249, 399], weightKg: [20, 24], warrantyYears: 5, popularity: 1,
  },
];
