import { code, list, text, type TutorialLanguage } from './tutorial-types';

export const htmlTutorial: TutorialLanguage = {
  id: 'html',
  label: 'HTML',
  topics: [
    {
      id: 'html-introduction',
      title: 'Introduction to HTML',
      content: [
        text(
          'HTML (HyperText Markup Language) describes the structure and meaning of a web page: headings, paragraphs, links, images and forms. The browser reads the HTML and builds the page; CSS then styles it and JavaScript makes it interactive.',
        ),
        code(
          'html',
          String.raw`
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>My first page</title>
  </head>
  <body>
    <h1>Hello, web!</h1>
    <p>I am learning HTML at BrajCode.</p>
  </body>
</html>`,
        ),
        text(
          'Save it as `index.html` and open it in a browser. Everything visible goes inside `<body>`; `<head>` holds information about the page, such as its title.',
        ),
      ],
      videoUrl: 'https://youtu.be/qz0aGYrrlhU',
      practice: [
        'Create a page about yourself with a heading, two paragraphs and a link to your favourite website.',
        'What is the difference between the `<head>` and the `<body>` of a page?',
        'Why should every page declare `lang` on the `<html>` element?',
      ],
    },
    {
      id: 'html-elements',
      title: 'HTML Elements',
      content: [
        text(
          'An element is an opening tag, content and a closing tag: `<p>Hello</p>`. Attributes inside the opening tag add information, such as the address of a link. Some elements, like `<img>`, have no content and no closing tag.',
        ),
        code(
          'html',
          String.raw`
<header>
  <h1>BrajCode Notes</h1>
  <nav><a href="/coding">Tutorials</a></nav>
</header>
<main>
  <article>
    <h2>Why learn HTML?</h2>
    <p>Every website starts with <strong>HTML</strong>.</p>
    <img src="laptop.png" alt="A laptop showing HTML code" />
    <ul>
      <li>Easy to start</li>
      <li>Works in every browser</li>
    </ul>
  </article>
</main>`,
        ),
        list(
          'Use headings in order (`h1`, then `h2`, then `h3`) so screen readers can outline the page.',
          'Prefer meaningful elements such as `<nav>`, `<main>` and `<article>` over plain `<div>`s.',
          'Every `<img>` needs an `alt` text that describes it, or an empty `alt` if it is decoration.',
        ),
      ],
      practice: [
        'Build a recipe page with a title, an ordered list of steps and an unordered list of ingredients.',
        'Add a table of your weekly timetable using `<table>`, `<tr>`, `<th>` and `<td>`.',
        'Rewrite a page built only from `<div>`s using semantic elements.',
      ],
    },
    {
      id: 'html-forms',
      title: 'HTML Forms',
      content: [
        text(
          'Forms collect input from visitors. Each field needs a `<label>` connected by `for` and `id`, a `name` that is sent to the server, and the right `type` so phones show the right keyboard and the browser can check the value.',
        ),
        code(
          'html',
          String.raw`
<form action="/api/contact/" method="post">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" required />

  <label for="phone">Phone</label>
  <input id="phone" name="phone" type="tel" placeholder="+91 98765 43210" />

  <label for="message">Message</label>
  <textarea id="message" name="message" required></textarea>

  <button type="submit">Send</button>
</form>`,
        ),
        text(
          'Attributes such as `required`, `minlength` and `type="email"` give free validation in the browser, but the server must always check the data again.',
        ),
      ],
      blogSlug: 'html-forms-guide',
      practice: [
        'Build a course enquiry form with name, email, phone, a course dropdown and a message.',
        'Which input types would you use for a date of birth, a website and a quantity?',
        'Why is a placeholder not a replacement for a label?',
      ],
    },
  ],
};
