ALTER TABLE "user" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "game_terms" text DEFAULT 'interface' NOT NULL;