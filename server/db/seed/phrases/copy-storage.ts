import { l } from '../localized';
import type { ShapeCopy } from './shape-copy-type';

export const STORAGE_CABINET_COPY: ShapeCopy = {
  short: [
    l(
      'Lockable drawer unit that slides under your desk and rolls where you need it.',
      'Caisson à tiroirs verrouillable qui se glisse sous le bureau et roule où vous voulez.',
      'Abschließbarer Schubladencontainer, der unter den Schreibtisch passt und dorthin rollt, wo Sie ihn brauchen.',
    ),
  ],
  intro: [
    l(
      'The {model} keeps documents, cables and chargers within reach and out of sight. Full-extension runners open every drawer to the back, and one central lock secures them all.',
      'Le caisson {model} garde documents, câbles et chargeurs à portée de main et hors de vue. Les coulisses à sortie totale ouvrent chaque tiroir jusqu’au fond, et une serrure centrale les verrouille tous.',
      'Der {model} hält Unterlagen, Kabel und Ladegeräte griffbereit und doch unsichtbar. Vollauszüge öffnen jede Schublade bis nach hinten, und ein Zentralschloss sichert alle auf einmal.',
    ),
  ],
  features: [
    l('Central lock with two keys', 'Serrure centrale avec deux clés', 'Zentralschloss mit zwei Schlüsseln'),
    l('Full-extension soft-close drawers', 'Tiroirs à sortie totale et fermeture amortie', 'Vollauszüge mit Soft-Close'),
    l('Fits A4 and letter hanging files', 'Accepte les dossiers suspendus A4 et lettre', 'Für Hängeregister in A4 und Letter'),
    l('Lockable casters', 'Roulettes avec frein', 'Feststellbare Rollen'),
    l('Fits under most desks', 'Se glisse sous la plupart des bureaux', 'Passt unter die meisten Schreibtische'),
  ],
  personas: ['developers', 'students'],
};

export const BOOKSHELF_COPY: ShapeCopy = {
  short: [
    l(
      'Solid, open bookshelf with adjustable shelves and a wall anchor included.',
      'Bibliothèque ouverte et robuste, avec étagères réglables et fixation murale incluse.',
      'Stabiles offenes Bücherregal mit verstellbaren Fachböden und mitgelieferter Wandbefestigung.',
    ),
  ],
  intro: [
    l(
      'The {model} gives books, binders and plants a calm place to live. Shelves move in 32 mm steps, so tall folders and small keepsakes both find their spot.',
      'La bibliothèque {model} offre aux livres, classeurs et plantes un cadre paisible. Les étagères se déplacent par pas de 32 mm : grands dossiers et petits objets trouvent chacun leur place.',
      'Das {model} gibt Büchern, Ordnern und Pflanzen ein ruhiges Zuhause. Die Fachböden lassen sich im 32-mm-Raster versetzen, sodass hohe Ordner wie kleine Erinnerungsstücke ihren Platz finden.',
    ),
  ],
  features: [
    l('Adjustable shelves', 'Étagères réglables', 'Verstellbare Fachböden'),
    l('Wall anchor included', 'Fixation murale incluse', 'Wandbefestigung inklusive'),
    l('Each shelf holds 25 kg', 'Chaque étagère supporte 25 kg', 'Jeder Fachboden trägt 25 kg'),
    l('Water-based, low-odour finish', 'Finition à l’eau, sans odeur forte', 'Wasserbasierte, geruchsarme Oberfläche'),
    l('Solid back panel', 'Panneau arrière plein', 'Massive Rückwand'),
  ],
  personas: ['designers', 'students'],
};
