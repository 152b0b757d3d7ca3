import "i18next";
import type auth from "#core/i18n/locales/en/auth.json";
import type common from "#core/i18n/locales/en/common.json";
import type settings from "#core/i18n/locales/en/settings.json";

// The English catalogues type every t() call: a key that English lacks is a type error (docs/i18n.md).
// A new namespace is added here as well as in src/core/i18n/locales/<lang>/.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      auth: typeof auth;
      common: typeof common;
      settings: typeof settings;
    };
  }
}
