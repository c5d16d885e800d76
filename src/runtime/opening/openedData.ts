// The validated answer of a screen's opening request, handed to the screen that opened on it.
import { createContext, useContext } from 'react';

export const OpenedData = createContext<{ data: unknown } | undefined>(undefined);

/** The validated answer of the screen's opening request. Only a screen opened by the runtime has one. */
export function useOpeningData<T>(): T {
  const opened = useContext(OpenedData);
  if (!opened) throw new Error('useOpeningData is for screens whose schema declares open');
  // The answer was checked against the endpoint's schema in schemas/api/ before it got here.
  return opened.data as T;
}
