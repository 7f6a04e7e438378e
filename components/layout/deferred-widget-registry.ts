import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { ResolvedShellOptions } from './page-shell-options';

/**
 * A secondary widget: loaded by DeferredWidgets after the page has settled. `next/dynamic` with
 * `ssr: false` keeps each widget's code in its own chunk, out of the first-load JavaScript.
 */
export interface DeferredWidget {
  id: string;
  Component: ComponentType;
  /** Pages can switch a widget off through their shell options (e.g. `hideChat`). */
  hiddenWhen?: (options: ResolvedShellOptions) => boolean;
}

// page_view of each route change and the signed-in customer's id for the store's analytics.
const AnalyticsTracker = dynamic(() => import('./analytics-tracker').then((module) => module.AnalyticsTracker), { ssr: false });
const ConsentBanner = dynamic(() => import('./consent-banner').then((module) => module.ConsentBanner), { ssr: false });
const WebVitalsReporter = dynamic(() => import('./web-vitals-reporter').then((module) => module.WebVitalsReporter), {
  ssr: false,
});

/*
 * The chat widget joins here when its issue lands:
 *   const ChatWidget = dynamic(() => import('@/components/chat/chat-widget').then((m) => m.ChatWidget), { ssr: false });
 *   { id: 'chat', Component: ChatWidget, hiddenWhen: (options) => options.hideChat },
 */
export const DEFERRED_WIDGETS: readonly DeferredWidget[] = [
  { id: 'analytics', Component: AnalyticsTracker },
  { id: 'consent', Component: ConsentBanner },
  { id: 'web-vitals', Component: WebVitalsReporter },
  { id: 'push-prompt', Component: dynamic(() => import('@/components/account/push-notification-prompt').then((module) => module.PushNotificationPrompt), { ssr: false }) },
];
