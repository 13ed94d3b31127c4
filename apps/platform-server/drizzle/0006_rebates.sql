CREATE TABLE "rebate_claims" (
	"claim_id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"from_bet_id" integer NOT NULL,
	"to_bet_id" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"categories" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_rates" (
	"game_type" text PRIMARY KEY NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rebate_claims" ADD CONSTRAINT "rebate_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_request_idx" ON "rebate_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "rebate_claims_member_idx" ON "rebate_claims" USING btree ("member_id","to_bet_id");--> statement-breakpoint
CREATE INDEX "bets_member_time_idx" ON "bets" USING btree ("member_id","created_at");