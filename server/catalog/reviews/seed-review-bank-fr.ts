import type { SeedReviewBank } from './seed-review-phrases';

/* Morceaux d'avis en français pour le jeu de données : écrits comme les clients écrivent. */
export const FR_BANK: SeedReviewBank = {
  titles: {
    delighted: ['Vaut chaque centime', 'Le meilleur achat pour mon bureau', 'Du solide', 'Exactement ce que je cherchais', 'J’aurais dû l’acheter plus tôt'],
    pleased: ['Très bien, quelques détails', 'Un choix sûr', 'Satisfait dans l’ensemble', 'Bon rapport qualité-prix', 'Fait bien le travail'],
    mixed: ['Correct sans plus', 'Du bon et du moins bon', 'Bien pour le prix', 'Avis partagé'],
    unhappy: ['Déçu', 'Pas à la hauteur', 'Des soucis dès le premier jour', 'Je ne le rachèterais pas'],
  },
  openers: {
    delighted: ['Je télétravaille à plein temps et mes journées ont changé.', 'Commandé après des semaines de comparaison, aucun regret.', 'C’est le deuxième que j’achète, cette fois pour ma compagne.', 'Il remplace un modèle premier prix et la différence est énorme.'],
    pleased: ['Dans l’ensemble, un bon achat.', 'Je l’utilise depuis environ trois mois.', 'Acheté pour un petit bureau dans la chambre d’amis.', 'Plutôt content après quelques semaines d’usage quotidien.'],
    mixed: ['Je suis un peu partagé.', 'Certaines choses me plaisent, d’autres non.', 'Après un mois d’utilisation, mon avis est mitigé.'],
    unhappy: ['J’avais vraiment envie de l’aimer.', 'Malheureusement, ça n’a pas marché pour moi.', 'J’écris cet avis pour que d’autres sachent à quoi s’attendre.'],
  },
  details: {
    desk: {
      good: [
        'Le montage m’a pris une quarantaine de minutes seul, et chaque vis était étiquetée.',
        'Aucun balancement même en position haute, et je mesure 1,90 m.',
        'Les moteurs sont assez silencieux pour changer de hauteur pendant une visio.',
        'Les positions mémorisées sont pratiques : je passe d’assis à debout quatre ou cinq fois par jour.',
        'Le plateau est épais, les bords bien arrondis, et mes deux écrans tiennent largement.',
        'La goulotte sous le plateau range tous les câbles.',
      ],
      bad: [
        'Il y a un léger balancement en position haute quand je tape fort.',
        'Le ronronnement du moteur s’entend dans une pièce calme.',
        'Une vis de pied ne tombait pas en face et j’ai dû desserrer tout le cadre.',
        'Le carton pèse très lourd et le livreur l’a laissé devant la porte.',
        'Le boîtier de commande est un peu capricieux et l’écran se lit mal au soleil.',
      ],
    },
    chair: {
      good: [
        'Le soutien lombaire tombe pile là où mon dos en a besoin.',
        'Le dossier en résille garde au frais les longs après-midi.',
        'Le tissu paraît résistant et se nettoie facilement.',
        'Les accoudoirs se règlent dans tous les sens et s’alignent enfin avec mon bureau.',
        'Montage en dix minutes : le dossier se clipse et quatre vis tiennent les accoudoirs.',
        'Je peux rester assis toute une journée sans gigoter.',
      ],
      bad: [
        'L’assise est plus ferme que je ne l’aime et a mis deux semaines à s’assouplir.',
        'La molette de tension de bascule demande beaucoup de tours pour changer quelque chose.',
        'Un accoudoir grince un peu quand je m’appuie dessus.',
        'Le coussin lombaire glisse au fil de la journée et il faut le remonter.',
        'Les roulettes marquent mon parquet, j’ai dû acheter un tapis.',
      ],
    },
    other: {
      good: [
        'La finition est soignée et s’accorde mieux que prévu avec mon bureau.',
        'Monté en moins d’une demi-heure avec la clé fournie.',
        'C’est robuste et rien ne bouge.',
        'Livraison rapide, et l’emballage était tout en carton, sans polystyrène.',
        'Mon espace de travail est bien plus rangé.',
      ],
      bad: [
        'Un panneau est arrivé avec un petit enfoncement dans un coin.',
        'La notice n’a que des dessins et deux étapes n’étaient pas claires.',
        'La livraison a pris une semaine de plus que prévu.',
        'La couleur est un peu plus foncée que sur les photos.',
      ],
    },
  },
  closers: {
    delighted: ['Je le rachèterais sans hésiter.', 'Je recommande vivement.', 'Cinq étoiles, sans discussion.', 'Mon dos me remercie chaque jour.'],
    pleased: ['Bon rapport qualité-prix par rapport aux magasins.', 'Je recommande.', 'Des détails, mais un bon achat.'],
    mixed: ['Correct pour le prix, sans plus.', 'J’attendais un peu mieux à ce prix.', 'Bien, mais vérifiez les dimensions avant.'],
    unhappy: ['Le service client a été poli mais lent.', 'Je le renvoie.', 'Pas à la hauteur du prix pour moi.'],
  },
  authors: ['Camille D.', 'Louis M.', 'Chloé B.', 'Hugo L.', 'Léa P.', 'Manon R.', 'Thomas G.', 'Inès F.', 'Julien V.', 'Sarah N.', 'Antoine C.', 'Émilie T.'],
};
