CREATE TABLE "ledger_day_counts" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"entries" integer NOT NULL,
	"amount" numeric(20, 2) NOT NULL,
	"min_id" integer NOT NULL,
	"max_id" integer NOT NULL,
	CONSTRAINT "ledger_day_counts_member_id_day_kind_pk" PRIMARY KEY("member_id","day","kind")
);
--> statement-breakpoint
DROP INDEX "ledger_member_time_idx";--> statement-breakpoint
-- The roll-up of the entries already there.
INSERT INTO "ledger_day_counts" ("member_id", "day", "kind", "entries", "amount", "min_id", "max_id")
SELECT "member_id", ("created_at" AT TIME ZONE 'UTC')::date, "kind", count(*), sum("amount"), min("id"), max("id")
FROM "ledger_entries" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Inserts add to their days' rows, in key order (two transactions never lock the same rows in
-- opposite orders). Updates and deletes (the ledger is append-only; the seed moves one opening
-- entry) recount the days they touch; a truncate empties the roll-up.
CREATE FUNCTION "ledger_day_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_day_counts" AS c ("member_id", "day", "kind", "entries", "amount", "min_id", "max_id")
  SELECT "member_id", ("created_at" AT TIME ZONE 'UTC')::date, "kind", count(*), sum("amount"), min("id"), max("id")
  FROM "new_entries" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("member_id", "day", "kind") DO UPDATE
  SET "entries" = c."entries" + EXCLUDED."entries", "amount" = c."amount" + EXCLUDED."amount", "min_id" = least(c."min_id", EXCLUDED."min_id"), "max_id" = greatest(c."max_id", EXCLUDED."max_id");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ledger_day_counts_recount"(groups jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ledger_day_counts" AS c ("member_id", "day", "kind", "entries", "amount", "min_id", "max_id")
  SELECT g."member_id", g."day", g."kind", count(e."id"), coalesce(sum(e."amount"), 0), coalesce(min(e."id"), 0), coalesce(max(e."id"), 0)
  FROM (SELECT DISTINCT * FROM jsonb_to_recordset(groups) AS x("member_id" integer, "day" date, "kind" text)) g
  LEFT JOIN "ledger_entries" e ON e."member_id" = g."member_id" AND e."kind" = g."kind"
    AND e."created_at" >= (g."day"::timestamp AT TIME ZONE 'UTC') AND e."created_at" < ((g."day" + 1)::timestamp AT TIME ZONE 'UTC')
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("member_id", "day", "kind") DO UPDATE
  SET "entries" = EXCLUDED."entries", "amount" = EXCLUDED."amount", "min_id" = EXCLUDED."min_id", "max_id" = EXCLUDED."max_id";
  DELETE FROM "ledger_day_counts" WHERE "entries" = 0 AND "member_id" IN (SELECT (x->>'member_id')::integer FROM jsonb_array_elements(groups) x);
END $$;
--> statement-breakpoint
CREATE FUNCTION "ledger_day_counts_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM "ledger_day_counts_recount"((SELECT coalesce(jsonb_agg(jsonb_build_object('member_id', "member_id", 'day', ("created_at" AT TIME ZONE 'UTC')::date, 'kind', "kind")), '[]')
      FROM (SELECT "member_id", "created_at", "kind" FROM "old_entries" UNION ALL SELECT "member_id", "created_at", "kind" FROM "new_entries") changed));
  ELSE
    PERFORM "ledger_day_counts_recount"((SELECT coalesce(jsonb_agg(jsonb_build_object('member_id', "member_id", 'day', ("created_at" AT TIME ZONE 'UTC')::date, 'kind', "kind")), '[]') FROM "old_entries"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "ledger_day_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ledger_day_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_day_counts_insert" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "ledger_day_counts_update" AFTER UPDATE ON "ledger_entries" REFERENCING OLD TABLE AS "old_entries" NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_day_counts_delete" AFTER DELETE ON "ledger_entries" REFERENCING OLD TABLE AS "old_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_counts_change"();
--> statement-breakpoint
CREATE TRIGGER "ledger_day_counts_truncate" AFTER TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_day_counts_clear"();
