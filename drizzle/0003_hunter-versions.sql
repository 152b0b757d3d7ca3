CREATE TABLE "hunter_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"hunter_id" text NOT NULL,
	"user_id" text NOT NULL,
	"revision" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"summary" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "hunter_versions_revision_positive" CHECK ("hunter_versions"."revision" > 0)
);
--> statement-breakpoint
ALTER TABLE "hunter_versions" ADD CONSTRAINT "hunter_versions_hunter_id_hunters_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."hunters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hunter_versions" ADD CONSTRAINT "hunter_versions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hunter_versions_hunter_revision_idx" ON "hunter_versions" USING btree ("hunter_id","revision");--> statement-breakpoint
CREATE INDEX "hunter_versions_user_idx" ON "hunter_versions" USING btree ("user_id");--> statement-breakpoint
-- Hunters saved before history existed start it with their current build, so the first save after this can be undone.
INSERT INTO "hunter_versions" ("id", "hunter_id", "user_id", "revision", "saved_at", "summary", "data")
SELECT gen_random_uuid()::text, "id", "user_id", 1, "updated_at", 'Saved before history began', "data" FROM "hunters";
