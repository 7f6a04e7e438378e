import type { ProductLine } from '../product-line';

export const POD_LINES: readonly ProductLine[] = [
  {
    line: 'Haven', tiers: ['One', 'Plus'], kind: 2,
    category: 'work-pods', noun: 'workPod', shape: 'work-pod', vendor: 'deskhaus',
    material: 'aluminium', colours: ['white', 'sage'], sizes: ['pod-solo', 'pod-duo'], plan: 'size',
    priceUsd: [5999, 9999], weightKg: [380, 620], warrantyYears: 5, popularity: 0.5,
  },
  {
    line: 'Hush', tiers: ['Mini', 'Uno'], kind: 2,
    category: 'work-pods', noun: 'phoneBooth', shape: 'work-pod', vendor: 'deskhaus',
    material: 'aluminium', colours: ['white', 'black'], sizes: ['pod-solo'], plan: 'size',
    priceUsd: [3499, 4999], weightKg: [260, 340], warrantyYears: 5, popularity: 0.6,
  },
  {
    line: 'Forum', tiers: ['Quattro', 'Sei'], kind: 2,
    category: 'work-pods', noun: 'meetingPod', shape: 'work-pod', vendor: 'deskhaus',
    material: 'felt', colours: ['grey'], sizes: ['pod-quad', 'pod-team'], plan: 'size',
    priceUsd: [9999, 14999], weightKg: [720, 980], warrantyYears: 5, popularity: 0.3,
  },
  {
    line: 'Stille', tiers: ['Pro', 'Max'], kind: 2,
    category: 'work-pods', noun: 'studioPod', shape: 'work-pod', vendor: 'quietform',
    material: 'felt', colours: ['charcoal'], sizes: ['pod-solo', 'pod-duo'], plan: 'size',
    priceUsd: [6999, 11999], weightKg: [420, 640], warrantyYears: 5, popularity: 0.3,
  },
  {
    line: 'Grove', tiers: ['Neo'], kind: 2,
    category: 'work-pods', noun: 'gardenOffice', shape: 'work-pod', vendor: 'deskhaus',
    material: 'oak', colours: ['natural'], sizes: ['pod-duo', 'pod-quad'], plan: 'size',
    priceUsd: [11999, 14999], weightKg: [900, 1300], warrantyYears: 10, popularity: 0.2,
  },
];
