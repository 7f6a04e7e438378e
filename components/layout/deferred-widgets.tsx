import { DEFERRED_WIDGETS, type DeferredWidget } from './deferred-widget-registry';
import type { ResolvedShellOptions } from './page-shell-options';
import { SECONDARY_WIDGETS_DELAY_MS } from '@/lib/constants/limits';
import { useAfterWindowLoad } from './use-after-window-load';

interface DeferredWidgetsProps {
  options: ResolvedShellOptions;
  widgets?: readonly DeferredWidget[];
  delayMs?: number;
}

/** Mounts the secondary widgets (consent layer, web-vitals reporter, later the chat) ~1.5 s after load. */
export function DeferredWidgets({ options, widgets = DEFERRED_WIDGETS, delayMs = SECONDARY_WIDGETS_DELAY_MS }: DeferredWidgetsProps) {
  const ready = useAfterWindowLoad(delayMs);
  if (!ready) return null;
  return (
    <>
      {widgets
        .filter((widget) => !widget.hiddenWhen?.(options))
        .map(({ id, Component }) => (
          <Component key={id} />
        ))}
    </>
  );
}
