-- Claims made before a post's key named its channel could repeat a key across webhooks; they only hold a post
-- back within its grace, so they go.
DELETE FROM "discord_deliveries";--> statement-breakpoint
DROP INDEX "discord_webhooks_url_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "discord_deliveries_post_idx" ON "discord_deliveries" USING btree ("post_key");--> statement-breakpoint
CREATE UNIQUE INDEX "discord_webhooks_user_url_idx" ON "discord_webhooks" USING btree ("user_id","url");