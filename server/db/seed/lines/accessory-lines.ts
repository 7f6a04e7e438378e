import type { ProductLine } from '../product-line';

export const ACCESSORY_LINES: readonly ProductLine[] = [
  {
    line: 'Reach', tiers: ['Solo', 'Pro', 'Neo'],
    category: 'desk-accessories', noun: 'monitorArm', shape: 'monitor-arm', vendor: 'deskhaus',
    material: 'aluminium', colours: ['black', 'white', 'silver'], plan: 'colour',
    priceUsd: [79, 199], weightKg: [3, 5], warrantyYears: 5, popularity: 1.5,
  },
  {
    line: 'Flexa', tiers: ['Uno', 'Duo'],
    category: 'desk-accessories', noun: 'dualMonitorArm', shape: 'monitor-arm', vendor: 'kinetic-labs',
    material: 'aluminium', colours: ['black', 'silver'], plan: 'colour',
    priceUsd: [129, 249], weightKg: [5, 8], warrantyYears: 2, popularity: 0.9,
  },
  {
    line: 'Clair', tiers: ['Uno', 'Duo', 'Luxe'],
    category: 'desk-accessories', noun: 'deskLamp', shape: 'desk-lamp', vendor: 'atelier-lumen',
    material: 'steel', colours: ['black', 'white', 'brass'], plan: 'colour',
    priceUsd: [89, 189], weightKg: [1.5, 2.8], warrantyYears: 3, popularity: 0.8,
  },
  {
    line: 'Beam', tiers: ['Mini', 'Pro', 'Max'], newTiers: ['Max'],
    category: 'desk-accessories', noun: 'deskLamp', shape: 'desk-lamp', vendor: 'deskhaus',
    material: 'steel', colours: ['black', 'white'], plan: 'colour',
    priceUsd: [49, 129], weightKg: [1.2, 2.2], warrantyYears: 2, popularity: 1.1,
  },
  {
    line: 'Perch', tiers: ['Mini', 'Pro'],
    category: 'desk-accessories', noun: 'laptopStand', shape: 'laptop-stand', vendor: 'deskhaus',
    material: 'aluminium', colours: ['silver', 'black'], plan: 'colour',
    priceUsd: [39, 99], weightKg: [0.8, 1.4], warrantyYears: 2, popularity: 1.3,
  },
  {
    line: 'Elevo', tiers: ['Neo', 'Max'],
    category: 'desk-accessories', noun: 'laptopStand', shape: 'laptop-stand', vendor: 'kinetic-labs',
    material: 'aluminium', colours: ['silver'], plan: 'colour',
    priceUsd: [49, 119], weightKg: [1, 1.6], warrantyYears: 2, popularity: 0.7,
  },
  {
    line: 'Pedi', tiers: ['Neo', 'Pro'],
    category: 'desk-accessories', noun: 'footrest', shape: 'footrest', vendor: 'deskhaus',
    material: 'plastic', colours: ['black', 'grey'], plan: 'colour',
    priceUsd: [39, 89], weightKg: [1.5, 2.5], warrantyYears: 2, popularity: 0.9,
  },
];
