// Built into the react-dom chunk (vite.config.ts), so React DOM's CommonJS set-up runs as that chunk is
// evaluated, in a task of its own, instead of inside the app's first module.
export { hydrateRoot } from 'react-dom/client';
