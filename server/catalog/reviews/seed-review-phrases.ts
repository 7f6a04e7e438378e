/* Review texts for the seeded catalog, in the store's three languages, by how happy the
 * shopper was. Generic enough for any piece of office furniture. */

export type SeedLanguage = 'en' | 'fr' | 'de';
export type Mood = 'delighted' | 'pleased' | 'mixed' | 'unhappy';

export interface SeedPhrase {
  title: string;
  body: string;
}

export const SEED_REVIEW_PHRASES: Record<SeedLanguage, Record<Mood, readonly SeedPhrase[]>> = {
  en: {
    delighted: [
      { title: 'Worth every penny', body: 'Arrived well packed and two days early. Assembly took about thirty minutes with the included tools, and it feels solid and well finished. My back has thanked me every day since.' },
      { title: 'Best upgrade to my home office', body: 'I work from home full time and this made a real difference. The materials look premium, nothing wobbles, and the adjustments are smooth. Would buy again without hesitation.' },
      { title: 'Excellent quality', body: 'Sturdy, quiet and exactly as pictured. The instructions were clear and every screw was labelled. Customer service answered my delivery question within an hour.' },
    ],
    pleased: [
      { title: 'Very good, small niggles', body: 'Comfortable and well built. The colour is a touch darker than on the photos and one panel had a tiny scuff, but overall I am happy with the purchase.' },
      { title: 'Solid choice', body: 'Does what it promises. Assembly was straightforward although a second pair of hands helped. Good value for the price compared with what I saw in stores.' },
      { title: 'Happy with it', body: 'Good materials and a clean design that fits my small office. Delivery took a few days longer than estimated, otherwise no complaints.' },
    ],
    mixed: [
      { title: 'Decent but not perfect', body: 'It looks nice and works, but the adjustment feels a bit stiff and one of the bolts needed retightening after a week. Fine for the price, not exceptional.' },
      { title: 'Average experience', body: 'The product itself is okay. The box arrived damaged, though nothing inside was broken. I expected slightly better finishing at this price point.' },
    ],
    unhappy: [
      { title: 'Disappointed', body: 'A part was missing from the box and it took over a week to receive the replacement. Now that it is assembled it works, but the wait was frustrating.' },
      { title: 'Not for me', body: 'Well made, but it did not suit my height and the return process took longer than I hoped. Check the dimensions carefully before ordering.' },
    ],
  },
  fr: {
    delighted: [
      { title: 'Vaut chaque centime', body: 'Livré bien emballé et avec deux jours d’avance. Le montage a pris une demi-heure avec les outils fournis, et l’ensemble est solide et bien fini. Mon dos me remercie chaque jour.' },
      { title: 'Le meilleur achat pour mon bureau', body: 'Je télétravaille à plein temps et la différence est réelle. Les matériaux font haut de gamme, rien ne bouge et les réglages sont fluides. Je le rachèterais sans hésiter.' },
      { title: 'Excellente qualité', body: 'Robuste, silencieux et exactement comme sur les photos. La notice est claire et chaque vis est étiquetée. Le service client a répondu à ma question en moins d’une heure.' },
    ],
    pleased: [
      { title: 'Très bien, quelques détails', body: 'Confortable et bien construit. La couleur est un peu plus foncée que sur les photos et un panneau avait une petite rayure, mais je suis satisfait dans l’ensemble.' },
      { title: 'Un choix sûr', body: 'Il tient ses promesses. Le montage est simple, même si une deuxième paire de mains aide. Bon rapport qualité-prix par rapport aux magasins.' },
    ],
    mixed: [
      { title: 'Correct sans plus', body: 'Joli et fonctionnel, mais le réglage est un peu dur et un boulon a dû être resserré au bout d’une semaine. Correct pour le prix, sans plus.' },
    ],
    unhappy: [
      { title: 'Déçu', body: 'Une pièce manquait dans le carton et il a fallu plus d’une semaine pour la recevoir. Une fois monté, il fonctionne, mais l’attente a été pénible.' },
    ],
  },
  de: {
    delighted: [
      { title: 'Jeden Cent wert', body: 'Gut verpackt und zwei Tage früher als angekündigt geliefert. Der Aufbau dauerte eine halbe Stunde mit dem mitgelieferten Werkzeug, alles wirkt stabil und sauber verarbeitet.' },
      { title: 'Das beste Upgrade fürs Homeoffice', body: 'Ich arbeite ganz von zu Hause und merke den Unterschied jeden Tag. Hochwertige Materialien, nichts wackelt, und die Einstellungen laufen leicht. Jederzeit wieder.' },
      { title: 'Hervorragende Qualität', body: 'Stabil, leise und genau wie auf den Bildern. Die Anleitung ist klar und jede Schraube beschriftet. Der Kundenservice hat meine Frage innerhalb einer Stunde beantwortet.' },
    ],
    pleased: [
      { title: 'Sehr gut, kleine Mängel', body: 'Bequem und gut gebaut. Die Farbe ist etwas dunkler als auf den Fotos und ein Teil hatte einen kleinen Kratzer, insgesamt bin ich aber zufrieden.' },
      { title: 'Solide Wahl', body: 'Hält, was es verspricht. Der Aufbau war einfach, zu zweit geht es aber schneller. Gutes Preis-Leistungs-Verhältnis im Vergleich zum Fachhandel.' },
    ],
    mixed: [
      { title: 'Ordentlich, aber nicht perfekt', body: 'Sieht gut aus und funktioniert, aber die Verstellung ist etwas schwergängig und eine Schraube musste nach einer Woche nachgezogen werden.' },
    ],
    unhappy: [
      { title: 'Enttäuscht', body: 'Ein Teil fehlte im Karton, und der Ersatz kam erst nach über einer Woche. Jetzt funktioniert alles, aber die Wartezeit war ärgerlich.' },
    ],
  },
};

export const SEED_AUTHOR_NAMES: Record<SeedLanguage, readonly string[]> = {
  en: ['Alex M.', 'Jordan P.', 'Sam K.', 'Taylor B.', 'Chris D.', 'Morgan L.', 'Jamie R.', 'Casey W.'],
  fr: ['Camille D.', 'Louis M.', 'Chloé B.', 'Hugo L.', 'Léa P.'],
  de: ['Lukas S.', 'Anna K.', 'Jonas W.', 'Lena H.', 'Felix B.'],
};

export function moodOf(rating: number): Mood {
  if (rating >= 5) return 'delighted';
  if (rating === 4) return 'pleased';
  if (rating === 3) return 'mixed';
  return 'unhappy';
}
