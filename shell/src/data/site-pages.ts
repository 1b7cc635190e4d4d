import type { NavLink } from './navigation';

/** Every page a visitor can look for, used by the search page and the 404 page filter. */
export const sitePages: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Careers', to: '/careers' },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'Education', to: '/education' },
  { label: 'Courses', to: '/education' },
  { label: 'Cohort', to: '/cohort' },
  { label: 'Internships', to: '/cohort' },
  { label: 'Coding', to: '/coding' },
  { label: 'Enroll Now', to: '/enroll' },
  { label: 'Apply for Internship', to: '/apply-internship' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'Refund Policy', to: '/refund-policy' },
];
