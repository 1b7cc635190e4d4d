import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useKeepEarlyInput } from './use-keep-early-input';

function NameForm() {
  const keepEarlyInput = useKeepEarlyInput();
  const [name, setName] = useState('');
  return (
    <form ref={keepEarlyInput}>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <output>{name}</output>
    </form>
  );
}

describe('useKeepEarlyInput', () => {
  it('puts text typed into the server HTML before hydration into the form state', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm />);
    document.body.append(container);
    // The visitor types before the page's code has run.
    container.querySelector('input')!.value = 'Asha Verma';

    await act(async () => {
      hydrateRoot(container, <NameForm />);
    });

    expect(container.querySelector('output')!.textContent).toBe('Asha Verma');
    expect(container.querySelector('input')!.value).toBe('Asha Verma');
    container.remove();
  });

  it('leaves untouched fields alone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm />);
    await act(async () => {
      hydrateRoot(container, <NameForm />);
    });
    expect(container.querySelector('output')!.textContent).toBe('');
  });
});
