import type { SeedReviewBank } from './seed-review-phrases';

/* Deutsche Bausteine für die Seed-Bewertungen: so geschrieben, wie Kundinnen und Kunden schreiben. */
export const DE_BANK: SeedReviewBank = {
  titles: {
    delighted: ['Jeden Cent wert', 'Das beste Upgrade fürs Homeoffice', 'Grundsolide', 'Genau das, was ich gesucht habe', 'Hätte ich mal früher gekauft'],
    pleased: ['Sehr gut, kleine Mängel', 'Solide Wahl', 'Insgesamt zufrieden', 'Gutes Preis-Leistungs-Verhältnis', 'Erfüllt seinen Zweck gut'],
    mixed: ['Ordentlich, aber nicht perfekt', 'Licht und Schatten', 'Für den Preis in Ordnung', 'Gemischte Gefühle'],
    unhappy: ['Enttäuscht', 'Nicht, was ich erwartet hatte', 'Probleme vom ersten Tag an', 'Würde ich nicht wieder kaufen'],
  },
  openers: {
    delighted: ['Ich arbeite komplett von zu Hause und merke den Unterschied jeden Tag.', 'Nach wochenlangem Vergleichen bestellt, keine Reue.', 'Schon mein zweites, diesmal für meine Frau.', 'Hat ein Billigmodell aus dem Baumarkt ersetzt, ein Unterschied wie Tag und Nacht.'],
    pleased: ['Alles in allem ein guter Kauf.', 'Ich nutze es jetzt seit etwa drei Monaten.', 'Gekauft für ein kleines Arbeitszimmer im Gästezimmer.', 'Nach ein paar Wochen täglicher Nutzung ziemlich zufrieden.'],
    mixed: ['Ich bin ein bisschen hin- und hergerissen.', 'Manches gefällt mir, manches nicht.', 'Nach einem Monat fällt mein Urteil gemischt aus.'],
    unhappy: ['Ich wollte es wirklich mögen.', 'Leider hat es für mich nicht gepasst.', 'Ich schreibe das, damit andere wissen, worauf sie sich einlassen.'],
  },
  details: {
    desk: {
      good: [
        'Der Aufbau dauerte allein etwa vierzig Minuten, jede Schraube war beschriftet.',
        'Kein Wackeln, auch nicht in voller Stehhöhe, und ich bin 1,90 m groß.',
        'Die Motoren sind so leise, dass ich während eines Videocalls die Höhe ändern kann.',
        'Die Speicherpositionen sind praktisch: Ich wechsle vier- bis fünfmal am Tag zwischen Sitzen und Stehen.',
        'Die Platte ist dick, die Kanten schön abgerundet, und meine zwei Monitore haben reichlich Platz.',
        'Die Kabelwanne unter der Platte hält alles ordentlich.',
      ],
      bad: [
        'In voller Höhe wackelt er leicht, wenn ich kräftig tippe.',
        'Das Brummen des Motors hört man in einem ruhigen Raum deutlich.',
        'Eine Schraube am Bein passte nicht, ich musste das ganze Gestell lockern.',
        'Der Karton ist sehr schwer, und der Bote hat ihn vor der Tür abgestellt.',
        'Das Bedienteil ist etwas fummelig und das Display bei Sonne schlecht lesbar.',
      ],
    },
    chair: {
      good: [
        'Die Lordosenstütze sitzt genau dort, wo mein unterer Rücken sie braucht.',
        'Die Netzrückenlehne hält auch an langen Nachmittagen kühl.',
        'Der Stoff wirkt strapazierfähig und lässt sich leicht abwischen.',
        'Die Armlehnen lassen sich in alle Richtungen verstellen und passen endlich zu meinem Tisch.',
        'In zehn Minuten aufgebaut: Die Lehne rastet ein, vier Schrauben halten die Armlehnen.',
        'Ich kann einen ganzen Arbeitstag sitzen, ohne ständig herumzurutschen.',
      ],
      bad: [
        'Das Sitzpolster ist fester, als ich es mag, und wurde erst nach zwei Wochen weicher.',
        'Der Knopf für die Wippspannung braucht sehr viele Umdrehungen, bis man etwas merkt.',
        'Eine Armlehne knarzt ein wenig, wenn ich mich aufstütze.',
        'Das Lordosenkissen rutscht im Lauf des Tages nach unten.',
        'Die Rollen hinterlassen Spuren auf meinem Holzboden, ich habe eine Matte gekauft.',
      ],
    },
    other: {
      good: [
        'Saubere Verarbeitung, und es passt besser zu meinem Schreibtisch als gedacht.',
        'In weniger als einer halben Stunde mit dem beiliegenden Schlüssel aufgebaut.',
        'Wirkt stabil, nichts klappert.',
        'Schnelle Lieferung, und die Verpackung war komplett aus Karton, ohne Styropor.',
        'Mein Arbeitsplatz sieht jetzt viel aufgeräumter aus.',
      ],
      bad: [
        'Ein Teil kam mit einer kleinen Delle an der Ecke an.',
        'Die Anleitung besteht nur aus Bildern, zwei Schritte waren unklar.',
        'Die Lieferung dauerte eine Woche länger als angekündigt.',
        'Die Farbe ist eine Spur dunkler als auf den Fotos.',
      ],
    },
  },
  closers: {
    delighted: ['Jederzeit wieder.', 'Klare Empfehlung.', 'Fünf Sterne, ohne Frage.', 'Mein Rücken dankt es mir jeden Tag.'],
    pleased: ['Gutes Preis-Leistungs-Verhältnis im Vergleich zum Fachhandel.', 'Empfehlenswert.', 'Kleinigkeiten, aber ein guter Kauf.'],
    mixed: ['Für den Preis in Ordnung, mehr nicht.', 'Für das Geld hatte ich etwas mehr erwartet.', 'Okay, aber vorher die Maße prüfen.'],
    unhappy: ['Der Kundenservice war freundlich, aber langsam.', 'Ich schicke es zurück.', 'Für mich das Geld nicht wert.'],
  },
  authors: ['Lukas S.', 'Anna K.', 'Jonas W.', 'Lena H.', 'Felix B.', 'Marie F.', 'Paul R.', 'Sophie M.', 'Tobias N.', 'Laura Z.', 'Jan E.', 'Clara G.'],
};
