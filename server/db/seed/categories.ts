import type { CategoryTileDesign } from '@/server/catalog/media/svg/category-tile';
import { l, type Localized } from './localized';

export interface CategoryDefinition {
  slug: string;
  code: string;
  name: Localized;
  description: Localized;
  tile: CategoryTileDesign;
}

export const CATEGORY_DEFINITIONS = [
  {
    slug: 'standing-desks',
    code: 'STANDING_DESKS',
    name: l('Standing Desks', 'Bureaux assis-debout', 'Steh-Sitz-Schreibtische'),
    description: l(
      'Electric sit-stand desks that move with you, from compact home-office tops to solid wood and corner desks.',
      'Des bureaux électriques assis-debout qui suivent vos mouvements, du plateau compact pour le télétravail au bois massif et aux bureaux d’angle.',
      'Elektrische Steh-Sitz-Schreibtische, die sich Ihnen anpassen – vom kompakten Homeoffice-Tisch bis zu Massivholz- und Eckschreibtischen.',
    ),
    tile: { spec: { shape: 'standing-desk', colour: 'black', material: 'walnut' }, tint: '#efe6dc' },
  },
  {
    slug: 'office-chairs',
    code: 'OFFICE_CHAIRS',
    name: l('Office Chairs', 'Chaises de bureau', 'Bürostühle'),
    description: l(
      'Ergonomic chairs with real lumbar support, breathable mesh and upholstery that lasts, tested for eight-hour days.',
      'Des chaises ergonomiques avec un vrai soutien lombaire, une maille respirante et des garnissages durables, testées pour des journées de huit heures.',
      'Ergonomische Bürostühle mit echter Lendenwirbelstütze, atmungsaktivem Netzgewebe und langlebigen Polstern – getestet für Achtstundentage.',
    ),
    tile: { spec: { shape: 'office-chair', colour: 'sage', material: 'fabric' }, tint: '#e4ebe2' },
  },
  {
    slug: 'work-pods',
    code: 'WORK_PODS',
    name: l('Work Pods', 'Cabines de travail', 'Arbeitskabinen'),
    description: l(
      'Soundproof pods for calls, focus and meetings, delivered and installed by our own team.',
      'Des cabines insonorisées pour les appels, la concentration et les réunions, livrées et installées par notre propre équipe.',
      'Schallgedämmte Kabinen für Telefonate, konzentriertes Arbeiten und Besprechungen – geliefert und aufgebaut von unserem eigenen Team.',
    ),
    tile: { spec: { shape: 'work-pod', colour: 'white', material: 'aluminium' }, tint: '#e3e9ee' },
  },
  {
    slug: 'desk-accessories',
    code: 'DESK_ACCESSORIES',
    name: l('Desk Accessories', 'Accessoires de bureau', 'Schreibtischzubehör'),
    description: l(
      'Monitor arms, lamps, laptop stands and footrests that finish a healthy, tidy workspace.',
      'Bras pour écran, lampes, supports pour ordinateur portable et repose-pieds pour un poste de travail sain et bien rangé.',
      'Monitorhalterungen, Lampen, Laptopständer und Fußstützen für einen gesunden, aufgeräumten Arbeitsplatz.',
    ),
    tile: { spec: { shape: 'desk-lamp', colour: 'brass', material: 'steel' }, tint: '#f2ebdd' },
  },
  {
    slug: 'electronics',
    code: 'ELECTRONICS',
    name: l('Electronics', 'Électronique', 'Elektronik'),
    description: l(
      'Sharp 4K monitors, quiet keyboards and headphones that keep the noise out.',
      'Des écrans 4K nets, des claviers silencieux et des casques qui tiennent le bruit à distance.',
      'Gestochen scharfe 4K-Bildschirme, leise Tastaturen und Kopfhörer, die den Lärm draußen lassen.',
    ),
    tile: { spec: { shape: 'monitor', colour: 'silver', material: 'aluminium' }, tint: '#e6e6ee' },
  },
  {
    slug: 'storage',
    code: 'STORAGE',
    name: l('Storage', 'Rangement', 'Stauraum'),
    description: l(
      'Pedestals, filing cabinets and bookshelves that keep papers and gear within reach and out of sight.',
      'Caissons, classeurs et bibliothèques pour garder papiers et matériel à portée de main, mais hors de vue.',
      'Rollcontainer, Aktenschränke und Bücherregale, die Unterlagen und Ausrüstung griffbereit und doch unsichtbar verstauen.',
    ),
    tile: { spec: { shape: 'bookshelf', colour: 'natural', material: 'oak' }, tint: '#eee8df' },
  },
  {
    slug: 'gaming',
    code: 'GAMING',
    name: l('Gaming', 'Jeu vidéo', 'Gaming-Ausstattung'),
    description: l(
      'Racing-style chairs, sturdy gaming desks and headsets built for long sessions.',
      'Des fauteuils façon baquet, des bureaux de jeu robustes et des casques pensés pour les longues sessions.',
      'Stühle im Rennsitz-Stil, robuste Gaming-Schreibtische und Headsets für lange Sessions.',
    ),
    tile: { spec: { shape: 'gaming-chair', colour: 'red', material: 'pu-leather' }, tint: '#ebe3e4' },
  },
  {
    slug: 'desk-frames',
    code: 'DESK_FRAMES',
    name: l('Desk Frames', 'Piètements de bureau', 'Tischgestelle'),
    description: l(
      'Electric lifting frames for the desktop you already love, single, dual and triple motor.',
      'Des piètements électriques pour le plateau que vous aimez déjà, à un, deux ou trois moteurs.',
      'Elektrische Tischgestelle für die Tischplatte, die Sie schon lieben – mit einem, zwei oder drei Motoren.',
    ),
    tile: { spec: { shape: 'desk-frame', colour: 'black', material: 'steel' }, tint: '#e8e6e3' },
  },
  {
    slug: 'gift-cards',
    code: 'GIFT_CARDS',
    name: l('Gift Cards', 'Cartes cadeaux', 'Geschenkkarten'),
    description: l(
      'Let them choose: digital gift cards delivered by e-mail and valid on everything in the store.',
      'Laissez-les choisir : des cartes cadeaux numériques envoyées par e-mail et valables sur tout le magasin.',
      'Lassen Sie sie wählen: digitale Geschenkkarten per E-Mail, gültig für das gesamte Sortiment.',
    ),
    tile: { spec: { shape: 'gift-card', colour: 'navy', material: 'plastic' }, tint: '#e4e7ef' },
  },
] as const satisfies readonly CategoryDefinition[];

export type CategorySlug = (typeof CATEGORY_DEFINITIONS)[number]['slug'];

export function categoryImageKey(slug: string): string {
  return `category-${slug}`;
}
