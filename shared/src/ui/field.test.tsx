import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('labels its control and describes it by its error only while there is one', () => {
    const { rerender } = render(
      <Field id="contact-name" label="Name">
        <Input name="name" required />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('id', 'contact-name');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <Field id="contact-name" label="Name" error="Name is required">
        <Input name="name" required />
      </Field>,
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'contact-name-error');
    expect(screen.getByRole('alert')).toHaveAttribute('id', 'contact-name-error');
    expect(input).toHaveAccessibleDescription('Name is required');
  });

  it('gives a control inside more markup the same wiring, with a hint, a status and other descriptions', () => {
    render(
      <>
        <Field
          id="career-resume"
          label="Resume"
          hint="PDF, DOC or DOCX."
          describedBy="form-status"
          status={<p>Selected file: cv.pdf</p>}
          error="The file is too large."
        >
          {(control) => (
            <div>
              <input type="file" {...control} />
            </div>
          )}
        </Field>
        <p id="form-status">Not sent yet.</p>
      </>,
    );
    const input = screen.getByLabelText('Resume');
    expect(input).toHaveAttribute(
      'aria-describedby',
      'career-resume-hint form-status career-resume-error',
    );
    expect(input).toHaveAccessibleDescription(
      'PDF, DOC or DOCX. Not sent yet. The file is too large.',
    );
    expect(screen.getByText('Selected file: cv.pdf')).toBeInTheDocument();
  });
});
