// The first screens' catalogues in one file (#core/i18n/screen-texts.ts).
export { default as cards } from "#core/i18n/locales/en/cards.json";
export { default as components } from "#core/i18n/locales/en/components.json";
export { default as explore } from "#core/i18n/locales/en/explore.json";
export { default as hunter } from "#core/i18n/locales/en/hunter.json";
export { default as roster } from "#core/i18n/locales/en/roster.json";
