// The first screens' catalogues in one file (#core/i18n/screen-texts.ts).
export { default as cards } from "#core/i18n/locales/pt-BR/cards.json";
export { default as components } from "#core/i18n/locales/pt-BR/components.json";
export { default as explore } from "#core/i18n/locales/pt-BR/explore.json";
export { default as hunter } from "#core/i18n/locales/pt-BR/hunter.json";
export { default as roster } from "#core/i18n/locales/pt-BR/roster.json";
