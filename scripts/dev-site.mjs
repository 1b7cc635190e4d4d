// The dev loop: the shell's Vite dev server with hot reload, each remote rebuilt on change
// (`vite build --watch`) and served by `vite preview` (a remote's dev server serves no
// remoteEntry.js), and the API restarting on change.  Usage: npm run dev
import concurrently from 'concurrently';

const { result } = concurrently(
  [
    { name: 'shell', command: 'npm run dev -w shell', prefixColor: 'blue' },
    { name: 'tech:build', command: 'npm run watch -w tech-app', prefixColor: 'green' },
    { name: 'tech:serve', command: 'npm run preview -w tech-app', prefixColor: 'green' },
    { name: 'edu:build', command: 'npm run watch -w education-app', prefixColor: 'magenta' },
    { name: 'edu:serve', command: 'npm run preview -w education-app', prefixColor: 'magenta' },
    { name: 'api', command: 'npm run dev -w @site/api', prefixColor: 'yellow' },
  ],
  { killOthers: ['failure'], restartTries: 0 },
);

result.catch(() => process.exit(1));
