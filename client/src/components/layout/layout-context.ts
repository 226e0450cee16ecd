import { createContext, useContext } from 'react';

/** Tells error elements whether the layout (and so the main landmark) is around them. */
export const InLayoutContext = createContext(false);

export const useInLayout = (): boolean => useContext(InLayoutContext);
