import type { ProductLine } from '../product-line';

export const ELECTRONICS_LINES: readonly ProductLine[] = [
  {
    line: 'Vistra', tiers: ['Neo', 'Pro', 'Ultra'],
    category: 'electronics', noun: 'monitor', shape: 'monitor', vendor: 'kinetic-labs',
    material: 'aluminium', colours: ['black', 'silver'], sizes: ['screen-27', 'screen-32'], plan: 'size',
    priceUsd: [349, 899], weightKg: [5.5, 8.5], warrantyYears: 3, popularity: 1,
  },
  {
    line: 'Clarity', tiers: ['Neo', 'Max'],
    category: 'electronics', noun: 'monitor', shape: 'monitor', vendor: 'deskhaus',
    material: 'aluminium', colours: ['white', 'black'], sizes: ['screen-24', 'screen-27'], plan: 'size',
    priceUsd: [299, 599], weightKg: [4.5, 6.5], warrantyYears: 3, popularity: 0.9,
  },
  {
    line: 'Panora', tiers: ['Neo'], newTiers: ['Neo'],
    category: 'electronics', noun: 'ultrawideMonitor', shape: 'monitor', vendor: 'kinetic-labs',
    material: 'aluminium', colours: ['black'], sizes: ['screen-34'], plan: 'size',
    priceUsd: [699, 999], weightKg: [8, 10], warrantyYears: 3, popularity: 0.6,
  },
  {
    line: 'Tactile', tiers: ['Mini', 'Pro'],
    category: 'electronics', noun: 'wirelessKeyboard', shape: 'keyboard', vendor: 'kinetic-labs',
    material: 'plastic', colours: ['black', 'white'], plan: 'colour',
    priceUsd: [59, 149], weightKg: [0.5, 0.9], warrantyYears: 2, popularity: 1.1,
  },
  {
    line: 'Keystone', tiers: ['Neo', 'Luxe'],
    category: 'electronics', noun: 'mechanicalKeyboard', shape: 'keyboard', vendor: 'deskhaus',
    material: 'plastic', colours: ['grey', 'black'], plan: 'colour',
    priceUsd: [99, 179], weightKg: [0.8, 1.2], warrantyYears: 2, popularity: 0.8,
  },
  {
    line: 'Aura', tiers: ['Neo', 'Pro'],
    category: 'electronics', noun: 'headphones', shape: 'headphones', vendor: 'kinetic-labs',
    material: 'plastic', colours: ['black', 'sand', 'white'], plan: 'colour',
    priceUsd: [149, 349], weightKg: [0.25, 0.35], warrantyYears: 2, popularity: 1,
  },
  {
    line: 'Pulse', tiers: ['X', 'Pro'],
    category: 'gaming', noun: 'gamingHeadset', shape: 'headphones', vendor: 'voltline',
    material: 'plastic', colours: ['black', 'red'], plan: 'colour',
    priceUsd: [79, 199], weightKg: [0.3, 0.4], warrantyYears: 2, popularity: 1.1,
  },
];
