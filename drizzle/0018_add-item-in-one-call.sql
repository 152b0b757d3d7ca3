-- An item add in one round trip
-- (docs/decisions.md#2026-11-29-a-save-and-an-item-add-without-a-transaction-of-their-own). The rules stay in
-- the server (the item is normalized and the capacity computed before the call); this function keeps what
-- must happen under the user's lock. Each statement of a plpgsql function takes its own snapshot at read
-- committed, so the count, made after the lock, sees every add committed before it: one statement of plain
-- SQL could not (its one snapshot predates the wait). Under an Idempotency-Key the key and its answer are
-- stored first, so a repeat fails on the key before anything else, and a refused add (the raise) keeps no
-- key. The caller's statement carries the live NOTIFY, which a raise here drops with the rest.
CREATE FUNCTION "add_inventory_item"(
  p_user text, p_id text, p_data json, p_form integer, p_at timestamptz, p_capacity integer,
  k_key text, k_route text, k_hash text, k_status integer, k_body text
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  held integer;
BEGIN
  IF k_key IS NOT NULL THEN
    INSERT INTO "idempotency_keys" ("user_id", "key", "route", "request_hash", "response_status", "response_body", "created_at")
      VALUES (p_user, k_key, k_route, k_hash, k_status, k_body, p_at);
  END IF;
  -- NO KEY UPDATE, as lockUserRow (services/own-data.ts): the key above holds a KEY SHARE on this row, which
  -- FOR UPDATE would wait for in another add of this user while that one waits for ours.
  PERFORM 1 FROM "user" WHERE "id" = p_user FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'no such user' USING ERRCODE = 'HL401';
  END IF;
  SELECT count(*) INTO held FROM "inventory_items" WHERE "user_id" = p_user;
  IF held >= p_capacity THEN
    RAISE EXCEPTION 'inventory full' USING ERRCODE = 'HL409';
  END IF;
  INSERT INTO "inventory_items" ("id", "user_id", "data", "data_form", "created_at")
    VALUES (p_id, p_user, p_data, p_form, p_at);
  RETURN held + 1;
END $$;
