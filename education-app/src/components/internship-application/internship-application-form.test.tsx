import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '@site/shared';
import { internshipApplicationLimits } from '@site/shared/schemas/field-limits';
import { latestToast, withFakeApi } from '@site/shared/testing/fake-api';
import { InternshipApplicationForm } from './internship-application-form';

const api = withFakeApi();

const application = {
  'Full Name': 'Aarav Gupta',
  Email: 'aarav.gupta@example.com',
  Phone: '+91 98765 43210',
  'LinkedIn Profile': 'https://www.linkedin.com/in/aarav-gupta',
  'Why do you want to intern at BrajCode Technologies?': 'I want to ship code for real clients.',
};
const fieldNames = {
  'Full Name': 'name',
  Email: 'email',
  Phone: 'phone',
  'LinkedIn Profile': 'linkedin_url',
  'Why do you want to intern at BrajCode Technologies?': 'message',
} as const;

async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of Object.entries(application)) {
    await user.type(screen.getByLabelText(label), value);
  }
}

const submitButton = () => screen.getByRole('button', { name: /Submit Application|Submitting/ });

describe('InternshipApplicationForm', () => {
  it("requires every field through the browser, with the API's limits", () => {
    render(<InternshipApplicationForm />);
    for (const [label, field] of Object.entries(fieldNames)) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAttribute('required');
      expect(input).toHaveAttribute('maxlength', String(internshipApplicationLimits[field]));
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('LinkedIn Profile')).toHaveAttribute('type', 'url');
  });

  it('sends the application as JSON, thanks the applicant and clears the form', async () => {
    const user = userEvent.setup();
    api.answerNext('never');
    render(<InternshipApplicationForm />);
    await fillApplication(user);
    await user.click(submitButton());
    expect(screen.getByRole('button', { name: 'Submitting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    api.release();

    await waitFor(() => expect(latestToast()?.title).toBe('Application Submitted!'));
    expect(latestToast()?.description).toBe("Thanks for applying! We'll get back to you soon.");
    expect(api.sent).toEqual([
      {
        path: '/api/internship/',
        method: 'POST',
        body: {
          name: 'Aarav Gupta',
          email: 'aarav.gupta@example.com',
          phone: '+91 98765 43210',
          linkedin_url: 'https://www.linkedin.com/in/aarav-gupta',
          message: 'I want to ship code for real clients.',
        },
      },
    ]);
    for (const label of Object.keys(application)) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
  });

  it('keeps text typed while the application was on its way, and clears what was sent', async () => {
    const user = userEvent.setup();
    api.answerNext('never');
    render(<InternshipApplicationForm />);
    await fillApplication(user);
    await user.click(submitButton());
    const motivation = 'Why do you want to intern at BrajCode Technologies?';
    await user.type(screen.getByLabelText(motivation), ' And learn testing.');
    api.release();

    await waitFor(() => expect(latestToast()?.title).toBe('Application Submitted!'));
    expect(screen.getByLabelText(motivation)).toHaveValue(
      'I want to ship code for real clients. And learn testing.',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('keeps everything typed when the API refuses or cannot be reached', async () => {
    const user = userEvent.setup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answerNext({ status: 500, body: { detail: 'Internal error' } }, 'network-error');
    render(<InternshipApplicationForm />);
    await fillApplication(user);
    for (const reason of ['was refused (HTTP 500)', 'could not be sent']) {
      useSiteStore.setState({ toasts: [] });
      await user.click(submitButton());
      await waitFor(() => expect(latestToast()?.title).toBe('Submission Failed'));
      expect(latestToast()).toMatchObject({
        variant: 'destructive',
        description: 'Please try again later.',
      });
      expect(consoleError.mock.calls.flat().join(' ')).toContain(reason);
    }
    for (const [label, value] of Object.entries(application)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }
  });

  it('explains at the field a value the browser accepts but the application rules refuse', async () => {
    const user = userEvent.setup();
    render(<InternshipApplicationForm />);
    await fillApplication(user);
    const linkedin = screen.getByLabelText('LinkedIn Profile');
    await user.clear(linkedin);
    await user.type(linkedin, 'ftp://files.example.com/me');
    await user.click(submitButton());

    expect(linkedin).toHaveAttribute('aria-invalid', 'true');
    expect(linkedin).toHaveFocus();
    expect(document.getElementById(linkedin.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Please enter the full address of your profile, starting with https://',
    );
    expect(api.sent).toEqual([]);

    await user.type(linkedin, 'x');
    expect(linkedin).not.toHaveAttribute('aria-invalid');
  });

  it('points at the phone when the API refuses the number, keeping everything typed', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.answerNext({ status: 400, body: { phone: ['Enter a valid phone number.'] } });
    render(<InternshipApplicationForm />);
    await fillApplication(user);
    await user.click(submitButton());

    await waitFor(() => expect(latestToast()?.title).toBe('Submission Failed'));
    expect(latestToast()?.description).toBe('Please try again later.');
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveFocus();
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)).toHaveTextContent(
      'Please check this phone number. Numbers outside India need their country code, such as +44 7400 123456.',
    );
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    for (const [label, value] of Object.entries(application)) {
      expect(screen.getByLabelText(label)).toHaveValue(value);
    }

    await user.type(phone, '1');
    expect(phone).not.toHaveAttribute('aria-invalid');
  });

  it("words the length rules with the API's limits", async () => {
    const user = userEvent.setup();
    render(<InternshipApplicationForm />);
    await fillApplication(user);
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '   ');
    await user.click(submitButton());
    expect(
      await screen.findByText('Please enter a phone number we can call, up to 32 characters.'),
    ).toBeInTheDocument();
  });
});
