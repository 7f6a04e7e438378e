import { l } from '../localized';
import type { ShapeCopy } from './shape-copy-type';

export const GIFT_CARD_COPY: ShapeCopy = {
  short: [
    l(
      'A digital gift card, delivered by e-mail and valid on everything in the store.',
      'Une carte cadeau numérique, envoyée par e-mail et valable sur tout le magasin.',
      'Eine digitale Geschenkkarte, per E-Mail zugestellt und für das gesamte Sortiment gültig.',
    ),
  ],
  intro: [
    l(
      'Not sure which chair they would choose? The {model} gift card lets them pick for themselves. Add a personal message and choose the day it arrives.',
      'Vous ne savez pas quelle chaise choisir ? La carte cadeau {model} leur laisse le choix. Ajoutez un message personnel et choisissez le jour de l’envoi.',
      'Sie wissen nicht, welchen Stuhl sie wählen würden? Mit der Geschenkkarte {model} entscheiden sie selbst. Fügen Sie eine persönliche Nachricht hinzu und wählen Sie den Tag der Zustellung.',
    ),
  ],
  features: [
    l('Delivered by e-mail within minutes', 'Envoyée par e-mail en quelques minutes', 'In wenigen Minuten per E-Mail zugestellt'),
    l('Valid for five years', 'Valable cinq ans', 'Fünf Jahre gültig'),
    l('Personal message and delivery date', 'Message personnel et date d’envoi au choix', 'Persönliche Nachricht und Wunschtermin'),
    l('Usable on sale items', 'Utilisable sur les articles soldés', 'Auch für reduzierte Artikel einlösbar'),
  ],
  personas: [],
};
