import { l } from '../localized';
import type { ShapeCopy } from './shape-copy-type';

export const DESK_LAMP_COPY: ShapeCopy = {
  short: [
    l(
      'Flicker-free task lamp with adjustable warmth and a head that goes where you point it.',
      'Lampe de travail sans scintillement, à température réglable, avec une tête qui s’oriente où vous voulez.',
      'Flimmerfreie Arbeitsleuchte mit einstellbarer Lichtfarbe und einem Kopf, der dorthin zeigt, wo Sie wollen.',
    ),
  ],
  intro: [
    l(
      'The {model} lights your work, not your screen. Its balanced arm holds any position without a knob to tighten, and the light shifts from warm evening tones to crisp daylight.',
      'La lampe {model} éclaire votre travail, pas votre écran. Son bras équilibré garde chaque position sans molette à serrer, et la lumière passe d’une teinte chaude du soir à une lumière du jour nette.',
      'Die {model} beleuchtet Ihre Arbeit, nicht Ihren Bildschirm. Ihr ausbalancierter Arm hält jede Position ohne Feststellschraube, und das Licht wechselt von warmen Abendtönen zu klarem Tageslicht.',
    ),
  ],
  features: [
    l('Flicker-free LED', 'LED sans scintillement', 'Flimmerfreie LED'),
    l('Colour temperature from 2700 to 6500 K', 'Température de couleur de 2700 à 6500 K', 'Farbtemperatur von 2700 bis 6500 K'),
    l('Touch dimmer with memory', 'Variateur tactile avec mémoire', 'Touch-Dimmer mit Speicherfunktion'),
    l('Balanced arm, no knobs to tighten', 'Bras équilibré, sans molette à serrer', 'Ausbalancierter Arm ohne Feststellschrauben'),
    l('USB-C charging port in the base', 'Port de charge USB-C dans le socle', 'USB-C-Ladeanschluss im Fuß'),
    l('Auto-off timer', 'Minuterie d’extinction automatique', 'Abschalttimer'),
  ],
  personas: ['designers', 'students', 'creators'],
};

export const MONITOR_ARM_COPY: ShapeCopy = {
  short: [
    l(
      'Gas-spring monitor arm that frees your desk and puts the screen at eye level.',
      'Bras pour écran à ressort à gaz qui libère le bureau et place l’écran à hauteur des yeux.',
      'Monitorhalterung mit Gasfeder, die den Tisch frei macht und den Bildschirm auf Augenhöhe bringt.',
    ),
  ],
  intro: [
    l(
      'The {model} lifts your screen off the desk and floats it exactly where your eyes want it. A gas spring balances the weight, so one finger is enough to move it up, down or aside.',
      'Le bras {model} soulève votre écran du bureau et le place exactement là où vos yeux l’attendent. Un ressort à gaz équilibre le poids : un doigt suffit pour le monter, le baisser ou l’écarter.',
      'Die {model} hebt Ihren Bildschirm vom Tisch und positioniert ihn genau dort, wo Ihre Augen ihn haben wollen. Eine Gasfeder gleicht das Gewicht aus, ein Finger genügt zum Heben, Senken oder Wegschwenken.',
    ),
  ],
  features: [
    l('Gas-spring height adjustment', 'Réglage de hauteur par ressort à gaz', 'Höhenverstellung per Gasfeder'),
    l('Rotates 360° for portrait mode', 'Rotation à 360° pour le mode portrait', '360° drehbar für das Hochformat'),
    l('Clamp and grommet mounts included', 'Fixations pince et passe-câble incluses', 'Klemm- und Durchschraubmontage inklusive'),
    l('Hidden cable channels', 'Passe-câbles dissimulés', 'Verdeckte Kabelführung'),
    l('Fits VESA 75 and 100', 'Compatible VESA 75 et 100', 'Passend für VESA 75 und 100'),
    l('Quick-release screen plate', 'Plaque d’écran à démontage rapide', 'Schnellwechselplatte für den Bildschirm'),
  ],
  personas: ['developers', 'traders'],
};

export const LAPTOP_STAND_COPY: ShapeCopy = {
  short: [
    l(
      'Aluminium laptop stand that raises your screen and keeps your laptop cool.',
      'Support en aluminium qui surélève l’écran et garde votre ordinateur portable au frais.',
      'Laptopständer aus Aluminium, der den Bildschirm anhebt und Ihr Notebook kühl hält.',
    ),
  ],
  intro: [
    l(
      'The {model} brings your laptop screen up towards eye level and opens space underneath for a keyboard. Open vents let air flow, so your laptop runs cooler and quieter.',
      'Le support {model} rapproche l’écran de votre ordinateur de la hauteur des yeux et libère de la place dessous pour un clavier. Ses ouvertures laissent circuler l’air : l’ordinateur chauffe moins et reste plus silencieux.',
      'Der {model} bringt den Laptop-Bildschirm näher auf Augenhöhe und schafft darunter Platz für eine Tastatur. Offene Lüftungsschlitze sorgen für Luftzug, damit Ihr Notebook kühler und leiser läuft.',
    ),
  ],
  features: [
    l('Six height levels', 'Six niveaux de hauteur', 'Sechs Höhenstufen'),
    l('Open design for better airflow', 'Conception ajourée pour une meilleure ventilation', 'Offenes Design für bessere Luftzirkulation'),
    l('Silicone pads protect your laptop', 'Patins en silicone qui protègent l’ordinateur', 'Silikonpads schützen Ihr Notebook'),
    l('Folds flat for travel', 'Se replie à plat pour le voyage', 'Flach zusammenklappbar für unterwegs'),
    l('Holds laptops up to 8 kg', 'Supporte des ordinateurs jusqu’à 8 kg', 'Trägt Notebooks bis 8 kg'),
  ],
  personas: ['students', 'developers'],
};

export const FOOTREST_COPY: ShapeCopy = {
  short: [
    l(
      'Rocking footrest with a massage surface that keeps your legs moving while you sit.',
      'Repose-pieds à bascule avec surface massante qui fait bouger vos jambes pendant que vous êtes assis.',
      'Wippende Fußstütze mit Massageoberfläche, die Ihre Beine im Sitzen in Bewegung hält.',
    ),
  ],
  intro: [
    l(
      'The {model} gently rocks under your feet to keep blood flowing during long sitting sessions. Its textured top massages the soles, and the angle suits both short and tall users.',
      'Le repose-pieds {model} bascule doucement sous vos pieds pour favoriser la circulation pendant les longues périodes assises. Sa surface texturée masse la plante des pieds, et son inclinaison convient aux petites comme aux grandes tailles.',
      'Die {model} wippt sanft unter Ihren Füßen und hält bei langem Sitzen den Kreislauf in Schwung. Die strukturierte Oberfläche massiert die Fußsohlen, und der Winkel passt zu kleinen wie großen Menschen.',
    ),
  ],
  features: [
    l('Rocking motion improves circulation', 'Mouvement de bascule qui favorise la circulation', 'Wippbewegung fördert die Durchblutung'),
    l('Massage texture on top', 'Surface massante', 'Massagestruktur auf der Oberseite'),
    l('Non-slip base', 'Base antidérapante', 'Rutschfeste Unterseite'),
    l('Tilt from 0 to 20°', 'Inclinaison de 0 à 20°', 'Neigung von 0 bis 20°'),
    l('Wipe-clean surface', 'Surface facile à nettoyer', 'Abwischbare Oberfläche'),
  ],
  personas: ['developers', 'students'],
};
