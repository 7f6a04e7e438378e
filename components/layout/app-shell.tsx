import type { ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useAppSelector } from '@/store/hooks';
import { CartModalMount } from '@/components/cart/cart-modal-mount';
import { ApiClientBridge } from './api-client-bridge';
import { DeferredWidgets } from './deferred-widgets';
import { LoadingOverlay } from './loading-overlay';
import type { ResolvedShellOptions } from './page-shell-options';
import { SiteLayout } from './site-layout';
import { Toaster } from './toaster';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useDocumentLanguage } from './use-document-language';
import { useSavedLocaleRedirect } from './use-saved-locale-redirect';
import { useTrackedParams } from './use-tracked-params';
import { useBrowserMonitoring } from './use-browser-monitoring';

// The login modal (spec §2 layout modals) and Headless UI load only when a page opens it.
const LoginModal = dynamic(() => import('./login-modal').then((module) => module.LoginModal), { ssr: false });

interface AppShellProps {
  options: ResolvedShellOptions;
  children: ReactNode;
}

/**
 * Everything around a page (spec §2 "Shell"): the standard layout unless the page opts out,
 * the toaster unless switched off, the loading overlay, the late widgets, and the app-wide
 * behaviours (API client wiring, locale redirect, <html lang dir>, tracked params, scroll lock);
 * the analytics page views start with the deferred widgets.
 * Lives inside the store provider.
 */
export function AppShell({ options, children }: AppShellProps) {
  useSavedLocaleRedirect();
  useDocumentLanguage();
  useTrackedParams();
  useBrowserMonitoring();
  useBodyScrollLock();
  const loginModalOpen = useAppSelector((state) => state.modals.login.visible);

  return (
    <>
      <ApiClientBridge />
      {options.layout === 'none' ? children : <SiteLayout>{children}</SiteLayout>}
      {!options.hideToaster && <Toaster />}
      <LoadingOverlay />
      {loginModalOpen && <LoginModal />}
      <CartModalMount />
      <DeferredWidgets options={options} />
    </>
  );
}
