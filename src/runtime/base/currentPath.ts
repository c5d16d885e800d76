// The path of the page being shown, for pieces that mark where the reader is (the site navigation)
// without needing a router: the in-app routes fill it from react-router, the company site's own
// entry from the address it hydrates.
import { createContext, useContext } from 'react';

export const CurrentPath = createContext<string | undefined>(undefined);

export const useCurrentPath = (): string | undefined => useContext(CurrentPath);
