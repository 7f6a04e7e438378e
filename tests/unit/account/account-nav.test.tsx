// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { AccountNav } from '@/components/account/account-nav';
import type { MyProgrammes } from '@/lib/contracts/programmes/programmes-schemas';
import { makeStore } from '@/store/make-store';
import { initialAuthState } from '@/store/slices/auth-slice';
import type { CustomerProfile } from '@/store/session-types';
import { renderWithShell } from '../layout/render-with-shell';
import { resetRouter, router } from '../layout/router-mock';

vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);
const fetchMyProgrammes = vi.fn<() => Promise<MyProgrammes>>();
vi.mock('@/services/programmes-service', () => ({ fetchMyProgrammes: () => fetchMyProgrammes() }));

/* Issue 19 item 6: the account navigation names the programmes the shopper belongs to. */

const profile: CustomerProfile = { email: 'sam@acme.test', fullname: 'Sam Rivera', address: '', apartment_suite: '', city: '', state: '', zip_code: '', country: 'US', phone: '' };
const EXPIRES = '2027-03-01T12:00:00.000Z';

function renderNav(programmes: MyProgrammes, options: { company?: { id: number; name: string }; locale?: 'en-US' | 'fr-FR' } = {}) {
  fetchMyProgrammes.mockResolvedValue(programmes);
  const userProfile = { ...profile, ...(options.company ? { company: options.company } : {}) };
  const store = makeStore({ preloadedState: { auth: { ...initialAuthState, isReady: true, isLoggedIn: true, isEpp: Boolean(options.company), userProfile } } });
  router.locale = options.locale ?? 'en-US';
  return renderWithShell(
    <SWRConfig value={{ provider: () => new Map() }}>
      <AccountNav />
    </SWRConfig>,
    { store, locale: options.locale ?? 'en-US' },
  );
}

const epp = { company_id: 7, company_name: 'Acme Ltd', work_email: 'sam@acme.test', discount_bps: 1000, active: true };
const academic = (programme: 'student' | 'educator', active: boolean) => ({ programme, institution: 'Sorbonne Université', email: 'sam@sorbonne-universite.fr', verified_at: '2026-03-01T12:00:00.000Z', expires_at: EXPIRES, active, discount_bps: 1000 });

describe('account navigation memberships', () => {
  beforeEach(() => resetRouter());
  afterEach(cleanup);

  it('names the employer and the student status with its end date, each a link to its programme, and offers inviting students', async () => {
    renderNav({ epp, academic: academic('student', true), discount: { programme: 'epp', discount_bps: 1000 } }, { company: { id: 7, name: 'Acme Ltd' } });
    const memberships = await screen.findByRole('list', { name: 'Your programmes' });
    expect(within(memberships).getByRole('link', { name: 'Employee programme: Acme Ltd' }).getAttribute('href')).toBe('/employees');
    const student = await within(memberships).findByRole('link', { name: /^Student at Sorbonne Université, verified until March 1, 2027$/ });
    expect(student.getAttribute('href')).toBe('/student');
    expect(screen.getByRole('link', { name: 'Invite students' }).getAttribute('href')).toBe('/student/referrals');
  });

  it('says an educator status has ended and asks for a new verification; no student invitations', async () => {
    renderNav({ epp: null, academic: academic('educator', false), discount: null });
    const ended = await screen.findByRole('link', { name: /^Educator status ended on March 1, 2027: verify again$/ });
    expect(ended.getAttribute('href')).toBe('/educator');
    expect(screen.queryByRole('link', { name: 'Invite students' })).toBeNull();
  });

  it('speaks French on the French store', async () => {
    renderNav({ epp, academic: academic('student', true), discount: null }, { company: { id: 7, name: 'Acme Ltd' }, locale: 'fr-FR' });
    const memberships = await screen.findByRole('list', { name: 'Vos programmes' });
    expect(within(memberships).getByRole('link', { name: 'Programme salariés : Acme Ltd' })).toBeTruthy();
    expect(await within(memberships).findByRole('link', { name: /^Étudiant·e à Sorbonne Université, vérifié jusqu’au 1 mars 2027$/ })).toBeTruthy();
  });

  it('shows no memberships to a shopper in no programme', async () => {
    renderNav({ epp: null, academic: null, discount: null });
    await vi.waitFor(() => expect(fetchMyProgrammes).toHaveBeenCalled());
    expect(screen.queryByTestId('account-memberships')).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
  });
});
