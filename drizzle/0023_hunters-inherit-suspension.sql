-- A hunter made while its owner is suspended (a save already in flight when the suspension committed) takes the
-- owner's suspension, so it is never listed: the suspension's own update marks the rows that existed then.
CREATE FUNCTION "hunters_inherit_suspension"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.owner_suspended := NEW.owner_suspended OR EXISTS (
		SELECT 1 FROM "user" WHERE id = NEW.user_id AND suspended_at IS NOT NULL
	);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "hunters_inherit_suspension" BEFORE INSERT ON "hunters"
FOR EACH ROW EXECUTE FUNCTION "hunters_inherit_suspension"();
