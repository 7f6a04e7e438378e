// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { EmailStepForm } from '@/components/account/email-step-form';
import { rememberResendWait } from '@/components/account/resend-clock';
import { makeTestStore } from '../store/support/session-builders';
import { accountCalls, mockAccountService, resetAccountCalls, warmAccountService } from './support/account-service-mock';
import { httpError, offlineError } from './support/api-errors';
import { renderAccount } from './support/render-account';

vi.mock('@/services/account-service', async (importOriginal) => mockAccountService(await importOriginal()));

function setUp() {
  const onCodeSent = vi.fn();
  renderAccount(<EmailStepForm onCodeSent={onCodeSent} submitLabel="Email me a sign-in code" />, makeTestStore().store);
  const input = screen.getByLabelText('Email address') as HTMLInputElement;
  const submit = (email: string) => {
    fireEvent.change(input, { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in code' }));
  };
  return { onCodeSent, input, submit };
}

beforeAll(warmAccountService);
beforeEach(() => {
  resetAccountCalls();
  window.sessionStorage.clear();
});
afterEach(cleanup);

describe('e-mail step', () => {
  it('catches a mistyped address before asking the server', () => {
    const { input, submit, onCodeSent } = setUp();
    submit('ada@example');
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(accountCalls.sendLoginVerification).not.toHaveBeenCalled();
    expect(onCodeSent).not.toHaveBeenCalled();
  });

  it('sends the code and moves on with the trimmed address', async () => {
    accountCalls.sendLoginVerification.mockResolvedValue({ sent: true, resendAfterSeconds: 60 });
    const { submit, onCodeSent } = setUp();
    submit('  ada@example.com ');
    await waitFor(() => expect(onCodeSent).toHaveBeenCalledWith('ada@example.com'));
    expect(accountCalls.sendLoginVerification).toHaveBeenCalledWith('ada@example.com');
  });

  it('moves on without a new e-mail while the last code is less than a minute old', () => {
    rememberResendWait('ada@example.com', 40);
    const { submit, onCodeSent } = setUp();
    submit('ada@example.com');
    expect(onCodeSent).toHaveBeenCalledWith('ada@example.com');
    expect(accountCalls.sendLoginVerification).not.toHaveBeenCalled();
  });

  it('shows the 429 wait and offers to enter the code already sent', async () => {
    accountCalls.sendLoginVerification.mockRejectedValue(httpError(429, { 'retry-after': '75' }));
    const { submit, onCodeSent } = setUp();
    submit('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('Please wait 1:15 before asking again.');
    expect(onCodeSent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Enter the code we already sent' }));
    expect(onCodeSent).toHaveBeenCalledWith('ada@example.com');
  });

  it('explains a lost connection in plain words', async () => {
    accountCalls.sendLoginVerification.mockRejectedValue(offlineError());
    const { submit } = setUp();
    submit('ada@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not reach the store. Check your connection and try again.');
  });

  it('takes an e-mail that arrives after hydration (?email=) into an empty field, never over what was typed', () => {
    // The router's query arrives after hydration: a parent re-renders with the e-mail then.
    function LateQuery() {
      const [initialEmail, setInitialEmail] = useState('');
      return (
        <>
          <button type="button" onClick={() => setInitialEmail('from-link@example.com')}>
            router ready
          </button>
          <EmailStepForm onCodeSent={vi.fn()} submitLabel="Email me a sign-in code" initialEmail={initialEmail} />
        </>
      );
    }
    const store = makeTestStore().store;
    const field = () => screen.getByLabelText('Email address') as HTMLInputElement;

    renderAccount(<LateQuery />, store);
    fireEvent.change(field(), { target: { value: 'typed@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'router ready' }));
    expect(field().value).toBe('typed@example.com');

    cleanup();
    renderAccount(<LateQuery />, store);
    fireEvent.click(screen.getByRole('button', { name: 'router ready' }));
    expect(field().value).toBe('from-link@example.com');
  });
});
