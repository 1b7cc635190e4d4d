import { createRoot } from 'react-dom/client';
import { remoteApps } from '@site/shared';
import { OVERRIDE_RESET_PARAMETER, type OverrideState } from './remote-overrides';

/** Leaves candidate testing: the same page, the deployed remotes. */
function stopTesting() {
  const url = new URL(window.location.href);
  for (const key of [...url.searchParams.keys()]) {
    if (key.startsWith('override-')) url.searchParams.delete(key);
  }
  url.searchParams.set(OVERRIDE_RESET_PARAMETER, '');
  window.location.assign(url.href);
}

function CandidateBanner({ overrides }: { overrides: OverrideState }) {
  return (
    <div
      role="status"
      data-testid="candidate-banner"
      className="fixed bottom-[calc(var(--dock-height,0px)+0.5rem)] left-1/2 z-[36] flex w-max max-w-[calc(100%-2rem)] -translate-x-1/2 flex-wrap items-center justify-center gap-x-4 gap-y-1 rounded-lg bg-amber-400 px-4 py-1.5 text-sm font-medium text-black shadow-lg"
    >
      {overrides.active.map(({ remote, entryUrl }) => (
        <span key={remote}>
          Testing a candidate {remoteApps[remote]}: {entryUrl}
        </span>
      ))}
      {overrides.refused.map(({ remote, entryUrl }) => (
        <span key={remote}>
          Candidate {remoteApps[remote]} refused: {entryUrl} is not an allowed origin.
        </span>
      ))}
      <button type="button" onClick={stopTesting} className="underline underline-offset-2">
        Stop testing
      </button>
    </div>
  );
}

/**
 * Shows which candidates the page runs with or refused: a strip just above the bottom dock,
 * clear of the fixed header, whose links a tester (and the contract suite) must still reach,
 * and below the overlays that rise from the dock (the enquiry form, the quick actions). It is a
 * root of its own, outside the composed page, so it never touches the page's hydration.
 */
export function showCandidateBanner(overrides: OverrideState): void {
  if (overrides.active.length === 0 && overrides.refused.length === 0) return;
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<CandidateBanner overrides={overrides} />);
}
