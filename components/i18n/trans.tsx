import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TFunction, TranslateOptions } from '@/lib/i18n/translate';

interface TransProps {
  t: TFunction;
  i18nKey: string;
  /** Elements for the text's named tags: `<terms>terms of use</terms>` wraps its words in `components.terms`. */
  components?: Readonly<Record<string, ReactElement<{ children?: ReactNode }>>>;
  values?: TranslateOptions;
}

const TAG = /<([a-zA-Z][\w-]*)\s*\/>|<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\2>/g;

function render(text: string, components: TransProps['components'], keyBase: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const name = match[1] ?? match[2] ?? '';
    const inner = match[3];
    const key = `${keyBase}${index}`;
    const element = components?.[name];
    const children = inner === undefined ? undefined : render(inner, components, `${key}.`);
    // An unknown tag keeps its words and loses the tag, as react-i18next does.
    if (element) nodes.push(children === undefined ? cloneElement(element, { key }) : cloneElement(element, { key }, ...children));
    else if (children !== undefined) nodes.push(<Fragment key={key}>{children}</Fragment>);
    last = match.index + match[0].length;
    index += 1;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** A translated text with elements (links, emphasis) inside it, the text naming where they go. */
export function Trans({ t, i18nKey, components, values }: TransProps) {
  return <>{render(t(i18nKey, values), components, '')}</>;
}
