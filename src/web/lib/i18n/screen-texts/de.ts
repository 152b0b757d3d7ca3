// The first screens' catalogues in one file (#core/i18n/screen-texts.ts).
export { default as cards } from "#core/i18n/locales/de/cards.json";
export { default as components } from "#core/i18n/locales/de/components.json";
export { default as explore } from "#core/i18n/locales/de/explore.json";
export { default as hunter } from "#core/i18n/locales/de/hunter.json";
export { default as roster } from "#core/i18n/locales/de/roster.json";
