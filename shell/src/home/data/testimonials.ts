export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** Stars out of 5. */
  rating: number;
}

/** Students are introduced by the course they took, as "Enrolled in - {course}". */
function enrolledIn(course: string): string {
  return `Enrolled in - ${course}`;
}

export const clientTestimonials: readonly Testimonial[] = [
  {
    name: 'Rohit Agarwal',
    role: 'Owner, Agarwal Marble Crafts, Agra',
    content:
      'BrajCode rebuilt our catalogue site and connected enquiries to WhatsApp. Buyers from other states now find us on Google, and the team still picks up the phone when we need a change.',
    rating: 5,
  },
  {
    name: 'Dr. Neha Saxena',
    role: 'Director, Saxena Dental Care',
    content:
      'Patients book appointments online now instead of calling the front desk. The site was live in three weeks and the price was exactly what we were quoted.',
    rating: 5,
  },
  {
    name: 'Karthik Rao',
    role: 'Co-founder, a logistics startup in Bangalore',
    content:
      'They built our driver app in React Native and moved us to AWS. Weekly demos meant we never had to guess where the project stood.',
    rating: 5,
  },
];

export const studentReviews: readonly Testimonial[] = [
  {
    name: 'Ananya Gupta',
    role: enrolledIn('Full-Stack Web Development Bootcamp'),
    content:
      'I knew basic HTML when I joined. Twelve weeks later I had deployed a full MERN project, and my mentor reviewed every pull request I opened.',
    rating: 5,
  },
  {
    name: 'Mohammad Faiz',
    role: enrolledIn('Backend Web Development with Python (Flask & Django)'),
    content:
      'The Django module was built around a real booking system. The mock interviews at the end helped me clear my first backend developer interview.',
    rating: 5,
  },
  {
    name: 'Sneha Kushwaha',
    role: enrolledIn('Mobile App Development with React Native'),
    content:
      'Small batch, patient mentors and a published app on my phone by week ten. I joined the internship programme straight after.',
    rating: 5,
  },
];
