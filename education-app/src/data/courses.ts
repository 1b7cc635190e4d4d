import { groupDigitsIndian } from '@site/shared/lib/indian-digits';

/** Paid courses (spec section 3). Prices in rupees. */
export interface PaidCourse {
  id: string;
  title: string;
  price: number;
  duration: string;
  level: string;
  description: string;
  skills: readonly string[];
  /** Accessible description of the course illustration. */
  image: string;
}

export const paidCourses: readonly PaidCourse[] = [
  {
    id: 'fs-bootcamp',
    title: 'Full-Stack Web Development Bootcamp',
    price: 39999,
    duration: '12 weeks',
    level: 'Beginner to Advanced',
    description:
      'Go from HTML basics to deploying a full MERN application. Weekly projects, code reviews by working developers, and a capstone you can show employers.',
    skills: [
      'HTML & CSS',
      'JavaScript',
      'React',
      'Node.js & Express',
      'MongoDB',
      'Git & deployment',
    ],
    image: 'A laptop showing a web app with front-end and back-end code panels',
  },
  {
    id: 'adv-react',
    title: 'Advanced React & State Management',
    price: 24999,
    duration: '8 weeks',
    level: 'Intermediate',
    description:
      'Master hooks, performance, routing and state with Redux Toolkit, Zustand and React Query, and learn to test components the way product teams do.',
    skills: [
      'Hooks in depth',
      'Redux Toolkit',
      'Zustand',
      'React Query',
      'Testing Library',
      'Performance',
    ],
    image: 'React atom logo surrounded by state diagrams',
  },
  {
    id: 'react-native-dev',
    title: 'Mobile App Development with React Native',
    price: 29999,
    duration: '10 weeks',
    level: 'Intermediate',
    description:
      'Build and publish Android and iOS apps from one codebase: navigation, device APIs, offline storage, push notifications and store releases.',
    skills: [
      'React Native',
      'Expo',
      'Navigation',
      'Device APIs',
      'Push notifications',
      'Play Store release',
    ],
    image: 'Two phones running the same React Native app',
  },
  {
    id: 'backend-python',
    title: 'Backend Web Development with Python (Flask & Django)',
    price: 26999,
    duration: '6 weeks',
    level: 'Beginner to Intermediate',
    description:
      'Design REST APIs with Flask and Django REST Framework, model data in PostgreSQL, add authentication and deploy to the cloud.',
    skills: ['Python', 'Flask', 'Django', 'Django REST Framework', 'PostgreSQL', 'Authentication'],
    image: 'A Python logo connected to a database and an API diagram',
  },
  {
    id: 'dotnet-bootcamp',
    title: '.NET 8 & ASP.NET Core (MVC) Bootcamp',
    price: 32999,
    duration: '8 weeks',
    level: 'Beginner to Intermediate',
    description:
      'Learn C# and build enterprise-style web applications with ASP.NET Core MVC, Entity Framework Core and SQL Server, the stack used by many Indian IT firms.',
    skills: [
      'C#',
      'ASP.NET Core MVC',
      'Entity Framework Core',
      'SQL Server',
      'Web APIs',
      'Identity',
    ],
    image: 'A C# code window beside an MVC architecture diagram',
  },
  {
    id: 'android-dev',
    title: 'Native Android App Development (Java/Kotlin)',
    price: 28999,
    duration: '10 weeks',
    level: 'Beginner to Intermediate',
    description:
      'Build native Android apps in Kotlin and Java with Jetpack Compose, Room, Retrofit and Firebase, and publish your first app on the Play Store.',
    skills: ['Kotlin', 'Java', 'Jetpack Compose', 'Room', 'Retrofit', 'Firebase'],
    image: 'An Android phone with Kotlin code beside it',
  },
];

/** Cheaper code classes (spec section 3). Prices are shown as text. */
export interface CodeClass {
  id: string;
  title: string;
  price: string;
  duration: string;
  level: string;
  description: string;
  skills: readonly string[];
}

export const codeClasses: readonly CodeClass[] = [
  {
    id: 'python-basics',
    title: 'Python Programming',
    price: '2999',
    duration: '4 weeks',
    level: 'Beginner',
    description:
      'Variables, loops, functions, files and small automation scripts: the friendliest first language.',
    skills: ['Syntax', 'Functions', 'Lists & dictionaries', 'File handling'],
  },
  {
    id: 'java-basics',
    title: 'Java Programming',
    price: '3499',
    duration: '6 weeks',
    level: 'Beginner',
    description:
      'Core Java with object-oriented programming, collections and exception handling for college and interviews.',
    skills: ['OOP', 'Collections', 'Exceptions', 'Problem solving'],
  },
  {
    id: 'cpp-basics',
    title: 'C++ Programming',
    price: '2999',
    duration: '4 weeks',
    level: 'Beginner',
    description:
      'Pointers, classes and the STL, with the problem-solving practice competitive programmers rely on.',
    skills: ['Pointers', 'Classes', 'STL', 'Recursion'],
  },
  {
    id: 'full-stack-basics',
    title: 'Full-Stack Web Development',
    price: '6999',
    duration: '10 weeks',
    level: 'Beginner',
    description:
      'An affordable route into web development: HTML, CSS, JavaScript, React and a Node.js back end.',
    skills: ['HTML & CSS', 'JavaScript', 'React', 'Node.js'],
  },
  {
    id: 'excel-basics',
    title: 'Advanced Excel',
    price: '2999',
    duration: '6 weeks',
    level: 'All levels',
    description:
      'Formulas, pivot tables, charts and dashboards for office work, accounts and data reporting.',
    skills: ['Formulas', 'Pivot tables', 'Charts', 'Dashboards'],
  },
  {
    id: 'computer-basics',
    title: 'Computer Basics',
    price: '1999',
    duration: '4 weeks',
    level: 'Beginner',
    description:
      'Typing, files and folders, email, the internet, MS Office and staying safe online.',
    skills: ['Typing', 'MS Office', 'Email & internet', 'Online safety'],
  },
];

export function findPaidCourse(id: unknown): PaidCourse | undefined {
  return paidCourses.find((course) => course.id === id);
}

/** Formats rupees as shown on the site, e.g. ₹39,999. */
export function formatRupees(amount: number | string): string {
  return `₹${groupDigitsIndian(Number(amount))}`;
}
