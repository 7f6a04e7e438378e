// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AccountNav } from '@/components/account/account-nav';
import { ProfileView } from '@/components/account/profile-view';
import { ApiError } from '@/services/api-error';
import { initialAuthState, selectFirstName } from '@/store/slices/auth-slice';
import { createCustomerProfile, makeTestStore } from '../store/support/session-builders';
import { resetRouter } from '../layout/router-mock';
import { accountCalls, mockAccountService, resetAccountCalls, warmAccountService } from './support/account-service-mock';
import { renderAccount } from './support/render-account';

vi.mock('@/services/account-service', async (importOriginal) => mockAccountService(await importOriginal()));
vi.mock('next/router', async () => (await import('../layout/router-mock')).nextRouterModule);

const profile = createCustomerProfile({
  email: 'ada@example.com',
  fullname: '',
  address: '',
  city: '',
  zip_code: '',
  country: '',
  phone: '',
});

function setUp(overrides = {}) {
  const { store } = makeTestStore({
    preloadedState: { auth: { ...initialAuthState, isReady: true, isLoggedIn: true, userProfile: { ...profile, ...overrides } } },
  });
  renderAccount(<ProfileView />, store);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  return { store, field, save };
}

beforeAll(warmAccountService);
beforeEach(() => {
  resetAccountCalls();
  resetRouter({ pathname: '/customer/profile' });
});
afterEach(cleanup);

describe('profile page', () => {
  it('shows the saved profile in labelled fields', () => {
    const { field } = setUp({ fullname: 'Ada Lovelace', country: 'GB', zip_code: 'SW1A 1AA' });
    expect(field('Full name').value).toBe('Ada Lovelace');
    expect(field('Email address').value).toBe('ada@example.com');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('GB');
    expect(field('Postal code').value).toBe('SW1A 1AA');
    expect(screen.getByText('For example SW1A 1AA')).toBeTruthy();
  });

  it('points at a zip that does not fit the country, focuses it and sends nothing', async () => {
    const { field, save } = setUp();
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'US' } });
    fireEvent.change(field('ZIP code'), { target: { value: 'SW1A 1AA' } });
    save();

    expect(screen.getByText('This postal code does not match the chosen country.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field('ZIP code')));
    expect(field('ZIP code').getAttribute('aria-invalid')).toBe('true');
    expect(accountCalls.updateProfile).not.toHaveBeenCalled();

    // Once fixed, the error goes while typing.
    fireEvent.change(field('ZIP code'), { target: { value: '94105' } });
    expect(screen.queryByText('This postal code does not match the chosen country.')).toBeNull();
  });

  it('saves the fields, greets the new first name in the store and says it is saved', async () => {
    accountCalls.updateProfile.mockResolvedValue({ status: 1, result: true, message: '' });
    const { store, field, save } = setUp();
    fireEvent.change(field('Full name'), { target: { value: '  Grace Brewster Hopper ' } });
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'DE' } });
    fireEvent.change(field('Postal code'), { target: { value: '10115' } });
    save();

    await waitFor(() => expect(store.getState().ui.toasts.map((toast) => toast.message)).toEqual(['Your profile has been saved.']));
    expect(accountCalls.updateProfile).toHaveBeenCalledWith({
      fullname: 'Grace Brewster Hopper',
      email: 'ada@example.com',
      phone: '',
      address: '',
      apartment_suite: '',
      city: '',
      state: '',
      zip_code: '10115',
      country: 'DE',
    });
    expect(selectFirstName(store.getState())).toBe('Grace');
    expect(store.getState().auth.userProfile?.company).toBeNull();
  });

  it('shows a translated error toast when the update answers result false (spec §5), keeping the old profile', async () => {
    accountCalls.updateProfile.mockResolvedValue({ status: 0, result: false, message: '' });
    const { store, field, save } = setUp();
    fireEvent.change(field('Full name'), { target: { value: 'Grace Hopper' } });
    save();

    await waitFor(() => expect(store.getState().ui.toasts[0]).toMatchObject({ kind: 'error' }));
    expect(store.getState().ui.toasts[0]?.message).toBe('We could not save your profile. Please check your details and try again.');
    expect(store.getState().auth.userProfile?.fullname).toBe('');
  });

  it('keeps the current e-mail after saving a new one, asks for the code sent to it, and confirms with it', async () => {
    accountCalls.updateProfile.mockResolvedValue({ status: 1, result: true, message: '', pendingEmail: 'grace@example.com' });
    const { store, field, save } = setUp();
    fireEvent.change(field('Email address'), { target: { value: 'grace@example.com' } });
    save();

    await screen.findByRole('heading', { name: 'Confirm your new e-mail address' });
    expect(screen.getByText(/We sent a 6-digit code to grace@example.com/)).toBeTruthy();
    expect(field('Email address').value).toBe('ada@example.com');
    expect(store.getState().auth.userProfile?.email).toBe('ada@example.com');

    accountCalls.confirmEmailChange.mockRejectedValueOnce(new ApiError({ kind: 'rejected', httpStatus: 422, message: 'wrong' }));
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '123456' } });
    expect(await screen.findByText(/That code is wrong or has expired/)).toBeTruthy();
    expect(accountCalls.confirmEmailChange).toHaveBeenCalledWith('123456');
  });

  it('names the employer of an employee-programme customer once, in the account navigation above the profile', () => {
    const { store } = makeTestStore({
      preloadedState: { auth: { ...initialAuthState, isReady: true, isLoggedIn: true, isEpp: true, userProfile: { ...profile, company: { id: 3, name: 'Initech' } } } },
    });
    renderAccount(
      <>
        <AccountNav />
        <ProfileView />
      </>,
      store,
    );
    expect(screen.getAllByText('Employee programme: Initech')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Employee programme: Initech' }).getAttribute('href')).toBe('/employees');
  });
});
