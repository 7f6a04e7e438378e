/*
 * Lower case without accents, the same way as the database function search_fold (migration
 * 0015, PostgreSQL's unaccent dictionary): documents and queries are folded alike, so
 * "electronique" finds "Électronique" and "burostuhl" finds "Bürostuhl". The dictionary folds
 * every letter of this list the same way (an integration test checks each one) and a few symbols
 * besides (½, ©) that product names and queries do not use.
 */
const FROM = 'àÀáÁâÂãÃäÄåÅāĀăĂąĄçÇćĆĉĈċĊčČďĎđĐèÈéÉêÊëËēĒĕĔėĖęĘěĚĝĜğĞġĠģĢĥĤħĦìÌíÍîÎïÏĩĨīĪĭĬįĮıĵĴķĶĺĹļĻľĽŀĿłŁñÑńŃņŅňŇòÒóÓôÔõÕöÖøØōŌŏŎőŐŕŔŗŖřŘśŚŝŜşŞšŠţŢťŤŧŦùÙúÚûÛüÜũŨūŪŭŬůŮűŰųŲŵŴýÝÿŸŷŶźŹżŻžŽ';
const TO = 'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzz';
const LIGATURES: Readonly<Record<string, string>> = { ß: 'ss', ẞ: 'ss', œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae' };

const fromChars = [...FROM];
const toChars = [...TO];
const TABLE = new Map<string, string>(fromChars.map((char, index) => [char, toChars[index] ?? char]));

/** The folded form of a text: what the search index stores and compares. */
export function foldText(value: string): string {
  let folded = '';
  for (const char of value.toLowerCase()) folded += TABLE.get(char) ?? LIGATURES[char] ?? char;
  return folded;
}

/** The character lists, for the test that keeps this file and the migration in step. */
export const FOLD_CHARACTERS = { from: FROM, to: TO, ligatures: LIGATURES } as const;
