import { createContext, useContext } from 'react';
import { RUNTIME_CONFIG_DEFAULTS, type RuntimeConfig } from './runtime-config-load.ts';

export * from './runtime-config-load.ts';

export const RuntimeConfigContext = createContext<RuntimeConfig>(RUNTIME_CONFIG_DEFAULTS);

export const useRuntimeConfig = () => useContext(RuntimeConfigContext);
