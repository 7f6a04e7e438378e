import { l } from '../localized';
import type { ShapeCopy } from './shape-copy-type';

export const OFFICE_CHAIR_COPY: ShapeCopy = {
  short: [
    l(
      'Ergonomic chair with adaptive lumbar support and armrests that move with you.',
      'Siège ergonomique avec soutien lombaire adaptatif et accoudoirs qui suivent vos mouvements.',
      'Ergonomischer Stuhl mit adaptiver Lendenstütze und Armlehnen, die jede Bewegung mitmachen.',
    ),
    l(
      'Supportive, breathable and adjustable in every direction that matters.',
      'Confortable, respirant et réglable dans toutes les directions qui comptent.',
      'Stützend, atmungsaktiv und in alle wichtigen Richtungen verstellbar.',
    ),
  ],
  intro: [
    l(
      'The {model} follows the curve of your spine and keeps you upright without effort, from the first e-mail to the last call. Seat depth, armrests and recline adjust in seconds, so the chair fits you rather than the other way around.',
      'Le siège {model} épouse la courbe de votre dos et vous maintient droit sans effort, du premier e-mail au dernier appel. Profondeur d’assise, accoudoirs et inclinaison se règlent en quelques secondes : c’est le siège qui s’adapte à vous.',
      'Der {model} folgt der Krümmung Ihrer Wirbelsäule und hält Sie mühelos aufrecht, von der ersten E-Mail bis zum letzten Telefonat. Sitztiefe, Armlehnen und Neigung sind in Sekunden eingestellt – der Stuhl passt sich Ihnen an, nicht umgekehrt.',
    ),
    l(
      'Sit down on the {model} and it does the rest: a synchronised tilt keeps your feet on the floor as you lean back, and the lumbar support meets your lower back at the right height.',
      'Asseyez-vous sur le siège {model}, il s’occupe du reste : le mécanisme synchrone garde vos pieds au sol quand vous vous penchez en arrière, et le soutien lombaire rencontre le bas de votre dos à la bonne hauteur.',
      'Setzen Sie sich auf den {model}, den Rest erledigt er: Die Synchronmechanik hält Ihre Füße beim Zurücklehnen am Boden, und die Lendenstütze trifft Ihren unteren Rücken in der richtigen Höhe.',
    ),
  ],
  features: [
    l('Adaptive lumbar support', 'Soutien lombaire adaptatif', 'Adaptive Lendenwirbelstütze'),
    l('4D armrests', 'Accoudoirs 4D', '4D-Armlehnen'),
    l('Adjustable seat depth', 'Profondeur d’assise réglable', 'Einstellbare Sitztiefe'),
    l('Synchronised tilt with four lock positions', 'Mécanisme synchrone à quatre positions de blocage', 'Synchronmechanik mit vier Arretierungen'),
    l('Quiet casters safe for hard floors', 'Roulettes silencieuses adaptées aux sols durs', 'Leise Rollen für Hartböden'),
    l('Class 4 gas lift', 'Vérin à gaz de classe 4', 'Gasfeder der Klasse 4'),
    l('Tested for 150 kg', 'Testé jusqu’à 150 kg', 'Bis 150 kg geprüft'),
    l('Tool-free assembly in ten minutes', 'Montage sans outils en dix minutes', 'Werkzeuglose Montage in zehn Minuten'),
  ],
  personas: ['developers', 'designers', 'traders', 'students'],
};

export const GAMING_CHAIR_COPY: ShapeCopy = {
  short: [
    l(
      'Racing-style gaming chair with neck and lumbar pillows and a deep recline.',
      'Fauteuil de jeu façon baquet avec coussins cervical et lombaire et large inclinaison.',
      'Gaming-Stuhl im Rennsitz-Stil mit Nacken- und Lendenkissen und weiter Neigung.',
    ),
    l(
      'Built for marathon sessions, with support where you need it most.',
      'Conçu pour les sessions marathon, avec un maintien là où il le faut.',
      'Gebaut für Marathon-Sessions, mit Halt genau dort, wo Sie ihn brauchen.',
    ),
  ],
  intro: [
    l(
      'The {model} holds you in place through the longest sessions with a cold-cured foam shell, a memory-foam neck pillow and a lumbar cushion you can move to the right spot.',
      'Le fauteuil {model} vous maintient pendant les plus longues sessions grâce à une coque en mousse moulée à froid, un coussin cervical à mémoire de forme et un coussin lombaire que vous placez où vous voulez.',
      'Der {model} hält Sie auch in den längsten Sessions fest – mit kaltgeschäumter Sitzschale, Nackenkissen aus Memory-Schaum und einem Lendenkissen, das Sie genau an die richtige Stelle setzen.',
    ),
  ],
  features: [
    l('Recline up to 165°', 'Inclinaison jusqu’à 165°', 'Neigung bis 165°'),
    l('Memory-foam neck pillow', 'Coussin cervical à mémoire de forme', 'Nackenkissen aus Memory-Schaum'),
    l('Adjustable lumbar cushion', 'Coussin lombaire réglable', 'Verstellbares Lendenkissen'),
    l('4D armrests', 'Accoudoirs 4D', '4D-Armlehnen'),
    l('Cold-cured foam that keeps its shape', 'Mousse moulée à froid qui garde sa forme', 'Formstabiler Kaltschaum'),
    l('Steel frame and aluminium base', 'Cadre en acier et piétement en aluminium', 'Stahlrahmen und Aluminiumfußkreuz'),
    l('Rocking mode with tension control', 'Mode bascule avec réglage de la tension', 'Wippfunktion mit Spannungsregelung'),
  ],
  personas: ['gamers', 'creators'],
};
