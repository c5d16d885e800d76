import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { TeamApp } from './TeamApp';
import './team.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TeamApp />
  </StrictMode>,
);
