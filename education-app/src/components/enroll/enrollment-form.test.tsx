import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { latestToast, withFakeApi } from '@site/shared/testing/fake-api';
import { EnrollmentForm } from './enrollment-form';

const api = withFakeApi();

/** The course the dropdown shows: its chosen option's text. */
function chosenCourse() {
  const course = screen.getByLabelText<HTMLSelectElement>('Course');
  return course.selectedOptions[0]?.textContent;
}

describe('EnrollmentForm', () => {
  it('starts on the course it was given, and the total follows the chosen course', async () => {
    const user = userEvent.setup();
    render(<EnrollmentForm initialCourseId="adv-react" />);
    expect(chosenCourse()).toBe('Advanced React & State Management');
    expect(screen.getByTestId('enroll-total')).toHaveTextContent('₹24,999');

    await user.selectOptions(
      screen.getByLabelText('Course'),
      screen.getByRole('option', { name: 'Backend Web Development with Python (Flask & Django)' }),
    );
    expect(chosenCourse()).toBe('Backend Web Development with Python (Flask & Django)');
    expect(screen.getByTestId('enroll-total')).toHaveTextContent('₹26,999');
  });

  it('starts on the first course when none or an unknown one is given', () => {
    render(<EnrollmentForm initialCourseId="no-such-course" />);
    expect(chosenCourse()).toBe('Full-Stack Web Development Bootcamp');
    expect(screen.getByTestId('enroll-total')).toHaveTextContent('₹39,999');
  });

  it('leaves the contact fields to the browser, then only explains that payments are pending', async () => {
    const user = userEvent.setup();
    render(<EnrollmentForm initialCourseId="android-dev" />);
    expect(screen.getByLabelText('Full Name')).toBeRequired();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('placeholder', '+91 98765 43210');

    const proceed = screen.getByRole('button', { name: 'Proceed to Payment' });
    await user.click(proceed);
    expect(latestToast()).toBeUndefined();

    await user.type(screen.getByLabelText('Full Name'), 'Riya Sharma');
    await user.type(screen.getByLabelText('Email'), 'riya@example.com');
    await user.type(screen.getByLabelText('Phone'), '+91 98765 43210');
    await user.click(proceed);
    await expect.poll(() => latestToast()?.title).toBe('Payment Gateway Pending');
    expect(latestToast()?.description).toBe(
      'Enrollment for Native Android App Development (Java/Kotlin) is almost ready, but our payment system is not active yet. Please contact us to enroll or check back soon.',
    );
    expect(screen.getByLabelText('Full Name')).toHaveValue('Riya Sharma');
    expect(api.sent).toEqual([]);
  });
});
