// Unit tests render components as the app does: translations started, in English, every English catalogue
// there at the first render (src/web/lib/i18n; the product messages are a chunk of their own in the app).
import "../factories/i18n-english.ts";
