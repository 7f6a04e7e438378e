import { l } from '../localized';

/* Closing lines of product descriptions: how it ships and what the promise is. */
export const SERVICE_COPY = {
  furniture: l(
    'Ships free with a {trial}-day trial and a {warranty}-year warranty.',
    'Livraison offerte, {trial} jours d’essai et garantie de {warranty} ans.',
    'Kostenloser Versand, {trial} Tage Probezeit und {warranty} Jahre Garantie.',
  ),
  pod: l(
    'Delivered and installed by our own team, with a {warranty}-year warranty.',
    'Livrée et installée par notre propre équipe, avec une garantie de {warranty} ans.',
    'Geliefert und aufgebaut von unserem eigenen Team, mit {warranty} Jahren Garantie.',
  ),
  giftCard: l(
    'Delivered by e-mail within minutes and valid for five years on everything in the store.',
    'Envoyée par e-mail en quelques minutes et valable cinq ans sur tout le magasin.',
    'Innerhalb weniger Minuten per E-Mail zugestellt und fünf Jahre lang im gesamten Shop gültig.',
  ),
  vendor: l('Sold and shipped by {vendor}.', 'Vendu et expédié par {vendor}.', 'Verkauft und versendet von {vendor}.'),
  summaryRated: l(
    '{name}: {options}, rated {rating}/5 by {reviews} customers. Ships within {days} business days.',
    '{name} : {options}, noté {rating}/5 par {reviews} clients. Expédition sous {days} jours ouvrés.',
    '{name}: {options}, von {reviews} Kunden mit {rating}/5 bewertet. Versand innerhalb von {days} Werktagen.',
  ),
  summaryNew: l(
    '{name}: {options}. Just launched, ships within {days} business days.',
    '{name} : {options}. Tout juste lancé, expédition sous {days} jours ouvrés.',
    '{name}: {options}. Neu im Sortiment, Versand innerhalb von {days} Werktagen.',
  ),
  options: l('{count} versions', '{count} versions', '{count} Ausführungen'),
  oneOption: l('one version', 'une seule version', 'eine Ausführung'),
};
