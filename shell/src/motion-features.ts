// Framer Motion's animation features, loaded after the page is up so they stay out of the
// first-load JavaScript (LazyMotion renders `m` components without them until they arrive).
export { domAnimation as default } from 'framer-motion';
