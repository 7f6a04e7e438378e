import type { Finish } from '@/server/catalog/media/materials';
import { l, type Localized } from '../localized';

/** A sentence about the material; `{made}` is the material phrase ("in walnut"). */
export const FINISH_COPY: Readonly<Record<Finish, Localized>> = {
  wood: l(
    'Each piece, {made} from responsibly managed forests, shows its own grain under a hard-wearing matte lacquer.',
    'Chaque exemplaire, {made} issu de forêts gérées durablement, révèle son propre veinage sous un vernis mat résistant.',
    'Jedes Exemplar {made} stammt aus verantwortungsvoller Forstwirtschaft und zeigt unter einem strapazierfähigen Mattlack seine eigene Maserung.',
  ),
  bamboo: l(
    'Bamboo grows back within a few years without replanting. Pressed into solid panels, it is harder than oak and naturally resists moisture.',
    'Le bambou repousse en quelques années sans replantation. Pressé en panneaux massifs, il est plus dur que le chêne et résiste naturellement à l’humidité.',
    'Bambus wächst innerhalb weniger Jahre ohne Neupflanzung nach. Zu massiven Platten gepresst, ist er härter als Eiche und von Natur aus feuchtigkeitsbeständig.',
  ),
  laminate: l(
    'The surface, {made}, resists scratches, stains and heat, and wipes clean in seconds.',
    'La surface, {made}, résiste aux rayures, aux taches et à la chaleur, et se nettoie en quelques secondes.',
    'Die Oberfläche {made} ist kratz-, flecken- und hitzebeständig und in Sekunden gereinigt.',
  ),
  carbon: l(
    'The carbon-fibre texture hides fingerprints and scuffs, and the sealed edge protects against knocks from chairs and gear.',
    'La texture fibre de carbone masque les traces de doigts et les éraflures, et le chant scellé protège des chocs de chaise et du matériel.',
    'Die Carbonoptik verbirgt Fingerabdrücke und Kratzer, und die versiegelte Kante schützt vor Stößen durch Stuhl und Ausrüstung.',
  ),
  metal: l(
    'The structure, {made}, carries heavy loads for years without wobbling or fading.',
    'La structure, {made}, porte de lourdes charges pendant des années sans vaciller ni se ternir.',
    'Die Konstruktion {made} trägt jahrelang schwere Lasten, ohne zu wackeln oder auszubleichen.',
  ),
  mesh: l(
    'The back, {made}, lets air circulate so you stay cool through long days, and flexes with every movement.',
    'Le dossier, {made}, laisse circuler l’air pour rester au frais pendant les longues journées, tout en accompagnant chaque mouvement.',
    'Die Rückenlehne {made} lässt die Luft zirkulieren, damit Sie auch an langen Tagen kühl bleiben, und gibt jeder Bewegung nach.',
  ),
  fabric: l(
    'Upholstered {made}, the cushions are filled with high-resilience foam that keeps its shape for years.',
    'Rembourrés et habillés {made}, les coussins sont garnis d’une mousse haute résilience qui garde sa forme pendant des années.',
    'Die Polster {made} sind mit hochelastischem Schaum gefüllt, der jahrelang seine Form behält.',
  ),
  leather: l(
    'The upholstery, {made}, ages gracefully and only gets more comfortable with time.',
    'Le revêtement, {made}, vieillit avec élégance et devient plus confortable avec le temps.',
    'Der Bezug {made} altert würdevoll und wird mit der Zeit nur noch bequemer.',
  ),
  plastic: l(
    'Made {made}, it stays light and easy to clean without feeling flimsy.',
    'Fabriqué {made}, il reste léger et facile à nettoyer sans paraître fragile.',
    'Die Ausführung {made} ist leicht und pflegeleicht und wirkt dennoch hochwertig.',
  ),
  felt: l(
    'Panels {made} absorb echoes and outside noise, and are made from recycled PET bottles.',
    'Les panneaux {made} absorbent l’écho et les bruits extérieurs ; ils sont fabriqués à partir de bouteilles en PET recyclées.',
    'Die Paneele {made} schlucken Hall und Außengeräusche und bestehen aus recycelten PET-Flaschen.',
  ),
};
