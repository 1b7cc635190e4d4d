import { useState } from 'react';

/** A button that counts its presses: shows whether a press reached React's handler. */
export function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Count {count}
    </button>
  );
}
