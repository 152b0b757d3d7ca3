-- docs/decisions.md#2026-11-25-a-versions-change-is-stored-as-data-worded-by-the-reader: a saved version
-- keeps what changed as data (`change`), worded in the reader's language by the app; versions saved before
-- keep the English line they were stored with (`summary`).
ALTER TABLE "hunter_versions" ALTER COLUMN "summary" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "hunter_versions" ADD COLUMN "change" jsonb;--> statement-breakpoint
ALTER TABLE "hunter_versions" ADD CONSTRAINT "hunter_versions_change_told" CHECK ("hunter_versions"."summary" is not null or "hunter_versions"."change" is not null);
