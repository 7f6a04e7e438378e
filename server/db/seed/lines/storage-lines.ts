import type { ProductLine } from '../product-line';

export const STORAGE_LINES: readonly ProductLine[] = [
  {
    line: 'Cubo', tiers: ['Uno', 'Trio'],
    category: 'storage', noun: 'mobilePedestal', shape: 'storage-cabinet', vendor: 'deskhaus',
    material: 'steel', colours: ['white', 'black', 'grey'], plan: 'colour',
    priceUsd: [149, 299], weightKg: [18, 26], warrantyYears: 5, popularity: 1,
  },
  {
    line: 'Archiva', tiers: ['Neo', 'Max'],
    category: 'storage', noun: 'filingCabinet', shape: 'storage-cabinet', vendor: 'deskhaus',
    material: 'steel', colours: ['grey', 'black'], plan: 'colour',
    priceUsd: [199, 399], weightKg: [24, 34], warrantyYears: 5, popularity: 0.6,
  },
  {
    line: 'Lagra', tiers: ['Ask', 'Ek'],
    category: 'storage', noun: 'mobilePedestal', shape: 'storage-cabinet', vendor: 'nordvik-studio',
    material: 'oak', colours: ['natural'], plan: 'colour',
    priceUsd: [349, 599], weightKg: [20, 28], warrantyYears: 10, popularity: 0.4,
  },
  {
    line: 'Hylla', tiers: ['Ask', 'Ek', 'Bjork'],
    category: 'storage', noun: 'bookshelf', shape: 'bookshelf', vendor: 'nordvik-studio',
    material: 'oak', colours: ['natural'], finishes: ['oak', 'walnut'], plan: 'finish',
    priceUsd: [249, 599], weightKg: [30, 48], warrantyYears: 10, popularity: 0.5,
  },
];
