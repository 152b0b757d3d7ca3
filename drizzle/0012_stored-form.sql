ALTER TABLE "hunters" ALTER COLUMN "data" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "inventory_items" ALTER COLUMN "data" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "hunters" ADD COLUMN "data_form" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_items" ADD COLUMN "data_form" integer DEFAULT 0 NOT NULL;