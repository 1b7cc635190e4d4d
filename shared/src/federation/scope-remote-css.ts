import postcss from 'postcss';
import prefixSelector from 'postcss-prefix-selector';
import type { Plugin } from 'vite';
import { REMOTE_SCOPE_ATTRIBUTE } from '../contracts/remote-modules';

const GLOBAL_SELECTOR = /^(?::root|html|body|\.dark|\.light)\b/;

/**
 * Scopes a remote's stylesheet to the remote's own content. The shell and the remotes all ship
 * Tailwind utilities; loaded one after another in one cascade layer, a remote's `.px-4` would
 * override the shell's `sm:px-6` everywhere. Prefixing every remote rule with the slot's
 * attribute keeps each stylesheet's utilities, in their intended order, to its own elements.
 */
export function scopeRemoteCss(remoteName: string): Plugin {
  const scope = `[${REMOTE_SCOPE_ATTRIBUTE}="${remoteName}"]`;
  const scoper = postcss([
    prefixSelector({
      prefix: scope,
      transform: (prefix: string, selector: string, prefixedSelector: string) =>
        GLOBAL_SELECTOR.test(selector) ? selector : prefixedSelector,
    }),
  ]);
  return {
    name: 'scope-remote-css',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.css')) continue;
        const result = await scoper.process(String(file.source), { from: undefined });
        file.source = result.css;
      }
    },
  };
}
