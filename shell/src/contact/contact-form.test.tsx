import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { contactMessageLimits } from '@site/shared/schemas/field-limits';
import { latestToast, withFakeApi } from '@site/shared/testing/fake-api';
import { ContactForm } from './contact-form';
import { contactPageLabels, contactPopupLabels } from './contact-form-labels';

const api = withFakeApi();

function PageForm(props: { prefillSubject?: string; onSent?: () => void }) {
  return (
    <ContactForm
      idPrefix="contact"
      labels={contactPageLabels}
      subjectRequired
      submitLabel="Send Message"
      {...props}
    />
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), '  Asha Verma ');
  await user.type(screen.getByLabelText('Email'), 'asha@example.in');
  await user.type(screen.getByLabelText('Subject'), 'A website for our bakery');
  await user.type(screen.getByLabelText('Message'), 'Five pages and online orders.');
}

describe('ContactForm', () => {
  it('shows every message on submit, focuses the first invalid field and sends nothing', async () => {
    const user = userEvent.setup();
    render(<PageForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    // The form's check loads on its first use.
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message cannot be empty',
    ]);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAttribute('aria-describedby', 'contact-name-error');
    expect(api.sent).toEqual([]);
  });

  it('never says "Sending..." for a first send that its check refuses', async () => {
    const user = userEvent.setup();
    render(<PageForm />);
    const button = screen.getByRole('button', { name: 'Send Message' });
    const labels: string[] = [];
    const recorder = new MutationObserver(() => labels.push(button.textContent ?? ''));
    recorder.observe(button, { childList: true, characterData: true, subtree: true });
    await user.click(button);
    await screen.findByText('Name is required');
    recorder.disconnect();
    expect(labels).not.toContain('Sending...');
    expect(button).toHaveTextContent('Send Message');
  });

  it('clears a message as soon as its field is edited, even while still invalid', async () => {
    const user = userEvent.setup();
    render(<PageForm />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Name is required');
    await user.type(screen.getByLabelText('Name'), ' ');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'asha@example');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
  });

  it('sends the trimmed message once, however often pressed, shows "Sending...", then thanks and empties the form', async () => {
    const user = userEvent.setup();
    const onSent = vi.fn();
    api.answerNext('never');
    render(<PageForm onSent={onSent} />);
    await fillValid(user);
    const submit = screen.getByRole('button', { name: 'Send Message' });
    await user.click(submit);
    // A second press, and an Enter in a field, while it is sending: neither sends again.
    await user.click(submit);
    await user.type(screen.getByLabelText('Subject'), '{Enter}');

    expect(screen.getByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    api.release();
    await waitFor(() => expect(latestToast()?.title).toBe('Message Sent! ✅'));
    expect(latestToast()?.description).toBe(
      "Thanks for reaching out! We'll get back to you shortly.",
    );
    expect(api.sent).toEqual([
      {
        path: '/api/contact/',
        method: 'POST',
        body: {
          name: 'Asha Verma',
          email: 'asha@example.in',
          subject: 'A website for our bakery',
          message: 'Five pages and online orders.',
        },
      },
    ]);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(onSent).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Send Message' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps what was typed while the message was sending; the fields that were sent are emptied', async () => {
    const user = userEvent.setup();
    api.answerNext('never');
    render(<PageForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), ' Also a blog.');

    api.release();
    await waitFor(() => expect(latestToast()?.title).toBe('Message Sent! ✅'));
    expect(screen.getByLabelText('Message')).toHaveValue(
      'Five pages and online orders. Also a blog.',
    );
    for (const label of ['Name', 'Email', 'Subject']) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it("keeps everything typed when the API refuses, and shows the API's reason", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answerNext({ status: 400, body: { name: ['Ensure this field has no more than 100.'] } });
    render(<PageForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(latestToast()?.title).toBe('Submission Failed ❌'));
    expect(latestToast()).toMatchObject({
      variant: 'destructive',
      description: 'Ensure this field has no more than 100.',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('  Asha Verma ');
    expect(screen.getByLabelText('Message')).toHaveValue('Five pages and online orders.');
  });

  it("carries the browser's attributes and the API's limits", () => {
    render(<PageForm />);
    const limits = {
      Name: 'name',
      Email: 'email',
      Subject: 'subject',
      Message: 'message',
    } as const;
    for (const [label, field] of Object.entries(limits)) {
      expect(screen.getByLabelText(label)).toHaveAttribute('required');
      expect(screen.getByLabelText(label)).toHaveAttribute(
        'maxlength',
        String(contactMessageLimits[field]),
      );
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('lets the popup leave the subject out', async () => {
    const user = userEvent.setup();
    render(
      <ContactForm
        idPrefix="popup"
        labels={contactPopupLabels}
        subjectRequired={false}
        submitLabel="Send Message"
      />,
    );
    expect(screen.getByLabelText('Subject (optional)')).not.toHaveAttribute('required');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required',
      'Email is required',
      'Message cannot be empty',
    ]);
  });

  it('takes a plan or course subject when it arrives', () => {
    const { rerender } = render(<PageForm />);
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    rerender(<PageForm prefillSubject="Enrollment enquiry: Python Programming" />);
    expect(screen.getByLabelText('Subject')).toHaveValue('Enrollment enquiry: Python Programming');
  });

  it('keeps a subject the visitor typed when the plan or course subject arrives later', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PageForm />);
    await user.type(screen.getByLabelText('Subject'), 'My own subject');
    rerender(<PageForm prefillSubject="Enrollment enquiry: Python Programming" />);
    expect(screen.getByLabelText('Subject')).toHaveValue('My own subject');
  });

  it('follows a new plan or course subject while the visitor has not changed the last one', () => {
    const { rerender } = render(
      <PageForm prefillSubject="Enrollment enquiry: Python Programming" />,
    );
    rerender(<PageForm prefillSubject="Enrollment enquiry: Java Programming" />);
    expect(screen.getByLabelText('Subject')).toHaveValue('Enrollment enquiry: Java Programming');
  });

  it('keeps and sends text typed into the prerendered form before the page started', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PageForm />);
    document.body.append(container);
    const typed = {
      Name: 'Asha Verma',
      Email: 'asha@example.in',
      Subject: 'A website',
      Message: 'Typed before hydration.',
    };
    const form = within(container);
    for (const [label, value] of Object.entries(typed)) {
      (form.getByLabelText(label) as HTMLInputElement).value = value;
    }

    await act(async () => {
      hydrateRoot(container, <PageForm />);
    });
    for (const [label, value] of Object.entries(typed)) {
      expect(form.getByLabelText(label)).toHaveValue(value);
    }
    await userEvent.click(form.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(api.sent).toHaveLength(1));
    expect(api.sent[0]?.body).toEqual({
      name: 'Asha Verma',
      email: 'asha@example.in',
      subject: 'A website',
      message: 'Typed before hydration.',
    });
    container.remove();
  });
});
