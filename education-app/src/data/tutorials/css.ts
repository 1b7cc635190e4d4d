import { code, list, text, type TutorialLanguage } from './tutorial-types';

export const cssTutorial: TutorialLanguage = {
  id: 'css',
  label: 'CSS',
  topics: [
    {
      id: 'css-introduction',
      title: 'Introduction to CSS',
      content: [
        text(
          'CSS (Cascading Style Sheets) controls how HTML looks: colours, fonts, spacing and layout. A rule has a selector, which picks elements, and declarations, which set properties.',
        ),
        code(
          'css',
          String.raw`
/* styles.css */
body {
  font-family: system-ui, sans-serif;
  line-height: 1.6;
  margin: 0 auto;
  max-width: 60rem;
}

h1 {
  color: #1e3a8a;
  font-size: 2rem;
}`,
        ),
        text(
          'Link the file from the page\'s `<head>` with `<link rel="stylesheet" href="styles.css" />`. When two rules set the same property, the more specific selector wins; if they are equal, the later rule wins: that is the "cascade".',
        ),
      ],
      practice: [
        'Style the page about yourself: a font, a maximum width and a colour for the headings.',
        'What are the three ways to add CSS to a page, and which one should you normally use?',
        'Give every paragraph a line height of 1.6 and explain why it helps reading.',
      ],
    },
    {
      id: 'css-selectors',
      title: 'CSS Selectors',
      content: [
        text('Selectors decide which elements a rule applies to. The ones you will use most:'),
        list(
          'Type selector `p` matches every paragraph.',
          'Class selector `.card` matches elements with `class="card"`; classes are reusable.',
          'ID selector `#signup` matches the one element with `id="signup"`.',
          'Descendant selector `nav a` matches links inside a `<nav>`.',
          'Pseudo-classes such as `a:hover` and `input:focus-visible` match a state.',
        ),
        code(
          'css',
          String.raw`
.card {
  border: 1px solid #d4d4d8;
  border-radius: 0.75rem;
  padding: 1rem;
}

.card h2 { margin-top: 0; }

nav a:hover,
nav a:focus-visible {
  text-decoration: underline;
}

li:nth-child(odd) { background: #f4f4f5; }`,
        ),
      ],
      practice: [
        'Style every second row of a table with a light background using `:nth-child`.',
        'Which rule wins: `.title { color: blue; }` or `h1 { color: red; }` for `<h1 class="title">`? Why?',
        'Write a visible focus style for all links and buttons.',
      ],
    },
    {
      id: 'css-flexbox',
      title: 'CSS Flexbox',
      content: [
        text(
          'Flexbox lays items out in one direction, a row or a column. Set `display: flex` on the container; its children become flex items that you can space, align and let grow.',
        ),
        code(
          'css',
          String.raw`
.toolbar {
  display: flex;
  justify-content: space-between; /* along the row */
  align-items: center;            /* across the row */
  gap: 1rem;
}

.cards {
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
}

.cards > .card {
  flex: 1 1 18rem; /* grow, shrink, start at 18rem */
}`,
        ),
        text(
          '`justify-content` works along the main axis and `align-items` across it. With `flex-direction: column` the axes swap, which is the most common source of confusion.',
        ),
      ],
      blogSlug: 'css-flexbox-layout',
      practice: [
        'Build a navigation bar with the logo on the left and three links on the right.',
        'Centre a box both horizontally and vertically inside the page.',
        'Make a row of three cards that wraps to one card per line on a phone.',
      ],
    },
  ],
};
