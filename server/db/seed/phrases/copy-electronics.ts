import { l } from '../localized';
import type { ShapeCopy } from './shape-copy-type';

export const MONITOR_COPY: ShapeCopy = {
  short: [
    l(
      'Sharp, colour-accurate monitor with one-cable USB-C docking for your laptop.',
      'Écran net et fidèle aux couleurs, avec station d’accueil USB-C par un seul câble pour votre ordinateur portable.',
      'Scharfer, farbtreuer Bildschirm mit USB-C-Docking über ein einziges Kabel für Ihr Notebook.',
    ),
  ],
  intro: [
    l(
      'The {model} shows every detail in true colour, calibrated at the factory. One USB-C cable carries picture, data and up to 90 W of charging, so your laptop desk stays clear.',
      'L’écran {model} affiche chaque détail avec des couleurs fidèles, calibrées en usine. Un seul câble USB-C transporte l’image, les données et jusqu’à 90 W de charge : votre bureau reste dégagé.',
      'Der {model} zeigt jedes Detail in echten, werkseitig kalibrierten Farben. Ein einziges USB-C-Kabel überträgt Bild, Daten und bis zu 90 W Ladeleistung, damit Ihr Schreibtisch frei bleibt.',
    ),
  ],
  features: [
    l('Factory-calibrated colour', 'Couleurs calibrées en usine', 'Werkseitig kalibrierte Farben'),
    l('USB-C with 90 W charging', 'USB-C avec charge de 90 W', 'USB-C mit 90 W Ladeleistung'),
    l('Height, tilt and swivel adjustable stand', 'Pied réglable en hauteur, inclinaison et rotation', 'Höhenverstellbarer, neig- und drehbarer Standfuß'),
    l('Flicker-free with low blue light', 'Sans scintillement, lumière bleue réduite', 'Flimmerfrei mit reduziertem Blaulicht'),
    l('Built-in KVM switch', 'Commutateur KVM intégré', 'Integrierter KVM-Switch'),
    l('VESA 100 mount', 'Fixation VESA 100', 'VESA-100-Halterung'),
  ],
  personas: ['developers', 'designers', 'traders'],
};

export const KEYBOARD_COPY: ShapeCopy = {
  short: [
    l(
      'Low-profile keyboard that pairs with three devices and types quietly.',
      'Clavier extra-plat qui se connecte à trois appareils et tape en silence.',
      'Flache Tastatur, die sich mit drei Geräten verbindet und leise tippt.',
    ),
  ],
  intro: [
    l(
      'The {model} switches between your laptop, tablet and desktop with one key. Its keys are quiet enough for open offices and light up when your hands come near.',
      'Le clavier {model} passe de l’ordinateur portable à la tablette et à l’ordinateur de bureau d’une seule touche. Ses touches sont assez silencieuses pour un bureau ouvert et s’éclairent à l’approche de vos mains.',
      'Die {model} wechselt mit einer Taste zwischen Laptop, Tablet und Desktop. Ihre Tasten sind leise genug fürs Großraumbüro und leuchten auf, sobald sich Ihre Hände nähern.',
    ),
  ],
  features: [
    l('Connects to three devices', 'Se connecte à trois appareils', 'Verbindet sich mit drei Geräten'),
    l('Bluetooth and 2.4 GHz receiver', 'Bluetooth et récepteur 2,4 GHz', 'Bluetooth und 2,4-GHz-Empfänger'),
    l('Backlit keys with proximity sensor', 'Touches rétroéclairées avec détecteur de proximité', 'Hintergrundbeleuchtete Tasten mit Annäherungssensor'),
    l('USB-C rechargeable', 'Rechargeable en USB-C', 'Per USB-C aufladbar'),
    l('Quiet key switches', 'Touches silencieuses', 'Leise Tastenschalter'),
  ],
  personas: ['developers', 'students'],
};

export const HEADPHONES_COPY: ShapeCopy = {
  short: [
    l(
      'Wireless headphones with adaptive noise cancelling and clear call microphones.',
      'Casque sans fil avec réduction de bruit adaptative et micros clairs pour les appels.',
      'Kabellose Kopfhörer mit adaptiver Geräuschunterdrückung und klaren Mikrofonen für Telefonate.',
    ),
  ],
  intro: [
    l(
      'The {model} shuts out open-office chatter and traffic noise, and six microphones keep your voice clear on calls. Soft memory-foam cushions stay comfortable for a full day.',
      'Le casque {model} coupe les conversations du bureau ouvert et le bruit de la circulation, et six micros gardent votre voix claire pendant les appels. Ses coussinets à mémoire de forme restent confortables toute la journée.',
      'Der {model} blendet Großraumgespräche und Straßenlärm aus, und sechs Mikrofone halten Ihre Stimme in Telefonaten klar. Weiche Polster aus Memory-Schaum bleiben den ganzen Tag bequem.',
    ),
  ],
  features: [
    l('Adaptive noise cancelling', 'Réduction de bruit adaptative', 'Adaptive Geräuschunterdrückung'),
    l('Up to 40 hours of battery', 'Jusqu’à 40 heures d’autonomie', 'Bis zu 40 Stunden Akkulaufzeit'),
    l('Six microphones for clear calls', 'Six micros pour des appels clairs', 'Sechs Mikrofone für klare Telefonate'),
    l('Multipoint Bluetooth', 'Bluetooth multipoint', 'Multipoint-Bluetooth'),
    l('Memory-foam ear cushions', 'Coussinets à mémoire de forme', 'Ohrpolster aus Memory-Schaum'),
    l('Folds into a slim case', 'Se replie dans un étui fin', 'Faltbar für ein schlankes Etui'),
  ],
  personas: ['developers', 'gamers', 'students'],
};
