import {
  siDjango,
  siDocker,
  siDotnet,
  siFigma,
  siFlutter,
  siGooglecloud,
  siKotlin,
  siMongodb,
  siNextdotjs,
  siNodedotjs,
  siPostgresql,
  siPython,
  siReact,
  siTailwindcss,
  siTypescript,
} from 'simple-icons';
import { expect, test } from '../support/fixtures';
import { pathTo } from '../support/routes';

test('the technologies strip shows each technology with its Simple Icons mark', async ({
  page,
}) => {
  const marks = {
    React: siReact,
    'Next.js': siNextdotjs,
    'Node.js': siNodedotjs,
    TypeScript: siTypescript,
    Python: siPython,
    Django: siDjango,
    '.NET': siDotnet,
    'React Native': siReact,
    Kotlin: siKotlin,
    Flutter: siFlutter,
    'Google Cloud': siGooglecloud,
    Docker: siDocker,
    PostgreSQL: siPostgresql,
    MongoDB: siMongodb,
    'Tailwind CSS': siTailwindcss,
    Figma: siFigma,
  };
  await page.goto(pathTo('home'));
  const items = page.getByRole('region', { name: 'Technologies' }).getByRole('listitem');
  await expect(items).toHaveText(Object.keys(marks));
  const shown = await items.evaluateAll((elements) =>
    elements.map((element) => ({
      paths: Array.from(element.querySelectorAll('svg path')).map((path) => path.getAttribute('d')),
      letters: element.querySelectorAll('svg text').length,
    })),
  );
  expect(shown).toEqual(Object.values(marks).map((icon) => ({ paths: [icon.path], letters: 0 })));
});
