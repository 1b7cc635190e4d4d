import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '@site/shared/schemas/field-limits';
import { withFakeApi } from '@site/shared/testing/fake-api';
import { CtaNewsletter } from './cta-newsletter';
import { FooterNewsletter } from './footer-newsletter';

const api = withFakeApi();
const duplicate = { status: 400, body: { email: ['This email is already subscribed.'] } };

describe('CtaNewsletter', () => {
  const message = () => screen.getByTestId('cta-newsletter-message');
  const email = () => screen.getByLabelText(/in your inbox/);

  it('asks for an email and sends nothing when it is empty', async () => {
    const user = userEvent.setup();
    render(<CtaNewsletter />);
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('required');
    expect(email()).toHaveAttribute('maxlength', String(EMAIL_MAX_LENGTH));
    await user.type(email(), '   ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(message()).toHaveTextContent('❌ Please enter your email.'));
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(api.sent).toEqual([]);
  });

  it('sends whatever email is typed and reports the API answer', async () => {
    const user = userEvent.setup();
    api.answerNext(duplicate, { status: 201 });
    render(<CtaNewsletter />);
    await user.type(email(), ' a@b ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(message()).toHaveTextContent('❌ This email is already subscribed.'),
    );
    expect(email()).toHaveValue('a@b');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(message()).toHaveTextContent('✅ Subscribed successfully! 🎉 Check your inbox.'),
    );
    expect(email()).toHaveValue('');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(api.sent.map((request) => request.body)).toEqual([{ email: 'a@b' }, { email: 'a@b' }]);
  });

  it('words other and network failures as the spec does, keeping the email', async () => {
    const user = userEvent.setup();
    api.answerNext({ status: 500, body: { detail: 'Internal error' } }, 'network-error');
    render(<CtaNewsletter />);
    await user.type(email(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(message()).toHaveTextContent('⚠️ Something went wrong. Please try again.'),
    );
    expect(email()).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(message()).toHaveTextContent('⚠️ Network error. Please try again.'));
    expect(email()).toHaveValue('asha@example.in');
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('marks the address refused by the API until the visitor edits it', async () => {
    const user = userEvent.setup();
    api.answerNext(duplicate);
    render(<CtaNewsletter />);
    await user.type(email(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    expect(email().getAttribute('aria-describedby')).toContain('cta-newsletter-message');
    await user.type(email(), 'm');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(message()).toHaveTextContent('');
  });

  it('shows "Subscribing..." and takes no second press while sending', async () => {
    const user = userEvent.setup();
    api.answerNext('never');
    render(<CtaNewsletter />);
    await user.type(email(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    api.release();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    expect(api.sent).toHaveLength(1);
  });
});

describe('FooterNewsletter', () => {
  const message = () => screen.getByTestId('footer-newsletter-message');
  const email = () => screen.getByLabelText('Subscribe to our newsletter');

  it('sends without checking first, even an empty email, and shows the API message', async () => {
    const user = userEvent.setup();
    api.answerNext({ status: 400, body: { email: ['This field may not be blank.'] } });
    render(<FooterNewsletter />);
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('maxlength', String(EMAIL_MAX_LENGTH));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(message()).toHaveTextContent('❌ This field may not be blank.'));
    expect(api.sent.map((request) => request.body)).toEqual([{ email: '' }]);
  });

  it('subscribes and empties the field; other and network failures are worded as the spec does', async () => {
    const user = userEvent.setup();
    api.answerNext({ status: 201 }, { status: 503 }, 'network-error');
    render(<FooterNewsletter />);
    await user.type(email(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(message()).toHaveTextContent('Subscribed successfully!'));
    expect(email()).toHaveValue('');

    await user.type(email(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(message()).toHaveTextContent('Something went wrong.'));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(message()).toHaveTextContent('Network error. Please try again.'));
    expect(email()).toHaveValue('asha@example.in');
  });

  it('ties a refused address to its message, and drops an old answer while sending and on edit', async () => {
    const user = userEvent.setup();
    api.answerNext(duplicate, { ...duplicate, held: true });
    render(<FooterNewsletter />);
    await user.type(email(), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(email()).toHaveAttribute('aria-invalid', 'true'));
    expect(email()).toHaveAttribute('aria-describedby', 'footer-newsletter-message');

    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeInTheDocument();
    expect(message()).toHaveTextContent('');
    api.release();
    await waitFor(() =>
      expect(message()).toHaveTextContent('❌ This email is already subscribed.'),
    );

    await user.type(email(), 'm');
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(message()).toHaveTextContent('');
  });
});
