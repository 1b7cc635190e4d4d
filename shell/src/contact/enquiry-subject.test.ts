import { describe, expect, it } from 'vitest';
import { courseEnquirySubject, courseIdFromState, planEnquirySubject } from './enquiry-subject';

describe('enquiry subjects', () => {
  it('names the plan and its price, or the course', () => {
    expect(
      planEnquirySubject({
        id: 'web-cms',
        serviceId: 'web-development',
        title: 'Web Development – CMS',
        price: '₹9,999+',
      }),
    ).toBe('Enquiry about the Web Development – CMS plan (₹9,999+)');
    expect(
      courseEnquirySubject({ id: 'python', title: 'Python Programming', kind: 'code-class' }),
    ).toBe('Enrollment enquiry: Python Programming');
  });

  it('reads a course id only from a well-formed navigation state', () => {
    expect(courseIdFromState({ courseId: 'python' })).toBe('python');
    expect(courseIdFromState({ courseId: 3 })).toBeUndefined();
    expect(courseIdFromState(null)).toBeUndefined();
    expect(courseIdFromState('python')).toBeUndefined();
  });
});
