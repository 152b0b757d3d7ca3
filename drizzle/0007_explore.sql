CREATE TABLE "explore_choices" (
	"user_id" text PRIMARY KEY NOT NULL,
	"in_explore" boolean DEFAULT true NOT NULL,
	"in_leaderboards" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "explore_copies" (
	"hunter_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "explore_copies_pk" PRIMARY KEY("hunter_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "explore_salts" (
	"day" text PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "explore_tallies" (
	"key" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "explore_tallies_n_non_negative" CHECK ("explore_tallies"."n" >= 0)
);
--> statement-breakpoint
CREATE TABLE "explore_views" (
	"hunter_id" text NOT NULL,
	"day" text NOT NULL,
	"viewer" text NOT NULL,
	CONSTRAINT "explore_views_pk" PRIMARY KEY("hunter_id","day","viewer")
);
--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "hunter_class" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "class_family" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "hunter_rarity" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "purpose" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "actual_atk_spd" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "set_names" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "all_engraved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "all_ultimate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "speed_reached_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "in_explore" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "in_leaderboards" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "listed" boolean GENERATED ALWAYS AS (is_public AND in_explore) STORED;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "ranked" boolean GENERATED ALWAYS AS (is_public AND in_explore AND in_leaderboards) STORED;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "tally_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "facts_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "copy_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "view_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "explore_choices" ADD CONSTRAINT "explore_choices_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_copies" ADD CONSTRAINT "explore_copies_hunter_id_hunters_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."hunters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_copies" ADD CONSTRAINT "explore_copies_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explore_views" ADD CONSTRAINT "explore_views_hunter_id_hunters_id_fk" FOREIGN KEY ("hunter_id") REFERENCES "public"."hunters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "explore_copies_user_idx" ON "explore_copies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "explore_views_day_idx" ON "explore_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "hunters_explore_fast_idx" ON "hunters" USING btree ("actual_atk_spd","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_explore_new_idx" ON "hunters" USING btree ("created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_explore_copied_idx" ON "hunters" USING btree ("copy_count","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_explore_viewed_idx" ON "hunters" USING btree ("view_count","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_explore_class_fast_idx" ON "hunters" USING btree ("hunter_class","actual_atk_spd","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_explore_class_new_idx" ON "hunters" USING btree ("hunter_class","created_at","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_explore_class_copied_idx" ON "hunters" USING btree ("hunter_class","copy_count","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_explore_class_viewed_idx" ON "hunters" USING btree ("hunter_class","view_count","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_explore_sets_idx" ON "hunters" USING gin ("set_names") WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_explore_purpose_idx" ON "hunters" USING btree (lower("purpose") text_pattern_ops) WHERE listed;--> statement-breakpoint
CREATE INDEX "hunters_leaderboard_idx" ON "hunters" USING btree ("hunter_class","actual_atk_spd","speed_reached_at","id") WHERE ranked;--> statement-breakpoint
CREATE INDEX "hunters_facts_version_idx" ON "hunters" USING btree ("facts_version");--> statement-breakpoint
-- Keeps explore_tallies equal to the sum of tally_keys over listed hunters (docs/product.md#meta): each write
-- of a hunter takes back what its old row added and adds what its new row does, one key at a time in key
-- order, so two saves never wait on each other's rows in a cycle. A key only ever taken back exists already
-- (it was added when its row was), so taking back is an update; only adding may insert.
CREATE FUNCTION "hunters_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_keys text[] := '{}';
	new_keys text[] := '{}';
	change record;
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.listed THEN old_keys := OLD.tally_keys; END IF;
	IF TG_OP <> 'DELETE' AND NEW.listed THEN new_keys := NEW.tally_keys; END IF;
	IF old_keys IS DISTINCT FROM new_keys THEN
		FOR change IN
			SELECT k, sum(d)::integer AS d FROM (
				SELECT unnest(old_keys) AS k, -1 AS d
				UNION ALL
				SELECT unnest(new_keys), 1
			) AS changes
			GROUP BY k HAVING sum(d) <> 0 ORDER BY k
		LOOP
			IF change.d > 0 THEN
				INSERT INTO explore_tallies AS t (key, n) VALUES (change.k, change.d)
				ON CONFLICT (key) DO UPDATE SET n = t.n + excluded.n;
			ELSE
				UPDATE explore_tallies SET n = n + change.d WHERE key = change.k;
			END IF;
		END LOOP;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "hunters_tally" AFTER INSERT OR UPDATE OF is_public, in_explore, tally_keys OR DELETE ON "hunters"
FOR EACH ROW EXECUTE FUNCTION "hunters_tally"();
