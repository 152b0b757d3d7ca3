-- A filter on the purpose is a prefix of lower(purpose), and PostgreSQL keeps no statistics of the
-- expression of a partial index: it took every prefix to match 0.5% of the builds, so "purpose=boss" (a
-- quarter of them) read every matching build's row and sorted them instead of walking the sort's index.
CREATE STATISTICS "hunters_purpose_lower_stats" ON (lower("purpose")) FROM "hunters";--> statement-breakpoint
ANALYZE "hunters";--> statement-breakpoint
-- The tally trigger of 0014 without its recount. A row's keys are distinct (exploreFacts makes them from a
-- set), so a changed key moves by exactly one: up when only the new row has it, down when only the old one
-- does. The row offered for insertion must pass n >= 0 even when it conflicts, so it carries the way as 1 or
-- 0, which the conflict branch turns back into +1 or -1; a key taken back always exists (it was added with
-- its row), so only a key added is ever inserted, and as 1. Still one statement in key order, so two saves
-- never wait on each other in a cycle.
CREATE OR REPLACE FUNCTION "hunters_tally"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	old_keys text[] := '{}';
	new_keys text[] := '{}';
BEGIN
	IF TG_OP <> 'INSERT' AND OLD.listed THEN old_keys := OLD.tally_keys; END IF;
	IF TG_OP <> 'DELETE' AND NEW.listed THEN new_keys := NEW.tally_keys; END IF;
	-- A save that changes nothing the tallies count (a name, a purpose, a stat other than speed) ends here.
	IF old_keys = new_keys THEN RETURN NULL; END IF;
	INSERT INTO explore_tallies AS t (key, n)
	SELECT k, up FROM (
		SELECT k, 1 AS up FROM unnest(new_keys) AS k WHERE k <> ALL (old_keys)
		UNION ALL
		SELECT k, 0 FROM unnest(old_keys) AS k WHERE k <> ALL (new_keys)
	) AS changes
	ORDER BY k
	ON CONFLICT (key) DO UPDATE SET n = t.n + 2 * excluded.n - 1;
	RETURN NULL;
END;
$$;
