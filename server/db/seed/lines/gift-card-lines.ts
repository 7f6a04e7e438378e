import type { ProductLine } from '../product-line';

export const GIFT_CARD_LINES: readonly ProductLine[] = [
  {
    line: 'Deskhaus', tiers: ['', 'Premium'], kind: 4,
    category: 'gift-cards', noun: 'giftCard', shape: 'gift-card', vendor: 'deskhaus',
    material: 'plastic', colours: ['navy'], sizes: ['gift-25', 'gift-50', 'gift-100', 'gift-250'], plan: 'size',
    priceUsd: [25, 250], weightKg: [0, 0], warrantyYears: 0, popularity: 0.4,
  },
];
