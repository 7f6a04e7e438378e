import { l } from '../localized';
import type { ShapeCopy } from './shape-copy-type';

export const STANDING_DESK_COPY: ShapeCopy = {
  short: [
    l(
      'Electric sit-stand desk with quiet motors, memory presets and a rock-steady steel frame.',
      'Bureau électrique assis-debout avec moteurs silencieux, mémoires de hauteur et cadre en acier très stable.',
      'Elektrischer Steh-Sitz-Schreibtisch mit leisen Motoren, Höhenspeicher und grundsolidem Stahlgestell.',
    ),
    l(
      'Move between sitting and standing in seconds, at the touch of a button.',
      'Passez de la position assise à la position debout en quelques secondes, d’une simple pression.',
      'Wechseln Sie per Knopfdruck in Sekunden zwischen Sitzen und Stehen.',
    ),
  ],
  intro: [
    l(
      'The {model} moves from sitting to standing in seconds, so you can change posture whenever your body asks for it. Its steel frame stays steady at every height, and four memory presets bring back your favourite positions at a touch.',
      'Le bureau {model} passe de la position assise à la position debout en quelques secondes, pour changer de posture dès que votre corps le demande. Son cadre en acier reste stable à toutes les hauteurs et quatre mémoires retrouvent vos réglages préférés d’une simple pression.',
      'Der {model} wechselt in Sekunden vom Sitzen zum Stehen, damit Sie Ihre Haltung ändern können, wann immer Ihr Körper es verlangt. Das Stahlgestell bleibt in jeder Höhe stabil, und vier Speicherplätze rufen Ihre Lieblingspositionen auf Knopfdruck ab.',
    ),
    l(
      'Built for full working days, the {model} lifts smoothly and silently, even with two monitors and a laptop on top. Anti-collision sensors stop the desk if it meets an obstacle on the way.',
      'Conçu pour de vraies journées de travail, le bureau {model} s’élève en douceur et en silence, même chargé de deux écrans et d’un ordinateur portable. Des capteurs anticollision l’arrêtent s’il rencontre un obstacle.',
      'Gebaut für ganze Arbeitstage, hebt sich der {model} sanft und leise – auch mit zwei Bildschirmen und einem Laptop darauf. Kollisionssensoren stoppen den Tisch, sobald er auf ein Hindernis trifft.',
    ),
  ],
  features: [
    l('Whisper-quiet motors, under 45 dB', 'Moteurs silencieux, moins de 45 dB', 'Flüsterleise Motoren unter 45 dB'),
    l('Four height memory presets', 'Quatre mémoires de hauteur', 'Vier Speicherplätze für die Höhe'),
    l('Anti-collision protection', 'Protection anticollision', 'Kollisionsschutz'),
    l('Cable tray and grommets included', 'Goulotte et passe-câbles inclus', 'Kabelwanne und Kabeldurchlässe inklusive'),
    l('Child lock on the keypad', 'Verrouillage enfant sur le clavier', 'Kindersicherung am Bedienteil'),
    l('Levelling feet for uneven floors', 'Patins réglables pour sols irréguliers', 'Nivellierfüße für unebene Böden'),
    l('Assembles in about 30 minutes', 'Se monte en 30 minutes environ', 'In etwa 30 Minuten aufgebaut'),
    l('USB-C charging port in the keypad', 'Port de charge USB-C dans le clavier de commande', 'USB-C-Ladeanschluss im Bedienteil'),
  ],
  personas: ['developers', 'designers', 'traders', 'students'],
};

export const DESK_FRAME_COPY: ShapeCopy = {
  short: [
    l(
      'Electric lifting frame for the desktop you already own, with memory presets and a steel build.',
      'Piètement électrique pour le plateau que vous possédez déjà, avec mémoires de hauteur et structure en acier.',
      'Elektrisches Tischgestell für Ihre vorhandene Tischplatte, mit Höhenspeicher und Stahlkonstruktion.',
    ),
    l(
      'Turn any tabletop into a standing desk in under an hour.',
      'Transformez n’importe quel plateau en bureau assis-debout en moins d’une heure.',
      'Machen Sie aus jeder Tischplatte in weniger als einer Stunde einen Steh-Sitz-Schreibtisch.',
    ),
  ],
  intro: [
    l(
      'The {model} adjusts in width to carry tops from compact to extra-wide, then lifts them smoothly from sitting to standing height. Pre-drilled brackets and a step-by-step guide make the build simple.',
      'Le piètement {model} s’ajuste en largeur pour accueillir des plateaux compacts comme très larges, puis les soulève en douceur de la hauteur assise à la hauteur debout. Des supports prépercés et une notice pas à pas simplifient le montage.',
      'Das {model} lässt sich in der Breite anpassen und trägt Platten von kompakt bis extrabreit, die es sanft von Sitz- auf Stehhöhe hebt. Vorgebohrte Halterungen und eine Schritt-für-Schritt-Anleitung machen den Aufbau einfach.',
    ),
  ],
  features: [
    l('Width adjusts to fit your top', 'Largeur réglable selon votre plateau', 'Breite passt sich Ihrer Platte an'),
    l('Four height memory presets', 'Quatre mémoires de hauteur', 'Vier Speicherplätze für die Höhe'),
    l('Soft start and soft stop', 'Démarrage et arrêt progressifs', 'Sanftanlauf und Sanftstopp'),
    l('Anti-collision protection', 'Protection anticollision', 'Kollisionsschutz'),
    l('Powder-coated steel that resists scratches', 'Acier thermolaqué résistant aux rayures', 'Kratzfester pulverbeschichteter Stahl'),
    l('All screws and tools included', 'Toutes les vis et tous les outils inclus', 'Alle Schrauben und Werkzeuge inklusive'),
    l('Works with tops 18 to 40 mm thick', 'Compatible avec des plateaux de 18 à 40 mm d’épaisseur', 'Für Platten von 18 bis 40 mm Stärke'),
  ],
  personas: ['developers', 'creators'],
};
