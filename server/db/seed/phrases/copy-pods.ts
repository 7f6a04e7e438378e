import { l } from '../localized';
import type { ShapeCopy } from './shape-copy-type';

export const WORK_POD_COPY: ShapeCopy = {
  short: [
    l(
      'Soundproof pod with fresh-air ventilation, lighting and power, installed in a day.',
      'Cabine insonorisée avec ventilation, éclairage et alimentation, installée en une journée.',
      'Schallgedämmte Kabine mit Frischluft, Beleuchtung und Strom, an einem Tag aufgebaut.',
    ),
    l(
      'A quiet room wherever you need one, without building work.',
      'Une pièce au calme partout où vous en avez besoin, sans travaux.',
      'Ein ruhiger Raum, wo immer Sie ihn brauchen – ganz ohne Umbau.',
    ),
  ],
  intro: [
    l(
      'The {model} brings a quiet, well-lit room into any space. Acoustic panels cut outside noise by up to 30 dB, a silent fan renews the air every minute, and built-in power keeps laptops and phones charged.',
      'La cabine {model} apporte une pièce calme et lumineuse dans n’importe quel espace. Ses panneaux acoustiques réduisent le bruit extérieur jusqu’à 30 dB, un ventilateur silencieux renouvelle l’air chaque minute et des prises intégrées gardent ordinateurs et téléphones chargés.',
      'Die {model} bringt einen ruhigen, hellen Raum in jede Umgebung. Akustikpaneele senken den Außenlärm um bis zu 30 dB, ein leiser Lüfter tauscht die Luft jede Minute aus, und eingebaute Steckdosen halten Laptop und Telefon geladen.',
    ),
    l(
      'Delivered flat and assembled by our own crew, the {model} needs no permits and no building work. It can be moved to another room, or another office, in an afternoon.',
      'Livrée à plat et montée par notre équipe, la cabine {model} ne demande ni permis ni travaux. Elle se déplace dans une autre pièce, ou un autre bureau, en un après-midi.',
      'Flach geliefert und von unserem eigenen Team aufgebaut, braucht die {model} weder Genehmigung noch Umbau. Sie lässt sich an einem Nachmittag in einen anderen Raum oder ein anderes Büro versetzen.',
    ),
  ],
  features: [
    l('Up to 30 dB sound reduction', 'Jusqu’à 30 dB de réduction sonore', 'Bis zu 30 dB Schalldämmung'),
    l('Silent ventilation, full air change every minute', 'Ventilation silencieuse, air renouvelé chaque minute', 'Leise Belüftung, vollständiger Luftaustausch jede Minute'),
    l('Dimmable LED lighting', 'Éclairage LED à intensité variable', 'Dimmbare LED-Beleuchtung'),
    l('Power sockets and USB-C ports', 'Prises électriques et ports USB-C', 'Steckdosen und USB-C-Anschlüsse'),
    l('Tempered safety-glass door', 'Porte en verre de sécurité trempé', 'Tür aus gehärtetem Sicherheitsglas'),
    l('Installed by our own team', 'Installée par notre propre équipe', 'Aufbau durch unser eigenes Team'),
    l('Motion sensor switches lights and fan', 'Détecteur de présence pour l’éclairage et la ventilation', 'Bewegungsmelder schaltet Licht und Lüfter'),
  ],
  personas: ['remoteTeams', 'creators'],
};
