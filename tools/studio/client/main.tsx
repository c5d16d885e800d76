// The studio's page (GET /studio serves the HTML whose module script is this file): the app's own
// stylesheet for its form fields, and the studio's layout over it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../src/styles.css';
import './studio.css';
import { Studio } from './Studio';

const host = document.getElementById('studio') ?? document.body.appendChild(document.createElement('div'));
createRoot(host).render(
  <StrictMode>
    <Studio />
  </StrictMode>,
);
