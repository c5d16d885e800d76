// Entry of the promotion funnel (hash routes), its own small bundle.
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { captureSession } from './platform/session';
import { createPromoRouter } from './promoRouter';

captureSession();
const root = document.getElementById('root');
if (root) createRoot(root).render(<RouterProvider router={createPromoRouter()} />);
