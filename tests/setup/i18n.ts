// Unit tests render components as the app does: translations started, in English (src/web/lib/i18n).
import "#web/lib/i18n/i18n.ts";
