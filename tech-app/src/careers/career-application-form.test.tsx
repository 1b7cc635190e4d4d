import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { resumeFileRules } from '@site/shared/schemas/career-application-rules';
import { latestToast, withFakeApi } from '@site/shared/testing/fake-api';
import { jobOpenings, type JobOpening } from '../data/job-openings';
import { CareerApplicationForm } from './career-application-form';

const api = withFakeApi();
const [frontend, , backend] = jobOpenings as [JobOpening, JobOpening, JobOpening];

const indiaMessage = 'Indian number must be 10 digits starting with 6–9';
const invalidFormatMessage = 'Invalid phone number format, Please correct it.';
const pdf = () =>
  new File(['%PDF-1.4 resume'], 'asha-verma-resume.pdf', { type: 'application/pdf' });

beforeAll(() => {
  // What Radix Select needs from the DOM that jsdom does not have.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

/** The form with the openings list's choice in the page's hands, as on /careers. */
function CareersForm({ initial = frontend }: { initial?: JobOpening }) {
  const [opening, setOpening] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setOpening(backend)}>
        Choose the backend opening
      </button>
      <CareerApplicationForm opening={opening} />
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const phoneInput = () => field('Phone Number');
const phoneError = () => document.getElementById('career-phone-error');

async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Full Name'), 'Asha Verma');
  await user.type(field('Email'), 'asha.verma@example.com');
  await user.type(
    screen.getByLabelText(/LinkedIn or Portfolio URL/),
    'https://www.linkedin.com/in/asha-verma',
  );
  await user.type(field('Cover Letter'), 'I have built React and Node.js apps.');
  await user.upload(field('Resume'), pdf());
}

/**
 * Sends the form. (Submitted through its button, jsdom would refuse it: it does not see the file
 * user-event chose as filling the required resume input. The browser tests press the button.)
 */
function submit() {
  fireEvent.submit(screen.getByRole('form', { name: 'Job application' }));
}

/** Renders the form, fills it in and sends it, its answer held: the form is sending. */
async function sendHeldApplication() {
  const user = userEvent.setup();
  api.answerNext('never');
  render(<CareersForm />);
  await fillApplication(user);
  await user.type(phoneInput(), '9876543210');
  submit();
  await screen.findByRole('button', { name: 'Submitting...' });
  return user;
}

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /^Phone country/ }));
  await user.click(await screen.findByRole('option', { name: new RegExp(`^${name} `) }));
}

