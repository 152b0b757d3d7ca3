CREATE TABLE "feedback_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"feedback_id" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discord_deliveries" (
	"webhook_id" text NOT NULL,
	"post_key" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discord_deliveries_pk" PRIMARY KEY("webhook_id","post_key")
);
--> statement-breakpoint
CREATE TABLE "discord_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"daily_events" boolean DEFAULT true NOT NULL,
	"kinds" jsonb NOT NULL,
	"lead_minutes" integer DEFAULT 15 NOT NULL,
	"new_builds" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"reason" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "backup_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"due" timestamp with time zone,
	"instance" text NOT NULL,
	"file" text,
	"bytes" bigint,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backup_runs_due_unique" UNIQUE("due")
);
--> statement-breakpoint
CREATE TABLE "backup_schedule" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"at" text NOT NULL,
	"keep" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_data_images" (
	"name" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_notices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "player_notices_kind_named" CHECK (length("player_notices"."kind") > 0)
);
--> statement-breakpoint
CREATE TABLE "proof_images" (
	"id" text PRIMARY KEY NOT NULL,
	"hunter_id" text NOT NULL,
	"user_id" text NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_user_id" text NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"status" text DEFAULT 'open' NOT NULL,
	"outcome" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"hunter_id" text NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "note" text;
--> statement-breakpoint
ALTER TABLE "feedback" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "role" text;
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_reason" text;
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "nickname_reset_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "formula_atk_spd" double precision DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "within_rules" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "verified_at" timestamp with time zone;
--> statement-breakpoint
-- listed and ranked now also need the game's rules kept, no moderator's hide and an owner not suspended.
-- A generated column's expression cannot be altered on PostgreSQL 15, so both are made again, after the
-- columns they read; dropping them dropped every partial index over them, which are made again as they were.
ALTER TABLE "hunters" drop column "listed";
--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (is_public AND in_explore AND within_rules AND hidden_at IS NULL AND NOT owner_suspended) STORED;
--> statement-breakpoint
ALTER TABLE "hunters" drop column "ranked";
--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "ranked" boolean GENERATED ALWAYS AS (is_public AND in_explore AND in_leaderboards AND within_rules AND hidden_at IS NULL AND NOT owner_suspended) STORED;
--> statement-breakpoint
CREATE INDEX "hunters_explore_fast_idx" ON "hunters" USING btree ("actual_atk_spd","id","hunter_class","class_family","hunter_rarity","purpose","set_names","all_engraved","all_ultimate") WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_explore_new_idx" ON "hunters" USING btree ("created_at","id","actual_atk_spd","hunter_class","class_family","hunter_rarity","purpose","set_names","all_engraved","all_ultimate") WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_explore_copied_idx" ON "hunters" USING btree ("copy_count","id","actual_atk_spd","hunter_class","class_family","hunter_rarity","purpose","set_names","all_engraved","all_ultimate") WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_explore_viewed_idx" ON "hunters" USING btree ("view_count","id","actual_atk_spd","hunter_class","class_family","hunter_rarity","purpose","set_names","all_engraved","all_ultimate") WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_explore_class_fast_idx" ON "hunters" USING btree ("hunter_class","actual_atk_spd","id","class_family","hunter_rarity","purpose","set_names","all_engraved","all_ultimate") WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_explore_class_new_idx" ON "hunters" USING btree ("hunter_class","created_at","id","actual_atk_spd","class_family","hunter_rarity","purpose","set_names","all_engraved","all_ultimate") WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_explore_class_copied_idx" ON "hunters" USING btree ("hunter_class","copy_count","id","actual_atk_spd","class_family","hunter_rarity","purpose","set_names","all_engraved","all_ultimate") WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_explore_class_viewed_idx" ON "hunters" USING btree ("hunter_class","view_count","id","actual_atk_spd","class_family","hunter_rarity","purpose","set_names","all_engraved","all_ultimate") WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_explore_engraved_idx" ON "hunters" USING btree ("actual_atk_spd","id") WHERE listed AND all_engraved;
--> statement-breakpoint
CREATE INDEX "hunters_explore_ultimate_idx" ON "hunters" USING btree ("actual_atk_spd","id") WHERE listed AND all_ultimate;
--> statement-breakpoint
CREATE INDEX "hunters_explore_sets_idx" ON "hunters" USING gin ("set_names") WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_explore_purpose_idx" ON "hunters" USING btree (lower("purpose") text_pattern_ops) WHERE listed;
--> statement-breakpoint
CREATE INDEX "hunters_leaderboard_idx" ON "hunters" USING btree ("hunter_class","actual_atk_spd","speed_reached_at","id") WHERE ranked;
--> statement-breakpoint
ALTER TABLE "game_data_imports" ADD COLUMN "uploaded_by" text;
--> statement-breakpoint
ALTER TABLE "game_data_imports" ADD COLUMN "note" text;
--> statement-breakpoint
ALTER TABLE "game_data_imports" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();
--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discord_deliveries" ADD CONSTRAINT "discord_deliveries_webhook_id_discord_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."discord_webhooks"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "discord_webhooks" ADD CONSTRAINT "discord_webhooks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "player_notices" ADD CONSTRAINT "player_notices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proof_images" ADD CONSTRAINT "proof_images_hunter_id_hunters_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."hunters"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "proof_images" ADD CONSTRAINT "proof_images_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_user_id_user_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_hunter_id_hunters_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."hunters"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "feedback_replies_feedback_idx" ON "feedback_replies" USING btree ("feedback_id");
--> statement-breakpoint
CREATE INDEX "discord_deliveries_due_idx" ON "discord_deliveries" USING btree ("due_at");
--> statement-breakpoint
CREATE INDEX "discord_webhooks_user_idx" ON "discord_webhooks" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "discord_webhooks_url_idx" ON "discord_webhooks" USING btree ("url");
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("created_at");
--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");
--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
--> statement-breakpoint
CREATE INDEX "player_notices_user_idx" ON "player_notices" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE INDEX "proof_images_hunter_idx" ON "proof_images" USING btree ("hunter_id");
--> statement-breakpoint
CREATE INDEX "proof_images_user_idx" ON "proof_images" USING btree ("user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_idx" ON "reports" USING btree ("user_id","target_type","target_id") WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "reports_target_user_idx" ON "reports" USING btree ("target_user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_open_idx" ON "verification_requests" USING btree ("hunter_id") WHERE status = 'open';
--> statement-breakpoint
CREATE INDEX "verification_requests_queue_idx" ON "verification_requests" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "verification_requests_user_idx" ON "verification_requests" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "feedback_status_idx" ON "feedback" USING btree ("status","created_at");
--> statement-breakpoint
CREATE INDEX "hunters_leaderboard_verified_idx" ON "hunters" USING btree ("hunter_class","actual_atk_spd","speed_reached_at","id") WHERE ranked AND verified_at IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "game_data_imports_published_idx" ON "game_data_imports" USING btree ("published_at");--> statement-breakpoint
-- Existing imports were served as they came: each was published when it was imported.
UPDATE "game_data_imports" SET "published_at" = "created_at";
--> statement-breakpoint
-- The audit log is append-only (docs/product.md#the-console): no entry is changed or taken back.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'the audit log is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log"
FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
