CREATE TABLE "bets" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" text NOT NULL,
	"game_session_hash" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"member_id" integer,
	"node_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"kind" text NOT NULL,
	"stake" numeric(18, 2) NOT NULL,
	"payout" numeric(18, 2) NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"launch_token_hash" text NOT NULL,
	"member_id" integer,
	"node_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"fun_balance" numeric(18, 2),
	"lobby_origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "launches" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer,
	"node_id" integer NOT NULL,
	"free_play" boolean NOT NULL,
	"wallet" text NOT NULL,
	"lobby_origin" text NOT NULL,
	"lotto_view" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"balance_after" numeric(18, 2) NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"game_code" text NOT NULL,
	"numero" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"numbers" jsonb NOT NULL,
	CONSTRAINT "lottery_draws_game_code_numero_pk" PRIMARY KEY("game_code","numero")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "vendor_wallets" (
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"balance" numeric(18, 2) DEFAULT '0.00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_wallets_member_id_vassalage_pk" PRIMARY KEY("member_id","vassalage")
);
--> statement-breakpoint
CREATE TABLE "wallet_transfers" (
	"transfer_id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"vassalage" text NOT NULL,
	"direction" text NOT NULL,
	"requested" numeric(18, 2),
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_launch_token_hash_launches_token_hash_fk" FOREIGN KEY ("launch_token_hash") REFERENCES "public"."launches"("token_hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "launches" ADD CONSTRAINT "launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_wallets" ADD CONSTRAINT "vendor_wallets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transfers" ADD CONSTRAINT "wallet_transfers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bets_bet_id_idx" ON "bets" USING btree ("bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bets_idempotency_idx" ON "bets" USING btree ("game_session_hash","idempotency_key");--> statement-breakpoint
CREATE INDEX "bets_member_idx" ON "bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "favourites_member_created_idx" ON "favourites" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_member_wallet_idx" ON "ledger_entries" USING btree ("member_id","wallet","id");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_opened_idx" ON "lottery_draws" USING btree ("game_code","opened_at");--> statement-breakpoint
CREATE INDEX "recent_member_played_idx" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
INSERT INTO "ledger_entries" ("member_id", "wallet", "kind", "amount", "balance_after", "reference") SELECT "member_id", 'MAIN', 'OPENING', "balance", "balance", 'opening' FROM "wallets" WHERE "balance" <> 0;
