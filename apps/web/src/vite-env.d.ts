/// <reference types="vite/client" />

declare const __BUILD_HASH__: string;
