import "i18next";
import type achievements from "#core/i18n/locales/en/achievements.json";
import type admin from "#core/i18n/locales/en/admin.json";
import type auth from "#core/i18n/locales/en/auth.json";
import type builder from "#core/i18n/locales/en/builder.json";
import type calendar from "#core/i18n/locales/en/calendar.json";
import type cards from "#core/i18n/locales/en/cards.json";
import type common from "#core/i18n/locales/en/common.json";
import type compare from "#core/i18n/locales/en/compare.json";
import type components from "#core/i18n/locales/en/components.json";
import type explore from "#core/i18n/locales/en/explore.json";
import type feedbackInbox from "#core/i18n/locales/en/feedback-inbox.json";
import type gameDataAdmin from "#core/i18n/locales/en/game-data-admin.json";
import type hunter from "#core/i18n/locales/en/hunter.json";
import type instanceAdmin from "#core/i18n/locales/en/instance-admin.json";
import type inventory from "#core/i18n/locales/en/inventory.json";
import type messages from "#core/i18n/locales/en/messages.json";
import type moderation from "#core/i18n/locales/en/moderation.json";
import type notices from "#core/i18n/locales/en/notices.json";
import type plan from "#core/i18n/locales/en/plan.json";
import type profile from "#core/i18n/locales/en/profile.json";
import type proof from "#core/i18n/locales/en/proof.json";
import type roster from "#core/i18n/locales/en/roster.json";
import type scan from "#core/i18n/locales/en/scan.json";
import type settings from "#core/i18n/locales/en/settings.json";
import type transfer from "#core/i18n/locales/en/transfer.json";
import type upgrade from "#core/i18n/locales/en/upgrade.json";

// The English catalogues type every t() call: a key that English lacks is a type error (docs/i18n.md).
// A new namespace is added here as well as in src/core/i18n/locales/<lang>/.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      auth: typeof auth;
      roster: typeof roster;
      hunter: typeof hunter;
      builder: typeof builder;
      calendar: typeof calendar;
      inventory: typeof inventory;
      scan: typeof scan;
      cards: typeof cards;
      compare: typeof compare;
      components: typeof components;
      explore: typeof explore;
      "game-data-admin": typeof gameDataAdmin;
      "instance-admin": typeof instanceAdmin;
      "feedback-inbox": typeof feedbackInbox;
      transfer: typeof transfer;
      upgrade: typeof upgrade;
      profile: typeof profile;
      achievements: typeof achievements;
      common: typeof common;
      messages: typeof messages;
      moderation: typeof moderation;
      notices: typeof notices;
      plan: typeof plan;
      proof: typeof proof;
      settings: typeof settings;
      admin: typeof admin;
      // new-page: namespace (npm run new -- page <name> adds its screen's namespace here)
    };
  }
}
