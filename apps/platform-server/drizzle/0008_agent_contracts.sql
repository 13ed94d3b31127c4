CREATE TABLE "agent_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"upline_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"status" text NOT NULL,
	"period" text,
	"tiers" jsonb NOT NULL,
	"max_rate" numeric(6, 2) NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	"active_from" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"terminated_by" text,
	"termination_reason" text
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"valid_bet" numeric(18, 2) NOT NULL,
	"active_members" integer NOT NULL,
	"profit_loss" numeric(18, 2) NOT NULL,
	"tier" integer,
	"rate" numeric(6, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_offered_idx" ON "agent_contracts" USING btree ("member_id","type") WHERE status = 'OFFERED';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_active_idx" ON "agent_contracts" USING btree ("member_id","type") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","type","id");--> statement-breakpoint
CREATE INDEX "agent_contracts_settle_idx" ON "agent_contracts" USING btree ("type","status");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_settlements_period_idx" ON "contract_settlements" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "contract_settlements_member_idx" ON "contract_settlements" USING btree ("member_id","type","period_start");