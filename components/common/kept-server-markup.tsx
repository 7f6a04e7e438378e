import type { MouseEvent, RefObject } from 'react';

/**
 * The browser's side of a part whose code has not loaded (or never loads): it keeps what the
 * server wrote and does not hydrate it (an element whose content is `dangerouslySetInnerHTML` is
 * left as it is). After a client-side navigation it is empty.
 */
export function KeptServerMarkup({ holderRef, onClick, hidden }: { holderRef?: RefObject<HTMLDivElement | null>; onClick?: (event: MouseEvent<HTMLElement>) => void; hidden?: boolean }) {
  return <div ref={holderRef} onClick={onClick} hidden={hidden} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