describe('CareerApplicationForm', () => {
  it('strips spaces as typed and checks an Indian number only after blur, then on every change', async () => {
    const user = userEvent.setup();
    render(<CareersForm />);
    await user.type(phoneInput(), '98765 4321');
    expect(phoneInput()).toHaveValue('987654321');
    expect(phoneError()).toBeNull();

    await user.tab();
    expect(phoneError()).toHaveTextContent(indiaMessage);
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneInput()).toHaveAttribute('aria-describedby', 'career-phone-error');

    await user.type(phoneInput(), '0');
    await waitFor(() => expect(phoneError()).toBeNull());
    await user.clear(phoneInput());
    await waitFor(() => expect(phoneError()).toHaveTextContent('Phone number is required'));
  });

  it('a new country clears the number, its message and the touched state, and brings its own rules', async () => {
    const user = userEvent.setup();
    render(<CareersForm />);
    await user.type(phoneInput(), '12345');
    await user.tab();
    expect(phoneError()).toHaveTextContent(indiaMessage);

    await chooseCountry(user, 'UK');
    expect(screen.getByRole('combobox', { name: 'Phone country: UK (+44)' })).toBeInTheDocument();
    expect(phoneInput()).toHaveValue('');
    expect(phoneError()).toBeNull();

    await user.type(phoneInput(), '740012');
    expect(phoneError()).toBeNull();
    await user.tab();
    await waitFor(() => expect(phoneError()).toHaveTextContent(invalidFormatMessage));
    await user.clear(phoneInput());
    await user.type(phoneInput(), '7400 123 456');
    await waitFor(() => expect(phoneError()).toBeNull());
  });

  it("offers the chosen country's number as an example, never as what looks like a typed value", async () => {
    const user = userEvent.setup();
    render(<CareersForm />);
    expect(phoneInput()).toHaveAttribute('placeholder', 'e.g. 9876543210');
    await chooseCountry(user, 'UK');
    expect(phoneInput()).toHaveAttribute('placeholder', 'e.g. 7400123456');
  });

  it('asks for a valid phone on submit, focuses it and sends nothing', async () => {
    const user = userEvent.setup();
    render(<CareersForm />);
    await fillApplication(user);
    submit();
    await waitFor(() =>
      expect(phoneError()).toHaveTextContent('Please enter a valid phone number.'),
    );
    expect(phoneInput()).toHaveFocus();
    expect(api.sent).toEqual([]);

    // Leaving the field unchanged (to choose another opening) keeps the submit's words.
    await user.click(screen.getByRole('button', { name: 'Choose the backend opening' }));
    expect(phoneInput()).not.toHaveFocus();
    expect(phoneError()).toHaveTextContent('Please enter a valid phone number.');

    // Sent once, so checked on every change from now on.
    await user.type(phoneInput(), '5');
    await waitFor(() => expect(phoneError()).toHaveTextContent(indiaMessage));
  });

  it('sends the application with the number in international form, then resets the form and the resume', async () => {
    const user = userEvent.setup();
    api.answerNext('never');
    render(<CareersForm />);
    await user.click(screen.getByRole('button', { name: 'Choose the backend opening' }));
    await fillApplication(user);
    expect(screen.getByTestId('resume-file-name')).toHaveTextContent('asha-verma-resume.pdf');
    await user.type(phoneInput(), '+91 98765 43210');
    submit();

    expect(await screen.findByRole('button', { name: 'Submitting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    api.release();
    await waitFor(() => expect(latestToast()?.title).toBe('Application Submitted!'));
    expect(latestToast()?.description).toBe(
      "Thanks for applying for Backend Developer (Node.js/Python) position. We'll get back to you.",
    );
    const body = api.sent[0]?.body as FormData;
    expect(Object.fromEntries([...body].filter(([name]) => name !== 'resume'))).toEqual({
      position: 'backend',
      full_name: 'Asha Verma',
      email: 'asha.verma@example.com',
      phone: '+919876543210',
      linkedin_url: 'https://www.linkedin.com/in/asha-verma',
      cover_letter: 'I have built React and Node.js apps.',
    });
    expect((body.get('resume') as File).name).toBe('asha-verma-resume.pdf');

    for (const label of ['Full Name', 'Email', 'Cover Letter', 'Phone Number']) {
      expect(field(label)).toHaveValue('');
    }
    expect((field('Resume') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('resume-file-name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('keeps a cover letter added to while the application was on its way, and clears what was sent', async () => {
    const user = await sendHeldApplication();
    await user.type(field('Cover Letter'), ' And I test them.');
    api.release();

    await waitFor(() => expect(latestToast()?.title).toBe('Application Submitted!'));
    expect(field('Cover Letter')).toHaveValue(
      'I have built React and Node.js apps. And I test them.',
    );
    for (const label of ['Full Name', 'Email', 'Phone Number']) {
      expect(field(label)).toHaveValue('');
    }
  });

  it('thanks for the opening sent, and files the next application under one chosen while sending', async () => {
    const user = await sendHeldApplication();
    await user.click(screen.getByRole('button', { name: 'Choose the backend opening' }));
    api.release();
    await waitFor(() => expect(latestToast()?.title).toBe('Application Submitted!'));
    expect(latestToast()?.description).toBe(
      "Thanks for applying for Senior Frontend Developer (React) position. We'll get back to you.",
    );
    expect((api.sent[0]?.body as FormData).get('position')).toBe('web_dev');

    await fillApplication(user);
    await user.type(phoneInput(), '9876543210');
    submit();
    await waitFor(() => expect(api.sent).toHaveLength(2));
    expect((api.sent[1]?.body as FormData).get('position')).toBe('backend');
  });

  it('refuses a resume over the limit at once under its field, and takes a smaller one', async () => {
    const user = userEvent.setup();
    render(<CareersForm />);
    expect(screen.getByText(resumeFileRules.hint)).toBeInTheDocument();
    const tooLarge = new File([new Uint8Array(resumeFileRules.maxBytes + 1)], 'scans.pdf', {
      type: 'application/pdf',
    });
    await user.upload(field('Resume'), tooLarge);
    await waitFor(() =>
      expect(document.getElementById('career-resume-error')).toHaveTextContent(
        resumeFileRules.tooLargeMessage,
      ),
    );
    expect(field('Resume')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Resume')).toHaveAttribute(
      'aria-describedby',
      'career-resume-hint career-resume-error',
    );
    expect((field('Resume') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('resume-file-name')).not.toBeInTheDocument();

    await user.upload(field('Resume'), pdf());
    await waitFor(() => expect(document.getElementById('career-resume-error')).toBeNull());
    expect(screen.getByTestId('resume-file-name')).toHaveTextContent('asha-verma-resume.pdf');
  });

  it("shows the server's field errors joined by commas, focuses the first to fix, each cleared when its field changes", async () => {
    const user = userEvent.setup();
    api.answerNext({
      status: 400,
      body: {
        position: ['"intern" is not a valid choice.'],
        email: ['Enter a valid email address.'],
        phone: ['Bad number.', 'Too short.'],
      },
    });
    render(<CareersForm />);
    await fillApplication(user);
    await user.type(phoneInput(), '9876543210');
    submit();

    const emailError = await screen.findByText('Enter a valid email address.');
    expect(emailError).toHaveAttribute('id', 'career-email-error');
    expect(phoneError()).toHaveTextContent('Bad number., Too short.');
    expect(latestToast()).toMatchObject({
      variant: 'destructive',
      title: 'Submission Failed',
      description: 'Please check required fields or try again later.',
    });
    expect(field('Full Name')).toHaveValue('Asha Verma');
    expect(screen.getByTestId('resume-file-name')).toHaveTextContent('asha-verma-resume.pdf');
    // The position is not the visitor's to edit here: the email is the first field to fix.
    expect(field('Email')).toHaveFocus();

    await user.type(field('Email'), 'x');
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    expect(phoneError()).toHaveTextContent('Bad number., Too short.');
    await user.type(phoneInput(), '{Backspace}');
    await waitFor(() => expect(phoneError()).toHaveTextContent(indiaMessage));

    expect(screen.getByText('"intern" is not a valid choice.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose the backend opening' }));
    expect(screen.queryByText('"intern" is not a valid choice.')).not.toBeInTheDocument();
  });

  it('keeps the form on a network failure', async () => {
    const user = userEvent.setup();
    api.answerNext('network-error');
    render(<CareersForm />);
    await fillApplication(user);
    await user.type(phoneInput(), '9876543210');
    submit();
    await waitFor(() => expect(latestToast()?.title).toBe('Submission Failed'));
    expect(field('Cover Letter')).toHaveValue('I have built React and Node.js apps.');
    expect(phoneInput()).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'Submit Application' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it("starts from the visitor's country when the geo lookup names one of the five", async () => {
    api.answerGet('/api/geo/', { country_code: 'gb' });
    render(<CareersForm />);
    expect(
      await screen.findByRole('combobox', { name: 'Phone country: UK (+44)' }),
    ).toBeInTheDocument();
  });

  it('keeps text typed into the prerendered form before the page started', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CareerApplicationForm opening={frontend} />);
    document.body.append(container);
    const form = within(container);
    const typed = { 'Full Name': 'Asha Verma', 'Phone Number': '9876543210' };
    for (const [label, value] of Object.entries(typed)) {
      (form.getByLabelText(label, { exact: true }) as HTMLInputElement).value = value;
    }
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <CareerApplicationForm opening={frontend} />);
    });
    for (const [label, value] of Object.entries(typed)) {
      expect(form.getByLabelText(label, { exact: true })).toHaveValue(value);
    }
    expect(consoleError.mock.calls.flat().join('\n')).not.toMatch(/hydrat/i);
    container.remove();
  });
});
