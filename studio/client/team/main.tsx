import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// The app's own form styles first, as the `npm start` studio has them under its editor.
import '../../../src/styles.css';
import './team.css';
import { TeamApp } from './TeamApp';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TeamApp />
  </StrictMode>,
);
