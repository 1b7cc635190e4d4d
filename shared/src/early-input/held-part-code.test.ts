import { afterEach, describe, expect, it } from 'vitest';
import { heldPartCodeRequester } from './held-part-code';
import { HELD_PART_CODE_ELEMENT_ID } from './parts';

const formCode = [
  'https://tech.example/form-1a2b3c4d.js',
  'https://tech.example/phone-5e6f7a8b.js',
];

/** A page with a held form (and a part inside it) and, unless `list` is null, the code list. */
function composedPage(list: string | null) {
  document.head.innerHTML =
    list === null
      ? ''
      : `<script type="application/json" id="${HELD_PART_CODE_ELEMENT_ID}">${list}</script>`;
  document.body.innerHTML = `
    <div data-part="page" data-live="">
      <div data-part="careers:form" data-held="">
        <div data-part="careers:form:phone"><button type="button">Country</button></div>
      </div>
      <div data-part="careers:openings"><button type="button">Apply</button></div>
    </div>`;
  const part = (name: string) => document.querySelector(`[data-part="${name}"]`)!;
  return { part };
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => (link as HTMLLinkElement).href,
  );

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('asking early for the code of a held part', () => {
  it("asks for each of the part's files once, as module preloads, however often it is wanted", () => {
    const { part } = composedPage(JSON.stringify({ 'careers:form': formCode }));
    const askFor = heldPartCodeRequester(document);
    askFor(part('careers:form'));
    askFor(part('careers:form'));
    expect(preloads()).toEqual(formCode);
  });

  it('asks once for a file that two parts share', () => {
    const shared = 'https://tech.example/tag-list-9c8d7e6f.js';
    const { part } = composedPage(
      JSON.stringify({ 'careers:form': [...formCode, shared], 'careers:openings': [shared] }),
    );
    const askFor = heldPartCodeRequester(document);
    askFor(part('careers:form'));
    askFor(part('careers:openings'));
    expect(preloads()).toEqual([...formCode, shared]);
  });

  it('asks for the code of the held part around the part an event waits for', () => {
    const { part } = composedPage(JSON.stringify({ 'careers:form': formCode }));
    heldPartCodeRequester(document)(part('careers:form:phone'));
    expect(preloads()).toEqual(formCode);
  });

  it.each([
    [
      'a part the list does not name',
      JSON.stringify({ 'careers:form': formCode }),
      'careers:openings',
    ],
    ['a page without the list', null, 'careers:form'],
    ['a list that is not JSON', '{"careers:form": [', 'careers:form'],
    [
      'a list whose entry is not a list of files',
      JSON.stringify({ 'careers:form': 'x.js' }),
      'careers:form',
    ],
  ])('asks for nothing for %s', (_case, list, name) => {
    const { part } = composedPage(list);
    heldPartCodeRequester(document)(part(name));
    expect(preloads()).toEqual([]);
  });
});
