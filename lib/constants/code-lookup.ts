/*
 * Name <-> code lookups for the constant tables (statuses, payment ids, labels). Codes arrive from
 * the API, the database and query strings as unknown values, so every lookup takes `unknown` and
 * answers undefined rather than guessing.
 */
export type CodeValue = string | number;

export interface CodeLookup<Name extends string, Code extends CodeValue> {
  /** The name of a code, e.g. nameOf(5) is "DELIVERED". */
  nameOf(code: unknown): Name | undefined;
  /** The code of a name, e.g. codeOf("DELIVERED") is 5. */
  codeOf(name: unknown): Code | undefined;
  isCode(value: unknown): value is Code;
  isName(value: unknown): value is Name;
  readonly names: readonly Name[];
  readonly codes: readonly Code[];
}

export function codeLookup<const Table extends Readonly<Record<string, CodeValue>>>(
  table: Table,
): CodeLookup<Extract<keyof Table, string>, Table[keyof Table]> {
  type Name = Extract<keyof Table, string>;
  type Code = Table[keyof Table];
  const names = Object.keys(table) as Name[];
  const codes = names.map((name) => table[name]);
  const nameByCode = new Map<unknown, Name>(names.map((name) => [table[name], name]));
  // Two names on one code would make nameOf ambiguous: fail at load, not in a customer's order page.
  if (nameByCode.size !== names.length) throw new Error('codeLookup: a code is used by two names');

  const isName = (value: unknown): value is Name => typeof value === 'string' && Object.hasOwn(table, value);
  return {
    names,
    codes,
    nameOf: (code) => nameByCode.get(code),
    codeOf: (name) => (isName(name) ? table[name] : undefined),
    isCode: (value): value is Code => nameByCode.has(value),
    isName,
  };
}
