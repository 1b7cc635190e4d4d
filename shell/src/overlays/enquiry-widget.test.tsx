import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { latestToast, withFakeApi } from '@site/shared/testing/fake-api';
import { EnquiryWidget } from './enquiry-widget';

const api = withFakeApi();

describe('EnquiryWidget', () => {
  it('"Let\'s Talk" opens "Ask Your Query" once its form is there; the subject is required', async () => {
    const user = userEvent.setup();
    render(<EnquiryWidget />);
    await user.click(screen.getByRole('button', { name: "Let's Talk" }));

    const panel = await screen.findByRole('region', { name: 'Ask Your Query' });
    const form = within(panel);
    await waitFor(() => expect(form.getByLabelText('Full Name')).toHaveFocus());
    await user.click(form.getByRole('button', { name: 'Start Chat' }));
    const alerts = await form.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message cannot be empty',
    ]);

    await user.type(form.getByLabelText('Full Name'), 'Neha Gupta');
    await user.type(form.getByLabelText('Email'), 'neha@example.in');
    await user.type(form.getByLabelText('Subject'), 'SEO for my clinic');
    await user.type(form.getByLabelText('Message'), 'How soon would local SEO show results?');
    await user.click(form.getByRole('button', { name: 'Start Chat' }));
    await waitFor(() => expect(latestToast()?.title).toBe('Message Sent! ✅'));
    expect(api.sent).toHaveLength(1);
    expect(form.getByLabelText('Full Name')).toHaveValue('');

    await user.click(form.getByRole('button', { name: 'Close the enquiry form' }));
    expect(screen.queryByRole('region', { name: 'Ask Your Query' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Let's Talk" })).toHaveFocus();
  });

  it('keeps what the visitor typed when the panel is closed, even through a send that then fails', async () => {
    const user = userEvent.setup();
    api.answerNext({ status: 500, held: true });
    render(<EnquiryWidget />);
    await user.click(screen.getByRole('button', { name: "Let's Talk" }));
    const form = within(await screen.findByRole('region', { name: 'Ask Your Query' }));
    const typed = {
      'Full Name': 'Neha Gupta',
      Email: 'neha@example.in',
      Subject: 'SEO for my clinic',
      Message: 'How soon would local SEO show results?',
    };
    for (const [label, value] of Object.entries(typed)) {
      await user.type(form.getByLabelText(label), value);
    }
    await user.click(form.getByRole('button', { name: 'Start Chat' }));
    await user.click(form.getByRole('button', { name: 'Close the enquiry form' }));
    api.release();
    await waitFor(() => expect(latestToast()?.title).toBe('Submission Failed ❌'));

    await user.click(screen.getByRole('button', { name: "Let's Talk" }));
    const reopened = within(await screen.findByRole('region', { name: 'Ask Your Query' }));
    for (const [label, value] of Object.entries(typed)) {
      expect(reopened.getByLabelText(label)).toHaveValue(value);
    }
    expect(api.sent).toHaveLength(1);
  });
});
