// How long messages stay (docs/product.md#timings): notices and toasts 3 s; 'Item added to build!'
// and the 'Copied!' label 2 s. After a save the builder returns to the list 2 s later.
export const MESSAGE_MS = 3000;
export const SHORT_MESSAGE_MS = 2000;
export const SAVE_RETURN_DELAY_MS = 2000;
