CREATE TABLE "downline_transfers" (
	"agent_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "downline_transfers_agent_id_request_id_pk" PRIMARY KEY("agent_id","request_id")
);
--> statement-breakpoint
CREATE TABLE "member_ancestors" (
	"ancestor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_ancestors_ancestor_id_depth_member_id_pk" PRIMARY KEY("ancestor_id","depth","member_id")
);
--> statement-breakpoint
CREATE TABLE "member_bet_days" (
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "member_bet_days_member_id_day_pk" PRIMARY KEY("member_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_bet_span" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_day_totals" (
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	"bet_count" integer DEFAULT 0 NOT NULL,
	"stake" numeric(20, 2) DEFAULT '0' NOT NULL,
	"payout" numeric(20, 2) DEFAULT '0' NOT NULL,
	"deposit" numeric(20, 2) DEFAULT '0' NOT NULL,
	"withdraw" numeric(20, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "team_day_totals_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
ALTER TABLE "downline_transfers" ADD CONSTRAINT "downline_transfers_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "downline_transfers" ADD CONSTRAINT "downline_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "downline_transfers_member_idx" ON "downline_transfers" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_ancestors_member_idx" ON "member_ancestors" USING btree ("member_id","ancestor_id");--> statement-breakpoint
CREATE INDEX "members_account_prefix_idx" ON "members" USING btree ("account" text_pattern_ops);--> statement-breakpoint
-- Team tree (closure table): the members already there, each with itself at depth 0.
INSERT INTO "member_ancestors" ("ancestor_id", "member_id", "depth")
WITH RECURSIVE up ("ancestor_id", "member_id", "depth") AS (
  SELECT "id", "id", 0 FROM "members"
  UNION ALL
  SELECT m."parent_id", up."member_id", up."depth" + 1 FROM up JOIN "members" m ON m."id" = up."ancestor_id" WHERE m."parent_id" IS NOT NULL
)
SELECT "ancestor_id", "member_id", "depth" FROM up;
--> statement-breakpoint
-- New members: their own row, and their parent's ancestors one level further. A parent inserted
-- by the same statement (a seed's multi-row insert) is walked through the new rows first.
CREATE FUNCTION "member_ancestors_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH RECURSIVE chain ("member_id", "ancestor_id", "depth") AS (
    SELECT "id", "id", 0 FROM "new_members"
    UNION ALL
    SELECT c."member_id", n."parent_id", c."depth" + 1 FROM chain c JOIN "new_members" n ON n."id" = c."ancestor_id" WHERE n."parent_id" IS NOT NULL
  ),
  rows ("ancestor_id", "member_id", "depth") AS (
    SELECT "ancestor_id", "member_id", "depth" FROM chain
    UNION ALL
    SELECT a."ancestor_id", c."member_id", c."depth" + a."depth" FROM chain c
    JOIN "member_ancestors" a ON a."member_id" = c."ancestor_id" AND a."depth" > 0
    WHERE NOT EXISTS (SELECT 1 FROM "new_members" n WHERE n."id" = c."ancestor_id")
  ),
  added AS (
    INSERT INTO "member_ancestors" ("ancestor_id", "member_id", "depth") SELECT "ancestor_id", "member_id", "depth" FROM rows RETURNING "ancestor_id", "member_id", "depth"
  )
  -- New members count on their registration day in every ancestor's team roll-up.
  INSERT INTO "team_day_totals" AS t ("agent_id", "day", "new_members")
  SELECT a."ancestor_id", (n."registered_at" AT TIME ZONE 'UTC')::date, count(*)
  FROM added a JOIN "new_members" n ON n."id" = a."member_id" WHERE a."depth" > 0
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "day") DO UPDATE SET "new_members" = t."new_members" + EXCLUDED."new_members";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "member_ancestors_insert" AFTER INSERT ON "members" REFERENCING NEW TABLE AS "new_members" FOR EACH STATEMENT EXECUTE FUNCTION "member_ancestors_add"();
--> statement-breakpoint
-- The tree is fixed once a member exists (the closure rows and the roll-ups would go stale).
CREATE FUNCTION "members_parent_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."parent_id" IS DISTINCT FROM OLD."parent_id" THEN
    RAISE EXCEPTION 'members.parent_id of member % cannot change (team tree)', OLD."id";
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_parent_fixed" BEFORE UPDATE OF "parent_id" ON "members" FOR EACH ROW EXECUTE FUNCTION "members_parent_fixed"();
--> statement-breakpoint
-- The bet days and team roll-up of what is already there.
INSERT INTO "member_bet_days" ("member_id", "day")
SELECT DISTINCT "member_id", ("created_at" AT TIME ZONE 'UTC')::date FROM "bets" WHERE "member_id" IS NOT NULL AND "wallet" <> 'FUN';
--> statement-breakpoint
INSERT INTO "member_bet_span" ("member_id", "first_day", "last_day")
SELECT "member_id", min("day"), max("day") FROM "member_bet_days" GROUP BY 1;
--> statement-breakpoint
INSERT INTO "team_day_totals" ("agent_id", "day", "new_members", "active_members", "bet_count", "stake", "payout", "deposit", "withdraw")
SELECT "agent_id", "day", sum("new_members"), sum("active_members"), sum("bet_count"), sum("stake"), sum("payout"), sum("deposit"), sum("withdraw")
FROM (
  SELECT a."ancestor_id" AS "agent_id", (m."registered_at" AT TIME ZONE 'UTC')::date AS "day", count(*) AS "new_members", 0 AS "active_members", 0 AS "bet_count", 0 AS "stake", 0 AS "payout", 0 AS "deposit", 0 AS "withdraw"
  FROM "member_ancestors" a JOIN "members" m ON m."id" = a."member_id" WHERE a."depth" > 0 GROUP BY 1, 2
  UNION ALL
  SELECT a."ancestor_id", d."day", 0, count(*), 0, 0, 0, 0, 0
  FROM "member_ancestors" a JOIN "member_bet_days" d ON d."member_id" = a."member_id" WHERE a."depth" > 0 GROUP BY 1, 2
  UNION ALL
  SELECT a."ancestor_id", (b."created_at" AT TIME ZONE 'UTC')::date, 0, 0, count(*), sum(b."stake"), sum(b."payout"), 0, 0
  FROM "member_ancestors" a JOIN "bets" b ON b."member_id" = a."member_id" WHERE a."depth" > 0 AND b."wallet" <> 'FUN' GROUP BY 1, 2
  UNION ALL
  SELECT a."ancestor_id", (e."created_at" AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, 0,
    coalesce(sum(e."amount") FILTER (WHERE e."kind" = 'DEPOSIT'), 0), -coalesce(sum(e."amount") FILTER (WHERE e."kind" IN ('WITHDRAW', 'WITHDRAW_REFUND')), 0)
  FROM "member_ancestors" a JOIN "ledger_entries" e ON e."member_id" = a."member_id"
  WHERE a."depth" > 0 AND e."kind" IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND') GROUP BY 1, 2
) parts
GROUP BY 1, 2;
--> statement-breakpoint
-- Real-money bets (not free play): the member's bet day (the first bet of a day makes the member
-- active that day for every ancestor) and first and last bet days, and count, stakes and payouts
-- for every ancestor. Rows are
-- upserted in key order (two transactions never lock them in opposite orders).
CREATE FUNCTION "team_day_totals_bets"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH per AS (
    SELECT "member_id", ("created_at" AT TIME ZONE 'UTC')::date AS "day", count(*) AS n, sum("stake") AS stake, sum("payout") AS payout
    FROM "new_bets" WHERE "member_id" IS NOT NULL AND "wallet" <> 'FUN' GROUP BY 1, 2
  ),
  fresh AS (
    INSERT INTO "member_bet_days" ("member_id", "day") SELECT "member_id", "day" FROM per ORDER BY 1, 2
    ON CONFLICT DO NOTHING RETURNING "member_id", "day"
  ),
  span AS (
    INSERT INTO "member_bet_span" AS s ("member_id", "first_day", "last_day") SELECT "member_id", min("day"), max("day") FROM fresh GROUP BY 1 ORDER BY 1
    ON CONFLICT ("member_id") DO UPDATE SET "first_day" = least(s."first_day", EXCLUDED."first_day"), "last_day" = greatest(s."last_day", EXCLUDED."last_day")
  )
  INSERT INTO "team_day_totals" AS t ("agent_id", "day", "active_members", "bet_count", "stake", "payout")
  SELECT a."ancestor_id", p."day", count(f."member_id"), sum(p.n), sum(p.stake), sum(p.payout)
  FROM per p JOIN "member_ancestors" a ON a."member_id" = p."member_id" AND a."depth" > 0
  LEFT JOIN fresh f ON f."member_id" = p."member_id" AND f."day" = p."day"
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "day") DO UPDATE
  SET "active_members" = t."active_members" + EXCLUDED."active_members", "bet_count" = t."bet_count" + EXCLUDED."bet_count",
    "stake" = t."stake" + EXCLUDED."stake", "payout" = t."payout" + EXCLUDED."payout";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "team_day_totals_bets" AFTER INSERT ON "bets" REFERENCING NEW TABLE AS "new_bets" FOR EACH STATEMENT EXECUTE FUNCTION "team_day_totals_bets"();
--> statement-breakpoint
-- Deposits and withdrawals (net of refunds, positive) for every ancestor.
CREATE FUNCTION "team_day_totals_ledger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "team_day_totals" AS t ("agent_id", "day", "deposit", "withdraw")
  SELECT a."ancestor_id", (e."created_at" AT TIME ZONE 'UTC')::date,
    coalesce(sum(e."amount") FILTER (WHERE e."kind" = 'DEPOSIT'), 0), -coalesce(sum(e."amount") FILTER (WHERE e."kind" IN ('WITHDRAW', 'WITHDRAW_REFUND')), 0)
  FROM "new_entries" e JOIN "member_ancestors" a ON a."member_id" = e."member_id" AND a."depth" > 0
  WHERE e."kind" IN ('DEPOSIT', 'WITHDRAW', 'WITHDRAW_REFUND')
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("agent_id", "day") DO UPDATE SET "deposit" = t."deposit" + EXCLUDED."deposit", "withdraw" = t."withdraw" + EXCLUDED."withdraw";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "team_day_totals_ledger" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "team_day_totals_ledger"();
