import { l, type Localized } from '../localized';

/** Who a product is "made for" (content section MADE_FOR_YOU). */
export const PERSONAS = {
  developers: l(
    'Made for developers: long focus sessions, two screens and a posture that changes with the task, from debugging sitting down to stand-up calls on your feet.',
    'Pensé pour les développeurs : de longues sessions de concentration, deux écrans et une posture qui change avec la tâche, du débogage assis aux réunions quotidiennes debout.',
    'Für Entwickler gemacht: lange Fokusphasen, zwei Bildschirme und eine Haltung, die mit der Aufgabe wechselt – vom Debuggen im Sitzen bis zum Stand-up im Stehen.',
  ),
  designers: l(
    'Made for designers: a calm surface for a tablet and sketchbook, and the freedom to step back and look at the work from a standing position.',
    'Pensé pour les designers : une surface calme pour la tablette et le carnet de croquis, et la liberté de prendre du recul debout pour juger son travail.',
    'Für Designer gemacht: eine ruhige Fläche für Grafiktablett und Skizzenbuch und die Freiheit, im Stehen Abstand zur eigenen Arbeit zu gewinnen.',
  ),
  traders: l(
    'Made for traders: room for a wall of screens, cable management that keeps the desk clear, and the stamina for market open to close.',
    'Pensé pour les traders : de la place pour un mur d’écrans, une gestion des câbles qui libère le bureau, et de l’endurance de l’ouverture à la clôture des marchés.',
    'Für Trader gemacht: Platz für eine ganze Bildschirmwand, ein Kabelmanagement, das den Tisch frei hält, und Ausdauer von Börsenöffnung bis Handelsschluss.',
  ),
  gamers: l(
    'Made for gamers and streamers: support that holds through the late rounds, and a setup that looks as good on camera as it feels.',
    'Pensé pour les joueurs et les streamers : un maintien qui tient jusqu’aux dernières parties, et une installation aussi belle à l’écran qu’agréable à utiliser.',
    'Für Gamer und Streamer gemacht: Halt bis in die späten Runden und ein Setup, das vor der Kamera so gut aussieht, wie es sich anfühlt.',
  ),
  remoteTeams: l(
    'Made for hybrid teams: a quiet place for calls in an open office, so nobody has to book a meeting room for a ten-minute conversation.',
    'Pensé pour les équipes hybrides : un lieu calme pour les appels dans un bureau ouvert, sans réserver une salle de réunion pour dix minutes de conversation.',
    'Für hybride Teams gemacht: ein ruhiger Ort für Telefonate im Großraumbüro, damit niemand für ein Zehn-Minuten-Gespräch einen Besprechungsraum buchen muss.',
  ),
  students: l(
    'Made for students: fits a small room, sets up in minutes and keeps up with late nights before exams.',
    'Pensé pour les étudiants : trouve sa place dans une petite chambre, s’installe en quelques minutes et tient le rythme des révisions tardives.',
    'Für Studierende gemacht: passt ins kleine Zimmer, ist in Minuten aufgebaut und hält lange Lernnächte vor Prüfungen durch.',
  ),
  creators: l(
    'Made for creators: a tidy, well-lit corner that is ready to record the moment inspiration strikes.',
    'Pensé pour les créateurs : un coin bien rangé et bien éclairé, prêt à enregistrer dès que l’inspiration arrive.',
    'Für Kreative gemacht: eine aufgeräumte, gut beleuchtete Ecke, die bereit zum Aufnehmen ist, sobald die Inspiration kommt.',
  ),
} as const satisfies Record<string, Localized>;

export type PersonaId = keyof typeof PERSONAS;
